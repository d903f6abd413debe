import type { AuthenticatedActor } from '../auth/actor';
import type { DomainEvent } from './events';

/** Close code for a socket whose user lost access or changed permissions; clients reconnect and sign in again. */
export const ACCESS_CHANGED_CLOSE = 4403;

/** Published by the agent service when an agent is deleted or their permissions change. */
export const ACCESS_EVENTS = { deleted: 'agent.deleted', updated: 'agent.updated' } as const;

/**
 * A socket authenticates once, so it carries the permissions its user had then. When that user is
 * removed from the workspace or their permissions change, the socket must not go on receiving what
 * the old permissions allowed: it is closed, and a reconnect authenticates afresh (and fails for a
 * removed agent, whose sessions are revoked).
 */
export function revokesAccess(actor: AuthenticatedActor, event: DomainEvent): boolean {
  if (actor.kind !== 'agent' || event.workspaceId !== actor.workspaceId) return false;
  if (event.payload.userId !== actor.agentId) return false;
  if (event.type === ACCESS_EVENTS.deleted) return true;
  return event.type === ACCESS_EVENTS.updated && event.payload.permissionsChanged === true;
}
