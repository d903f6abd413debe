import path from 'node:path';
import { expect, test, type Page } from '../e2e/support/test';
import { LoginPage } from '../e2e/pages/LoginPage';
import { ownerApi } from '../e2e/support/people';
import { OWNER } from '../e2e/support/server';

const dir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const owner = await ownerApi();
  await owner.post('/api/admin/apiToken/create', { data: { name: 'CRM sync', permissions: ['allConversations'], clientType: 26 } });
  await owner.dispose();
});

for (const locale of ['en', 'zh_cn'] as const) {
  test(`developer ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseLanguage(locale);
    await login.signIn(OWNER.email, OWNER.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/developer');
    await expect(page.getByTestId('api-key-row').first()).toBeVisible();
    const select = page.locator('select').first();
    await select.selectOption({ index: 1 });
    await page.waitForTimeout(300);
    await shot(page, `developer-${locale}`);
  });
}
