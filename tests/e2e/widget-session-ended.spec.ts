import { expect, test, type APIRequestContext, type Page } from './support/test';
import { WidgetHost } from './pages/WidgetHost';
import { startHostServer, type HostServer } from './support/host-page';
import { baseUrl, OWNER, apiSignedInAs } from './support/server';

interface StoredSession {
  token: string;
  userId: string;
  refId: string | null;
}

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

async function newKey(name: string): Promise<string> {
  const res = await owner.post('/api/admin/setting/apiKey/create', { data: { name, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { key: string } }).data.key;
}

/** The session the widget keeps in its own origin's storage (the iframe's, not the host page's). */
async function storedSession(page: Page, apiKey: string): Promise<StoredSession | null> {
  const frame = page.frames().find((f) => f.url().startsWith(`${baseUrl()}/widget`));
  if (!frame) return null;
  const raw = await frame.evaluate((key) => window.localStorage.getItem(key), `parley.session.${apiKey}`);
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}

/** A visitor opens the widget, starts a conversation and writes in it; answers their stored session. */
async function visitorWrites(page: Page, widget: WidgetHost, apiKey: string, refId?: string): Promise<{ session: StoredSession; conversationId: string }> {
  await page.goto(host.url({ apiKey, lang: 'en', refId }));
  await widget.open();
  const conversationId = await widget.startConversation();
  await widget.send('Written before the session ended');
  await expect(widget.messages.filter({ hasText: 'Written before the session ended' })).toBeVisible();
  await expect(widget.pending).toHaveCount(0);
  const session = await storedSession(page, apiKey);
  expect(session?.token).toBeTruthy();
  return { session: session!, conversationId };
}

/**
 * Once the server refuses the old token, the widget has a new session and shows nothing of the old
 * one (the landing screen, no conversation); a message written then reaches the agents from the new
 * customer, in a conversation of its own. Answers the new session.
 */
async function startsAfresh(page: Page, widget: WidgetHost, apiKey: string, old: { session: StoredSession; conversationId: string }): Promise<StoredSession> {
  await expect.poll(async () => (await storedSession(page, apiKey))?.token, { timeout: 10_000 }).not.toBe(old.session.token);
  await expect(widget.frame.getByTestId('module-startConversation')).toBeVisible({ timeout: 10_000 });
  await expect(widget.frame.getByText('No conversations yet')).toBeVisible();
  await expect(widget.frame.getByTestId('conversation-row')).toHaveCount(0);
  await expect(widget.messages).toHaveCount(0);
  const fresh = (await storedSession(page, apiKey))!;
  expect(fresh.userId).toBeTruthy();
  expect(fresh.userId).not.toBe(old.session.userId);

  const after = await widget.startConversation();
  expect(after).not.toBe(old.conversationId);
  await widget.send('Written as a new visitor');
  await expect(widget.messages.filter({ hasText: 'Written as a new visitor' })).toBeVisible();
  await expect(widget.pending).toHaveCount(0);
  await expect(widget.messages).toHaveCount(1);

  const got = await owner.get(`/api/conversation/get?id=${after}`);
  expect(got.status(), await got.text()).toBe(200);
  const [conversation] = ((await got.json()) as { data: { customer: { id: string }[] }[] }).data;
  expect(conversation.customer.map((c) => c.id)).toEqual([fresh.userId]);
  const history = await owner.get(`/api/conversation/${after}/message?size=50`);
  expect(history.status()).toBe(200);
  const messages = ((await history.json()) as { data: { senderType: string; senderId: string | null; meta: { content?: string } }[] }).data;
  expect(messages.filter((m) => m.senderType === 'customer').map((m) => [m.senderId, m.meta.content])).toEqual([[fresh.userId, 'Written as a new visitor']]);
  return fresh;
}

test('a visitor whose session is signed out elsewhere gets an empty widget and writes on as a new visitor', async ({ page, request }) => {
  const apiKey = await newKey(`session-ended-${Date.now()}`);
  const widget = new WidgetHost(page);
  const old = await visitorWrites(page, widget, apiKey);

  // Ended from outside the page: the server closes the widget's socket (4403) and refuses the token from now on.
  const auth = { authorization: `Bearer ${old.session.token}` };
  const logout = await request.post('/api/logout', { headers: auth, data: { clientType: 26 } });
  expect(logout.status(), await logout.text()).toBe(200);
  expect((await request.get('/api/me', { headers: auth })).status()).toBe(401);

  await startsAfresh(page, widget, apiKey, old);
});

test('an identified visitor the workspace erases (GDPR) starts again under the same refId, with nothing of before', async ({ page }) => {
  const apiKey = await newKey(`session-erased-${Date.now()}`);
  const refId = `erased-${Date.now()}`;
  const widget = new WidgetHost(page);
  const old = await visitorWrites(page, widget, apiKey, refId);

  const erased = await owner.post('/api/admin/customer/erase', { data: { userId: old.session.userId, reason: 'e2e: widget session ended', clientType: 26 } });
  expect(erased.status(), await erased.text()).toBe(200);

  const fresh = await startsAfresh(page, widget, apiKey, old);
  expect(fresh.refId).toBe(refId);
});
