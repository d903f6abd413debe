import { RecentSet } from './recent-set';
import { CAUGHT_UP_EVENTS, createdThing, type RealtimeEvent } from './event';

/** One answer of updatesSince, its entries already shaped as events (`replay: true`). */
export interface UpdatesPage {
  cursor: number;
  hasMore: boolean;
  /** The server refused the cursor (another workspace's, from the future): refetch instead. */
  reset: boolean;
  updates: RealtimeEvent[];
}

export interface ResumeOptions {
  /** updatesSince(since); null: only the current cursor. */
  fetchPage: (since: number | null) => Promise<UpdatesPage>;
  /** Hands an event to the tab's listeners (the hub). */
  deliver: (event: RealtimeEvent) => void;
  /** The cursor was refused, or the gap is too long to page through: refetch what is on screen. */
  reset: () => void;
  now?: () => number;
}

export interface CatchUpReport {
  /** Missed changes applied. */
  missed: number;
  /** updatesSince requests made. */
  pages: number;
  ms: number;
  /** What is on screen was fetched again instead. */
  reset: boolean;
  /** Live events given up while waiting (too many): things updatesSince does not carry may be stale. */
  dropped: number;
}

/**
 * Live events from different nodes can arrive out of cursor order within a few milliseconds
 * (docs/realtime.md): an event's cursor counts as settled only once events that arrived this much
 * later have been seen, so a resume never starts after a change that was still on its way.
 */
export const REORDER_WINDOW_MS = 2_000;
/** A tab that missed more than this many pages of changes refetches what it shows instead. */
export const MAX_CATCH_UP_PAGES = 50;
const MAX_HELD = 5_000;
const REMEMBERED = 5_000;

/**
 * Resume by cursor, no gaps and no doubles. The tab remembers how far it has applied the changes
 * of its workspace; after a reconnect (or on focus after a sleep) it pages through updatesSince
 * from there and applies what it missed, oldest first, while live events wait; then the live
 * events that waited go through, except those a catch-up already carried (a conversation or
 * message change at or below the cursor it reached). Each thing's `created` event is applied once,
 * and each event once.
 */
export class ResumeController {
  /** Every change up to here has been applied. null: not known yet. */
  private settled: number | null = null;
  /** Cursors of live events too recent to be settled (see REORDER_WINDOW_MS). */
  private recent: { cursor: number; at: number }[] = [];
  /** The snapshot of the last catch-up reached here. */
  private covered = Number.NEGATIVE_INFINITY;
  /** Live events waiting for a catch-up; null while none runs. The first catch-up is awaited too. */
  private held: RealtimeEvent[] | null = [];
  private dropped = 0;
  private running: Promise<CatchUpReport> | null = null;
  private again = false;
  private readonly seenEvents = new RecentSet(REMEMBERED);
  private readonly seenThings = new RecentSet(REMEMBERED);
  private readonly now: () => number;

  constructor(private readonly options: ResumeOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  /** Where the next catch-up starts. */
  get position(): number | null {
    return this.settled;
  }

  get catchingUp(): boolean {
    return this.running !== null;
  }

  /** The cursor read before what is on screen was loaded: the first catch-up starts there. */
  start(cursor: number): void {
    if (this.settled === null) this.settled = cursor;
  }

  receive(event: RealtimeEvent): void {
    if (!this.held) return this.apply(event);
    if (this.held.length >= MAX_HELD) {
      // The catch-up that follows brings every conversation and message change again.
      this.dropped += this.held.length;
      this.held = [];
    }
    this.held.push(event);
  }

  /**
   * Pages through what was missed. One run at a time: asked again while running, it runs once
   * more afterwards. A failure keeps the position of the last page applied and keeps holding live
   * events; the next catch-up goes on from there.
   */
  catchUp(): Promise<CatchUpReport> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.held ??= [];
    const run = async (): Promise<CatchUpReport> => {
      let report: CatchUpReport;
      do {
        this.again = false;
        report = await this.runOnce();
      } while (this.again);
      return report;
    };
    const running = run().finally(() => {
      this.running = null;
    });
    this.running = running;
    return running;
  }

  private async runOnce(): Promise<CatchUpReport> {
    const startedAt = this.now();
    let pages = 0;
    let missed = 0;
    let reset = false;
    if (this.settled === null) {
      // Nothing known yet: the tab's data was just loaded; start from the current cursor.
      this.settled = (await this.options.fetchPage(null)).cursor;
      pages += 1;
    } else {
      for (;;) {
        const page = await this.options.fetchPage(this.settled);
        pages += 1;
        if (page.reset || pages > MAX_CATCH_UP_PAGES) {
          // Read the cursor before the refetch starts, so the refetched data covers it.
          const at = page.reset ? page.cursor : (await this.options.fetchPage(null)).cursor;
          this.restartAt(at);
          this.options.reset();
          reset = true;
          break;
        }
        for (const event of page.updates) {
          this.apply(event);
          missed += 1;
        }
        this.restartAt(page.cursor);
        if (!page.hasMore) break;
      }
    }
    const held = this.held ?? [];
    this.held = null;
    for (const event of held) this.apply(event);
    const dropped = this.dropped;
    this.dropped = 0;
    return { missed, pages, ms: this.now() - startedAt, reset, dropped };
  }

  /** Everything up to `cursor` is applied (a catch-up page) or being refetched (a reset). */
  private restartAt(cursor: number): void {
    this.settled = cursor;
    this.covered = Math.max(this.covered, cursor);
    this.recent = this.recent.filter((r) => r.cursor > cursor);
  }

  private apply(event: RealtimeEvent): void {
    if (this.seenEvents.has(event.id)) return;
    this.seenEvents.add(event.id);
    const own = event.change ?? event.cursor;
    if (!event.replay && CAUGHT_UP_EVENTS.has(event.type) && own !== null && own <= this.covered) return;
    const thing = createdThing(event);
    if (thing) {
      if (this.seenThings.has(thing)) return;
      this.seenThings.add(thing);
    }
    if (!event.replay && event.cursor !== null) this.noteLive(event.cursor);
    this.options.deliver(event);
  }

  private noteLive(cursor: number): void {
    const at = this.now();
    this.recent.push({ cursor, at });
    const keep: { cursor: number; at: number }[] = [];
    for (const r of this.recent) {
      if (r.at <= at - REORDER_WINDOW_MS) this.settled = Math.max(this.settled ?? r.cursor, r.cursor);
      else keep.push(r);
    }
    this.recent = keep;
  }
}
