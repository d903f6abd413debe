import type { EntityManager } from 'typeorm';
import { invalid, msg } from '../../common/errors';
import { isUuid } from '../../common/sql';

/** Ids from a request, deduplicated; a malformed one is a 400 naming the field. */
export function idList(values: readonly string[] | undefined, field: string, max = 50): string[] {
  const ids = [...new Set(values ?? [])];
  if (ids.length > max) throw invalid(msg('conversation.takesAtMostIds', { field, max }), { [field]: 'tooMany' });
  for (const id of ids) if (!isUuid(id)) throw invalid(msg('common.holdsAnInvalidId', { field }), { [field]: 'invalid' });
  return ids;
}

async function requireAll(m: EntityManager, sql: string, workspaceId: string, ids: string[], field: string, what: string) {
  if (ids.length === 0) return;
  const rows: { id: string }[] = await m.query(sql, [workspaceId, ids]);
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw invalid(msg('conversation.noSuchInThisWorkspace', { what, list: missing.join(', ') }), { [field]: 'unknown' });
}

/** Agents of the workspace that still exist. */
export const requireAgents = (m: EntityManager, workspaceId: string, ids: string[], field = 'agent') =>
  requireAll(m, 'SELECT id FROM agent WHERE workspace_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL', workspaceId, ids, field, 'agent');

export const requireTeams = (m: EntityManager, workspaceId: string, ids: string[], field = 'team') =>
  requireAll(m, 'SELECT id FROM team WHERE workspace_id = $1 AND id = ANY($2::uuid[])', workspaceId, ids, field, 'team');

/** A customer of the workspace who is not archived. */
export const requireCustomers = (m: EntityManager, workspaceId: string, ids: string[], field = 'customer') =>
  requireAll(m, 'SELECT id FROM customer WHERE workspace_id = $1 AND id = ANY($2::uuid[]) AND archived_at IS NULL', workspaceId, ids, field, 'customer');

/** Adds assignees (agents) or teams; answers the ids that were not there before. */
export async function addAssignments(
  m: EntityManager,
  kind: 'agent' | 'team',
  input: { workspaceId: string; conversationId: string; ids: string[] },
): Promise<string[]> {
  if (input.ids.length === 0) return [];
  const [table, column] = kind === 'agent' ? ['conversation_assignee', 'agent_id'] : ['conversation_team', 'team_id'];
  const rows: { ref: string }[] = await m.query(
    `INSERT INTO ${table} (conversation_id, ${column}, workspace_id) SELECT $1, id, $2 FROM unnest($3::uuid[]) AS id
     ON CONFLICT DO NOTHING RETURNING ${column} AS ref`,
    [input.conversationId, input.workspaceId, input.ids],
  );
  return rows.map((r) => r.ref);
}

/** Removes assignees or teams; answers the ids that were there. */
export async function removeAssignments(m: EntityManager, kind: 'agent' | 'team', input: { conversationId: string; ids: string[] }): Promise<string[]> {
  if (input.ids.length === 0) return [];
  const [table, column] = kind === 'agent' ? ['conversation_assignee', 'agent_id'] : ['conversation_team', 'team_id'];
  // TypeORM answers a DELETE with [rows, count].
  const [rows]: [{ ref: string }[], number] = await m.query(
    `DELETE FROM ${table} WHERE conversation_id = $1 AND ${column} = ANY($2::uuid[]) RETURNING ${column} AS ref`,
    [input.conversationId, input.ids],
  );
  return rows.map((r) => r.ref);
}
