import type { EventBus } from '../../realtime/event-bus';
import { DataType, domainEvent, type ConversationAudience, type DomainEvent } from '../../realtime/events';
import type { ConversationView } from './conversation.types';

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
} as const;

/** Conversation fields a customer may be told about when they change; the rest is the inbox's own business. */
export const PUBLIC_FIELDS: readonly (keyof ConversationView)[] = ['status', 'name', 'assignedAgent', 'agent', 'livechat', 'customerRating'];

/**
 * The readers of a conversation as an audience (realtime/audience.ts decides who that is):
 * agents and tokens reading every conversation, the agents in `ownReaders` (assignees and members
 * of its teams), and its customer unless the event carries anything internal.
 */
export function readersAudience(
  conversation: { customerId: string | null },
  ownReaders: readonly string[],
  opts: { internal: boolean; except?: string },
): ConversationAudience {
  return {
    kind: 'conversation',
    agents: [...new Set(ownReaders)],
    customers: !opts.internal && conversation.customerId ? [conversation.customerId] : [],
    ...(opts.except ? { except: opts.except } : {}),
  };
}

/**
 * Events gathered while a transaction runs and published only after it has committed: a change
 * that rolls back is never announced.
 */
export class Outbox {
  private readonly events: DomainEvent[] = [];

  constructor(private readonly workspaceId: string) {}

  add(type: string, audience: DomainEvent['audience'], payload: Record<string, unknown>, dataType: number = DataType.other): void {
    this.events.push(domainEvent(type, this.workspaceId, audience, payload, dataType));
  }

  get size(): number {
    return this.events.length;
  }

  async publish(bus: EventBus): Promise<void> {
    for (const event of this.events) await bus.publish(event);
  }
}
