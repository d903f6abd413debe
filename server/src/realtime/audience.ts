import type { AuthenticatedActor } from '../auth/actor';
import { hasPermission } from '../auth/permissions';
import type { DomainEvent } from './events';

/** The one place that decides who receives which event. Customers only get what names them. */
export function canReceive(actor: AuthenticatedActor, event: DomainEvent): boolean {
  if (actor.workspaceId !== event.workspaceId) return false;
  const { audience } = event;
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
