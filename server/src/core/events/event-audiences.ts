import type { AuthenticatedActor } from '../../auth/actor';
import type { Permission } from '../../auth/permissions';
import { DataType, type DomainEvent, type EventType } from './events';

/**
 * Who receives an event, as a rule over its subject (core/events/events.ts EventSubject); interpreted
 * only by core/events/audience.ts. The subject's `except` (the one who caused it) is always left out.
 * - conversationReaders: the conversation's readers (spec §6: agents and API tokens reading every
 *   conversation, ownConversations agents among its readers) and its customer unless internal;
 * - conversationAgents: the agents named in the subject (their own counters) when named, else the
 *   agent readers of the conversation; never a customer;
 * - allAgents: every agent and API token of the workspace;
 * - allAgentsAndSubjectCustomer: the same, plus the customer the event is about;
 * - agentsWith: agents and API tokens holding a permission;
 * - subjectAgents: only the agents the event is about;
 * - subjectAgentsReading: the agents the event is about, among the conversation's readers (a
 *   mention carries internal content: an agent who cannot read the conversation is not told);
 * - everyone: every agent, API token and customer of the workspace (what open widgets show changed);
 * - nobody: travels on the bus only (session.revoked closes sockets, core/events/access-revocation.ts).
 */
export type AudienceRule =
  | { to: 'conversationReaders' }
  | { to: 'conversationAgents' }
  | { to: 'allAgents' }
  | { to: 'allAgentsAndSubjectCustomer' }
  | { to: 'agentsWith'; permission: Permission }
  | { to: 'subjectAgents' }
  | { to: 'subjectAgentsReading' }
  | { to: 'everyone' }
  | { to: 'nobody' };

/**
 * What a customer may see of an event's payload: 'never' (agent business), or a projection; a
 * projection answering null means this event tells the customer nothing (e.g. only agent-only
 * fields changed). Internal content never passes: internal events are already out by the audience
 * rule, and every projection refuses an internal payload as a second lock.
 */
export type CustomerProjection = 'never' | ((payload: Record<string, unknown>) => Record<string, unknown> | null);

/**
 * Spec §7 data type of the frame: fixed, or depending on the recipient (a permission change is
 * provisioning for the agent whose permissions changed, news for everyone else).
 */
export type DataTypeRule = number | ((event: DomainEvent, actor: AuthenticatedActor) => number);

/**
 * - replayed: a stored change that GET /api/updates replays (conversations and messages);
 * - stamped: a stored change carrying the cursor, not replayed (a client refetches what it shows);
 * - none: nothing stored, nothing to catch up on (typing, presence, revocations).
 */
export type CursorRule = 'replayed' | 'stamped' | 'none';

export interface EventRule {
  audience: AudienceRule;
  customer: CustomerProjection;
  dataType: DataTypeRule;
  cursor: CursorRule;
}

/** Conversation fields a customer may be told about when they change; the rest is the inbox's own business. */
export const CUSTOMER_CONVERSATION_FIELDS: readonly string[] = ['status', 'name', 'assignedAgent', 'agent', 'livechat', 'customerRating', 'mergedInto'];

const whole = (payload: Record<string, unknown>) => (payload.internal === true ? null : payload);

/** A conversation change as its customer hears of it: the public fields that changed, or nothing. */
function conversationChangeForCustomer(payload: Record<string, unknown>): Record<string, unknown> | null {
  if (payload.internal === true) return null;
  const changed = Array.isArray(payload.changed) ? payload.changed.filter((f): f is string => CUSTOMER_CONVERSATION_FIELDS.includes(String(f))) : [];
  if (changed.length === 0) return null;
  const out: Record<string, unknown> = { id: payload.id, lastUpdateTimestamp: payload.lastUpdateTimestamp };
  for (const field of changed) out[field] = payload[field];
  out.changed = changed;
  return out;
}

const agentsOnly = (dataType: DataTypeRule, cursor: CursorRule = 'stamped'): EventRule => ({
  audience: { to: 'allAgents' },
  customer: 'never',
  dataType,
  cursor,
});
const settings = (permission?: Permission): EventRule => ({
  audience: permission ? { to: 'agentsWith', permission } : { to: 'allAgents' },
  customer: 'never',
  dataType: DataType.provisioning,
  cursor: 'stamped',
});

/** agent.updated is provisioning for the agent whose permissions changed, a profile change for the others. */
const agentUpdatedDataType = (event: DomainEvent, actor: AuthenticatedActor): number =>
  event.payload.permissionsChanged === true && actor.kind === 'agent' && (event.subject.agentIds ?? []).includes(actor.agentId)
    ? DataType.provisioning
    : DataType.other;

