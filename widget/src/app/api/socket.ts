/**
 * The spec's realtime socket (/websocket/connect): handshake with the visitor's token, a ping every
 * 20 s (reconnect when no pong within 10 s), and reconnection with backoff when it drops.
 */
export type SocketStatus = 'connecting' | 'online' | 'offline';

export interface ServerEvent {
  event: string;
  dataType: number;
  data: Record<string, unknown>;
  /** The change cursor this event brings the widget to; absent on ephemeral events (typing, presence). */
  cursor?: number;
  /** A missed change the server replays after a reconnect, not live news. */
  replay?: boolean;
}

/** The end of a replay (docs/realtime.md): where it stopped, whether all was sent, or whether the cursor was refused. */
export interface ReplayDone {
  cursor: number;
  complete: boolean;
  reset: boolean;
}

interface Options {
  token: string;
  appKey: string;
  udId: string;
  lang: string;
  /** The cursor of the last change applied: sent with each handshake so the server replays what was missed. */
  cursor(): number | undefined;
  onStatus(status: SocketStatus): void;
  onEvent(event: ServerEvent): void;
  /** Each successful handshake (the first and every reconnect), with the server's cursor at that moment. */
  onConnected(cursor: number | undefined): void;
  /** The replay after a handshake with a cursor is over. */
  onReplayed(done: ReplayDone): void;
}

const PING_EVERY = 20_000;
const PONG_WAIT = 10_000;
const MAX_BACKOFF = 10_000;

export class RealtimeSocket {
  private ws: WebSocket | undefined;
  private closed = false;
  private attempt = 0;
  private pingTimer: number | undefined;
  private pongTimer: number | undefined;
  private retryTimer: number | undefined;
  private pingId = 0;

  constructor(private readonly options: Options) {
    window.addEventListener('online', this.reconnectNow);
    this.connect();
  }

  send(frame: Record<string, unknown>): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  close(): void {
    this.closed = true;
    window.removeEventListener('online', this.reconnectNow);
    this.clearTimers();
    this.ws?.close();
  }

  /** Try at once (the browser says it is online again, or the user acted). */
  readonly reconnectNow = () => {
    if (this.closed || this.ws?.readyState === WebSocket.OPEN || this.ws?.readyState === WebSocket.CONNECTING) return;
    window.clearTimeout(this.retryTimer);
    this.attempt = 0;
    this.connect();
  };

  private connect(): void {
    this.options.onStatus('connecting');
    const url = new URL('/websocket/connect', window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    let ws: WebSocket;
    try {
      ws = new WebSocket(url.href);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      const { token, appKey, udId, lang } = this.options;
      const cursor = this.options.cursor();
      ws.send(
        JSON.stringify({
          type: 'handshake',
          token,
          appKey,
          udId,
          clientType: 'widget',
          version: 1,
          lang,
          getUpdates: true,
          ...(cursor !== undefined ? { cursor } : {}),
        }),
      );
    };
    ws.onmessage = (message) => this.receive(message.data);
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.clearTimers();
      this.options.onStatus('offline');
      this.scheduleRetry();
    };
  }

  private receive(raw: unknown): void {
    let frame: Record<string, unknown>;
    try {
      frame = JSON.parse(String(raw)) as Record<string, unknown>;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'handshake':
        this.attempt = 0;
        this.options.onStatus('online');
        this.startPing();
        this.options.onConnected(numberOr((frame.data as { cursor?: unknown } | undefined)?.cursor));
        break;
      case 'updates': {
        const data = (frame.data ?? {}) as Record<string, unknown>;
        const cursor = numberOr(data.cursor);
        if (cursor !== undefined) this.options.onReplayed({ cursor, complete: data.complete !== false, reset: data.reset === true });
        break;
      }
      case 'pong':
        window.clearTimeout(this.pongTimer);
        break;
      case 'event':
        if (typeof frame.event === 'string' && typeof frame.data === 'object' && frame.data) {
          this.options.onEvent({
            event: frame.event,
            dataType: Number(frame.dataType),
            data: frame.data as Record<string, unknown>,
            cursor: numberOr(frame.cursor),
            replay: frame.replay === true,
          });
        }
        break;
      default:
        break;
    }
  }

  private startPing(): void {
    this.clearTimers();
    this.pingTimer = window.setInterval(() => {
      if (!this.send({ type: 'ping', id: ++this.pingId })) return;
      window.clearTimeout(this.pongTimer);
      this.pongTimer = window.setTimeout(() => this.ws?.close(), PONG_WAIT);
    }, PING_EVERY);
  }

  private scheduleRetry(): void {
    if (this.closed) return;
    const delay = Math.min(MAX_BACKOFF, 500 * 2 ** this.attempt++) * (0.8 + Math.random() * 0.4);
    this.retryTimer = window.setTimeout(() => this.connect(), delay);
  }

  private clearTimers(): void {
    window.clearInterval(this.pingTimer);
    window.clearTimeout(this.pongTimer);
  }
}

function numberOr(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
