import { databaseVariants, type DatabaseVariant } from '../../support/databases';
import { GatewayClient, type GatewayMessage } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, sendText, setUpWorkspace, type ConversationJson, type Person, type TestWorkspace } from '../../factories/conversation';

const mentionOf = (conversationId: string) => (m: GatewayMessage) =>
  m.type === 'event' && m.event === 'conversation.mentioned' && m.data?.conversationId === conversationId;

/** Issue 20 / spec 2.19: an @mention in an internal note reaches the mentioned agent: counter, Mentioned me view and a notification event. */
describe.each(databaseVariants())('@mentions on $name', (variant: DatabaseVariant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let writer: Person;
  let mentioned: Person;
  let bystander: Person;
  let outsider: Person;
  const sockets: GatewayClient[] = [];

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    writer = await w.agent(['allConversations']);
    mentioned = await w.agent(['allConversations']);
    bystander = await w.agent(['allConversations']);
    // Reads only what is assigned to them or their teams: a mention does not give them the conversation.
    outsider = await w.agent(['ownConversations']);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server?.close();
  });

  const connect = async (p: Person) => {
    const s = await GatewayClient.connect(server.url, p.creds.token!);
    sockets.push(s);
    return s;
  };
  const counts = async (p: Person) => (await w.http.get<{ mention: number }>('/api/conversation/counts', p.creds)).body.data!.mention;
  const mentionView = async (p: Person) =>
    (await w.http.get<ConversationJson[]>('/api/conversation?filter=mention', p.creds)).body.data!.map((c) => ({ id: c.id, mentioned: c.mentioned }));

  it('moves the counter and the view of the mentioned agent, and notifies that agent only', async () => {
    const visitor = await w.visitor();
    const c = await createConversation(w.http, writer.creds, { customer: [visitor.id] });
    const [toMentioned, toBystander, toOutsider, toWriter] = [
      await connect(mentioned),
      await connect(bystander),
      await connect(outsider),
      await connect(writer),
    ];
    expect([await counts(mentioned), await mentionView(mentioned)]).toEqual([0, []]);

    const note = await sendText(w.http, writer.creds, c.id, 'Could you check the refund? @you', { internal: true, mentions: [mentioned.id, outsider.id] });

    const event = await toMentioned.next(mentionOf(c.id));
    expect(event).toMatchObject({
      dataType: 40,
      data: { conversationId: c.id, messageId: note.id, senderId: writer.id, senderName: expect.any(String), text: 'Could you check the refund? @you' },
    });
    expect((event.data!.senderName as string).length).toBeGreaterThan(0);
    // Their counters moved: counts.changed reaches them too.
    await toMentioned.next((m) => m.type === 'event' && m.event === 'counts.changed' && m.data?.conversationId === c.id);
    expect(await counts(mentioned)).toBe(1);
    expect(await mentionView(mentioned)).toEqual([{ id: c.id, mentioned: true }]);

    // The others heard the note itself (readers), never the mention; each socket is settled after the mention was delivered.
    await toBystander.next((m) => m.event === 'message.created' && m.data?.id === note.id);
    for (const s of [toBystander, toOutsider, toWriter]) {
      await s.settle();
      expect(s.received.filter(mentionOf(c.id))).toEqual([]);
    }
    // The outsider is flagged (their counter counts only what they may read: nothing) but is not told what they cannot read.
    expect([await counts(outsider), await counts(bystander), await mentionView(bystander)]).toEqual([0, 0, []]);

    // Reading clears it; a second mention notifies again.
    await w.http.post('/api/conversation/read', { conversationId: c.id, messageId: note.id }, mentioned.creds);
    expect([await counts(mentioned), await mentionView(mentioned)]).toEqual([0, []]);
    const again = await sendText(w.http, bystander.creds, c.id, 'ping', { internal: true, mentions: [mentioned.id] });
    await toMentioned.next((m) => mentionOf(c.id)(m) && m.data?.messageId === again.id);
    expect(await counts(mentioned)).toBe(1);
  });

  it('does not notify or flag agents who mention themselves', async () => {
    const c = await createConversation(w.http, writer.creds, { customer: [(await w.visitor()).id] });
    const self = await connect(writer);
    const note = await sendText(w.http, writer.creds, c.id, 'note to self', { internal: true, mentions: [writer.id] });
    await self.next((m) => m.event === 'message.created' && m.data?.id === note.id);
    await self.settle();
    expect(self.received.filter(mentionOf(c.id))).toEqual([]);
    expect(await counts(writer)).toBe(0);
  });
});
