import { databaseVariants, type DatabaseVariant } from '../../support/databases';
import { GatewayClient } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, history, setUpWorkspace, type ConversationJson, type Person, type TestWorkspace } from '../../factories/conversation';

interface Rule {
  type: string;
  tag: string;
  team: string[];
}

describe.each(databaseVariants())('tag rules and default customer tags on $name', (variant: DatabaseVariant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let agent: Person, plain: Person;
  let billing: string, vip: string;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    [agent, plain] = await Promise.all([w.agent(['allConversations']), w.agent(['allConversations'])]);
    [billing, vip] = await Promise.all([w.team('Billing', []), w.team('VIP desk', [])]);
  });
  afterAll(() => server?.close());

  const rules = () => w.http.get<Rule[]>('/api/admin/setting/rule', w.owner.creds);
  const setRules = (body: unknown, creds = w.owner.creds) => w.http.post<Rule[]>('/api/admin/setting/rule/update', { rules: body }, creds);

  it('stores the rules, puts their tags on the conversation tag list, and refuses bad ones whole', async () => {
    const saved = await setRules([
      { type: 'conversationTagAssignRule', tag: 'refund', team: [billing] },
      { tag: 'vip', team: [vip, billing] },
      { tag: 'nobody', team: [] },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual([
      { type: 'conversationTagAssignRule', tag: 'refund', team: [billing] },
      { type: 'conversationTagAssignRule', tag: 'vip', team: [vip, billing] },
    ]);
    expect((await rules()).body.data).toEqual(saved.body.data);
    expect((await w.http.get<string[]>('/api/tag/conversation', w.owner.creds)).body.data).toEqual(expect.arrayContaining(['refund', 'vip']));

    const refusals: [string, unknown, Record<string, string>][] = [
      ['an unknown team', [{ tag: 'refund', team: ['00000000-0000-4000-8000-000000000000'] }], { 'rules.0.team': 'unknown' }],
      ['not an id', [{ tag: 'refund', team: ['billing'] }], { 'rules.0.team.0': 'must be an id' }],
      [
        'two rules for one tag',
        [
          { tag: 'a', team: [billing] },
          { tag: 'a', team: [vip] },
        ],
        { 'rules.1.tag': 'One rule per tag' },
      ],
      ['a 10,000-character tag', [{ tag: 'x'.repeat(10_000), team: [billing] }], { 'rules.0.tag': 'A tag is at most 100 characters' }],
      ['an unknown rule type', [{ type: 'somethingElse', tag: 'a', team: [billing] }], { 'rules.0.type': expect.any(String) as unknown as string }],
    ];
    for (const [what, body, fields] of refusals) {
      const res = await setRules(body);
      expect([what, res.status, res.body.error?.extraInfo?.fields]).toEqual([what, 400, expect.objectContaining(fields)]);
    }
    // Nothing of a refused list was stored.
    expect((await rules()).body.data).toEqual(saved.body.data);
  });

  it('assigns the rule teams when a tag lands on a conversation, through the normal change path', async () => {
    await setRules([{ tag: 'refund', team: [billing] }]);
    const alice = await w.visitor();
    const c: ConversationJson = await createConversation(w.http, agent.creds, { customer: [alice.id] });
    const inbox = await GatewayClient.connect(server.url, plain.creds.token!);
    try {
      const tagged = await w.http.post<ConversationJson>('/api/tag/conversation/assign', { conversationId: c.id, tag: ['refund'] }, agent.creds);
      expect(tagged.status).toBe(200);
      expect([tagged.body.data!.tags, tagged.body.data!.team]).toEqual([['refund'], [{ id: billing }]]);
      // Another agent's open inbox hears of the new team and of the counters.
      const updated = await inbox.next((m) => m.event === 'conversation.updated' && m.data?.id === c.id && Array.isArray(m.data?.team));
      expect(updated.data?.team).toEqual([{ id: billing }]);
      await inbox.next((m) => m.event === 'counts.changed');
      // A system notice says who was assigned, as a manual assignment does.
      const notices = (await history(w.http, agent.creds, c.id)).body.data!.filter((m) => m.meta.system?.action === 'assign');
      expect(notices.map((n) => n.meta.system?.teams)).toEqual([[billing]]);

      // Tagging again changes nothing more; the GraphQL door applies the rules too.
      await w.http.post('/api/tag/conversation/assign', { conversationId: c.id, tag: ['refund'] }, agent.creds);
      await setRules([
        { tag: 'refund', team: [billing] },
        { tag: 'vip', team: [vip] },
      ]);
      const gql = await w.http.graphql<{ assignConversationTags: { tags: string[]; team: { id: string }[] } }>(
        'mutation($id: ID!, $tag: [String!]!) { assignConversationTags(conversationId: $id, tag: $tag) { tags team { id } } }',
        { id: c.id, tag: ['vip'] },
        agent.creds,
      );
      expect(gql.errors).toBeUndefined();
      expect(gql.data?.assignConversationTags.team.map((t) => t.id).sort()).toEqual([billing, vip].sort());
      expect((await history(w.http, agent.creds, c.id)).body.data!.filter((m) => m.meta.system?.action === 'assign')).toHaveLength(2);
    } finally {
      inbox.close();
    }
  });

  it('drops a rule whose tag is deleted, and a deleted team from every rule', async () => {
    const gone = await w.team('Short-lived', []);
    await setRules([
      { tag: 'refund', team: [billing, gone] },
      { tag: 'temporary', team: [vip] },
      { tag: 'only-gone', team: [gone] },
    ]);
    expect((await w.http.post('/api/tag/conversation/delete', { tag: 'temporary' }, w.owner.creds)).status).toBe(200);
    expect((await w.http.post('/api/admin/team/delete', { id: gone }, w.owner.creds)).status).toBe(200);
    expect((await rules()).body.data).toEqual([{ type: 'conversationTagAssignRule', tag: 'refund', team: [billing] }]);
    // A re-created tag does not bring its old rule back.
    await w.http.post('/api/tag/conversation/create', { tag: 'temporary' }, w.owner.creds);
    const c = await createConversation(w.http, agent.creds, {});
    const tagged = await w.http.post<ConversationJson>('/api/tag/conversation/assign', { conversationId: c.id, tag: ['temporary'] }, agent.creds);
    expect(tagged.body.data!.team).toEqual([]);
  });

  it('gives every new customer the default customer tags, and only new ones', async () => {
    const before = await w.visitor('existing-before-defaults');
    const set = await w.http.post<{ defaultCustomerTags: string[] }>(
      '/api/admin/setting/update',
      { defaultCustomerTags: [' new lead ', 'web', 'web'] },
      w.owner.creds,
    );
    expect([set.status, set.body.data?.defaultCustomerTags]).toEqual([200, ['new lead', 'web']]);
    expect((await w.http.get<string[]>('/api/tag/customer', w.owner.creds)).body.data).toEqual(expect.arrayContaining(['new lead', 'web']));
    const fresh = await w.visitor('new-after-defaults');
    const tagsOf = async (id: string) =>
      (await w.http.get<{ tags: string[] }[]>(`/api/admin/customer/get?userId=${id}&fields=tags`, w.owner.creds)).body.data?.[0]?.tags;
    expect(await tagsOf(fresh.id)).toEqual(['new lead', 'web']);
    expect(await tagsOf(before.id)).toEqual([]);
    // A returning visitor is not tagged again.
    await w.http.post('/api/tag/customer/unassign', { userId: fresh.id, tag: ['new lead', 'web'] }, w.owner.creds);
    await w.visitor('new-after-defaults');
    expect(await tagsOf(fresh.id)).toEqual([]);

    const bad = await w.http.post('/api/admin/setting/update', { defaultCustomerTags: ['ok', ''] }, w.owner.creds);
    expect([bad.status, bad.body.error?.extraInfo?.fields]).toEqual([400, { 'defaultCustomerTags.1': 'Please input a tag' }]);
    expect((await w.http.get<{ defaultCustomerTags: string[] }>('/api/admin/setting', w.owner.creds)).body.data?.defaultCustomerTags).toEqual([
      'new lead',
      'web',
    ]);
  });

  it('needs manageSettings, on both doors', async () => {
    for (const res of [await rules().then(() => w.http.get('/api/admin/setting/rule', agent.creds)), await setRules([], agent.creds)]) {
      expect(res.status).toBe(403);
    }
    const gql = await w.http.graphql('{ settingRules { tag } }', {}, agent.creds);
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [visitor, token] = await Promise.all([w.visitor(), w.token(['allConversations'])]);
    for (const who of [visitor, token]) expect((await w.http.get('/api/admin/setting/rule', who.creds)).status).toBe(403);
    expect((await w.http.post('/api/admin/setting/rule/update', { rules: [] })).status).toBe(401);
    expect((await w.http.post('/api/admin/setting/update', { defaultCustomerTags: ['x'] }, agent.creds)).status).toBe(403);
  });
});
