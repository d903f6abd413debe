import { expect, test } from './support/test';
import { ConsoleShell } from './pages/ConsoleShell';
import { LoginPage } from './pages/LoginPage';
import { Toasts } from './pages/Toasts';
import { grantPermissions, ownerApi } from './support/people';
import { createAgent } from './support/server';

/**
 * Issue 22: a manager of settings previews a retention policy, switches it on after the
 * confirmation and sees what its first run deleted. The server is shared with the other specs:
 * 3650 days deletes nothing of theirs, and the policy is switched off at the end.
 */
test('a manager previews data retention, switches it on and sees the first run', async ({ page }) => {
  const run = Date.now().toString(36);
  const manager = await createAgent(`Retention Manager ${run}`);
  const owner = await ownerApi();
  await grantPermissions(owner, manager.email, ['manageSettings', 'allConversations']);
  await owner.dispose();

  const login = new LoginPage(page);
  const shell = new ConsoleShell(page);
  await login.goto();
  await login.signIn(manager.email, manager.password);
  await shell.expectLoaded();

  await shell.openSettingMenu();
  await page.getByRole('menuitem', { name: 'Data retention' }).click();
  await expect(page).toHaveURL(/\/retention$/);
  await expect(shell.heading).toHaveText('Data retention');
  const settings = page.getByTestId('retention-settings');
  await expect(settings).toContainText('Off');
  await expect(page.getByTestId('retention-last-run')).toContainText('The policy has not run yet.');

  // Nothing switches on before a preview of the days chosen.
  const days = settings.getByLabel('Keep messages for (days)');
  await days.fill('0');
  await expect(settings).toContainText('Enter a whole number of days from 1 to 3650');
  await days.fill('3650');
  await expect(settings.getByRole('button', { name: 'Switch on' })).toBeDisabled();
  await settings.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('retention-preview')).toHaveText(
    /^\d[\d,]* messages and \d[\d,]* files \([\d.]+ [KMG]B\) older than 3,650 days would be deleted\.$/,
  );
  await page.screenshot({ path: 'test-results/screens/retention-en.png', fullPage: true });

  await settings.getByRole('button', { name: 'Switch on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch on data retention?' });
  await expect(dialog).toContainText('older than 3,650 days would be deleted.');
  await dialog.getByRole('button', { name: 'Delete and switch on' }).click();
  await expect(new Toasts(page).withText('Data retention is on')).toBeVisible();
  await expect(settings).toContainText('On');
  // The first run follows at once (a background job) and reports what it deleted.
  await expect(page.getByTestId('retention-last-run')).toContainText(/messages and \d[\d,]* files \([\d.]+ [KMG]B\) deleted\./, { timeout: 20_000 });

  // In Simplified Chinese, with a new preview shown.
  await shell.switchLanguage('Switch language', 'Simplified Chinese', 'Confirm');
  await expect(shell.heading).toHaveText('数据保留');
  await settings.getByLabel('消息保留天数').fill('3649');
  await settings.getByRole('button', { name: '预览' }).click();
  await expect(page.getByTestId('retention-preview')).toContainText('将删除超过 3,649 天的');
  await expect(page.getByTestId('retention-last-run')).toContainText('已删除');
  await page.screenshot({ path: 'test-results/screens/retention-zh_cn.png', fullPage: true });
  await shell.switchLanguage('切换语言', '英文', '确认');

  // Switched off again: the shared server keeps its messages.
  await settings.getByRole('button', { name: 'Switch off' }).click();
  await expect(new Toasts(page).withText('Data retention is off')).toBeVisible();
  await expect(settings).toContainText('Off');
});
