import { actorUserId, type AuthenticatedActor } from '../../auth/actor';
import { hasPermission } from '../../auth/permissions';
import { conversationScope } from '../../auth/conversation-scope';
import { SESSION_REVOKED } from './access-revocation';
import type { ListenerScope } from './events';
import { EVENT_AUDIENCES, type AudienceRule, type EventRule } from './event-audiences';
import type { DomainEvent, EventSubject } from './events';

/** An event as one actor receives it: its payload projected for them (a customer's view) and its data type. */
export interface Delivery {
  event: DomainEvent;
  payload: Record<string, unknown>;
  dataType: number;
}

/** The event's row; an event of an unknown type (an older or newer node over Redis) reaches nobody. */
function ruleFor(event: DomainEvent): EventRule | undefined {
  return Object.prototype.hasOwnProperty.call(EVENT_AUDIENCES, event.type) ? EVENT_AUDIENCES[event.type] : undefined;
}

/** Whether an agent or API token is in the rule's audience (customers are handled apart). */
function agentIn(actor: Exclude<AuthenticatedActor, { kind: 'customer' }>, rule: AudienceRule, subject: EventSubject): boolean {
  const agentId = actor.kind === 'agent' ? actor.agentId : null;
  const named = (ids: readonly string[] | undefined) => agentId !== null && (ids ?? []).includes(agentId);
  const readsConversation = (): boolean => {
    if (!subject.conversation) return false;
    // The same rule as reading the conversation (modules/conversation/conversation-access.ts).
    switch (conversationScope(actor)) {
      case 'all':
        return true;
      case 'own':
        return named(subject.conversation.readers);
      default:
        return false;
    }
  };
  switch (rule.to) {
    case 'conversationReaders':
      return readsConversation();
    case 'conversationAgents':
      return subject.agentIds ? named(subject.agentIds) : readsConversation();
    case 'allAgents':
    case 'allAgentsAndSubjectCustomer':
    case 'everyone':
      return true;
    case 'agentsWith':
      return hasPermission(actor.permissions, rule.permission);
    case 'subjectAgents':
      return named(subject.agentIds);
    case 'subjectAgentsReading':
      return named(subject.agentIds) && readsConversation();
    case 'nobody':
      return false;
  }
}

/** The customers in a rule's audience ('all': any customer of the workspace), before projection. */
function customersOf(rule: AudienceRule, subject: EventSubject): 'all' | readonly string[] {
  switch (rule.to) {
    case 'everyone':
      return 'all';
    case 'conversationReaders': {
      const c = subject.conversation;
      if (!c || c.internal) return [];
      return typeof c.customerId === 'string' ? [c.customerId] : [];
    }
    case 'allAgentsAndSubjectCustomer':
      return typeof subject.customerId === 'string' ? [subject.customerId] : [];
    default:
      return [];
  }
}

function customerIn(customerId: string, rule: AudienceRule, subject: EventSubject): boolean {
  const customers = customersOf(rule, subject);
  return customers === 'all' || customers.includes(customerId);
}

/**
 * The customers an event can reach at all, for the bus to call only their listeners ('all': any
 * customer of the workspace). Every customer `deliveryFor` or `revokesAccess` can pick is among
 * them: with 10,000 widgets connected, an event for agents (a presence change, a counter) no longer
 * runs 10,000 customer listeners to be dropped by each.
 */
export function customersReached(event: DomainEvent): 'all' | readonly string[] {
  // A logout names sessions, not customers.
  if (event.type === SESSION_REVOKED) return 'all';
  const rule = ruleFor(event);
  return rule ? customersOf(rule.audience, event.subject) : [];
}

/** How an actor's socket listens on the bus: a customer's only to what can reach them. */
export function listenerScope(actor: AuthenticatedActor): ListenerScope {
  return actor.kind === 'customer' ? { customerId: actor.customerId } : {};
}

/**
 * The one place that decides who receives which event and what they see of it, reading the table of
 * core/events/event-audiences.ts. Null: this actor receives nothing of it. Live delivery (gateway,
 * GraphQL subscriptions) and catch-up replay both go through here.
 */
export function deliveryFor(actor: AuthenticatedActor, event: DomainEvent): Delivery | null {
  if (actor.workspaceId !== event.workspaceId) return null;
  const rule = ruleFor(event);
  if (!rule) return null;
  const { subject } = event;
  if (subject.except !== undefined && subject.except === actorUserId(actor)) return null;
  const inAudience = actor.kind === 'customer' ? customerIn(actor.customerId, rule.audience, subject) : agentIn(actor, rule.audience, subject);
  return inAudience ? shapeFor(actor, event) : null;
}

/**
 * The event as this actor sees it, once they are known to be in its audience: a customer's
 * projection (or nothing) and the data type. Catch-up replay uses it directly (its audience is the
 * rule of reading the conversation, applied by the updates service).
 */
export function shapeFor(actor: AuthenticatedActor, event: DomainEvent): Delivery | null {
  const rule = ruleFor(event);
  if (!rule) return null;
  const dataType = typeof rule.dataType === 'number' ? rule.dataType : rule.dataType(event, actor);
  if (actor.kind !== 'customer') return { event, payload: event.payload, dataType };
  const payload = rule.customer === 'never' ? null : rule.customer(event.payload);
  return payload ? { event, payload, dataType } : null;
}

export function canReceive(actor: AuthenticatedActor, event: DomainEvent): boolean {
  return deliveryFor(actor, event) !== null;
}
