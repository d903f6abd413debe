import { databaseVariants } from '../../support/databases';
import { GatewayClient } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, history, setUpWorkspace, type ConversationJson, type Person, type TestWorkspace } from '../../factories/conversation';

interface TeamJson {
  id: string;
  name: string;
  agent: string[];
}

const DUPLICATE = 'Team name already exists';

describe.each(databaseVariants())('teams on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let ann: Person, bob: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    [ann, bob] = await Promise.all([w.agent(['ownConversations']), w.agent(['allConversations'])]);
  });
  afterAll(() => server?.close());

  const create = (body: Record<string, unknown>, who: Person = w.owner) => w.http.post<TeamJson>('/api/admin/team/create', body, who.creds);
  const update = (body: Record<string, unknown>, who: Person = w.owner) => w.http.post<TeamJson>('/api/admin/team/update', body, who.creds);
  const list = (who: Person = w.owner) => w.http.get<TeamJson[]>('/api/admin/team?size=0', who.creds);

  it('creates teams with a trimmed name unique per workspace ignoring case, and members who are agents of the workspace', async () => {
    const made = await create({ name: '  Billing  ', agent: [ann.id, bob.id] });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ name: 'Billing' });
    expect(made.body.data!.agent.sort()).toEqual([ann.id, bob.id].sort());

    for (const name of ['Billing', 'billing', '  BILLING ']) {
      const dup = await create({ name });
      expect(dup.status).toBe(400);
      expect(dup.body.error?.message).toBe(DUPLICATE);
    }
    expect((await create({ name: '   ' })).status).toBe(400);
    expect((await create({})).status).toBe(400);
    expect((await create({ name: 'x'.repeat(101) })).status).toBe(400);

    // Members must be agents of this workspace.
    const elsewhere = await setUpWorkspace(server.parley, server.url);
    expect((await create({ name: 'Foreign', agent: [elsewhere.owner.id] })).status).toBe(400);
    expect((await create({ name: 'Foreign', agent: ['not-an-id'] })).status).toBe(400);
    // The same name is fine in another workspace.
    expect((await elsewhere.http.post('/api/admin/team/create', { name: 'Billing' }, elsewhere.owner.creds)).status).toBe(200);

    const teams = (await list()).body.data!;
    expect(teams.filter((t) => t.name.toLowerCase() === 'billing')).toHaveLength(1);
  });

  it('renames and replaces members; a rename onto another team’s name is refused', async () => {
    const sales = (await create({ name: 'Sales', agent: [ann.id] })).body.data!;
    await create({ name: 'Support' });
    const dup = await update({ id: sales.id, name: 'SUPPORT' });
    expect(dup.status).toBe(400);
    expect(dup.body.error?.message).toBe(DUPLICATE);
    // Its own name in another case is a rename, not a duplicate.
    expect((await update({ id: sales.id, name: 'SALES' })).body.data).toMatchObject({ name: 'SALES', agent: [ann.id] });
    const members = await update({ id: sales.id, agent: [bob.id] });
    expect(members.body.data).toMatchObject({ name: 'SALES', agent: [bob.id] });
    expect((await update({ id: sales.id, agent: [] })).body.data!.agent).toEqual([]);
    expect((await update({ id: '00000000-0000-4000-8000-000000000000', name: 'Ghost' })).status).toBe(404);
    const elsewhere = await setUpWorkspace(server.parley, server.url);
    expect((await elsewhere.http.post('/api/admin/team/update', { id: sales.id, name: 'Stolen' }, elsewhere.owner.creds)).status).toBe(404);
    expect((await elsewhere.http.post('/api/admin/team/delete', { id: sales.id }, elsewhere.owner.creds)).status).toBe(404);
  });

  it('lets any agent list teams, only managers change them; visitors and anonymous callers are refused', async () => {
    const team = (await create({ name: 'Listed', agent: [ann.id] })).body.data!;
    const read = await list(ann);
    expect(read.status).toBe(200);
    expect(read.body.data!.find((t) => t.id === team.id)).toEqual(team);
    for (const call of [
      () => create({ name: 'Not allowed' }, ann),
      () => update({ id: team.id, name: 'Renamed by ann' }, ann),
      () => w.http.post('/api/admin/team/delete', { id: team.id }, ann.creds),
    ]) {
      expect((await call()).status).toBe(403);
    }
    const visitor = await w.visitor('teams-visitor');
    expect((await w.http.get('/api/admin/team', visitor.creds)).status).toBe(403);
    expect((await w.http.get('/api/admin/team')).status).toBe(401);
    expect((await w.http.post('/api/admin/team/create', { name: 'Anon' })).status).toBe(401);
    expect((await list()).body.data!.find((t) => t.id === team.id)!.name).toBe('Listed');
  });

  it('deletes a team: its conversations lose it with a notice and events, and its members lose access through it', async () => {
    const team = (await create({ name: 'Escalations', agent: [ann.id] })).body.data!;
    const visitor = await w.visitor('teams-delete-visitor');
    const conversation = await createConversation(w.http, w.owner.creds, { customer: [visitor.id] });
    expect((await w.http.post('/api/conversation/update', { id: conversation.id, addTeam: [team.id] }, w.owner.creds)).status).toBe(200);
    // ann reads it through the team.
    expect((await w.http.get(`/api/conversation/get?id=${conversation.id}`, ann.creds)).status).toBe(200);

    const annSocket = await GatewayClient.connect(server.url, ann.creds.token!);
    const inbox = await GatewayClient.connect(server.url, bob.creds.token!);
    try {
      expect((await w.http.post('/api/admin/team/delete', { id: team.id }, w.owner.creds)).status).toBe(200);
      const told = await inbox.next((m) => m.event === 'conversation.updated' && m.data?.id === conversation.id);
      expect(told.data).toMatchObject({ team: [], changed: ['team'] });
      // The member who read it through the team hears of the change too (readers before and after).
      await annSocket.next((m) => m.event === 'conversation.updated' && m.data?.id === conversation.id);
      await inbox.next((m) => m.event === 'team.deleted' && m.data?.id === team.id);
    } finally {
      annSocket.close();
      inbox.close();
    }
    const [after] = (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${conversation.id}`, w.owner.creds)).body.data!;
    expect(after.team).toEqual([]);
    const notice = (await history(w.http, w.owner.creds, conversation.id)).body.data!.find((m) => m.meta.system?.action === 'unassign');
    expect(notice?.meta.system).toMatchObject({ teams: [team.id], agents: [] });
    expect((await w.http.get(`/api/conversation/get?id=${conversation.id}`, ann.creds)).status).toBe(404);
    expect((await list()).body.data!.map((t) => t.id)).not.toContain(team.id);
    expect((await w.http.post('/api/admin/team/delete', { id: team.id }, w.owner.creds)).status).toBe(404);
    expect((await w.http.post('/api/conversation/update', { id: conversation.id, addTeam: [team.id] }, w.owner.creds)).status).toBe(400);
  });

  it('has GraphQL twins: teams for every agent (with members), mutations for managers, the duplicate message as BAD_USER_INPUT', async () => {
    const created = await w.http.graphql<{ createTeam: { id: string; name: string; agent: string[]; members: { id: string; displayName: string }[] } }>(
      'mutation($n: String!, $a: [ID!]) { createTeam(name: $n, agent: $a) { id name agent members { id displayName } } }',
      { n: ' Night desk ', a: [bob.id] },
      w.owner.creds,
    );
    expect(created.errors).toBeUndefined();
    const team = created.data!.createTeam;
    expect(team).toMatchObject({ name: 'Night desk', agent: [bob.id], members: [{ id: bob.id, displayName: expect.any(String) }] });

    const dup = await w.http.graphql('mutation { createTeam(name: "night DESK") { id } }', {}, w.owner.creds);
    expect(dup.errors?.[0]).toMatchObject({ message: DUPLICATE, extensions: { code: 'BAD_USER_INPUT' } });

    const renamed = await w.http.graphql<{ updateTeam: { name: string; agent: string[] } }>(
      'mutation($id: ID!, $a: [ID!]) { updateTeam(id: $id, name: "Night shift", agent: $a) { name agent } }',
      { id: team.id, a: [ann.id, bob.id] },
      w.owner.creds,
    );
    expect(renamed.data!.updateTeam.name).toBe('Night shift');
    expect(renamed.data!.updateTeam.agent.sort()).toEqual([ann.id, bob.id].sort());

    const asAnn = await w.http.graphql<{ teams: { id: string; name: string; members: { id: string }[] }[] }>(
      'query { teams { id name members { id } } }',
      {},
      ann.creds,
    );
    expect(asAnn.errors).toBeUndefined();
    expect(asAnn.data!.teams.find((t) => t.id === team.id)!.members).toHaveLength(2);
    const refused = await w.http.graphql('mutation($id: ID!) { deleteTeam(id: $id) }', { id: team.id }, ann.creds);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The agent's profile lists the team.
    const agent = await w.http.graphql<{ agent: { teams: { id: string; name: string }[] } }>(
      'query($id: ID!) { agent(id: $id) { teams { id name } } }',
      { id: ann.id },
      w.owner.creds,
    );
    expect(agent.data!.agent.teams).toContainEqual({ id: team.id, name: 'Night shift' });

    const deleted = await w.http.graphql<{ deleteTeam: boolean }>('mutation($id: ID!) { deleteTeam(id: $id) }', { id: team.id }, w.owner.creds);
    expect(deleted.data!.deleteTeam).toBe(true);
  });

  it('answers two creations of the same name at once with one team and one duplicate error', async () => {
    const results = await Promise.all([create({ name: 'Race' }), create({ name: 'RACE' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.error?.message).toBe(DUPLICATE);
  });
});
