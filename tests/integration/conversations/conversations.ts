import { resolveActor } from '../../../server/src/auth/request-context';
import { canRead, resolveAccess } from '../../../server/src/modules/conversation/conversation-access';
import { loadRelations } from '../../../server/src/modules/conversation/conversation-query';
import { databaseVariants } from '../../support/databases';
import type { Credentials } from '../../support/http';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, history, sendText, setUpWorkspace, type ConversationJson, type Person, type TestWorkspace } from '../../factories/conversation';

const ids = (list: { id: string }[] | undefined) => (list ?? []).map((c) => c.id).sort();

describe.each(databaseVariants())('conversations on $name', (variant) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await sharedServer(variant);
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
      expect(fromVisitor.generatedName).toBe(true);
      const named = await w.http.post<ConversationJson>('/api/conversation/update', { id: fromVisitor.id, name: 'Refund for order 12' }, w.owner.creds);
      expect(named.body.data).toMatchObject({ name: 'Refund for order 12', generatedName: false });
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
      // No customer has a realtime connection open here (tests/integration/realtime/presence.ts covers online ones).
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
      // The customer writes (an agent's reply would also take the conversation: assignOnReply).
      await sendText(w.http, alice.creds, made.unassigned.id, 'bump');
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
});
