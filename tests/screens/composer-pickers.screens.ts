import path from 'node:path';
import { expect, test, type Page } from '../e2e/support/test';
import { ConversationPane } from '../e2e/pages/ConversationPane';
import { LoginPage } from '../e2e/pages/LoginPage';
import { createApiCustomer } from '../e2e/support/customer';
import { OWNER, apiSignedInAs, createAgent } from '../e2e/support/server';

const dir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`) });

/** Issue 20: the composer's `@` and `/` pickers, and the Canned Replies section of Configuration. */
test.beforeAll(async () => {
  for (const name of ['Ada Lovelace', 'Adam Chen', 'Grace Hopper']) await createAgent(name);
  const owner = await apiSignedInAs(OWNER.email, OWNER.password);
  const replies = [
    {
      scope: 'workspace',
      shortCode: 'greet',
      content: {
        en: 'Hi {{customer.displayName}}, thanks for reaching out!',
        zh: '{{customer.displayName}} 您好，感謝您的來訊！',
        zh_cn: '{{customer.displayName}} 您好，感谢您的来信！',
      },
    },
    {
      scope: 'workspace',
      shortCode: 'refund',
      content: {
        en: 'Your refund is on its way: it takes 3 to 5 working days.',
        zh: '退款已在處理中，約需 3 至 5 個工作天。',
        zh_cn: '退款已在处理中，约需 3 至 5 个工作日。',
      },
    },
    {
      scope: 'workspace',
      shortCode: 'shipping',
      content: { en: 'Orders ship within 24 hours from our warehouse.', zh: '', zh_cn: '订单会在 24 小时内从仓库发出。' },
    },
    { scope: 'personal', shortCode: 'sign-off', content: { en: 'Best regards, {{agent.displayName}}', zh: '', zh_cn: '此致，{{agent.displayName}}' } },
  ];
  for (const r of replies) {
    const res = await owner.post('/api/cannedReply/create', { data: { ...r, clientType: 26 } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await owner.dispose();
});

for (const locale of ['en', 'zh_cn'] as const) {
  test(`composer pickers ${locale}`, async ({ page }) => {
    const customer = await createApiCustomer(`screens-pickers-${locale}-${Date.now()}`);
    await customer.send(locale === 'en' ? 'Hi, I was charged twice for order #4711.' : '你好，订单 #4711 被扣款两次。');
    await page.setViewportSize({ width: 1280, height: 800 });
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseLanguage(locale);
    await login.signIn(OWNER.email, OWNER.password);
    await expect(page).not.toHaveURL(/\/login/);

    const pane = new ConversationPane(page);
    await pane.open(customer.conversationId);
    await pane.internalToggle.click();
    await pane.textarea.pressSequentially(locale === 'en' ? 'Can you check the payment? @Ad' : '请帮忙查一下付款 @Ad');
    await expect(pane.suggestions).toBeVisible();
    await pane.textarea.press('ArrowDown');
    await page.waitForTimeout(300);
    await shot(page, `mention-picker-${locale}`);

    await pane.textarea.press('Escape');
    await pane.textarea.fill('');
    await pane.internalToggle.click();
    await pane.textarea.pressSequentially('/');
    await expect(pane.suggestions).toBeVisible();
    await page.waitForTimeout(300);
    await shot(page, `canned-picker-${locale}`);

    await page.goto('/configuration');
    await page.getByRole('button', { name: locale === 'en' ? /Canned Replies/ : /快捷回复/ }).click();
    await expect(page.getByTestId('canned-reply').first()).toBeVisible();
    await page.getByTestId('canned-replies-section').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await shot(page, `canned-settings-${locale}`);
    await page.getByRole('button', { name: locale === 'en' ? 'New workspace reply' : '新建工作区回复' }).click();
    await expect(page.getByTestId('canned-reply-editor')).toBeVisible();
    await page.waitForTimeout(300);
    await shot(page, `canned-editor-${locale}`);
    await customer.dispose();
  });
}
