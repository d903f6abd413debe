import type { EntityManager } from 'typeorm';
import type { ConversationAccess } from './conversation-access';
import type { ConversationCounts } from './conversation.types';

/** The agent column of a workspace's own counter keys. */
export const WORKSPACE_KEY = '00000000-0000-0000-0000-000000000000';

/** One row of inbox_counter: how many open conversations hold the key. */
export interface CounterRow {
  agent_id: string;
  bucket: string;
  /** Sorted team ids, comma-separated; '' for none. */
  teams: string;
  n: string | number;
}

/** Who reads the counters: the view of the access rule (conversation-access.ts) they need. */
export interface CounterReader {
  scope: ConversationAccess['scope'];
  agentId: string | null;
  teamIds: readonly string[];
}

/**
 * The counters of one reader from the workspace's counter rows and their own (the migration
 * MaintainedInboxCounters says what each key means). The same rule as the inbox lists: `all` reads
 * the workspace; `own` reads what is assigned to them or to one of their teams, so a snoozed, hidden
 * or mentioning conversation counts for them when its team set meets theirs, or else when it is
 * assigned to them; nothing without a team or an assignee is theirs, so their `unassigned` is 0.
 */
export function sumCounters(rows: readonly CounterRow[], reader: CounterReader): ConversationCounts {
  const counts: ConversationCounts = { me: 0, unassigned: 0, mention: 0, snooze: 0, hidden: 0, team: {} };
  for (const t of reader.teamIds) counts.team[t] = 0;
  if (reader.scope !== 'all' && reader.scope !== 'own') return counts;
  const all = reader.scope === 'all';
  const mine = new Set(reader.teamIds);
  const meetsMine = (teams: string) => teams !== '' && teams.split(',').some((t) => mine.has(t));
  for (const r of rows) {
    const n = Number(r.n);
    if (r.agent_id === WORKSPACE_KEY) {
      if (r.bucket === 'main') {
        for (const t of r.teams === '' ? [] : r.teams.split(',')) if (mine.has(t)) counts.team[t] = (counts.team[t] ?? 0) + n;
      } else if (r.bucket === 'unassigned') {
        if (all) counts.unassigned += n;
      } else if (r.bucket === 'snooze' || r.bucket === 'hidden') {
        if (all || meetsMine(r.teams)) counts[r.bucket] += n;
      }
    } else if (r.agent_id === reader.agentId) {
      if (r.bucket === 'assigned_main' || r.bucket === 'mention_assigned') {
        counts[r.bucket === 'assigned_main' ? 'me' : 'mention'] += n;
      } else if (r.bucket === 'assigned_snooze' || r.bucket === 'assigned_hidden') {
        // Those in one of their teams are in the workspace row above already.
        if (!all && !meetsMine(r.teams)) counts[r.bucket === 'assigned_snooze' ? 'snooze' : 'hidden'] += n;
      } else if (r.bucket === 'mention') {
        if (all || meetsMine(r.teams)) counts.mention += n;
      }
    }
  }
  return counts;
}

/**
 * The inbox counters, maintained by the database with each change (migration
 * MaintainedInboxCounters) instead of counted: a read is a handful of rows, whatever the size of the
 * workspace. A conversation whose snooze time has passed counts as snoozed until its wake-up job
 * clears the snooze (seconds), where the lists already show it in the main views.
 */
export async function countInbox(m: EntityManager, access: ConversationAccess): Promise<ConversationCounts> {
  const agentId = access.actor.kind === 'agent' ? access.actor.agentId : null;
  let teamIds: readonly string[] = [];
  if (access.scope === 'own') teamIds = access.teamIds;
  else if (agentId) {
    const rows: { team_id: string }[] = await m.query('SELECT team_id FROM team_member WHERE agent_id = $1 AND workspace_id = $2', [
      agentId,
      access.workspaceId,
    ]);
    teamIds = rows.map((r) => r.team_id);
  }
  if (access.scope !== 'all' && access.scope !== 'own') return sumCounters([], { scope: access.scope, agentId, teamIds });
  const rows: CounterRow[] = await m.query(
    `SELECT agent_id, bucket, teams, n FROM inbox_counter WHERE workspace_id = $1 AND agent_id = ANY($2::uuid[]) AND n <> 0`,
    [access.workspaceId, agentId ? [WORKSPACE_KEY, agentId] : [WORKSPACE_KEY]],
  );
  return sumCounters(rows, { scope: access.scope, agentId, teamIds });
}
