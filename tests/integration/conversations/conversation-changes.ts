import { databaseVariants } from '../../support/databases';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, history, setUpWorkspace, type ConversationJson, type Person, type TestWorkspace } from '../../factories/conversation';

const ids = (list: { id: string }[] | undefined) => (list ?? []).map((c) => c.id).sort();

describe.each(databaseVariants())('conversation changes on $name', (variant) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await sharedServer(variant);
  });
  afterAll(() => server?.close());

  const workspace = () => setUpWorkspace(server.parley, server.url);

  describe('changes', () => {
    let w: TestWorkspace;
    let agent: Person, other: Person, alice: Person;
    beforeAll(async () => {
      w = await workspace();
      [agent, other] = await Promise.all([w.agent(['allConversations']), w.agent(['ownConversations'])]);
      alice = await w.visitor();
    });

    it('changes status with a notice, and a terminated conversation stays terminated', async () => {
      const c = await createConversation(w.http, agent.creds, { customer: [alice.id] });
      const closed = await w.http.post<ConversationJson>('/api/conversation/update', { id: c.id, status: 'closed' }, agent.creds);
      expect(closed.body.data).toMatchObject({ status: 'closed' });
      expect(closed.body.data!.lastUpdateTimestamp).toBeGreaterThanOrEqual(c.lastUpdateTimestamp);
      const notes = (await history(w.http, agent.creds, c.id)).body.data!;
      expect(notes[0]).toMatchObject({
        senderType: 'system',
        internal: true,
        meta: { type: 30, system: { action: 'status', status: 'closed', by: { type: 'agent', id: agent.id } } },
      });
      // A system notice is not news: no unread, no reordering, not the last message.
      expect(closed.body.data).toMatchObject({ unread: false, lastMessage: null, orderTimestamp: c.orderTimestamp });
      expect((await history(w.http, alice.creds, c.id)).body).toEqual({ data: [], total: 0 });
      const again = await w.http.post<ConversationJson>('/api/conversation/update', { id: c.id, status: 'closed' }, agent.creds);
      expect(again.status).toBe(200);
      expect((await history(w.http, agent.creds, c.id)).body.total).toBe(1);
      await w.http.post('/api/conversation/update', { id: c.id, status: 'terminated' }, agent.creds);
      const reopen = await w.http.post('/api/conversation/update', { id: c.id, status: 'open' }, agent.creds);
      expect(reopen.status).toBe(409);
      expect((await w.http.post('/api/conversation/update', { id: c.id, status: 'paused' }, agent.creds)).status).toBe(400);
    });

    it('assigns and unassigns agents and teams with notices; the agent list keeps who took part', async () => {
      const teamId = await w.team('Support', [other.id]);
      const c = await createConversation(w.http, agent.creds, { customer: [alice.id] });
      const res = await w.http.post<ConversationJson>(
        '/api/conversation/update',
        { id: c.id, addAgent: [other.id], addTeam: teamId, removeAgent: agent.id, name: '  Refund case ' },
        agent.creds,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ name: 'Refund case', assignedAgent: [{ id: other.id }], team: [{ id: teamId }] });
      expect(ids(res.body.data!.agent)).toEqual([agent.id, other.id].sort());
      const notes = (await history(w.http, agent.creds, c.id)).body.data!.map((m) => m.meta.system);
      expect(notes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ action: 'assign', agents: [other.id], teams: [teamId] }),
          expect.objectContaining({ action: 'unassign', agents: [agent.id], teams: [] }),
        ]),
      );
      expect((await w.http.post('/api/conversation/update', { id: c.id, addTeam: [agent.id] }, agent.creds)).status).toBe(400);
      const named = await w.http.post<ConversationJson>('/api/conversation/update', { id: c.id, name: '' }, agent.creds);
      expect(named.body.data!.name).toBe(`Conversation ${c.id.slice(0, 7)}`);
      // An ownConversations agent who unassigns themselves gets the answer, then loses the conversation.
      const left = await w.http.post<ConversationJson>('/api/conversation/update', { id: c.id, removeAgent: [other.id], removeTeam: [teamId] }, other.creds);
      expect(left.body.data).toMatchObject({ assignedAgent: [], team: [] });
      expect((await w.http.get(`/api/conversation/get?id=${c.id}`, other.creds)).status).toBe(404);
    });

    it('snoozes, refuses a past time, clears with 0', async () => {
      const c = await createConversation(w.http, agent.creds, { customer: [alice.id] });
      const until = Date.now() + 3 * 3_600_000;
      const res = await w.http.post<ConversationJson>('/api/conversation/snooze', { id: c.id, snooze: until }, agent.creds);
      expect(res.body.data!.snooze).toBe(until);
      const past = await w.http.post('/api/conversation/snooze', { id: c.id, snooze: Date.now() - 60_000 }, agent.creds);
      expect(past.status).toBe(400);
      const cleared = await w.http.post<ConversationJson>('/api/conversation/snooze', { id: c.id, snooze: 0 }, agent.creds);
      expect(cleared.body.data!.snooze).toBe(0);
    });

    it('starts and ends a personal conversation, assigning the agent', async () => {
      const c = await createConversation(w.http, agent.creds, { customer: [alice.id], agent: [other.id] });
      const started = await w.http.post<ConversationJson>('/api/admin/conversation/livechat/start', { id: c.id }, agent.creds);
      expect(started.body.data).toMatchObject({ livechat: true });
      expect(ids(started.body.data!.assignedAgent)).toEqual([agent.id, other.id].sort());
      const ended = await w.http.post<ConversationJson>('/api/admin/conversation/livechat/end', { id: c.id }, agent.creds);
      expect(ended.body.data!.livechat).toBe(false);
      const notes = (await history(w.http, agent.creds, c.id)).body.data!.map((m) => m.meta.system?.action);
      expect(notes).toEqual(['livechat', 'livechat']);
      expect((await w.http.post('/api/admin/conversation/livechat/start', { id: c.id }, alice.creds)).status).toBe(403);
    });

    it('tags and untags', async () => {
      const c = await createConversation(w.http, agent.creds, { customer: [alice.id] });
      await w.http.post('/api/tag/conversation/assign', { conversationId: c.id, tag: ['a', 'b'] }, agent.creds);
      const res = await w.http.post<ConversationJson>('/api/tag/conversation/unassign', { conversationId: c.id, tag: ['a'] }, agent.creds);
      expect(res.body.data!.tags).toEqual(['b']);
      expect((await w.http.post('/api/tag/conversation/assign', { conversationId: c.id, tag: ['  '] }, agent.creds)).status).toBe(400);
    });

    it('takes a rating from the customer and one from the agent', async () => {
      const c = await createConversation(w.http, agent.creds, { customer: [alice.id] });
      const byCustomer = await w.http.post<ConversationJson>('/api/conversation/rate', { conversationId: c.id, score: 5, comment: ' Great ' }, alice.creds);
      expect(byCustomer.body.data).toMatchObject({ customerRating: { score: 5, comment: 'Great' }, agentRating: null });
      const byAgent = await w.http.post<ConversationJson>('/api/conversation/rate', { conversationId: c.id, score: 2 }, agent.creds);
      expect(byAgent.body.data).toMatchObject({ customerRating: { score: 5, comment: 'Great' }, agentRating: { score: 2 } });
      expect((await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${c.id}`, alice.creds)).body.data![0].agentRating).toBeNull();
      expect((await w.http.post('/api/conversation/rate', { conversationId: c.id, score: 6 }, alice.creds)).status).toBe(400);
      const gql = await w.http.graphql('mutation($id: ID!) { rateConversation(conversationId: $id, score: 0) { id } }', { id: c.id }, alice.creds);
      expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    });

    it('has GraphQL twins that batch relations through DataLoaders', async () => {
      const teamId = await w.team('Twins', [agent.id]);
      const created = await w.http.graphql<{ createConversation: { id: string; assignedAgent: { id: string; displayName: string }[] } }>(
        'mutation($c: [String!]) { createConversation(input: { customer: $c }) { id assignedAgent { id displayName } } }',
        { c: [alice.id] },
        agent.creds,
      );
      expect(created.errors).toBeUndefined();
      const id = created.data!.createConversation.id;
      const upd = await w.http.graphql<{ updateConversation: { team: { id: string; name: string }[]; status: string } }>(
        'mutation($id: String!, $t: [String!]) { updateConversation(input: { id: $id, addTeam: $t, status: closed }) { status team { id name } } }',
        { id, t: [teamId] },
        agent.creds,
      );
      expect(upd.data!.updateConversation).toEqual({ status: 'closed', team: [{ id: teamId, name: 'Twins' }] });
      for (const [mutation, expected] of [
        [
          `snoozeConversation(id: "${id}", snooze: ${Date.now() + 60_000}) { snooze }`,
          (d: Record<string, { snooze: number }>) => d.snoozeConversation.snooze > 0,
        ],
        [
          `assignConversationTags(conversationId: "${id}", tag: ["gql"]) { tags }`,
          (d: Record<string, { tags: string[] }>) => d.assignConversationTags.tags[0] === 'gql',
        ],
        [
          `unassignConversationTags(conversationId: "${id}", tag: ["gql"]) { tags }`,
          (d: Record<string, { tags: string[] }>) => d.unassignConversationTags.tags.length === 0,
        ],
        [`startLivechat(id: "${id}") { livechat }`, (d: Record<string, { livechat: boolean }>) => d.startLivechat.livechat],
        [`endLivechat(id: "${id}") { livechat }`, (d: Record<string, { livechat: boolean }>) => !d.endLivechat.livechat],
      ] as const) {
        const r = await w.http.graphql<Record<string, never>>(`mutation { ${mutation} }`, undefined, agent.creds);
        expect([mutation, r.errors, (expected as (d: unknown) => boolean)(r.data)]).toEqual([mutation, undefined, true]);
      }
      for (let i = 0; i < 5; i++) await createConversation(w.http, agent.creds, { customer: [alice.id] });
      // Count the queries one list with every relation costs: it must not grow with the page.
      const ds = server.parley.database.dataSource;
      const original = ds.driver.createQueryRunner.bind(ds.driver);
      let queries = 0;
      const spy = jest.spyOn(ds.driver, 'createQueryRunner').mockImplementation((mode) => {
        const qr = original(mode);
        const q = qr.query.bind(qr);
        qr.query = ((...args: Parameters<typeof q>) => {
          // The job queue polls its queues through the same pool meanwhile: those are not the request's.
          if (!/pgboss/i.test(String(args[0]))) queries++;
          return q(...args);
        }) as typeof qr.query;
        return qr;
      });
      try {
        const res = await w.http.graphql<{
          conversations: {
            id: string;
            assignedAgent: { displayName: string }[];
            agent: { id: string }[];
            team: { name: string }[];
            customer: { displayName: string }[];
          }[];
        }>(
          '{ conversations(filter: { filter: all, status: all, size: 50 }) { id assignedAgent { displayName } agent { id } team { name } customer { displayName } } }',
          undefined,
          agent.creds,
        );
        expect(res.errors).toBeUndefined();
        expect(res.data!.conversations.length).toBeGreaterThanOrEqual(6);
        expect(res.data!.conversations.every((c) => c.customer[0].displayName.length > 0)).toBe(true);
      } finally {
        spy.mockRestore();
      }
      // session + access + list + 3 relations + agents + teams + customers, whatever the page size.
      expect(queries).toBeGreaterThanOrEqual(6);
      expect(queries).toBeLessThanOrEqual(10);
    });
  });
});
