import { api } from '../support/http';
import { GatewayClient } from '../support/realtime';
import { describeTwoNodes, startTwoNodes, type TwoNodes } from '../support/two-nodes';
import { signIn } from '../factories/workspace';

/**
 * Each node keeps the sessions it resolved for a few seconds (server/src/modules/session/session-cache.ts)
 * and forgets one when the bus tells of its end: at once on the node that ended it, and on the other
 * as soon as the event reaches it — the same event that closes the session's sockets there.
 */
describeTwoNodes('session revocation across two nodes (PostgreSQL + Redis)', () => {
  let nodes: TwoNodes;
  const email = 'session-two-nodes@example.com';
  const password = 'Session-two-nodes-1';
  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): two server processes on one PostgreSQL and Redis are what it tests.
    nodes = await startTwoNodes({ email, password });
  });
  afterAll(() => nodes?.stop());

  it('a session signed out on node A is refused on A at once and on B once B heard of it, though both had it cached', async () => {
    const onA = api(nodes.a.url);
    const onB = api(nodes.b.url);
    const session = await signIn(nodes.a.url, email, password);
    const other = await signIn(nodes.a.url, email, password);
    // Used twice on each node: the second answer comes from that node's cache.
    for (const node of [onA, onB, onA, onB]) expect((await node.get('/api/me', session)).status).toBe(200);
    const socketOnB = await GatewayClient.connect(nodes.b.url, session.token!);
    const otherOnB = await GatewayClient.connect(nodes.b.url, other.token!);

    expect((await onA.post('/api/logout', {}, session)).status).toBe(200);
    expect((await onA.get('/api/me', session)).status).toBe(401);
    // Node B closed the session's socket: it has had the event, and its cache forgot the session then.
    expect(await socketOnB.waitClosed()).toBe(4403);
    expect((await onB.get('/api/me', session)).status).toBe(401);
    expect((await onB.graphql('{ me { userId } }', undefined, session)).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    // The person's other session is untouched on both nodes.
    expect((await onB.get('/api/me', other)).status).toBe(200);
    expect((await onA.get('/api/me', other)).status).toBe(200);
    expect(otherOnB.closeCode).toBeNull();
    otherOnB.ws.close();
  });
});
