import { databaseVariants } from '../../support/databases';
import { GatewayClient, settleAll, subscribeEvents, type GatewayMessage } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, sendText, setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';

const about = (id: string) => (m: GatewayMessage) => m.type === 'event' && JSON.stringify(m.data ?? {}).includes(id);

describe.each(databaseVariants())('messaging over realtime on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let all: Person, assignee: Person, teamMate: Person, unrelated: Person, none: Person, token: Person, alice: Person, bob: Person, stranger: Person;
  let teamId: string;
  const sockets = new Map<string, GatewayClient>();
  const socket = (p: Person) => sockets.get(p.id)!;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    [all, assignee, teamMate, unrelated, none] = await Promise.all([
      w.agent(['allConversations']),
      w.agent(['ownConversations']),
      w.agent(['ownConversations']),
      w.agent(['ownConversations']),
      w.agent(['report']),
    ]);
    token = await w.token(['allConversations']);
    [alice, bob] = await Promise.all([w.visitor('rt-alice'), w.visitor('rt-bob')]);
    stranger = (await setUpWorkspace(server.parley, server.url)).owner;
    teamId = await w.team('Realtime', [teamMate.id]);
    for (const p of [w.owner, all, assignee, teamMate, unrelated, none, token, alice, bob, stranger]) {
      sockets.set(p.id, await GatewayClient.connect(server.url, p.creds.token!));
    }
  });
  afterAll(async () => {
    for (const s of sockets.values()) s.close();
    await server?.close();
  });

  /** Waits for the event at those who must get it, then checks that nobody else got anything about it. */
  async function deliveredTo(id: string, event: string, receivers: Person[]) {
    for (const p of receivers) await socket(p).next((m) => m.event === event && about(id)(m));
    const everyone = [w.owner, all, assignee, teamMate, unrelated, none, token, alice, bob, stranger];
    await settleAll(everyone.map(socket));
    return everyone
      .filter((p) => socket(p).received.some((m) => m.event === event && about(id)(m)))
      .map((p) => p.id)
      .sort();
  }
  const idsOf = (people: Person[]) => people.map((p) => p.id).sort();

  it('delivers a message to exactly the readers of its conversation, and an internal one to the agents among them', async () => {
    const c = await createConversation(w.http, w.owner.creds, { customer: [alice.id], agent: [assignee.id] });
    await w.http.post('/api/conversation/update', { id: c.id, addTeam: [teamId] }, w.owner.creds);
    const agents = [w.owner, all, assignee, teamMate, token];
    const sub = await subscribeEvents(server.url, alice.creds.token!);
    try {
      const pub = await sendText(w.http, all.creds, c.id, 'hello alice');
      expect(await deliveredTo(pub.id, 'message.created', [...agents, alice])).toEqual(idsOf([...agents, alice]));
      const frame = socket(alice).received.find((m) => m.event === 'message.created' && m.data?.id === pub.id)!;
      expect(frame).toMatchObject({ dataType: 51, data: { conversationId: c.id, meta: { content: 'hello alice' } } });
      const note = await sendText(w.http, all.creds, c.id, 'internal only', { internal: true });
      expect(await deliveredTo(note.id, 'message.created', agents)).toEqual(idsOf(agents));
      await sub.waitFor((e) => e.type === 'message.created' && e.payload.id === pub.id);
      expect(sub.events.some((e) => e.payload.id === note.id)).toBe(false);
    } finally {
      await sub.close();
    }
  });

  it('tells those who lose and those who gain a conversation, and the customer only its public fields', async () => {
    const c = await createConversation(w.http, w.owner.creds, { customer: [alice.id], agent: [assignee.id] });
    await socket(alice).next((m) => m.event === 'conversation.created' && m.data?.id === c.id);
    await socket(assignee).next((m) => m.event === 'conversation.created' && m.data?.id === c.id);
    await w.http.post('/api/conversation/update', { id: c.id, addAgent: [unrelated.id], removeAgent: [assignee.id] }, all.creds);
    const gained = await socket(unrelated).next((m) => m.event === 'conversation.updated' && m.data?.id === c.id);
    expect(gained.data).toMatchObject({ assignedAgent: [{ id: unrelated.id }] });
    await socket(assignee).next((m) => m.event === 'conversation.updated' && m.data?.id === c.id);
    await socket(unrelated).next((m) => m.event === 'counts.changed' && m.data?.conversationId === c.id);
    const seenByAlice = await socket(alice).next((m) => m.event === 'conversation.updated' && m.data?.id === c.id);
    expect(Object.keys(seenByAlice.data!).sort()).toEqual(['agent', 'assignedAgent', 'changed', 'id', 'lastUpdateTimestamp']);
    // The notice of the assignment is internal.
    await socket(unrelated).next((m) => m.event === 'message.created' && m.data?.conversationId === c.id && m.data?.senderType === 'system');
    await w.http.post('/api/conversation/update', { id: c.id, hidden: true, status: 'closed' }, all.creds);
    const full = await socket(all).next((m) => m.event === 'conversation.updated' && m.data?.id === c.id && m.data?.hidden === true);
    expect(full.data).toMatchObject({ status: 'closed', changed: ['status', 'hidden'] });
    const publicPart = await socket(alice).next((m) => m.event === 'conversation.updated' && m.data?.id === c.id && m.data?.status === 'closed');
    expect(publicPart.data).not.toHaveProperty('hidden');
    await w.http.post('/api/tag/conversation/assign', { conversationId: c.id, tag: ['secret-tag'] }, all.creds);
    await socket(all).next((m) => m.event === 'conversation.updated' && JSON.stringify(m.data).includes('secret-tag'));
    await settleAll([socket(alice), socket(bob), socket(none)]);
    expect(socket(alice).received.some((m) => JSON.stringify(m).includes('secret-tag') || m.data?.senderType === 'system')).toBe(false);
    expect(socket(bob).received.some(about(c.id))).toBe(false);
    expect(socket(none).received.some(about(c.id))).toBe(false);
  });

  it('relays typing frames to the others who read the conversation, throttled, and internal typing to agents only', async () => {
    const c = await createConversation(w.http, w.owner.creds, { customer: [alice.id], agent: [assignee.id] });
    const typing = (p: Person) => socket(p).received.filter((m) => m.event === 'typing' && m.data?.conversationId === c.id);
    socket(alice).send({ type: 'typing', conversationId: c.id, status: 1, time: 3000, id: 't1' });
    expect(await socket(alice).next((m) => m.type === 'ack' && m.id === 't1')).toMatchObject({ for: 'typing' });
    const seen = await socket(assignee).next((m) => m.event === 'typing' && m.data?.conversationId === c.id);
    expect(seen).toMatchObject({ dataType: 53, data: { userId: alice.id, userType: 'customer', status: 1, time: 3000, internal: false } });
    // Within 500 ms the same status is dropped; a change of status always passes.
    socket(alice).send({ type: 'typing', conversationId: c.id, status: 1 });
    socket(alice).send({ type: 'typing', conversationId: c.id, status: 0 });
    await socket(assignee).next((m) => m.event === 'typing' && m.data?.conversationId === c.id && m.data?.status === 0);
    await settleAll([socket(assignee), socket(alice), socket(unrelated)]);
    expect(typing(assignee).map((m) => m.data!.status)).toEqual([1, 0]);
    expect(typing(alice)).toEqual([]);
    expect(typing(unrelated)).toEqual([]);
    // An agent typing an internal note: agents see it, the customer does not.
    socket(assignee).send({ type: 'typing', conversationId: c.id, status: 1, internal: true });
    await socket(all).next((m) => m.event === 'typing' && m.data?.userId === assignee.id && m.data?.internal === true);
    socket(assignee).send({ type: 'typing', conversationId: c.id, status: 0 });
    await socket(alice).next((m) => m.event === 'typing' && m.data?.userId === assignee.id && m.data?.status === 0);
    expect(typing(alice).map((m) => m.data!.internal)).toEqual([false]);
    // Refusals are error frames; the socket stays open.
    socket(bob).send({ type: 'typing', conversationId: c.id, status: 1, id: 'nope' });
    expect(await socket(bob).next((m) => m.type === 'error' && m.id === 'nope')).toMatchObject({ error: { code: 404 } });
    socket(bob).send({ type: 'typing', status: 7, id: 'bad' });
    expect(await socket(bob).next((m) => m.type === 'error' && m.id === 'bad')).toMatchObject({ error: { code: 400 } });
    socket(bob).send({ type: 'ping', id: 99 });
    await socket(bob).next((m) => m.type === 'pong' && m.id === 99);
  });

  it('takes read frames: lastRead moves, the others get a read event, an internal read stays with agents', async () => {
    const c = await createConversation(w.http, w.owner.creds, { customer: [alice.id], agent: [assignee.id] });
    const hello = await sendText(w.http, assignee.creds, c.id, 'hello');
    socket(alice).send({ type: 'read', conversationId: c.id, messageId: hello.id, id: 'r1' });
    const ack = await socket(alice).next((m) => m.type === 'ack' && m.id === 'r1');
    expect(ack).toMatchObject({ for: 'read', data: { conversationId: c.id, lastRead: { id: hello.id } } });
    const receipt = await socket(assignee).next((m) => m.event === 'read' && m.data?.messageId === hello.id);
    expect(receipt.data).toMatchObject({ conversationId: c.id, userId: alice.id, userType: 'customer' });
    const note = await sendText(w.http, w.owner.creds, c.id, 'note', { internal: true });
    socket(assignee).send({ type: 'read', conversationId: c.id, messageId: note.id });
    await socket(all).next((m) => m.event === 'read' && m.data?.messageId === note.id);
    await socket(alice).settle();
    expect(socket(alice).received.some(about(note.id))).toBe(false);
    socket(alice).send({ type: 'read', conversationId: c.id, messageId: note.id, id: 'r2' });
    expect(await socket(alice).next((m) => m.type === 'error' && m.id === 'r2')).toMatchObject({ error: { code: 404 } });
  });
});
