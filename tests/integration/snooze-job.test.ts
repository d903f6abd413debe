import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, databaseVariants, TEST_DATABASE_URL, TEST_REDIS_URL } from '../support/databases';
import { api, type Api, type Credentials } from '../support/http';
import { startNodeProcess, type NodeProcess } from '../support/process-node';
import { GatewayClient } from '../support/realtime';
import { startTestServer, type TestServer } from '../support/server';
import { createConversation, history, setUpWorkspace, type ConversationJson, type MessageJson } from '../factories/conversation';
import { signIn } from '../factories/workspace';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function snooze(http: Api, creds: Credentials, id: string, until: number): Promise<void> {
  const res = await http.post('/api/conversation/snooze', { id, snooze: until }, creds);
  if (res.status !== 200) throw new Error(`snooze failed: ${JSON.stringify(res.body)}`);
}

async function conversation(http: Api, creds: Credentials, id: string): Promise<ConversationJson> {
  const res = await http.get<ConversationJson[]>(`/api/conversation/get?id=${id}`, creds);
  return res.body.data![0];
}

/** The wake-up notices in a conversation's history. */
async function wakeNotices(http: Api, creds: Credentials, id: string): Promise<MessageJson[]> {
  const res = await history(http, creds, id, 'size=50');
  return res.body.data!.filter((m) => m.senderType === 'system' && m.meta.system?.action === 'unsnooze');
}

describe.each(databaseVariants())('snoozed conversations wake by themselves on $name', (variant) => {
  let server: TestServer;

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): fast job polling for snoozes that wake, then two nodes and a restart.
    server = await startTestServer(variant, { JOBS_POLL_SECONDS: '0.5' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('wakes a conversation whose time came, once, with a system notice and the change events', async () => {
    const w = await setUpWorkspace(server.parley, server.url);
    const visitor = await w.visitor('sleepy');
    const c = await createConversation(w.http, w.owner.creds, { customer: [visitor.id] });
    const later = await createConversation(w.http, w.owner.creds, { customer: [visitor.id] });
    const agent = await GatewayClient.connect(server.url, w.owner.creds.token!);
    const customer = await GatewayClient.connect(server.url, visitor.creds.token!);
    try {
      const until = Date.now() + 1000;
      await snooze(w.http, w.owner.creds, c.id, until);
      await snooze(w.http, w.owner.creds, later.id, Date.now() + 60 * 60_000);
      expect((await conversation(w.http, w.owner.creds, c.id)).snooze).toBe(until);

      const woke = await agent.next((m) => m.event === 'conversation.updated' && m.data?.id === c.id && m.data?.snooze === 0, 6000);
      expect(Date.now()).toBeGreaterThanOrEqual(until);
      expect(woke.data).toMatchObject({ id: c.id, snooze: 0, changed: ['snooze'] });
      expect(typeof woke.cursor).toBe('number');
      await agent.next((m) => m.event === 'counts.changed' && m.data?.conversationId === c.id);
      const notice = await agent.next((m) => m.event === 'message.created' && m.data?.conversationId === c.id && m.data?.senderType === 'system');
      expect(notice.data).toMatchObject({ internal: true, meta: { type: 30, system: { action: 'unsnooze', until, by: { type: 'system', id: null } } } });

      expect((await conversation(w.http, w.owner.creds, c.id)).snooze).toBe(0);
      expect((await conversation(w.http, w.owner.creds, later.id)).snooze).toBeGreaterThan(Date.now());
      // Sentinels: a later wake-up through the same queue, and a later message to the customer on
      // their socket. Before them: one notice, and the customer heard nothing of the inbox's snooze.
      const sentinel = await createConversation(w.http, w.owner.creds, {});
      await snooze(w.http, w.owner.creds, sentinel.id, Date.now() + 300);
      await agent.next((m) => m.event === 'conversation.updated' && m.data?.id === sentinel.id && m.data?.snooze === 0, 6000);
      await w.http.post('/api/message/send', { conversationId: c.id, meta: { type: 1, content: 'after the wake' } }, w.owner.creds);
      await customer.next(
        (m) =>
          m.event === 'message.created' && m.data?.conversationId === c.id && (m.data?.meta as { content?: string } | undefined)?.content === 'after the wake',
      );
      expect(await wakeNotices(w.http, w.owner.creds, c.id)).toHaveLength(1);
      expect(customer.received.some((m) => m.type === 'event' && JSON.stringify(m.data).includes('unsnooze'))).toBe(false);
      expect(customer.received.some((m) => m.event === 'conversation.updated' && m.data?.id === c.id)).toBe(false);
      const snoozedView = await w.http.get<ConversationJson[]>('/api/conversation?filter=snooze', w.owner.creds);
      expect(snoozedView.body.data!.map((x) => x.id)).toEqual([later.id]);
    } finally {
      agent.close();
      customer.close();
    }
  });

  it('a snooze moved later wakes at its new time only, and a cleared one not at all', async () => {
    const w = await setUpWorkspace(server.parley, server.url);
    const moved = await createConversation(w.http, w.owner.creds, {});
    const cleared = await createConversation(w.http, w.owner.creds, {});
    const agent = await GatewayClient.connect(server.url, w.owner.creds.token!);
    try {
      // Both snoozes are stored before the first time passes, on a loaded machine too (a time past is refused).
      const first = Date.now() + 1500;
      await Promise.all([snooze(w.http, w.owner.creds, moved.id, first), snooze(w.http, w.owner.creds, cleared.id, first)]);
      const second = Date.now() + 2500;
      await snooze(w.http, w.owner.creds, moved.id, second);
      await snooze(w.http, w.owner.creds, cleared.id, 0);
      // The moved one's wake-up is the sentinel: the jobs of the first time came due before it.
      const woke = await agent.next((m) => m.event === 'conversation.updated' && m.data?.id === moved.id && m.data?.snooze === 0, 8000);
      expect(Date.now()).toBeGreaterThanOrEqual(second);
      expect(woke.data).toMatchObject({ snooze: 0 });
      const notices = await wakeNotices(w.http, w.owner.creds, moved.id);
      expect(notices).toHaveLength(1);
      expect(notices[0].meta.system?.until).toBe(second);
      expect(await wakeNotices(w.http, w.owner.creds, cleared.id)).toHaveLength(0);
    } finally {
      agent.close();
    }
  });

  it('wakes at start a snooze that fell due while the server was stopped', async () => {
    const w = await setUpWorkspace(server.parley, server.url);
    const c = await createConversation(w.http, w.owner.creds, {});
    const until = Date.now() + 1000;
    await snooze(w.http, w.owner.creds, c.id, until);
    await server.stop();
    await sleep(Math.max(0, until - Date.now()) + 200);
    const restartedAt = Date.now();

    // Same data; closing the new server drops it (the first one's close does the dropping).
    const first = server;
    // Its job was stored with the snooze: the restarted node runs it.
    server = await startTestServer(
      variant,
      { JOBS_POLL_SECONDS: '0.5' },
      { dataDir: first.dataDir, databaseUrl: first.databaseUrl, drop: () => first.close() },
    );
    const http = api(server.url);
    // Sessions are in the database: the owner's token still works.
    const creds = w.owner.creds;
    const woken = await waitUntil('the wake-up after restart', async () => {
      const view = await conversation(http, creds, c.id);
      return view.snooze === 0 ? view : undefined;
    });
    expect(woken.snooze).toBe(0);
    const notices = await wakeNotices(http, creds, c.id);
    expect(notices).toHaveLength(1);
    // Woken by the restarted node, not before the stop.
    expect(notices[0].timestamp).toBeGreaterThanOrEqual(restartedAt);
  });
});

const ready = Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);
if (!ready) console.warn('TEST_DATABASE_URL / TEST_REDIS_URL not set: skipping the two-node snooze test.');

