import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConsoleShell } from './pages/ConsoleShell';
import { LoginPage } from './pages/LoginPage';
import { Toasts } from './pages/Toasts';
import { createApiCustomer } from './support/customer';
import { createAgent, OWNER } from './support/server';
import { expect, test, type Locator, type Page } from './support/test';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on 127.0.0.1 (the e2e server allows private addresses): records each POST, answers 200, or 500 while `failing`. */
async function startReceiver() {
  const received: Received[] = [];
  const state = { failing: false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = state.failing ? 500 : 200;
      res.setHeader('content-type', 'text/plain');
      res.end(state.failing ? 'receiver down for maintenance' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/parley`;
  const ofType = (type: string) => received.filter((r) => r.headers['parley-event-type'] === type);
  return {
    url,
    received,
    ofType,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether a Parley-Signature header (`t=…,v1=…`) signs this body with this secret. */
function signedWith(header: string | string[] | undefined, body: string, secret: string): boolean {
  const parts = String(header ?? '')
    .split(',')
    .map((p) => p.split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return parts.some(([k, v]) => k === 'v1' && v === expected);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, password);
  await expect(page).toHaveURL(/\/conversation/);
}

/** The developer page's Webhooks section, its rows, their menus and the deliveries drawer. */
class WebhooksSection {
  readonly addButton: Locator;
  readonly drawer: Locator;
  readonly deliveries: Locator;

  constructor(private readonly page: Page) {
    this.addButton = page.getByRole('button', { name: 'Add webhook' });
    this.drawer = page.getByRole('dialog', { name: 'Deliveries' });
    this.deliveries = this.drawer.getByTestId('webhook-deliveries').locator('tbody tr');
  }

  row(url: string): Locator {
    return this.page.getByTestId('webhook-row').filter({ hasText: url });
  }

  status(url: string): Locator {
    return this.row(url).getByTestId('webhook-status');
  }

  async act(url: string, item: string | RegExp): Promise<void> {
    await this.row(url)
      .getByRole('button', { name: `Actions for ${url}` })
      .click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  /** The newest delivery's row of the open drawer. */
  newest(): Locator {
    return this.deliveries.first();
  }
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a webhook made on the developer page is signed, pinged, redelivered through a failure, turned off and on, and reads in Chinese', async ({ page }) => {
  // A failed delivery is retried after WEBHOOK_RETRY_BASE_MS (10 s ± 20 %): more than the usual test's time.
  test.setTimeout(150_000);
  const receiver = await startReceiver();
  const run = Date.now().toString(36);
  const url = `${receiver.url}?run=${run}`;
  const section = new WebhooksSection(page);
  const shell = new ConsoleShell(page);
  try {
    await signIn(page, OWNER.email, OWNER.password);
    await page.goto('/developer');
    await expect(page.getByRole('button', { name: /^Webhooks/ })).toBeVisible();
    await expect(page.getByText('Parley POSTs signed events to your URL as they happen.')).toBeVisible();

    // The dialog asks for a URL and an event before it asks the server.
    await section.addButton.click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(dialog.getByText('Please input a URL')).toBeVisible();
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();
    await dialog.getByLabel('Endpoint URL').fill(url);
    await dialog.getByLabel('Description').fill(`CRM sync ${run}`);
    await dialog.getByRole('checkbox', { name: 'Message sent' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Message sent' })).toBeChecked();
    await page.screenshot({ path: 'test-results/webhooks-create-dialog.png', animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Add webhook' }).click();

    // The signing secret, shown once.
    const shown = page.getByRole('dialog', { name: 'Webhook added' });
    await expect(shown).toContainText('shown only this once');
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.screenshot({ path: 'test-results/webhooks-secret.png', animations: 'disabled' });
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toBeHidden();

    const row = section.row(url);
    await expect(row).toContainText(`CRM sync ${run}`);
    await expect(row).toContainText('Message sent');
    await expect(section.status(url)).toHaveText('Active');
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/webhooks-list.png', animations: 'disabled' });

    // A test ping, delivered and signed with that secret; the log shows it Delivered.
    await section.act(url, 'Send test ping');
    await expect(section.drawer).toBeVisible();
    await expect(section.newest()).toContainText('Test ping');
    await expect(section.newest().getByTestId('delivery-status')).toHaveText('Delivered');
    await expect(section.newest().getByTestId('delivery-http')).toHaveText('200');
    await expect.poll(() => receiver.ofType('ping').length).toBe(1);
    const ping = receiver.ofType('ping')[0]!;
    expect(signedWith(ping.headers['parley-signature'], ping.body, secret)).toBe(true);
    expect(JSON.parse(ping.body)).toMatchObject({ type: 'ping', data: { url } });

    // A message of a customer reaches the receiver as message.created.
    const customer = await createApiCustomer(`webhook-${run}`);
    try {
      await customer.send(`Hello webhook ${run}`);
    } finally {
      await customer.dispose();
    }
    await expect.poll(() => receiver.ofType('message.created').length, { timeout: 15_000 }).toBe(1);
    expect(receiver.ofType('message.created')[0]!.body).toContain(`Hello webhook ${run}`);
    // An open log reads itself again every 10 s when nothing waits.
    await expect(section.deliveries.filter({ hasText: 'Message sent' })).toHaveCount(1, { timeout: 15_000 });
    await expect(section.deliveries.filter({ hasText: 'Message sent' }).getByTestId('delivery-status')).toHaveText('Delivered');
    await page.screenshot({ path: 'test-results/webhooks-deliveries.png', animations: 'disabled' });

    // The receiver fails: the ping sent again stays pending with the receiver's 500, and the webhook says when it tries next.
    receiver.state.failing = true;
    await section.deliveries.filter({ hasText: 'Test ping' }).first().getByRole('button', { name: 'Redeliver' }).click();
    await expect(section.deliveries.filter({ hasText: 'Test ping' })).toHaveCount(2);
    await expect(section.newest().getByTestId('delivery-http')).toHaveText('500');
    await expect(section.newest().getByTestId('delivery-status')).toHaveText('Pending · 1 attempt');
    await expect(section.newest()).toContainText('answered 500');
    await expect(section.status(url)).toContainText('Failing — next try at');
    await section.newest().getByTestId('delivery-response').click();
    await expect(section.newest()).toContainText('receiver down for maintenance');
    await page.screenshot({ path: 'test-results/webhooks-deliveries-failing.png', animations: 'disabled' });

    // The receiver is back: the retry delivers it, with the same event id as the first ping.
    receiver.state.failing = false;
    await expect(section.newest().getByTestId('delivery-status')).toHaveText('Delivered', { timeout: 30_000 });
    await expect(section.newest().getByTestId('delivery-http')).toHaveText('200');
    await expect(section.status(url)).toHaveText('Active');
    const pings = receiver.ofType('ping');
    expect(pings.length).toBeGreaterThanOrEqual(3);
    expect(new Set(pings.map((p) => p.headers['parley-event-id'])).size).toBe(1);
    await section.drawer.getByRole('button', { name: 'Close' }).last().click();
    await expect(section.drawer).toBeHidden();

    // Off and on again.
    await section.act(url, 'Turn off');
    await expect(section.status(url)).toHaveText('Off');
    await section.act(url, 'Turn on');
    await expect(section.status(url)).toHaveText('Active');

    // Edited: the dialog starts from the webhook; the row shows what was saved.
    await section.act(url, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit webhook' });
    await expect(edit.getByLabel('Endpoint URL')).toHaveValue(url);
    await expect(edit.getByRole('checkbox', { name: 'Message sent' })).toBeChecked();
    await edit.getByLabel('Description').fill(`CRM and billing ${run}`);
    await edit.getByRole('checkbox', { name: 'Customer added' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(section.row(url)).toContainText(`CRM and billing ${run}`);
    await expect(section.row(url)).toContainText('Customer added');

    // A new secret, shown once; the old one signs beside it for a day.
    await section.act(url, 'Rotate secret');
    await page.getByRole('dialog', { name: 'Rotate the signing secret?' }).getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = page.getByRole('dialog', { name: 'New signing secret' });
    await expect(rotated).toContainText('24 hours');
    const newSecret = await rotated.getByLabel('Signing secret').inputValue();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    await rotated.getByRole('button', { name: 'I have copied it' }).click();
    await expect(section.row(url)).toContainText('Old secret signs until');
    const pingsBefore = receiver.ofType('ping').length;
    await section.act(url, 'Send test ping');
    await expect.poll(() => receiver.ofType('ping').length).toBe(pingsBefore + 1);
    const signedTwice = receiver.ofType('ping').at(-1)!;
    expect(signedWith(signedTwice.headers['parley-signature'], signedTwice.body, newSecret)).toBe(true);
    expect(signedWith(signedTwice.headers['parley-signature'], signedTwice.body, secret)).toBe(true);
    await section.drawer.getByRole('button', { name: 'Close' }).last().click();

    // In Traditional Chinese (once the English toasts are gone).
    await expect(new Toasts(page).withText(/Webhook turned (on|off)/)).toHaveCount(0, { timeout: 15_000 });
    await shell.switchLanguage('Switch language', 'Traditional Chinese', 'Confirm');
    await expect(page.getByRole('button', { name: /^Webhook 事件通知/ })).toBeVisible();
    await expect(page.getByText('事件發生時，Parley 會將已簽署的事件傳送到您的網址。')).toBeVisible();
    await expect(section.status(url)).toHaveText('啟用中');
    await expect(section.row(url)).toContainText('訊息已送出');
    await section.row(url).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/webhooks-zh.png', animations: 'disabled' });
    await shell.switchLanguage('切換語言', '英文', '確認');
    await expect(page.getByRole('button', { name: /^Webhooks/ })).toBeVisible();

    // Deleted: gone from the list.
    await section.act(url, 'Delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(section.row(url)).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

test('a webhook Parley turned off after failures is announced on every page to those who manage settings, and only to them', async ({ page, browser }) => {
  // Turning one off takes WEBHOOK_FAILURE_LIMIT (20) failed rounds hours apart: the list the console
  // reads is answered with one such webhook added (the server's own rule is tested in tests/integration/webhooks).
  const url = `https://crm.example.com/hooks/${Date.now().toString(36)}`;
  const turnedOff = {
    __typename: 'Webhook',
    id: '00000000-0000-4000-8000-00000000e2e0',
    url,
    description: 'CRM',
    events: ['message.created'],
    includeInternal: false,
    active: false,
    disabledReason: 'failures',
    disabledAt: Date.now() - 60_000,
    consecutiveFailures: 20,
    retryAt: null,
    previousSecretUntil: null,
    createdAt: Date.now() - 86_400_000,
  };
  let asked = 0;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'Webhooks') return route.fallback();
    asked += 1;
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { webhooks: unknown[] } };
    if (json.data) json.data.webhooks = [...json.data.webhooks, turnedOff];
    await route.fulfill({ response, json });
  });
  await signIn(page, OWNER.email, OWNER.password);
  const notice = page.getByTestId('webhook-failure-notice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveText(/A webhook was turned off after repeated failed deliveries\. Review it on the Developer page\./);
  await page.screenshot({ path: 'test-results/webhooks-notice.png', animations: 'disabled' });
  await page.goto('/customers');
  await expect(notice).toBeVisible();

  await notice.getByRole('link', { name: 'Review webhooks' }).click();
  await expect(page).toHaveURL(/\/developer$/);
  // The page says it in full, with Turn on; the shell's line would only repeat it here.
  const banner = page.getByTestId('webhook-failure-banner');
  await expect(banner).toContainText(url);
  await expect(banner.getByRole('button', { name: 'Turn on' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(new WebhooksSection(page).status(url)).toHaveText('Turned off after 20 failures');
  await page.screenshot({ path: 'test-results/webhooks-banner.png', animations: 'disabled' });
  await new WebhooksSection(page).row(url).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/webhooks-banner-row.png', animations: 'disabled' });
  expect(asked).toBeGreaterThan(0);

  // An agent without manageSettings is not asked about webhooks at all.
  const agent = await createAgent('Webhook Bystander');
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    const webhookReads: string[] = [];
    other.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('"operationName":"Webhooks"')) webhookReads.push(request.url());
    });
    await signIn(other, agent.email, agent.password);
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(other.getByTestId('webhook-failure-notice')).toHaveCount(0);
    expect(webhookReads).toEqual([]);
  } finally {
    await context.close();
  }
});
