import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type WebSocket as PageSocket, type WebSocketRoute } from './support/test';
import NodeWebSocket from 'ws';
import { startNodeProcess, type NodeProcess } from '../support/process-node';
import { ConsoleShell } from './pages/ConsoleShell';
import { ConversationPane } from './pages/ConversationPane';
import { Inbox } from './pages/Inbox';
import { createApiCustomer, type ApiCustomer } from './support/customer';
import { baseUrl, OWNER } from './support/server';
import { signInState, type StorageState } from './support/sessions';
import { e2eServer } from './support/e2e-server';

/** Every websocket a page opens, with the text frames it receives. */
function recordSockets(page: Page): { sockets: { url: string; frames: string[] }[] } {
  const record = { sockets: [] as { url: string; frames: string[] }[] };
  page.on('websocket', (ws: PageSocket) => {
    const entry = { url: ws.url(), frames: [] as string[] };
    record.sockets.push(entry);
    ws.on('framereceived', (f) => entry.frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString()));
  });
  return record;
}

/** Frames that deliver an event about `id` to the page: graphql-ws `next` frames and spec-socket `event` frames. */
function deliveries(record: ReturnType<typeof recordSockets>, id: string): number {
  let n = 0;
  for (const s of record.sockets) {
    for (const raw of s.frames) {
      if (!raw.includes(id)) continue;
      const frame = JSON.parse(raw) as { type?: string; event?: string; payload?: { data?: { events?: { type?: string } } } };
      if (frame.type === 'next' && frame.payload?.data?.events?.type === 'message.created') n += 1;
      if (frame.type === 'event' && frame.event === 'message.created') n += 1;
    }
  }
  return n;
}

/**
 * An agent keeps a conversation open in the inbox; the page's websocket is cut; the customer writes
 * 45 messages and another customer starts a conversation; the network comes back (`online`). With
 * `reconnectTo`, the new socket reaches that other node (a load balancer's choice), not the page's.
 */
async function missWhileCutOff(page: Page, customer: ApiCustomer, reconnectTo?: string): Promise<void> {
  const pane = new ConversationPane(page);
  const inbox = new Inbox(page);
  const shell = new ConsoleShell(page);
  // The page's one websocket goes through this route, so the test can cut it like a network would.
  let down = false;
  let current: { close: (o: { code: number; reason: string }) => Promise<void> } | null = null;
  let restored = false;
  let carried = 0;
  await page.routeWebSocket(/\/graphql$/, async (ws) => {
    if (down) return void ws.close({ code: 1001, reason: 'network down' });
    current = ws;
    if (!restored || !reconnectTo) return void ws.connectToServer();
    carried += 1;
    await carryTo(ws, reconnectTo, page);
  });
  // What the console asks after the gap: updatesSince pages (and how much they carry) and message pages.
  let restoredAt = 0;
  const catchUp = { pages: 0, changes: 0, messagePages: 0 };
  page.on('response', (res) => {
    const body = res.request().postData() ?? '';
    if (!restoredAt || !res.url().endsWith('/graphql')) return;
    if (body.includes('"operationName":"ConversationMessages"')) catchUp.messagePages += 1;
    if (!body.includes('"operationName":"UpdatesSince"') || body.includes('"cursor":null')) return;
    catchUp.pages += 1;
    void res
      .json()
      .then((json: { data?: { updatesSince?: { updates: unknown[] } } }) => (catchUp.changes += json.data?.updatesSince?.updates.length ?? 0))
      .catch(() => undefined);
  });

  await inbox.goto('all', customer.conversationId);
  await expect(pane.message('Opening line')).toBeVisible();
  await expect(shell.connection).toHaveAttribute('data-state', 'success');
  const unassigned = await inbox.count('unassigned');

  down = true;
  await current!.close({ code: 1001, reason: 'network down' });
  await expect(shell.connection).toHaveAttribute('data-state', /error|pending_retry/);

  // While the agent is cut off: 45 messages (more than two pages of 20) and a new conversation.
  const missed = 45;
  for (let i = 1; i <= missed; i += 1) await customer.send(`Missed line ${i}`);
  const other = await createApiCustomer(`resume-other-${Date.now()}`);
  await other.send('A new conversation while you were away');

  down = false;
  restored = true;
  restoredAt = Date.now();
  // The browser says the network is back: the console reconnects at once instead of waiting out its backoff.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(pane.message(`Missed line ${missed}`)).toBeVisible({ timeout: 20_000 });
  const caughtUpMs = Date.now() - restoredAt;
  await expect(shell.connection).toHaveAttribute('data-state', 'success');

  // The pane: all of them, in order, each once, joined to what was there before.
  const texts = await pane.messages.getByTestId('message').allTextContents();
  const lines = texts
    .map((t) => /Missed line (\d+)/.exec(t)?.[1])
    .filter((x): x is string => Boolean(x))
    .map(Number);
  console.log(
    `[figure] console pane and list${reconnectTo ? ' (reconnected to the other node)' : ''}: messages missed ${missed}, shown after the reconnect ${new Set(lines).size} (${lines.length - new Set(lines).size} doubles), ` +
      `updatesSince pages ${catchUp.pages} (${catchUp.changes} changes), message pages fetched ${catchUp.messagePages}, ms to catch up ${caughtUpMs}`,
  );
  expect(lines).toEqual(Array.from({ length: missed }, (_, i) => i + 1));
  expect(texts.filter((t) => t.includes('Opening line'))).toHaveLength(1);

  // The list: the card shows the last message; the new conversation is listed and counted.
  await expect(inbox.card(customer.conversationId).getByTestId('card-preview')).toHaveText(`Missed line ${missed}`);
  await expect(inbox.card(other.conversationId)).toBeVisible();
  await expect(inbox.cards.first()).toHaveAttribute('data-conversation-id', other.conversationId);
  await expect.poll(() => inbox.count('unassigned')).toBe(unassigned + 1);

  // Live again, and nothing arrives twice afterwards.
  await customer.send('Live after the gap');
  await expect(pane.message('Live after the gap')).toBeVisible();
  await expect(pane.message(`Missed line ${missed}`)).toHaveCount(1);
  // The socket after the gap was the other node's: live events reached it from this one through Redis.
  if (reconnectTo) expect(carried).toBeGreaterThan(0);
  await other.dispose();
}

