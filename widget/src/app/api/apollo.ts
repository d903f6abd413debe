import { ApolloClient, InMemoryCache, type Cache, type Reference, type StoreObject } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { CloseCode, createClient, type Client } from 'graphql-ws';
import { WidgetMessageFields } from './graphql/fragments';

export type ConnectionStatus = 'connecting' | 'online' | 'offline';

export interface LiveClientOptions {
  token: string;
  /** The widget's language at each (re)connection. Asked of the caller: importing Lingui here made it a chunk of its own, one more request before the launcher. */
  lang(): string;
  onStatus(status: ConnectionStatus): void;
  /** Each acknowledged connection, the first and every reconnect. */
  onConnected(): void;
  /**
   * The server closed the socket with 4403 (Forbidden): at connection_init it refused the token, or
   * it closed a socket whose session or access changed. Reconnecting goes on; the caller decides
   * whether the session is over.
   */
  onRefused(): void;
}

export interface LiveClient {
  apollo: ApolloClient;
  ws: Client;
  /** Ends a wait between reconnection attempts: the browser says it is online again. */
  retryNow(): void;
  stop(): void;
}

const PING_EVERY = 20_000;
const PONG_WAIT = 10_000;
const BACKOFF = [500, 1_000, 2_000, 4_000, 8_000, 10_000];

type Ref = Reference | StoreObject;
function union(existing: readonly Ref[] | undefined, incoming: readonly Ref[]): Ref[] {
  const byKey = new Map<string, Ref>();
  for (const ref of [...(existing ?? []), ...incoming]) byKey.set(String((ref as Reference).__ref ?? (ref as StoreObject).id), ref);
  return [...byKey.values()];
}

type MessageCopy = StoreObject & { __typename: 'Message'; id: string; version: number };
const isMessageCopy = (value: StoreObject): value is MessageCopy =>
  value.__typename === 'Message' && typeof value.id === 'string' && typeof value.version === 'number';

/**
 * Of two copies of one message the higher `version` is the newer (an answered inline form, a
 * delivery), whichever reaches the cache last: a history page asked for before an event can arrive
 * after it. Apollo merges an entity's fields as they come and offers no hook that sees both copies
 * whole (a type's merge function is not called for entities in a list), so every write's result
 * is looked through first and a copy older than the one held is written as the held one.
 */
class MessageVersionCache extends InMemoryCache {
  override write(options: Cache.WriteOptions): Reference | undefined {
    return super.write({ ...options, result: this.newest(options.result) });
  }

  private newest<T>(value: T): T {
    if (Array.isArray(value)) {
      const items = value.map((item: unknown) => this.newest(item));
      return (items.some((item, i) => item !== value[i]) ? items : value) as T;
    }
    if (!value || typeof value !== 'object') return value;
    let object = value as StoreObject;
    for (const [key, field] of Object.entries(object)) {
      if (!field || typeof field !== 'object') continue;
      const kept = this.newest(field);
      if (kept !== field) object = object === value ? { ...object, [key]: kept } : Object.assign(object, { [key]: kept });
    }
    if (!isMessageCopy(object)) return object as T;
    const held = this.readFragment({ fragment: WidgetMessageFields, id: this.identify(object) });
    return (held && held.version > object.version ? { ...object, ...held } : object) as T;
  }
}

/**
 * The cache: one Conversation and one Message entity per id. The list of conversations and each
 * conversation's history are one growing set each, whatever page brought an entry (order is applied
 * when read: newest conversation first, messages by seq).
 */
export function createCache(): InMemoryCache {
  return new MessageVersionCache({
    typePolicies: {
      Query: {
        fields: {
          conversations: { keyArgs: false, merge: (existing: Ref[] | undefined, incoming: Ref[]) => union(existing, incoming) },
          messages: {
            keyArgs: ['conversationId'],
            merge: (existing: { messages: Ref[] } | undefined, incoming: { messages: Ref[] }) => ({
              ...incoming,
              messages: union(existing?.messages, incoming.messages),
            }),
          },
        },
      },
    },
  });
}

/**
 * The widget's one connection (graphql-ws on /graphql, the visitor's token in connectionParams) and
 * the Apollo client over it: queries, mutations and the events subscription share it. Reconnects
 * for ever with backoff (at once when the browser is back online); a ping every 20 s, and a socket
 * whose pong does not come within 10 s is closed and replaced. Operations in flight when it drops
 * are sent again on the next connection (the server answers a repeated localId with the first message).
 */
export function createLiveClient(options: LiveClientOptions): LiveClient {
  let socket: WebSocket | undefined;
  let pongTimer: number | undefined;
  let wake: (() => void) | undefined;
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = createClient({
    url: url.href,
    connectionParams: () => ({ token: options.token, lang: options.lang() }),
    lazy: false,
    keepAlive: PING_EVERY,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: (retries) =>
      new Promise<void>((resolve) => {
        const delay = BACKOFF[Math.min(retries, BACKOFF.length - 1)] * (0.8 + Math.random() * 0.4);
        const timer = window.setTimeout(done, delay);
        function done() {
          window.clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      }),
    on: {
      connecting: () => options.onStatus('connecting'),
      connected: (s) => {
        socket = s as WebSocket;
        options.onStatus('online');
        options.onConnected();
      },
      closed: (event) => {
        window.clearTimeout(pongTimer);
        socket = undefined;
        options.onStatus('offline');
        if (typeof event === 'object' && event !== null && 'code' in event && event.code === CloseCode.Forbidden) options.onRefused();
      },
      ping: (received) => {
        if (received) return;
        window.clearTimeout(pongTimer);
        pongTimer = window.setTimeout(() => socket?.close(4408, 'Pong timeout'), PONG_WAIT);
      },
      pong: (received) => {
        if (received) window.clearTimeout(pongTimer);
      },
    },
  });
  const apollo = new ApolloClient({ link: new GraphQLWsLink(ws), cache: createCache() });
  return {
    apollo,
    ws,
    retryNow: () => wake?.(),
    stop: () => {
      window.clearTimeout(pongTimer);
      // A connection still being made is awaited by dispose: its refusal (the session replaced) is no error here.
      void Promise.resolve(ws.dispose()).catch(() => undefined);
      apollo.stop();
      // Never read again: a session that ended leaves none of its conversations in memory.
      void apollo.cache.reset();
    },
  };
}
