/** Spec §6 permissions, plus the two groups that grant many at once. */
export type Permission = 'report' | 'system' | 'manageSettings' | 'manageUser' | 'ownConversations' | 'allConversations';

/**
 * Spec §6: true when the list contains 'all', or contains 'console' and the permission is not
 * 'system', or contains the permission itself. No list means no permissions.
 */
export function hasPermission(permissions: readonly string[] | null | undefined, permission: Permission): boolean {
  if (!permissions) return false;
  if (permissions.includes('all')) return true;
  if (permissions.includes('console') && permission !== 'system') return true;
  return permissions.includes(permission);
}
