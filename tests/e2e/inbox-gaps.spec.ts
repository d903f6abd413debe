import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ConversationPane } from './pages/ConversationPane';
import { Inbox } from './pages/Inbox';
import { createApiCustomer, type ApiCustomer } from './support/customer';
import { ownerApi, seedCustomer, type SeededCustomer } from './support/people';
import { createAgent } from './support/server';
import { pageWith, signInState, type StorageState } from './support/sessions';

/** Hide / unhide, ratings, the customer panel's links, saved views with the customer picker and dates. */
test.describe('inbox gaps', () => {
  let ownerState: StorageState;
  let owner: APIRequestContext;
  let page: Page;
  const disposable: ApiCustomer[] = [];

  test.beforeAll(async ({ browser }) => {
    ownerState = await signInState(browser);
    owner = await ownerApi();
  });
  test.afterAll(async () => owner.dispose());

  test.beforeEach(async ({ browser }) => {
    page = await pageWith(browser, ownerState);
  });
  test.afterEach(async () => {
    await page.context().close();
    for (const c of disposable.splice(0)) await c.dispose();
  });

  const customer = async (label: string, first: string) => {
    const c = await createApiCustomer(`gaps-${label}-${Date.now()}`);
    await c.send(first);
    disposable.push(c);
    return c;
  };
  const hiddenOnServer = async (conversationId: string) => {
    const res = await owner.get(`/api/conversation/get?id=${conversationId}&clientType=26`);
    return ((await res.json()) as { data: { hidden: boolean }[] }).data[0]!.hidden;
  };

  test('hides from the card menu and with Alt+H, finds it in Hidden, and unhides', async () => {
    const first = await customer('menu', 'Please hide me from the card menu');
    const second = await customer('key', 'Please hide me with the keyboard');
    const inbox = new Inbox(page);
    await inbox.goto('unassigned');
    const hiddenBefore = await inbox.count('hidden');

    // The card menu: Hide. The card says so, and the Hidden counter grows.
    await inbox.card(first.conversationId).hover();
    await inbox.cardMenu(first.conversationId).click();
    await page.getByRole('menuitem', { name: 'Hide conversation' }).click();
    await expect(inbox.notice(first.conversationId)).toHaveText('Hidden');
    await expect.poll(() => hiddenOnServer(first.conversationId)).toBe(true);
    await expect.poll(() => inbox.count('hidden')).toBe(hiddenBefore + 1);

    // The shortcut, from the open conversation.
    await inbox.card(second.conversationId).click();
    const pane = new ConversationPane(page);
    await expect(pane.header).toBeVisible();
    await page.keyboard.press('Alt+h');
    await expect(pane.header.getByTestId('pane-hidden-badge')).toBeVisible();
    await expect(inbox.notice(second.conversationId)).toHaveText('Hidden');
    await expect.poll(() => hiddenOnServer(second.conversationId)).toBe(true);

    // Both are in the Hidden view; unhide one from its card, the other from the pane's tools.
    await inbox.view('hidden').click();
    await expect(inbox.listTitle).toHaveText('Hidden');
    await expect(inbox.card(first.conversationId)).toBeVisible();
    await expect(inbox.card(second.conversationId)).toBeVisible();
    await inbox.card(first.conversationId).hover();
    await inbox.cardMenu(first.conversationId).click();
    await page.getByRole('menuitem', { name: 'Unhide conversation' }).click();
    await expect(inbox.notice(first.conversationId)).toHaveText('No longer hidden');
    await expect.poll(() => hiddenOnServer(first.conversationId)).toBe(false);
    await pane.header.getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: 'Unhide conversation' }).click();
    await expect(pane.header.getByTestId('pane-hidden-badge')).toHaveCount(0);
    await expect.poll(() => hiddenOnServer(second.conversationId)).toBe(false);
    await expect.poll(() => inbox.count('hidden')).toBe(hiddenBefore);
  });

  test('shows the customer’s and the agent’s ratings in the pane, the customer panel and the card', async () => {
    const rated = await customer('rated', 'Thanks, all sorted');
    const byCustomer = await rated.api.post('/api/conversation/rate', {
      data: { conversationId: rated.conversationId, score: 4, comment: 'Quick and kind', clientType: 26 },
    });
    expect(byCustomer.status(), await byCustomer.text()).toBe(200);
    const byAgent = await owner.post('/api/conversation/rate', { data: { conversationId: rated.conversationId, score: 5, clientType: 26 } });
    expect(byAgent.status(), await byAgent.text()).toBe(200);

    const inbox = new Inbox(page);
    await inbox.goto('unassigned', rated.conversationId);
    await expect(page.getByTestId('pane-customer-rating')).toHaveAttribute('aria-label', 'Customer rating: 4 of 5 — Quick and kind');
    const panel = page.getByTestId('customer-panel');
    await expect(panel.getByTestId('panel-customer-rating')).toContainText('4/5');
    await expect(panel.getByTestId('panel-customer-rating')).toContainText('Quick and kind');
    await expect(panel.getByTestId('panel-agent-rating')).toContainText('5/5');
    await expect(inbox.card(rated.conversationId).getByTestId('card-rating')).toHaveText('4');

    // Another conversation, not rated, says so.
    const unrated = await customer('unrated', 'No rating here');
    await inbox.card(unrated.conversationId).click();
    await expect(panel.getByTestId('panel-customer-rating')).toHaveText('Not rated');
    await expect(page.getByTestId('pane-customer-rating')).toHaveCount(0);
    await expect(inbox.card(unrated.conversationId).getByTestId('card-rating')).toHaveCount(0);
  });

  test('an agent without manageUser follows Find more to the customer’s conversations in the inbox', async ({ browser }) => {
    const c = await customer('findmore', 'First visit');
    const again = await c.api.post('/api/conversation/create', { data: { customer: [c.id], clientType: 26 } });
    const secondId = ((await again.json()) as { data: { id: string } }).data.id;
    await c.api.post('/api/message/send', { data: { conversationId: secondId, meta: { type: 1, content: 'Second visit' }, clientType: 26 } });

    const plain = await createAgent('Gaps Plain Agent');
    const agentPage = await pageWith(browser, await signInState(browser, plain.email, plain.password));
    try {
      const inbox = new Inbox(agentPage);
      await inbox.goto('all', c.conversationId);
      const panel = agentPage.getByTestId('customer-panel');
      await expect(panel.getByTestId('open-customer-profile')).toHaveCount(0);
      await expect(panel.getByTestId('open-customer-conversations')).toBeVisible();
      await panel.getByTestId('find-more').click();
      await expect(agentPage).toHaveURL(new RegExp(`/conversation/${c.conversationId}\\?customerId=${c.id}&status=all$`));
      await expect(inbox.listTitle).toHaveText("Customer's conversations");
      await expect(inbox.card(c.conversationId)).toBeVisible();
      await expect(inbox.card(secondId)).toBeVisible();
      await expect(inbox.cards).toHaveCount(2);
      // The pane stays open: nothing sent them away.
      await expect(agentPage.getByTestId('pane-header')).toBeVisible();
    } finally {
      await agentPage.context().close();
    }
  });

  test('a saved view with the customer picker and a date range shows that customer’s conversations of those days', async () => {
    const run = Date.now().toString(36);
    const seeded: SeededCustomer[] = [
      await seedCustomer(owner, `Picker Alpha ${run}`, { email: `alpha-${run}@gaps.test` }),
      await seedCustomer(owner, `Picker Beta ${run}`, { email: `beta-${run}@gaps.test` }),
    ];
    disposable.push(...seeded);
    const [alpha, beta] = seeded as [SeededCustomer, SeededCustomer];
    await alpha.send('Alpha needs a hand');
    await beta.send('Beta needs a hand');
    const inbox = new Inbox(page);
    await inbox.goto('all');
    // Today and tomorrow in the browser's own calendar (the view's days are the agent's).
    const [today, tomorrow] = await page.evaluate(() => {
      const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      const now = new Date();
      return [day(now), day(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1))];
    });

    await inbox.panel.getByTestId('new-view').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('view-name').fill(`Alpha today ${run}`);
    await dialog.getByLabel('Status').selectOption({ label: 'All' });
    await dialog.getByTestId('view-customer').click();
    const picker = page.getByTestId('view-customer-popover');
    await picker.getByTestId('view-customer-search').fill(`alpha-${run}`);
    await expect(picker.getByTestId('view-customer-option')).toHaveCount(1);
    await picker.getByTestId('view-customer-option').click();
    await expect(dialog.getByTestId('view-customer')).toHaveText(`Picker Alpha ${run}`);
    await dialog.getByTestId('view-from').fill(today);
    await dialog.getByTestId('view-to').fill(today);
    await dialog.getByTestId('save-view').click();
    await expect(dialog).toBeHidden();

    await expect(inbox.listTitle).toHaveText(`Alpha today ${run}`);
    await expect(inbox.card(alpha.conversationId)).toBeVisible();
    await expect(inbox.cards).toHaveCount(1);

    // From tomorrow on: nothing of today is left.
    await inbox.openViewMenu(`Alpha today ${run}`);
    await page.getByRole('menuitem', { name: 'Rename or edit' }).click();
    await expect(dialog.getByTestId('view-customer')).toHaveText(`Picker Alpha ${run}`);
    await expect(dialog.getByTestId('view-from')).toHaveValue(today);
    await dialog.getByTestId('view-to').fill('');
    await dialog.getByTestId('view-from').fill(tomorrow);
    await dialog.getByTestId('save-view').click();
    await expect(dialog).toBeHidden();
    await expect(inbox.cards).toHaveCount(0);
    await inbox.deleteView(`Alpha today ${run}`);
  });
});
