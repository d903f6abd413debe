import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { databaseVariants } from '../../support/databases';
import { agentAdmin } from '../../support/agents';
import { openGraphqlSocket, SocketRefused } from '../../support/graphql-socket';
import type { Credentials } from '../../support/http';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, setUpWorkspace, type TestWorkspace } from '../../factories/conversation';

interface AuditPage {
  items: { action: string; actorId: string | null; targetId: string | null; detail: Record<string, unknown> }[];
}

/**
 * Issue 47, finding 7: a token may do what it was given AND its creator holds now, read on every
 * use; nothing once the creator is removed (its tokens are revoked then, with an audit entry each).
 * A change of the creator's permissions or their removal closes the token's sockets.
 */
describe.each(databaseVariants())('API tokens bounded by their creator on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(() => server?.close());

  /** A live graphql-ws subscription on the token: `ready` once its first event came, `closed` with the server's close code. */
  const subscribe = (token: string) => {
    let live: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (live = resolve));
    const closed = new Promise<number>((resolve) => {
      const client = createClient({
        url: `${server.url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { token },
        retryAttempts: 0,
        lazy: false,
        onNonLazyError: () => undefined,
      });
      client.on('closed', (e) => resolve((e as { code?: number }).code ?? 0));
      client.subscribe({ query: 'subscription { events { type } }' }, { next: () => live(), error: () => undefined, complete: () => undefined });
    });
    return { ready, closed };
  };

  /**
   * What the token can do on each door: read the conversation (REST get and list, GraphQL), list
   * API-key secrets, mint a token. A caller without conversation access reads an empty list.
   */
  const abilities = async (creds: Credentials, conversationId: string) => {
    const one = await w.http.get(`/api/conversation/get?id=${conversationId}`, creds);
    const list = await w.http.get<{ id: string }[]>('/api/conversation?status=open&filter=all&size=100', creds);
    const gql = await w.http.graphql<{ conversation: { id: string } }>('query($id: ID!) { conversation(id: $id) { id } }', { id: conversationId }, creds);
    const keys = await w.http.get<{ secret: string }[]>('/api/admin/setting/apiKey', creds);
    const mint = await w.http.post('/api/admin/apiToken/create', { name: 'minted', permissions: ['allConversations'] }, creds);
    return {
      conversation: one.status,
      listed: list.status === 200 && list.body.data!.some((c) => c.id === conversationId),
      graphql: gql.data?.conversation?.id === conversationId ? 'ok' : gql.errors?.[0]?.extensions?.code,
      keySecrets: keys.status === 200 && keys.body.data!.every((k) => typeof k.secret === 'string') ? 'listed' : keys.status,
      mint: mint.status,
    };
  };

  const audit = async (query: string) => (await w.http.get<AuditPage>(`/api/admin/audit?${query}`, w.owner.creds)).body.data!.items;

  it('a demoted creator narrows the token on every door and closes its socket; given back, it works again', async () => {
    const creator = await w.agent(['manageSettings', 'allConversations']);
    const { id } = await createConversation(w.http, w.owner.creds, { agent: [w.owner.id] });
    const made = await w.http.post<{ token: string; secret: string }>(
      '/api/admin/apiToken/create',
      { name: 'CRM sync', permissions: ['manageSettings', 'allConversations'] },
      creator.creds,
    );
    expect(made.status).toBe(200);
    const creds = { token: `${made.body.data!.token}.${made.body.data!.secret}` };
    // A token minted by the token answers to the same creator.
    const child = await w.http.post<{ token: string; secret: string }>(
      '/api/admin/apiToken/create',
      { name: 'child', permissions: ['allConversations'] },
      creds,
    );
    expect(child.status).toBe(200);
    const childCreds = { token: `${child.body.data!.token}.${child.body.data!.secret}` };
    expect(await abilities(creds, id)).toEqual({ conversation: 200, listed: true, graphql: 'ok', keySecrets: 'listed', mint: 200 });

    const socket = subscribe(creds.token);
    await socket.ready;
    expect((await agentAdmin(w).update({ userId: creator.id, permissions: ['ownConversations'] }, w.owner.creds)).status).toBe(200);
    expect(await socket.closed).toBe(4403);

    // A conversation the caller may not read is not found, as for any other caller without access.
    expect(await abilities(creds, id)).toEqual({ conversation: 404, listed: false, graphql: 'NOT_FOUND', keySecrets: 403, mint: 403 });
    expect((await w.http.get(`/api/conversation/get?id=${id}`, childCreds)).status).toBe(404);
    // The demotion's audit entry names the tokens it narrowed.
    const [changed] = await audit(`action=agent.permissions.changed&targetId=${creator.id}`);
    expect(changed!.detail.apiTokens).toEqual(
      expect.arrayContaining([
        { name: 'CRM sync', before: ['manageSettings', 'allConversations'], after: [] },
        { name: 'child', before: ['allConversations'], after: [] },
      ]),
    );
    // A reconnect authenticates afresh with what is left: nothing to read.
    const again = await openGraphqlSocket(server.url, { token: creds.token });
    const overSocket = await again.run<{ conversation: { id: string } }>('query($id: ID!) { conversation(id: $id) { id } }', { id });
    expect(overSocket.data?.conversation).toBeFalsy();
    await again.dispose();

    // Evaluated on each use: given back, the token works again, never beyond its own list.
    expect((await agentAdmin(w).update({ userId: creator.id, permissions: ['allConversations'] }, w.owner.creds)).status).toBe(200);
    expect(await abilities(creds, id)).toEqual({ conversation: 200, listed: true, graphql: 'ok', keySecrets: 403, mint: 403 });
  });

  it('a removed creator leaves the token nothing: 401 on every door, its subscription closed, revoked with an audit entry', async () => {
    const creator = await w.agent(['all']);
    const made = await w.http.post<{ token: string; secret: string }>(
      '/api/admin/apiToken/create',
      { name: 'Leaver', permissions: ['allConversations'] },
      creator.creds,
    );
    const creds = { token: `${made.body.data!.token}.${made.body.data!.secret}` };
    expect((await w.http.get('/api/conversation?status=open&filter=all', creds)).status).toBe(200);
    const socket = subscribe(creds.token);
    await socket.ready;

    expect((await agentAdmin(w).remove(creator.id, w.owner.creds)).status).toBe(200);
    expect(await socket.closed).toBe(4403);
    expect((await w.http.get('/api/conversation?status=open&filter=all', creds)).status).toBe(401);
    expect((await w.http.graphql('{ conversations(filter: { status: open, filter: all }) { id } }', undefined, creds)).errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect((await w.http.get('/api/admin/setting/apiKey', creds)).status).toBe(401);
    expect((await w.http.post('/api/admin/apiToken/create', { name: 'x', permissions: [] }, creds)).status).toBe(401);
    await expect(openGraphqlSocket(server.url, { token: creds.token })).rejects.toBeInstanceOf(SocketRefused);

    const listed = await w.http.get<{ token: string }[]>('/api/admin/apiToken', w.owner.creds);
    expect(listed.body.data!.map((t) => t.token)).not.toContain(made.body.data!.token);
    const revoked = await audit('action=apiToken.revoked');
    expect(revoked.find((e) => e.detail.name === 'Leaver')).toMatchObject({ actorId: w.owner.id, detail: { reason: 'creatorRemoved' } });
  });
});
