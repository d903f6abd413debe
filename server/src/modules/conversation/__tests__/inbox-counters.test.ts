import { sumCounters, WORKSPACE_KEY, type CounterRow } from '../inbox-counters';

const W = WORKSPACE_KEY;
const rows: CounterRow[] = [
  { agent_id: W, bucket: 'main', teams: '', n: 5 },
  { agent_id: W, bucket: 'main', teams: 't1', n: 3 },
  { agent_id: W, bucket: 'main', teams: 't1,t2', n: '2' },
  { agent_id: W, bucket: 'unassigned', teams: '', n: 4 },
  { agent_id: W, bucket: 'snooze', teams: '', n: 1 },
  { agent_id: W, bucket: 'snooze', teams: 't2', n: 2 },
  { agent_id: W, bucket: 'hidden', teams: 't1', n: 6 },
  { agent_id: 'a1', bucket: 'assigned_main', teams: '', n: 7 },
  { agent_id: 'a1', bucket: 'assigned_snooze', teams: '', n: 1 },
  { agent_id: 'a1', bucket: 'assigned_snooze', teams: 't2', n: 2 },
  { agent_id: 'a1', bucket: 'assigned_hidden', teams: 't1', n: 1 },
  { agent_id: 'a1', bucket: 'mention', teams: 't2', n: 3 },
  { agent_id: 'a1', bucket: 'mention', teams: 't1', n: 1 },
  { agent_id: 'a1', bucket: 'mention_assigned', teams: '', n: 2 },
  // Another agent's rows never count for a1.
  { agent_id: 'a2', bucket: 'assigned_main', teams: '', n: 50 },
];

describe('sumCounters', () => {
  it('gives a reader of the whole workspace every workspace key and their own', () => {
    expect(sumCounters(rows, { scope: 'all', agentId: 'a1', teamIds: ['t2'] })).toEqual({
      me: 7,
      unassigned: 4,
      mention: 6,
      snooze: 3,
      hidden: 6,
      team: { t2: 2 },
    });
  });

  it('gives an agent of their own conversations only what is theirs or their teams’, each once', () => {
    // t1: snoozed 0 + assigned to a1 outside t1 (1 without a team, 2 in t2); hidden 6 in t1 (a1's 1 in t1 is among them).
    expect(sumCounters(rows, { scope: 'own', agentId: 'a1', teamIds: ['t1'] })).toEqual({
      me: 7,
      unassigned: 0,
      mention: 3,
      snooze: 3,
      hidden: 6,
      team: { t1: 5 },
    });
  });

  it('gives an API token the workspace keys and no personal ones', () => {
    expect(sumCounters(rows, { scope: 'all', agentId: null, teamIds: [] })).toEqual({ me: 0, unassigned: 4, mention: 0, snooze: 3, hidden: 6, team: {} });
  });

  it('gives nobody without conversation rights anything but their teams at zero', () => {
    expect(sumCounters(rows, { scope: 'none', agentId: 'a1', teamIds: ['t1'] })).toEqual({
      me: 0,
      unassigned: 0,
      mention: 0,
      snooze: 0,
      hidden: 0,
      team: { t1: 0 },
    });
  });
});