(ready ? describe : describe.skip)('snooze wake-up with two server processes on one PostgreSQL and one Redis', () => {
  let drop: () => Promise<void>;
  let nodeA: NodeProcess;
  let nodeB: NodeProcess;
  const dirs: string[] = [];
  const email = 'snooze-nodes@example.com';
  const password = 'Snooze-nodes-1';

  beforeAll(async () => {
    const db = await createPostgresDatabase(TEST_DATABASE_URL!);
    drop = db.drop;
    const env = (name: string) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `parley-snooze-${name}-`));
      dirs.push(dir);
      // Both nodes poll the job queue often, so they compete for every due wake-up.
      return { DATABASE_URL: db.url, REDIS_URL: TEST_REDIS_URL!, DATA_DIR: dir, ADMIN_EMAIL: email, ADMIN_PASSWORD: password, JOBS_POLL_SECONDS: '0.5' };
    };
    [nodeA, nodeB] = await Promise.all([startNodeProcess(env('a')), startNodeProcess(env('b'))]);
  });

  afterAll(async () => {
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await drop?.();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('wakes each due conversation exactly once, whichever node does it, and subscribers on either node hear of it', async () => {
    const onA = await signIn(nodeA.url, email, password);
    const onB = await signIn(nodeB.url, email, password);
    const httpA = api(nodeA.url);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await createConversation(httpA, onA, {})).id);
    const listenerOnB = await GatewayClient.connect(nodeB.url, onB.token!);
    try {
      // Far enough ahead that all twelve are stored before it, on a loaded machine too (a time past is refused).
      const until = Date.now() + 3000;
      await Promise.all(ids.map((id) => snooze(httpA, onA, id, until)));
      for (const id of ids) {
        await listenerOnB.next((m) => m.event === 'conversation.updated' && m.data?.id === id && m.data?.snooze === 0, 10_000);
      }
      // Sentinel: one more wake-up, due later through the same queue; any second wake of the twelve came before it.
      const sentinel = (await createConversation(httpA, onA, {})).id;
      await snooze(httpA, onA, sentinel, Date.now() + 500);
      await listenerOnB.next((m) => m.event === 'conversation.updated' && m.data?.id === sentinel && m.data?.snooze === 0, 10_000);
      for (const id of ids) {
        expect([id, (await wakeNotices(httpA, onA, id)).length]).toEqual([id, 1]);
        expect((await conversation(api(nodeB.url), onB, id)).snooze).toBe(0);
      }
      const wakeEvents = listenerOnB.received.filter((m) => m.event === 'conversation.updated' && m.data?.snooze === 0 && ids.includes(String(m.data?.id)));
      expect(wakeEvents).toHaveLength(ids.length);
    } finally {
      listenerOnB.close();
    }
  });
});
