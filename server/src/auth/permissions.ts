import { forbidden, unauthenticated, msg } from '../common/errors';
import type { Actor, AuthenticatedActor } from './actor';

export const PERMISSIONS = ['report', 'system', 'manageSettings', 'manageUser', 'ownConversations', 'allConversations'] as const;
export const PERMISSION_GROUPS = ['all', 'console'] as const;
/** API keys made from the console always carry sdk: it lets a widget open customer sessions. */
export const SDK_PERMISSION = 'sdk';

export type Permission = (typeof PERMISSIONS)[number];
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];
export type AgentPermission = Permission | PermissionGroup;

export const AGENT_PERMISSION_VALUES: readonly string[] = [...PERMISSION_GROUPS, ...PERMISSIONS];

/**
 * Spec §6: true if the list contains all, or contains console and the permission is not system,
 * or contains the permission itself. No list means no permissions.
 *
 * One change to §6 (issue 13, README "Who holds system"): `system` is held only where it is listed
 * by name. Every workspace owner holds `all`; the system API creates workspaces for other people,
 * which is the install operator's business, not any owner's.
 */
export function hasPermission(list: readonly string[] | null | undefined, permission: Permission | typeof SDK_PERMISSION): boolean {
  if (!list || list.length === 0) return false;
  if (permission === 'system') return list.includes('system');
  if (list.includes('all')) return true;
  if (list.includes('console') && permission !== SDK_PERMISSION) return true;
  return list.includes(permission);
}

export function requireSignedIn(actor: Actor): AuthenticatedActor {
  if (actor.kind === 'anonymous') throw unauthenticated();
  return actor;
}

/** The one check every service calls before it acts on a workspace's data. */
export function requirePermission(actor: Actor, permission: Permission): AuthenticatedActor {
  const a = requireSignedIn(actor);
  if (a.kind === 'customer' || !hasPermission(a.permissions, permission)) {
    throw forbidden(msg('auth.needsPermission', { permission }));
  }
  return a;
}

/** An agent or API token holding one of these permissions; customers never. */
export function requireAnyPermission(actor: Actor, permissions: readonly Permission[]): AuthenticatedActor {
  const a = requireSignedIn(actor);
  if (a.kind === 'customer' || !permissions.some((p) => hasPermission(a.permissions, p))) {
    throw forbidden(msg('auth.needsPermission', { permission: permissions.join(' or ') }));
  }
  return a;
}

export function requireAgent(actor: Actor): Extract<AuthenticatedActor, { kind: 'agent' }> {
  const a = requireSignedIn(actor);
  if (a.kind !== 'agent') throw forbidden('auth.onlyAgentsCanDoThis');
  return a;
}

/** Normalises a permission list: known values only, no duplicates, stable order. */
export function normalisePermissions(list: readonly string[]): AgentPermission[] {
  return AGENT_PERMISSION_VALUES.filter((p) => list.includes(p)) as AgentPermission[];
}
