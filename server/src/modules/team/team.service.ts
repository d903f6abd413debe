import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { forbidden, invalid, notFound } from '../../common/errors';
import { isUuid } from '../../common/sql';
import { requireName } from '../../common/validate';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { requirePermission, requireSignedIn } from '../../auth/permissions';
import { adminConversationChange } from '../agent/admin-change';
import { Outbox } from '../conversation/conversation-events';
import { idList, removeAssignments, requireAgents } from '../conversation/conversation-refs';
import { domainEvent } from '../../core/events/events';
import { dropFromRules } from '../setting/tag-rules';
import { Team } from './team.entity';
import { drainQueues } from '../assignment/assignment-engine';
import { auditActor, changedFields, record } from '../audit/audit-record';
import { isUniqueViolation } from '../../db/unique-violation';

/** Spec §3 Team: `agent` lists its members' ids. */
export interface TeamView {
  id: string;
  name: string;
  agent: string[];
  /** Automatic assignment (modules/assignment): off, roundRobin or leastBusy. */
  assignmentMode: string;
}

/** What the audit log keeps of a team: its name and its members' names as they are now, sorted. */
async function auditedTeam(m: EntityManager, t: { name: string; agent: string[] }): Promise<Record<string, unknown>> {
  const rows: { display_name: string }[] = await m.query('SELECT display_name FROM agent WHERE id = ANY($1::uuid[]) ORDER BY display_name', [t.agent]);
  return { name: t.name, members: rows.map((r) => r.display_name) };
}

export interface CreateTeamInput {
  name: string;
  agent?: string[];
}

export interface UpdateTeamInput {
  id: string;
  name?: string;
  /** The whole member list (replaces the current one). */
  agent?: string[];
}

export const DUPLICATE_TEAM_MESSAGE = 'team.teamNameAlreadyExists';
const MAX_TEAM_NAME = 100;
const MAX_MEMBERS = 500;

export const TeamEvents = { updated: 'team.updated', deleted: 'team.deleted' } as const;

const duplicate = () => invalid(DUPLICATE_TEAM_MESSAGE, { name: 'duplicate' });

/**
 * Teams of a workspace (spec §2 Teams, §5 team name). Listing is for every agent (the inbox assign
 * menu and team views list teams); creating, renaming, changing members and deleting need manageUser.
 */
export class TeamService {
  constructor(private readonly deps: ServiceDeps) {}

  private get ds() {
    return this.deps.dataSource;
  }

  async list(actor: Actor, query: { size?: number } = {}): Promise<TeamView[]> {
    const a = requireSignedIn(actor);
    if (a.kind === 'customer') throw forbidden('team.teamsAreListedForAgentsOnly');
    const size = query.size ?? 0;
    if (!Number.isInteger(size) || size < 0) throw invalid('team.sizeMustBe0AllOr', { size: 'range' });
    return selectTeams(this.ds.manager, a.workspaceId, { limit: size || undefined });
  }

  async create(actor: Actor, input: CreateTeamInput): Promise<TeamView> {
    const a = requirePermission(actor, 'manageUser');
    const name = requireName(input.name, 'name', MAX_TEAM_NAME);
    const members = idList(input.agent, 'agent', MAX_MEMBERS);
    const view = await this.write(async (m) => {
      await assertNameFree(m, a.workspaceId, name);
      await requireAgents(m, a.workspaceId, members);
      const team = await m.save(m.create(Team, { workspaceId: a.workspaceId, name }));
      await setMembers(m, a.workspaceId, team.id, members);
      await record(m, {
        actor: auditActor(a),
        action: 'team.created',
        target: { type: 'team', id: team.id },
        detail: await auditedTeam(m, { name, agent: members }),
      });
      return one(m, a.workspaceId, team.id);
    });
    await this.announce(a, TeamEvents.updated, { ...view });
    return view;
  }

  /** Renames and/or replaces the member list; a member must be an agent of the workspace. */
  async update(actor: Actor, input: UpdateTeamInput): Promise<TeamView> {
    const a = requirePermission(actor, 'manageUser');
    const id = requireId(input.id);
    const name = input.name !== undefined ? requireName(input.name, 'name', MAX_TEAM_NAME) : undefined;
    const members = input.agent !== undefined ? idList(input.agent, 'agent', MAX_MEMBERS) : undefined;
    const view = await this.write(async (m) => {
      const team = await m.findOne(Team, { where: { id, workspaceId: a.workspaceId }, lock: { mode: 'pessimistic_write' } });
      if (!team) throw notFound('team.notFound');
      const before = await one(m, a.workspaceId, team.id);
      if (name !== undefined && name !== team.name) {
        await assertNameFree(m, a.workspaceId, name, team.id);
        await m.update(Team, { id: team.id }, { name });
      }
      if (members !== undefined) {
        await requireAgents(m, a.workspaceId, members);
        await setMembers(m, a.workspaceId, team.id, members);
      }
      const after = await one(m, a.workspaceId, team.id);
      const changed = changedFields(await auditedTeam(m, before), await auditedTeam(m, after));
      if (Object.keys(changed).length)
        await record(m, { actor: auditActor(a), action: 'team.updated', target: { type: 'team', id: team.id }, detail: changed });
      return after;
    });
    await this.announce(a, TeamEvents.updated, { ...view });
    // New members may have room for what waits in the team's queue.
    if (members !== undefined) await drainQueues(this.deps, a.workspaceId, [view.id]);
    return view;
  }

