import type { Logger } from '../../common/logger';
import type { EventBus, EventListener } from './event-bus';
import type { ListenerScope } from './events';
import type { DomainEvent } from './events';
import { EVENT_AUDIENCES } from './event-audiences';

/** Events about nothing stored (nothing to catch up on: cursor 'none' in the table) travel without a cursor. */
export const carriesCursor = (event: DomainEvent): boolean =>
  EVENT_AUDIENCES[event.type]?.cursor === 'replayed' || EVENT_AUDIENCES[event.type]?.cursor === 'stamped';

/** How old the last cursor read may be before a busy writer's event asks for a fresh one (in the background). */
export const STAMP_REFRESH_MS = 1_000;

/**
 * Stamps each published event with its workspace's change cursor, read after the change committed
 * (every publisher publishes after its commit), so the value covers the event's own change. A client
 * that keeps the cursor of the last event it handled resumes from there with `GET /api/updates`.
 * The read waits for the workspace's writers in flight, at most STAMP_WAIT_MS: behind a long writer
 * (a merge of a large conversation) the event goes out without a cursor rather than hold its
 * publisher's answer until that writer commits.
 *
 * A send that was not alone (`DomainEvent.change`) is stamped with the last cursor read instead: a
 * read waits for every writer of the workspace in flight and looks at PostgreSQL's lock table until
 * they have ended, so one per send would hold each send's events for the others' commits. That
 * cursor is older than the change; a client resuming from it gets the change again, as it is
 * (clients apply changes as upserts by id). It is refreshed in the background at most every
 * STAMP_REFRESH_MS while such sends come.
 */
export class CursorStampingBus implements EventBus {
  /** Per workspace, the read that has not started yet: every publish until it starts shares it. */
  private readonly nextRead = new Map<string, Promise<number | null>>();
  /** Workspaces with a background read asked for or running: a busy send starts no second one. */
  private readonly refreshing = new Set<string>();
  /** Per workspace, the largest cursor read so far and when its read started. */
  private readonly lastRead = new Map<string, { cursor: number; at: number }>();

  constructor(
    private readonly inner: EventBus,
    /** Null when the writers in flight did not end in time (change-cursor.ts, stampCursor). */
    private readonly readCursor: (workspaceId: string) => Promise<number | null>,
    private readonly logger: Logger,
  ) {}

  get kind(): EventBus['kind'] {
    return this.inner.kind;
  }

  async publish(event: DomainEvent): Promise<void> {
    if (event.cursor === undefined && carriesCursor(event)) {
      try {
        event.cursor = (await this.cursorFor(event)) ?? undefined;
      } catch (err) {
        // Still delivered live; a reconnecting client simply resumes from an older cursor.
        this.logger.debug({ err, type: event.type }, 'event published without a cursor');
      }
    }
    await this.inner.publish(event);
  }

  private cursorFor(event: DomainEvent): Promise<number | null> {
    if (event.change === undefined) return this.sharedRead(event.workspaceId);
    // A busy send never waits for a read: without one made yet (or behind a long writer, whose
    // reads run out of time) it goes without a cursor, its change beside it.
    const ws = event.workspaceId;
    const last = this.lastRead.get(ws);
    if ((!last || Date.now() - last.at >= STAMP_REFRESH_MS) && !this.refreshing.has(ws)) {
      // One at a time: behind a long writer each read waits its whole limit on a pooled connection.
      this.refreshing.add(ws);
      this.sharedRead(ws)
        .catch(() => undefined)
        .finally(() => this.refreshing.delete(ws));
    }
    return Promise.resolve(last?.cursor ?? null);
  }

  /**
   * Under load many publishes arrive in the same turn of the event loop: they share one read, which
   * starts after all of them were asked for (so after each of their commits) and therefore covers
   * every one of their changes.
   */
  private sharedRead(workspaceId: string): Promise<number | null> {
    let read = this.nextRead.get(workspaceId);
    if (!read) {
      read = new Promise<number | null>((resolve, reject) => {
        setImmediate(() => {
          this.nextRead.delete(workspaceId);
          const at = Date.now();
          this.readCursor(workspaceId).then((cursor) => {
            if (cursor !== null) this.remember(workspaceId, cursor, at);
            resolve(cursor);
          }, reject);
        });
      });
      this.nextRead.set(workspaceId, read);
    }
    return read;
  }

  private remember(workspaceId: string, cursor: number, at: number): void {
    const last = this.lastRead.get(workspaceId);
    if (!last && this.lastRead.size >= 10_000) this.lastRead.clear();
    this.lastRead.set(workspaceId, last ? { cursor: Math.max(last.cursor, cursor), at: Math.max(last.at, at) } : { cursor, at });
  }

  subscribe(workspaceId: string, listener: EventListener, scope?: ListenerScope): () => void {
    return this.inner.subscribe(workspaceId, listener, scope);
  }

  onInterrupted(listener: () => void): () => void {
    return this.inner.onInterrupted(listener);
  }

  onPublish(listener: EventListener): () => void {
    return this.inner.onPublish(listener);
  }

  delivering(): boolean {
    return this.inner.delivering();
  }

  healthy(): Promise<boolean> {
    return this.inner.healthy();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
