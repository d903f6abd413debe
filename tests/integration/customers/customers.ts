import { databaseVariants } from '../../support/databases';
import type { Credentials } from '../../support/http';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';
import { seedCustomers, type CustomerJson, type Page } from '../../support/customers';

describe.each(databaseVariants())('customers on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let manager: Person, plain: Person;
  let id: Record<string, string> = {};
  let nameOf = new Map<string, string>();

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    [manager, plain] = await Promise.all([w.agent(['manageUser', 'allConversations']), w.agent(['allConversations'])]);
    ({ id, nameOf } = await seedCustomers(server, w));
  });
  afterAll(() => server?.close());

  const list = (body: Record<string, unknown>, creds: Credentials = manager.creds) => w.http.post<Page>('/api/admin/customer', body, creds);
  /** The seeds (by letter) a filter returns, in list order; fails on anything but 200. */
  async function match(criteria: unknown, operand?: string): Promise<string[]> {
    const res = await list({ criteria, operand, size: 100 });
    if (res.status !== 200) throw new Error(`${JSON.stringify(criteria)}: ${res.status} ${JSON.stringify(res.body.error)}`);
    return res.body.data!.items.map((c) => nameOf.get(c.id) ?? c.displayName);
  }

  it('refuses every admin route without manageUser (403), and anonymous callers (401)', async () => {
    const visitor = await w.visitor('matrix-visitor');
    const token = await w.token(['allConversations', 'report']);
    const calls: [string, string, unknown?][] = [
      ['post', '/api/admin/customer', {}],
      ['get', `/api/admin/customer/get?userId=${id.A}`],
      ['post', '/api/admin/customer/archive', { userId: id.A }],
      ['get', '/api/admin/report/customer/download'],
    ];
    for (const who of [plain, visitor, token]) {
      for (const [method, path, body] of calls) {
        const res = method === 'get' ? await w.http.get(path, who.creds) : await w.http.post(path, body, who.creds);
        expect({ path, who: who.id, status: res.status }).toEqual({ path, who: who.id, status: 403 });
      }
      const gql = await w.http.graphql('query { customers { items { id } } }', {}, who.creds);
      expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      for (const mutation of [`mutation { archiveCustomer(id: "${id.A}") }`]) {
        expect((await w.http.graphql(mutation, {}, who.creds)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    // Editing the basics and adding notes is also open to agents who read the customer's
    // conversations (the inbox's customer panel), so it is refused to visitors and to agents
    // without access to conversations.
    const noConversations = await w.agent(['manageSettings']);
    const edits: [string, unknown][] = [
      ['/api/admin/customer/update', { userId: id.A, displayName: 'Hacked' }],
      ['/api/admin/customer/note/add', { userId: id.A, content: 'hi' }],
    ];
    for (const who of [visitor, noConversations]) {
      for (const [path, body] of edits) expect({ path, status: (await w.http.post(path, body, who.creds)).status }).toEqual({ path, status: 403 });
      for (const mutation of [
        `mutation { addCustomerNote(id: "${id.A}", content: "x") { id } }`,
        `mutation { updateCustomer(input: { id: "${id.A}", displayName: "x" }) { id } }`,
      ]) {
        expect((await w.http.graphql(mutation, {}, who.creds)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
    for (const [method, path, body] of [...calls, ...edits.map(([p, b]) => ['post', p, b] as [string, string, unknown])]) {
      const res = method === 'get' ? await w.http.get(path) : await w.http.post(path, body);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
    // Nothing changed.
    expect((await w.http.get<CustomerJson[]>(`/api/admin/customer/get?userId=${id.A}`, manager.creds)).body.data![0]).toMatchObject({
      displayName: 'Ann Lee',
      archived: false,
      notes: [],
    });
    // An API token with manageUser is an admin too.
    const adminToken = await w.token(['manageUser']);
    expect((await list({}, adminToken.creds)).status).toBe(200);
  });

  it('lets an agent who reads a conversation of the customer edit the basics and add notes, and nobody else', async () => {
    const visitor = await w.visitor('panel-visitor');
    const own = await w.agent(['ownConversations']);
    const edit = (who: { creds: Credentials }) => w.http.post<CustomerJson>('/api/admin/customer/update', { userId: visitor.id, subtitle: 'VIP' }, who.creds);
    const note = (who: { creds: Credentials }, content: string) =>
      w.http.post<CustomerJson>('/api/admin/customer/note/add', { userId: visitor.id, content }, who.creds);
    // Not yet one of their conversations: as if the customer did not exist.
    expect((await edit(own)).status).toBe(404);
    expect((await note(own, 'too early')).status).toBe(404);
    await createConversation(w.http, w.owner.creds, { customer: [visitor.id], agent: [own.id] });
    expect((await edit(own)).body.data!.subtitle).toBe('VIP');
    const noted = await note(own, 'Prefers email');
    expect(noted.status).toBe(200);
    expect(noted.body.data!.notes!.map((n) => [n.content, n.userId])).toEqual([['Prefers email', own.id]]);
    // An agent who reads every conversation may too.
    expect((await note(plain, 'Second')).body.data!.notes!.map((n) => n.content)).toEqual(['Second', 'Prefers email']);
  });

  it('reads customers by id: admins any, agents the customers of conversations they read, visitors themselves', async () => {
    const both = await w.http.get<CustomerJson[]>(`/api/admin/customer/get?userId=${id.B},${id.A}`, manager.creds);
    expect(both.status).toBe(200);
    expect(both.body.data!.map((c) => c.id)).toEqual([id.B, id.A]);
    expect((await w.http.get(`/api/admin/customer/get?userId=00000000-0000-4000-8000-000000000000`, manager.creds)).status).toBe(404);
    expect((await w.http.get(`/api/admin/customer/get?userId=nope`, manager.creds)).status).toBe(400);

    // An agent who reads every conversation reads every customer (without manageUser).
    expect((await w.http.get<CustomerJson[]>(`/api/customer/get?userId=${id.B}`, plain.creds)).body.data![0]!.displayName).toBe('Bob Chan');
    // One who reads their own conversations: only the customers of those.
    const own = await w.agent(['ownConversations']);
    expect((await w.http.get(`/api/customer/get?userId=${id.B}`, own.creds)).status).toBe(404);
    await createConversation(w.http, w.owner.creds, { customer: [id.B], agent: [own.id] });
    const mine = await w.http.get<CustomerJson[]>(`/api/customer/get?userId=${id.B}`, own.creds);
    expect(mine.status).toBe(200);
    expect(mine.body.data![0]).toMatchObject({ id: id.B, conversationCount: 1, notes: [] });

    // A visitor reads only themselves, without notes, tags or counts.
    const visitor = await w.visitor('reader-visitor');
    const self = await w.http.get<CustomerJson[]>(`/api/customer/get?userId=${visitor.id}`, visitor.creds);
    expect(self.status).toBe(200);
    expect(self.body.data![0]!.id).toBe(visitor.id);
    expect(self.body.data![0]).not.toHaveProperty('notes');
    expect(self.body.data![0]).not.toHaveProperty('tags');
    expect((await w.http.get(`/api/customer/get?userId=${id.A}`, visitor.creds)).status).toBe(403);
    // Nobody reads another workspace's customers.
    const other = await setUpWorkspace(server.parley, server.url);
    expect((await w.http.get(`/api/admin/customer/get?userId=${id.A}`, other.owner.creds)).status).toBe(404);
    expect((await other.http.post<Page>('/api/admin/customer', {}, other.owner.creds)).body.data!.items).toEqual([]);
  });

  it('updates the profile with the checks of spec §5', async () => {
    const visitor = await w.visitor('profile-visitor');
    const update = (body: Record<string, unknown>) => w.http.post<CustomerJson>('/api/admin/customer/update', { userId: visitor.id, ...body }, manager.creds);
    // Nobody named this visitor yet: a numbered English name, marked for clients to say in their language (issue 50.4).
    const before = (await w.http.get<CustomerJson[]>(`/api/admin/customer/get?userId=${visitor.id}`, manager.creds)).body.data![0]!;
    expect(before.generatedName).toBe(true);
    expect(before.displayName).toMatch(/^Visitor #\d{4}$/);
    const ok = await update({
      displayName: '  Carol Wong ',
      email: 'carol@example.com',
      subtitle: 'Gold',
      bio: 'Met at the fair',
      refId: 'CW-1',
      fields: { site: { value: 'https://carol.example' }, birthday: '07-01', contact: 'c@w.io' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      displayName: 'Carol Wong',
      email: 'carol@example.com',
      subtitle: 'Gold',
      bio: 'Met at the fair',
      refId: 'CW-1',
      generatedName: false,
      fields: { site: { value: 'https://carol.example' }, birthday: { value: '07-01' }, contact: { value: 'c@w.io' } },
    });
    const badEmail = await update({ email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error!.message).toBe('PleaseEnterAValidEmail');
    const badUrl = await update({ fields: { site: 'carol dot com' } });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error!.message).toBe('PleaseEnterAValidUrl');
    expect(badUrl.body.error!.extraInfo!.fields).toEqual({ 'fields.site': 'PleaseEnterAValidUrl' });
    expect((await update({ fields: { contact: 'nope' } })).body.error!.message).toBe('PleaseEnterAValidEmail');
    expect((await update({ fields: { birthday: '02-30' } })).status).toBe(400);
    expect((await update({ fields: { unknownField: 'x' } })).status).toBe(400);
    expect((await update({ displayName: '   ' })).status).toBe(400);
    const taken = await update({ refId: 'R-100' });
    expect(taken.status).toBe(409);
    // Partial changes keep the rest; '' and null clear.
    const cleared = await update({ email: '', fields: { site: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({
      email: null,
      displayName: 'Carol Wong',
      refId: 'CW-1',
      fields: { birthday: { value: '07-01' }, contact: { value: 'c@w.io' } },
    });
    expect(cleared.body.data!.fields).not.toHaveProperty('site');
    expect((await w.http.post('/api/admin/customer/update', { userId: '00000000-0000-4000-8000-000000000000', bio: 'x' }, manager.creds)).status).toBe(404);
  });

  it('adds notes (not empty), newest first, and answers the customer', async () => {
    const add = (content: string) => w.http.post<CustomerJson>('/api/admin/customer/note/add', { userId: id.B, content }, manager.creds);
    expect((await add('   ')).status).toBe(400);
    expect((await add('')).status).toBe(400);
    const first = await add(' First call ');
    expect(first.status).toBe(200);
    expect(first.body.data!.notes).toEqual([expect.objectContaining({ content: 'First call', userId: manager.id })]);
    const second = await add('Follow-up');
    expect(second.body.data!.notes!.map((n) => n.content)).toEqual(['Follow-up', 'First call']);
    expect(second.body.data!.notes![0]!.authorName).toEqual(expect.any(String));
    expect(second.body.data!.notes![0]!.timestamp).toBeGreaterThanOrEqual(second.body.data!.notes![1]!.timestamp);
  });

  it('archives: gone from the list, search and export; conversations stay readable; sessions end', async () => {
    const visitor = await w.visitor('archive-visitor');
    await w.http.post('/api/admin/customer/update', { userId: visitor.id, displayName: 'Zed Archive' }, manager.creds);
    const conversation = await createConversation(w.http, w.owner.creds, { customer: [visitor.id] });
    expect(await match(['displayName = Zed Archive'])).toEqual(['Zed Archive']);

    const archived = await w.http.post<boolean>('/api/admin/customer/archive', { userId: visitor.id }, manager.creds);
    expect(archived).toMatchObject({ status: 200, body: { data: true } });
    expect(await match(['displayName = Zed Archive'])).toEqual([]);
    expect((await list({ size: 100 })).body.data!.items.map((c) => c.id)).not.toContain(visitor.id);
    // Still there for agents: the profile (archived) and the conversation with its customer.
    const profile = await w.http.get<CustomerJson[]>(`/api/admin/customer/get?userId=${visitor.id}`, manager.creds);
    expect(profile.body.data![0]).toMatchObject({ archived: true, displayName: 'Zed Archive', conversationCount: 1 });
    const seen = await w.http.get<{ id: string; customer: { id: string }[] }[]>(`/api/conversation/get?id=${conversation.id}`, plain.creds);
    expect(seen.status).toBe(200);
    expect(seen.body.data![0]!.customer).toEqual([{ id: visitor.id }]);
    expect((await w.http.get(`/api/customer/get?userId=${visitor.id}`, plain.creds)).status).toBe(200);
    // The visitor's session ended; an archived customer is not edited.
    expect((await w.http.get('/api/me', visitor.creds)).status).toBe(401);
    expect((await w.http.post('/api/admin/customer/update', { userId: visitor.id, bio: 'x' }, manager.creds)).status).toBe(409);
    // Archiving again is harmless; an unknown customer is 404.
    expect((await w.http.post('/api/admin/customer/archive', { userId: visitor.id }, manager.creds)).status).toBe(200);
    expect((await w.http.post('/api/admin/customer/archive', { userId: '00000000-0000-4000-8000-000000000000' }, manager.creds)).status).toBe(404);
  });

  it('assigns and unassigns customer tags; new tags join the workspace list', async () => {
    const assigned = await w.http.post<CustomerJson>('/api/tag/customer/assign', { userId: id.C, tag: ['vip', ' 常客 ', 'vip'] }, manager.creds);
    expect(assigned.status).toBe(200);
    expect(assigned.body.data!.tags).toEqual(['vip', '常客']);
    expect((await w.http.get<string[]>('/api/tag/customer', plain.creds)).body.data).toEqual(expect.arrayContaining(['vip', '常客']));
    const removed = await w.http.post<CustomerJson>('/api/tag/customer/unassign', { userId: id.C, tag: 'vip' }, plain.creds);
    expect(removed.status).toBe(200);
    expect(removed.body.data!.tags).toEqual(['常客']);
    expect((await w.http.post('/api/tag/customer/assign', { userId: id.C, tag: [] }, manager.creds)).status).toBe(400);
    expect((await w.http.post('/api/tag/customer/assign', { userId: id.C, tag: ['  '] }, manager.creds)).status).toBe(400);
    // An agent without any conversation access, and visitors, cannot.
    const none = await w.agent(['report']);
    expect((await w.http.post('/api/tag/customer/assign', { userId: id.C, tag: 'x' }, none.creds)).status).toBe(403);
    const visitor = await w.visitor('tag-visitor');
    expect((await w.http.post('/api/tag/customer/assign', { userId: visitor.id, tag: 'x' }, visitor.creds)).status).toBe(403);
  });

  it('has GraphQL twins of the list, profile, edits, notes, tags and archive', async () => {
    const page = await w.http.graphql<{
      customers: { items: { id: string; displayName: string; fields: Record<string, unknown>; notes: unknown[] }[]; hasMore: boolean };
    }>(
      `query($c: [String!]) { customers(criteria: $c, operand: "or", size: 1) { items { id displayName fields notes { id } } hasMore } }`,
      { c: ['displayName contains ann', 'displayName contains bob'] },
      manager.creds,
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.customers).toEqual({ items: [{ id: id.A, displayName: 'Ann Lee', fields: expect.any(Object), notes: [] }], hasMore: true });
    const bad = await w.http.graphql(`query { customers(criteria: ["nickname = x"]) { hasMore } }`, {}, manager.creds);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toMatch(/Criterion 1/);

    const visitor = await w.visitor('gql-visitor');
    const conversation = await createConversation(w.http, w.owner.creds, { customer: [visitor.id] });
    const updated = await w.http.graphql<{ updateCustomer: { displayName: string; email: string | null; fields: Record<string, unknown> } }>(
      `mutation($i: UpdateCustomerInput!) { updateCustomer(input: $i) { displayName email fields } }`,
      { i: { id: visitor.id, displayName: 'Gina', email: 'gina@example.com', fields: { birthday: { value: '01-02' } } } },
      manager.creds,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateCustomer).toEqual({ displayName: 'Gina', email: 'gina@example.com', fields: { birthday: { value: '01-02' } } });
    const noted = await w.http.graphql<{ addCustomerNote: { notes: { content: string; authorName: string | null }[] } }>(
      `mutation($id: ID!) { addCustomerNote(id: $id, content: "Called back") { notes { content authorName } } }`,
      { id: visitor.id },
      manager.creds,
    );
    expect(noted.data!.addCustomerNote.notes).toEqual([{ content: 'Called back', authorName: expect.any(String) }]);
    const tagged = await w.http.graphql<{ assignCustomerTags: { tags: string[] } }>(
      `mutation($id: ID!) { assignCustomerTags(id: $id, tag: ["gold", "new"]) { tags } }`,
      { id: visitor.id },
      manager.creds,
    );
    expect(tagged.data!.assignCustomerTags.tags).toEqual(['gold', 'new']);
    const untagged = await w.http.graphql<{ unassignCustomerTags: { tags: string[] } }>(
      `mutation($id: ID!) { unassignCustomerTags(id: $id, tag: ["new"]) { tags } }`,
      { id: visitor.id },
      manager.creds,
    );
    expect(untagged.data!.unassignCustomerTags.tags).toEqual(['gold']);
    const one = await w.http.graphql<{ customer: { id: string; tags: string[]; conversationCount: number; archived: boolean } }>(
      `query($id: ID!) { customer(id: $id) { id tags conversationCount archived } }`,
      { id: visitor.id },
      plain.creds,
    );
    expect(one.data!.customer).toEqual({ id: visitor.id, tags: ['gold'], conversationCount: 1, archived: false });
    const conversations = await w.http.graphql<{ customerConversations: { id: string; customer: { id: string; displayName: string }[] }[] }>(
      `query($id: ID!) { customerConversations(id: $id) { id customer { id displayName } } }`,
      { id: visitor.id },
      manager.creds,
    );
    expect(conversations.errors).toBeUndefined();
    expect(conversations.data!.customerConversations).toEqual([{ id: conversation.id, customer: [{ id: visitor.id, displayName: 'Gina' }] }]);
    const archived = await w.http.graphql<{ archiveCustomer: boolean }>(`mutation($id: ID!) { archiveCustomer(id: $id) }`, { id: visitor.id }, manager.creds);
    expect(archived.data!.archiveCustomer).toBe(true);
    const gone = await w.http.graphql<{ customers: { items: { id: string }[] } }>(
      `query { customers(criteria: ["displayName = Gina"]) { items { id } } }`,
      {},
      manager.creds,
    );
    expect(gone.data!.customers.items).toEqual([]);
  });

  it('exports the filtered list as CSV: BOM, header, RFC 4180 quoting, formulas neutralised, streamed', async () => {
    const download = (query: string, creds: Credentials = manager.creds) =>
      fetch(`${server.url}/api/admin/report/customer/download${query}`, { headers: { authorization: `Bearer ${creds.token}` } });
    const res = await download(`?criteria=${encodeURIComponent(JSON.stringify(['email has_value', 'refId = @ref']))}&operand=or`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="?customers-\d{8}\.csv"?(;|$)/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Id,Name,Email,Reference number,Subtitle,Bio,Creation date,Last activity,Tags,Conversations,Phone,Birthday,Joined,Web site,Contact email',
    );
    // D, then A and B (newest first); archived customers never.
    expect(text).toContain(`${id.D},'=SUM(A1) Dee,dee@example.com,'@ref,'+1 VIP,"says ""hi"", then, leaves\nnext line",2026-02-05 08:00:00,,,0,,,,,`);
    expect(text).toContain(`${id.A},Ann Lee,ann@example.com,R-100,VIP,likes tea,2026-02-01 01:00:00,2026-02-10 08:00:00,,0,'+852 1234 5678,03-14,2024-03-14,,`);
    expect(text.indexOf(id.D)).toBeLessThan(text.indexOf(id.A));
    expect(text.indexOf(id.A)).toBeLessThan(text.indexOf(id.B));
    expect(text).not.toContain(id.C);
    expect(text).not.toContain(id.E);
    expect(text.endsWith('\r\n')).toBe(true);

    const all = new TextDecoder().decode(await (await download('')).arrayBuffer());
    expect(all).toContain('陳大文');
    // A bad filter is a JSON 400, not half a file; no manageUser is 403.
    const bad = await download(`?criteria=${encodeURIComponent(JSON.stringify(['nickname = x']))}`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/^Criterion 1/);
    expect((await download('', plain.creds)).status).toBe(403);
  });
});
