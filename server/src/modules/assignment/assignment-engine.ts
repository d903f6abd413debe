import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../../common/logger';
import type { EventBus } from '../../core/events/event-bus';
import { domainEvent } from '../../core/events/events';
import { systemAccess } from '../conversation/conversation-access';
import { ConversationChange } from '../conversation/conversation-change';
import { Outbox } from '../conversation/conversation-events';
import { markParticipants } from '../conversation/conversation-members';
import { selectByIds } from '../conversation/conversation-query';
import { addAssignments } from '../conversation/conversation-refs';
import { onlineSql } from '../presence/presence-sql';
import type { AssignmentMode } from './assignment-queue';

export interface EngineDeps {
  dataSource: DataSource;
  bus: EventBus;
  logger: Logger;
}

export const QueueEvents = { changed: 'queue.changed' } as const;

/** Agents who may take conversations: those who read them (own or all conversations). */
const HANDLES_CONVERSATIONS = `a.permissions && ARRAY['all', 'console', 'allConversations', 'ownConversations']::text[]`;

/** Open conversations assigned to the agent in `agent`: what capacity counts. */
export const openCountSql = (agent: string) =>
  `(SELECT count(*) FROM conversation_assignee ca JOIN conversation c ON c.id = ca.conversation_id
    WHERE ca.agent_id = ${agent} AND c.status = 'open')::int`;

interface Candidate {
  id: string;
  open: number;
}

/**
 * The member of the team who gets the next conversation: online (on any node, modules/presence),
 * with room under their capacity, then by the team's rule. Round-robin: the member this team
 * assigned to longest ago (never first), so turns go round and a full or offline member is skipped
 * without losing their place. Least-busy: the fewest open conversations, turns breaking ties.
 */
async function chooseAgent(m: EntityManager, teamId: string, mode: Exclude<AssignmentMode, 'off'>): Promise<Candidate | null> {
  const busiest = mode === 'leastBusy' ? 'x.open, ' : '';
  const rows: Candidate[] = await m.query(
    `SELECT x.id, x.open FROM (
       SELECT a.id, a.capacity, a.display_name, tm.last_assigned_at, ${openCountSql('a.id')} AS open
       FROM team_member tm JOIN agent a ON a.id = tm.agent_id
       WHERE tm.team_id = $1 AND a.deleted_at IS NULL AND ${HANDLES_CONVERSATIONS} AND ${onlineSql('a.id')}
     ) x
     WHERE x.capacity IS NULL OR x.open < x.capacity
     ORDER BY ${busiest}x.last_assigned_at ASC NULLS FIRST, lower(x.display_name), x.id
     LIMIT 1`,
    [teamId],
  );
  return rows[0] ?? null;
}

type Step = { kind: 'assigned'; outbox: Outbox } | { kind: 'dropped' } | { kind: 'stuck' };

/**
 * One decision, in one transaction, under the workspace's assignment lock (a PostgreSQL advisory
 * lock: every node of the cluster takes the same one), so that two nodes or two requests never
 * count an agent's room at the same time: the head of the team's queue goes to the chosen agent,
 * or nobody can take it. The conversation's row lock is taken after the advisory lock; a request
 * holding a conversation never asks for the advisory lock, so the two cannot deadlock.
 */
async function step(deps: EngineDeps, workspaceId: string, teamId: string): Promise<Step> {
  return deps.dataSource.transaction(async (m) => {
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`assignment:${workspaceId}`]);
    const [team]: { assignment_mode: AssignmentMode }[] = await m.query('SELECT assignment_mode FROM team WHERE id = $1 AND workspace_id = $2', [
      teamId,
      workspaceId,
    ]);
    if (!team || team.assignment_mode === 'off') return { kind: 'stuck' };
    const [head]: { conversation_id: string }[] = await m.query('SELECT conversation_id FROM assignment_queue WHERE team_id = $1 ORDER BY position LIMIT 1', [
      teamId,
    ]);
    if (!head) return { kind: 'stuck' };
    const agent = await chooseAgent(m, teamId, team.assignment_mode);
    if (!agent) return { kind: 'stuck' };
    const access = systemAccess(workspaceId);
    const [row] = await selectByIds(m, access, [head.conversation_id], { lock: true, readers: true });
    // Changed since it queued (closed, assigned, lost the team by a change still committing): out of line.
    const [still]: { ok: boolean }[] = await m.query(
      `SELECT (c.status = 'open' AND NOT EXISTS (SELECT 1 FROM conversation_assignee ca WHERE ca.conversation_id = c.id)
               AND EXISTS (SELECT 1 FROM conversation_team ct WHERE ct.conversation_id = c.id AND ct.team_id = $2)) AS ok
       FROM conversation c WHERE c.id = $1`,
      [head.conversation_id, teamId],
    );
    if (!row || !still?.ok) {
      await m.query('DELETE FROM assignment_queue WHERE conversation_id = $1 AND team_id = $2', [head.conversation_id, teamId]);
      return { kind: 'dropped' };
    }
    const change = new ConversationChange(m, access, access.actor, row);
    change.noticeBy = { type: 'system', id: null };
    const ref = { workspaceId, conversationId: row.id };
    await addAssignments(m, 'agent', { ...ref, ids: [agent.id] });
    await markParticipants(m, { ...ref, type: 'agent', ids: [agent.id] });
    await m.query('UPDATE team_member SET last_assigned_at = clock_timestamp() WHERE team_id = $1 AND agent_id = $2', [teamId, agent.id]);
    change.notice({ action: 'assign', agents: [agent.id], teams: [], auto: { team: teamId, mode: team.assignment_mode } }, 'Assigned automatically');
    change.changed('assignedAgent');
    change.changed('agent');
    change.readersChanged();
    change.countsChanged();
    const outbox = new Outbox(workspaceId);
    // The commit takes it out of every queue it waited in (it has an agent now).
    await change.commit(outbox);
    return { kind: 'assigned', outbox };
  });
}

