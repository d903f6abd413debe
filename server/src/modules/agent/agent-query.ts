import type { EntityManager } from 'typeorm';
import { SqlParams } from '../../common/sql';
import { onlineSql } from '../presence/presence-sql';
import type { FieldValues } from './agent.entity';
import type { AgentView } from './agent.types';

export interface AgentRow {
  id: string;
  display_name: string;
  email: string;
  profile_pic: string | null;
  ref_id: string | null;
  permissions: string[];
  fields: FieldValues;
  tags: string[];
  last_activity: Date | null;
  created_at: Date;
  online: boolean;
}

const COLUMNS = `a.id, a.display_name, a.email, a.profile_pic, a.ref_id, a.permissions, a.fields, a.tags, a.last_activity, a.created_at,
  ${onlineSql('a.id')} AS online`;

/** Agents of the workspace that still exist: these ids (any order), or a page of all, oldest first. */
export async function selectAgents(
  m: EntityManager,
  workspaceId: string,
  opts: { ids?: readonly string[]; limit?: number; offset?: number; afterId?: string } = {},
): Promise<AgentRow[]> {
  const p = new SqlParams();
  const where = [`a.workspace_id = ${p.add(workspaceId)}`, 'a.deleted_at IS NULL'];
  if (opts.ids) where.push(`a.id = ANY(${p.add(opts.ids)}::uuid[])`);
  // The cursor is read in SQL: a JavaScript Date would drop created_at's microseconds and repeat rows.
  if (opts.afterId) where.push(`(a.created_at, a.id) > (SELECT b.created_at, b.id FROM agent b WHERE b.id = ${p.add(opts.afterId)})`);
  let sql = `SELECT ${COLUMNS} FROM agent a WHERE ${where.join(' AND ')} ORDER BY a.created_at, a.id`;
  if (opts.limit !== undefined) sql += ` LIMIT ${p.add(opts.limit)}`;
  if (opts.offset) sql += ` OFFSET ${p.add(opts.offset)}`;
  return m.query(sql, p.values);
}

export async function countAgents(m: EntityManager, workspaceId: string): Promise<number> {
  const [row]: { n: number }[] = await m.query('SELECT count(*)::int AS n FROM agent WHERE workspace_id = $1 AND deleted_at IS NULL', [workspaceId]);
  return row.n;
}

/** Each agent's teams, by team name. */
export async function teamsOfAgents(m: EntityManager, agentIds: readonly string[]): Promise<Map<string, { id: string; name: string }[]>> {
  const out = new Map<string, { id: string; name: string }[]>();
  if (agentIds.length === 0) return out;
  const rows: { agent_id: string; id: string; name: string }[] = await m.query(
    `SELECT tm.agent_id, t.id, t.name FROM team_member tm JOIN team t ON t.id = tm.team_id
     WHERE tm.agent_id = ANY($1::uuid[]) ORDER BY lower(t.name), t.id`,
    [agentIds],
  );
  for (const r of rows) {
    const list = out.get(r.agent_id) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.agent_id, list);
  }
  return out;
}

/** Rows to views; `privileged` says whose permissions and fields the caller may see. */
export async function toAgentViews(m: EntityManager, rows: AgentRow[], privileged: (agentId: string) => boolean): Promise<AgentView[]> {
  const teams = await teamsOfAgents(
    m,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const full = privileged(r.id);
    return {
      id: r.id,
      userId: r.id,
      displayName: r.display_name,
      email: r.email,
      profilePic: r.profile_pic,
      refId: r.ref_id,
      createDate: r.created_at.getTime(),
      lastActivity: r.last_activity?.getTime() ?? null,
      online: r.online,
      permissions: full ? r.permissions : [],
      fields: full ? r.fields : {},
      tags: r.tags,
      teams: teams.get(r.id) ?? [],
    };
  });
}
