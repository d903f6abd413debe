import { databaseVariants } from '../../support/databases';
import { GatewayClient, subscribeEvents } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import {
  createConversation,
  history,
  sendText,
  setUpWorkspace,
  type ConversationJson,
  type MessageJson,
  type Person,
  type TestWorkspace,
} from '../../factories/conversation';

describe.each(databaseVariants())('messages on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let agent: Person, colleague: Person, outsider: Person, alice: Person, bob: Person;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    [agent, colleague, outsider] = await Promise.all([w.agent(['allConversations']), w.agent(['allConversations']), w.agent(['ownConversations'])]);
    [alice, bob] = await Promise.all([w.visitor('m-alice'), w.visitor('m-bob')]);
  });
  afterAll(() => server?.close());

  const conversation = (customer = alice) => createConversation(w.http, agent.creds, { customer: [customer.id] });

  it('sends text trimmed, answers id and order, and pages history newest first with a total', async () => {
    const c = await conversation();
    const first = await sendText(w.http, alice.creds, c.id, '  hello there  ');
    expect(first).toMatchObject({ seq: 1, senderType: 'customer', senderId: alice.id, internal: false, meta: { type: 1, content: 'hello there' } });
    for (let i = 2; i <= 25; i++) await sendText(w.http, i % 2 ? alice.creds : agent.creds, c.id, `message ${i}`);
    const page1 = await history(w.http, alice.creds, c.id);
    expect(page1.body.total).toBe(25);
    expect(page1.body.data!.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    const page2 = await history(w.http, alice.creds, c.id, `beforeId=${page1.body.data![19].id}`);
    expect(page2.body).toMatchObject({ total: 25 });
    expect(page2.body.data!.map((m) => m.seq)).toEqual([5, 4, 3, 2, 1]);
    expect((await history(w.http, alice.creds, c.id, 'size=51')).status).toBe(400);
    expect((await history(w.http, alice.creds, c.id, 'size=50')).body.data).toHaveLength(25);
    for (const content of ['', '   \n ']) {
      const empty = await w.http.post('/api/message/send', { conversationId: c.id, meta: { type: 1, content } }, alice.creds);
      expect(empty.status).toBe(400);
    }
    const [seen] = (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${c.id}`, agent.creds)).body.data!;
    expect(seen.lastMessage).toMatchObject({ seq: 25, text: 'message 25' });
    expect(seen.unread).toBe(true);
    // The GraphQL twin reads the same page.
    const gql = await w.http.graphql<{ messages: { total: number; messages: { seq: number }[] } }>(
      'query($c: ID!) { messages(conversationId: $c, size: 3) { total messages { seq } } }',
      { c: c.id },
      alice.creds,
    );
    expect(gql.data!.messages).toEqual({ total: 25, messages: [{ seq: 25 }, { seq: 24 }, { seq: 23 }] });
  });

  it('validates each meta type, and filters history by type and subtype', async () => {
    const c = await conversation();
    const send = (meta: Record<string, unknown>, creds = agent.creds) => w.http.post<MessageJson>('/api/message/send', { conversationId: c.id, meta }, creds);
    const card = await send({
      type: 11,
      element: { elements: [{ title: 'Plan A', actions: [{ title: 'Open', actionType: 'url', actionContent: { url: 'https://example.com' } }] }] },
    });
    expect(card.status).toBe(200);
    expect((await send({ type: 11, element: { elements: [] } })).status).toBe(400);
    expect((await send({ type: 11, element: { elements: [{ title: 'x', thumbnailUrl: 'javascript:alert(1)' }] } })).status).toBe(400);
    expect((await send({ type: 20, inlineInput: { title: 'Your email', input: [{ inputId: 'e', title: 'Email', type: 'email' }] } })).status).toBe(200);
    expect((await send({ type: 21, template: { name: 'Shipping', displayParams: [{ name: 'order', value: '42' }] } })).status).toBe(200);
    expect((await send({ type: 13, content: 'yes' })).status).toBe(200);
    expect((await send({ type: 3, file: { name: 'a.pdf' } })).body.error?.message).toMatch(/file\/send/);
    expect((await send({ type: 8 })).status).toBe(400);
    expect((await send({ type: 30, content: 'fake notice' })).status).toBe(400);
    expect((await send({ type: 99, content: 'x' })).status).toBe(400);
    expect((await send({ type: 20, inlineInput: { title: 'x', input: [{ inputId: 'a', title: 'b', type: 'text' }] } }, alice.creds)).status).toBe(403);
    expect((await history(w.http, agent.creds, c.id, 'msgTypeFilter=11')).body).toMatchObject({ total: 1, data: [{ id: card.body.data!.id }] });
    expect((await history(w.http, agent.creds, c.id, 'msgTypeFilter=3&msgSubtypeFilter=2')).body).toEqual({ data: [], total: 0 });
    expect((await history(w.http, agent.creds, c.id)).body.total).toBe(4);
  });

  it('is idempotent on localId: a retry answers the same message with no second row and no second event', async () => {
    const c = await conversation();
    const socket = await GatewayClient.connect(server.url, agent.creds.token!);
    try {
      const a = await sendText(w.http, alice.creds, c.id, 'only once', { localId: 'local-1' });
      const b = await sendText(w.http, alice.creds, c.id, 'only once', { localId: 'local-1' });
      expect(b.id).toBe(a.id);
      expect(b).toMatchObject({ seq: 1, localId: 'local-1' });
      // The same localId from someone else is their own message.
      const other = await sendText(w.http, agent.creds, c.id, 'mine', { localId: 'local-1' });
      expect(other.id).not.toBe(a.id);
      expect(other.seq).toBe(2);
      const next = await sendText(w.http, alice.creds, c.id, 'after the retry');
      expect(next.seq).toBe(3);
      await socket.next((m) => m.event === 'message.created' && m.data?.id === next.id);
      const created = socket.received.filter((m) => m.event === 'message.created').map((m) => m.data!.id);
      expect(created).toEqual([a.id, other.id, next.id]);
      const rows = await server.parley.database.dataSource.query('SELECT count(*)::int AS n FROM message WHERE conversation_id = $1', [c.id]);
      expect(rows).toEqual([{ n: 3 }]);
    } finally {
      socket.close();
    }
  });

  it('keeps one gap-free order under 50 concurrent sends (with retries among them), seen the same by every reader', async () => {
    const c = await conversation();
    const senders = [alice, agent, colleague];
    const attempts = Array.from({ length: 50 }, (_, i) => ({ who: senders[i % 3], localId: `p-${i % 40}-${i % 3}` }));
    const results = await Promise.all(
      attempts.map(({ who, localId }, i) =>
        w.http.post<MessageJson>('/api/message/send', { conversationId: c.id, localId, meta: { type: 1, content: `parallel ${i}` } }, who.creds),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const unique = new Map(results.map((r) => [r.body.data!.id, r.body.data!]));
    const distinctKeys = new Set(attempts.map((a) => `${a.who.id}/${a.localId}`)).size;
    expect(unique.size).toBe(distinctKeys);
    const seqs = [...unique.values()].map((m) => m.seq).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: distinctKeys }, (_, i) => i + 1));
    const read = async (creds: Person['creds']) => {
      const ids: string[] = [];
      let before = '';
      for (;;) {
        const page = await history(w.http, creds, c.id, `size=7${before}`);
        ids.push(...page.body.data!.map((m) => m.id));
        if (page.body.data!.length < 7) return ids;
        before = `&beforeId=${page.body.data![6].id}`;
      }
    };
    const bySeq = [...unique.values()].sort((x, y) => y.seq - x.seq).map((m) => m.id);
    expect(await read(alice.creds)).toEqual(bySeq);
    expect(await read(colleague.creds)).toEqual(bySeq);
    const [conv] = (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${c.id}`, agent.creds)).body.data!;
    expect(conv.lastMessage!.seq).toBe(distinctKeys);
  });

  it('refuses messages in a terminated conversation', async () => {
    const c = await conversation();
    await w.http.post('/api/conversation/update', { id: c.id, status: 'terminated' }, agent.creds);
    const res = await w.http.post('/api/message/send', { conversationId: c.id, meta: { type: 1, content: 'hello?' } }, alice.creds);
    expect(res.status).toBe(409);
    expect((await w.http.post('/api/message/send', { conversationId: c.id, meta: { type: 1, content: 'x' } }, agent.creds)).status).toBe(409);
  });

  it('keeps internal messages from customers on every door', async () => {
    const c = await conversation();
    const sub = await subscribeEvents(server.url, alice.creds.token!);
    const aliceSocket = await GatewayClient.connect(server.url, alice.creds.token!);
    const agentSocket = await GatewayClient.connect(server.url, colleague.creds.token!);
    try {
      const publicOne = await sendText(w.http, agent.creds, c.id, 'visible');
      const note = await sendText(w.http, agent.creds, c.id, 'the customer is angry', { internal: true });
      await agentSocket.next((m) => m.event === 'message.created' && m.data?.id === note.id);
      await aliceSocket.next((m) => m.event === 'message.created' && m.data?.id === publicOne.id);
      await sub.waitFor((e) => e.type === 'message.created' && e.payload.id === publicOne.id);
      // Sentinels: a pong on her socket, and a later event of hers (another conversation) on her subscription.
      await aliceSocket.settle();
      const sentinel = await createConversation(w.http, w.owner.creds, { customer: [alice.id] });
      await sub.waitFor((e) => e.type === 'conversation.created' && e.payload.id === sentinel.id);
      expect(aliceSocket.received.some((m) => JSON.stringify(m).includes(note.id))).toBe(false);
      expect(sub.events.some((e) => JSON.stringify(e).includes(note.id))).toBe(false);
      // REST history and total, GraphQL, the conversation's last message.
      expect((await history(w.http, alice.creds, c.id)).body).toMatchObject({ total: 1, data: [{ id: publicOne.id }] });
      expect((await history(w.http, agent.creds, c.id)).body.total).toBe(2);
      const gql = await w.http.graphql<{ messages: { total: number; messages: { id: string }[] } }>(
        'query($c: ID!) { messages(conversationId: $c) { total messages { id } } }',
        { c: c.id },
        alice.creds,
      );
      expect(gql.data!.messages).toEqual({ total: 1, messages: [{ id: publicOne.id }] });
      const [asAlice] = (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${c.id}`, alice.creds)).body.data!;
      expect(asAlice.lastMessage).toMatchObject({ id: publicOne.id });
      const [asAgent] = (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${c.id}`, colleague.creds)).body.data!;
      expect(asAgent.lastMessage).toMatchObject({ id: note.id, internal: true });
      const gqlConv = await w.http.graphql<{ conversation: { lastMessage: { id: string } } }>(
        'query($c: ID!) { conversation(id: $c) { lastMessage { id } } }',
        { c: c.id },
        alice.creds,
      );
      expect(gqlConv.data!.conversation.lastMessage.id).toBe(publicOne.id);
      // Only agents write internal messages; a customer cannot read one by id either.
      expect((await w.http.post('/api/message/send', { conversationId: c.id, internal: true, meta: { type: 1, content: 'x' } }, alice.creds)).status).toBe(403);
      expect((await w.http.post('/api/conversation/read', { conversationId: c.id, messageId: note.id }, alice.creds)).status).toBe(404);
    } finally {
      aliceSocket.close();
      agentSocket.close();
      await sub.close();
    }
  });

  it('keeps a reply to an internal message internal', async () => {
    const c = await conversation();
    const note = await sendText(w.http, agent.creds, c.id, 'internal question', { internal: true });
    const crossing = await w.http.post(
      '/api/message/send',
      { conversationId: c.id, meta: { type: 1, content: 'leak', reply: { id: note.id } } },
      colleague.creds,
    );
    expect(crossing.status).toBe(400);
    expect(crossing.body.error?.message).toBe('Cannot respond to internal information');
    const answer = await sendText(w.http, colleague.creds, c.id, 'internal answer', { internal: true, reply: { id: note.id } });
    expect(answer.meta.reply).toMatchObject({ id: note.id, internal: true, content: 'internal question' });
    const asCustomer = await w.http.post('/api/message/send', { conversationId: c.id, meta: { type: 1, content: 'hm', reply: { id: note.id } } }, alice.creds);
    expect(asCustomer.status).toBe(404);
    const pub = await sendText(w.http, alice.creds, c.id, 'public question');
    const internalAboutPublic = await sendText(w.http, agent.creds, c.id, 'about that', { internal: true, reply: { id: pub.id } });
    expect(internalAboutPublic.meta.reply).toMatchObject({ id: pub.id, internal: false });
  });

  it('marks @mentioned agents until they read, and only in internal messages', async () => {
    const c = await conversation();
    const teamMate = await w.agent(['ownConversations']);
    const res = await w.http.post('/api/message/send', { conversationId: c.id, meta: { type: 1, content: 'hi', mentions: [colleague.id] } }, agent.creds);
    expect(res.status).toBe(400);
    const stranger = await setUpWorkspace(server.parley, server.url);
    const unknown = await w.http.post(
      '/api/message/send',
      { conversationId: c.id, internal: true, meta: { type: 1, content: 'hi', mentions: [stranger.owner.id] } },
      agent.creds,
    );
    expect(unknown.status).toBe(400);
    const note = await sendText(w.http, agent.creds, c.id, '@colleague please look', { internal: true, mentions: [colleague.id, teamMate.id] });
    const mentionedFor = async (p: Person) => (await w.http.get<ConversationJson[]>('/api/conversation?filter=mention', p.creds)).body.data!.map((x) => x.id);
    expect(await mentionedFor(colleague)).toEqual([c.id]);
    expect(await mentionedFor(agent)).toEqual([]);
    // An ownConversations agent is flagged but does not gain the conversation by a mention.
    expect(await mentionedFor(teamMate)).toEqual([]);
    const [before] = (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${c.id}`, colleague.creds)).body.data!;
    expect(before.mentioned).toBe(true);
    const receipt = await w.http.post<{ lastRead: { id: string } }>('/api/conversation/read', { conversationId: c.id, messageId: note.id }, colleague.creds);
    expect(receipt.body.data!.lastRead.id).toBe(note.id);
    const [after] = (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${c.id}`, colleague.creds)).body.data!;
    expect(after).toMatchObject({ mentioned: false, unread: false, lastRead: { id: note.id } });
  });

  it('reads forward only, and unread follows the newest message the caller may see', async () => {
    const c = await conversation();
    const one = await sendText(w.http, alice.creds, c.id, 'one');
    const two = await sendText(w.http, alice.creds, c.id, 'two');
    const read = (messageId: string) => w.http.post<{ lastRead: { id: string } }>('/api/conversation/read', { conversationId: c.id, messageId }, agent.creds);
    expect((await read(two.id)).body.data!.lastRead.id).toBe(two.id);
    expect((await read(one.id)).body.data!.lastRead.id).toBe(two.id);
    // The customer wrote both: nothing unread for them; an internal note does not make it unread for them.
    const [forAlice] = (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${c.id}`, alice.creds)).body.data!;
    expect(forAlice).toMatchObject({ unread: false, lastRead: { id: two.id } });
    await sendText(w.http, agent.creds, c.id, 'note', { internal: true });
    expect((await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${c.id}`, alice.creds)).body.data![0].unread).toBe(false);
    await sendText(w.http, agent.creds, c.id, 'reply');
    expect((await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${c.id}`, alice.creds)).body.data![0].unread).toBe(true);
    const gql = await w.http.graphql<{ markRead: { lastRead: { id: string } } }>(
      'mutation($c: ID!, $m: ID!) { markRead(conversationId: $c, messageId: $m) { lastRead { id } } }',
      { c: c.id, m: two.id },
      alice.creds,
    );
    expect(gql.data!.markRead.lastRead.id).toBe(two.id);
  });

  it('lets only the sender delete, softly, and moves the last message back', async () => {
    const c = await conversation();
    const keep = await sendText(w.http, alice.creds, c.id, 'keep me');
    const mine = await sendText(w.http, agent.creds, c.id, 'oops');
    const socket = await GatewayClient.connect(server.url, alice.creds.token!);
    try {
      expect((await w.http.post('/api/message/delete', { messageId: mine.id }, colleague.creds)).status).toBe(403);
      expect((await w.http.post('/api/message/delete', { messageId: mine.id }, alice.creds)).status).toBe(403);
      expect((await w.http.post('/api/message/delete', { messageId: mine.id }, agent.creds)).status).toBe(200);
      await socket.next((m) => m.event === 'message.deleted' && m.data?.id === mine.id);
      expect((await w.http.post('/api/message/delete', { messageId: mine.id }, agent.creds)).status).toBe(404);
      expect((await history(w.http, alice.creds, c.id)).body).toMatchObject({ total: 1, data: [{ id: keep.id }] });
      const [conv] = (await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${c.id}`, agent.creds)).body.data!;
      expect(conv.lastMessage).toMatchObject({ id: keep.id, text: 'keep me' });
      const row = await server.parley.database.dataSource.query('SELECT deleted_at FROM message WHERE id = $1', [mine.id]);
      expect(row[0].deleted_at).not.toBeNull();
      const gql = await w.http.graphql('mutation($m: ID!) { deleteMessage(messageId: $m) }', { m: keep.id }, agent.creds);
      expect(gql.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
      const notice = (await w.http.post<ConversationJson>('/api/conversation/update', { id: c.id, status: 'closed' }, agent.creds)).body.data!;
      const [systemNote] = (await history(w.http, agent.creds, notice.id)).body.data!;
      expect((await w.http.post('/api/message/delete', { messageId: systemNote.id }, agent.creds)).status).toBe(403);
    } finally {
      socket.close();
    }
  });

  it('refuses what the caller may not read and sends nothing to outsiders', async () => {
    const c = await conversation();
    expect((await w.http.post('/api/message/send', { conversationId: c.id, meta: { type: 1, content: 'x' } }, bob.creds)).status).toBe(404);
    expect((await w.http.post('/api/message/send', { conversationId: c.id, meta: { type: 1, content: 'x' } }, outsider.creds)).status).toBe(404);
    expect((await history(w.http, outsider.creds, c.id)).status).toBe(404);
    expect((await history(w.http, bob.creds, c.id)).status).toBe(404);
    expect((await w.http.get('/api/conversation/not-an-id/message', agent.creds)).status).toBe(400);
  });

  it('publishes after commit only: a send that fails late in its transaction announces nothing and leaves no gap', async () => {
    const c = await conversation();
    const ds = server.parley.database.dataSource;
    // Fails the statement after the message insert (the sender's read state), so the insert and
    // the seq it took must roll back with the transaction.
    await ds.query(`CREATE OR REPLACE FUNCTION test_refuse_read() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM message WHERE id = NEW.last_read_message_id AND search_text = 'explode') THEN
          RAISE EXCEPTION 'refused by test';
        END IF;
        RETURN NEW;
      END $$`);
    await ds.query('CREATE TRIGGER test_refuse_read BEFORE INSERT OR UPDATE ON conversation_member FOR EACH ROW EXECUTE FUNCTION test_refuse_read()');
    const socket = await GatewayClient.connect(server.url, agent.creds.token!);
    try {
      const before = await sendText(w.http, alice.creds, c.id, 'before');
      const failed = await w.http.post('/api/message/send', { conversationId: c.id, meta: { type: 1, content: 'explode' } }, alice.creds);
      expect(failed.status).toBe(500);
      const after = await sendText(w.http, alice.creds, c.id, 'after');
      await socket.next((m) => m.event === 'message.created' && m.data?.id === after.id);
      const events = socket.received.filter((m) => m.type === 'event' && (m.data?.conversationId === c.id || m.data?.id === c.id));
      expect(events.map((m) => m.data!.id)).toEqual([before.id, after.id]);
      expect([before.seq, after.seq]).toEqual([1, 2]);
      const rows = await ds.query(`SELECT count(*)::int AS n FROM message WHERE search_text = 'explode'`);
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      socket.close();
      await ds.query('DROP TRIGGER test_refuse_read ON conversation_member');
      await ds.query('DROP FUNCTION test_refuse_read()');
    }
  });
});
