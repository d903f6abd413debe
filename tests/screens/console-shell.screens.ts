import path from 'node:path';
import { expect, test, type Page } from '../e2e/support/test';
import { ConsoleShell } from '../e2e/pages/ConsoleShell';
import { LoginPage } from '../e2e/pages/LoginPage';
import { INVITATION_LINK, OWNER, acceptInvitation, apiSignedInAs, createAgent, linkFromOutbox, mailCount } from '../e2e/support/server';

const dir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`) });

for (const size of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
]) {
  for (const locale of ['en', 'zh', 'zh_cn'] as const) {
    test(`login ${locale} ${size.width}`, async ({ page }) => {
      await page.setViewportSize(size);
      const login = new LoginPage(page);
      await login.goto();
      await login.chooseLanguage(locale);
      await login.submit.click();
      await shot(page, `login-${locale}-${size.width}`);
    });
  }
}

test('forget during the countdown', async ({ page }) => {
  await page.goto('/forget');
  await page.locator('input[name="email"]').fill('nobody@example.com');
  await page.locator('form button[type="submit"]').click();
  await page.waitForTimeout(2500);
  await shot(page, 'forget-countdown-en');
});

test('workspace picker', async ({ page }) => {
  const agent = await createAgent('Screens Agent');
  const owner = await apiSignedInAs(OWNER.email, OWNER.password);
  // The invitation to the second workspace is the mail after the one createAgent already used.
  const before = mailCount(agent.email);
  const created = await owner.post('/api/system/workspace/create', {
    data: { name: 'Second Workspace', ownerEmail: agent.email, ownerDisplayName: 'Screens Owner', clientType: 26 },
  });
  expect(created.status(), await created.text()).toBe(200);
  await owner.dispose();
  await acceptInvitation(await linkFromOutbox(agent.email, INVITATION_LINK, before));
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(agent.email, agent.password);
  await expect(login.workspaces).toBeVisible();
  await shot(page, 'workspace-picker-en');
});

for (const locale of ['en', 'zh_cn'] as const) {
  test(`shell menus ${locale}`, async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ConsoleShell(page);
    await login.goto();
    await login.chooseLanguage(locale);
    await login.signIn(OWNER.email, OWNER.password);
    await expect(shell.nav).toBeVisible();
    await page.waitForTimeout(500);
    await shot(page, `shell-${locale}`);
    await page.locator('nav button[aria-haspopup="menu"]').nth(0).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.waitForTimeout(400);
    await shot(page, `shell-user-menu-${locale}`);
    await page.keyboard.press('Escape');
    await page.locator('nav button[aria-haspopup="menu"]').nth(1).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.waitForTimeout(400);
    await shot(page, `shell-setting-menu-${locale}`);
    await page.keyboard.press('Escape');
    await shell.accountButton.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.waitForTimeout(400);
    await shot(page, `shell-account-menu-${locale}`);
    await page.keyboard.press('Escape');
    await page.goto('/report');
    await page.waitForTimeout(300);
    await shot(page, `placeholder-report-${locale}`);
  });
}
