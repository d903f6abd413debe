import type { CounterKey } from './views';

/** What the counters look at (spec §2; the server's countInbox counts open conversations only). */
export interface CountFacts {
  status: string;
  hidden: boolean;
  snooze: number;
  assignedAgent: readonly { id: string }[];
  team: readonly { id: string }[];
}

export interface InboxCounts {
  me: number;
  unassigned: number;
  mention: number;
  snooze: number;
  hidden: number;
  team: readonly { teamId: string; count: number }[];
}

/** The counters one conversation adds to (mention is left alone: no optimistic change touches it). */
export function countersOf(c: CountFacts, me: string, now: number): { keys: Set<CounterKey>; teams: Set<string> } {
  const keys = new Set<CounterKey>();
  const teams = new Set<string>();
  if (c.status !== 'open') return { keys, teams };
  const main = !c.hidden && (c.snooze === 0 || c.snooze <= now);
  if (c.hidden) keys.add('hidden');
  if (!c.hidden && c.snooze !== 0) keys.add('snooze');
  if (main) {
    if (c.assignedAgent.some((a) => a.id === me)) keys.add('me');
    if (c.assignedAgent.length === 0 && c.team.length === 0) keys.add('unassigned');
    for (const t of c.team) teams.add(t.id);
  }
  return { keys, teams };
}

/**
 * The counters after one conversation changed from `before` to `after` (an optimistic change, or
 * its rollback): each counter it left loses one, each it joined gains one. Teams the agent is not
 * in have no counter and stay out.
 */
export function shiftCounts<T extends InboxCounts>(counts: T, before: CountFacts, after: CountFacts, me: string, now: number): T {
  const a = countersOf(before, me, now);
  const b = countersOf(after, me, now);
  const next = { ...counts };
  const keys: CounterKey[] = ['me', 'unassigned', 'snooze', 'hidden'];
  for (const k of keys) {
    const d = Number(b.keys.has(k)) - Number(a.keys.has(k));
    if (d) next[k] = Math.max(0, counts[k] + d);
  }
  next.team = counts.team.map((t) => {
    const d = Number(b.teams.has(t.teamId)) - Number(a.teams.has(t.teamId));
    return d ? { ...t, count: Math.max(0, t.count + d) } : t;
  });
  return next;
}
