import { databaseVariants } from '../../support/databases';
import { api, type Api, type Credentials } from '../../support/http';
import { GatewayClient, subscribeEvents } from '../../support/realtime';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createAgent, createWorkspace, signIn } from '../../factories/workspace';

describe.each(databaseVariants())('realtime doors on $name', (variant) => {
  let server: TestServer;
  let http: Api;
  let owner: Credentials;
  let workspaceId: string;

  beforeAll(async () => {
    server = await sharedServer(variant);
    http = api(server.url);
    owner = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    workspaceId = (await http.get<{ workspaceId: string }>('/api/me', owner)).body.data!.workspaceId;
  });
  afterAll(() => server?.close());

  it('handshakes, answers pings, and delivers events to the right people only', async () => {
    const colleague = await createAgent(server.parley, workspaceId, { permissions: ['ownConversations'] });
    const colleagueCreds = await signIn(server.url, colleague.email, colleague.password);
    const stranger = await createAgent(server.parley, (await createWorkspace(server.parley)).id, { permissions: ['all'] });
    const strangerCreds = await signIn(server.url, stranger.email, stranger.password);
    const keys = await http.get<{ key: string }[]>('/api/admin/setting/apiKey', owner);
    const visitor = await http.post<{ token: string }>('/api/init', { type: 'customer', appKey: keys.body.data![0].key });

    const ownerWs = await GatewayClient.connect(server.url, owner.token!);
    const colleagueWs = await GatewayClient.connect(server.url, colleagueCreds.token!);
    const strangerWs = await GatewayClient.connect(server.url, strangerCreds.token!);
    const visitorWs = await GatewayClient.connect(server.url, visitor.body.data!.token);
    try {
      ownerWs.send({ type: 'ping', id: 7 });
      expect(await ownerWs.next((m) => m.type === 'pong')).toMatchObject({ id: 7 });

      await http.post('/api/me/update', { displayName: 'Owner Renamed' }, owner);
      const seen = await colleagueWs.next((m) => m.event === 'agent.updated');
      expect(seen).toMatchObject({ type: 'event', dataType: 40, data: { displayName: 'Owner Renamed' } });
      await ownerWs.next((m) => m.event === 'agent.updated');

      // Settings events go only to agents holding manageSettings.
      await http.post('/api/admin/setting/apiKey/create', { name: 'rt' }, owner);
      await ownerWs.next((m) => m.event === 'apiKey.created');

      // A visitor hears about their own profile, never about agents or settings.
      await http.post('/api/me/update', { displayName: 'Visitor Vera' }, { token: visitor.body.data!.token });
      await visitorWs.next((m) => m.event === 'customer.updated');
      // Sentinels: the visitor's update is the latest event; the colleague hears it too, and the
      // stranger's socket settles (a pong after all it was sent). What they lack, they never got.
      await colleagueWs.next((m) => m.event === 'customer.updated');
      await strangerWs.settle();
      expect(visitorWs.received.filter((m) => m.type === 'event').map((m) => m.event)).toEqual(['customer.updated']);
      expect(colleagueWs.received.some((m) => m.event === 'apiKey.created')).toBe(false);
      expect(strangerWs.received.some((m) => m.type === 'event')).toBe(false);
    } finally {
      for (const c of [ownerWs, colleagueWs, strangerWs, visitorWs]) c.close();
    }
  });

  it('refuses a bad token and survives malformed messages', async () => {
    const c = await GatewayClient.open(server.url);
    c.send('not json');
    expect(await c.next((m) => m.type === 'error')).toMatchObject({ error: { code: 400 } });
    c.send({ type: 'typing' });
    expect((await c.next((m) => m.error?.code === 401)).error?.message).toMatch(/handshake/);
    c.send({ type: 'handshake', token: 'forged-token' });
    expect(await c.waitClosed()).toBe(4401);
    const wrongKey = await GatewayClient.open(server.url);
    wrongKey.send({ type: 'handshake', token: owner.token, appKey: 'pk_of_someone_else' });
    expect(await wrongKey.next((m) => m.type === 'error')).toMatchObject({ error: { code: 401 } });
    expect(await wrongKey.waitClosed()).toBe(4401);
  });

  it('answers a second handshake on a connected socket, or one sent before the first is answered, with 400 and keeps the socket', async () => {
    const connected = await GatewayClient.connect(server.url, owner.token!);
    const eager = await GatewayClient.open(server.url);
    try {
      connected.send({ type: 'handshake', id: 'again', token: owner.token });
      expect(await connected.next((m) => m.type === 'error')).toMatchObject({ error: { code: 400, message: 'Already connected' } });
      await connected.settle();
      eager.send({ type: 'handshake', token: owner.token });
      eager.send({ type: 'handshake', token: owner.token });
      expect(await eager.next((m) => m.type === 'error')).toMatchObject({ error: { code: 400, message: 'Already connected' } });
      await eager.next((m) => m.type === 'handshake');
      await eager.settle();
      expect(eager.received.filter((m) => m.type === 'handshake')).toHaveLength(1);
    } finally {
      connected.close();
      eager.close();
    }
  });

  it('streams the same events over GraphQL subscriptions', async () => {
    const sub = await subscribeEvents(server.url, owner.token!);
    try {
      await http.graphql('mutation { updateMe(input: { displayName: "Via GraphQL" }) { displayName } }', undefined, owner);
      const e = await sub.waitFor((ev) => ev.type === 'agent.updated');
      expect(e).toMatchObject({ dataType: 40, payload: { displayName: 'Via GraphQL' } });
    } finally {
      await sub.close();
    }
  });
});
