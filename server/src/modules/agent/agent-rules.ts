import type { EntityManager } from 'typeorm';
import { AGENT_PERMISSION_VALUES, hasPermission, normalisePermissions, type AgentPermission } from '../../auth/permissions';
import { forbidden, invalid, msg } from '../../common/errors';

export const LAST_MANAGER_MESSAGE = 'agent.youAreTheLastAgentWho';

/** Spec §6 values only (the two groups and the six permissions); anything else is a 400, not silently dropped. */
export function cleanPermissions(list: readonly string[]): AgentPermission[] {
  const values = list.map((p) => p.trim()).filter(Boolean);
  const unknown = values.filter((p) => !AGENT_PERMISSION_VALUES.includes(p));
  if (unknown.length) throw invalid(msg('agent.unknownPermission', { list: unknown.join(', ') }), { permissions: 'unknown' });
  return normalisePermissions(values);
}

/** A manager in the sense of spec §6: manageUser directly, or through all / console. */
export const isManager = (permissions: readonly string[] | null | undefined): boolean => hasPermission(permissions, 'manageUser');

/**
 * Nobody hands out more than they hold: `all` only from a holder of `all`, `console` from `all` or
 * `console`, and `system` only from someone whose own list names it (a workspace owner's `all` does
 * not: README, Who holds system). Removing is not limited.
 */
export function assertCanGrant(granter: readonly string[], before: readonly string[], after: readonly AgentPermission[]): void {
  for (const p of after) {
    if (before.includes(p)) continue;
    const ok = p === 'all' ? granter.includes('all') : p === 'console' ? granter.includes('all') || granter.includes('console') : hasPermission(granter, p);
    if (!ok) throw forbidden(msg('agent.youCannotGrantYouDoNot', { p }));
  }
}

/** SQL twin of `isManager` over the agent aliased `a`. */
export const MANAGER_SQL = `(a.permissions && ARRAY['all', 'console', 'manageUser']::text[])`;

/**
 * Serializes the permission changes and deletions of one workspace: two managers removing each other
 * at the same moment must not both succeed and leave nobody who can manage users.
 */
export async function lockAgentAdmin(m: EntityManager, workspaceId: string): Promise<void> {
  await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`agent-admin:${workspaceId}`]);
}

/** Managers of the workspace other than `exceptId` that still exist. */
export async function otherManagers(m: EntityManager, workspaceId: string, exceptId: string): Promise<number> {
  const [row]: { n: number }[] = await m.query(
    `SELECT count(*)::int AS n FROM agent a WHERE a.workspace_id = $1 AND a.id <> $2 AND a.deleted_at IS NULL AND ${MANAGER_SQL}`,
    [workspaceId, exceptId],
  );
  return row.n;
}
