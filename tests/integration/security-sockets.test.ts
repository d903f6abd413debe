import { databaseVariants } from '../support/databases';
import { api, type Api } from '../support/http';
import { nextLink } from '../support/outbox';
import { GatewayClient } from '../support/realtime';
import { openGraphqlSocket, SocketRefused, type GraphqlSocket } from '../support/graphql-socket';
import { startTestServer, type TestServer } from '../support/server';
import { describeTwoNodes, startTwoNodes, type TwoNodes } from '../support/two-nodes';
import { setUpWorkspace, type TestWorkspace } from '../factories/conversation';
import { createAgent, createWorkspace, signIn } from '../factories/workspace';

/** core/events/access-revocation.ts: the close code of a socket whose credential ended. */
const ACCESS_CHANGED = 4403;
const ME = '{ me { userId } }';

/** Signs in as the console does: the session cookie only, no token in the answer. */
async function consoleCookie(http: Api, email: string, password: string, workspaceId: string): Promise<string> {
  const res = await http.post('/api/init', { username: email, password, type: 'agent', clientType: 26, preferredAccount: workspaceId });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`console sign-in failed: ${JSON.stringify(res.body)}`);
  return cookie;
}

/** /websocket/connect as the console opens it: the upgrade carries the cookie, the handshake no token. */
async function cookieGateway(url: string, headers: Record<string, string>): Promise<GatewayClient> {
  const c = await GatewayClient.open(url, headers);
  c.send({ type: 'handshake', udId: 'console-tab', clientType: 26, version: 1, lang: 'en', getUpdates: true });
  return c;
}

/** Both doors open for one token: the gateway handshaken, graphql-ws acknowledged. */
async function openDoors(url: string, token: string, headers?: Record<string, string>) {
  const gateway = await GatewayClient.open(url, headers);
  gateway.send({ type: 'handshake', token, udId: 'device', clientType: 26, version: 1, lang: 'en', getUpdates: true });
  await gateway.next((m) => m.type === 'handshake');
  const gql = await openGraphqlSocket(url, { token, headers });
  return { gateway, gql };
}

/** A credential that ended opens neither door again. */
async function expectRefused(url: string, token: string): Promise<void> {
  const gateway = await GatewayClient.open(url);
  gateway.send({ type: 'handshake', token, udId: 'device', clientType: 26, version: 1, lang: 'en' });
  expect(await gateway.waitClosed()).toBe(4401);
  await expect(openGraphqlSocket(url, { token })).rejects.toEqual(new SocketRefused(ACCESS_CHANGED));
}

async function expectClosed(doors: { gateway: GatewayClient; gql: GraphqlSocket }): Promise<void> {
  expect(await doors.gateway.waitClosed()).toBe(ACCESS_CHANGED);
  expect(await doors.gql.closed).toBe(ACCESS_CHANGED);
}

describe.each(databaseVariants())('a revoked session has no live door, on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): socket limits at their defaults, counted per address, and two nodes.
    server = await startTestServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(() => server?.close());

  it('a revoked session has no live door: logout closes that session’s graphql-ws and gateway sockets, and only them', async () => {
    const { agent, email, password } = await createAgent(server.parley, w.workspaceId, { permissions: ['all'] });
    const cookie = await consoleCookie(w.http, email, password, w.workspaceId);
    const own = { cookie, origin: server.url };
    const gateway = await cookieGateway(server.url, own);
    await gateway.next((m) => m.type === 'handshake');
    const gql = await openGraphqlSocket(server.url, { headers: own });
    expect((await gql.run<{ me: { userId: string } }>(ME)).data?.me.userId).toBe(agent.id);
    // The same person's other session (another device) is not signed out.
    const other = await signIn(server.url, email, password, w.workspaceId);
    const otherGateway = await GatewayClient.connect(server.url, other.token!);

    expect((await w.http.post('/api/logout', {}, { cookie })).status).toBe(200);
    await expectClosed({ gateway, gql });
    // The old socket runs nothing more, and the cookie opens no new one.
    await expect(gql.run(ME)).rejects.toBeDefined();
    await expect(openGraphqlSocket(server.url, { headers: own })).rejects.toBeInstanceOf(SocketRefused);
    await gql.dispose();

    // Sentinel: an event published after the logout reaches the other session's socket, still open.
    expect((await w.http.post('/api/me/update', { displayName: 'Still here' }, other)).status).toBe(200);
    await otherGateway.next((m) => m.event === 'agent.updated' && m.data?.displayName === 'Still here');
    expect(otherGateway.closeCode).toBeNull();
    otherGateway.close();
  });

  it('an operation on an open graphql-ws socket runs only while its session is live (a session that ended without an event)', async () => {
    const { agent, email, password } = await createAgent(server.parley, w.workspaceId, { permissions: ['all'] });
    const creds = await signIn(server.url, email, password, w.workspaceId);
    // A session about to expire, set before any request resolved it (resolved sessions are kept a
    // few seconds with their expiry: session-cache.ts).
    const [{ expires_at: expiresAt }]: { expires_at: Date }[] = await server.parley.database.dataSource.query(
      `WITH soon AS (UPDATE auth_session SET expires_at = now() + interval '2 seconds' WHERE subject_id = $1 RETURNING expires_at) SELECT expires_at FROM soon`,
      [agent.id],
    );
    const gql = await openGraphqlSocket(server.url, { token: creds.token });
    expect((await gql.run<{ me: { userId: string } }>(ME)).data?.me.userId).toBe(agent.id);
    // Expiry publishes nothing: only the per-operation check can stop this socket.
    await new Promise((resolve) => setTimeout(resolve, new Date(expiresAt).getTime() - Date.now() + 50));
    await expect(gql.run(ME)).rejects.toBeDefined();
    expect(await gql.closed).toBe(ACCESS_CHANGED);
    await gql.dispose();
  });

  it('a password reset signs the person out everywhere: their open sockets in every workspace close', async () => {
    const { email, password } = await createAgent(server.parley, w.workspaceId, { permissions: ['all'] });
    const elsewhere = await createWorkspace(server.parley, 'Elsewhere for reset');
    await createAgent(server.parley, elsewhere.id, { email, password, permissions: ['console'] });
    const here = await openDoors(server.url, (await signIn(server.url, email, password, w.workspaceId)).token!);
    const there = await openDoors(server.url, (await signIn(server.url, email, password, elsewhere.id)).token!);

    expect((await w.http.post('/api/forgetPassword/request', { email })).status).toBe(200);
    // The reset email leaves from a background task (security-accounts.test.ts): wait for it.
    const token = await nextLink(server.dataDir, email, /\/account\/([\w-]+)\/reset/);
    expect((await w.http.post(`/api/forgetPassword/${token}/submit`, { password: 'Reset-pass-42' })).status).toBe(200);
    await expectClosed(here);
    await expectClosed(there);
    await Promise.all([here.gql.dispose(), there.gql.dispose()]);
  });

  it('an archived visitor can no longer chat: their open widget sockets close', async () => {
    const visitor = await w.visitor('archived-with-sockets');
    const doors = await openDoors(server.url, visitor.creds.token!);
    expect((await w.http.post('/api/admin/customer/archive', { userId: visitor.id }, w.owner.creds)).status).toBe(200);
    await expectClosed(doors);
    await expectRefused(server.url, visitor.creds.token!);
    await doors.gql.dispose();
  });

  it('a deleted API token opens nothing: the sockets it authenticated close', async () => {
    const token = await w.token(['allConversations']);
    const doors = await openDoors(server.url, token.creds.token!);
    expect((await w.http.post('/api/admin/apiToken/delete', { token: token.id }, w.owner.creds)).status).toBe(200);
    await expectClosed(doors);
    await expectRefused(server.url, token.creds.token!);
    await doors.gql.dispose();
  });
});

