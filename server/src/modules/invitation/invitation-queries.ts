import type { EntityManager } from 'typeorm';
import { notFound } from '../../common/errors';
import { isUuid } from '../../common/sql';
import { Invitation } from './invitation.entity';
import type { InvitationView } from './invitation.types';

interface PendingRow {
  id: string;
  email: string;
  display_name: string;
  permissions: string[];
  created_at: Date;
  expires_at: Date;
  sent_at: Date | null;
  inviter_id: string | null;
  inviter_name: string | null;
  teams: { id: string; name: string }[] | null;
}

/** The workspace's invitations nobody has accepted (or one of them), newest first, with the inviter's name and the teams that still exist. */
export async function selectPending(m: EntityManager, workspaceId: string, id?: string): Promise<InvitationView[]> {
  const rows: PendingRow[] = await m.query(
    `SELECT i.id, i.email, i.display_name, i.permissions, i.created_at, i.expires_at, i.sent_at,
            a.id AS inviter_id, a.display_name AS inviter_name,
            (SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
               FROM team t WHERE t.id = ANY(i.team_ids) AND t.workspace_id = i.workspace_id) AS teams
       FROM invitation i
       LEFT JOIN agent a ON a.id = i.invited_by AND a.deleted_at IS NULL
      WHERE i.workspace_id = $1 AND i.accepted_at IS NULL AND ($2::uuid IS NULL OR i.id = $2)
      ORDER BY i.created_at DESC, i.id`,
    [workspaceId, id ?? null],
  );
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    displayName: r.display_name,
    permissions: r.permissions,
    teams: r.teams ?? [],
    invitedBy: r.inviter_id && r.inviter_name !== null ? { id: r.inviter_id, displayName: r.inviter_name } : null,
    createdAt: new Date(r.created_at).getTime(),
    expiresAt: new Date(r.expires_at).getTime(),
    sentAt: r.sent_at ? new Date(r.sent_at).getTime() : null,
    expired: new Date(r.expires_at).getTime() < now,
  }));
}

/** An invitation of the workspace nobody has accepted, locked for a change; another workspace's or an accepted one is not found. */
export async function lockPending(m: EntityManager, workspaceId: string, id: string): Promise<Invitation> {
  if (!isUuid(id)) throw notFound('invitation.notFound');
  const inv = await m.findOne(Invitation, { where: { id, workspaceId }, lock: { mode: 'pessimistic_write' } });
  if (!inv || inv.acceptedAt) throw notFound('invitation.notFound');
  return inv;
}

/** The ids among `ids` that are teams of the workspace, in the order given; any other is refused. */
export async function workspaceTeams(m: EntityManager, workspaceId: string, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  if (!wanted.every(isUuid)) throw notFound('team.notFound');
  const rows: { id: string }[] = await m.query('SELECT id FROM team WHERE workspace_id = $1 AND id = ANY($2::uuid[])', [workspaceId, wanted]);
  if (rows.length !== wanted.length) throw notFound('team.notFound');
  return wanted;
}

/** Makes the agent a member of the invitation's teams that still exist. */
export async function joinTeams(m: EntityManager, workspaceId: string, agentId: string, teamIds: readonly string[]): Promise<void> {
  if (!teamIds.length) return;
  await m.query(
    `INSERT INTO team_member (team_id, agent_id, workspace_id)
     SELECT t.id, $2, $1 FROM team t WHERE t.workspace_id = $1 AND t.id = ANY($3::uuid[])
     ON CONFLICT DO NOTHING`,
    [workspaceId, agentId, [...teamIds]],
  );
}
