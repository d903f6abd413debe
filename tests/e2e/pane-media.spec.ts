import { expect, test, type Page } from '@playwright/test';
import { ConversationPane } from './pages/ConversationPane';
import { createApiCustomer, type ApiCustomer } from './support/customer';
import { wav } from './support/media';
import { isOperation, pageWith, signInState, type StorageState } from './support/sessions';

test.describe('conversation pane: voice and attachments', () => {
  let customer: ApiCustomer;
  let agentA: Page;
  let stateA: StorageState;

  test.beforeAll(async ({ browser }) => {
    stateA = await signInState(browser);
  });

  test.beforeEach(async ({ browser }, info) => {
    customer = await createApiCustomer(`pane-${info.title.replace(/\W+/g, '-')}-${Date.now()}`);
    await customer.send('Hello, I need help with my order');
    agentA = await pageWith(browser, stateA);
  });

  test.afterEach(async () => {
    await customer.dispose();
    await agentA.context().close();
  });

  test('a voice message downloads, is re-encoded to mp3 in a worker and plays; a failed download offers retry', async () => {
    const a = new ConversationPane(agentA);
    // The history answer gains a voice message; its download fails once, then serves a WAV file.
    await agentA.route('**/graphql', async (route) => {
      if (!isOperation(route.request().postData(), 'ConversationMessages')) return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: { messages: { messages: Record<string, unknown>[] } } };
      body.data.messages.messages.unshift({
        __typename: 'Message',
        id: 'voice-1',
        localId: null,
        conversationId: customer.conversationId,
        seq: 10_000,
        timestamp: Date.now(),
        senderId: customer.id,
        senderType: 'customer',
        dataType: 51,
        internal: false,
        pushContent: null,
        meta: { type: 2 },
      });
      return route.fulfill({ response, json: body });
    });
    let downloads = 0;
    await agentA.route('**/api/message/download?**', (route) => {
      downloads += 1;
      return downloads === 1 ? route.fulfill({ status: 500, body: 'boom' }) : route.fulfill({ status: 200, contentType: 'audio/wav', body: wav() });
    });
    await a.open(customer.conversationId);
    const voice = a.messages.locator('[data-voice-state]');
    await expect(voice).toHaveAttribute('data-voice-state', 'idle');
    await voice.getByRole('button', { name: 'Play voice message' }).click();
    await expect(voice).toHaveAttribute('data-voice-state', 'error');
    await voice.getByRole('button', { name: /Retry/ }).click();
    await expect(voice).toHaveAttribute('data-voice-state', 'ready');
    const audio = voice.locator('audio');
    await expect(audio).toHaveAttribute('src', /^blob:/);
    const info = await audio.evaluate(async (el: HTMLAudioElement) => {
      if (Number.isNaN(el.duration) || el.readyState < 1) await new Promise((r) => el.addEventListener('loadedmetadata', r, { once: true }));
      const blob = await (await fetch(el.src)).blob();
      return { duration: el.duration, type: blob.type, size: blob.size };
    });
    expect(info.type).toBe('audio/mpeg');
    expect(info.duration).toBeGreaterThan(0.9);
    expect(info.duration).toBeLessThan(1.3);
    expect(info.size).toBeGreaterThan(10_000); // one second at 128 kbps
    expect(downloads).toBe(2);
  });

  test('an attachment is previewed, sent through the file call, and kept across a reload while unsent', async () => {
    // The file call is answered here so the client's side is checked on its own.
    const calls: { localId: string; file: string; conversationId: string }[] = [];
    let online = false;
    await agentA.route('**/api/message/file/send', (route) => {
      const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1] ?? '';
      calls.push({ localId: field('localId'), conversationId: field('conversationId'), file: /filename="([^"]+)"/.exec(body)?.[1] ?? '' });
      if (!online) return route.abort('connectionrefused');
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: { id: 'file-message-1', timestamp: Date.now(), meta: { type: 3, subtype: 1, file: { name: 'notes.txt', fileSize: 2048 } } },
        }),
      });
    });
    const a = new ConversationPane(agentA);
    await a.open(customer.conversationId);
    await a.composer.getByTestId('composer-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.alloc(2048, 65) });
    await expect(a.composer).toContainText('notes.txt');
    await expect(a.composer).toContainText('2.00 KB');
    await a.textarea.press('Enter');
    await expect(a.message('notes.txt')).toBeVisible();
    await expect(a.message('notes.txt').filter({ hasText: 'Not sent.' })).toBeVisible({ timeout: 15_000 });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.localId)).size).toBe(1);
    expect(calls[0]).toMatchObject({ conversationId: customer.conversationId, file: 'notes.txt' });

    online = true;
    await agentA.reload();
    await expect(a.message('notes.txt')).toBeVisible();
    await expect(a.message('notes.txt')).not.toHaveAttribute('data-send-state', /.+/);
    expect(calls.at(-1)).toMatchObject({ localId: calls[0]!.localId, file: 'notes.txt' });
    await expect(a.message('notes.txt')).toContainText('2.00 KB');
  });
});
