import { shiftCounts, type CountFacts, type InboxCounts } from '../countsDelta';

const now = 1_800_000_000_000;
const counts: InboxCounts = { me: 2, unassigned: 5, mention: 1, snooze: 1, hidden: 0, team: [{ teamId: 't1', count: 3 }] };
const open: CountFacts = { status: 'open', hidden: false, snooze: 0, assignedAgent: [], team: [] };

describe('counters follow an optimistic change (and its rollback)', () => {
  it('assigning an unassigned conversation to me', () => {
    const after = shiftCounts(counts, open, { ...open, assignedAgent: [{ id: 'me' }] }, 'me', now);
    expect(after).toMatchObject({ me: 3, unassigned: 4, mention: 1, snooze: 1, hidden: 0 });
    // Rolling back restores every counter.
    expect(shiftCounts(after, { ...open, assignedAgent: [{ id: 'me' }] }, open, 'me', now)).toEqual(counts);
  });

  it('closing my conversation leaves every counter (they count open ones)', () => {
    const mine = { ...open, assignedAgent: [{ id: 'me' }], team: [{ id: 't1' }] };
    expect(shiftCounts(counts, mine, { ...mine, status: 'closed' }, 'me', now)).toMatchObject({ me: 1, team: [{ teamId: 't1', count: 2 }] });
  });

  it('snoozing takes it out of the main counters and into snooze', () => {
    const mine = { ...open, assignedAgent: [{ id: 'me' }] };
    expect(shiftCounts(counts, mine, { ...mine, snooze: now + 3_600_000 }, 'me', now)).toMatchObject({ me: 1, snooze: 2 });
  });

  it('moving to a team the agent is not in touches no team counter, never below zero', () => {
    const after = shiftCounts({ ...counts, unassigned: 0 }, open, { ...open, team: [{ id: 't9' }] }, 'me', now);
    expect(after).toMatchObject({ unassigned: 0, team: [{ teamId: 't1', count: 3 }] });
    expect(shiftCounts(counts, open, { ...open, team: [{ id: 't1' }] }, 'me', now).team).toEqual([{ teamId: 't1', count: 4 }]);
  });
});
