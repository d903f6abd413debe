import { databaseVariants, TEST_REDIS_URL } from '../support/databases';
import { assignmentApi, goOnline, untilOnline } from '../support/assignment';
import type { GatewayClient } from '../support/realtime';
import { startTestServer, type TestServer } from '../support/server';
import { createConversation, setUpWorkspace, type Person, type TestWorkspace } from '../factories/conversation';

/** Issue 20: a team's conversations go to an online member with room, by the team's rule, else wait in line. */
describe.each(databaseVariants())('automatic assignment on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let token: Person;
  let visitor: Person;
  let api: ReturnType<typeof assignmentApi>;
  const sockets: GatewayClient[] = [];

  beforeAll(async () => {
    const redis: Record<string, string> = variant.name === 'postgres' && TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL } : {};
    // Its own server (not a group's, tests/support/shared-server.ts): the PostgreSQL variant runs on Redis (REDIS_URL), as assignment across nodes does.
    server = await startTestServer(variant, redis);
    w = await setUpWorkspace(server.parley, server.url);
    token = await w.token(['allConversations']);
    visitor = await w.visitor('assignment-visitor');
    api = assignmentApi(w.http, w.owner.creds);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server?.close();
  });

  const online = async (p: Person) => {
    const s = await goOnline(w.http, server.url, p, w.owner.creds);
    sockets.push(s);
    return s;
  };
  const agents = (n: number) => Promise.all(Array.from({ length: n }, () => w.agent(['ownConversations'])));
  const arrive = (teamId: string) => api.arrive(teamId, token.creds, visitor.id);

  it('round-robin gives members their turns in order, skipping nobody', async () => {
    const members = await agents(3);
    const team = await w.team(
      'Round robin',
      members.map((m) => m.id),
    );
    await api.setMode(team, 'roundRobin');
    for (const m of members) await online(m);
    const order: string[] = [];
    for (let i = 0; i < 7; i++) order.push((await api.assignees(await arrive(team)))[0]);
    // Each member once per round, and the same order every round.
    expect(new Set(order.slice(0, 3)).size).toBe(3);
    expect(order.slice(3, 6)).toEqual(order.slice(0, 3));
    expect(order[6]).toBe(order[0]);
    const first = await api.notices(
      (await w.http.get<{ id: string }[]>(`/api/conversation?status=open&filter=team&team=${team}&size=1`, w.owner.creds)).body.data![0].id,
    );
    expect(first.find((n) => n.action === 'assign')).toMatchObject({ auto: { team, mode: 'roundRobin' }, by: { type: 'system' } });
  });

  it('least-busy gives the member with the fewest open conversations, turns breaking ties', async () => {
    const [x, y, z] = await agents(3);
    const team = await w.team('Least busy', [x.id, y.id, z.id]);
    // x has two open conversations, z one, y none (assigned by hand, outside the team).
    for (const who of [x, x, z]) await createConversation(w.http, w.owner.creds, { agent: [who.id] });
    await api.setMode(team, 'leastBusy');
    for (const m of [x, y, z]) await online(m);
    const got: string[] = [];
    for (let i = 0; i < 4; i++) got.push((await api.assignees(await arrive(team)))[0]);
    // y (0 open) -> y and z at 1: z, who never had a turn -> y (1) -> all three at 2: x, who never had a turn.
    expect(got).toEqual([y.id, z.id, y.id, x.id]);
    expect((await api.capacity(x.id)).open).toBe(3);
  });

  it('respects capacity, queues in arrival order with a notice, and assigns the moment a member frees up', async () => {
    const [ann, ben] = await agents(2);
    const team = await w.team('Capacity', [ann.id, ben.id]);
    await api.setMode(team, 'leastBusy');
    await api.setCapacity(ann.id, 2);
    await api.setCapacity(ben.id, 0);
    await online(ann);
    await online(ben);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await arrive(team));
    expect(await api.assignees(ids[0])).toEqual([ann.id]);
    expect(await api.assignees(ids[1])).toEqual([ann.id]);
    for (const id of ids.slice(2)) expect(await api.assignees(id)).toEqual([]);
    expect(await api.capacity(ann.id)).toEqual({ userId: ann.id, capacity: 2, open: 2 });
    expect(await api.queueOf(team)).toBe(3);
    // Each waiting conversation says so, with its place in line.
    for (const [i, id] of ids.slice(2).entries()) {
      expect((await api.notices(id)).filter((n) => n.action === 'queued')).toEqual([expect.objectContaining({ teams: [team], queue: i + 1 })]);
    }

    // ann closes one: the first in line is hers at once (the close's own request drains the queue).
    expect((await w.http.post('/api/conversation/update', { id: ids[0], status: 'closed' }, ann.creds)).status).toBe(200);
    expect(await api.assignees(ids[2])).toEqual([ann.id]);
    expect(await api.assignees(ids[3])).toEqual([]);
    // ann leaves another (unassigns herself): the next in line comes to her; the one she left stays unassigned.
    expect((await w.http.post('/api/conversation/update', { id: ids[1], removeAgent: [ann.id] }, ann.creds)).status).toBe(200);
    expect(await api.assignees(ids[3])).toEqual([ann.id]);
    expect(await api.assignees(ids[1])).toEqual([]);
    expect(await api.queueOf(team)).toBe(1);
    // More room lets the last one through.
    await api.setCapacity(ben.id, 1);
    expect(await api.assignees(ids[4])).toEqual([ben.id]);
    expect(await api.queueOf(team)).toBe(0);
  });

  it('never assigns to an offline member; one who comes online takes what waits', async () => {
    const [sam] = await agents(1);
    const team = await w.team('Night shift', [sam.id]);
    await api.setMode(team, 'roundRobin');
    const observer = await online(w.owner);
    const waiting = await arrive(team);
    const later = await arrive(team);
    // The requests drained the queue before answering: nobody took them.
    expect(await api.assignees(waiting)).toEqual([]);
    expect(await api.assignees(later)).toEqual([]);
    expect(await api.queueOf(team)).toBe(2);
    await api.setCapacity(sam.id, 1);

    const samSocket = await online(sam);
    const told = await observer.next((m) => m.event === 'conversation.updated' && m.data?.id === waiting);
    expect(told.data).toMatchObject({ assignedAgent: [{ id: sam.id }] });
    // The queue's new length comes after the assignment; the second one still waits (sam is full).
    await observer.next((m) => m.event === 'queue.changed' && m.data?.teamId === team && m.data?.length === 1);
    expect(await api.assignees(later)).toEqual([]);

    // sam goes offline and another conversation arrives: it waits, although sam would have room.
    samSocket.close();
    await untilOnline(w.http, sam.id, w.owner.creds, false);
    await api.setCapacity(sam.id, 5);
    const third = await arrive(team);
    expect(await api.assignees(third)).toEqual([]);
    expect(await api.assignees(later)).toEqual([]);
    expect(await api.queueOf(team)).toBe(2);
  });

  it('takes conversations given a team by a tag rule or by hand, and the queue of a team switched on', async () => {
    const [kim] = await agents(1);
    const team = await w.team('Billing', [kim.id]);
    const c1 = (await createConversation(w.http, token.creds, { customer: [visitor.id] })).id;
    const c2 = (await createConversation(w.http, token.creds, { customer: [visitor.id] })).id;
    // Mode off: a team conversation waits for a person, with no queue.
    expect((await w.http.post('/api/conversation/update', { id: c1, addTeam: [team] }, w.owner.creds)).status).toBe(200);
    expect(await api.queueOf(team)).toBe(0);
    await online(kim);
    // Switched on: the team's open conversation without an agent is taken.
    expect(await api.setMode(team, 'roundRobin')).toMatchObject({ teamId: team, assignmentMode: 'roundRobin', length: 0 });
    expect(await api.assignees(c1)).toEqual([kim.id]);
    // A tag rule gives the team: the same.
    const rules = await w.http.post('/api/admin/setting/rule/update', { rules: [{ tag: 'invoice', team: [team] }] }, w.owner.creds);
    expect(rules.status).toBe(200);
    expect((await w.http.post('/api/tag/conversation/assign', { conversationId: c2, tag: ['invoice'] }, w.owner.creds)).status).toBe(200);
    expect(await api.assignees(c2)).toEqual([kim.id]);
    // A conversation without a team is never assigned automatically.
    const loose = (await createConversation(w.http, token.creds, { customer: [visitor.id] })).id;
    expect(await api.assignees(loose)).toEqual([]);
  });

  it('checks settings: managers only, known modes, whole capacities; GraphQL answers like REST', async () => {
    const [member] = await agents(1);
    const team = await w.team('Settings', [member.id]);
    const bad = async (path: string, body: Record<string, unknown>, creds = w.owner.creds) => (await w.http.post(path, body, creds)).status;
    expect(await bad('/api/admin/team/assignment', { id: team, assignmentMode: 'random' })).toBe(400);
    expect(await bad('/api/admin/team/assignment', { id: team, assignmentMode: 'leastBusy' }, member.creds)).toBe(403);
    expect(await bad('/api/admin/team/assignment', { id: '00000000-0000-4000-8000-000000000000', assignmentMode: 'leastBusy' })).toBe(404);
    for (const capacity of [-1, 1.5, 1001, 'ten']) expect(await bad('/api/admin/agent/capacity', { userId: member.id, capacity })).toBe(400);
    expect(await bad('/api/admin/agent/capacity', { userId: member.id, capacity: 3 }, member.creds)).toBe(403);
    expect((await api.capacity(member.id)).capacity).toBeNull();
    // The agent reads their own capacity; the queue of their team shows in their inbox.
    expect((await w.http.get(`/api/admin/agent/capacity?userId=${member.id}`, member.creds)).status).toBe(200);
    await api.setMode(team, 'leastBusy');
    expect((await api.queues(member.creds)).teams.map((t) => t.teamId)).toEqual([team]);

    const gql = await w.http.graphql<{ setAgentCapacity: { capacity: number; open: number }; setTeamAssignmentMode: { assignmentMode: string } }>(
      `mutation ($u: ID!, $t: ID!) { setAgentCapacity(userId: $u, capacity: 4) { capacity open } setTeamAssignmentMode(teamId: $t, assignmentMode: "roundRobin") { assignmentMode } }`,
      { u: member.id, t: team },
      w.owner.creds,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data).toEqual({ setAgentCapacity: { capacity: 4, open: 0 }, setTeamAssignmentMode: { assignmentMode: 'roundRobin' } });
    const read = await w.http.graphql<{ assignmentQueues: { total: number; teams: { teamId: string }[] }; teams: { id: string; assignmentMode: string }[] }>(
      `{ assignmentQueues { total teams { teamId length } } teams { id assignmentMode } }`,
      undefined,
      member.creds,
    );
    expect(read.data!.assignmentQueues.teams.map((t) => t.teamId)).toEqual([team]);
    expect(read.data!.teams.find((t) => t.id === team)?.assignmentMode).toBe('roundRobin');
    const refused = await w.http.graphql(`mutation ($u: ID!) { setAgentCapacity(userId: $u, capacity: -2) { capacity } }`, { u: member.id }, w.owner.creds);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
