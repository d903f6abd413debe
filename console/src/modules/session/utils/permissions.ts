/** Spec §6 permissions, plus the two groups that grant many at once. */
export type Permission = 'report' | 'system' | 'manageSettings' | 'manageUser' | 'ownConversations' | 'allConversations';

/**
 * Spec §6: true when the list contains 'all' or 'console', or contains the permission itself. No
 * list means no permissions. 'system' is held only where it is listed by name, as on the server
 * (README, Who holds system): every workspace owner holds 'all', the install's operator holds system.
 */
export function hasPermission(permissions: readonly string[] | null | undefined, permission: Permission): boolean {
  if (!permissions) return false;
  if (permission === 'system') return permissions.includes('system');
  if (permissions.includes('all') || permissions.includes('console')) return true;
  return permissions.includes(permission);
}
