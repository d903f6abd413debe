import { carriesCursor } from '../../core/events/cursor-stamp';
import type { EventBus } from '../../core/events/event-bus';
import { encodeCursor } from '../../core/events/cursor-codec';
import { domainEvent, type DomainEvent, type EventSubject, type EventType } from '../../core/events/events';

/** Realtime event types of the messaging engine (docs/realtime.md). */
export const ConversationEvents = {
  created: 'conversation.created',
  updated: 'conversation.updated',
  countsChanged: 'counts.changed',
  messageCreated: 'message.created',
  messageUpdated: 'message.updated',
  messageDeleted: 'message.deleted',
  read: 'read',
  typing: 'typing',
  merged: 'conversation.merged',
} as const;

/** What a conversation event is about, from its row (selected with `readers: true`). */
export function subjectOf(row: { id: string; customer_id: string | null; own_readers?: string[] | null }): {
  id: string;
  customerId: string | null;
  readers: readonly string[];
} {
  return { id: row.id, customerId: row.customer_id, readers: row.own_readers ?? [] };
}

/**
 * Events gathered while a transaction runs and published only after it has committed: a change
 * that rolls back is never announced.
 */
export class Outbox {
  private readonly events: DomainEvent[] = [];
  /** Teams whose automatic-assignment queue the change moved (modules/assignment drains them after the commit). */
  readonly drainTeams = new Set<string>();

  /** The largest change number the transaction took, when the writer knows it (appendStampedMessage). */
  private change: number | null = null;
  /** Whether no other writer of the workspace was in flight when it took its numbers (every time it told). */
  private alone = true;

  constructor(readonly workspaceId: string) {}

  /**
   * The transaction's own change number. When it was alone — it held the workspace's change lock
   * exclusively from its change to its commit (`alone` from the writer's statement) — every change up
   * to it has committed with it, so its events carry it as their cursor; otherwise a smaller number
   * may still be in flight and the cursor comes from core/events/cursor-stamp.ts, the number riding along.
   */
  changed(changeSeq: number, alone: boolean): void {
    this.change = Math.max(this.change ?? 0, changeSeq);
    this.alone &&= alone;
  }

  /** Who receives it and what they see of it is realtime's business (core/events/event-audiences.ts). */
  add(type: EventType, subject: EventSubject, payload: Record<string, unknown>): void {
    this.events.push(domainEvent(type, this.workspaceId, subject, payload));
  }

  get size(): number {
    return this.events.length;
  }

  async publish(bus: EventBus): Promise<void> {
    for (const event of this.events) {
      if (this.change !== null && event.cursor === undefined && carriesCursor(event)) {
        event.change = this.change;
        if (this.alone) event.cursor = encodeCursor(this.workspaceId, this.change);
      }
      await bus.publish(event);
    }
  }
}