/**
 * Writes the "waiting for an agent" notice of each conversation of the team's queue that has none
 * yet, with its place in line. Claimed by an UPDATE of the queue row, so one node writes it.
 */
async function noticeWaiting(deps: EngineDeps, workspaceId: string, teamId: string): Promise<void> {
  const waiting: { conversation_id: string }[] = await deps.dataSource.query(
    'SELECT conversation_id FROM assignment_queue WHERE team_id = $1 AND NOT notified ORDER BY position',
    [teamId],
  );
  for (const { conversation_id: id } of waiting) {
    const outbox = new Outbox(workspaceId);
    await deps.dataSource.transaction(async (m) => {
      const access = systemAccess(workspaceId);
      const [row] = await selectByIds(m, access, [id], { lock: true, readers: true });
      if (!row) return;
      const [claimed]: [{ position: string }[], number] = await m.query(
        'UPDATE assignment_queue SET notified = true WHERE conversation_id = $1 AND team_id = $2 AND NOT notified RETURNING position',
        [id, teamId],
      );
      if (claimed.length === 0) return;
      const [{ n }]: { n: number }[] = await m.query('SELECT count(*)::int AS n FROM assignment_queue WHERE team_id = $1 AND position <= $2', [
        teamId,
        claimed[0].position,
      ]);
      const change = new ConversationChange(m, access, access.actor, row);
      change.noticeBy = { type: 'system', id: null };
      change.notice({ action: 'queued', teams: [teamId], queue: n }, `Waiting for an agent: ${n} in queue`);
      await change.commit(outbox);
    });
    await outbox.publish(deps.bus);
  }
}

/** Conversations waiting in the team's queue. */
export async function queueLength(m: EntityManager, teamId: string): Promise<number> {
  const [{ n }]: { n: number }[] = await m.query('SELECT count(*)::int AS n FROM assignment_queue WHERE team_id = $1', [teamId]);
  return n;
}

/**
 * Hands the teams' waiting conversations, oldest first, to agents who can take them, until the
 * queue is empty or nobody has room; then notes who waits, and tells the inbox the queue's length.
 * Called after whatever may move a queue has committed (a conversation waits, an agent frees up or
 * comes online, a setting changes), on whichever node it happened: the decisions are the
 * database's, so running it twice at once, or on two nodes, assigns each conversation once.
 */
export async function drainQueues(
  deps: EngineDeps,
  workspaceId: string,
  teamIds: Iterable<string>,
  /** The caller changed these queues (a conversation joined or left): announce their length even if nothing moves here. */
  opts: { changed?: boolean } = {},
): Promise<void> {
  for (const teamId of [...new Set(teamIds)].sort()) {
    try {
      let moved = opts.changed === true;
      for (;;) {
        const done = await step(deps, workspaceId, teamId);
        if (done.kind === 'stuck') break;
        moved = true;
        if (done.kind === 'assigned') await done.outbox.publish(deps.bus);
      }
      await noticeWaiting(deps, workspaceId, teamId);
      if (!moved) continue;
      const length = await queueLength(deps.dataSource.manager, teamId);
      await deps.bus.publish(domainEvent(QueueEvents.changed, workspaceId, {}, { teamId, length }));
    } catch (err) {
      // The change that called is committed; the queue moves again at the next change or sweep.
      deps.logger.error({ err, workspaceId, teamId }, 'automatic assignment failed');
    }
  }
}

/** The teams (with automatic assignment and a queue) of an agent who came online or got more room. */
export async function drainForAgent(deps: EngineDeps, workspaceId: string, agentId: string): Promise<void> {
  const rows: { team_id: string }[] = await deps.dataSource.query(
    `SELECT tm.team_id FROM team_member tm JOIN team t ON t.id = tm.team_id AND t.assignment_mode <> 'off'
     WHERE tm.agent_id = $1 AND tm.workspace_id = $2 AND EXISTS (SELECT 1 FROM assignment_queue q WHERE q.team_id = tm.team_id)`,
    [agentId, workspaceId],
  );
  await drainQueues(
    deps,
    workspaceId,
    rows.map((r) => r.team_id),
  );
}

/**
 * Every team with a queue, every few seconds on each node (jobs/): what a crash between a commit
 * and its drain left waiting moves anyway. Cheap when queues are empty (one index read).
 */
export async function sweepQueues(deps: EngineDeps): Promise<void> {
  const rows: { workspace_id: string; team_id: string }[] = await deps.dataSource.query(
    'SELECT DISTINCT workspace_id, team_id FROM assignment_queue ORDER BY workspace_id, team_id',
  );
  const byWorkspace = new Map<string, string[]>();
  for (const r of rows) byWorkspace.set(r.workspace_id, [...(byWorkspace.get(r.workspace_id) ?? []), r.team_id]);
  for (const [workspaceId, teams] of byWorkspace) await drainQueues(deps, workspaceId, teams);
}
