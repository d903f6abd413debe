import type { Logger } from '../common/logger';
import type { EventBus, EventListener } from './event-bus';
import type { DomainEvent } from './events';
import { EVENT_AUDIENCES } from './event-audiences';

/** Events about nothing stored (nothing to catch up on: cursor 'none' in the table) travel without a cursor. */
export const carriesCursor = (event: DomainEvent): boolean =>
  EVENT_AUDIENCES[event.type]?.cursor === 'replayed' || EVENT_AUDIENCES[event.type]?.cursor === 'stamped';

/**
 * Stamps each published event with its workspace's change cursor, read after the change committed
 * (every publisher publishes after its commit), so the value covers the event's own change. A client
 * that keeps the cursor of the last event it handled resumes from there with `GET /api/updates`.
 */
export class CursorStampingBus implements EventBus {
  /** Per workspace, the read that has not started yet: every publish until it starts shares it. */
  private readonly nextRead = new Map<string, Promise<number>>();

  constructor(
    private readonly inner: EventBus,
    private readonly readCursor: (workspaceId: string) => Promise<number>,
    private readonly logger: Logger,
  ) {}

  get kind(): EventBus['kind'] {
    return this.inner.kind;
  }

  async publish(event: DomainEvent): Promise<void> {
    if (event.cursor === undefined && carriesCursor(event)) {
      try {
        event.cursor = await this.sharedRead(event.workspaceId);
      } catch (err) {
        // Still delivered live; a reconnecting client simply resumes from an older cursor.
        this.logger.debug({ err, type: event.type }, 'event published without a cursor');
      }
    }
    await this.inner.publish(event);
  }

  /**
   * Under load many publishes arrive in the same turn of the event loop: they share one read, which
   * starts after all of them were asked for (so after each of their commits) and therefore covers
   * every one of their changes.
   */
  private sharedRead(workspaceId: string): Promise<number> {
    let read = this.nextRead.get(workspaceId);
    if (!read) {
      read = new Promise<number>((resolve, reject) => {
        setImmediate(() => {
          this.nextRead.delete(workspaceId);
          this.readCursor(workspaceId).then(resolve, reject);
        });
      });
      this.nextRead.set(workspaceId, read);
    }
    return read;
  }

  subscribe(workspaceId: string, listener: EventListener): () => void {
    return this.inner.subscribe(workspaceId, listener);
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
