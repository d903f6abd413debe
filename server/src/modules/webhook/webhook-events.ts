import { createHash } from 'node:crypto';
import type { DomainEvent } from '../../core/events/events';

/** What a subscription can ask to be told (docs/integrations.md, the event catalogue). */
export const WEBHOOK_EVENT_TYPES = [
  'conversation.created',
  'conversation.updated',
  'conversation.statusChanged',
  'conversation.assigned',
  'message.created',
  'message.updated',
  'customer.created',
  'customer.updated',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The test ping is sent to a subscription whatever it asked for. */
export const PING = 'ping';

/** Conversation fields whose change is an assignment. */
const ASSIGNMENT_FIELDS = ['assignedAgent', 'agent', 'team'];

/** One event as a receiver gets it, before it is matched to subscriptions. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType | typeof PING;
  workspaceId: string;
  /** Deliveries with one key go out in the order they were recorded (a conversation's id). */
  orderKey: string;
  /** Carries an internal note or an agent-only conversation: only subscriptions with includeInternal get it. */
  internal: boolean;
  /** The JSON body sent, the same bytes for every subscription and attempt. */
  body: string;
}

/**
 * A derived event's id, stable for its domain event: a conversation change that is also a status
 * change is two webhook events with two ids, and the same two each time it is computed.
 */
function derivedId(eventId: string, type: string): string {
  const h = createHash('sha256').update(`${eventId}:${type}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function webhookBody(id: string, type: string, workspaceId: string, createdAt: number, data: Record<string, unknown>): string {
  return JSON.stringify({ id, type, createdAt, workspaceId, data });
}

function typesOf(event: DomainEvent): WebhookEventType[] {
  switch (event.type) {
    case 'conversation.created':
    case 'message.created':
    case 'message.updated':
    case 'customer.created':
    case 'customer.updated':
      return [event.type];
    case 'conversation.updated': {
      const changed = Array.isArray(event.payload.changed) ? event.payload.changed.map(String) : [];
      const types: WebhookEventType[] = ['conversation.updated'];
      if (changed.includes('status')) types.push('conversation.statusChanged');
      if (changed.some((f) => ASSIGNMENT_FIELDS.includes(f))) types.push('conversation.assigned');
      return types;
    }
    default:
      return [];
  }
}

/**
 * The webhook events a domain event makes: the same payload realtime sends an agent reading every
 * conversation (docs/realtime.md), marked internal when realtime would keep it from the customer.
 */
export function webhookEventsOf(event: DomainEvent): WebhookEvent[] {
  const types = typesOf(event);
  if (types.length === 0) return [];
  const conversation = event.subject.conversation;
  const internal = conversation?.internal === true || event.payload.internal === true;
  const orderKey = conversation?.id ?? (event.subject.customerId ? `customer:${event.subject.customerId}` : `workspace:${event.workspaceId}`);
  const data = withoutInternals(event.payload);
  return types.map((type, i) => {
    const id = i === 0 ? event.id : derivedId(event.id, type);
    return { id, type, workspaceId: event.workspaceId, orderKey, internal, body: webhookBody(id, type, event.workspaceId, event.at, data) };
  });
}

/** Fields of a payload that are the server's own bookkeeping, not the receiver's. */
function withoutInternals(payload: Record<string, unknown>): Record<string, unknown> {
  const { cursor: _cursor, change: _change, ...rest } = payload;
  return rest;
}