/** The one table: who receives each event, what its customer sees of it, its data type, its cursor. */
export const EVENT_AUDIENCES: Record<EventType, EventRule> = {
  'conversation.created': { audience: { to: 'conversationReaders' }, customer: whole, dataType: DataType.other, cursor: 'replayed' },
  'conversation.updated': { audience: { to: 'conversationReaders' }, customer: conversationChangeForCustomer, dataType: DataType.other, cursor: 'replayed' },
  // A merge or its undo (conversation-merge.service.ts): open panes and widgets read both conversations again.
  'conversation.merged': { audience: { to: 'conversationReaders' }, customer: whole, dataType: DataType.other, cursor: 'stamped' },
  'counts.changed': { audience: { to: 'conversationAgents' }, customer: 'never', dataType: DataType.other, cursor: 'stamped' },
  'message.created': { audience: { to: 'conversationReaders' }, customer: whole, dataType: DataType.message, cursor: 'replayed' },
  'message.updated': { audience: { to: 'conversationReaders' }, customer: whole, dataType: DataType.message, cursor: 'replayed' },
  'message.deleted': { audience: { to: 'conversationReaders' }, customer: whole, dataType: DataType.message, cursor: 'replayed' },
  read: { audience: { to: 'conversationReaders' }, customer: whole, dataType: DataType.status, cursor: 'stamped' },
  typing: { audience: { to: 'conversationReaders' }, customer: whole, dataType: DataType.status, cursor: 'none' },
  'presence.changed': { audience: { to: 'allAgents' }, customer: 'never', dataType: DataType.presence, cursor: 'none' },
  'agent.updated': agentsOnly(agentUpdatedDataType),
  'agent.deleted': agentsOnly(DataType.other),
  'agent.joined': agentsOnly(DataType.other),
  // An invitation made, sent, resent, revoked or accepted: the pending list of those who manage users reads again.
  'invitation.updated': settings('manageUser'),
  'team.updated': agentsOnly(DataType.other),
  'team.deleted': agentsOnly(DataType.other),
  // A team's automatic-assignment queue grew or shrank (modules/assignment): the inbox shows its length.
  'queue.changed': agentsOnly(DataType.other),
  // A customer stored for the first time (a widget's first visit, a platform's first message, an integrator's upsert).
  'customer.created': agentsOnly(DataType.other),
  'customer.updated': { audience: { to: 'allAgentsAndSubjectCustomer' }, customer: whole, dataType: DataType.other, cursor: 'stamped' },
  'customer.archived': agentsOnly(DataType.other),
  // A customer erased (modules/customer/customer-erase.service.ts): their conversations leave every list and pane.
  'customer.erased': agentsOnly(DataType.other),
  'setting.updated': settings(),
  // Open widgets read their configuration again (spec: changes show without a reload).
  'appConfig.updated': { audience: { to: 'everyone' }, customer: (p) => (p.internal === true ? null : {}), dataType: DataType.provisioning, cursor: 'stamped' },
  'tag.updated': settings(),
  'configuration.updated': { audience: { to: 'subjectAgents' }, customer: 'never', dataType: DataType.provisioning, cursor: 'stamped' },
  'apiKey.created': settings('manageSettings'),
  'apiKey.updated': settings('manageSettings'),
  'apiKey.deleted': settings('manageSettings'),
  'apiToken.created': settings('manageSettings'),
  'apiToken.deleted': settings('manageSettings'),
  'platform.updated': settings('manageSettings'),
  // A webhook subscription changed, or the server disabled it after failures: the developer page and the admins' notice read again.
  'webhook.updated': settings('manageSettings'),
  // Archives and the report password: the report page of those who download them reads them again.
  'report.updated': settings('report'),
  // An @mention in an internal note: the notification of the mentioned agents (their counters follow by counts.changed).
  'conversation.mentioned': { audience: { to: 'subjectAgentsReading' }, customer: 'never', dataType: DataType.other, cursor: 'stamped' },
  'session.revoked': { audience: { to: 'nobody' }, customer: 'never', dataType: DataType.other, cursor: 'none' },
  // Never on the bus: the first event of every GraphQL `events` subscription, to its own subscriber.
  'subscription.ready': { audience: { to: 'nobody' }, customer: 'never', dataType: DataType.other, cursor: 'none' },
};

export function ruleOf(type: EventType): EventRule {
  return EVENT_AUDIENCES[type];
}
