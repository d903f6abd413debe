import { randomUUID } from 'node:crypto';
import type { EventType } from '@parley/protocol';

// The codes and names clients share live in @parley/protocol; re-exported for the server's modules.
export { DataType, EVENT_TYPES, type EventType } from '@parley/protocol';

/**
 * What an event is about: the ids the audience rule of its type (core/events/event-audiences.ts) needs
 * to decide who receives it. Services say what the event is about, never who receives it.
 */
export interface EventSubject {
  /**
   * The conversation it is about: its customer, the agents that read it through ownConversations
   * (assignees and members of its teams), and whether the event carries internal content (an
   * internal message, an agent-only conversation): then its customer never receives it.
   */
  conversation?: {
    id: string;
    customerId: string | null;
    readers: readonly string[];
    internal: boolean;
  };
  /** The agents it is about (whose counters or configuration changed, whose profile changed). */
  agentIds?: readonly string[];
  /** The customer it is about (their profile). */
  customerId?: string;
  /** The user (agent or customer) who caused it and needs no telling: the one typing, the one going online. */
  except?: string;
}

export interface DomainEvent {
  id: string;
  type: EventType;
  workspaceId: string;
  at: number;
  subject: EventSubject;
  payload: Record<string, unknown>;
  /**
   * The workspace's change cursor once this event's change had committed (docs/realtime.md): a
   * client that keeps the cursor of the last event it handled asks `GET /api/updates?since=` for
   * what it missed. Stamped on publish (core/events/cursor-stamp.ts); absent on ephemeral events.
   */
  cursor?: number;
  /**
   * The change number of the event's own change, when its publisher knows it and its cursor may be
   * older (a writer that was not alone is stamped with a cursor read before: core/events/cursor-stamp.ts).
   * Never sent to clients; a replay that reached it already carried the change (doors/realtime/catch-up.ts).
   */
  change?: number;
}

export function domainEvent(type: EventType, workspaceId: string, subject: EventSubject, payload: Record<string, unknown>): DomainEvent {
  return { id: randomUUID(), type, workspaceId, at: Date.now(), subject, payload };
}

/** The subject of an event about one conversation (modules/conversation rows carry these columns). */
export function conversationSubject(
  conversation: { id: string; customerId: string | null; readers: readonly string[] | null },
  opts: { internal: boolean; except?: string },
): EventSubject {
  return {
    conversation: {
      id: conversation.id,
      customerId: conversation.customerId,
      readers: [...new Set(conversation.readers ?? [])],
      internal: opts.internal,
    },
    ...(opts.except ? { except: opts.except } : {}),
  };
}

/**
 * What a listener is for: a customer's listener is called only with the events that can reach that
 * customer (audience.ts `customersReached`); any other hears every event of its workspace.
 */
export interface ListenerScope {
  customerId?: string;
}
