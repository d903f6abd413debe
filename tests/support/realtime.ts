import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';

export interface GatewayMessage {
  type: string;
  event?: string;
  dataType?: number;
  data?: Record<string, unknown>;
  error?: { code: number; message: string };
  [k: string]: unknown;
}

/** A client of the spec's /websocket/connect protocol that records what it receives. */
export class GatewayClient {
  readonly received: GatewayMessage[] = [];
  closeCode: number | null = null;
  private waiters: { match: (m: GatewayMessage) => boolean; resolve: (m: GatewayMessage) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString()) as GatewayMessage;
      this.received.push(msg);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(msg)) return true;
        w.resolve(msg);
        return false;
      });
    });
    ws.on('close', (code) => (this.closeCode = code));
  }

  /** `headers` are the upgrade's, as a browser would send them (Cookie, Origin). */
  /** `options.autoPong` false: the socket no longer answers protocol pings by itself (a dead peer, as the server sees it). */
  static async open(baseUrl: string, headers?: Record<string, string>, options: { autoPong?: boolean } = {}): Promise<GatewayClient> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/websocket/connect`, { headers, ...options });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new GatewayClient(ws);
  }

  static async connect(baseUrl: string, token: string, options: { autoPong?: boolean } = {}): Promise<GatewayClient> {
    const c = await GatewayClient.open(baseUrl, undefined, options);
    c.send({ type: 'handshake', token, udId: 'test-device', clientType: 26, version: 1, lang: 'en', getUpdates: true });
    await c.next((m) => m.type === 'handshake');
    return c;
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  private sentinels = 0;

  /**
   * A sentinel on this socket: a ping whose pong comes after every frame the server had written to
   * it before. The server delivers an event to all its sockets at once, so once one receiver has an
   * event, `settle()` on any other socket proves whether that socket got it too. Use it before
   * asserting that something never arrived, instead of sleeping.
   */
  async settle(): Promise<void> {
    const id = `sentinel-${++this.sentinels}`;
    this.send({ type: 'ping', id });
    await this.next((m) => m.type === 'pong' && m.id === id);
  }

  next(match: (m: GatewayMessage) => boolean, timeoutMs = 5000): Promise<GatewayMessage> {
    const already = this.received.find(match);
    if (already) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(this.received)}`)), timeoutMs);
      this.waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  waitClosed(timeoutMs = 5000): Promise<number> {
    if (this.closeCode !== null) return Promise.resolve(this.closeCode);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket did not close')), timeoutMs);
      this.ws.once('close', (code) => (clearTimeout(timer), resolve(code)));
    });
  }

  close(): void {
    this.ws.close();
  }
}

/** Settles every socket (GatewayClient.settle): afterwards, what they did not receive, they never will. */
export async function settleAll(sockets: Iterable<GatewayClient>): Promise<void> {
  await Promise.all([...sockets].map((s) => s.settle()));
}

export interface GqlEvent {
  type: string;
  dataType: number;
  payload: Record<string, unknown>;
}

/** Subscribes to `events` over graphql-ws; resolves once the server has acknowledged the subscription. */
export async function subscribeEvents(baseUrl: string, token: string) {
  const events: GqlEvent[] = [];
  const errors: unknown[] = [];
  let notify: (() => void) | null = null;
  const client: Client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { token },
    retryAttempts: 0,
    lazy: false,
    // A server-side close is expected in some tests (closedWith tells it); keep it out of the console.
    onNonLazyError: (e) => errors.push(e),
  });
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('error', reject);
    client.on('closed', (e) => reject(new Error(`closed ${(e as { code?: number }).code}`)));
  });
  let closeCode: number | null = null;
  client.on('closed', (e) => (closeCode = (e as { code?: number }).code ?? null));
  let ready!: () => void;
  const listening = new Promise<void>((resolve) => (ready = resolve));
  const unsubscribe = client.subscribe<{ events: GqlEvent }>(
    { query: 'subscription { events { type dataType payload } }' },
    {
      next: (r) => {
        // The subscription's first event: from here on it hears everything (docs/realtime.md).
        if (r.data?.events.type === 'subscription.ready') return ready();
        if (r.data) events.push(r.data.events);
        else errors.push(r.errors);
        notify?.();
      },
      error: (e) => errors.push(e),
      complete: () => undefined,
    },
  );
  // The timer is cleared once the subscription starts: left to run, it held the jest worker of the
  // file's last test for 5 s, and jest forced that worker out ("failed to exit gracefully").
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    listening,
    new Promise((_, reject) => {
      startTimer = setTimeout(() => reject(new Error(`the subscription did not start: ${JSON.stringify(errors)}`)), 5000);
    }),
  ]).finally(() => clearTimeout(startTimer));
  const waitFor = async (match: (e: GqlEvent) => boolean, timeoutMs = 5000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      const left = until - Date.now();
      if (left <= 0) throw new Error(`no matching GraphQL event; got ${JSON.stringify(events)} errors ${JSON.stringify(errors)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        notify = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      notify = null;
    }
  };
  return {
    events,
    errors,
    waitFor,
    /** The close code once the server closed the socket. */
    closedWith: () => closeCode,
    close: async () => {
      unsubscribe();
      await client.dispose();
    },
  };
}
