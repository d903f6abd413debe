import path from 'node:path';
import { expect, test, type Page } from '../e2e/support/test';
import { LoginPage } from '../e2e/pages/LoginPage';
import { startHostServer } from '../e2e/support/host-page';
import { png } from '../e2e/support/media';
import { ownerApi } from '../e2e/support/people';
import { OWNER } from '../e2e/support/server';

const dir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });

test.describe.configure({ mode: 'serial' });

async function openAs(page: Page, locale: 'en' | 'zh_cn'): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 960 });
  const login = new LoginPage(page);
  await login.goto();
  await login.chooseLanguage(locale);
  await login.signIn(OWNER.email, OWNER.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/customization');
  await expect(page.frameLocator('[data-testid=widget-preview-frame]').getByTestId('module-startConversation')).toBeVisible();
}

for (const locale of ['en', 'zh_cn'] as const) {
  test(`customization ${locale}`, async ({ page }) => {
    await openAs(page, locale);
    await page.getByTestId('theme-colour').fill('#0f766e');
    await page.getByTestId('landing-logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(600, 160, [255, 255, 255]) });
    await page.getByTestId('launcher-text').fill(locale === 'en' ? 'Chat with us' : '联系我们');
    await page.waitForTimeout(400);
    await shot(page, `customization-${locale}`);
    await page.getByRole('button', { name: locale === 'en' ? /^Main page/ : /^主页面/ }).click();
    await page.getByTestId('landing-title').fill(locale === 'en' ? 'Welcome to Acme' : '欢迎来到 Acme');
    await page.waitForTimeout(300);
    await shot(page, `customization-main-${locale}`);
    await page.getByRole('button', { name: locale === 'en' ? /^Office hour/ : /^办公时间/ }).click();
    await page.getByTestId('office-mon-start').selectOption('09:00');
    await page.getByTestId('office-mon-end').selectOption('18:00');
    await page.getByRole('radio', { name: locale === 'en' ? 'Custom' : '自定义' }).check();
    await page.getByRole('radio', { name: locale === 'en' ? 'Conversation' : '对话' }).click();
    await page.waitForTimeout(400);
    await shot(page, `customization-office-${locale}`);
  });
}

test('the preview beside a real widget after save', async ({ page, context }) => {
  const owner = await ownerApi();
  const res = await owner.post('/api/admin/setting/apiKey/create', { data: { name: 'Screens', clientType: 26 } });
  const key = ((await res.json()) as { data: { key: string } }).data.key;
  const host = await startHostServer();
  try {
    await openAs(page, 'en');
    await page.getByTestId('theme-colour').fill('#7c3aed');
    await page.getByRole('button', { name: /^Main page/ }).click();
    await page.getByTestId('landing-title').fill('Welcome to Acme');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForTimeout(500);
    const preview = await page.getByTestId('widget-preview').screenshot();

    const site = await context.newPage();
    await site.setViewportSize({ width: 900, height: 780 });
    await site.goto(host.url({ apiKey: key, lang: 'en' }));
    await site.frameLocator('iframe[data-parley]').getByTestId('launcher').click();
    await expect(site.frameLocator('iframe[data-parley]').getByRole('heading', { name: 'Welcome to Acme' })).toBeVisible();
    await site.waitForTimeout(400);
    const real = await site.screenshot();

    const both = await context.newPage();
    await both.setViewportSize({ width: 1400, height: 800 });
    const img = (b: Buffer) => `data:image/png;base64,${b.toString('base64')}`;
    await both.setContent(
      `<body style="margin:0;display:flex;gap:24px;padding:12px;background:#fff;font:14px sans-serif">
        <figure style="margin:0"><figcaption>Preview (console)</figcaption><img src="${img(preview)}"></figure>
        <figure style="margin:0"><figcaption>Real widget on a host page, after Save</figcaption><img src="${img(real)}"></figure>
      </body>`,
    );
    await shot(both, 'customization-preview-vs-widget');
    // Back to the defaults for whoever looks next.
    await owner.post('/graphql', {
      data: { query: 'mutation($v: JSONObject!) { updateAppConfig(value: $v) }', variables: { v: { themeColorPrimary: '#6d78a5', title: {} } } },
    });
  } finally {
    await host.close();
    await owner.dispose();
  }
});
