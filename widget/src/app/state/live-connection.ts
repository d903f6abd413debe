import { ResumeController, type CatchUpReport, type RealtimeEvent, type UpdatesPage } from '@parley/protocol';
import type { LiveClient } from '../api/apollo';
import { WidgetEventsSubscription, WidgetUpdatesQuery } from '../api/graphql/queries';
import type { LiveHost } from './live-host';
import { updateToEvent } from './live-events';

/** Changes per updatesSince page when catching up. */
const UPDATES_PAGE = 200;
/** The subscription starts a moment after the connection is acknowledged: a second catch-up covers that moment. */
const SETTLE_MS = 1_500;
const CATCH_UP_RETRY_MS = 3_000;
const FOCUS_CATCH_UP_MS = 5_000;

/** What the connection hands on to the other parts of LiveData. */
export interface LiveConnectionHooks {
  /** An event to apply, live or missed. */
  deliver(event: RealtimeEvent): void;
  /** The cursor was refused (or the gap too long): what is on screen is read again. */
  reset(): Promise<void>;
  /** The connection is back: the outbox sends. */
  sendNow(): void;
  caughtUp(report: CatchUpReport): void;
}

/**
 * Realtime: one subscription, resume by cursor. After every (re)connection, and when the visitor
 * comes back to the page, the widget catches up from the cursor of the last change it applied.
 */
export class LiveConnection {
  private readonly resume: ResumeController;
  private readonly initial: Promise<void>;
  private readonly stops: (() => void)[] = [];
  private stopped = false;
  private unproven = false;
  private connectedOnce = false;
  private lastFocusCatchUp = 0;

  constructor(
    private readonly client: LiveClient,
    private readonly host: LiveHost,
    private readonly hooks: LiveConnectionHooks,
  ) {
    this.resume = new ResumeController({
      fetchPage: (since) => this.fetchUpdates(since),
      deliver: (event) => this.hooks.deliver(event),
      reset: () => void this.hooks.reset(),
    });
    // Read before the lists load (they start together), so the first catch-up covers the moment between.
    this.initial = this.fetchUpdates(null)
      .then((page) => this.resume.start(page.cursor))
      .catch(() => undefined);
  }

  /** The events subscription, and the browser's news: back online, the page in focus again. */
  start(): void {
    this.subscribe();
    const online = () => {
      this.client.retryNow();
      this.hooks.sendNow();
    };
    const focus = () => {
      if (this.host.getSnapshot().connection !== 'online' || Date.now() - this.lastFocusCatchUp < FOCUS_CATCH_UP_MS) return;
      this.lastFocusCatchUp = Date.now();
      void this.catchUp();
    };
    window.addEventListener('online', online);
    window.addEventListener('focus', focus);
    this.stops.push(() => window.removeEventListener('online', online));
    this.stops.push(() => window.removeEventListener('focus', focus));
  }

  stop(): void {
    this.stopped = true;
    for (const stop of this.stops.splice(0)) stop();
  }

  private subscribe(): void {
    const subscription = this.client.apollo.subscribe({ query: WidgetEventsSubscription }).subscribe({
      next: ({ data }) => {
        const e = data?.events;
        if (!e) return;
        this.resume.receive({ id: e.id, type: e.type, cursor: e.cursor ?? null, change: e.change ?? null, payload: e.payload, replay: false });
        if (this.unproven) {
          this.unproven = false;
          void this.catchUp();
        }
      },
      // Ended for good (it should not: the connection retries for ever): subscribe again shortly.
      error: () => {
        if (!this.stopped) window.setTimeout(() => this.subscribe(), CATCH_UP_RETRY_MS);
      },
    });
    this.stops.push(() => subscription.unsubscribe());
  }

  /** Each acknowledged connection, the first and every reconnect. */
  onConnected(): void {
    const reconnect = this.connectedOnce;
    this.connectedOnce = true;
    this.unproven = true;
    void this.initial.then(() => this.catchUp());
    window.setTimeout(() => {
      if (this.stopped || !this.unproven) return;
      this.unproven = false;
      void this.catchUp();
    }, SETTLE_MS);
    // What a catch-up does not carry (the configuration) is read again.
    if (reconnect) void this.host.loadConfig();
    this.hooks.sendNow();
  }

  private async catchUp(): Promise<void> {
    try {
      this.hooks.caughtUp(await this.resume.catchUp());
    } catch {
      if (!this.stopped) window.setTimeout(() => void this.catchUp(), CATCH_UP_RETRY_MS);
    }
  }

  private async fetchUpdates(since: number | null): Promise<UpdatesPage> {
    const { data } = await this.client.apollo.query({
      query: WidgetUpdatesQuery,
      variables: { cursor: since, size: UPDATES_PAGE },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('No updates');
    const page = data.updatesSince;
    return { cursor: page.cursor, hasMore: page.hasMore, reset: page.reset, updates: page.updates.map(updateToEvent) };
  }
}
