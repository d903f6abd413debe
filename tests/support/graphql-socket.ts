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

/** One graphql-transport-ws frame as it crossed the wire. */
export interface GraphqlWsFrame {
  type: string;
  id?: string;
  payload?: unknown;
}

/**
 * graphql-ws spoken frame by frame (no client library in between), for tests that count what the
 * server sends: every frame is kept in `frames`, and the close code and reason once it closes.
 */
export class RawGraphqlSocket {
  readonly frames: GraphqlWsFrame[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];
  private sentinels = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      this.frames.push(JSON.parse(String(raw)) as GraphqlWsFrame);
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Opens /graphql and sends connection_init; resolves on the ack or on the server's close (see `closed`). */
  static async open(baseUrl: string, token: string, headers?: Record<string, string>): Promise<RawGraphqlSocket> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const socket = new RawGraphqlSocket(ws);
    socket.send({ type: 'connection_init', payload: { token } });
    await socket.until(() => socket.frames.some((f) => f.type === 'connection_ack') || socket.closed !== null);
    return socket;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  subscribe(id: string, query: string, variables?: Record<string, unknown>): void {
    this.send({ type: 'subscribe', id, payload: { query, variables } });
  }

  /** Resolves once `done()` holds (checked on every frame and on the close); rejects after timeoutMs. */
  async until(done: () => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; frames ${JSON.stringify(this.frames).slice(0, 2000)}, closed ${JSON.stringify(this.closed)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }

  /**
   * A ping whose pong (graphql-ws echoes its payload) comes after every frame the server had written
   * before it: afterwards, a frame that did not come will not. Use it instead of sleeping.
   */
  async settle(): Promise<void> {
    const payload = { sentinel: ++this.sentinels };
    this.send({ type: 'ping', payload });
    await this.until(() => this.frames.some((f) => f.type === 'pong' && JSON.stringify(f.payload) === JSON.stringify(payload)));
  }

  /** Resolves with the close code once the server closed the socket. */
  async waitClosed(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    await this.until(() => this.closed !== null, timeoutMs);
    return this.closed!;
  }

  close(): void {
    this.ws.close();
  }
}
