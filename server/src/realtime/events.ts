import { randomUUID } from 'node:crypto';

/**
 * Realtime data types of spec §7 (docs/realtime.md): 50 provisioning (settings, permissions,
 * configuration), 51 message, 53 status (typing, read), 64 presence, 40 other events.
 * Which event travels as which is decided in realtime/event-audiences.ts, not by the services.
 */
export const DataType = { provisioning: 50, message: 51, status: 53, presence: 64, other: 40 } as const;

/** Every event a service may publish. Adding one here without a row in event-audiences.ts does not compile. */
export const EVENT_TYPES = [
  'conversation.created',
  'conversation.updated',
  'counts.changed',
  'message.created',
  'message.updated',
  'message.deleted',
  'read',
  'typing',
  'presence.changed',
  'agent.updated',
  'agent.deleted',
  'agent.joined',
  'team.updated',
  'team.deleted',
  'customer.updated',
  'customer.archived',
  'setting.updated',
  'appConfig.updated',
  'tag.updated',
  'configuration.updated',
  'apiKey.created',
  'apiKey.updated',
  'apiKey.deleted',
  'apiToken.created',
  'apiToken.deleted',
  'session.revoked',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/**
 * What an event is about: the ids the audience rule of its type (realtime/event-audiences.ts) needs
 * to decide who receives it. Services say what the event is about, never who receives it.
 */
export interface EventSubject {
  /**
   * The conversation it is about: its customer, the agents that read it through ownConversations
   * (assignees and members of its teams), and whether the event carries internal content (an
   * internal message, an agent-only conversation): then its customer never receives it.
   */
  conversation?: { id: string; customerId: string | null; readers: readonly string[]; internal: boolean };
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
   * what it missed. Stamped on publish (realtime/cursor-stamp.ts); absent on ephemeral events.
   */
  cursor?: number;
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
    conversation: { id: conversation.id, customerId: conversation.customerId, readers: [...new Set(conversation.readers ?? [])], internal: opts.internal },
    ...(opts.except ? { except: opts.except } : {}),
  };
}