/**
 * Serves the page's websocket from another node: the test opens the upstream socket itself (with
 * the page's session cookie) and carries frames both ways.
 */
async function carryTo(route: WebSocketRoute, nodeUrl: string, page: Page): Promise<void> {
  const cookie = (await page.context().cookies(baseUrl())).map((c) => `${c.name}=${c.value}`).join('; ');
  const upstream = new NodeWebSocket(`${nodeUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie } });
  const waiting: string[] = [];
  upstream.on('open', () => {
    for (const frame of waiting.splice(0)) upstream.send(frame);
  });
  upstream.on('message', (data) => route.send(data.toString()));
  upstream.on('close', (code) => void route.close({ code: code === 1005 || code === 1006 ? 1001 : code, reason: 'upstream closed' }).catch(() => undefined));
  upstream.on('error', () => undefined);
  route.onMessage((frame) => {
    const text = typeof frame === 'string' ? frame : frame.toString();
    if (upstream.readyState === NodeWebSocket.OPEN) upstream.send(text);
    else waiting.push(text);
  });
  route.onClose(() => upstream.close());
}

test.describe('realtime: one connection per tab, resume by cursor', () => {
  let state: StorageState;
  let customer: ApiCustomer;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    state = await signInState(browser);
  });

  test.beforeEach(async ({ browser }, info) => {
    customer = await createApiCustomer(`resume-${info.title.replace(/\W+/g, '-').slice(0, 40)}-${Date.now()}`);
    await customer.send('Opening line');
    page = await (await browser.newContext({ storageState: state })).newPage();
  });

  test.afterEach(async () => {
    await customer.dispose();
    await page.context().close();
  });

  test('a console tab holds exactly one websocket and receives each event once', async () => {
    const record = recordSockets(page);
    const pane = new ConversationPane(page);
    const shell = new ConsoleShell(page);
    await page.goto(`/conversation/${customer.conversationId}?view=all`);
    await expect(pane.header).toBeVisible();
    await expect(pane.message('Opening line')).toBeVisible();
    await expect(shell.connection).toHaveAttribute('data-state', 'success');

    const ids: string[] = [];
    for (let i = 1; i <= 3; i += 1) {
      ids.push((await customer.send(`Counted line ${i}`)).id);
      await expect(pane.message(`Counted line ${i}`)).toBeVisible();
    }
    // A later message having arrived on every socket means no late copy of the counted ones is on its way.
    const sentinel = await customer.send('Sentinel line');
    await expect(pane.message('Sentinel line')).toBeVisible();
    await expect.poll(() => record.sockets.every((s) => s.frames.some((f) => f.includes(sentinel.id)))).toBe(true);
    const perMessage = ids.map((id) => deliveries(record, id));
    const open = record.sockets.map((s) => s.url.replace(/^ws:\/\/[^/]+/, ''));
    console.log(`[figure] websockets per console tab: ${record.sockets.length} (${open.join(', ')})`);
    console.log(`[figure] events delivered to the tab per customer message: ${perMessage.join(', ')}`);
    expect(record.sockets).toHaveLength(1);
    expect(open).toEqual(['/graphql']);
    expect(perMessage).toEqual([1, 1, 1]);
  });

  test('after the network drops, the pane and the list catch up on 45 missed messages in order, once each, without a reload', async () => {
    await missWhileCutOff(page, customer);
  });
});

test.describe('realtime across two nodes (PostgreSQL + Redis) @two-nodes', () => {
  // The two-nodes project's server runs on PostgreSQL + Redis (support/e2e-server.ts); a second node joins it here.
  let nodeB: NodeProcess;
  let state: StorageState;
  let customer: ApiCustomer;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    nodeB = await startNodeProcess(
      {
        DATABASE_URL: e2eServer().databaseUrl!,
        REDIS_URL: e2eServer().redisUrl!,
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-node-b-')),
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
      },
      200_000,
    );
    state = await signInState(browser);
  });
  test.afterAll(async () => {
    await nodeB?.stop();
  });

  test.beforeEach(async ({ browser }) => {
    customer = await createApiCustomer(`resume-two-nodes-${Date.now()}`);
    await customer.send('Opening line');
    page = await (await browser.newContext({ storageState: state })).newPage();
  });
  test.afterEach(async () => {
    await customer.dispose();
    await page.context().close();
  });

  test('a tab whose socket comes back on the other node catches up on 45 missed messages, once each, in order', async () => {
    await missWhileCutOff(page, customer, nodeB.url);
  });
});
