import { databaseVariants } from '../../support/databases';
import { GatewayClient } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, history, sendText, setUpWorkspace, type ConversationJson, type Person, type TestWorkspace } from '../../factories/conversation';

describe.each(databaseVariants())('merging customers on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let agent: Person, own: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    [agent, own] = await Promise.all([w.agent(['allConversations']), w.agent(['ownConversations'])]);
  });
  afterAll(() => server?.close());

  const merge = (body: Record<string, unknown>, who = agent) =>
    w.http.post<{ sourceId: string; targetId: string; conversationIds: string[] }>('/api/admin/customer/merge', body, who.creds);

  it("gives the source's conversations to the target, archives the source, and ends the source visitor's sessions", async () => {
    const [alice, bob] = await Promise.all([w.visitor('cm-alice'), w.visitor('cm-bob')]);
    const mine = await createConversation(w.http, agent.creds, { customer: [alice.id] });
    const theirs = await createConversation(w.http, agent.creds, { customer: [bob.id] });
    await sendText(w.http, alice.creds, mine.id, 'from alice');
    const socket = await GatewayClient.connect(server.url, alice.creds.token!);
    try {
      const res = await merge({ sourceId: alice.id, targetId: bob.id });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ sourceId: alice.id, targetId: bob.id, conversationIds: [mine.id] });
      expect(await socket.waitClosed()).toBe(4403);
    } finally {
      socket.close();
    }
    const [moved] = (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${mine.id}`, agent.creds)).body.data!;
    expect(moved.customer).toEqual([{ id: bob.id }]);
    // Alice's token is over (never re-pointed onto the target); the target reads both conversations and writes on.
    expect((await w.http.get('/api/conversation?status=all', alice.creds)).status).toBe(401);
    const list = (await w.http.get<ConversationJson[]>('/api/conversation?status=all', bob.creds)).body.data!;
    expect(list.map((c) => c.id).sort()).toEqual([mine.id, theirs.id].sort());
    const later = await sendText(w.http, bob.creds, mine.id, 'still me');
    expect(later.senderId).toBe(bob.id);
    expect((await history(w.http, bob.creds, mine.id)).body.data!.map((m) => m.meta.content)).toEqual(['still me', 'from alice']);
    const again = await GatewayClient.connect(server.url, bob.creds.token!);
    const reply = await sendText(w.http, agent.creds, mine.id, 'hello again');
    await again.next((m) => m.event === 'message.created' && m.data?.id === reply.id);
    again.close();
    // The source is archived: merged a second time, it is not found.
    expect((await merge({ sourceId: alice.id, targetId: bob.id })).status).toBe(404);
  });

  it('answers on GraphQL too; allConversations or manageUser; bad input is a 400', async () => {
    const [carol, dave] = await Promise.all([w.visitor('cm-carol'), w.visitor('cm-dave')]);
    expect((await merge({ sourceId: carol.id, targetId: dave.id }, own)).status).toBe(403);
    for (const body of [{ sourceId: carol.id, targetId: carol.id }, { sourceId: 'x', targetId: dave.id }, { sourceId: carol.id }]) {
      expect((await merge(body)).status).toBe(400);
    }
    const gql = await w.http.graphql<{ mergeCustomer: { sourceId: string; conversationIds: string[] } }>(
      'mutation($s: ID!, $t: ID!) { mergeCustomer(sourceId: $s, targetId: $t) { sourceId conversationIds } }',
      { s: carol.id, t: dave.id },
      agent.creds,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.mergeCustomer).toEqual({ sourceId: carol.id, conversationIds: [] });
  });
});