  /** Deletes the team; each conversation assigned to it loses it, with a notice and its events. */
  async delete(actor: Actor, teamId: string): Promise<void> {
    const a = requirePermission(actor, 'manageUser');
    const id = requireId(teamId);
    const outbox = new Outbox(a.workspaceId);
    const rulesChanged = await this.ds.transaction(async (m) => {
      const team = await m.findOne(Team, { where: { id, workspaceId: a.workspaceId }, lock: { mode: 'pessimistic_write' } });
      if (!team) throw notFound('team.notFound');
      const rows: { id: string }[] = await m.query('SELECT conversation_id AS id FROM conversation_team WHERE team_id = $1 ORDER BY conversation_id', [id]);
      for (const row of rows) {
        await adminConversationChange(m, a, row.id, outbox, async (c) => {
          const removed = await removeAssignments(m, 'team', { conversationId: row.id, ids: [id] });
          if (removed.length === 0) return;
          c.notice({ action: 'unassign', agents: [], teams: removed }, 'Unassigned');
          c.changed('team');
          c.readersChanged();
          c.countsChanged();
        });
      }
      await m.delete(Team, { id });
      await record(m, { actor: auditActor(a), action: 'team.deleted', target: { type: 'team', id }, detail: { name: team.name } });
      outbox.add(TeamEvents.deleted, {}, { id });
      // Tag rules that assigned to this team no longer do (setting/tag-rules.ts).
      return dropFromRules(m, a.workspaceId, { team: id });
    });
    await outbox.publish(this.deps.bus);
    if (rulesChanged) await this.deps.bus.publish(domainEvent('setting.updated', a.workspaceId, {}, { keys: ['rules'] }));
  }

  /** Runs a write; a concurrent insert of the same name (the unique index) answers like our own check. */
  private async write<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.ds.transaction(work);
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
  }

  private async announce(a: AuthenticatedActor, type: (typeof TeamEvents)[keyof typeof TeamEvents], payload: Record<string, unknown>): Promise<void> {
    const outbox = new Outbox(a.workspaceId);
    outbox.add(type, {}, payload);
    await outbox.publish(this.deps.bus);
  }
}

function requireId(id: string): string {
  if (!isUuid(id)) throw invalid('common.idIsNotAValidTeam', { id: 'invalid' });
  return id;
}

/** Unique per workspace, compared case-insensitively (the index team_workspace_name is on lower(name)). */
async function assertNameFree(m: EntityManager, workspaceId: string, name: string, exceptId?: string): Promise<void> {
  const rows: unknown[] = await m.query('SELECT 1 FROM team WHERE workspace_id = $1 AND lower(name) = lower($2) AND ($3::uuid IS NULL OR id <> $3::uuid)', [
    workspaceId,
    name,
    exceptId ?? null,
  ]);
  if (rows.length) throw duplicate();
}

async function setMembers(m: EntityManager, workspaceId: string, teamId: string, agentIds: string[]): Promise<void> {
  await m.query('DELETE FROM team_member WHERE team_id = $1 AND NOT (agent_id = ANY($2::uuid[]))', [teamId, agentIds]);
  if (agentIds.length) {
    await m.query(`INSERT INTO team_member (team_id, agent_id, workspace_id) SELECT $1, id, $2 FROM unnest($3::uuid[]) AS id ON CONFLICT DO NOTHING`, [
      teamId,
      workspaceId,
      agentIds,
    ]);
  }
}

/** Teams of the workspace by name, each with its members (agents that still exist) by display name. */
export async function selectTeams(m: EntityManager, workspaceId: string, opts: { ids?: string[]; limit?: number } = {}): Promise<TeamView[]> {
  const params: unknown[] = [workspaceId];
  let where = 't.workspace_id = $1';
  if (opts.ids) {
    params.push(opts.ids);
    where += ` AND t.id = ANY($${params.length}::uuid[])`;
  }
  let sql = `SELECT t.id, t.name, t.assignment_mode FROM team t WHERE ${where} ORDER BY lower(t.name), t.id`;
  if (opts.limit) {
    params.push(opts.limit);
    sql += ` LIMIT $${params.length}`;
  }
  const teams: { id: string; name: string; assignment_mode: string }[] = await m.query(sql, params);
  if (teams.length === 0) return [];
  const members: { team_id: string; agent_id: string }[] = await m.query(
    `SELECT tm.team_id, tm.agent_id FROM team_member tm JOIN agent a ON a.id = tm.agent_id
     WHERE tm.team_id = ANY($1::uuid[]) AND a.deleted_at IS NULL ORDER BY lower(a.display_name), a.id`,
    [teams.map((t) => t.id)],
  );
  return teams.map((t) => ({
    id: t.id,
    name: t.name,
    agent: members.filter((r) => r.team_id === t.id).map((r) => r.agent_id),
    assignmentMode: t.assignment_mode,
  }));
}

async function one(m: EntityManager, workspaceId: string, id: string): Promise<TeamView> {
  const [view] = await selectTeams(m, workspaceId, { ids: [id] });
  if (!view) throw notFound('team.notFound');
  return view;
}
