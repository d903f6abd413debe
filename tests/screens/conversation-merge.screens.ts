import path from 'node:path';
import { expect, test, type Page } from '../e2e/support/test';
import { ConversationPane } from '../e2e/pages/ConversationPane';
import { LoginPage } from '../e2e/pages/LoginPage';
import { createApiCustomer } from '../e2e/support/customer';
import { OWNER, apiSignedInAs } from '../e2e/support/server';

const dir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`) });

const LABELS = {
  en: { tools: 'Tools', merge: 'Merge into…' },
  zh_cn: { tools: '工具', merge: '合并到…' },
} as const;

for (const locale of ['en', 'zh_cn'] as const) {
  test(`merge dialog ${locale}`, async ({ page }) => {
    const stamp = Date.now();
    const source = await createApiCustomer(`merge-source-${locale}-${stamp}`);
    // The same customer's other conversation: a merge joins only those (issue 47).
    const target = await createApiCustomer(`merge-source-${locale}-${stamp}`);
    const owner = await apiSignedInAs(OWNER.email, OWNER.password);
    const survivorName = locale === 'en' ? `Order 4711 — delivery ${stamp % 1000}` : `订单 4711 — 配送 ${stamp % 1000}`;
    await owner.post('/api/conversation/update', { data: { id: target.conversationId, name: survivorName, clientType: 26 } });
    await target.send(locale === 'en' ? 'My parcel 4711 never arrived.' : '我的包裹 4711 一直没有送到。');
    await source.send(locale === 'en' ? 'Hello again, about order 4711…' : '你好，还是订单 4711 的事…');
    await owner.post('/api/message/send', {
      data: {
        conversationId: target.conversationId,
        meta: { type: 1, content: locale === 'en' ? 'Checking with the carrier.' : '正在向快递公司查询。' },
        clientType: 26,
      },
    });
    await owner.dispose();

    await page.setViewportSize({ width: 1280, height: 800 });
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseLanguage(locale);
    await login.signIn(OWNER.email, OWNER.password);
    await expect(page).not.toHaveURL(/\/login/);
    const pane = new ConversationPane(page);
    await pane.open(source.conversationId);
    await expect(pane.messages.getByTestId('message').first()).toBeVisible();

    await pane.header.getByRole('button', { name: LABELS[locale].tools }).click();
    await page.getByRole('menuitem', { name: LABELS[locale].merge }).click();
    const dialog = page.getByTestId('merge-dialog');
    await dialog.getByTestId('merge-search').fill(survivorName);
    await dialog.getByTestId('merge-candidate').first().click();
    await expect(dialog.getByTestId('merge-effects')).toBeVisible();
    await page.waitForTimeout(300);
    await shot(page, `merge-dialog-${locale}`);

    await page.getByTestId('merge-confirm').click();
    await expect(page).toHaveURL(new RegExp(`/conversation/${target.conversationId}`));
    await expect(page.getByTestId('merge-undo')).toBeVisible();
    await page.waitForTimeout(600);
    await shot(page, `merge-survivor-${locale}`);

    await pane.open(source.conversationId);
    await expect(page.getByTestId('merged-banner')).toBeVisible();
    await page.waitForTimeout(400);
    await shot(page, `merge-readonly-${locale}`);
    await source.dispose();
    await target.dispose();
  });
}
