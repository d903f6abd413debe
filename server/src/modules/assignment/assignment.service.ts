import type { EntityManager } from 'typeorm';
import type { ServiceDeps } from '../service-deps';
import { forbidden, invalid, notFound } from '../../common/errors';
import { isUuid } from '../../common/sql';
import type { Actor, AuthenticatedActor } from '../../auth/actor';
import { hasPermission, requirePermission, requireSignedIn } from '../../auth/permissions';
import { domainEvent } from '../../core/events/events';
import { AgentEvents } from '../agent/agent.types';
import { selectTeams, TeamEvents } from '../team/team.service';
import { drainForAgent, drainQueues, openCountSql } from './assignment-engine';
import { ASSIGNMENT_MODES, type AssignmentMode } from './assignment-queue';

/** One team's automatic assignment: its rule and how many conversations wait for an agent. */
export interface TeamQueueView {
  teamId: string;
  name: string;
  assignmentMode: AssignmentMode;
  length: number;
}

export interface QueuesView {
  /** Conversations waiting in any of these teams' queues (one waiting in two teams counts once). */
  total: number;
  teams: TeamQueueView[];
}

export interface CapacityView {
  userId: string;
  /** Most open conversations automatic assignment gives them; null: no limit. */
  capacity: number | null;
  /** Open conversations assigned to them now (by anyone). */
  open: number;
}

export const MAX_CAPACITY = 1000;

/**
 * Automatic assignment's settings and queues (issue 20): a team's mode (off, round-robin,
 * least-busy), an agent's capacity, and the queues' lengths. Changing a setting that may let
 * waiting conversations through drains the queues at once (assignment-engine.ts).
 */
export class AssignmentService {
  constructor(private readonly deps: ServiceDeps) {}

  private get ds() {
    return this.deps.dataSource;
  }

  /**
   * The queues the caller's inbox shows: an agent's own teams with automatic assignment on; agents
   * who read every conversation, and API tokens, see every such team.
   */
  async queues(actor: Actor): Promise<QueuesView> {
    const a = requireSignedIn(actor);
    if (a.kind === 'customer') throw forbidden('assignment.queuesAreForAgents');
    const onlyMine = a.kind === 'agent' && !hasPermission(a.permissions, 'allConversations') ? a.agentId : null;
    const teams: { id: string; name: string; assignment_mode: AssignmentMode; length: number }[] = await this.ds.query(
      `SELECT t.id, t.name, t.assignment_mode, (SELECT count(*) FROM assignment_queue q WHERE q.team_id = t.id)::int AS length
       FROM team t WHERE t.workspace_id = $1 AND t.assignment_mode <> 'off'
         AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM team_member tm WHERE tm.team_id = t.id AND tm.agent_id = $2::uuid))
       ORDER BY lower(t.name), t.id`,
      [a.workspaceId, onlyMine],
    );
    const [{ total }]: { total: number }[] = await this.ds.query(
      'SELECT count(DISTINCT conversation_id)::int AS total FROM assignment_queue WHERE team_id = ANY($1::uuid[])',
      [teams.map((t) => t.id)],
    );
    return { total, teams: teams.map((t) => ({ teamId: t.id, name: t.name, assignmentMode: t.assignment_mode, length: t.length })) };
  }

  /**
   * Sets a team's mode (manageUser). Switched on, the team's open conversations without an agent
   * join its queue, oldest first, and are assigned to whoever can take them; switched off, its
   * queue empties (its conversations stay with the team, unassigned).
   */
  async setTeamMode(actor: Actor, input: { teamId: string; assignmentMode: string }): Promise<TeamQueueView> {
    const a = requirePermission(actor, 'manageUser');
    if (!isUuid(input.teamId)) throw invalid('common.idIsNotAValidTeam', { id: 'invalid' });
    const mode = ASSIGNMENT_MODES.find((m) => m === input.assignmentMode);
    if (!mode) throw invalid('assignment.assignmentModeMustBeOffRoundRobinOr', { assignmentMode: 'unknown' });
    await this.ds.transaction(async (m) => {
      const [rows]: [{ id: string }[], number] = await m.query('UPDATE team SET assignment_mode = $3 WHERE id = $1 AND workspace_id = $2 RETURNING id', [
        input.teamId,
        a.workspaceId,
        mode,
      ]);
      if (rows.length === 0) throw notFound('team.notFound');
      if (mode === 'off') await m.query('DELETE FROM assignment_queue WHERE team_id = $1', [input.teamId]);
      else await enqueueTeam(m, input.teamId);
    });
    const [team] = await selectTeams(this.ds.manager, a.workspaceId, { ids: [input.teamId] });
    await this.deps.bus.publish(domainEvent(TeamEvents.updated, a.workspaceId, {}, { ...team }));
    await drainQueues(this.deps, a.workspaceId, [input.teamId], { changed: true });
    return this.teamQueue(input.teamId);
  }

