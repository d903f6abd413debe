import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConversationPane } from './pages/ConversationPane';
import { createApiCustomer } from './support/customer';
import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { LoginPage } from './pages/LoginPage';
import { baseUrl, OWNER, apiSignedInAs } from './support/server';

async function signInAsOwner(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/conversation/);
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a key made on the developer page gives a snippet that, pasted into a site, shows the launcher', async ({ page, context }) => {
  const run = Date.now().toString(36);
  const owner = await apiSignedInAs(OWNER.email, OWNER.password);
  await owner.post('/api/admin/setting/apiKey/create', { data: { name: `Other site ${run}`, clientType: 26 } });
  await owner.dispose();
  await signInAsOwner(page);
  await page.goto('/developer');
  // With several keys and none chosen, the page says to choose one.
  await expect(page.getByText('You need to select an API key')).toBeVisible();

  await page.getByLabel('New API key name').fill(`Shop ${run}`);
  await page.getByRole('button', { name: 'Create API key' }).click();
  const row = page.getByTestId('api-key-row').filter({ hasText: `Shop ${run}` });
  await expect(row).toBeVisible();
  const key = (await row.locator('div div').first().textContent())?.trim() ?? '';
  expect(key).toMatch(/^pk_/);
  // The new key is chosen: its snippet names it and this server.
  const snippet = page.getByLabel('Widget snippet');
  await expect(snippet).toContainText(key);
  await expect(snippet).toContainText(`${baseUrl()}/sdk.js`);
  await page.getByRole('button', { name: 'Copy' }).first().click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(key);

  // Pasted into another site (a plain page served from another origin): the launcher appears.
  const shop = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><html><body><h1>Shop</h1>${copied}</body></html>`);
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const site = await context.newPage();
  await site.goto(`http://127.0.0.1:${(shop.address() as AddressInfo).port}/`);
  await expect(site.frameLocator('iframe[data-parley]').getByTestId('launcher')).toBeVisible();
  shop.close();

  // Identity verification shows the key's secret and the signing code in four languages.
  await page.getByLabel('Identity verification').click();
  await expect(page.getByLabel('Key secret')).toBeVisible();
  for (const language of ['Node.js', 'Python', 'PHP', 'Ruby']) await expect(page.getByRole('tab', { name: language })).toBeVisible();
  await page.getByLabel('Identity verification').click();
  await expect(page.getByLabel('Key secret')).toBeHidden();
});

test('a token with limited permissions works over REST and GraphQL, shows its secret once, and is refused once deleted', async ({ page }) => {
  const run = Date.now().toString(36);
  await signInAsOwner(page);
  await page.goto('/developer');
  await page.getByLabel('New API token name').fill(`CRM sync ${run}`);
  await page.getByRole('group', { name: 'Permissions of the new token' }).getByLabel('All conversations').click();
  await page.getByRole('button', { name: 'Create API token' }).click();
  const shown = page.getByRole('dialog');
  await expect(shown).toContainText('shown only this once');
  const credential = (await shown.getByLabel('API token').inputValue()).trim();
  expect(credential).toMatch(/^.+\..+$/);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByTestId('api-token-row').filter({ hasText: `CRM sync ${run}` })).toContainText('Never used');

  const api = await playwrightRequest.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { authorization: `Bearer ${credential}` } });
  try {
    expect((await api.get('/api/conversation?status=open&filter=all')).status()).toBe(200);
    const gql = await api.post('/graphql', { data: { query: '{ conversations(filter: { status: open, filter: all }) { id } }' } });
    expect(((await gql.json()) as { errors?: unknown }).errors).toBeUndefined();
    // Only what it was given: no settings.
    expect((await api.get('/api/admin/setting/rule')).status()).toBe(403);

    // Its messages are signed with its name in the pane, not a generic "Chat bot" (issue 50.11).
    const customer = await createApiCustomer(`token-sender-${run}`);
    await customer.send('Where is my order?');
    const sent = await api.post('/api/message/send', { data: { conversationId: customer.conversationId, meta: { type: 1, content: `Shipped today ${run}` } } });
    expect(sent.status(), await sent.text()).toBe(200);
    const pane = new ConversationPane(page);
    await pane.open(customer.conversationId);
    await expect(pane.message(`Shipped today ${run}`)).toContainText(`CRM sync ${run}`);
    await customer.dispose();
    await page.goto('/developer');

    await page.reload();
    const row = page.getByTestId('api-token-row').filter({ hasText: `CRM sync ${run}` });
    await expect(row).toContainText('Last used');
    await row.getByRole('button', { name: `Delete CRM sync ${run}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    expect((await api.get('/api/conversation?status=open&filter=all')).status()).toBe(401);
  } finally {
    await api.dispose();
  }
});
