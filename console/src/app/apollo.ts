import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { announceSessionLost } from './rest';

const GRAPHQL_PATH = '/graphql';

function websocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

/** A query answered UNAUTHENTICATED means the session ended under us: the console signs out. */
const sessionLostLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) announceSessionLost();
});

/** Queries and mutations over HTTP with the session cookie; subscriptions over graphql-ws. */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' });
  const wsLink = new GraphQLWsLink(createClient({ url: websocketUrl(), lazy: true }));

  return new ApolloClient({
    link: ApolloLink.from([sessionLostLink, ApolloLink.split(
      ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
      wsLink,
      httpLink,
    )]),
    cache: new InMemoryCache(),
  });
}
