import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { announceSessionLost } from './rest';
import { announceRealtimeResumed } from './realtimeResumed';

const GRAPHQL_PATH = '/graphql';
const NORMAL_CLOSURE = 1000;

function websocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

/** A query answered UNAUTHENTICATED means the session ended under us: the console signs out. */
const sessionLostLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) announceSessionLost();
});

/**
 * Queries and mutations over HTTP with the session cookie; subscriptions over graphql-ws. The
 * socket retries for as long as the console is open; events published while it was down are not
 * replayed to it, so after a reconnect that follows a broken connection (not the normal close of a
 * lazy socket with no subscription left) every active query is fetched again: the list, counters
 * and pane catch up instead of silently missing what happened in the gap.
 */
export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' });
  let broken = false;
  let client: ApolloClient | null = null;
  const wsLink = new GraphQLWsLink(
    createClient({
      url: websocketUrl(),
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      on: {
        closed: (event) => {
          broken = (event as { code?: number } | undefined)?.code !== NORMAL_CLOSURE;
        },
        connected: () => {
          if (broken && client) {
            void client.refetchQueries({ include: 'active' }).catch(() => undefined);
            announceRealtimeResumed();
          }
          broken = false;
        },
      },
    }),
  );

  client = new ApolloClient({
    link: ApolloLink.from([sessionLostLink, ApolloLink.split(
      ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
      wsLink,
      httpLink,
    )]),
    cache: new InMemoryCache(),
  });
  return client;
}
