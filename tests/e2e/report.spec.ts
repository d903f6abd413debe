import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { LoginPage } from './pages/LoginPage';
import { createApiCustomer } from './support/customer';
import { ownerApi } from './support/people';
import { OWNER } from './support/server';

interface Dashboard {
  totals: { conversations: number; responded: number; closed: number };
  perDay: { date: string; source: string; conversations: number }[];
  agents: { displayName: string; conversations: number; firstResponses: number }[];
  ratings: { score: number; conversations: number }[];
}

async function signInAsOwner(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/conversation/);
}

/** Three customers write today; the owner answers two, closes one; two rate (5 and 3). */
async function seedToday(owner: APIRequestContext, run: string): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    const customer = await createApiCustomer(`report-${run}-${i}`);
    await customer.send(`Question ${i} of ${run}`);
    if (i < 2) {
      const reply = await owner.post('/api/message/send', {
        data: { conversationId: customer.conversationId, meta: { type: 1, content: 'Happy to help' }, clientType: 26 },
      });
      expect(reply.status()).toBe(200);
      const rate = await customer.api.post('/api/conversation/rate', {
        data: { conversationId: customer.conversationId, score: i === 0 ? 5 : 3, clientType: 26 },
      });
      expect(rate.status()).toBe(200);
    }
    if (i === 0) await owner.post('/api/conversation/update', { data: { id: customer.conversationId, status: 'closed', clientType: 26 } });
    await customer.dispose();
  }
}

