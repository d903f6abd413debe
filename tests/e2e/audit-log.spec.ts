import fs from 'node:fs';
import { expect, test } from './support/test';
import { ConsoleShell } from './pages/ConsoleShell';
import { LoginPage } from './pages/LoginPage';
import { Toasts } from './pages/Toasts';
import { grantPermissions, ownerApi } from './support/people';
import { createAgent } from './support/server';

/** Issue 22: a manager of settings changes a setting, finds it in Settings › Audit log, filters it and exports it as CSV. */
test('a settings change shows in the audit log, filtered by action and person, and in its CSV export', async ({ page }) => {
  const run = Date.now().toString(36);
  const manager = await createAgent(`Audit Manager ${run}`);
  const owner = await ownerApi();
  const managerId = await grantPermissions(owner, manager.email, ['manageSettings', 'allConversations']);
  const plain = await createAgent(`Audit Plain ${run}`);
  // Someone else's action, for the person filter to leave out.
  await owner.post('/api/admin/setting/apiKey/create', { data: { name: `Other ${run}`, clientType: 26 } });
  await owner.dispose();

  const login = new LoginPage(page);
  const shell = new ConsoleShell(page);
  await login.goto();
  await login.signIn(manager.email, manager.password);
  await shell.expectLoaded();

  // The change: a default customer tag, applied on the configuration page.
  await page.goto('/configuration');
  await page.getByRole('button', { name: /^Default Customer Tags/ }).click();
  await page.getByLabel('New default customer tag').fill(`vip-${run}`);
  await page.getByLabel('New default customer tag').press('Enter');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(new Toasts(page).withText('Update succeeded')).toBeVisible();

  // Settings › Audit log.
  await shell.openSettingMenu();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(shell.heading).toHaveText('Audit log');
  const rows = page.locator('tr[data-row]');
  const mine = rows.filter({ hasText: `Audit Manager ${run}` });
  await expect(mine.filter({ hasText: 'Setting changed' })).toHaveCount(1);
  await expect(mine.filter({ hasText: 'Setting changed' })).toContainText('Setting: Default customer tags');
  await expect(mine.filter({ hasText: 'Setting changed' })).toContainText(`Added: vip-${run}`);

  // Filters: the action, then the person.
  const filters = page.getByTestId('audit-filters');
  await filters.getByLabel('Action').selectOption('setting.changed');
  await expect(rows.first()).toHaveAttribute('data-row', 'setting.changed');
  await expect(rows.filter({ hasNotText: 'Setting changed' })).toHaveCount(0);
  await filters.getByLabel('Person').selectOption({ label: `Audit Manager ${run}` });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Audit Manager ${run}`);
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  await filters.getByLabel('From').fill(day);
  await filters.getByLabel('To').fill(day);
  await expect(rows).toHaveCount(1);
  await expect(new Toasts(page).withText('Update succeeded')).toBeHidden({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/screens/audit-log-en.png', fullPage: true });

  // Export CSV: the filtered entries, the tag in the detail.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('time,actorType,actorId,actorName,action,targetType,targetId,detail,address');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('setting.changed');
  expect(lines[1]).toContain(`vip-${run}`);
  expect(lines[1]).toContain(managerId);

  // The same page in Simplified Chinese.
  await shell.switchLanguage('Switch language', 'Simplified Chinese', 'Confirm');
  await expect(shell.heading).toHaveText('审计日志');
  await expect(page.getByRole('button', { name: '导出 CSV' })).toBeVisible();
  await expect(rows.first()).toContainText(`设置：默认客户标签`);
  await expect(rows.first()).toContainText(`新增：vip-${run}`);
  await page.screenshot({ path: 'test-results/screens/audit-log-zh_cn.png', fullPage: true });
  await shell.switchLanguage('切换语言', '英文', '确认');
  await expect(shell.heading).toHaveText('Audit log');

  // An agent without manageSettings has no entry in the menu, and the page sends them away.
  await shell.logOut();
  await login.signIn(plain.email, plain.password);
  await shell.expectLoaded();
  await page.goto('/audit');
  await expect(page).toHaveURL(/\/conversation$/);
  await expect(shell.settingMenuButton).toHaveCount(0);
});
