import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';

const GRAPHQL_PATH = '/graphql';

function websocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

/** Queries and mutations over HTTP with the session cookie; subscriptions over graphql-ws. */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' });
  const wsLink = new GraphQLWsLink(createClient({ url: websocketUrl(), lazy: true }));

  return new ApolloClient({
    link: ApolloLink.split(
      ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
      wsLink,
      httpLink,
    ),
    cache: new InMemoryCache(),
  });
}