test('the dashboard shows the range’s figures as charts and as tables, and follows the dates of the form', async ({ page }) => {
  const run = Date.now().toString(36);
  const owner = await ownerApi();
  await seedToday(owner, run);
  await signInAsOwner(page);
  await page.goto('/report');
  const from = await page.getByLabel('Start date').inputValue();
  const to = await page.getByLabel('End date').inputValue();
  // Spec §5: the fields show YYYY-MM-DD themselves, not a native date input in the browser's locale format (issue 50.11).
  await expect(page.getByLabel('Start date')).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  expect(await page.getByLabel('Start date').getAttribute('type')).not.toBe('date');
  expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByLabel('End date').locator('..').getByRole('button', { name: 'Choose on a calendar' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a day' })).toBeVisible();
  await page.keyboard.press('Escape');
  const expected = ((await (await owner.get(`/api/admin/report/dashboard?from=${from}&to=${to}`)).json()) as { data: Dashboard }).data;
  expect(expected.totals.conversations).toBeGreaterThanOrEqual(3);

  await expect(page.getByTestId('kpi-conversations')).toContainText(expected.totals.conversations.toLocaleString('en'));
  await expect(page.getByTestId('kpi-responded')).toContainText(expected.totals.responded.toLocaleString('en'));
  await expect(page.getByTestId('kpi-closed')).toContainText(expected.totals.closed.toLocaleString('en'));

  // The per-day chart has a table alternative with today's count by source.
  const perDay = page.getByTestId('chart-per-day');
  await expect(perDay.locator('figure[aria-label]')).toBeVisible();
  await perDay.getByRole('radio', { name: 'Table' }).click();
  const today = expected.perDay.filter((d) => d.date === to).reduce((sum, d) => sum + d.conversations, 0);
  await expect(
    perDay
      .getByRole('row', { name: new RegExp(`^${to}`) })
      .getByRole('cell')
      .last(),
  ).toHaveText(String(today));

  // Ratings as a table: the seeded 5 and 3 are counted.
  const ratings = page.getByTestId('chart-ratings');
  await ratings.getByRole('radio', { name: 'Table' }).click();
  for (const score of [5, 3]) {
    const n = expected.ratings.find((r) => r.score === score)?.conversations ?? 0;
    expect(n).toBeGreaterThanOrEqual(1);
    await expect(ratings.getByRole('row', { name: new RegExp(`^${score} `) }).getByRole('cell')).toHaveText(String(n));
  }

  // The leaderboard's first agent with the figures the server computed.
  const me = expected.agents[0]!;
  const row = page.getByTestId('agent-leaderboard').locator(`tr[data-agent="${me.displayName}"]`);
  await expect(row.getByRole('cell').nth(0)).toHaveText(String(me.conversations));
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(me.firstResponses));

  // The heatmap holds every conversation of the range in its cells.
  const cells = page.getByTestId('chart-heatmap').locator('[data-count]');
  await expect(cells).toHaveCount(7 * 24);
  const sum = (await cells.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-count'))))).reduce((a, b) => a + b, 0);
  expect(sum).toBe(expected.totals.conversations);

  // A range the server refuses is refused here first: no overview, no submit.
  await page.getByLabel('End date').fill(from);
  await page.getByLabel('Start date').fill(to);
  await expect(page.getByText('Incorrect date range')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  await expect(page.getByText('Choose a valid range')).toBeVisible();
  await owner.dispose();
});

test('a conversation report downloads as CSV with the page’s dates', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/report');
  const from = await page.getByLabel('Start date').inputValue();
  const to = await page.getByLabel('End date').inputValue();
  await page.getByLabel('Report type').selectOption('conversation_agent');
  await expect(page.getByLabel('Include files')).toBeHidden();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`conversation-agents-${from.replace(/-/g, '')}-${to.replace(/-/g, '')}.csv`);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFFConversation ID,Conversation name,Customer name')).toBe(true);
});

test('a message-history export is Scheduled, then downloads as a zip that the report password opens', async ({ page }) => {
  const run = Date.now().toString(36);
  const customer = await createApiCustomer(`export-${run}`);
  await customer.send(`Archive me ${run}`);
  await customer.dispose();
  await signInAsOwner(page);
  // The job starts as soon as the request commits, and its event makes the list read itself again:
  // the list's reads after the request are held until the test has seen Scheduled.
  let holding = false;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const isList = (body: unknown) => (body as { operationName?: string } | null)?.operationName === 'MessageExports';
  await page.route('**/graphql', async (route) => {
    if (holding && isList(route.request().postDataJSON())) await held;
    await route.continue();
  });
  const listed = page.waitForResponse((r) => r.url().endsWith('/graphql') && isList(r.request().postDataJSON()));
  await page.goto('/report');
  await listed;
  await page.getByLabel('Report type').selectOption('message_history');
  await page.getByRole('checkbox', { name: 'Include files' }).click();
  holding = true;
  await page.getByRole('button', { name: 'Request export' }).click();
  const history = page.getByTestId('export-history');
  const pending = history.locator('li[data-status="pending"]').first();
  await expect(pending.getByText('Scheduled')).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Download' })).toBeDisabled();
  const id = await pending.getAttribute('data-export');
  release();
  const done = history.locator(`li[data-export="${id}"][data-status="success"]`);
  await expect(done).toBeVisible({ timeout: 15_000 });
  await expect(done.getByText('Files')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), done.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe(`${id}.zip`);
  const bytes = fs.readFileSync((await download.path())!);
  await page.getByTestId('report-password').getByRole('button', { name: 'Show password' }).click();
  const password = (await page.getByTestId('report-password-value').textContent())!.trim();
  const zip = await import('@zip.js/zip.js');
  zip.configure({ useWebWorkers: false });
  const reader = new zip.ZipReader(new zip.Uint8ArrayReader(new Uint8Array(bytes)), { password });
  const entries = await reader.getEntries();
  const transcripts: string[] = [];
  for (const entry of entries) if (!entry.directory && entry.filename.endsWith('transcript.txt')) transcripts.push(await entry.getData(new zip.TextWriter()));
  await reader.close();
  expect(transcripts.some((t) => t.includes(`Archive me ${run}`))).toBe(true);

  // Revoked: the archive says it needs the earlier password.
  await page.getByRole('button', { name: 'Revoke password' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByTestId('report-password-value')).not.toHaveText(password);
  await expect(done.getByText('Earlier password')).toBeVisible();

  // Deleted after a confirmation.
  await done.getByRole('button', { name: 'Delete archive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(history.locator(`li[data-export="${id}"]`)).toHaveCount(0);
});
