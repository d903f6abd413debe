import { databaseVariants } from '../../support/databases';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';

describe.each(databaseVariants())('tag lists on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let settings: Person, users: Person, agent: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    [settings, users, agent] = await Promise.all([w.agent(['manageSettings']), w.agent(['manageUser']), w.agent(['allConversations'])]);
  });
  afterAll(() => server?.close());

  const list = (kind: string, who: Person) => w.http.get<string[]>(`/api/tag/${kind}`, who.creds);
  const change = (kind: string, action: 'create' | 'delete', tag: unknown, who: Person) =>
    w.http.post<string[]>(`/api/tag/${kind}/${action}`, { tag }, who.creds);

  it('creates and deletes conversation and customer tags, answering the list alphabetically', async () => {
    expect((await list('conversation', agent)).body.data).toEqual([]);
    expect((await change('conversation', 'create', 'Refund', settings)).body.data).toEqual(['Refund']);
    expect((await change('conversation', 'create', ' billing ', settings)).body.data).toEqual(['billing', 'Refund']);
    // Creating one that exists changes nothing.
    expect((await change('conversation', 'create', 'Refund', settings)).body.data).toEqual(['billing', 'Refund']);
    expect((await change('conversation', 'create', ['退款', 'urgent'], settings)).body.data).toEqual(['billing', 'Refund', 'urgent', '退款']);
    expect((await list('conversation', agent)).body.data).toEqual(['billing', 'Refund', 'urgent', '退款']);
    // The two kinds are separate lists.
    expect((await list('customer', agent)).body.data).toEqual([]);
    expect((await change('customer', 'create', 'vip', users)).body.data).toEqual(['vip']);
    expect((await change('customer', 'create', 'new', settings)).body.data).toEqual(['new', 'vip']);

    expect((await change('conversation', 'delete', 'urgent', settings)).body.data).toEqual(['billing', 'Refund', '退款']);
    // Deleting one that is not there is harmless.
    expect((await change('conversation', 'delete', 'urgent', settings)).body.data).toEqual(['billing', 'Refund', '退款']);
    expect((await change('customer', 'delete', 'new', users)).body.data).toEqual(['vip']);
  });

  it('checks tags and permissions', async () => {
    expect((await change('conversation', 'create', '  ', settings)).status).toBe(400);
    expect((await change('conversation', 'create', 'x'.repeat(101), settings)).status).toBe(400);
    expect((await change('conversation', 'create', undefined, settings)).status).toBe(400);
    expect((await w.http.post('/api/tag/other/create', { tag: 'x' }, settings.creds)).status).toBe(404);
    // Conversation tags are settings; customer tags also belong to whoever manages customers.
    expect((await change('conversation', 'create', 'x', users)).status).toBe(403);
    expect((await change('conversation', 'delete', 'Refund', users)).status).toBe(403);
    for (const kind of ['conversation', 'customer']) {
      expect((await change(kind, 'create', 'x', agent)).status).toBe(403);
      expect((await change(kind, 'delete', 'vip', agent)).status).toBe(403);
    }
    const visitor = await w.visitor('tag-visitor');
    expect((await list('customer', visitor)).status).toBe(403);
    expect((await change('customer', 'create', 'x', visitor)).status).toBe(403);
    expect((await w.http.get('/api/tag/customer')).status).toBe(401);
    // Deleting a tag from the list leaves the records that carry it as they are.
    const conversation = await createConversation(w.http, w.owner.creds, { customer: [visitor.id] });
    await w.http.post('/api/tag/conversation/assign', { conversationId: conversation.id, tag: ['billing'] }, w.owner.creds);
    await change('conversation', 'delete', 'billing', settings);
    const after = await w.http.get<{ tags: string[] }[]>(`/api/conversation/get?id=${conversation.id}`, w.owner.creds);
    expect(after.body.data![0]!.tags).toEqual(['billing']);
    // Workspaces do not share lists.
    const other = await setUpWorkspace(server.parley, server.url);
    expect((await other.http.get<string[]>('/api/tag/conversation', other.owner.creds)).body.data).toEqual([]);
  });

  it('has GraphQL twins', async () => {
    const created = await w.http.graphql<{ createTag: string[] }>(`mutation { createTag(kind: customer, tag: "gold") }`, {}, users.creds);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createTag).toEqual(['gold', 'vip']);
    const read = await w.http.graphql<{ tags: string[] }>(`query($k: TagKind!) { tags(kind: $k) }`, { k: 'customer' }, agent.creds);
    expect(read.data!.tags).toEqual(['gold', 'vip']);
    const deleted = await w.http.graphql<{ deleteTag: string[] }>(`mutation { deleteTag(kind: customer, tag: "gold") }`, {}, users.creds);
    expect(deleted.data!.deleteTag).toEqual(['vip']);
    const refused = await w.http.graphql(`mutation { createTag(kind: conversation, tag: "x") }`, {}, agent.creds);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
