import { databaseVariants } from '../../support/databases';
import { agentAdmin, type AgentJson } from '../../support/agents';
import { GatewayClient } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';

const AGENT_TAGS = 'query($id: ID!) { agent(id: $id) { id tags } }';
const SET_TAGS = 'mutation($id: ID!, $tags: [String!]!) { updateAgent(input: { id: $id, tags: $tags }) { id tags } }';

/** Spec §3 Agent "tag list": stored per agent, edited by managers, read on both doors. */
describe.each(databaseVariants())('agent tags on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let target: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    target = await w.agent(['ownConversations']);
  });
  afterAll(() => server?.close());

  const admin = () => agentAdmin(w);
  const tagsOf = async (id: string) => (await admin().get(id, w.owner.creds)).body.data![0]!.tags;

  it('a manager sets the whole list over REST: cleaned, readable on every agent route and on GraphQL, new tags join the agent tag list', async () => {
    const inbox = await GatewayClient.connect(server.url, w.owner.creds.token!);
    try {
      const res = await admin().update({ userId: target.id, tags: ['  Cantonese ', 'VIP', 'VIP', '', '夜班'] }, w.owner.creds);
      expect(res.status).toBe(200);
      expect(res.body.data!.tags).toEqual(['Cantonese', 'VIP', '夜班']);
      // Consoles hear of it: the profile (agent.updated) and the picker's options (tag.updated, kind agent).
      await inbox.next((m) => m.event === 'agent.updated' && m.data?.userId === target.id);
      await inbox.next((m) => m.event === 'tag.updated' && m.data?.kind === 'agent');
    } finally {
      inbox.close();
    }

    expect(await tagsOf(target.id)).toEqual(['Cantonese', 'VIP', '夜班']);
    const plain = await w.agent(['ownConversations']);
    // Everyone of the workspace reads them (pickers), as the rest of the profile.
    const picker = await w.http.get<AgentJson[]>(`/api/agent/get?userId=${target.id}`, plain.creds);
    expect(picker.body.data![0]!.tags).toEqual(['Cantonese', 'VIP', '夜班']);
    const available = await w.http.get<AgentJson[]>('/api/agent/available', plain.creds);
    expect(available.body.data!.find((a) => a.id === target.id)!.tags).toEqual(['Cantonese', 'VIP', '夜班']);
    const list = await w.http.get<AgentJson[]>('/api/admin/agent?size=0', w.owner.creds);
    expect(list.body.data!.find((a) => a.id === target.id)!.tags).toEqual(['Cantonese', 'VIP', '夜班']);
    const gql = await w.http.graphql<{ agent: { tags: string[] } }>(AGENT_TAGS, { id: target.id }, plain.creds);
    expect(gql.data?.agent.tags).toEqual(['Cantonese', 'VIP', '夜班']);

    // The workspace's agent tags (the picker's options), on both doors.
    const vocabulary = await w.http.get<string[]>('/api/tag/agent', plain.creds);
    expect(vocabulary.body.data).toEqual(expect.arrayContaining(['Cantonese', 'VIP', '夜班']));
    const gqlVocabulary = await w.http.graphql<{ tags: string[] }>('{ tags(kind: agent) }', {}, plain.creds);
    expect(gqlVocabulary.data?.tags).toEqual(vocabulary.body.data);
    // Other kinds' lists are untouched.
    expect((await w.http.get<string[]>('/api/tag/customer', plain.creds)).body.data).not.toContain('Cantonese');
  });

  it('GraphQL updateAgent replaces the list, [] clears it, and an omitted list is left alone', async () => {
    const set = await w.http.graphql<{ updateAgent: { tags: string[] } }>(SET_TAGS, { id: target.id, tags: ['English', 'Billing'] }, w.owner.creds);
    expect(set.errors).toBeUndefined();
    expect(set.data?.updateAgent.tags).toEqual(['English', 'Billing']);
    expect(await tagsOf(target.id)).toEqual(['English', 'Billing']);

    const renamed = await admin().update({ userId: target.id, displayName: 'Tagged agent' }, w.owner.creds);
    expect(renamed.body.data!.tags).toEqual(['English', 'Billing']);

    const cleared = await w.http.graphql<{ updateAgent: { tags: string[] } }>(SET_TAGS, { id: target.id, tags: [] }, w.owner.creds);
    expect(cleared.data?.updateAgent.tags).toEqual([]);
    expect(await tagsOf(target.id)).toEqual([]);
    // Taking a tag off the workspace's list leaves the agents who carry it alone.
    await admin().update({ userId: target.id, tags: ['Legacy'] }, w.owner.creds);
    const deleted = await w.http.post<string[]>('/api/tag/agent/delete', { tag: 'Legacy' }, w.owner.creds);
    expect(deleted.body.data).not.toContain('Legacy');
    expect(await tagsOf(target.id)).toEqual(['Legacy']);
  });

  it('only managers (manageUser) edit them: others get 403 / FORBIDDEN and nothing changes', async () => {
    await admin().update({ userId: target.id, tags: ['Before'] }, w.owner.creds);
    const settingsOnly = await w.agent(['allConversations', 'manageSettings']);
    const plain = await w.agent(['ownConversations', 'report']);
    const visitor = await w.visitor('agent-tags-visitor');
    const token = await w.token(['allConversations', 'manageSettings', 'report']);
    for (const who of [settingsOnly, plain, visitor, token, target]) {
      const rest = await admin().update({ userId: target.id, tags: ['Hacked'] }, who.creds);
      expect(rest.status).toBe(403);
      const gql = await w.http.graphql(SET_TAGS, { id: target.id, tags: ['Hacked'] }, who.creds);
      expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await admin().update({ userId: target.id, tags: ['Hacked'] }, {})).status).toBe(401);
    expect(await tagsOf(target.id)).toEqual(['Before']);

    // A manager who is not an owner may.
    const manager = await w.agent(['ownConversations', 'manageUser']);
    const ok = await admin().update({ userId: target.id, tags: ['By manager'] }, manager.creds);
    expect(ok.status).toBe(200);
    expect(await tagsOf(target.id)).toEqual(['By manager']);

    // The workspace's agent tag list: managers (users or settings) add and remove; others may only read.
    expect((await w.http.post('/api/tag/agent/create', { tag: 'Plain' }, plain.creds)).status).toBe(403);
    expect((await w.http.post('/api/tag/agent/create', { tag: 'Visitor' }, visitor.creds)).status).toBe(403);
    expect((await w.http.get('/api/tag/agent', visitor.creds)).status).toBe(403);
    expect((await w.http.post<string[]>('/api/tag/agent/create', { tag: 'Settings' }, settingsOnly.creds)).body.data).toContain('Settings');
    expect((await w.http.post<string[]>('/api/tag/agent/create', { tag: 'Users' }, manager.creds)).body.data).toContain('Users');
  });

  it('refuses a tag over 100 characters or more than 50 tags with a 400 naming the field, and keeps the list', async () => {
    await admin().update({ userId: target.id, tags: ['Kept'] }, w.owner.creds);
    const long = 'x'.repeat(101);
    const many = Array.from({ length: 51 }, (_, i) => `tag-${i}`);

    const restLong = await admin().update({ userId: target.id, tags: ['ok', long] }, w.owner.creds);
    expect(restLong.status).toBe(400);
    const restMany = await admin().update({ userId: target.id, tags: many }, w.owner.creds);
    expect(restMany.status).toBe(400);
    expect(JSON.stringify(restMany.body.error)).toContain('tags');
    const restType = await admin().update({ userId: target.id, tags: 'not a list' }, w.owner.creds);
    expect(restType.status).toBe(400);

    const gqlLong = await w.http.graphql(SET_TAGS, { id: target.id, tags: [long] }, w.owner.creds);
    expect(gqlLong.errors?.[0]).toMatchObject({ message: 'A tag is at most 100 characters', extensions: { code: 'BAD_USER_INPUT' } });
    const gqlMany = await w.http.graphql(SET_TAGS, { id: target.id, tags: many }, { ...w.owner.creds, lang: 'zh-TW' });
    expect(gqlMany.errors?.[0]).toMatchObject({ message: '每位客服最多 50 個標籤', extensions: { code: 'BAD_USER_INPUT' } });

    expect(await tagsOf(target.id)).toEqual(['Kept']);
    expect((await w.http.get<string[]>('/api/tag/agent', w.owner.creds)).body.data).not.toContain(long);
  });
});
