import { databaseVariants } from '../../support/databases';
import { GatewayClient } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, setUpWorkspace, type Person, type TestWorkspace } from '../../factories/conversation';

const SEND_TYPING = `mutation ($conversationId: ID!, $status: Int!, $time: Int, $internal: Boolean) {
  sendTyping(conversationId: $conversationId, status: $status, time: $time, internal: $internal)
}`;

/** The console composer's typing heartbeat goes through GraphQL `sendTyping` (the socket frame's twin). */
describe.each(databaseVariants())('sendTyping over GraphQL on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let agent: Person;
  let customer: Person;
  let conversationId: string;
  let customerSocket: GatewayClient;
  let ownerSocket: GatewayClient;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    agent = await w.agent(['allConversations']);
    customer = await w.visitor('typing-visitor');
    conversationId = (await createConversation(w.http, customer.creds, { customer: [customer.id] })).id;
    customerSocket = await GatewayClient.connect(server.url, customer.creds.token!);
    ownerSocket = await GatewayClient.connect(server.url, w.owner.creds.token!);
  });
  afterAll(async () => {
    customerSocket?.close();
    ownerSocket?.close();
    await server?.close();
  });

  it('tells the customer and other agents, and keeps internal typing among agents', async () => {
    const typingOf = (s: GatewayClient) => s.received.filter((m) => m.event === 'typing' && m.data?.conversationId === conversationId);
    const ok = await w.http.graphql(SEND_TYPING, { conversationId, status: 1, time: 3000 }, agent.creds);
    expect(ok.errors).toBeUndefined();
    expect(ok.data).toEqual({ sendTyping: true });
    const seen = await customerSocket.next((m) => m.event === 'typing' && m.data?.conversationId === conversationId);
    expect(seen.data).toMatchObject({ userId: agent.id, userType: 'agent', status: 1, time: 3000, internal: false });

    await w.http.graphql(SEND_TYPING, { conversationId, status: 1, internal: true }, agent.creds);
    await ownerSocket.next((m) => m.event === 'typing' && m.data?.internal === true);
    await w.http.graphql(SEND_TYPING, { conversationId, status: 0 }, agent.creds);
    await customerSocket.next((m) => m.event === 'typing' && m.data?.status === 0);
    expect(typingOf(customerSocket).map((m) => [m.data!.status, m.data!.internal])).toEqual([
      [1, false],
      [0, false],
    ]);
  });

  it('refuses a bad status and a stranger', async () => {
    const bad = await w.http.graphql(SEND_TYPING, { conversationId, status: 7 }, agent.creds);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const other = await setUpWorkspace(server.parley, server.url);
    const stranger = await w.http.graphql(SEND_TYPING, { conversationId, status: 1 }, other.owner.creds);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
