import { resolveActor } from '../../server/src/auth/request-context';
import { canRead, resolveAccess } from '../../server/src/modules/conversation/conversation-access';
import { loadRelations } from '../../server/src/modules/conversation/conversation-query';
import { databaseVariants } from '../support/databases';
import type { Credentials } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';
import { createConversation, history, sendText, setUpWorkspace, type ConversationJson, type Person, type TestWorkspace } from '../factories/conversation';

const ids = (list: { id: string }[] | undefined) => (list ?? []).map((c) => c.id).sort();

describe.each(databaseVariants())('conversations on $name', (variant) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(variant);
  });
  afterAll(() => server?.close());

  const workspace = () => setUpWorkspace(server.parley, server.url);

  describe('who reads what', () => {
    let w: TestWorkspace;
    let all: Person, own: Person, teamMate: Person, none: Person, tokenAll: Person, tokenOwn: Person, alice: Person, bob: Person;
    let mine: ConversationJson, teams: ConversationJson, nobodys: ConversationJson;

    beforeAll(async () => {
      w = await workspace();
      [all, own, teamMate, none] = await Promise.all([
        w.agent(['allConversations']),
        w.agent(['ownConversations']),
        w.agent(['ownConversations']),
        w.agent(['report']),
      ]);
      [tokenAll, tokenOwn] = [await w.token(['allConversations']), await w.token(['ownConversations'])];
      [alice, bob] = await Promise.all([w.visitor('alice'), w.visitor('bob')]);
      const team = await w.team('Billing', [teamMate.id]);
      mine = await createConversation(w.http, w.owner.creds, { customer: [alice.id], agent: [own.id] });
      teams = await createConversation(w.http, w.owner.creds, { customer: [bob.id], agent: [all.id] });
      await w.http.post('/api/conversation/update', { id: teams.id, addTeam: team, removeAgent: all.id }, w.owner.creds);
      nobodys = await createConversation(w.http, tokenAll.creds, { customer: [alice.id] });
    });

    it('gets, lists and refuses by the same rule on REST and GraphQL', async () => {
      const expected: [string, Credentials, ConversationJson[]][] = [
        ['owner', w.owner.creds, [mine, teams, nobodys]],
        ['allConversations', all.creds, [mine, teams, nobodys]],
        ['ownConversations, assigned', own.creds, [mine]],
        ['ownConversations, through a team', teamMate.creds, [teams]],
        ['no conversation permission', none.creds, []],
        ['API token, allConversations', tokenAll.creds, [mine, teams, nobodys]],
        ['API token, ownConversations', tokenOwn.creds, []],
        ['customer alice', alice.creds, [mine, nobodys]],
        ['customer bob', bob.creds, [teams]],
      ];
      for (const [who, creds, readable] of expected) {
        const want = ids(readable);
        const listed = await w.http.get<ConversationJson[]>('/api/conversation?status=all&filter=all', creds);
        expect([who, listed.status, ids(listed.body.data)]).toEqual([who, 200, want]);
        const several = await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${mine.id},${teams.id},${nobodys.id}`, creds);
        expect([who, ids(several.body.data)]).toEqual([who, want]);
        for (const c of [mine, teams, nobodys]) {
          const one = await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${c.id}`, creds);
          expect([who, c.id, one.status]).toEqual([who, c.id, want.includes(c.id) ? 200 : 404]);
          const gql = await w.http.graphql<{ conversation: { id: string } }>('query($id: ID!) { conversation(id: $id) { id } }', { id: c.id }, creds);
          expect([who, c.id, gql.data?.conversation?.id ?? gql.errors?.[0].extensions?.code]).toEqual([who, c.id, want.includes(c.id) ? c.id : 'NOT_FOUND']);
        }
        const gqlList = await w.http.graphql<{ conversations: { id: string }[] }>(
          '{ conversations(filter: { status: all, filter: all }) { id } }',
          undefined,
          creds,
        );
        expect([who, ids(gqlList.data?.conversations)]).toEqual([who, want]);
        // The record check says what the SQL predicate says.
        const m = server.parley.database.dataSource.manager;
        const access = await resolveAccess(m, (await resolveActor(server.parley.services, { authorization: `Bearer ${creds.token}` })).actor);
        const relations = await loadRelations(m, [mine.id, teams.id, nobodys.id]);
        const byRecord = [mine, teams, nobodys].filter((c) =>
          canRead(access, {
            workspaceId: w.workspaceId,
            customerId: c.customer[0]?.id ?? null,
            assigneeIds: relations.get(c.id)!.assignedAgent,
            teamIds: relations.get(c.id)!.team,
          }),
        );
        expect([who, ids(byRecord)]).toEqual([who, want]);
      }
    });

    it('lets only those who read a conversation change it, and never customers', async () => {
      expect((await w.http.post('/api/conversation/update', { id: mine.id, hidden: true }, teamMate.creds)).status).toBe(404);
      expect((await w.http.post('/api/conversation/update', { id: mine.id, status: 'closed' }, alice.creds)).status).toBe(403);
      expect((await w.http.post('/api/conversation/snooze', { id: mine.id, snooze: Date.now() + 60_000 }, alice.creds)).status).toBe(403);
      expect((await w.http.post('/api/tag/conversation/assign', { conversationId: mine.id, tag: ['x'] }, none.creds)).status).toBe(404);
      const ok = await w.http.post<ConversationJson>('/api/tag/conversation/assign', { conversationId: mine.id, tag: [' vip ', 'vip'] }, own.creds);
      expect(ok.body.data!.tags).toEqual(['vip']);
      // A customer never sees the inbox's own bookkeeping.
      const seen = await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${mine.id}`, alice.creds);
      expect(seen.body.data![0]).toMatchObject({ tags: [], hidden: false, snooze: 0, agentRating: null });
      expect((await w.http.get('/api/conversation/counts', alice.creds)).status).toBe(403);
    });

    it('creates for the right people with the right defaults', async () => {
      const fromVisitor = await createConversation(w.http, alice.creds);
      expect(fromVisitor).toMatchObject({ source: 'web', status: 'open', customer: [{ id: alice.id }], assignedAgent: [], agentOnly: false });
      expect(fromVisitor.name).toBe(`Conversation ${fromVisitor.id.slice(0, 7)}`);
      expect((await w.http.post('/api/conversation/create', { customer: [alice.id] }, alice.creds)).status).toBe(200);
      expect((await w.http.post('/api/conversation/create', { customer: [bob.id] }, alice.creds)).status).toBe(403);
      const byToken = await createConversation(w.http, tokenAll.creds, { customer: [bob.id] });
      expect(byToken).toMatchObject({ source: 'api', assignedAgent: [] });
      const byOwn = await createConversation(w.http, own.creds, { customer: [bob.id], agent: [all.id] });
      expect(ids(byOwn.assignedAgent)).toEqual([all.id, own.id].sort());
      const byAll = await createConversation(w.http, all.creds, { customer: [bob.id] });
      expect(byAll).toMatchObject({ assignedAgent: [{ id: all.id }], agent: [{ id: all.id }], source: 'web' });
      const agentOnly = await createConversation(w.http, all.creds);
      expect(agentOnly).toMatchObject({ agentOnly: true, customer: [] });
      expect((await w.http.post('/api/conversation/create', { customer: [bob.id] }, none.creds)).status).toBe(403);
      expect((await w.http.post('/api/conversation/create', { customer: [bob.id] }, tokenOwn.creds)).status).toBe(403);
      const stranger = await setUpWorkspace(server.parley, server.url);
      const foreign = await stranger.visitor();
      const refused = await w.http.post('/api/conversation/create', { customer: [foreign.id] }, w.owner.creds);
      expect(refused.status).toBe(400);
      expect((await w.http.post('/api/conversation/create', { agent: [foreign.id] }, w.owner.creds)).status).toBe(400);
      expect((await w.http.post('/api/conversation/create', { customer: ['nope'] }, w.owner.creds)).status).toBe(400);
      // Another workspace sees none of ours.
      expect((await w.http.get(`/api/conversation/get?id=${mine.id}`, stranger.owner.creds)).status).toBe(404);
    });
  });

  describe('inbox views, filters and counters', () => {
    let w: TestWorkspace;
    let me: Person, colleague: Person, alice: Person, bob: Person;
    let teamId: string, otherTeam: string;
    const made: Record<string, ConversationJson> = {};

    beforeAll(async () => {
      w = await workspace();
      me = await w.agent(['allConversations']);
      colleague = await w.agent(['ownConversations']);
      [alice, bob] = await Promise.all([w.visitor('f-alice'), w.visitor('f-bob')]);
      teamId = await w.team('Sales', [me.id]);
      otherTeam = await w.team('Ops', [colleague.id]);
      const create = async (key: string, body: Parameters<typeof createConversation>[2]) => {
        made[key] = await createConversation(w.http, me.creds, body);
      };
      await create('mine', { customer: [alice.id] });
      await create('theirs', { customer: [bob.id], agent: [colleague.id] });
      await create('unassigned', { customer: [alice.id], agent: [colleague.id] });
      await w.http.post('/api/conversation/update', { id: made.unassigned.id, removeAgent: [colleague.id] }, me.creds);
      await create('team', { customer: [bob.id], agent: [colleague.id] });
      await w.http.post('/api/conversation/update', { id: made.team.id, addTeam: [teamId], removeAgent: [colleague.id] }, me.creds);
      await create('otherTeam', { customer: [bob.id], agent: [colleague.id] });
      await w.http.post('/api/conversation/update', { id: made.otherTeam.id, addTeam: [otherTeam], removeAgent: [colleague.id] }, me.creds);
      await create('closed', { customer: [alice.id] });
      await w.http.post('/api/conversation/update', { id: made.closed.id, status: 'closed' }, me.creds);
      await create('hidden', { customer: [alice.id] });
      await w.http.post('/api/conversation/update', { id: made.hidden.id, hidden: true }, me.creds);
      await create('snoozed', { customer: [alice.id] });
      await w.http.post('/api/conversation/snooze', { id: made.snoozed.id, snooze: Date.now() + 3_600_000 }, me.creds);
      await create('tagged', { customer: [bob.id] });
      await w.http.post('/api/tag/conversation/assign', { conversationId: made.tagged.id, tag: ['refund'] }, me.creds);
      await create('mentioned', { customer: [bob.id], agent: [colleague.id] });
      await sendText(w.http, colleague.creds, made.mentioned.id, 'have a look @me', { internal: true, mentions: [me.id] });
      // Customer tags have no API before the customers issue; the column is the customers service's.
      await server.parley.database.dataSource.query(`UPDATE customer SET tags = '{gold}' WHERE id = $1`, [bob.id]);
    });

    const list = async (query: string, creds: Credentials = me.creds) => {
      const res = await w.http.get<ConversationJson[]>(`/api/conversation?${query}`, creds);
      expect(res.status).toBe(200);
      const byId = new Map(Object.entries(made).map(([k, v]) => [v.id, k]));
      return res.body.data!.map((c) => byId.get(c.id) ?? c.id);
    };
    const sorted = (names: string[]) => [...names].sort();

    it('answers each view of spec §3', async () => {
      expect(sorted(await list('filter=me'))).toEqual(sorted(['mine', 'tagged']));
      expect(sorted(await list('filter=all'))).toEqual(sorted(['mine', 'theirs', 'unassigned', 'team', 'otherTeam', 'tagged', 'mentioned']));
      expect(await list('filter=unassigned')).toEqual(['unassigned']);
      expect(await list('filter=team')).toEqual(['team']);
      expect(await list(`filter=team&team=${otherTeam}`)).toEqual(['otherTeam']);
      expect(await list('filter=hidden')).toEqual(['hidden']);
      expect(await list('filter=snooze')).toEqual(['snoozed']);
      expect(await list('filter=mention')).toEqual(['mentioned']);
      expect(sorted(await list('filter=me&status=closed'))).toEqual(['closed']);
      expect(sorted(await list('filter=me&status=all'))).toEqual(sorted(['mine', 'closed', 'tagged']));
      expect(await list('filter=all&tag=refund')).toEqual(['tagged']);
      expect(sorted(await list('filter=all&customerTag=gold'))).toEqual(sorted(['theirs', 'team', 'otherTeam', 'tagged', 'mentioned']));
      expect(sorted(await list(`filter=all&customerId=${alice.id}`))).toEqual(sorted(['mine', 'unassigned']));
      expect(sorted(await list(`filter=all&agentId=${colleague.id}`))).toEqual(sorted(['theirs', 'mentioned']));
      // No customer has a realtime connection open here (tests/integration/presence.test.ts covers online ones).
      expect(await list('filter=all&showOnline=true')).toEqual([]);
      // Spec default: status open, view me.
      expect(sorted(await list(''))).toEqual(sorted(['mine', 'tagged']));
      // The colleague reads only theirs: assigned or through their team.
      expect(sorted(await list('filter=all', colleague.creds))).toEqual(sorted(['theirs', 'otherTeam', 'mentioned']));
      expect(sorted(await list('filter=unassigned', colleague.creds))).toEqual([]);
      // A customer always gets their own, whatever the view.
      expect(sorted(await list('filter=hidden&status=all', alice.creds))).toEqual(sorted(['mine', 'unassigned', 'closed', 'hidden', 'snoozed']));
    });

    it('orders by last activity, pages with beforeId, reverses, and bounds by time', async () => {
      await sendText(w.http, me.creds, made.unassigned.id, 'bump');
      const page1 = await list('filter=all&size=3');
      expect(page1[0]).toBe('unassigned');
      const full = await list('filter=all&size=100');
      const lastOf1 = made[page1[2]].id;
      const page2 = await list(`filter=all&size=3&beforeId=${lastOf1}`);
      expect(page2).toEqual(full.slice(3, 6));
      expect(await list('filter=all&size=100&reverseOrder=true')).toEqual([...full].reverse());
      const all = (await w.http.get<ConversationJson[]>('/api/conversation?filter=all&size=100', me.creds)).body.data!;
      const pivot = all[3].orderTimestamp;
      expect(await list(`filter=all&size=100&beforeTimestamp=${pivot}`)).toEqual(full.slice(4));
      expect(await list(`filter=all&size=100&afterTimestamp=${pivot}`)).toEqual(full.slice(0, 3));
      for (const bad of ['size=0', 'size=101', 'status=deleted', 'filter=everyone', 'beforeId=42', 'team=x', 'beforeTimestamp=soon']) {
        expect([bad, (await w.http.get(`/api/conversation?${bad}`, me.creds)).status]).toEqual([bad, 400]);
      }
    });

    it('counts every view from the database, per team, for what the caller may read', async () => {
      const counts = await w.http.get<Record<string, unknown>>('/api/conversation/counts', me.creds);
      expect(counts.body.data).toEqual({ me: 2, unassigned: 1, mention: 1, snooze: 1, hidden: 1, team: { [teamId]: 1 } });
      const theirs = await w.http.get('/api/conversation/counts', colleague.creds);
      expect(theirs.body.data).toEqual({ me: 2, unassigned: 0, mention: 0, snooze: 0, hidden: 0, team: { [otherTeam]: 1 } });
      const gql = await w.http.graphql<{ conversationCounts: { me: number; team: { teamId: string; count: number }[] } }>(
        '{ conversationCounts { me unassigned mention snooze hidden team { teamId count } } }',
        undefined,
        me.creds,
      );
      expect(gql.data!.conversationCounts).toEqual({ me: 2, unassigned: 1, mention: 1, snooze: 1, hidden: 1, team: [{ teamId, count: 1 }] });
      // Reading clears the mention.
      const [last] = (await history(w.http, me.creds, made.mentioned.id)).body.data!;
      await w.http.post('/api/conversation/read', { conversationId: made.mentioned.id, messageId: last.id }, me.creds);
      expect((await w.http.get<{ mention: number }>('/api/conversation/counts', me.creds)).body.data!.mention).toBe(0);
    });
  });

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
          queries++;
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
