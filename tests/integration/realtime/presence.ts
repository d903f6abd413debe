import { databaseVariants } from '../../support/databases';
import { api, type Api, type Credentials } from '../../support/http';
import type { NodeProcess } from '../../support/process-node';
import { describeTwoNodes, startTwoNodes, type TwoNodes } from '../../support/two-nodes';
import { openDatabaseClient, presenceRowsReach } from '../../support/presence';
import { GatewayClient, subscribeEvents } from '../../support/realtime';
import { type TestServer } from '../../support/server';
import { sharedServer } from '../../support/shared-server';
import { createConversation, setUpWorkspace, visitorOf, type ConversationJson, type Person, type TestWorkspace } from '../../factories/conversation';
import { signIn } from '../../factories/workspace';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface PresenceJson {
  userId: string;
  userType: string;
  online: boolean;
  lastActivity: number | null;
}

async function presenceOf(http: Api, creds: Credentials, userId: string): Promise<PresenceJson> {
  const res = await http.get<PresenceJson[]>(`/api/presence?userId=${userId}`, creds);
  if (res.status !== 200) throw new Error(`presence: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data![0];
}

/** Polls until the user's `online` is as expected (presence is written just after the handshake). */
async function until(http: Api, creds: Credentials, userId: string, online: boolean, timeoutMs = 5000): Promise<PresenceJson> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const p = await presenceOf(http, creds, userId);
    if (p.online === online) return p;
    if (Date.now() > end) throw new Error(`${userId} still ${p.online ? 'online' : 'offline'}`);
    await sleep(50);
  }
}

const onlineList = async (http: Api, creds: Credentials) =>
  ((await http.get<ConversationJson[]>('/api/conversation?filter=all&showOnline=true', creds)).body.data ?? []).map((c) => c.id);

describe.each(databaseVariants())('presence on $name', (variant) => {
  let server: TestServer;
  let w: TestWorkspace;

  beforeAll(async () => {
    server = await sharedServer(variant);
    w = await setUpWorkspace(server.parley, server.url);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is online while the customer has a realtime connection open, told to agents, and filters the inbox with showOnline', async () => {
    const alice = await w.visitor('presence-alice');
    const bob = await w.visitor('presence-bob');
    const withAlice = await createConversation(w.http, w.owner.creds, { customer: [alice.id] });
    const withBob = await createConversation(w.http, w.owner.creds, { customer: [bob.id] });
    const inbox = await GatewayClient.connect(server.url, w.owner.creds.token!);
    const bobSocket = await GatewayClient.connect(server.url, bob.creds.token!);
    try {
      expect((await presenceOf(w.http, w.owner.creds, alice.id)).online).toBe(false);
      expect(await onlineList(w.http, w.owner.creds)).not.toContain(withAlice.id);

      const first = await GatewayClient.connect(server.url, alice.creds.token!);
      const told = await inbox.next((m) => m.event === 'presence.changed' && m.data?.userId === alice.id && m.data?.online === true);
      expect(told.data).toMatchObject({ userType: 'customer', online: true });
      expect(told.cursor).toBeUndefined();
      const on = await until(w.http, w.owner.creds, alice.id, true);
      expect(on.lastActivity).toEqual(expect.any(Number));
      expect(await onlineList(w.http, w.owner.creds)).toContain(withAlice.id);
      const got = await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${withAlice.id}`, w.owner.creds);
      expect(got.body.data![0]).toMatchObject({ online: true });
      const gql = await w.http.graphql<{ conversations: { id: string; online: boolean }[] }>(
        'query { conversations(filter: { filter: all, showOnline: true }) { id online } }',
        undefined,
        w.owner.creds,
      );
      expect(gql.errors).toBeUndefined();
      expect(gql.data!.conversations.map((c) => c.id)).toContain(withAlice.id);
      expect(gql.data!.conversations.every((c) => c.online)).toBe(true);

      // A second connection, then the first closes: still online, and nobody is told anything.
      const second = await GatewayClient.connect(server.url, alice.creds.token!);
      first.close();
      await first.waitClosed();
      expect((await presenceOf(w.http, w.owner.creds, alice.id)).online).toBe(true);

      // The last close says offline. A sentinel after it (alice back): her changes are told in order,
      // so any word about the first close would stand before it.
      const aliceNews = () => inbox.received.filter((m) => m.event === 'presence.changed' && m.data?.userId === alice.id);
      second.close();
      const gone = await inbox.next((m) => m.event === 'presence.changed' && m.data?.userId === alice.id && m.data?.online === false);
      const third = await GatewayClient.connect(server.url, alice.creds.token!);
      await inbox.next((m) => m.event === 'presence.changed' && m.data?.userId === alice.id && m.data?.online === true && m !== aliceNews()[0]);
      expect(aliceNews().map((m) => m.data?.online)).toEqual([true, false, true]);
      third.close();
      await inbox.next((m) => m.event === 'presence.changed' && m.data?.userId === alice.id && m.data?.online === false && m !== gone);
      expect(gone.data?.lastActivity).toEqual(expect.any(Number));
      await until(w.http, w.owner.creds, alice.id, false);
      expect(await onlineList(w.http, w.owner.creds)).not.toContain(withAlice.id);
      expect((await w.http.get<ConversationJson[]>(`/api/conversation/get?id=${withAlice.id}`, w.owner.creds)).body.data![0].online).toBe(false);
      expect(await onlineList(w.http, w.owner.creds)).toContain(withBob.id);
      // Customers are not told of each other.
      expect(bobSocket.received.some((m) => m.event === 'presence.changed')).toBe(false);
    } finally {
      inbox.close();
      bobSocket.close();
    }
  });

  it('tells each customer of a burst of connections online once and offline once, with their conversation, however the writes were batched', async () => {
    const crowd = await Promise.all(Array.from({ length: 12 }, (_, i) => w.visitor(`presence-crowd-${i}`)));
    const convs = await Promise.all(crowd.map((c) => createConversation(w.http, w.owner.creds, { customer: [c.id] })));
    const ids = new Set(crowd.map((c) => c.id));
    const inbox = await GatewayClient.connect(server.url, w.owner.creds.token!);
    const news = () => inbox.received.filter((m) => m.event === 'presence.changed' && ids.has(String(m.data?.userId)));
    try {
      // All at once, the first of them with two sockets.
      const sockets = await Promise.all([...crowd, crowd[0]].map((c) => GatewayClient.connect(server.url, c.creds.token!)));
      await inbox.next(() => news().filter((m) => m.data?.online === true).length === crowd.length);
      for (const [i, c] of crowd.entries()) {
        const said = news().filter((m) => m.data?.userId === c.id);
        expect(said.map((m) => m.data?.online)).toEqual([true]);
        expect(said[0].data).toMatchObject({ userType: 'customer', customerId: c.id, conversationIds: [convs[i].id] });
      }
      for (const c of crowd) expect((await presenceOf(w.http, w.owner.creds, c.id)).online).toBe(true);

      // All close at once; the sentinel (the first back) comes after every word of the closing.
      for (const s of sockets) s.close();
      await Promise.all(sockets.map((s) => s.waitClosed()));
      await inbox.next(() => news().filter((m) => m.data?.online === false).length === crowd.length);
      const back = await GatewayClient.connect(server.url, crowd[0].creds.token!);
      await inbox.next(() => news().length === crowd.length * 2 + 1);
      back.close();
      for (const c of crowd) {
        const said = news().filter((m) => m.data?.userId === c.id);
        expect(said.map((m) => m.data?.online)).toEqual(c === crowd[0] ? [true, false, true] : [true, false]);
        expect(said[1].data?.lastActivity).toEqual(expect.any(Number));
      }
      for (const c of crowd.slice(1)) expect((await presenceOf(w.http, w.owner.creds, c.id)).online).toBe(false);
    } finally {
      inbox.close();
    }
  });

  it('counts an agent online while a GraphQL subscription socket is open', async () => {
    const agent = await w.agent(['ownConversations']);
    expect((await presenceOf(w.http, w.owner.creds, agent.id)).online).toBe(false);
    const sub = await subscribeEvents(server.url, agent.creds.token!);
    const on = await until(w.http, w.owner.creds, agent.id, true);
    expect(on.userType).toBe('agent');
    await sub.close();
    await until(w.http, w.owner.creds, agent.id, false);
  });

  it('ignores the rows of a node that stopped refreshing them, then sweeps them and says offline', async () => {
    const dave = await w.visitor('presence-dave');
    const c = await createConversation(w.http, w.owner.creds, { customer: [dave.id] });
    const db = server.parley.database.dataSource;
    const deadNode = '00000000-0000-4000-8000-000000000001';
    const row = `INSERT INTO presence (user_id, node_id, user_type, workspace_id, connections, seen_at) VALUES ($1, $2, 'customer', $3, 1, now() - $4::interval)`;
    // A node seen 10 s ago counts; one silent for 2 minutes does not.
    await db.query(row, [dave.id, deadNode, w.workspaceId, '10 seconds']);
    expect((await presenceOf(w.http, w.owner.creds, dave.id)).online).toBe(true);
    expect(await onlineList(w.http, w.owner.creds)).toContain(c.id);
    await db.query("UPDATE presence SET seen_at = now() - interval '2 minutes' WHERE node_id = $1", [deadNode]);
    expect((await presenceOf(w.http, w.owner.creds, dave.id)).online).toBe(false);
    expect(await onlineList(w.http, w.owner.creds)).not.toContain(c.id);

    const inbox = await GatewayClient.connect(server.url, w.owner.creds.token!);
    try {
      await server.parley.services.presence.heartbeat();
      await inbox.next((m) => m.event === 'presence.changed' && m.data?.userId === dave.id && m.data?.online === false);
      expect(await db.query('SELECT 1 FROM presence WHERE node_id = $1', [deadNode])).toEqual([]);
    } finally {
      inbox.close();
    }
  });

  it('writes back on its heartbeat the row of a connected user that another node swept while this one stalled', async () => {
    const fay = await w.visitor('presence-fay');
    const socket = await GatewayClient.connect(server.url, fay.creds.token!);
    try {
      await until(w.http, w.owner.creds, fay.id, true);
      const db = server.parley.database.dataSource;
      // What a sweep does to a node that went silent for a minute.
      await db.query('DELETE FROM presence WHERE user_id = $1', [fay.id]);
      expect((await presenceOf(w.http, w.owner.creds, fay.id)).online).toBe(false);
      await server.parley.services.presence.heartbeat();
      await until(w.http, w.owner.creds, fay.id, true);
      expect(await db.query('SELECT node_id FROM presence WHERE user_id = $1', [fay.id])).toEqual([{ node_id: server.parley.services.presence.nodeId }]);
    } finally {
      socket.close();
    }
  });

  it("refreshes a connected user's lastActivity on the heartbeat once it is 5 minutes old, not on every heartbeat", async () => {
    const erin = await w.visitor('presence-erin');
    const socket = await GatewayClient.connect(server.url, erin.creds.token!);
    try {
      await until(w.http, w.owner.creds, erin.id, true);
      const db = server.parley.database.dataSource;
      const activity = async () => (await presenceOf(w.http, w.owner.creds, erin.id)).lastActivity!;
      // Four minutes old: a heartbeat leaves it.
      await db.query("UPDATE customer SET last_activity = now() - interval '4 minutes' WHERE id = $1", [erin.id]);
      const fourMinutesAgo = await activity();
      await server.parley.services.presence.heartbeat();
      expect(await activity()).toBe(fourMinutesAgo);
      // Six minutes old: the next heartbeat writes it again.
      await db.query("UPDATE customer SET last_activity = now() - interval '6 minutes' WHERE id = $1", [erin.id]);
      const before = Date.now();
      await server.parley.services.presence.heartbeat();
      expect(await activity()).toBeGreaterThanOrEqual(before - 1000);
    } finally {
      socket.close();
    }
  });

  it('answers presence to agents only, and refuses malformed ids', async () => {
    const carol = await w.visitor('presence-carol');
    expect((await w.http.get(`/api/presence?userId=${carol.id}`, carol.creds)).status).toBe(403);
    expect((await w.http.get('/api/presence?userId=not-an-id', w.owner.creds)).status).toBe(400);
    expect((await w.http.get('/api/presence', w.owner.creds)).status).toBe(400);
    expect((await w.http.get(`/api/presence?userId=${carol.id}`)).status).toBe(401);
    // Someone of another workspace is simply not there.
    const elsewhere = await setUpWorkspace(server.parley, server.url);
    expect((await w.http.get<PresenceJson[]>(`/api/presence?userId=${elsewhere.owner.id}`, w.owner.creds)).body.data).toEqual([]);
    const gql = await w.http.graphql<{ presence: PresenceJson[] }>(
      'query($ids: [ID!]!) { presence(userIds: $ids) { userId online lastActivity } }',
      { ids: [carol.id] },
      w.owner.creds,
    );
    expect(gql.data!.presence).toEqual([{ userId: carol.id, online: false, lastActivity: expect.any(Number) }]);
  });
});

