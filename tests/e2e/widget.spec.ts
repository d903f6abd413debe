import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test';
import { WidgetHost } from './pages/WidgetHost';
import { startHostServer, type HostServer } from './support/host-page';
import { png } from './support/media';
import { widgetSocket } from './support/widget-socket';
import { OWNER, apiSignedInAs } from './support/server';

interface ApiKey {
  key: string;
  secret: string;
}
interface MessageJson {
  id: string;
  senderType: string;
  localId: string | null;
  meta: { type: number; content?: string; subtype?: number };
}

let host: HostServer;
let owner: APIRequestContext;

async function newKey(name: string): Promise<ApiKey> {
  const res = await owner.post('/api/admin/setting/apiKey/create', { data: { name, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: ApiKey }).data;
}

async function history(conversationId: string): Promise<MessageJson[]> {
  const res = await owner.get(`/api/conversation/${conversationId}/message?size=50`);
  expect(res.status()).toBe(200);
  return [...((await res.json()) as { data: MessageJson[] }).data].reverse();
}

async function agentSays(conversationId: string, content: string): Promise<void> {
  const res = await owner.post('/api/message/send', { data: { conversationId, meta: { type: 1, content }, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
}

async function setAppConfig(value: Record<string, unknown>): Promise<void> {
  const res = await owner.post('/graphql', { data: { query: 'mutation($v: JSONObject!) { updateAppConfig(value: $v) }', variables: { v: value } } });
  const body = (await res.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
}

test.beforeAll(async () => {
  host = await startHostServer();
  owner = await apiSignedInAs(OWNER.email, OWNER.password);
});
test.afterAll(async () => {
  await owner?.dispose();
  await host?.close();
});

test('a visitor on another origin starts a conversation and sees the agent answer live', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const key = await newKey('Live');
  const widget = new WidgetHost(page);
  await page.goto(host.url({ apiKey: key.key, lang: 'en' }));

  // Zero size until the session exists, then the 100x100 launcher, whatever the host CSS says.
  await expect(widget.launcher).toBeVisible();
  expect(await widget.size()).toEqual({ width: 100, height: 100 });
  const elapsed = await page.evaluate(() => {
    const w = window as unknown as { __launcherAt?: number; __t0: number };
    return w.__launcherAt ? w.__launcherAt - w.__t0 : null;
  });
  console.log(`[figure] snippet load → launcher visible: ${elapsed === null ? 'n/a' : `${Math.round(elapsed)} ms`}`);

  await widget.open();
  expect(await widget.size()).toEqual({ width: 400, height: 700 });
  const id = await widget.startConversation();
  await widget.send('Hello, is my order shipped? 📦');
  await expect(widget.messages.filter({ hasText: 'Hello, is my order shipped? 📦' })).toBeVisible();
  await expect(widget.pending).toHaveCount(0);

  await agentSays(id, 'Yes, it left this morning.');
  await expect(widget.messages.filter({ hasText: 'Yes, it left this morning.' })).toBeVisible();
  // An internal note never reaches the visitor.
  await owner.post('/api/message/send', { data: { conversationId: id, internal: true, meta: { type: 1, content: 'secret note' }, clientType: 26 } });
  await agentSays(id, 'Anything else?');
  await expect(widget.messages.filter({ hasText: 'Anything else?' })).toBeVisible();
  await expect(widget.frame.getByText('secret note')).toHaveCount(0);

  // Collapsed: the launcher counts what arrives.
  await widget.frame.getByRole('button', { name: 'Close' }).click();
  await agentSays(id, 'One more thing.');
  await expect(widget.frame.getByTestId('unread-count')).toHaveText('1');
  await expect(widget.iframe).toHaveAttribute('data-unread', '1');
  expect(errors).toEqual([]);
});

test('messages typed while the server is unreachable are delivered once, in order, when it returns; a reload keeps the conversation', async ({ page }) => {
  const key = await newKey('Offline');
  const socket = await widgetSocket(page);
  const widget = new WidgetHost(page);
  await page.goto(host.url({ apiKey: key.key }));
  await widget.open();
  const id = await widget.startConversation();

  // The first send reaches the server but its answer is lost with the network; the others are typed offline.
  socket.loseNextAnswerOf('WidgetSendMessage');
  await widget.send('first');
  await expect.poll(async () => (await history(id)).filter((m) => m.senderType === 'customer').length).toBe(1);
  for (const text of ['second', 'third']) await widget.send(text);
  // Shown at once, in order, from the cache, waiting. The first shows once: confirmed when its realtime
  // echo (same localId) came before the lost answer, else still waiting.
  await expect(widget.pending.filter({ hasText: 'third' })).toBeVisible();
  await expect(widget.pending.filter({ hasText: 'second' })).toContainText('Sending…');
  await expect(widget.frame.getByText('first', { exact: true })).toHaveCount(1);

  await socket.restore();
  await expect(widget.pending).toHaveCount(0, { timeout: 15_000 });
  // The first went out twice (the answer was lost); the server kept it once, by its localId.
  expect(socket.sent('WidgetSendMessage')).toBe(4);
  const sent = (await history(id)).filter((m) => m.senderType === 'customer').map((m) => m.meta.content);
  expect(sent).toEqual(['first', 'second', 'third']);
  await expect(widget.messages.filter({ hasText: 'first' })).toHaveCount(1);

  // The queue survives a reload: one typed while cut off is shown after the page comes back, and delivered once.
  await socket.cut();
  await widget.send('fourth');
  await expect(widget.pending).toHaveCount(1);
  await page.reload();
  await expect(widget.composer).toBeVisible();
  await expect(widget.pending.filter({ hasText: 'fourth' })).toBeVisible();
  await socket.restore();
  await expect(widget.messages.filter({ hasText: 'third' })).toBeVisible();
  await expect(widget.pending).toHaveCount(0, { timeout: 15_000 });
  const after = (await history(id)).filter((m) => m.senderType === 'customer').map((m) => m.meta.content);
  expect(after).toEqual(['first', 'second', 'third', 'fourth']);
});

test('mobile mode fills the screen; set-language switches to zh and zh_cn and rejects bad languages', async ({ page }) => {
  const key = await newKey('Modes');
  const widget = new WidgetHost(page);
  await page.setViewportSize({ width: 390, height: 760 });
  await page.goto(host.url({ apiKey: key.key, lang: 'en' }));
  await expect(widget.launcher).toBeVisible();
  expect(await widget.command('set-mode', 'mobile')).toBeNull();
  await widget.open();
  expect(await widget.size()).toEqual({ width: 390, height: 760 });

  expect(await widget.command('set-language', 'zh')).toBeNull();
  await expect(widget.frame.getByRole('button', { name: '開始對話' })).toBeVisible();
  expect(await widget.command('set-language', 'zh_cn')).toBeNull();
  await expect(widget.frame.getByRole('button', { name: '开始对话' })).toBeVisible();
  expect(await widget.command('set-language', 'klingon')).toBe('Language is not valid');
  expect(await widget.command('set-language', '')).toBe('Please provide a language');
  await expect(widget.frame.getByRole('button', { name: '开始对话' })).toBeVisible();

  expect(await widget.command('set-mode', 'desktop')).toBeNull();
  // The loader resizes the iframe after it answers the command: wait for the new size.
  await expect.poll(() => widget.size()).toEqual({ width: 390, height: 700 }); // 400 wide at most, clamped to the screen
  expect(await widget.command('hideSDK')).toBeNull();
  await expect.poll(() => widget.size()).toEqual({ width: 0, height: 0 });
  expect(await widget.command('showSDK')).toBeNull();
  await expect.poll(() => widget.size()).toEqual({ width: 390, height: 700 });
  expect(await widget.command('hide')).toBeNull();
  await expect.poll(() => widget.size()).toEqual({ width: 100, height: 100 });
  expect(await widget.command('show')).toBeNull();
  await expect.poll(() => widget.size()).toEqual({ width: 390, height: 700 });
  expect(await widget.command('set-mode', 'tablet')).toBe("set-mode needs 'desktop' or 'mobile'");
  expect(await widget.command('explode' as string)).toBe('Unknown command explode');
});

test('outside office hours the conversation shows a notice', async ({ page }) => {
  const closed = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { enable: false, start: '09:00', end: '18:00' }]));
  await setAppConfig({ officeHour: closed, responseTimeType: 'manual', nonOfficeHourResponseTime: 45 });
  try {
    const key = await newKey('Hours');
    const widget = new WidgetHost(page);
    await page.goto(host.url({ apiKey: key.key, lang: 'en' }));
    await widget.open();
    await expect(widget.frame.getByTestId('module-officeHour')).toContainText('Closed now');
    await expect(widget.frame.getByTestId('response-time')).toContainText('45 min');
    await widget.startConversation();
    await expect(widget.frame.getByTestId('outside-hours')).toContainText("We're outside office hours");
  } finally {
    const open = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { enable: true, start: '00:00', end: '24:00' }]));
    await setAppConfig({ officeHour: open, responseTimeType: 'disable' });
  }
});

