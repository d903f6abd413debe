import WebSocket from 'ws';
import { createClient, type ExecutionResult } from 'graphql-ws';

/** The server closed the socket before acknowledging it (graphql-ws refuses a connection with 4403). */
export class SocketRefused extends Error {
  constructor(readonly code: number) {
    super(`graphql-ws connection refused: closed ${code}`);
  }
}

export interface GraphqlSocket {
  /** Runs one query or mutation on this socket; rejects when the socket closes under it. */
  run<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<ExecutionResult<T>>;
  /** The close code, once the server closes the socket. */
  readonly closed: Promise<number>;
  dispose(): Promise<void>;
}

/**
 * A graphql-ws connection on /graphql opened as a browser page or an integration opens it: a token in
 * connectionParams, and/or the upgrade's headers (Cookie, Origin). Resolves once acknowledged; rejects
 * with SocketRefused when the server closes it instead.
 */
export async function openGraphqlSocket(baseUrl: string, opts: { token?: string; headers?: Record<string, string> }): Promise<GraphqlSocket> {
  const headers = opts.headers;
  class BrowserLikeWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  let onClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (onClosed = resolve));
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: BrowserLikeWebSocket,
    connectionParams: opts.token ? { token: opts.token } : {},
    lazy: false,
    retryAttempts: 0,
    // The server closing the socket is what these tests wait for; `closed` reports it.
    onNonLazyError: () => undefined,
  });
  client.on('closed', (event) => onClosed((event as { code?: number }).code ?? 0));
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    void closed.then((code) => reject(new SocketRefused(code)));
  });
  return {
    closed,
    run: <T>(query: string, variables?: Record<string, unknown>) =>
      new Promise<ExecutionResult<T>>((resolve, reject) => {
        let result: ExecutionResult<T> | undefined;
        client.subscribe<T>(
          { query, variables },
          {
            next: (r) => (result = r as ExecutionResult<T>),
            error: reject,
            complete: () => (result ? resolve(result) : reject(new Error('completed without a result'))),
          },
        );
      }),
    dispose: async () => {
      await client.dispose();
    },
  };
}