describe.each(databaseVariants())('a cookie opens a socket only from our own origin, on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;
  let cookie: string;
  let agentId: string;
  /** Same site for the browser (cookies ignore the port), another origin: the sibling page of finding 5. */
  let sibling: string;

  beforeAll(async () => {
    server = await startTestServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
    const { agent, email, password } = await createAgent(server.parley, w.workspaceId, { permissions: ['all'] });
    agentId = agent.id;
    cookie = await consoleCookie(w.http, email, password, w.workspaceId);
    const port = Number(new URL(server.url).port);
    sibling = `http://127.0.0.1:${port + 1}`;
  });
  afterAll(() => server?.close());

  it('a cookie opens a socket only from our own origin: a sibling origin’s page is refused on both doors', async () => {
    for (const origin of [sibling, 'https://evil.example.com', 'null']) {
      const gateway = await cookieGateway(server.url, { cookie, origin });
      expect((await gateway.next((m) => m.type === 'error')).error?.code).toBe(401);
      expect(await gateway.waitClosed()).toBe(4401);
      await expect(openGraphqlSocket(server.url, { headers: { cookie, origin } })).rejects.toEqual(new SocketRefused(4403));
    }
  });

  it('the console’s own origin opens both sockets with its cookie', async () => {
    const own = { cookie, origin: server.url };
    const gateway = await cookieGateway(server.url, own);
    expect((await gateway.next((m) => m.type === 'handshake')).data?.userId).toBe(agentId);
    const gql = await openGraphqlSocket(server.url, { headers: own });
    expect((await gql.run<{ me: { userId: string } }>(ME)).data?.me.userId).toBe(agentId);
    gateway.close();
    await gql.dispose();
  });

  it('a token opens a socket from any origin (the widget on host sites, integrations)', async () => {
    const visitor = await w.visitor('token-from-anywhere');
    const agent = await w.agent(['all']);
    for (const who of [visitor, agent]) {
      // A foreign page that also carries the console cookie: the token, not the cookie, decides.
      const doors = await openDoors(server.url, who.creds.token!, { origin: sibling, cookie });
      expect((await doors.gql.run<{ me: { userId: string } }>(ME)).data?.me.userId).toBe(who.id);
      expect((await doors.gateway.next((m) => m.type === 'handshake')).data?.userId).toBe(who.id);
      doors.gateway.close();
      await doors.gql.dispose();
    }
  });
});

describeTwoNodes('a revoked session has no live door on any node', () => {
  let nodes: TwoNodes;
  const email = 'revoked-two-nodes@example.com';
  const password = 'Two-nodes-1';

  beforeAll(async () => {
    nodes = await startTwoNodes({ email, password });
  });
  afterAll(() => nodes?.stop());

  it('a session logged out through node A closes its sockets on node B', async () => {
    const creds = await signIn(nodes.a.url, email, password);
    const onB = await openDoors(nodes.b.url, creds.token!);
    expect((await api(nodes.a.url).post('/api/logout', {}, creds)).status).toBe(200);
    await expectClosed(onB);
    await onB.gql.dispose();
  });
});
