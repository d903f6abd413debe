import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type WebSocketRoute } from '@playwright/test';
import NodeWebSocket from 'ws';
import { startNodeProcess, type NodeProcess } from '../support/process-node';
import { WidgetHost } from './pages/WidgetHost';
import { startHostServer, type HostServer } from './support/host-page';
import { OWNER, apiSignedInAs } from './support/server';

let host: HostServer;
let owner: APIRequestContext;

test.beforeAll(async () => {
  host = await startHostServer();
  owner = await apiSignedInAs(OWNER.email, OWNER.password);
});
test.afterAll(async () => {
  await owner?.dispose();
  await host?.close();
});

async function agentSays(conversationId: string, content: string): Promise<void> {
  const res = await owner.post('/api/message/send', { data: { conversationId, meta: { type: 1, content }, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The widget's one socket (/websocket/connect, in its iframe) goes through this route, so the test
 * cuts it like a network would: the open socket drops and every new one is refused until `restore`.
 */
async function cuttableSocket(page: Page, reconnectTo?: string) {
  let down = false;
  let restored = false;
  let current: WebSocketRoute | null = null;
  const frames = { replayed: 0, carried: 0, updates: [] as { cursor: number; count: number; complete: boolean; reset: boolean }[] };
  const seen = (raw: string) => {
    const frame = JSON.parse(raw) as { type?: string; replay?: boolean; data?: Record<string, unknown> };
    if (frame.type === 'event' && frame.replay) frames.replayed += 1;
    if (frame.type === 'updates') frames.updates.push(frame.data as (typeof frames.updates)[number]);
  };
  await page.context().routeWebSocket(/\/websocket\/connect$/, (ws) => {
    if (down) return void ws.close({ code: 1001, reason: 'network down' });
    current = ws;
    if (restored && reconnectTo) {
      // A load balancer's choice: the socket after the gap reaches the other node.
      frames.carried += 1;
      const upstream = new NodeWebSocket(`${reconnectTo.replace(/^http/, 'ws')}/websocket/connect`);
      const waiting: string[] = [];
      upstream.on('open', () => waiting.splice(0).forEach((f) => upstream.send(f)));
      upstream.on('message', (data) => {
        seen(data.toString());
        ws.send(data.toString());
      });
      upstream.on('close', () => void ws.close({ code: 1001, reason: 'upstream closed' }).catch(() => undefined));
      upstream.on('error', () => undefined);
      ws.onMessage((f) => (upstream.readyState === NodeWebSocket.OPEN ? upstream.send(String(f)) : waiting.push(String(f))));
      ws.onClose(() => upstream.close());
      return;
    }
    const server = ws.connectToServer();
    server.onMessage((raw) => {
      seen(String(raw));
      ws.send(raw);
    });
  });
  return {
    frames,
    async cut() {
      down = true;
      await current?.close({ code: 1001, reason: 'network down' });
    },
    restore() {
      down = false;
      restored = true;
    },
  };
}

async function missWhileCutOff(page: Page, label: string, reconnectTo?: string): Promise<void> {
  const key = await owner.post('/api/admin/setting/apiKey/create', { data: { name: `resume-${Date.now()}`, clientType: 26 } });
  const apiKey = ((await key.json()) as { data: { key: string } }).data.key;
  const socket = await cuttableSocket(page, reconnectTo);
  const widget = new WidgetHost(page);
  await page.goto(host.url({ apiKey, lang: 'en' }));
  await widget.open();
  const id = await widget.startConversation();
  await widget.send('Hello before the tunnel');
  await expect(widget.messages.filter({ hasText: 'Hello before the tunnel' })).toBeVisible();
  await agentSays(id, 'Live before the cut');
  await expect(widget.messages.filter({ hasText: 'Live before the cut' })).toBeVisible();

  await socket.cut();
  const missed = Array.from({ length: 45 }, (_, i) => `Missed ${String(i + 1).padStart(2, '0')}`);
  for (const text of missed) await agentSays(id, text);

  socket.restore();
  const restoredAt = Date.now();
  // The network is back: the browser says so in the widget's frame.
  const frame = page.frames().find((f) => f.url().includes('/widget/'));
  await frame?.evaluate(() => window.dispatchEvent(new Event('online')));
  const agentTexts = widget.messages.filter({ hasText: /^Missed \d\d$|Missed \d\d/ });
  await expect(agentTexts).toHaveCount(45, { timeout: 30_000 });
  const caughtUpMs = Date.now() - restoredAt;
  const shown = (await widget.messages.allInnerTexts()).map((t) => /Missed \d\d/.exec(t)?.[0]).filter((t): t is string => Boolean(t));
  expect(shown).toEqual(missed);
  expect(socket.frames.updates.at(-1)).toMatchObject({ complete: true, reset: false });

  // Live again after the catch-up, and nothing arrives twice.
  await agentSays(id, 'Live after the catch-up');
  await expect(widget.messages.filter({ hasText: 'Live after the catch-up' })).toHaveCount(1);
  await expect(agentTexts).toHaveCount(45);
  if (reconnectTo) expect(socket.frames.carried).toBeGreaterThan(0);
  console.log(
    `[figure] widget (${label}): missed ${missed.length}, replayed ${socket.frames.replayed} changes in ${socket.frames.updates.length} replay, caught up in ${caughtUpMs} ms`,
  );
}

test('a widget that misses 45 agent messages while its network is down shows all of them, in order and once each, without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await missWhileCutOff(page, process.env.DATABASE_URL ? 'PostgreSQL + Redis, one node' : 'PGlite');
});

test.describe('the widget across two nodes (PostgreSQL + Redis) @two-nodes', () => {
  test.skip(!process.env.DATABASE_URL || !process.env.REDIS_URL, 'the server under test runs on DATABASE_URL and REDIS_URL (scripts/e2e.mjs, second half)');
  let nodeB: NodeProcess;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    nodeB = await startNodeProcess(
      {
        DATABASE_URL: process.env.DATABASE_URL!,
        REDIS_URL: process.env.REDIS_URL!,
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-widget-node-b-')),
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
      },
      200_000,
    );
  });
  test.afterAll(async () => {
    await nodeB?.stop();
  });

  test('a widget whose socket comes back on the other node catches up on 45 missed messages, once each, in order', async ({ page }) => {
    test.setTimeout(120_000);
    await missWhileCutOff(page, 'PostgreSQL + Redis, reconnected to the other node', nodeB.url);
  });
});

test('/recent shows 20 conversations and pages on to the older ones', async ({ page }) => {
  test.setTimeout(120_000);
  const key = await owner.post('/api/admin/setting/apiKey/create', { data: { name: `recent-${Date.now()}`, clientType: 26 } });
  const apiKey = ((await key.json()) as { data: { key: string } }).data.key;
  const refId = `recent-${Date.now()}`;
  // 23 conversations of one visitor (the host page signs them in by refId), opened by an agent: a
  // visitor's own address may start only a few (visitor limits), and other widget tests need them.
  const init = await page.request.post('/api/init', { data: { type: 'customer', appKey: apiKey, refId, getAuthToken: true, clientType: 26 } });
  expect(init.status(), await init.text()).toBe(200);
  const { user } = ((await init.json()) as { data: { user: { userId: string } } }).data;
  for (let i = 0; i < 23; i++) {
    const res = await owner.post('/api/conversation/create', { data: { customer: [user.userId], clientType: 26 } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const widget = new WidgetHost(page);
  await page.goto(host.url({ apiKey, lang: 'en', refId }));
  await widget.launcher.click();
  await widget.frame.getByRole('button', { name: 'More conversations' }).click();
  const rows = widget.frame.getByTestId('conversation-row');
  await expect(rows).toHaveCount(20);
  await widget.frame.getByTestId('recent-more').click();
  await expect(rows).toHaveCount(23);
  await expect(widget.frame.getByTestId('recent-more')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/widget-recent-paged.png' });
});
