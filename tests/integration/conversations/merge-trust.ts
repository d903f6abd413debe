import { databaseVariants } from '../../support/databases';
import { openGraphqlSocket, SocketRefused } from '../../support/graphql-socket';
import { GatewayClient } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, history, sendText, setUpWorkspace, type ConversationJson, type Person, type TestWorkspace } from '../../factories/conversation';

/** Issue 47 findings 3, 4 and 5: a merge, of conversations or of customers, opens nothing to anybody. */

interface MergeJson {
  mergeId: string;
  sourceId: string;
  targetId: string;
}

interface ErrorBody {
  error?: { message: string; extraInfo?: { fields?: Record<string, string> } };
}

const DIFFERENT_CUSTOMERS = 'These conversations belong to different customers: merge the customers first';
const IDENTIFIED_INTO_ANONYMOUS = 'An identified customer cannot be merged into an anonymous visitor: merge the visitor into them instead';
const MERGE_MUTATION = 'mutation($s: ID!, $t: ID!) { mergeConversation(sourceId: $s, targetId: $t) { mergeId } }';
const UNDO_MUTATION = 'mutation($m: ID!) { undoConversationMerge(mergeId: $m) { undone } }';

describe.each(databaseVariants())('trust at the merge joints on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let agent: Person, scoped: Person, managerOnly: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    [agent, scoped, managerOnly] = await Promise.all([w.agent(['allConversations']), w.agent(['ownConversations', 'manageUser']), w.agent(['manageUser'])]);
  });
  afterAll(() => server?.close());

  const merge = (sourceId: string, targetId: string, who = agent) =>
    w.http.post<MergeJson>('/api/conversation/merge', { sourceId, targetId }, who.creds) as Promise<{ status: number; body: ErrorBody & { data?: MergeJson } }>;
  const undo = (mergeId: string, who = agent) => w.http.post<MergeJson>('/api/conversation/merge/undo', { mergeId }, who.creds);
  const mergeCustomers = (sourceId: string, targetId: string) =>
    w.http.post('/api/admin/customer/merge', { sourceId, targetId }, agent.creds) as Promise<{ status: number; body: ErrorBody }>;
  const contents = async (who: Person, conversationId: string): Promise<string[]> =>
    ((await history(w.http, who.creds, conversationId, 'size=50')).body.data ?? []).map((m) => m.meta.content ?? '');
  const mergedInto = async (id: string) =>
    (await w.http.get<(ConversationJson & { mergedInto: { id: string } | null })[]>(`/api/conversation/get?id=${id}`, agent.creds)).body.data![0].mergedInto;
  const setEmail = async (who: Person, email: string) => {
    const res = await w.http.post<{ userId: string; email: string }>('/api/me/update', { email }, who.creds);
    expect(res.status).toBe(200);
    return res.body.data!;
  };

  describe('conversations', () => {
    it('refuses a merge across customers on REST and GraphQL (400, nothing moves); the source visitor reads none of the other history', async () => {
      const [alice, bob] = await Promise.all([w.visitor('mt-alice'), w.visitor('mt-bob')]);
      const hers = await createConversation(w.http, agent.creds, { customer: [alice.id] });
      const his = await createConversation(w.http, agent.creds, { customer: [bob.id] });
      await sendText(w.http, bob.creds, his.id, 'bob private history');
      await sendText(w.http, alice.creds, hers.id, 'alice writes');

      for (const [s, t] of [
        [hers.id, his.id],
        [his.id, hers.id],
      ]) {
        const rest = await merge(s, t);
        expect(rest.status).toBe(400);
        expect(rest.body.error).toMatchObject({ message: DIFFERENT_CUSTOMERS, extraInfo: { fields: { targetId: 'otherCustomer' } } });
        const gql = await w.http.graphql(MERGE_MUTATION, { s, t }, agent.creds);
        expect(gql.errors?.[0]).toMatchObject({ message: DIFFERENT_CUSTOMERS, extensions: { code: 'BAD_USER_INPUT' } });
      }

      expect(await mergedInto(hers.id)).toBeNull();
      expect(await mergedInto(his.id)).toBeNull();
      expect((await history(w.http, alice.creds, his.id)).status).toBe(404);
      const list = (await w.http.get<ConversationJson[]>('/api/conversation?status=all', alice.creds)).body.data!;
      expect(list.map((c) => c.id)).toEqual([hers.id]);
      expect(await contents(alice, hers.id)).toEqual(['alice writes']);

      // One customer's two conversations still merge, and the merge still undoes.
      const again = await createConversation(w.http, agent.creds, { customer: [alice.id] });
      const done = await merge(again.id, hers.id);
      expect(done.status).toBe(200);
      expect((await undo(done.body.data!.mergeId)).status).toBe(200);
    });

    it("a merge across customers made before the rule gives the merged one's visitor nothing of the other's: no read, no later reply", async () => {
      const [fay, gil] = await Promise.all([w.visitor('mt-fay'), w.visitor('mt-gil')]);
      const hers = await createConversation(w.http, agent.creds, { customer: [fay.id] });
      const his = await createConversation(w.http, agent.creds, { customer: [gil.id] });
      await sendText(w.http, gil.creds, his.id, 'gil private history');
      await sendText(w.http, fay.creds, hers.id, 'fay writes');
      // Made as it was then: his conversation hers for the merge.
      const sql = (text: string, params: unknown[]) => server.parley.database.dataSource.query(text, params);
      await sql('UPDATE conversation SET customer_id = $2 WHERE id = $1', [his.id, fay.id]);
      expect((await merge(hers.id, his.id)).status).toBe(200);
      await sql('UPDATE conversation SET customer_id = $2 WHERE id = $1', [his.id, gil.id]);

      const socket = await GatewayClient.connect(server.url, fay.creds.token!);
      try {
        expect((await history(w.http, fay.creds, his.id)).status).toBe(404);
        expect((await w.http.get<ConversationJson[]>('/api/conversation?status=all', fay.creds)).body.data!.map((c) => c.id)).not.toContain(his.id);
        const later = await sendText(w.http, agent.creds, his.id, 'a later reply to gil');
        // What she hears next is her own conversation's message, never the reply before it.
        const fresh = await createConversation(w.http, agent.creds, { customer: [fay.id] });
        const mine = await sendText(w.http, agent.creds, fresh.id, 'for fay');
        const first = await socket.next((m) => m.event === 'message.created');
        expect(first.data?.id).toBe(mine.id);
        expect(first.data?.id).not.toBe(later.id);
      } finally {
        socket.close();
      }
      expect(await contents(gil, his.id)).toContain('gil private history');
    });

    it('an ownConversations + manageUser agent cannot merge a conversation they cannot read into their own, nor undo one; its internal note never reaches them', async () => {
      const carol = await w.visitor('mt-carol');
      const mine = await createConversation(w.http, agent.creds, { customer: [carol.id], agent: [scoped.id] });
      const theirs = await createConversation(w.http, agent.creds, { customer: [carol.id], agent: [agent.id] });
      await sendText(w.http, agent.creds, theirs.id, 'internal note of the other conversation', { internal: true });
      await sendText(w.http, carol.creds, mine.id, 'carol in mine');

      for (const [s, t] of [
        [theirs.id, mine.id],
        [mine.id, theirs.id],
      ]) {
        expect((await merge(s, t, scoped)).status).toBe(404);
        const gql = await w.http.graphql(MERGE_MUTATION, { s, t }, scoped.creds);
        expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
        // manageUser alone reads no conversation, so it merges none.
        expect((await merge(s, t, managerOnly)).status).toBe(403);
        expect((await w.http.graphql(MERGE_MUTATION, { s, t }, managerOnly.creds)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      }
      expect(await mergedInto(theirs.id)).toBeNull();
      expect(await mergedInto(mine.id)).toBeNull();
      const seen = await contents(scoped, mine.id);
      expect(seen).toEqual(['carol in mine']);
      expect((await history(w.http, scoped.creds, theirs.id)).status).toBe(404);

      // Undo: a merge of two conversations they cannot read, and one whose survivor they read but not the merged one.
      const other = await createConversation(w.http, agent.creds, { customer: [carol.id], agent: [agent.id] });
      const unseen = (await merge(other.id, theirs.id)).body.data!;
      const intoMine = await createConversation(w.http, agent.creds, { customer: [carol.id], agent: [agent.id] });
      const half = (await merge(intoMine.id, mine.id)).body.data!;
      for (const m of [unseen, half]) {
        expect((await undo(m.mergeId, scoped)).status).toBe(404);
        expect((await w.http.graphql(UNDO_MUTATION, { m: m.mergeId }, scoped.creds)).errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
        expect((await undo(m.mergeId, managerOnly)).status).toBe(403);
      }
      expect(await mergedInto(other.id)).toEqual({ id: theirs.id });
      expect(await mergedInto(intoMine.id)).toEqual({ id: mine.id });
      expect((await contents(scoped, mine.id)).filter((c) => c.includes('internal note'))).toEqual([]);

      // Two conversations they read merge and undo as before.
      const second = await createConversation(w.http, agent.creds, { customer: [carol.id], agent: [scoped.id] });
      const own = await merge(second.id, mine.id, scoped);
      expect(own.status).toBe(200);
      expect((await undo(own.body.data!.mergeId, scoped)).status).toBe(200);
    });
  });

  describe('customers', () => {
    it("ends the source visitor's sessions: their token answers 401 on REST and GraphQL, their graphql-ws and spec sockets close", async () => {
      const [dave, erin] = await Promise.all([w.visitor('mt-dave'), w.visitor('mt-erin')]);
      const his = await createConversation(w.http, agent.creds, { customer: [dave.id] });
      await sendText(w.http, dave.creds, his.id, 'from dave');
      const spec = await GatewayClient.connect(server.url, dave.creds.token!);
      const gqlSocket = await openGraphqlSocket(server.url, { token: dave.creds.token! });
      const erinSocket = await GatewayClient.connect(server.url, erin.creds.token!);
      try {
        expect((await mergeCustomers(dave.id, erin.id)).status).toBe(200);
        expect(await spec.waitClosed()).toBe(4403);
        expect(await gqlSocket.closed).toBe(4403);
        // The target keeps her session and socket.
        const reply = await sendText(w.http, agent.creds, his.id, 'hello erin');
        await erinSocket.next((m) => m.event === 'message.created' && m.data?.id === reply.id);
      } finally {
        spec.close();
        await gqlSocket.dispose();
        erinSocket.close();
      }
      expect((await w.http.get('/api/me', dave.creds)).status).toBe(401);
      expect((await w.http.get('/api/conversation?status=all', dave.creds)).status).toBe(401);
      expect((await history(w.http, dave.creds, his.id)).status).toBe(401);
      expect((await w.http.graphql('{ me { userId } }', {}, dave.creds)).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
      await expect(openGraphqlSocket(server.url, { token: dave.creds.token! })).rejects.toBeInstanceOf(SocketRefused);
      // Not re-pointed: signing in with the source's refId again opens nothing of the target.
      const back = await w.http.post<{ user: { userId: string } }>('/api/init', { type: 'customer', appKey: w.appKey, refId: 'mt-dave' });
      expect(back.body.data?.user.userId).not.toBe(erin.id);
      expect((await w.http.get('/api/me', erin.creds)).status).toBe(200);
      expect(await contents(erin, his.id)).toEqual(['hello erin', 'from dave']);
    });

    it('a visitor who set someone else\u2019s email in the widget does not become that customer after a merge, either way round, and reads none of their history', async () => {
      const victim = await w.visitor('mt-victim');
      await setEmail(victim, 'victim@example.com');
      const theirs = await createConversation(w.http, agent.creds, { customer: [victim.id] });
      await sendText(w.http, victim.creds, theirs.id, 'victim private history');

      const attacker = await w.visitor();
      const me = await setEmail(attacker, 'victim@example.com');
      // The email is only what they typed: they are still themselves, and a new sign-in is not the victim.
      expect(me.userId).toBe(attacker.id);
      const fresh = await w.visitor();
      expect(fresh.id).not.toBe(victim.id);

      // The identified customer is not merged into the anonymous visitor.
      const refused = await mergeCustomers(victim.id, attacker.id);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ message: IDENTIFIED_INTO_ANONYMOUS, extraInfo: { fields: { targetId: 'anonymous' } } });
      expect((await history(w.http, attacker.creds, theirs.id)).status).toBe(404);

      // The visitor merged into the victim: their session ends, it is not re-pointed onto the victim.
      const generated = (await w.http.get<{ refId: string }>('/api/me', attacker.creds)).body.data!.refId;
      expect((await mergeCustomers(attacker.id, victim.id)).status).toBe(200);
      expect((await w.http.get('/api/me', attacker.creds)).status).toBe(401);
      expect((await history(w.http, attacker.creds, theirs.id)).status).toBe(401);
      const reclaimed = await w.http.post<{ user: { userId: string } }>('/api/init', { type: 'customer', appKey: w.appKey, refId: generated });
      expect(reclaimed.body.data?.user.userId).not.toBe(victim.id);
      expect(await contents(victim, theirs.id)).toEqual(['victim private history']);

      // Two anonymous visitors: merged into the one who typed the other's email, neither widget reads the merged history.
      const quiet = await w.visitor();
      await setEmail(quiet, 'quiet@example.com');
      const hers = await createConversation(w.http, agent.creds, { customer: [quiet.id] });
      await sendText(w.http, quiet.creds, hers.id, 'quiet private history');
      const copycat = await w.visitor();
      await setEmail(copycat, 'quiet@example.com');
      const copied = (await w.http.get<{ refId: string }>('/api/me', copycat.creds)).body.data!.refId;
      expect((await mergeCustomers(quiet.id, copycat.id)).status).toBe(200);
      for (const who of [quiet, copycat]) expect((await w.http.get('/api/me', who.creds)).status).toBe(401);
      const again = await w.http.post<{ token: string; user: { userId: string } }>('/api/init', { type: 'customer', appKey: w.appKey, refId: copied });
      expect(again.status).toBe(200);
      expect(again.body.data!.user.userId).not.toBe(copycat.id);
      const creds = { token: again.body.data!.token };
      expect((await history(w.http, creds, hers.id)).status).toBe(404);
      expect((await w.http.get<ConversationJson[]>('/api/conversation?status=all', creds)).body.data).toEqual([]);
      // Agents still read the merged customer's history.
      expect(await contents(agent, hers.id)).toEqual(['quiet private history']);
    });
  });
});
