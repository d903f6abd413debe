import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { startNodeProcess, type NodeProcess } from '../support/process-node';
import { WidgetHost } from './pages/WidgetHost';
import { startHostServer, type HostServer } from './support/host-page';
import { widgetSocket } from './support/widget-socket';
import { OWNER, apiSignedInAs } from './support/server';
import { e2eServer } from './support/e2e-server';

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

async function missWhileCutOff(page: Page, label: string, reconnectTo?: string): Promise<void> {
  const key = await owner.post('/api/admin/setting/apiKey/create', { data: { name: `resume-${Date.now()}`, clientType: 26 } });
  const apiKey = ((await key.json()) as { data: { key: string } }).data.key;
  const socket = await widgetSocket(page, { reconnectTo });
  const widget = new WidgetHost(page);
  await page.goto(host.url({ apiKey, lang: 'en' }));
  await widget.open();
  const id = await widget.startConversation();
  await widget.send('Hello before the tunnel');
  await expect(widget.messages.filter({ hasText: 'Hello before the tunnel' })).toBeVisible();
  await agentSays(id, 'Live before the cut');
  await expect(widget.messages.filter({ hasText: 'Live before the cut' })).toBeVisible();
  // One connection for everything: queries, mutations and the events subscription.
  expect(socket.stats.sockets).toBe(1);

  await socket.cut();
  const missed = Array.from({ length: 45 }, (_, i) => `Missed ${String(i + 1).padStart(2, '0')}`);
  for (const text of missed) await agentSays(id, text);

  const restoredAt = Date.now();
  await socket.restore();
  const agentTexts = widget.messages.filter({ hasText: /Missed \d\d/ });
  await expect(agentTexts).toHaveCount(45, { timeout: 30_000 });
  const caughtUpMs = Date.now() - restoredAt;
  const shown = (await widget.messages.allInnerTexts()).map((t) => /Missed \d\d/.exec(t)?.[0]).filter((t): t is string => Boolean(t));
  expect(shown).toEqual(missed);
  expect(socket.stats.updatesChanges).toBeGreaterThanOrEqual(45);

  // Live again after the catch-up, and nothing arrives twice.
  await agentSays(id, 'Live after the catch-up');
  await expect(widget.messages.filter({ hasText: 'Live after the catch-up' })).toHaveCount(1);
  await expect(agentTexts).toHaveCount(45);
  if (reconnectTo) expect(socket.stats.carried).toBeGreaterThan(0);
  console.log(
    `[figure] widget (${label}): missed ${missed.length}, caught up by ${socket.stats.updatesPages} updatesSince page(s) carrying ${socket.stats.updatesChanges} changes, in ${caughtUpMs} ms; sockets opened ${socket.stats.sockets}`,
  );
}

test('a widget that misses 45 agent messages while its network is down shows all of them, in order and once each, without a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await missWhileCutOff(page, e2eServer().databaseUrl ? 'PostgreSQL + Redis, one node' : 'PGlite');
});

test.describe('the widget across two nodes (PostgreSQL + Redis) @two-nodes', () => {
  // The two-nodes project's server runs on PostgreSQL + Redis (support/e2e-server.ts); a second node joins it here.
  let nodeB: NodeProcess;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    nodeB = await startNodeProcess(
      {
        DATABASE_URL: e2eServer().databaseUrl!,
        REDIS_URL: e2eServer().redisUrl!,
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
