import path from 'node:path';
import { expect, test, type Page } from '../e2e/support/test';
import { ConversationPane } from '../e2e/pages/ConversationPane';
import { Inbox } from '../e2e/pages/Inbox';
import { LoginPage } from '../e2e/pages/LoginPage';
import { createApiCustomer, type ApiCustomer } from '../e2e/support/customer';
import { OWNER, apiSignedInAs } from '../e2e/support/server';

const dir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`) });

const PEOPLE: [string, string][] = [
  ['Ada Lovelace', 'Hi! My order #4711 has not arrived yet.'],
  ['陳大文', '請問退款申請需要多久才會處理完成？'],
  ['Grace Hopper', 'Can I change the delivery address after checkout?'],
  ['李小明', '我想修改訂單的收件地址'],
  ['Alan Turing', 'The discount code SPRING24 does not work for me'],
];

/** A few customers with a conversation each, named, the newest last; one assigned to the owner. */
async function seed(tag: string): Promise<ApiCustomer[]> {
  const owner = await apiSignedInAs(OWNER.email, OWNER.password);
  const me = ((await (await owner.get('/api/me')).json()) as { data: { userId: string } }).data.userId;
  const out: ApiCustomer[] = [];
  for (const [name, text] of PEOPLE) {
    const c = await createApiCustomer(`screens-inbox-${tag}-${name}-${Date.now()}`);
    await c.api.post('/api/me/update', { data: { displayName: name, clientType: 26 } });
    await c.send(text);
    await owner.post('/api/conversation/update', { data: { id: c.conversationId, addAgent: [me], clientType: 26 } });
    out.push(c);
  }
  await owner.post('/api/message/send', {
    data: { conversationId: out[1].conversationId, meta: { type: 1, content: '已經幫您查詢，預計三個工作天內完成。' }, clientType: 26 },
  });
  await owner.post('/api/conversation/snooze', { data: { id: out[3].conversationId, snooze: Date.now() + 3 * 3_600_000, clientType: 26 } });
  await owner.dispose();
  return out;
}

for (const locale of ['en', 'zh'] as const) {
  test(`inbox ${locale}`, async ({ page }) => {
    const customers = await seed(locale);
    await page.setViewportSize({ width: 1280, height: 800 });
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseLanguage(locale);
    await login.signIn(OWNER.email, OWNER.password);
    await expect(page).not.toHaveURL(/\/login/);
    const inbox = new Inbox(page);

    await inbox.goto('me');
    await expect(inbox.cards.first()).toBeVisible();
    await page.waitForTimeout(600);
    await shot(page, `inbox-list-${locale}`);

    const open = customers[customers.length - 1];
    await inbox.card(open.conversationId).click();
    const pane = new ConversationPane(page);
    await expect(pane.header).toBeVisible();
    await page.waitForTimeout(800);
    await shot(page, `inbox-open-${locale}`);

    // Finished from the pane: the card stays with its notice.
    await pane.statusButton.click();
    await page.getByRole('menuitem', { name: locale === 'en' ? 'Finished' : '已完成' }).click();
    await expect(inbox.notice(open.conversationId)).toBeVisible();
    await page.waitForTimeout(300);
    await shot(page, `inbox-notice-${locale}`);

    await page.keyboard.press('?');
    await expect(page.getByTestId('shortcuts-help')).toBeVisible();
    await page.waitForTimeout(300);
    await shot(page, `inbox-shortcuts-${locale}`);
    await page.keyboard.press('Escape');

    await inbox.search.fill(locale === 'en' ? 'order' : '退款申');
    await expect(inbox.searchHits.first()).toBeVisible();
    await page.waitForTimeout(300);
    await shot(page, `inbox-search-${locale}`);
    await inbox.search.fill('');

    await inbox.panel.getByTestId('new-view').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByTestId('view-name').fill(locale === 'en' ? 'Oldest first' : '最早的對話');
    await page.waitForTimeout(300);
    await shot(page, `inbox-new-view-${locale}`);
    await page.getByTestId('save-view').click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.waitForTimeout(500);
    await shot(page, `inbox-custom-view-${locale}`);

    await page.getByTestId('hide-filters').click();
    await page.waitForTimeout(300);
    await shot(page, `inbox-collapsed-${locale}`);
    await page.getByTestId('show-filters').click();
    for (const c of customers) await c.dispose();
  });
}
