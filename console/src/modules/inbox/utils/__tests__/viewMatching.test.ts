import { leaveNotice, matchesView, type MatchFacts } from '../viewMatching';
import { defaultView, resolveView, teamView, type ViewParams } from '../views';

const now = 1_800_000_000_000;
const ctx = { me: 'me', myTeams: ['t1'], now };
const base: MatchFacts = {
  status: 'open',
  hidden: false,
  snooze: 0,
  mentioned: false,
  tags: [],
  customer: [{ id: 'cu1' }],
  assignedAgent: [],
  team: [],
};
const mine = { ...base, assignedAgent: [{ id: 'me' }] };
const view = (value: 'all' | 'me' | 'unassigned' | 'snooze' | 'hidden' | 'mention') => defaultView(value).params;

describe('does a conversation still match its view (the server list rules)', () => {
  it('all: open, neither hidden nor snoozed into the future', () => {
    expect(matchesView(base, view('all'), ctx)).toBe(true);
    expect(matchesView({ ...base, snooze: now - 1 }, view('all'), ctx)).toBe(true);
    expect(leaveNotice({ ...base, snooze: now + 60_000 }, view('all'), ctx)).toEqual({ kind: 'snoozed' });
    expect(leaveNotice({ ...base, hidden: true }, view('all'), ctx)).toEqual({ kind: 'hidden' });
  });

  it('status: a status view keeps only its status; all keeps every status', () => {
    expect(leaveNotice({ ...mine, status: 'closed' }, view('me'), ctx)).toEqual({ kind: 'status', status: 'closed' });
    expect(leaveNotice({ ...mine, status: 'terminated' }, view('me'), ctx)).toEqual({ kind: 'status', status: 'terminated' });
    expect(matchesView({ ...mine, status: 'closed' }, defaultView('me', 'closed').params, ctx)).toBe(true);
    expect(leaveNotice(mine, defaultView('me', 'closed').params, ctx)).toEqual({ kind: 'status', status: 'open' });
    expect(matchesView({ ...mine, status: 'closed' }, defaultView('me', 'all').params, ctx)).toBe(true);
  });

  it('assigned to me: another agent, a team, or nobody', () => {
    expect(matchesView(mine, view('me'), ctx)).toBe(true);
    expect(leaveNotice({ ...base, assignedAgent: [{ id: 'other' }] }, view('me'), ctx)).toEqual({ kind: 'agent' });
    expect(leaveNotice({ ...base, team: [{ id: 't9' }] }, view('me'), ctx)).toEqual({ kind: 'team' });
    expect(leaveNotice(base, view('me'), ctx)).toEqual({ kind: 'nobody' });
  });

  it('unassigned: neither an agent nor a team holds it', () => {
    expect(matchesView(base, view('unassigned'), ctx)).toBe(true);
    expect(leaveNotice(mine, view('unassigned'), ctx)).toEqual({ kind: 'me' });
    expect(leaveNotice({ ...base, assignedAgent: [{ id: 'other' }] }, view('unassigned'), ctx)).toEqual({ kind: 'agent' });
    expect(leaveNotice({ ...base, team: [{ id: 't1' }] }, view('unassigned'), ctx)).toEqual({ kind: 'team' });
  });

  it('snooze keeps any snoozed (even overdue) and not hidden; hidden keeps hidden ones', () => {
    expect(matchesView({ ...base, snooze: now + 1 }, view('snooze'), ctx)).toBe(true);
    expect(matchesView({ ...base, snooze: now - 1 }, view('snooze'), ctx)).toBe(true);
    expect(leaveNotice(base, view('snooze'), ctx)).toEqual({ kind: 'unsnoozed' });
    expect(leaveNotice({ ...base, snooze: now + 1, hidden: true }, view('snooze'), ctx)).toEqual({ kind: 'hidden' });
    expect(matchesView({ ...base, hidden: true, snooze: now + 1 }, view('hidden'), ctx)).toBe(true);
    expect(leaveNotice(base, view('hidden'), ctx)).toEqual({ kind: 'unhidden' });
  });

  it('mentioned me', () => {
    expect(matchesView({ ...base, mentioned: true }, view('mention'), ctx)).toBe(true);
    expect(leaveNotice(base, view('mention'), ctx)).toEqual({ kind: 'other' });
  });

  it('team views: that team, or any of mine without a team id', () => {
    const t1 = teamView({ teamId: 't1', name: 'Billing' }).params;
    expect(matchesView({ ...base, team: [{ id: 't1' }] }, t1, ctx)).toBe(true);
    expect(leaveNotice({ ...base, team: [{ id: 't2' }] }, t1, ctx)).toEqual({ kind: 'team' });
    expect(leaveNotice({ ...base, assignedAgent: [{ id: 'x' }] }, t1, ctx)).toEqual({ kind: 'agent' });
    expect(leaveNotice(base, t1, ctx)).toEqual({ kind: 'nobody' });
    const anyOfMine: ViewParams = { filter: 'team' };
    expect(matchesView({ ...base, team: [{ id: 't1' }] }, anyOfMine, ctx)).toBe(true);
    expect(leaveNotice({ ...base, team: [{ id: 't2' }] }, anyOfMine, ctx)).toEqual({ kind: 'team' });
  });

  it('custom filters: tag, customer and agent', () => {
    const tagged: ViewParams = { status: 'all', filter: 'all', tag: 'vip' };
    expect(matchesView({ ...base, tags: ['vip'] }, tagged, ctx)).toBe(true);
    expect(leaveNotice(base, tagged, ctx)).toEqual({ kind: 'other' });
    expect(leaveNotice(base, { filter: 'all', customerId: 'cu2' }, ctx)).toEqual({ kind: 'other' });
    expect(leaveNotice({ ...base, team: [{ id: 't1' }] }, { filter: 'all', agentId: 'a1' }, ctx)).toEqual({ kind: 'team' });
    // A customer tag is not on the card: the card stays.
    expect(matchesView(base, { filter: 'all', customerTag: 'gold' }, ctx)).toBe(true);
  });

  it('the default filter is me and the default status open, as on the server', () => {
    expect(leaveNotice(base, {}, ctx)).toEqual({ kind: 'nobody' });
    expect(leaveNotice({ ...mine, status: 'closed' }, {}, ctx)).toEqual({ kind: 'status', status: 'closed' });
  });
});

