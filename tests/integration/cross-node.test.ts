import { api } from '../support/http';
import type { NodeProcess } from '../support/process-node';
import { describeTwoNodes, startTwoNodes, type TwoNodes } from '../support/two-nodes';
import { GatewayClient, subscribeEvents } from '../support/realtime';
import { signIn } from '../factories/workspace';

describeTwoNodes('two server processes on one PostgreSQL and one Redis', () => {
  let nodes: TwoNodes;
  let nodeA: NodeProcess;
  let nodeB: NodeProcess;
  const email = 'twonodes@example.com';
  const password = 'Two-nodes-1';

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): two server processes on one PostgreSQL and Redis are what it tests.
    nodes = await startTwoNodes({ email, password });
    ({ a: nodeA, b: nodeB } = nodes);
  });

  afterAll(() => nodes?.stop());

  it('seeded exactly once', () => {
    const seeds = [nodeA, nodeB].filter((n) => n.output().includes('first start')).length;
    expect(seeds).toBe(1);
  });

  it('delivers an event published on node A to subscribers on node B, over /websocket/connect and GraphQL', async () => {
    const onA = await signIn(nodeA.url, email, password);
    const onB = await signIn(nodeB.url, email, password);
    const gateway = await GatewayClient.connect(nodeB.url, onB.token!);
    const sub = await subscribeEvents(nodeB.url, onB.token!);
    try {
      const res = await api(nodeA.url).post('/api/me/update', { displayName: 'Renamed on A' }, onA);
      expect(res.status).toBe(200);
      const viaGateway = await gateway.next((m) => m.event === 'agent.updated');
      expect(viaGateway.data).toMatchObject({ displayName: 'Renamed on A' });
      const viaGraphql = await sub.waitFor((e) => e.type === 'agent.updated');
      expect(viaGraphql.payload).toMatchObject({ displayName: 'Renamed on A' });
    } finally {
      gateway.close();
      await sub.close();
    }
  });

  it('delivers a message sent on node A to its readers on node B, and an internal one to agents only', async () => {
    const http = api(nodeA.url);
    const onA = await signIn(nodeA.url, email, password);
    const onB = await signIn(nodeB.url, email, password);
    const keys = await http.get<{ key: string }[]>('/api/admin/setting/apiKey', onA);
    const visitor = await api(nodeB.url).post<{ token: string; user: { userId: string } }>('/api/init', { type: 'customer', appKey: keys.body.data![0].key });
    const customerId = visitor.body.data!.user.userId;
    const agentOnB = await GatewayClient.connect(nodeB.url, onB.token!);
    const visitorOnB = await GatewayClient.connect(nodeB.url, visitor.body.data!.token);
    try {
      const created = await http.post<{ id: string }>('/api/conversation/create', { customer: [customerId] }, onA);
      const conversationId = created.body.data!.id;
      const note = await http.post<{ id: string }>('/api/message/send', { conversationId, internal: true, meta: { type: 1, content: 'note' } }, onA);
      const hello = await http.post<{ id: string }>('/api/message/send', { conversationId, meta: { type: 1, content: 'hello' } }, onA);
      await agentOnB.next((m) => m.event === 'message.created' && m.data?.id === note.body.data!.id);
      await visitorOnB.next((m) => m.event === 'message.created' && m.data?.id === hello.body.data!.id);
      expect(visitorOnB.received.some((m) => m.data?.id === note.body.data!.id)).toBe(false);
    } finally {
      agentOnB.close();
      visitorOnB.close();
    }
  });

  it('stops cleanly on SIGTERM', async () => {
    const code = await nodeB.stop();
    expect(code).toBe(0);
  });
});
