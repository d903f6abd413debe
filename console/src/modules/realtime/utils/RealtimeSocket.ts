import { CLIENT_TYPE } from '../../../app/rest';

/** Spec §4 socket connection states. */
export type ConnectionState = 'initial' | 'processing' | 'error' | 'success' | 'pending_retry';

/** Spec §9: ping every 20 s; wait 10 s for the handshake answer and for each pong. */
export const PING_INTERVAL_MS = 20_000;
export const REPLY_TIMEOUT_MS = 10_000;

/** Close code the server uses when the session is not (or no longer) valid. */
export const UNAUTHORIZED_CLOSE_CODE = 4401;

/** The part of the browser WebSocket this class uses; tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface RealtimeSocketOptions {
  url: string;
  udId: string;
  lang: () => string;
  onStateChange: (state: ConnectionState) => void;
  /** The server closed with 4401: the session is gone. */
  onUnauthorized: () => void;
  createSocket?: (url: string) => SocketLike;
  pingIntervalMs?: number;
  replyTimeoutMs?: number;
}

interface ServerFrame {
  type?: string;
  id?: number;
}

/**
 * The console's /websocket/connect connection (docs/realtime.md). Handshake with the session
 * cookie; ping every 20 s and expect the pong within 10 s. A failed attempt is 'error'; a live
 * connection that drops or misses a pong is 'pending_retry'. Neither retries on its own: the
 * owner calls retry() when the window regains focus or the person clicks the indicator.
 */
export class RealtimeSocket {
  private socket: SocketLike | null = null;
  private currentState: ConnectionState = 'initial';
  private replyTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private pingId = 0;
  private awaitingPong: number | null = null;
  private disposed = false;

  constructor(private readonly options: RealtimeSocketOptions) {}

  get state(): ConnectionState {
    return this.currentState;
  }

  /** Opens the connection unless one is open or opening. */
  connect(): void {
    if (this.disposed || this.currentState === 'processing' || this.currentState === 'success') return;
    this.teardown();
    this.setState('processing');

    let socket: SocketLike;
    try {
      socket = (this.options.createSocket ?? ((url: string) => new WebSocket(url)))(this.options.url);
    } catch {
      this.setState('error');
      return;
    }
    this.socket = socket;
    this.startReplyTimer(() => this.fail('error'));

    socket.onopen = () => {
      socket.send(
        JSON.stringify({
          type: 'handshake',
          udId: this.options.udId,
          clientType: CLIENT_TYPE,
          version: 1,
          lang: this.options.lang(),
          getUpdates: true,
        }),
      );
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (event.code === UNAUTHORIZED_CLOSE_CODE) {
        this.teardown();
        this.setState('error');
        this.options.onUnauthorized();
        return;
      }
      this.fail(this.currentState === 'success' ? 'pending_retry' : 'error');
    };
    socket.onerror = () => {
      // A close event always follows; it decides the state.
    };
  }

  /** Drops whatever is there and connects again (the indicator's click, the window's focus). */
  retry(): void {
    if (this.disposed || this.currentState === 'processing') return;
    this.teardown();
    this.currentState = 'initial';
    this.connect();
  }

  /** Failed states reconnect; a working or opening connection is left alone. */
  retryIfFailed(): void {
    if (this.currentState === 'error' || this.currentState === 'pending_retry') this.retry();
  }

  dispose(): void {
    this.disposed = true;
    this.teardown();
  }

  private receive(raw: unknown): void {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(String(raw)) as ServerFrame;
    } catch {
      return;
    }
    if (frame.type === 'handshake' && this.currentState === 'processing') {
      this.clearReplyTimer();
      this.setState('success');
      this.pingTimer = setInterval(() => this.ping(), this.options.pingIntervalMs ?? PING_INTERVAL_MS);
    } else if (frame.type === 'pong' && frame.id === this.awaitingPong) {
      this.awaitingPong = null;
      this.clearReplyTimer();
    }
  }

  private ping(): void {
    if (!this.socket || this.awaitingPong !== null) return;
    this.pingId += 1;
    this.awaitingPong = this.pingId;
    try {
      this.socket.send(JSON.stringify({ type: 'ping', id: this.pingId }));
    } catch {
      this.fail('pending_retry');
      return;
    }
    this.startReplyTimer(() => this.fail('pending_retry'));
  }

  private fail(next: 'error' | 'pending_retry'): void {
    if (this.disposed) return;
    this.teardown();
    this.setState(next);
  }

  private startReplyTimer(onTimeout: () => void): void {
    this.clearReplyTimer();
    this.replyTimer = setTimeout(onTimeout, this.options.replyTimeoutMs ?? REPLY_TIMEOUT_MS);
  }

  private clearReplyTimer(): void {
    if (this.replyTimer !== null) clearTimeout(this.replyTimer);
    this.replyTimer = null;
  }

  private teardown(): void {
    this.clearReplyTimer();
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
    this.awaitingPong = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      try {
        socket.close(1000, 'client closing');
      } catch {
        // already closed
      }
    }
  }

  private setState(next: ConnectionState): void {
    if (next === this.currentState) return;
    this.currentState = next;
    this.options.onStateChange(next);
  }
}

/** ws(s)://this host/websocket/connect */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/websocket/connect`;
}
