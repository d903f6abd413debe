import path from 'node:path';
import { expect, test, type Page } from '../e2e/support/test';
import { LoginPage } from '../e2e/pages/LoginPage';
import { WidgetHost } from '../e2e/pages/WidgetHost';
import { startHostServer } from '../e2e/support/host-page';
import { ownerApi, setCustomFields } from '../e2e/support/people';
import { OWNER } from '../e2e/support/server';

const dir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`) });

test.describe.configure({ mode: 'serial' });

let templateId = '';

test.beforeAll(async () => {
  const owner = await ownerApi();
  await setCustomFields(owner, {
    customerFields: [
      { id: 'birthday', type: 'anniversary', name: { en: 'Birthday', zh: '生日', 'zh-cn': '生日' } },
      { id: 'website', type: 'url', name: { en: 'Website', zh: '網站', 'zh-cn': '网站' } },
    ],
    agentFields: [{ id: 'extension', type: 'phone', name: { en: 'Extension', zh: '分機', 'zh-cn': '分机' } }],
  });
  const team = await owner.post('/api/admin/team/create', { data: { name: 'Billing desk', clientType: 26 } });
  const teamId = ((await team.json()) as { data?: { id: string } }).data?.id;
  for (const tag of ['refund', 'delivery', 'complaint']) await owner.post('/api/tag/conversation/create', { data: { tag, clientType: 26 } });
  if (teamId) await owner.post('/api/admin/setting/rule/update', { data: { rules: [{ tag: 'refund', team: [teamId] }], clientType: 26 } });
  await owner.post('/api/admin/setting/update', { data: { defaultCustomerTags: ['website visitor'], clientType: 26 } });
  const made = await owner.post('/api/admin/inlineInput/create', {
    data: {
      name: 'After-sales survey',
      title: 'How did we do?',
      description: 'Two quick questions about your order',
      automation: { type: 'closeConversation' },
      input: [
        { inputId: 'score', title: 'Customer satisfaction', type: 'rating', action: { type: 'updateRating' } },
        { inputId: 'email', title: 'Your email', type: 'email', action: { type: 'updateField', field: 'email' } },
      ],
      clientType: 26,
    },
  });
  templateId = ((await made.json()) as { data: { id: string } }).data.id;
  await owner.dispose();
});

test.afterAll(async () => {
  const owner = await ownerApi();
  await owner.post('/api/admin/inlineInput/delete', { data: { id: templateId, clientType: 26 } });
  await owner.post('/api/admin/setting/update', { data: { defaultCustomerTags: [], clientType: 26 } });
  await owner.post('/api/admin/setting/rule/update', { data: { rules: [], clientType: 26 } });
  await owner.dispose();
});

for (const locale of ['en', 'zh_cn'] as const) {
  test(`configuration ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseLanguage(locale);
    await login.signIn(OWNER.email, OWNER.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/configuration');
    await expect(page.getByTestId('field-row-customer').first()).toBeVisible();
    await page.waitForTimeout(300);
    await shot(page, `configuration-fields-${locale}`);
    // Customer fields folded; assignment (open by default), tags, default tags and templates open.
    const headers = page.locator('main button[aria-expanded]');
    await headers.nth(0).click();
    for (const n of [3, 4, 5]) await headers.nth(n).click();
    await page.waitForTimeout(300);
    await shot(page, `configuration-tags-templates-${locale}`);
    await page.getByTestId('inline-input-template').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(300);
    await shot(page, `configuration-template-editor-${locale}`);
  });
}

test('a template answered in the widget', async ({ page }) => {
  const owner = await ownerApi();
  const host = await startHostServer();
  try {
    const key = await owner.post('/api/admin/setting/apiKey/create', { data: { name: 'Screens forms', clientType: 26 } });
    const appKey = ((await key.json()) as { data: { key: string } }).data.key;
    const widget = new WidgetHost(page);
    await page.goto(host.url({ apiKey: appKey, lang: 'en' }));
    await widget.open();
    const conversationId = await widget.startConversation();
    await widget.send('My parcel arrived, thank you!');
    await owner.post('/api/admin/inlineInput/trigger', { data: { id: templateId, conversationId, clientType: 26 } });
    const form = widget.frame.getByTestId('inline-input');
    await expect(form).toBeVisible();
    await shot(page, 'widget-form-open-en');
    await form.getByRole('radio', { name: '5 of 5' }).click();
    await form.getByLabel('Your email').fill('ada@example.com');
    await form.getByRole('button').last().click();
    await expect(form.getByLabel('Your email')).toHaveAttribute('readonly', '');
    await page.waitForTimeout(300);
    await shot(page, 'widget-form-answered-en');
  } finally {
    await host.close();
    await owner.dispose();
  }
});