describeTwoNodes('presence across two server processes on one PostgreSQL and one Redis', () => {
  let nodes: TwoNodes;
  let nodeA: NodeProcess;
  let nodeB: NodeProcess;
  const email = 'presence-nodes@example.com';
  const password = 'Presence-nodes-1';

  beforeAll(async () => {
    nodes = await startTwoNodes({ email, password });
    ({ a: nodeA, b: nodeB } = nodes);
  });

  afterAll(() => nodes?.stop());

  it('agrees on both nodes, across connections on different nodes, and a node that stops takes its connections offline', async () => {
    const httpA = api(nodeA.url);
    const httpB = api(nodeB.url);
    const ownerOnB = await signIn(nodeB.url, email, password);
    const keys = await httpA.get<{ key: string }[]>('/api/admin/setting/apiKey', await signIn(nodeA.url, email, password));
    const visitor: Person = await visitorOf(httpA, keys.body.data![0].key, 'two-nodes-visitor');
    const inboxOnB = await GatewayClient.connect(nodeB.url, ownerOnB.token!);
    const ownerOnA = await signIn(nodeA.url, email, password);
    const inboxOnA = await GatewayClient.connect(nodeA.url, ownerOnA.token!);
    const db = await openDatabaseClient(nodes.databaseUrl);
    try {
      const onA = await GatewayClient.connect(nodeA.url, visitor.creds.token!);
      await inboxOnB.next((m) => m.event === 'presence.changed' && m.data?.userId === visitor.id && m.data?.online === true);
      await until(httpB, ownerOnB, visitor.id, true);

      // Also connected on B; leaving A keeps them online.
      const onB = await GatewayClient.connect(nodeB.url, visitor.creds.token!);
      await presenceRowsReach(db, visitor.id, 2);
      onA.close();
      await onA.waitClosed();
      await presenceRowsReach(db, visitor.id, 1);
      expect((await presenceOf(httpB, ownerOnB, visitor.id)).online).toBe(true);

      // B stops gracefully with the visitor still connected to it: A says offline. That word is the
      // sentinel: the visitor's changes are told in order, so one about leaving A would stand before it.
      expect(await nodeB.stop()).toBe(0);
      await until(httpA, ownerOnA, visitor.id, false);
      await inboxOnA.next((m) => m.event === 'presence.changed' && m.data?.userId === visitor.id && m.data?.online === false);
      expect(inboxOnA.received.filter((m) => m.event === 'presence.changed' && m.data?.userId === visitor.id).map((m) => m.data?.online)).toEqual([
        true,
        false,
      ]);
      onB.close();
    } finally {
      inboxOnB.close();
      inboxOnA.close();
      await db.end();
    }
  });
});
