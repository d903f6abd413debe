import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { FakeGraph } from '../support/fake-graph';
import { LoginPage } from './pages/LoginPage';
import { Toasts } from './pages/Toasts';
import { startGraph, startProvider } from './support/graph';
import { baseUrl, OWNER, apiSignedInAs } from './support/server';

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
  const res = await fetch(`${baseUrl()}/webhooks/facebook/${platformId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` },
    body: raw,
  });
  return res.status;
}

test.beforeAll(async () => {
  graph = await startGraph({ '900001': 'Ana Souza' });
  // The page tokens Facebook knows (GET /me): any other is refused as an invalid one.
  graph.pageTokens.set('EAAB-e2e-page-token', { id: '700001', name: 'Acme Store' });
  graph.pageTokens.set('EAAB-help-token', { id: '800001', name: 'Acme Help' });
  graph.pageTokens.set('EAAB-other-page-token', { id: '555001', name: 'Other Shop' });
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
  await dialog.getByRole('radio', { name: /^Facebook page/ }).click();
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
  expect(callback).toBe(`${baseUrl()}/webhooks/facebook/${platformId}`);
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
  // A token copied from another page is refused, saying whose it is; the right one goes through.
  await page.getByLabel('Page access token').fill('EAAB-other-page-token');
  await page.getByRole('button', { name: 'Next' }).click();
  const refused = new Toasts(page).withText('The page could not be connected');
  await expect(refused).toContainText('This access token is for the page Other Shop (555001), not this one');
  await expect(page.getByText('Step 3/4')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/facebook-page-token-refused-en.png' });
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
  const list = ((await created.json()) as { data: { id: string; type: string; createDate: number; pages: unknown[] }[] }).data;
  // The one just made: other specs (the axe walk) leave Facebook apps without pages too.
  const platformId = list.filter((p) => p.type === 'facebook').sort((a, b) => b.createDate - a.createDate)[0]!.id;
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
  // The newest is on top (a retried or repeated run leaves an earlier Ana Souza below).
  const row = page.getByTestId('conversation-card').filter({ hasText: 'Ana Souza' }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.click();
  // In the pane: the card's preview shows the same words once the list has it.
  await expect(page.getByTestId('message').getByText('Where is my parcel?')).toBeVisible();
  // A place the customer shares, and something Parley does not show, arrive as what they are.
  const from = { sender: { id: '900001' }, recipient: { id: '800001' }, timestamp: twoDaysAgo + 1000 };
  const location = { type: 'location', title: 'Central Pier 7', payload: { coordinates: { lat: 22.2871, long: 114.1617 } } };
  expect(await deliver(platformId, 'second-secret', { ...from, message: { mid: `m_loc_${Date.now()}`, attachments: [location] } })).toBe(200);
  expect(await deliver(platformId, 'second-secret', { ...from, timestamp: twoDaysAgo + 2000, reaction: { action: 'react', emoji: '❤', mid: 'm_x' } })).toBe(
    200,
  );
  await expect(page.getByTestId('message-location')).toContainText('Central Pier 7');
  await expect(page.getByTestId('message-location').getByRole('link', { name: 'Open map' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=22\.2871&mlon=114\.1617/,
  );
  await expect(page.getByTestId('message-unsupported')).toContainText('The customer sent a reaction to a message');
  await expect(row.getByTestId('card-preview')).toHaveText('Unsupported message');
  await page.screenshot({ path: 'test-results/screens/facebook-location-unsupported-en.png' });

  // A form sent here goes out as its text (Messenger has no forms), and the pane says how that went.
  const conversationId = /conversation\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const sentBefore = graph.sent.length;
  const form = await owner.post('/api/message/send', {
    data: {
      conversationId,
      meta: {
        type: 20,
        messageTag: 'HUMAN_AGENT',
        inlineInput: { title: 'Delivery details', input: [{ inputId: 'address', title: 'Address', type: 'text' }] },
      },
    },
  });
  expect(form.status(), await form.text()).toBe(200);
  await expect.poll(() => graph.sent.length).toBe(sentBefore + 1);
  expect(graph.sent.at(-1)).toMatchObject({ body: { tag: 'HUMAN_AGENT', message: { text: 'Delivery details\n\nAddress' } } });
  const formMessage = page.getByTestId('message').filter({ hasText: 'Delivery details' });
  await expect(formMessage).toBeVisible();
  await expect(formMessage.getByTestId('delivery-pending')).toBeHidden({ timeout: 15_000 });
  await expect(formMessage.getByTestId('delivery-failed')).toBeHidden();
  await page.screenshot({ path: 'test-results/screens/facebook-form-sent-en.png' });
  const bar = page.getByTestId('reply-bar');
  await expect(bar).toContainText('Messenger takes a reply only with a message tag');
  await page.getByTestId('message-tag').selectOption('HUMAN_AGENT');

  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('It left our warehouse yesterday.');
  await page.keyboard.press('Enter');
  await expect.poll(() => graph.sent.length).toBeGreaterThan(sentBefore + 1);
  expect(graph.sent.at(-1)).toMatchObject({
    accessToken: 'EAAB-help-token',
    body: { recipient: { id: '900001' }, messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT', message: { text: 'It left our warehouse yesterday.' } },
  });

  // Facebook refuses the next one: the agent sees why, and retries once the token is fixed.
  graph.failWith({ status: 400, error: { message: 'Error validating access token', type: 'OAuthException', code: 190 } });
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Tracking number: 123');
  await page.keyboard.press('Enter');
  const failed = page.getByTestId('delivery-failed');
  // The refusal comes back from the durable platform-send job, picked up by polling: on a busy CI
  // machine that can take longer than the default 5 s.
  await expect(failed).toContainText('Not delivered: the access token has expired or is not valid', { timeout: 15_000 });
  graph.failWith(null);
  const before = graph.sent.length;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => graph.sent.length).toBe(before + 1);
  await expect(page.getByTestId('delivery-failed')).toBeHidden();
});

test('a provider channel with a template and a param; outside the window the agent sends that template', async ({ page }) => {
  const provider = await startProvider();
  try {
    await signInAsOwner(page);
    await page.goto('/externalPlatform');
    await page.getByRole('button', { name: 'Create' }).click();
    await page
      .getByRole('dialog')
      .getByRole('radio', { name: /Messaging provider/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    // The webhook secret, this once.
    const shown = page.getByRole('dialog');
    await expect(shown).toContainText('It is shown only this once');
    const secret = await shown.getByLabel('Webhook secret').inputValue();
    expect(secret.length).toBeGreaterThan(30);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    const liveChat = await page.getByLabel('Live chat webhook').inputValue();

    await page.getByRole('button', { name: 'Update access token' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog').getByText('Please input the access token')).toBeVisible();
    await page.getByRole('dialog').getByLabel('Access token').fill('prov-token-e2e');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(new Toasts(page).withText('The access token has been updated')).toBeVisible();
    await expect(page.getByTestId('provider-token-hint')).toHaveText('…-e2e');

    await page.getByRole('button', { name: 'Create channel' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Create' }).click();
    await expect(drawer.getByText('Please input the channel ID')).toBeVisible();
    await drawer.getByLabel('Channel ID').fill('wa-e2e-1');
    await drawer.getByLabel('Name', { exact: true }).fill('Hotline');
    await drawer.getByLabel('Platform type').selectOption('whatsapp');
    await drawer.getByLabel('Namespace').fill('acme_ns');
    await drawer.getByRole('button', { name: 'Create' }).click();
    await page.getByTestId('channel-card').filter({ hasText: 'Hotline' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/externalPlatform\/[0-9a-f-]{36}\/wa-e2e-1$/);

    await page.getByRole('button', { name: 'Create template' }).click();
    await page.getByRole('dialog').getByLabel('Key').fill('order_ready');
    await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill('Order ready');
    // Spec §5: key, name and description are required.
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('dialog').getByText('Please input the description')).toBeVisible();
    await page.getByRole('dialog').getByLabel('Description').fill('When the order can be collected');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(new Toasts(page).withText('The template has been created')).toBeVisible();
    await page.getByTestId('template-card').getByRole('link').click();
    await page.getByRole('button', { name: 'Create param' }).click();
    await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill('order number');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog').getByText('Please input the description')).toBeVisible();
    await page.getByRole('dialog').getByLabel('Description').fill('The number on the receipt');
    // An index is rounded, not refused.
    await page.getByRole('dialog').getByLabel('Index').fill('0.4');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('param-row')).toContainText('order number');
    // A new key is a new address.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('dialog').getByLabel('Key').fill('order_ready_v2');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/wa-e2e-1\/order_ready_v2$/);

    // A customer wrote two days ago (the provider held it back): only templates go now.
    const raw = JSON.stringify({
      eventId: `evt-${Date.now()}`,
      channelId: 'wa-e2e-1',
      timestamp: Date.now() - 2 * 86_400_000,
      customer: { id: '85260001111', name: 'Lee Siu Ming' },
      message: { type: 'text', text: 'Is my order ready?' },
    });
    const delivered = await fetch(liveChat, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-provider-signature-256': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` },
      body: raw,
    });
    expect(delivered.status).toBe(200);
    await page.goto('/conversation?view=unassigned');
    await page.getByTestId('conversation-card').filter({ hasText: 'Lee Siu Ming' }).first().click({ timeout: 15_000 });
    await expect(page.getByTestId('reply-bar')).toContainText('only a template message can be sent');
    // No plain reply can reach the customer now: the composer says so and takes none; an internal note still can be written (issue 50.7).
    const composerBox = page.getByTestId('composer');
    await expect(composerBox.getByTestId('composer-closed')).toContainText('response window has closed: only a template can reach the customer');
    await expect(composerBox.locator('textarea')).toBeDisabled();
    await expect(composerBox.getByRole('button', { name: 'Send' })).toBeDisabled();
    await page.screenshot({ path: 'test-results/screens/composer-window-closed-en.png' });
    await composerBox.getByRole('button', { name: 'Write an internal note instead' }).click();
    await expect(composerBox.locator('textarea')).toBeEnabled();
    await composerBox.locator('textarea').fill('Template only until they write again.');
    await composerBox.locator('textarea').press('Enter');
    await expect(page.getByTestId('message-list').getByTestId('message').filter({ hasText: 'Template only until they write again.' })).toBeVisible();
    await page.getByTestId('template-picker').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Order ready/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog').getByText('Please input order number')).toBeVisible();
    await page.getByRole('dialog').getByLabel('order number').fill('A-1042');
    await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => provider.sent.length).toBe(1);
    expect(provider.sent[0]).toEqual({
      authorization: 'Bearer prov-token-e2e',
      body: {
        channelId: 'wa-e2e-1',
        accountId: null,
        to: '85260001111',
        message: { type: 'template', template: { key: 'order_ready_v2', namespace: 'acme_ns', params: [{ component: 'body', index: 0, value: 'A-1042' }] } },
      },
    });
  } finally {
    await provider.close();
  }
});