  /** An agent's capacity and open conversations: for managers, and for the agent themself. */
  async capacity(actor: Actor, agentId: string): Promise<CapacityView> {
    const a = requireSignedIn(actor);
    if (a.kind === 'customer') throw forbidden('assignment.capacityIsForAgents');
    if (!(a.kind === 'agent' && a.agentId === agentId)) requirePermission(a, 'manageUser');
    return this.readCapacity(a, agentId);
  }

  /** Sets an agent's capacity (manageUser): a whole number from 0 (takes none) to 1000, or null (no limit). */
  async setCapacity(actor: Actor, input: { agentId: string; capacity: number | null }): Promise<CapacityView> {
    const a = requirePermission(actor, 'manageUser');
    const { capacity } = input;
    if (capacity !== null && (!Number.isInteger(capacity) || capacity < 0 || capacity > MAX_CAPACITY)) {
      throw invalid('assignment.capacityMustBeAWholeNumber', { capacity: 'range' });
    }
    if (!isUuid(input.agentId)) throw notFound('agent.notFound');
    const [rows]: [{ id: string }[], number] = await this.ds.query(
      'UPDATE agent SET capacity = $3 WHERE id = $1 AND workspace_id = $2 AND deleted_at IS NULL RETURNING id',
      [input.agentId, a.workspaceId, capacity],
    );
    if (rows.length === 0) throw notFound('agent.notFound');
    await this.deps.bus.publish(domainEvent(AgentEvents.updated, a.workspaceId, { agentIds: [input.agentId] }, { userId: input.agentId, capacity }));
    // More room may let waiting conversations through.
    await drainForAgent(this.deps, a.workspaceId, input.agentId);
    return this.readCapacity(a, input.agentId);
  }

  private async readCapacity(a: AuthenticatedActor, agentId: string): Promise<CapacityView> {
    if (!isUuid(agentId)) throw notFound('agent.notFound');
    const [row]: { capacity: number | null; open: number }[] = await this.ds.query(
      `SELECT a.capacity, ${openCountSql('a.id')} AS open FROM agent a WHERE a.id = $1 AND a.workspace_id = $2 AND a.deleted_at IS NULL`,
      [agentId, a.workspaceId],
    );
    if (!row) throw notFound('agent.notFound');
    return { userId: agentId, capacity: row.capacity, open: row.open };
  }

  private async teamQueue(teamId: string): Promise<TeamQueueView> {
    const [t]: { id: string; name: string; assignment_mode: AssignmentMode; length: number }[] = await this.ds.query(
      `SELECT t.id, t.name, t.assignment_mode, (SELECT count(*) FROM assignment_queue q WHERE q.team_id = t.id)::int AS length FROM team t WHERE t.id = $1`,
      [teamId],
    );
    return { teamId: t.id, name: t.name, assignmentMode: t.assignment_mode, length: t.length };
  }
}

/** The team's open conversations without an agent join its queue, oldest first (its mode was switched on). */
async function enqueueTeam(m: EntityManager, teamId: string): Promise<void> {
  await m.query(
    `INSERT INTO assignment_queue (conversation_id, team_id, workspace_id)
     SELECT c.id, ct.team_id, c.workspace_id FROM conversation_team ct JOIN conversation c ON c.id = ct.conversation_id
     WHERE ct.team_id = $1 AND c.status = 'open' AND NOT EXISTS (SELECT 1 FROM conversation_assignee ca WHERE ca.conversation_id = c.id)
     ORDER BY c.created_at, c.id
     ON CONFLICT DO NOTHING`,
    [teamId],
  );
}
