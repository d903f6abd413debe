import { databaseVariants } from '../../support/databases';
import { GatewayClient, type GatewayMessage } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, sendText, setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';

/** Spec §7 event data types on /websocket/connect (docs/realtime.md). */
const PROVISIONING = 50;
const MESSAGE = 51;
const STATUS = 53;
const PRESENCE = 64;
const PROVISIONING_EVENTS = ['setting.updated', 'appConfig.updated', 'tag.updated', 'configuration.updated', 'agent.updated'];

const eventOf =
  (event: string, match: (data: Record<string, unknown>) => boolean = () => true) =>
  (m: GatewayMessage) =>
    m.type === 'event' && m.event === event && match(m.data ?? {});

describe.each(databaseVariants())('the spec realtime protocol on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let agent: Person, alice: Person;
  let conversationId: string;
  let agentSocket: GatewayClient, aliceSocket: GatewayClient;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    agent = await w.agent(['allConversations']);
    alice = await w.visitor('protocol-alice');
    conversationId = (await createConversation(w.http, w.owner.creds, { customer: [alice.id] })).id;
    agentSocket = await GatewayClient.connect(server.url, agent.creds.token!);
    aliceSocket = await GatewayClient.connect(server.url, alice.creds.token!);
  });
  afterAll(async () => {
    agentSocket?.close();
    aliceSocket?.close();
    await server?.close();
  });

  it('sends settings (appConfig) and configuration changes to agents as provisioning (50), messages as 51', async () => {
    expect((await w.http.post('/api/admin/setting/update', { appConfig: { timezone: 'Asia/Hong_Kong' } }, w.owner.creds)).status).toBe(200);
    expect(await agentSocket.next(eventOf('appConfig.updated'))).toMatchObject({ dataType: PROVISIONING });
    expect((await w.http.post('/api/configuration/update', { setValue: { conversationCustomViews: [] } }, agent.creds)).status).toBe(200);
    expect(await agentSocket.next(eventOf('configuration.updated'))).toMatchObject({ dataType: PROVISIONING });
    const sent = await sendText(w.http, w.owner.creds, conversationId, 'a message for everyone');
    expect(await agentSocket.next(eventOf('message.created', (d) => d.id === sent.id))).toMatchObject({ dataType: MESSAGE });
  });

  it('announces tag rules, default customer tags and interactive templates to agents as provisioning (50)', async () => {
    const keysOf = (key: string) => eventOf('setting.updated', (d) => Array.isArray(d.keys) && (d.keys as string[]).includes(key));
    expect((await w.http.post('/api/admin/setting/rule/update', { rules: [] }, w.owner.creds)).status).toBe(200);
    expect(await agentSocket.next(keysOf('rules'))).toMatchObject({ dataType: PROVISIONING });
    expect((await w.http.post('/api/admin/setting/update', { defaultCustomerTags: ['new'] }, w.owner.creds)).status).toBe(200);
    expect(await agentSocket.next(keysOf('defaultCustomerTags'))).toMatchObject({ dataType: PROVISIONING });
    const template = { name: 'Survey', title: 'How did we do?', input: [{ inputId: 'q', title: 'Score', type: 'rating', action: { type: 'updateRating' } }] };
    expect((await w.http.post('/api/admin/inlineInput/create', template, w.owner.creds)).status).toBe(200);
    expect(await agentSocket.next(keysOf('inlineInput'))).toMatchObject({ dataType: PROVISIONING });
  });

  it('sends typing and read receipts as status (53)', async () => {
    aliceSocket.send({ type: 'typing', conversationId, status: 1, id: 'typing-1' });
    expect(await agentSocket.next(eventOf('typing', (d) => d.userId === alice.id))).toMatchObject({ dataType: STATUS, data: { conversationId, status: 1 } });
    const fromAlice = await sendText(w.http, alice.creds, conversationId, 'read me');
    agentSocket.send({ type: 'read', conversationId, messageId: fromAlice.id, id: 'read-1' });
    expect(await aliceSocket.next(eventOf('read', (d) => d.messageId === fromAlice.id))).toMatchObject({ dataType: STATUS, data: { userId: agent.id } });
  });

  it("sends a customer's presence as 64, naming the customer and their conversations, and shows it on the conversation", async () => {
    const carol = await w.visitor('protocol-carol');
    const carolConversation = (await createConversation(w.http, w.owner.creds, { customer: [carol.id] })).id;
    const online = (value: boolean) => eventOf('presence.changed', (d) => d.userId === carol.id && d.online === value);
    const carolSocket = await GatewayClient.connect(server.url, carol.creds.token!);
    const up = await agentSocket.next(online(true));
    expect(up).toMatchObject({ dataType: PRESENCE, data: { userType: 'customer', customerId: carol.id, conversationIds: [carolConversation] } });
    const rest = await w.http.get<{ online: boolean }[]>(`/api/conversation/get?id=${carolConversation}`, agent.creds);
    expect(rest.body.data?.[0]?.online).toBe(true);
    const gql = await w.http.graphql<{ conversation: { online: boolean } }>(
      'query($id: ID!) { conversation(id: $id) { online } }',
      { id: carolConversation },
      agent.creds,
    );
    expect(gql.data?.conversation.online).toBe(true);
    carolSocket.close();
    expect(await agentSocket.next(online(false))).toMatchObject({ dataType: PRESENCE, data: { conversationIds: [carolConversation] } });
    const after = await w.http.get<{ online: boolean }[]>(`/api/conversation/get?id=${carolConversation}`, agent.creds);
    expect(after.body.data?.[0]?.online).toBe(false);
  });

  it('gives a customer no internal message and no provisioning event meant for agents; a widget change reaches them bare', async () => {
    const note = await sendText(w.http, agent.creds, conversationId, 'agents only', { internal: true });
    await w.http.post('/api/admin/setting/update', { appConfig: { timezone: 'Europe/Paris' } }, w.owner.creds);
    await agentSocket.next(eventOf('appConfig.updated', () => true));
    // The open widget is told to read its configuration again, and nothing of it.
    const widgetChange = await aliceSocket.next(eventOf('appConfig.updated'));
    expect(widgetChange).toMatchObject({ dataType: PROVISIONING });
    expect(widgetChange.data ?? {}).toEqual({});
    // The sentinel: a public message sent after both, on the same socket.
    const sentinel = await sendText(w.http, agent.creds, conversationId, 'public after');
    await aliceSocket.next(eventOf('message.created', (d) => d.id === sentinel.id));
    expect(aliceSocket.received.filter((m) => m.type === 'event' && JSON.stringify(m.data ?? {}).includes(note.id))).toEqual([]);
    const forAgents = aliceSocket.received.filter((m) => m.event !== 'appConfig.updated');
    expect(forAgents.filter((m) => m.dataType === PROVISIONING || PROVISIONING_EVENTS.includes(String(m.event)))).toEqual([]);
  });

  it('tells an agent of their own permission change as provisioning (50) before closing the socket with 4403', async () => {
    const target = await w.agent(['ownConversations']);
    const targetSocket = await GatewayClient.connect(server.url, target.creds.token!);
    const closed = targetSocket.waitClosed();
    expect((await w.http.post('/api/admin/agent/update', { userId: target.id, permissions: ['allConversations'] }, w.owner.creds)).status).toBe(200);
    expect(await closed).toBe(4403);
    const frame = targetSocket.received.find(eventOf('agent.updated', (d) => d.userId === target.id));
    expect(frame).toMatchObject({ dataType: PROVISIONING, data: { permissionsChanged: true } });
    // For everyone else it is news about a colleague, not their own provisioning.
    expect(await agentSocket.next(eventOf('agent.updated', (d) => d.userId === target.id))).toMatchObject({ dataType: 40 });
  });
});
