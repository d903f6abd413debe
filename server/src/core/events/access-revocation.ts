import { actorUserId, type AuthenticatedActor } from '../../auth/actor';
import { domainEvent, type DomainEvent } from './events';

/** Close code for a socket whose user lost access or changed permissions; clients reconnect and sign in again. */
export const ACCESS_CHANGED_CLOSE = 4403;

/** Published by the agent service when an agent is deleted or their permissions change. */
export const ACCESS_EVENTS = { deleted: 'agent.deleted', updated: 'agent.updated' } as const;

/**
 * Published by the services wherever a credential ends: logout, a password reset (every session of the
 * person's agents), an archived customer, a deleted API token. It travels on the bus like every event
 * (so it reaches every node) but no client receives it: it only closes sockets.
 */
export const SESSION_REVOKED = 'session.revoked';

export interface RevokedCredentials {
  /** Sessions ended one by one (logout). */
  sessionIds?: string[];
  /** Every session of these agents or customers (password reset, archive). */
  subjectIds?: string[];
  /** Deleted API tokens, by row id (an API-token actor's tokenId). */
  apiTokenIds?: string[];
}

export function sessionRevoked(workspaceId: string, revoked: RevokedCredentials): DomainEvent {
  return domainEvent(SESSION_REVOKED, workspaceId, {}, { ...revoked });
}

/** The event crossed Redis as JSON: read its lists defensively. */
function idsIn(payload: Record<string, unknown>, key: keyof RevokedCredentials): readonly unknown[] {
  const value = payload[key];
  return Array.isArray(value) ? value : [];
}

/**
 * A socket authenticates once, so it carries the credential and permissions its user had then. When
 * that credential ends (session revoked, token deleted), the user (or a token's creator) is removed
 * from the workspace or their permissions change, the socket must not go on receiving or doing what the old credential
 * allowed: it is closed, and a reconnect authenticates afresh (and fails for an ended credential).
 */
export function revokesAccess(actor: AuthenticatedActor, event: DomainEvent): boolean {
  if (event.workspaceId !== actor.workspaceId) return false;
  if (event.type === SESSION_REVOKED) {
    if (actor.kind === 'apiToken') return idsIn(event.payload, 'apiTokenIds').includes(actor.tokenId);
    return idsIn(event.payload, 'sessionIds').includes(actor.sessionId) || idsIn(event.payload, 'subjectIds').includes(actorUserId(actor));
  }
  // A token may do only what its creator still holds: their removal or a change of their permissions
  // ends what its sockets were authenticated with, as it does the creator's own sockets.
  const subject = actor.kind === 'agent' ? actor.agentId : actor.kind === 'apiToken' ? actor.createdBy : undefined;
  if (!subject || event.payload.userId !== subject) return false;
  if (event.type === ACCESS_EVENTS.deleted) return true;
  return event.type === ACCESS_EVENTS.updated && event.payload.permissionsChanged === true;
}
