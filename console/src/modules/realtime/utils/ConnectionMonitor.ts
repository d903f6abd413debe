/** Spec §4 socket connection states. */
export type ConnectionState = 'initial' | 'processing' | 'error' | 'success' | 'pending_retry';

/** Spec §9: ping every 20 s and expect the answer within 10 s. */
export const PING_INTERVAL_MS = 20_000;
export const PONG_TIMEOUT_MS = 10_000;
/** Waits between attempts while the server cannot be reached; a click, focus or the network coming back cut them short. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 15_000];

const NORMAL_CLOSURE = 1000;

/** The part of the graphql-ws client the monitor drives. */
export interface Terminable {
  terminate(): void;
}

export interface MonitorTiming {
  pongTimeoutMs: number;
  retryDelaysMs: readonly number[];
  /** 0..1, spreads reconnects of many tabs after a server restart. */
  random: () => number;
}

function closeCode(event: unknown): number | null {
  return typeof event === 'object' && event !== null && typeof (event as { code?: unknown }).code === 'number' ? (event as { code: number }).code : null;
}

/**
 * The state of the tab's one realtime connection (the graphql-ws socket), for the indicator and
 * for the resume logic, read from the client's own events: connecting → processing, acknowledged
 * → success, a close before that → error, a close after it (or a ping unanswered for 10 s, which
 * ends the socket) → pending_retry. Reconnects follow a backoff that a click on the indicator,
 * the window regaining focus or the network coming back cut short (spec §2, §4).
 */
export class ConnectionMonitor {
  private current: ConnectionState = 'initial';
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  private readonly connectedListeners = new Set<(reconnect: boolean) => void>();
  private readonly closedListeners = new Set<(code: number | null) => void>();
  private readonly retryListeners = new Set<() => void>();
  private client: Terminable | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private wake: (() => void) | null = null;
  private retryRequested = false;
  private hadConnection = false;
  private up = false;
  private readonly timing: MonitorTiming;

  constructor(timing: Partial<MonitorTiming> = {}) {
    this.timing = { pongTimeoutMs: PONG_TIMEOUT_MS, retryDelaysMs: RETRY_DELAYS_MS, random: Math.random, ...timing };
  }

  attach(client: Terminable): void {
    this.client = client;
  }

  get state(): ConnectionState {
    return this.current;
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    return this.listen(this.stateListeners, listener);
  }

  /** After each acknowledged connection; `reconnect` when an earlier one existed (events may have been missed). */
  onConnected(listener: (reconnect: boolean) => void): () => void {
    return this.listen(this.connectedListeners, listener);
  }

  onClosed(listener: (code: number | null) => void): () => void {
    return this.listen(this.closedListeners, listener);
  }

  /** A retry was asked for (click, focus, network back): whoever waits on something else tries now too. */
  onRetry(listener: () => void): () => void {
    return this.listen(this.retryListeners, listener);
  }

  /** graphql-ws `retryWait`: the backoff before attempt `retries + 1`, cut short by a retry request. */
  readonly retryWait = (retries: number): Promise<void> =>
    new Promise<void>((resolve) => {
      if (this.retryRequested) {
        this.retryRequested = false;
        resolve();
        return;
      }
      const delays = this.timing.retryDelaysMs;
      const delay = delays[Math.min(retries, delays.length - 1)] + Math.floor(this.timing.random() * 500);
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, delay);
      this.wake = done;
    });

  /** graphql-ws `on` listeners. */
  readonly events = {
    connecting: (): void => this.set('processing'),
    connected: (): void => {
      this.clearPongTimer();
      this.retryRequested = false;
      const reconnect = this.hadConnection;
      this.hadConnection = true;
      this.up = true;
      this.set('success');
      for (const listener of [...this.connectedListeners]) listener(reconnect);
    },
    closed: (event: unknown): void => {
      this.clearPongTimer();
      const code = closeCode(event);
      const wasUp = this.up;
      this.up = false;
      // 1000 is the client's own close: nothing left to listen to (signed out).
      if (code === NORMAL_CLOSURE) this.set('initial');
      else this.set(wasUp ? 'pending_retry' : 'error');
      for (const listener of [...this.closedListeners]) listener(code);
    },
    /** `received` false: the client sent a ping. Its pong must come within the timeout, else the socket is dead. */
    ping: (received: boolean): void => {
      if (received) return;
      this.clearPongTimer();
      this.pongTimer = setTimeout(() => {
        this.pongTimer = null;
        this.client?.terminate();
      }, this.timing.pongTimeoutMs);
    },
    pong: (received: boolean): void => {
      if (received) this.clearPongTimer();
    },
  };

  /** The indicator's click: connect again now (a working connection too: it may be a dead one that looks fine). */
  retry(): void {
    if (this.current === 'processing') return;
    if (this.current === 'success') {
      this.retryRequested = true;
      this.client?.terminate();
      return;
    }
    this.retryNow();
  }

  /** The window regained focus or the network came back: a failed connection tries again now. */
  retryIfFailed(): boolean {
    if (this.current !== 'error' && this.current !== 'pending_retry') return false;
    this.retryNow();
    return true;
  }

  private retryNow(): void {
    if (this.wake) this.wake();
    else this.retryRequested = true;
    for (const listener of [...this.retryListeners]) listener();
  }

  private clearPongTimer(): void {
    if (this.pongTimer !== null) clearTimeout(this.pongTimer);
    this.pongTimer = null;
  }

  private set(next: ConnectionState): void {
    if (next === this.current) return;
    this.current = next;
    for (const listener of [...this.stateListeners]) listener(next);
  }

  private listen<T>(set: Set<T>, listener: T): () => void {
    set.add(listener);
    return () => void set.delete(listener);
  }
}
