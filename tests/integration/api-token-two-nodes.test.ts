import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { api } from '../support/http';
import { describeTwoNodes, startTwoNodes, type TwoNodes } from '../support/two-nodes';
import { signIn } from '../factories/workspace';

/** Spec §3.B: a deleted API token is refused at once, on every node, and its open sockets close. */
describeTwoNodes('API token revocation across two nodes (PostgreSQL + Redis)', () => {
  let nodes: TwoNodes;
  const email = 'token-two-nodes@example.com';
  const password = 'Token-two-nodes-1';
  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): two server processes on one PostgreSQL and Redis are what it tests.
    nodes = await startTwoNodes({ email, password });
  });
  afterAll(() => nodes?.stop());

  it('a token deleted on node A is refused by node B on its next request, over REST and GraphQL, and its socket on B closes', async () => {
    const onA = api(nodes.a.url);
    const onB = api(nodes.b.url);
    const owner = await signIn(nodes.a.url, email, password);
    const created = await onA.post<{ token: string; secret: string }>(
      '/api/admin/apiToken/create',
      { name: 'CRM sync', permissions: ['allConversations'] },
      owner,
    );
    expect(created.status).toBe(200);
    const credential = { token: `${created.body.data!.token}.${created.body.data!.secret}` };

    // Working on node B: REST, GraphQL, and a live subscription.
    expect((await onB.get('/api/conversation?status=open&filter=all', credential)).status).toBe(200);
    expect((await onB.graphql('{ conversations(filter: { status: open, filter: all }) { id } }', undefined, credential)).errors).toBeUndefined();
    let closedWith: number | undefined;
    let live: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (live = resolve));
    const closed = new Promise<void>((resolve) => {
      const client = createClient({
        url: `${nodes.b.url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { token: credential.token },
        retryAttempts: 0,
        lazy: false,
        onNonLazyError: () => undefined,
      });
      client.on('closed', (e) => {
        closedWith = (e as { code?: number }).code;
        resolve();
      });
      client.subscribe({ query: 'subscription { events { type } }' }, { next: () => live(), error: () => undefined, complete: () => undefined });
    });
    // The subscription is live (its first event, subscription.ready, came) before the token goes.
    await ready;

    expect((await onA.post('/api/admin/apiToken/delete', { token: created.body.data!.token }, owner)).status).toBe(200);

    const rest = await onB.get('/api/conversation?status=open&filter=all', credential);
    expect(rest.status).toBe(401);
    const gql = await onB.graphql('{ conversations(filter: { status: open, filter: all }) { id } }', undefined, credential);
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    await closed;
    expect(closedWith).toBe(4403);
  });
});
