import type { ConnectionMonitor } from './ConnectionMonitor';
import type { EventHub } from './EventHub';
import { HUB_EVENTS, type RealtimeEvent } from './realtimeEvent';
import { ResumeController, type CatchUpReport, type UpdatesPage } from '@parley/protocol';

/** The tab's one subscription: events go to `onEvent`; `onEnd` when it stops for good (a fatal close, an error). */
export type SubscribeEvents = (onEvent: (event: Omit<RealtimeEvent, 'replay'>) => void, onEnd: () => void) => () => void;

export interface RealtimeSessionOptions {
  monitor: ConnectionMonitor;
  hub: EventHub;
  subscribe: SubscribeEvents;
  fetchPage: (since: number | null) => Promise<UpdatesPage>;
  /** The cursor was refused: fetch again everything on screen. */
  refetchAll: () => void;
  /** The server closed with an authentication code: ask over HTTP whether the session still exists. */
  probeSession: () => void;
  /** For tests: timers. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * The subscription starts on the server a moment after the socket is acknowledged; a change in that
 * moment is in neither the first catch-up nor the live stream. So another catch-up follows, when the
 * first live event shows the subscription is running, or after this long if none comes.
 */
export const SETTLE_MS = 1_500;
/** Focus events come often; one catch-up per this long is enough to notice a sleep. */
export const FOCUS_CATCH_UP_MS = 5_000;
const CATCH_UP_RETRY_MS = 3_000;
/** graphql-ws closes: the server refused or ended the credential. */
const AUTH_CLOSES = new Set([4401, 4403]);

/**
 * Wires the tab's one events subscription to the hub: resume by cursor on every (re)connection,
 * catch-up on focus and when the network returns, a refetch when the cursor is refused, and a
 * new subscription if the old one ended for good.
 */
export class RealtimeSession {
  readonly resume: ResumeController;
  private unsubscribe: (() => void) | null = null;
  private readonly stops: (() => void)[] = [];
  private initial: Promise<void> = Promise.resolve();
  private stopped = false;
  private lastFocusCatchUp = 0;
  private retryTimer: unknown = null;
  /** A (re)connection happened and no event has come through it yet. */
  private unproven = false;
  private readonly reportListeners = new Set<(report: CatchUpReport) => void>();
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: RealtimeSessionOptions) {
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    this.resume = new ResumeController({
      fetchPage: options.fetchPage,
      deliver: (event) => options.hub.publish(event),
      reset: () => {
        options.refetchAll();
        options.hub.publish({ id: `reset:${Date.now()}`, type: HUB_EVENTS.reset, cursor: null, payload: {}, replay: false });
      },
    });
  }

  start(): void {
    const { monitor } = this.options;
    // Read before the page's own data arrives (they start together), so the first catch-up covers the moment between.
    this.initial = this.options
      .fetchPage(null)
      .then((page) => this.resume.start(page.cursor))
      .catch(() => undefined);
    this.stops.push(
      monitor.onConnected((reconnect) => void this.onConnected(reconnect)),
      monitor.onClosed((code) => {
        if (code !== null && AUTH_CLOSES.has(code)) this.options.probeSession();
      }),
      monitor.onRetry(() => {
        if (!this.unsubscribe) this.subscribe();
      }),
    );
    this.subscribe();
  }

  stop(): void {
    this.stopped = true;
    for (const stop of this.stops.splice(0)) stop();
    if (this.retryTimer !== null) this.clearTimer(this.retryTimer);
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** The window regained focus or the network returned: reconnect a failed connection, or look for what a sleep missed. */
  wake(): void {
    if (this.stopped || this.options.monitor.retryIfFailed()) return;
    if (this.options.monitor.state !== 'success') return;
    const now = Date.now();
    if (now - this.lastFocusCatchUp < FOCUS_CATCH_UP_MS) return;
    this.lastFocusCatchUp = now;
    void this.catchUp(false);
  }

  onReport(listener: (report: CatchUpReport) => void): () => void {
    this.reportListeners.add(listener);
    return () => void this.reportListeners.delete(listener);
  }

  private subscribe(): void {
    if (this.stopped) return;
    const end = () => {
      // Ended for good (a close graphql-ws does not retry): subscribe again after the same backoff, or on a retry request.
      this.unsubscribe = null;
      if (this.stopped) return;
      void this.options.monitor.retryWait(0).then(() => {
        if (!this.unsubscribe) this.subscribe();
      });
    };
    this.unsubscribe = this.options.subscribe((event) => {
      this.resume.receive({ ...event, replay: false });
      if (this.unproven) {
        this.unproven = false;
        void this.catchUp(false);
      }
    }, end);
  }

  private async onConnected(reconnect: boolean): Promise<void> {
    this.unproven = true;
    await this.initial;
    if (this.stopped) return;
    await this.catchUp(reconnect);
    this.setTimer(() => {
      if (this.stopped || !this.unproven || this.options.monitor.state !== 'success') return;
      this.unproven = false;
      void this.catchUp(false);
    }, SETTLE_MS);
  }

  private async catchUp(announce: boolean): Promise<void> {
    try {
      const report = await this.resume.catchUp();
      if (this.stopped) return;
      if (announce || report.dropped > 0) {
        this.options.hub.publish({ id: `resumed:${Date.now()}`, type: HUB_EVENTS.resumed, cursor: null, payload: { ...report }, replay: false });
      }
      for (const listener of [...this.reportListeners]) listener(report);
    } catch {
      // The request failed (the connection is dropping again?): live events keep waiting; try again soon if still connected.
      if (this.stopped || this.retryTimer !== null) return;
      this.retryTimer = this.setTimer(() => {
        this.retryTimer = null;
        if (!this.stopped && this.options.monitor.state === 'success') void this.catchUp(announce);
      }, CATCH_UP_RETRY_MS);
    }
  }
}
