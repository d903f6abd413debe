import type { EntityManager } from 'typeorm';

/** Team assignment modes (spec: issue 20). `off`: the team's conversations wait for a person to assign them. */
export const ASSIGNMENT_MODES = ['off', 'roundRobin', 'leastBusy'] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

/** A conversation waits only while it is open, has no agent, and still has the team (whose mode is on). */
const WAITING = `c.status = 'open' AND NOT EXISTS (SELECT 1 FROM conversation_assignee ca WHERE ca.conversation_id = c.id)`;

/**
 * Puts an open conversation without an agent in the queue of each of its teams (or of `teamIds`
 * among them) whose automatic assignment is on, at the back. Runs inside the change that makes it
 * wait (created with a team, given a team, reopened); answers the teams it joined.
 */
export async function enqueue(m: EntityManager, conversationId: string, teamIds?: readonly string[]): Promise<string[]> {
  const rows: { team_id: string }[] = await m.query(
    `INSERT INTO assignment_queue (conversation_id, team_id, workspace_id)
     SELECT c.id, ct.team_id, c.workspace_id FROM conversation c
       JOIN conversation_team ct ON ct.conversation_id = c.id
       JOIN team t ON t.id = ct.team_id AND t.assignment_mode <> 'off'
     WHERE c.id = $1 AND ($2::uuid[] IS NULL OR ct.team_id = ANY($2::uuid[])) AND ${WAITING}
     ORDER BY ct.team_id
     ON CONFLICT DO NOTHING RETURNING team_id`,
    [conversationId, teamIds ? [...teamIds] : null],
  );
  return rows.map((r) => r.team_id);
}

/**
 * Takes the conversation out of every queue it no longer belongs in (it got an agent, was closed,
 * lost the team); answers those teams. Runs in every change to status or assignment.
 */
export async function dequeueSettled(m: EntityManager, conversationId: string): Promise<string[]> {
  // TypeORM answers a DELETE with [rows, count].
  const [rows]: [{ team_id: string }[], number] = await m.query(
    `DELETE FROM assignment_queue q WHERE q.conversation_id = $1 AND NOT EXISTS (
       SELECT 1 FROM conversation c JOIN conversation_team ct ON ct.conversation_id = c.id AND ct.team_id = q.team_id
       WHERE c.id = q.conversation_id AND ${WAITING})
     RETURNING team_id`,
    [conversationId],
  );
  return rows.map((r) => r.team_id);
}

/** Teams with automatic assignment and someone waiting, among those of these agents (who just freed up). */
export async function teamsWaitingFor(m: EntityManager, agentIds: readonly string[]): Promise<string[]> {
  if (agentIds.length === 0) return [];
  const rows: { team_id: string }[] = await m.query(
    `SELECT DISTINCT tm.team_id FROM team_member tm JOIN team t ON t.id = tm.team_id AND t.assignment_mode <> 'off'
     WHERE tm.agent_id = ANY($1::uuid[]) AND EXISTS (SELECT 1 FROM assignment_queue q WHERE q.team_id = tm.team_id)
     ORDER BY tm.team_id`,
    [[...agentIds]],
  );
  return rows.map((r) => r.team_id);
}

/** Agents assigned to the conversation now (to know who frees up when it closes or they leave it). */
export async function assigneesOf(m: EntityManager, conversationId: string): Promise<string[]> {
  const rows: { agent_id: string }[] = await m.query('SELECT agent_id FROM conversation_assignee WHERE conversation_id = $1 ORDER BY agent_id', [
    conversationId,
  ]);
  return rows.map((r) => r.agent_id);
}

/**
 * What a conversation change does to the queues, gathered while it runs and applied by its commit
 * (ConversationChange): conversations that start waiting, agents who free up, and so the teams
 * whose queue must be looked at once the change has committed.
 */
export class QueueWork {
  private waiting: { teams?: string[] } | null = null;
  private readonly freedAgents = new Set<string>();
  /** Teams whose queue moved or may move: drained (modules/assignment/assignment-engine.ts) after the commit. */
  readonly teams = new Set<string>();

  /** The conversation starts waiting (created or given a team, reopened): in these teams' queues, or all of its teams'. */
  wait(teamIds?: readonly string[]): void {
    if (teamIds && teamIds.length === 0) return;
    const teams = teamIds ? [...(this.waiting?.teams ?? []), ...teamIds] : undefined;
    this.waiting = this.waiting && !this.waiting.teams ? this.waiting : { teams };
  }

  /** These agents had this open conversation and no longer do (it closed, they left it): they have room. */
  freed(agentIds: readonly string[]): void {
    for (const id of agentIds) this.freedAgents.add(id);
  }

  /** Inside the change's transaction, after its row was written. */
  async apply(m: EntityManager, conversationId: string, assignmentTouched: boolean): Promise<void> {
    if (assignmentTouched) for (const t of await dequeueSettled(m, conversationId)) this.teams.add(t);
    if (this.waiting) for (const t of await enqueue(m, conversationId, this.waiting.teams)) this.teams.add(t);
    for (const t of await teamsWaitingFor(m, [...this.freedAgents])) this.teams.add(t);
  }
}