test('identity verification refuses a forged refId and accepts a signed one', async ({ page }) => {
  const key = await newKey('Verified');
  const on = await owner.post('/api/admin/setting/apiKey/update', { data: { key: key.key, identityVerification: true, clientType: 26 } });
  expect(on.status()).toBe(200);
  const widget = new WidgetHost(page);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));

  const forged = createHmac('sha256', 'guessed-secret').update('customer-42').digest('hex');
  await page.goto(host.url({ apiKey: key.key, refId: 'customer-42', refIdHash: forged }));
  await expect.poll(() => warnings.join('\n')).toContain('could not be verified');
  expect(await widget.size()).toEqual({ width: 0, height: 0 });

  const signed = createHmac('sha256', key.secret).update('customer-42').digest('hex');
  await page.goto(host.url({ apiKey: key.key, refId: 'customer-42', refIdHash: signed }));
  await expect(widget.launcher).toBeVisible();
});

test('typing, read state and rating reach the visitor', async ({ page }) => {
  const key = await newKey('Rating');
  const widget = new WidgetHost(page);
  await page.goto(host.url({ apiKey: key.key, lang: 'en' }));
  await widget.open();
  const id = await widget.startConversation();
  await widget.send('Is anyone there?');
  await expect(widget.frame.getByText('Sent', { exact: false })).toBeVisible();

  // The agent types, then reads the visitor's message.
  const typing = await owner.post('/graphql', {
    data: { query: 'mutation($id: ID!) { sendTyping(conversationId: $id, status: 1, time: 5000) }', variables: { id } },
  });
  expect(((await typing.json()) as { errors?: unknown }).errors).toBeUndefined();
  await expect(widget.frame.getByTestId('typing')).toBeVisible();
  const mine = (await history(id)).find((m) => m.senderType === 'customer')!;
  const read = await owner.post('/api/conversation/read', { data: { conversationId: id, messageId: mine.id, clientType: 26 } });
  expect(read.status()).toBe(200);
  await expect(widget.frame.getByText(/· Read$/)).toBeVisible();

  // Closed: the visitor rates 4 with a comment.
  const closed = await owner.post('/api/conversation/update', { data: { id, status: 'closed', clientType: 26 } });
  expect(closed.status(), await closed.text()).toBe(200);
  const rating = widget.frame.getByTestId('rating');
  await expect(rating).toBeVisible();
  await rating.getByRole('radio', { name: '4 of 5' }).click();
  await rating.getByRole('textbox').fill('Quick and kind');
  await rating.getByRole('button', { name: 'Send rating' }).click();
  await expect(rating).toContainText('Thanks for your feedback');
  const res = await owner.get(`/api/conversation/get?id=${id}`);
  const [conversation] = ((await res.json()) as { data: { customerRating: { score: number; comment?: string } }[] }).data;
  expect(conversation.customerRating).toEqual({ score: 4, comment: 'Quick and kind' });
});

test('a visitor sends an image and a file; both are stored as file messages and shown', async ({ page }) => {
  const key = await newKey('Files');
  const widget = new WidgetHost(page);
  await page.goto(host.url({ apiKey: key.key, lang: 'en' }));
  await widget.open();
  const id = await widget.startConversation();
  await widget.frame.getByTestId('file-input').setInputFiles([
    { name: 'photo.png', mimeType: 'image/png', buffer: png(64, 48, [200, 60, 60]) },
    { name: '訂單.txt', mimeType: 'text/plain', buffer: Buffer.from('order 4711\n') },
  ]);
  await expect(widget.messages.filter({ hasText: '訂單.txt' })).toBeVisible();
  // The image is fetched with the visitor's token and shown from a blob.
  await expect(widget.frame.locator('img[src^="blob:"]')).toBeVisible();
  await expect
    .poll(async () =>
      (await history(id))
        .filter((m) => m.meta.type === 3)
        .map((m) => m.meta.subtype)
        .sort(),
    )
    .toEqual([1, 2]);
});
