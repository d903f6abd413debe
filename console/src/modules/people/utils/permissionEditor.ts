import { hasPermission, type Permission } from '../../session/utils/permissions';

/** Spec §6: the two groups that grant many permissions at once. */
export const BROAD_PERMISSIONS = ['all', 'console'] as const;
export type BroadPermission = (typeof BROAD_PERMISSIONS)[number];

/** The permissions a broad one stands for, in the editor's order. */
export const FINE_PERMISSIONS: readonly Permission[] = ['report', 'system', 'manageSettings', 'manageUser', 'ownConversations', 'allConversations'];

export type EditablePermission = BroadPermission | Permission;

/** Whether a stored code is one the editor names (an audit entry may hold any text). */
export function isEditablePermission(code: string): code is EditablePermission {
  return (BROAD_PERMISSIONS as readonly string[]).includes(code) || (FINE_PERMISSIONS as readonly string[]).includes(code);
}

/** No group grants system (README, Who holds system): it stays as it is when a group is chosen. */
const SYSTEM: Permission = 'system';

function isBroad(permission: string): permission is BroadPermission {
  return (BROAD_PERMISSIONS as readonly string[]).includes(permission);
}

/**
 * Spec §6 profile editor: checking a broad permission replaces the whole list with just it (and
 * system, which no group grants, when the list had it); unchecking it leaves nothing else. Finer
 * permissions toggle one by one, and not at all while a broad one holds (their boxes are disabled
 * then), except system, which toggles beside any group.
 */
export function togglePermission(list: readonly string[], permission: EditablePermission, checked: boolean): string[] {
  if (isBroad(permission)) return checked ? [permission, ...list.filter((p) => p === SYSTEM)] : list.filter((p) => p !== permission);
  if (permission !== SYSTEM && list.some(isBroad)) return [...list];
  if (checked) return list.includes(permission) ? [...list] : [...list, permission];
  return list.filter((p) => p !== permission);
}

export interface PermissionBox {
  checked: boolean;
  disabled: boolean;
}

/**
 * How a box shows: finer boxes under a broad permission show what it grants and cannot be changed.
 * The system box shows whether the list names it, and only someone who holds system may change it
 * (the server refuses anyone else too).
 */
export function permissionBox(list: readonly string[], permission: EditablePermission, canGrantSystem = false): PermissionBox {
  if (isBroad(permission)) return { checked: list.includes(permission), disabled: false };
  if (permission === SYSTEM) return { checked: list.includes(SYSTEM), disabled: !canGrantSystem };
  const broad = list.some(isBroad);
  return { checked: broad ? hasPermission(list, permission) : list.includes(permission), disabled: broad };
}

/**
 * The server's grant rule (agent-rules.ts assertCanGrant), for greying out what one cannot hand out:
 * all only from a holder of all, console from all or console, system only where it is named, the
 * rest when held.
 */
export function canGrant(held: readonly string[], permission: EditablePermission): boolean {
  if (permission === 'all') return held.includes('all');
  if (permission === 'console') return held.includes('all') || held.includes('console');
  return hasPermission(held, permission);
}

/** Whether two lists hold the same permissions, whatever their order (a draft against the saved list). */
export function samePermissions(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((p) => b.includes(p));
}