describe('resolving ?view=', () => {
  const lists = {
    teams: [{ teamId: 't1', name: 'Billing' }],
    custom: [{ value: 'customView-a', label: 'VIP', searchParams: { tag: 'vip', status: null } }],
    status: 'open' as const,
  };
  it('finds default, team and saved views, and falls back to assigned to me', () => {
    expect(resolveView('unassigned', lists)).toMatchObject({
      kind: 'default',
      value: 'unassigned',
      counter: 'unassigned',
      params: { status: 'open', filter: 'unassigned' },
    });
    expect(resolveView('team-t1', lists)).toMatchObject({ kind: 'team', label: 'Billing', params: { filter: 'team', team: 't1' } });
    expect(resolveView('customView-a', lists)).toEqual({ kind: 'custom', value: 'customView-a', label: 'VIP', params: { tag: 'vip' } });
    for (const gone of ['team-t2', 'customView-b', 'nonsense', null]) expect(resolveView(gone, lists)).toMatchObject({ kind: 'default', value: 'me' });
  });
});

describe('a saved view’s time window and online-only filter', () => {
  const windowed: ViewParams = { status: 'open', filter: 'all', afterTimestamp: 1000, beforeTimestamp: 2000 };
  it('keeps a conversation whose last activity is strictly inside the window, as the server does', () => {
    expect(matchesView({ ...base, orderTimestamp: 1500 }, windowed, ctx)).toBe(true);
    expect(leaveNotice({ ...base, orderTimestamp: 2000 }, windowed, ctx)).toEqual({ kind: 'other' });
    expect(leaveNotice({ ...base, orderTimestamp: 1000 }, windowed, ctx)).toEqual({ kind: 'other' });
    // Facts without the time (an older card) are left to the server.
    expect(matchesView(base, windowed, ctx)).toBe(true);
  });

  it('online only: a customer who went offline leaves the view', () => {
    const online: ViewParams = { status: 'open', filter: 'all', showOnline: true };
    expect(matchesView({ ...base, online: true }, online, ctx)).toBe(true);
    expect(leaveNotice({ ...base, online: false }, online, ctx)).toEqual({ kind: 'other' });
    expect(matchesView({ ...base, online: false }, { status: 'open', filter: 'all' }, ctx)).toBe(true);
  });
});
