import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { interfaceLanguage } from '../shared/i18n';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ConnectionMonitor, PING_INTERVAL_MS } from '../modules/realtime/utils/ConnectionMonitor';
import { announceSessionLost } from '../shared/rest';
import { createCache } from './cache';

const GRAPHQL_PATH = '/graphql';

function websocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

/** A query answered UNAUTHENTICATED means the session ended under us: the console signs out. */
const sessionLostLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) announceSessionLost();
});

/**
 * Queries and mutations over HTTP with the session cookie; the tab's one websocket (graphql-ws)
 * carries its one `events` subscription (modules/realtime). The socket pings every 20 s and
 * retries for as long as the console is open; `connection` reports its state to the indicator
 * and tells the realtime module when to catch up on what a gap missed.
 */
export function createApolloClient(): { client: ApolloClient; connection: ConnectionMonitor } {
  const connection = new ConnectionMonitor();
  // Errors come back in the interface's language (server/src/i18n).
  const httpLink = new HttpLink({
    uri: GRAPHQL_PATH,
    credentials: 'same-origin',
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), 'x-parley-lang': interfaceLanguage() } }),
  });
  const ws = createClient({
    url: websocketUrl(),
    connectionParams: () => ({ lang: interfaceLanguage() }),
    lazy: true,
    keepAlive: PING_INTERVAL_MS,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: connection.retryWait,
    on: connection.events,
  });
  connection.attach(ws);

  const client = new ApolloClient({
    link: ApolloLink.from([
      sessionLostLink,
      ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, new GraphQLWsLink(ws), httpLink),
    ]),
    cache: createCache(),
  });
  return { client, connection };
}
