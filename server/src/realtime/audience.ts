import { actorUserId, type AuthenticatedActor } from '../auth/actor';
import { hasPermission } from '../auth/permissions';
import { conversationScope } from '../modules/conversation/conversation-access';
import type { DomainEvent } from './events';

/** The one place that decides who receives which event. Customers only get what names them. */
export function canReceive(actor: AuthenticatedActor, event: DomainEvent): boolean {
  if (actor.workspaceId !== event.workspaceId) return false;
  const { audience } = event;
  if (audience.except !== undefined && audience.except === actorUserId(actor)) return false;
  if (audience.kind === 'conversation') {
    // The same rule as reading the conversation (modules/conversation/conversation-access.ts).
    if (actor.kind === 'customer') return audience.customers.includes(actor.customerId);
    switch (conversationScope(actor)) {
      case 'all':
        return true;
      case 'own':
        return actor.kind === 'agent' && audience.agents.includes(actor.agentId);
      default:
        return false;
    }
  }
  switch (actor.kind) {
    case 'customer':
      return audience.customers?.includes(actor.customerId) ?? false;
    case 'agent':
    case 'apiToken': {
      if (audience.permission && !hasPermission(actor.permissions, audience.permission)) return false;
      if (audience.agents === 'all') return true;
      return actor.kind === 'agent' && audience.agents.includes(actor.agentId);
    }
  }
}
