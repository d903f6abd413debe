import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../e2e/support/test';
import { LoginPage } from '../e2e/pages/LoginPage';
import { startNodeProcess, type NodeProcess } from '../support/process-node';

const dir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
const OWNER = { email: 'report-owner@example.com', password: 'Report-owner-1' };

test.describe.configure({ mode: 'serial' });

// A server of its own with a month of demo history (npm run seed:demo spreads it over 30 days), so
// the dashboard shows what a team's month looks like.
let node: NodeProcess;
let dataDir: string;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-report-screens-'));
  // The embedded database in its own directory, whatever this shell points at.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, LOG_LEVEL: 'warn' };
  const seeded = spawnSync('npm', ['run', 'seed:demo', '--', '--size', '160', '--days', '30'], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seed:demo failed: ${seeded.stdout}\n${seeded.stderr}`);
  node = await startNodeProcess({ DATA_DIR: dataDir, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
});
test.afterAll(async () => {
  await node?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function openReport(page: Page, locale: 'en' | 'zh_cn'): Promise<void> {
  // Tall enough for the whole page: the console scrolls its main area, not the document.
  await page.setViewportSize({ width: 1440, height: 2000 });
  await page.goto(`${node.url}/login`);
  const login = new LoginPage(page);
  await login.chooseLanguage(locale);
  await login.signIn(OWNER.email, OWNER.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${node.url}/report`);
  await expect(page.getByTestId('kpi-conversations')).toBeVisible();
  await expect(page.getByTestId('chart-per-day').locator('.recharts-bar-rectangle').first()).toBeVisible();
}

for (const locale of ['en', 'zh_cn'] as const) {
  test(`report ${locale}`, async ({ page }) => {
    await openReport(page, locale);
    // One archive asked for, so the download history has a row.
    await page.getByTestId('report-form').locator('select').selectOption('message_history');
    await page.getByTestId('report-form').getByRole('button').last().click();
    await expect(page.getByTestId('export-history').locator('li[data-status="success"]').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(300);
    await shot(page, `report-${locale}`);
    await page.getByTestId('report-dashboard').screenshot({ path: path.join(dir, `report-dashboard-${locale}.png`) });
  });
}

test('report tables and a refused range', async ({ page }) => {
  await openReport(page, 'en');
  for (const id of ['chart-per-day', 'chart-ratings', 'chart-heatmap']) await page.getByTestId(id).getByRole('radio', { name: 'Table' }).click();
  await page.getByTestId('report-dashboard').screenshot({ path: path.join(dir, 'report-dashboard-tables-en.png') });
  const end = await page.getByLabel('End date').inputValue();
  await page.getByLabel('Start date').fill(end);
  await page.getByLabel('End date').fill('2020-01-01');
  await page.getByTestId('report-form').screenshot({ path: path.join(dir, 'report-form-invalid-en.png') });
});
