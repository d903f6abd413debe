import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { FakeGraph } from '../support/fake-graph';
import { LoginPage } from './pages/LoginPage';
import { Toasts } from './pages/Toasts';
import { startGraph } from './support/graph';
import { BASE_URL, OWNER, apiSignedInAs } from './support/server';

let graph: FakeGraph;
let owner: APIRequestContext;

async function signInAsOwner(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/conversation/);
}

/** A page delivery as Facebook signs and sends it. */
async function deliver(platformId: string, secret: string, messaging: Record<string, unknown>): Promise<number> {
  const raw = JSON.stringify({ object: 'page', entry: [{ id: messaging.recipient, time: Date.now(), messaging: [messaging] }] });
  const res = await fetch(`${BASE_URL}/webhooks/facebook/${platformId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` },
    body: raw,
  });
  return res.status;
}

test.beforeAll(async () => {
  graph = await startGraph({ '900001': 'Ana Souza' });
  owner = await apiSignedInAs(OWNER.email, OWNER.password);
});
test.afterAll(async () => {
  await owner?.dispose();
  await graph?.close();
});

test('the Facebook guide takes a new owner from no platform to a connected page', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/externalPlatform');
  await page.getByRole('button', { name: 'Create' }).click();
  const dialog = page.getByRole('dialog');
  // A type must be chosen.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Choose a platform type.')).toBeVisible();
  await dialog.getByRole('radio', { name: /Facebook page/ }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(new Toasts(page).withText('The connection has been created')).toBeVisible();
  await expect(page).toHaveURL(/\/externalPlatform\/[0-9a-f-]{36}\?facebookSetup=1$/);
  const platformId = /externalPlatform\/([0-9a-f-]{36})/.exec(page.url())![1]!;

  // Step 1: no Skip without a connection secret; the secret is required.
  await expect(page.getByText('Step 1/4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please input the app secret')).toBeVisible();
  await page.getByTestId('wizard-app-secret').fill('e2e-app-secret');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the callback URL and verify token Facebook checks, and the fields to subscribe.
  await expect(page.getByText('Step 2/4')).toBeVisible();
  await expect(page).toHaveURL(/facebookSetup=2/);
  const callback = await page.getByLabel('Callback URL').inputValue();
  const verifyToken = await page.getByLabel('Verify token').inputValue();
  expect(callback).toBe(`${BASE_URL}/webhooks/facebook/${platformId}`);
  await expect(page.getByText('messaging_postbacks', { exact: true })).toBeVisible();
  // What Facebook does with them: the subscription check answers its challenge.
  const check = await fetch(`${callback}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(verifyToken)}&hub.challenge=42`);
  expect(await check.text()).toBe('42');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: a page.
  await expect(page.getByText('Step 3/4')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please input the page name')).toBeVisible();
  await page.getByLabel('Page name').fill('Acme Store');
  await page.getByLabel('Page ID').fill('700001');
  await page.getByLabel('Page access token').fill('EAAB-e2e-page-token');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: done; Complete returns to the plain connection page.
  await expect(page.getByText('Step 4/4')).toBeVisible();
  await expect(page.getByText('You are connected')).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(new RegExp(`/externalPlatform/${platformId}$`));
  const row = page.getByTestId('facebook-page-row');
  await expect(row).toContainText('Acme Store');
  await expect(row).toContainText('700001');
  await expect(row).not.toContainText('EAAB-e2e-page-token');
  await expect(page.getByTestId('app-secret-hint')).toHaveText('…cret');

  // With the connection set up, the guide's first step can be skipped.
  await page.goto(`/externalPlatform/${platformId}?facebookSetup=1`);
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  // An unknown platform is page not found.
  await page.goto('/externalPlatform/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Page not found' }).first()).toBeVisible();
});

test('a Messenger customer writes; outside the window the agent replies with a message tag, and a refused reply is retried', async ({ page }) => {
  const created = await owner.post('/api/admin/setting/externalPlatform/facebook/create', { data: { appSecret: 'second-secret' } });
  const list = ((await created.json()) as { data: { id: string; pages: unknown[] }[] }).data;
  const platformId = list.find((p) => p.pages.length === 0)!.id;
  await owner.post('/api/admin/setting/externalPlatform/facebook/page/updateOrCreate', {
    data: { id: platformId, pageId: '800001', name: 'Acme Help', accessToken: 'EAAB-help-token' },
  });
  // Facebook held this delivery back two days: the reply window is already closed.
  const twoDaysAgo = Date.now() - 2 * 24 * 60 * 60 * 1000;
  expect(
    await deliver(platformId, 'second-secret', {
      sender: { id: '900001' },
      recipient: { id: '800001' },
      timestamp: twoDaysAgo,
      message: { mid: `m_${Date.now()}`, text: 'Where is my parcel?' },
    }),
  ).toBe(200);

  await signInAsOwner(page);
  await page.goto('/conversation?view=unassigned');
  const row = page.getByTestId('conversation-card').filter({ hasText: 'Ana Souza' });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.click();
  await expect(page.getByText('Where is my parcel?')).toBeVisible();
  const bar = page.getByTestId('reply-bar');
  await expect(bar).toContainText('Messenger takes a reply only with a message tag');
  await page.getByTestId('message-tag').selectOption('HUMAN_AGENT');

  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('It left our warehouse yesterday.');
  await page.keyboard.press('Enter');
  await expect.poll(() => graph.sent.length).toBeGreaterThan(0);
  expect(graph.sent.at(-1)).toMatchObject({
    accessToken: 'EAAB-help-token',
    body: { recipient: { id: '900001' }, messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT', message: { text: 'It left our warehouse yesterday.' } },
  });

  // Facebook refuses the next one: the agent sees why, and retries once the token is fixed.
  graph.failWith({ status: 400, error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } });
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Tracking number: 123');
  await page.keyboard.press('Enter');
  const failed = page.getByTestId('delivery-failed');
  await expect(failed).toContainText("the page's access token has expired or is not valid");
  graph.failWith(null);
  const before = graph.sent.length;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => graph.sent.length).toBe(before + 1);
  await expect(page.getByTestId('delivery-failed')).toBeHidden();
});
