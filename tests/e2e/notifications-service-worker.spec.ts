import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from './support/browser';
import { ConsoleShell } from './pages/ConsoleShell';
import { LoginPage } from './pages/LoginPage';
import { createAgent } from './support/server';

/**
 * Issue 54: the console's service worker shows what the push service hands it. No push service is
 * reachable from here, so the browser's DevTools protocol plays its part (ServiceWorker.deliverPushMessage:
 * the payload as the browser decrypted it, given to the worker's push handler). The full browser runs
 * this file: the headless shell reports notifications denied whatever is granted.
 */
test.use({ permissions: ['notifications'], launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } });

test('a push delivered to the service worker is shown with the conversation’s link, always on this origin; the next one for it replaces it', async ({
  page,
}) => {
  await signInWithWorker(page, 'Push worker');
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');

  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).pathname === '/');
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const deliver = async (payload: Record<string, unknown>) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(payload) });
  const shown = () =>
    page.evaluate(() =>
      navigator.serviceWorker
        .getRegistration('/')
        .then((r) => r!.getNotifications())
        .then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url }))),
    );

  const id = '0b6c3c2e-2f4e-4a55-9d7c-1f9a4b2c8e10';
  // PUBLIC_URL naming another address than this browser's: the path is kept, on this origin.
  await deliver({ title: 'New conversation from Ada', body: 'Where is my parcel?', tag: id, url: `https://elsewhere.example/conversation/${id}` });
  await expect.poll(shown).toEqual([{ title: 'New conversation from Ada', body: 'Where is my parcel?', tag: id, url: `${origin}/conversation/${id}` }]);
  // The same conversation's next push replaces it; a link outside the console opens the inbox instead.
  await deliver({ title: 'New message from Ada', body: 'Hello?', tag: id, url: 'https://evil.example/login' });
  await expect.poll(shown).toEqual([{ title: 'New message from Ada', body: 'Hello?', tag: id, url: `${origin}/conversation` }]);
  // A payload that is not JSON still shows, under the product's name.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: 'plain words' });
  await expect
    .poll(async () => (await shown()).find((n) => n.body === 'plain words'))
    .toEqual({ title: 'Parley', body: 'plain words', tag: '', url: `${origin}/conversation` });
  await cdp.detach();
});

test('a clicked notification routes the open console tab to its conversation, without a reload', async ({ page, context }) => {
  await signInWithWorker(page, 'Push click');
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await page.evaluate(() => ((window as unknown as { parleyTab: string }).parleyTab = 'kept'));
  // What the worker's notificationclick handler sends a console tab (DevTools cannot click a notification).
  const id = '4f0d2a6b-7c1e-4b8a-9e3f-2a5b6c7d8e9f';
  await worker.evaluate(
    async (url) => {
      const scope = self as unknown as { clients: { matchAll(o: object): Promise<{ postMessage(m: unknown): void }[]> } };
      for (const tab of await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })) tab.postMessage({ type: 'parley:open', url });
    },
    `${new URL(page.url()).origin}/conversation/${id}`,
  );
  await expect(page).toHaveURL(new RegExp(`/conversation/${id}$`));
  // Routed in the page: the same document, not a load.
  expect(await page.evaluate(() => (window as unknown as { parleyTab?: string }).parleyTab)).toBe('kept');
});

/** A new agent signed in, once the console's service worker is active on this page. */
async function signInWithWorker(page: Page, name: string): Promise<void> {
  const agent = await createAgent(`${name} ${Date.now().toString(36)}`);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(agent.email, agent.password);
  await new ConsoleShell(page).expectLoaded();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => Boolean(r?.active))), { timeout: 15_000 }).toBe(true);
}
