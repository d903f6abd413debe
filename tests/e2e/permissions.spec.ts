import { expect, test } from './support/test';
import { ConsoleShell } from './pages/ConsoleShell';
import { LoginPage } from './pages/LoginPage';
import { OWNER, createAgent } from './support/server';

test.describe('permission gating (spec §6)', () => {
  test('the owner sees both menus with every item', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ConsoleShell(page);
    await login.goto();
    await login.signIn(OWNER.email, OWNER.password);
    await shell.expectLoaded();

    await shell.openUserMenu();
    await expect(shell.menuItems()).toHaveText(['Customers', 'Agents', 'Team']);
    await shell.menuItems().filter({ hasText: 'Agents' }).click();
    await expect(page).toHaveURL(/\/agents$/);

    await shell.openSettingMenu();
    await expect(shell.menuItems()).toHaveText([
      'SDK customization',
      'Configuration',
      'External platform',
      'Developer',
      'Audit log',
      'Data retention',
      'Report',
    ]);
    await shell.menuItems().filter({ hasText: 'Report' }).click();
    await expect(page).toHaveURL(/\/report$/);
    await expect(shell.heading).toHaveText('Report');
  });

  test('an agent without manageUser, manageSettings and report sees neither menu and is sent away', async ({ page }) => {
    // Thirteen full page loads: on a slow 2-CPU machine they alone came close to the default 30 s.
    test.setTimeout(60_000);
    const agent = await createAgent('Plain Agent');
    const login = new LoginPage(page);
    const shell = new ConsoleShell(page);
    await login.goto();
    await login.signIn(agent.email, agent.password);
    await shell.expectLoaded();
    await expect(page).toHaveURL(/\/conversation$/);

    await expect(shell.userMenuButton).toHaveCount(0);
    await expect(shell.settingMenuButton).toHaveCount(0);

    for (const path of [
      '/customers',
      '/customers/abc',
      '/agents',
      '/agents/12',
      '/customization',
      '/configuration',
      '/externalPlatform',
      '/externalPlatform/1/2',
      '/developer',
      '/report',
      '/audit',
      '/retention',
    ]) {
      await page.goto(path);
      await expect(page, `${path} redirects`).toHaveURL(/\/conversation$/);
    }

    // /teams is not guarded in the routes (spec §6).
    await page.goto('/teams');
    await expect(page).toHaveURL(/\/teams$/);
    await expect(shell.heading).toHaveText('Teams');
  });
});
