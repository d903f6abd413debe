import { expect, test, type Page } from './support/test';
import { ConversationPane } from './pages/ConversationPane';
import { Inbox } from './pages/Inbox';
import { Toasts } from './pages/Toasts';
import { createApiCustomer, type ApiCustomer } from './support/customer';
import { OWNER, apiSignedInAs, createAgent } from './support/server';
import { pageWith, signInState, type StorageState } from './support/sessions';

/** Issue 20: the composer's `@` agent picker on the internal side, and its `/` canned-reply picker. */
test.describe('composer pickers', () => {
  // Typing key by key through the pickers takes a while on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  const run = Date.now().toString(36);
  let customer: ApiCustomer;
  let writer: Page;
  let stateA: StorageState;
  let stateB: StorageState;
  let bea: { email: string; password: string; displayName: string };

  test.beforeAll(async ({ browser }) => {
    bea = await createAgent(`Bea Mention ${run}`);
    stateA = await signInState(browser, OWNER.email, OWNER.password);
    stateB = await signInState(browser, bea.email, bea.password);
  });

  test.beforeEach(async ({ browser }, info) => {
    customer = await createApiCustomer(`pickers-${info.title.replace(/\W+/g, '-')}-${Date.now()}`);
    await customer.send('Hello, where is my parcel?');
    writer = await pageWith(browser, stateA);
  });

  test.afterEach(async () => {
    await customer.dispose();
    await writer.context().close();
  });

  test('mention an agent who gets the notification', async ({ browser }) => {
    const mentioned = await pageWith(browser, stateB);
    try {
      const inbox = new Inbox(mentioned);
      await inbox.goto('mention');
      await expect(inbox.view('mention')).toBeVisible();
      const before = await inbox.count('mention');

      const a = new ConversationPane(writer);
      await a.open(customer.conversationId);
      // On the customer side `@` is plain text: mentions belong in internal notes.
      await a.textarea.pressSequentially('@Bea');
      await expect(a.suggestions).toHaveCount(0);
      await a.textarea.fill('');
      await a.internalToggle.click();
      await a.textarea.pressSequentially('Could you check this? @Be');
      await expect(a.suggestions).toBeVisible();
      await expect(a.suggestions.getByRole('option', { name: new RegExp(bea.displayName) })).toBeVisible();
      await expect(await a.activeSuggestion()).toHaveAttribute('aria-selected', 'true');
      // Escape closes it while that trigger is being typed; deleting and typing it again reopens it.
      await a.textarea.press('Escape');
      await expect(a.suggestions).toHaveCount(0);
      await a.textarea.pressSequentially('a');
      await expect(a.suggestions).toHaveCount(0);
      for (let i = 0; i < 4; i++) await a.textarea.press('Backspace');
      await a.textarea.pressSequentially('@Bea');
      await expect(a.suggestions).toBeVisible();
      await a.textarea.press('ArrowDown');
      await a.textarea.press('ArrowUp');
      await expect(await a.activeSuggestion()).toContainText(bea.displayName);
      await a.textarea.press('Enter');
      await expect(a.textarea).toHaveValue(`Could you check this? @${bea.displayName} `);
      await a.textarea.pressSequentially('thanks!');
      await a.textarea.press('Enter');
      await expect(a.message(`@${bea.displayName} thanks!`)).toBeVisible();

      // Bea is told at once: a toast naming who, the Mentioned me counter, and the card in the view.
      await expect(new Toasts(mentioned).withText(/mentioned you/)).toBeVisible();
      await expect.poll(() => inbox.count('mention')).toBe(before + 1);
      await expect(inbox.card(customer.conversationId)).toBeVisible();
      await expect(inbox.card(customer.conversationId).getByLabel('Mentioned you')).toBeVisible();
    } finally {
      await mentioned.context().close();
    }
  });

  test('canned reply via /', async () => {
    // Made in Settings (Configuration > Canned Replies), used in the composer.
    const code = `thanks-${run}`;
    await writer.goto('/configuration');
    await writer.getByRole('button', { name: /Canned Replies/ }).click();
    await writer.getByRole('button', { name: 'New workspace reply' }).click();
    const editor = writer.getByTestId('canned-reply-editor');
    await editor.getByLabel('Short code').fill('two words');
    await editor.getByLabel('English').fill('Thanks {{customer.displayName}}, this is {{agent.displayName}}.');
    await writer.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Letters, digits, - and _ only')).toBeVisible();
    await editor.getByLabel('Short code').fill(code);
    await writer.getByRole('button', { name: 'Save' }).click();
    await expect(new Toasts(writer).withText('The canned reply has been added')).toBeVisible();
    await expect(writer.getByTestId('canned-reply').filter({ hasText: `/${code}` })).toContainText('Not used yet');

    const a = new ConversationPane(writer);
    await a.open(customer.conversationId);
    await a.textarea.pressSequentially(`/thanks-${run.slice(0, 2)}`);
    const option = a.suggestions.getByRole('option', { name: new RegExp(`/${code}`) });
    await expect(option).toBeVisible();
    await expect(option).toContainText(/Thanks Visitor #\d+, this is \S+/);
    await a.textarea.press('Tab');
    await expect(a.textarea).toHaveValue(/^Thanks Visitor #\d+, this is \S+\.$/);
    await expect(a.textarea).not.toHaveValue(/\{\{/);
    await a.textarea.press('Enter');
    await expect(a.message(/Thanks Visitor #\d+, this is \S+\./)).toBeVisible();
    // The pane shows a sent message at once, before the server has it: the customer's history is read until it does.
    await expect
      .poll(async () => (await customer.history()).some((m) => /^Thanks .+, this is /.test(m.meta.content ?? '') && !m.meta.content!.includes('{{')))
      .toBe(true);

    // Counted for reports.
    const owner = await apiSignedInAs(OWNER.email, OWNER.password);
    await expect
      .poll(async () => {
        const res = await owner.get('/api/cannedReply?clientType=26');
        const replies = ((await res.json()) as { data: { shortCode: string; useCount: number }[] }).data;
        return replies.find((r) => r.shortCode === code)?.useCount;
      })
      .toBe(1);
    await owner.dispose();
  });

  test('an agent without settings rights keeps personal replies from the composer', async ({ browser }) => {
    const page = await pageWith(browser, stateB);
    try {
      const pane = new ConversationPane(page);
      await pane.open(customer.conversationId);
      await pane.composer.getByRole('button', { name: 'Canned replies' }).click();
      const drawer = page.getByRole('dialog', { name: 'Canned replies' });
      await expect(drawer.getByRole('button', { name: 'New personal reply' })).toBeVisible();
      // Workspace replies are for manageSettings to change.
      await expect(drawer.getByRole('button', { name: 'New workspace reply' })).toHaveCount(0);
      await drawer.getByRole('button', { name: 'New personal reply' }).click();
      const editor = page.getByTestId('canned-reply-editor');
      await editor.getByLabel('Short code').fill(`bea-${run}`);
      await editor.getByLabel('English').fill('Cheers, {{agent.displayName}}');
      await page.getByRole('button', { name: 'Save' }).click();
      // (The drawer is modal: the toast region behind it is hidden from the accessibility tree; the row says it was saved.)
      await expect(editor).toHaveCount(0);
      await expect(drawer.getByTestId('canned-reply').filter({ hasText: `/bea-${run}` })).toBeVisible();
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(drawer).toHaveCount(0);

      await pane.textarea.pressSequentially('/bea');
      await expect(pane.suggestions.getByRole('option', { name: new RegExp(`/bea-${run}`) })).toContainText(`Cheers, ${bea.displayName}`);
      await pane.textarea.press('Enter');
      await expect(pane.textarea).toHaveValue(`Cheers, ${bea.displayName}`);
    } finally {
      await page.context().close();
    }
  });
});
