import { databaseVariants } from '../../support/databases';
import { startFakePushService, type FakePushService } from '../../support/fake-push-service';
import type { TestServer } from '../../support/server';
import { until } from '../../support/until';
import { createConversation, sendText, setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';
import { notificationServer, payloadOf, pushesTo, settingsOf, subscribeBrowser } from './notification-env';

describe.each(databaseVariants())('Web Push to agents on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let push: FakePushService;

  beforeAll(async () => {
    server = await notificationServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    push = await startFakePushService();
  });
  afterAll(async () => {
    await push?.close();
  });

  const assign = async (conversationId: string, agent: Person) => {
    const res = await w.http.post('/api/conversation/update', { id: conversationId, addAgent: [agent.id] }, w.owner.creds);
    if (res.status !== 200) throw new Error(`assign ${res.status}: ${JSON.stringify(res.body)}`);
  };
  const withBody = (endpoint: string, body: string) => push.waitFor((p) => p.endpoint === endpoint && payloadOf(p).body === body, 10_000);
  const states = async (conversationId: string, agentId: string) =>
    (
      (await server.parley.database.dataSource.query(
        `SELECT kind, push_state FROM agent_notification WHERE conversation_id = $1 AND agent_id = $2 ORDER BY created_at`,
        [conversationId, agentId],
      )) as { kind: string; push_state: string }[]
    ).map((r) => `${r.kind}:${r.push_state}`);

  test('a customer’s first message in a conversation assigned to the agent is a new conversation, the next a new message; agents’ replies push nothing', async () => {
    const ann = await w.agent(['ownConversations']);
    const browser = await subscribeBrowser(w.http, ann.creds, push);
    const visitor = await w.visitor();
    const conversation = await createConversation(w.http, visitor.creds);
    await assign(conversation.id, ann);

    const sentAt = Date.now();
    await sendText(w.http, visitor.creds, conversation.id, 'Hello, my order is late');
    const first = await withBody(browser.endpoint, 'Hello, my order is late');
    console.log(`push latency, send → fake push service (${variant.name}): ${first.at - sentAt} ms`);
    expect(payloadOf(first)).toMatchObject({
      kind: 'newConversation',
      conversationId: conversation.id,
      tag: conversation.id,
      url: expect.stringMatching(new RegExp(`/conversation/${conversation.id}$`)),
      title: expect.stringMatching(/^New conversation from /),
    });
    expect(first.urgency).toBe('high');

    await sendText(w.http, ann.creds, conversation.id, 'Looking into it');
    await sendText(w.http, visitor.creds, conversation.id, 'Thanks!');
    const second = await withBody(browser.endpoint, 'Thanks!');
    expect(payloadOf(second)).toMatchObject({ kind: 'assignedMessage', title: expect.stringMatching(/^New message from /) });
    expect(pushesTo(push, browser.endpoint).map((p) => payloadOf(p).body)).toEqual(['Hello, my order is late', 'Thanks!']);
    expect((await settingsOf(w.http, ann.creds)).pushSubscriptions[0]!.lastPushAt).toEqual(expect.any(Number));
  });

  test('unassigned, the agents who read unassigned conversations are told; one assigned later is told then, once', async () => {
    const bob = await w.agent(['allConversations']);
    const cara = await w.agent(['ownConversations']);
    const bobs = await subscribeBrowser(w.http, bob.creds, push);
    const caras = await subscribeBrowser(w.http, cara.creds, push);
    const visitor = await w.visitor();
    const conversation = await createConversation(w.http, visitor.creds);
    await sendText(w.http, visitor.creds, conversation.id, 'Anyone there?');
    expect(payloadOf(await withBody(bobs.endpoint, 'Anyone there?')).kind).toBe('newConversation');

    await assign(conversation.id, cara);
    const toCara = await push.waitFor((p) => p.endpoint === caras.endpoint && payloadOf(p).conversationId === conversation.id, 10_000);
    expect(payloadOf(toCara)).toMatchObject({ kind: 'newConversation', body: 'Anyone there?', title: expect.stringMatching(/^New conversation from /) });
    // Bob was told of this conversation already; Cara's later message shows Bob got nothing more.
    await assign(conversation.id, bob);
    await sendText(w.http, visitor.creds, conversation.id, 'Hello again');
    await withBody(bobs.endpoint, 'Hello again');
    await withBody(caras.endpoint, 'Hello again');
    expect(pushesTo(push, bobs.endpoint).map((p) => payloadOf(p).kind)).toEqual(['newConversation', 'assignedMessage']);
    expect(pushesTo(push, caras.endpoint).filter((p) => payloadOf(p).conversationId === conversation.id)).toHaveLength(2);
  });

  test('while a console tab of the agent has focus nothing is pushed; after it blurs pushes come again', async () => {
    const ann = await w.agent(['ownConversations']);
    const browser = await subscribeBrowser(w.http, ann.creds, push);
    const visitor = await w.visitor();
    const conversation = await createConversation(w.http, visitor.creds);
    await assign(conversation.id, ann);
    expect((await w.http.post('/api/notification/focus', { tabId: 'tab-focus-1', focused: true }, ann.creds)).status).toBe(200);
    await sendText(w.http, visitor.creds, conversation.id, 'while you look');
    await until(async () => (await states(conversation.id, ann.id)).includes('newConversation:skipped'), 'the push skipped');
    const blurred = await w.http.graphql('mutation { reportConsoleFocus(tabId: "tab-focus-1", focused: false) }', {}, ann.creds);
    expect(blurred.errors).toBeUndefined();
    await sendText(w.http, visitor.creds, conversation.id, 'after you left');
    await withBody(browser.endpoint, 'after you left');
    expect(pushesTo(push, browser.endpoint).map((p) => payloadOf(p).body)).toEqual(['after you left']);
  });

  test('a mention pushes the mentioned agent with the note; the note pushes nobody else; a kind turned off is not pushed', async () => {
    const ann = await w.agent(['ownConversations']);
    const dave = await w.agent(['allConversations']);
    const anns = await subscribeBrowser(w.http, ann.creds, push);
    const daves = await subscribeBrowser(w.http, dave.creds, push);
    const visitor = await w.visitor();
    const conversation = await createConversation(w.http, visitor.creds);
    await assign(conversation.id, ann);
    await sendText(w.http, visitor.creds, conversation.id, 'first');
    await withBody(anns.endpoint, 'first');

    await sendText(w.http, w.owner.creds, conversation.id, 'Dave, can you check the refund?', { internal: true, mentions: [dave.id] });
    const mention = await withBody(daves.endpoint, 'Dave, can you check the refund?');
    expect(payloadOf(mention)).toMatchObject({ kind: 'mention', title: expect.stringMatching(/ mentioned you$/) });

    expect((await w.http.post('/api/notification/preferences', { assignedMessage: { push: false, email: true } }, ann.creds)).status).toBe(200);
    await sendText(w.http, visitor.creds, conversation.id, 'not pushed: turned off');
    await until(async () => (await states(conversation.id, ann.id)).includes('assignedMessage:off'), 'recorded as off');
    await sendText(w.http, w.owner.creds, conversation.id, 'Ann, see this', { internal: true, mentions: [ann.id] });
    await withBody(anns.endpoint, 'Ann, see this');
    expect(pushesTo(push, anns.endpoint).map((p) => payloadOf(p).body)).toEqual(['first', 'Ann, see this']);
  });

  test('a subscription the push service says is gone (410) is removed; another browser of the agent still gets the push', async () => {
    const ann = await w.agent(['ownConversations']);
    const old = await subscribeBrowser(w.http, ann.creds, push, 'Old laptop');
    const current = await subscribeBrowser(w.http, ann.creds, push, 'New laptop');
    push.answerWith(old.endpoint, 410);
    const visitor = await w.visitor();
    const conversation = await createConversation(w.http, visitor.creds);
    await assign(conversation.id, ann);
    await sendText(w.http, visitor.creds, conversation.id, 'are you there');
    await withBody(current.endpoint, 'are you there');
    await until(async () => (await settingsOf(w.http, ann.creds)).pushSubscriptions.length === 1, 'the gone browser removed');
    expect((await settingsOf(w.http, ann.creds)).pushSubscriptions.map((s) => s.label)).toEqual(['New laptop']);
  });
});
