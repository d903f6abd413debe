import path from 'node:path';
import { expect, test, type Page } from '../e2e/support/test';
import { ConversationPane } from '../e2e/pages/ConversationPane';
import { Inbox } from '../e2e/pages/Inbox';
import { LoginPage } from '../e2e/pages/LoginPage';
import { createApiCustomer, type ApiCustomer } from '../e2e/support/customer';
import { OWNER, apiSignedInAs } from '../e2e/support/server';

const dir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`) });

const PEOPLE: [string, string, string][] = [
  ['Ada Lovelace', 'ada@analytical.example', 'Thank you, the refund arrived!'],
  ['陳大文', 'tai-man.chan@example.hk', '請問退款申請需要多久才會處理完成？'],
  ['Adam Smith', 'adam@wealth.example', 'Where is my parcel?'],
];

/** Named customers with a conversation each; the first rated by its customer (with a comment) and by the agent. */
async function seed(tag: string): Promise<ApiCustomer[]> {
  const owner = await apiSignedInAs(OWNER.email, OWNER.password);
  const out: ApiCustomer[] = [];
  for (const [name, email, text] of PEOPLE) {
    const c = await createApiCustomer(`screens-gaps-${tag}-${email}-${Date.now()}`);
    await owner.post('/api/admin/customer/update', { data: { userId: c.id, displayName: name, email: `${tag}-${email}`, clientType: 26 } });
    await c.send(text);
    out.push(c);
  }
  const rated = out[0];
  await rated.api.post('/api/conversation/rate', {
    data: { conversationId: rated.conversationId, score: 4, comment: 'Quick and friendly, thanks!', clientType: 26 },
  });
  await owner.post('/api/conversation/rate', { data: { conversationId: rated.conversationId, score: 5, clientType: 26 } });
  await owner.dispose();
  return out;
}

for (const locale of ['en', 'zh_cn'] as const) {
  test(`inbox gaps ${locale}`, async ({ page }) => {
    const customers = await seed(locale);
    await page.setViewportSize({ width: 1280, height: 800 });
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseLanguage(locale);
    await login.signIn(OWNER.email, OWNER.password);
    await expect(page).not.toHaveURL(/\/login/);
    const inbox = new Inbox(page);

    // The pane with the ratings: header badge, customer panel, card.
    const rated = customers[0];
    await inbox.goto('unassigned', rated.conversationId);
    const pane = new ConversationPane(page);
    await expect(pane.header.getByTestId('pane-customer-rating')).toBeVisible();
    await expect(inbox.card(rated.conversationId).getByTestId('card-rating')).toBeVisible();
    await page.waitForTimeout(600);
    await shot(page, `pane-ratings-${locale}`);

    // The card menu with Hide.
    const other = customers[2];
    await inbox.card(other.conversationId).hover();
    await inbox.cardMenu(other.conversationId).click();
    await expect(page.getByRole('menuitem')).toHaveCount(1);
    await page.waitForTimeout(300);
    await shot(page, `card-menu-hide-${locale}`);
    await page.keyboard.press('Escape');

    // The view editor with the new filters filled in.
    await inbox.panel.getByTestId('new-view').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('view-name').fill(locale === 'en' ? 'Ada this month' : '本月的 Ada');
    await dialog.getByTestId('view-customer').click();
    const picker = page.getByTestId('view-customer-popover');
    await picker.getByTestId('view-customer-search').fill(`${locale}-ada@`);
    await expect(picker.getByTestId('view-customer-option')).toHaveCount(1);
    await picker.getByTestId('view-customer-option').click();
    await dialog.getByTestId('view-from').fill('2026-11-01');
    await dialog.getByTestId('view-to').fill('2026-11-30');
    await page.waitForTimeout(300);
    await shot(page, `view-filters-${locale}`);

    // The customer picker open, searching: by name or email, joined by or.
    await dialog.getByTestId('view-customer').click();
    await picker.getByTestId('view-customer-search').fill('ad');
    await expect(picker.getByTestId('view-customer-results')).toHaveAttribute('aria-busy', 'false');
    await expect(picker.getByTestId('view-customer-option').first()).toBeVisible();
    await page.waitForTimeout(300);
    await shot(page, `customer-picker-${locale}`);
    await page.keyboard.press('Escape');
    for (const c of customers) await c.dispose();
  });
}
