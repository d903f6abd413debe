import { expect, test, type Browser, type Page } from './support/test';
import { ConsoleShell } from './pages/ConsoleShell';
import { ConversationPane } from './pages/ConversationPane';
import { CustomerProfilePage } from './pages/CustomerProfilePage';
import { CustomersPage } from './pages/CustomersPage';
import { Inbox } from './pages/Inbox';
import { LoginPage } from './pages/LoginPage';
import { Toasts } from './pages/Toasts';
import { grantPermissions, ownerApi, seedCustomer } from './support/people';
import { createAgent } from './support/server';
import { pageWith } from './support/sessions';

const screens = 'test-results/screens';

/** Lets the dialog's pop-in finish: a screenshot mid-fade shows the page through it. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('dialog').evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

/** Another page of the same signed-in manager (its own context, the session copied: no second sign-in). */
async function anotherPage(browser: Browser, page: Page): Promise<Page> {
  return pageWith(browser, await page.context().storageState());
}

/**
 * Issue 22: a manager erases a customer (GDPR) from their profile, typing the name and giving a
 * reason; the erasure's counts show, the customer and their conversation leave every console page
 * that showed them (no reload), and the audit log keeps the entry.
 */
test('a manager erases a customer: their profile, list row and open conversation go everywhere, the audit log keeps it', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const name = `Erase Me ${run}`;
  const reason = `GDPR request #${run}`;

  // A visitor who wrote and sent a file, an archive of today's messages (which holds theirs), and a
  // manager of people and settings (the audit log needs manageSettings).
  const owner = await ownerApi();
  const customer = await seedCustomer(owner, name, { email: `erase-${run}@example.com` });
  const bystander = await seedCustomer(owner, `Keep Me ${run}`);
  await bystander.dispose();
  await customer.send('Please erase everything you hold about me.');
  const file = await customer.api.post('/api/message/file/send', {
    multipart: {
      conversationId: customer.conversationId,
      file: { name: 'passport.txt', mimeType: 'text/plain', buffer: Buffer.from('scan') },
      clientType: '26',
    },
  });
  expect(file.status(), await file.text()).toBe(200);
  await customer.dispose();
  const today = new Date().toISOString().slice(0, 10);
  const archive = await owner.post('/api/admin/report/message/export/request', { data: { from: today, to: today, clientType: 26 } });
  expect(archive.status(), await archive.text()).toBe(200);
  const manager = await createAgent(`Erase Manager ${run}`);
  await grantPermissions(owner, manager.email, ['manageUser', 'manageSettings', 'allConversations']);
  await owner.dispose();

  const login = new LoginPage(page);
  const shell = new ConsoleShell(page);
  await login.goto();
  await login.signIn(manager.email, manager.password);
  await shell.expectLoaded();

  // The dialog: nothing happens before the name is typed exactly.
  const profile = new CustomerProfilePage(page);
  await profile.goto(customer.id);
  await expect(profile.name).toHaveText(name);
  await profile.erase.click();
  await expect(profile.eraseDialog).toBeVisible();
  await expect(profile.eraseDialog.getByRole('heading', { name: `Erase ${name}?` })).toBeVisible();
  await expect(profile.eraseDialog).toContainText('It cannot be undone.');
  await expect(profile.confirmErase).toBeDisabled();
  await profile.eraseReason.fill(reason);
  await profile.eraseName.fill(name.toLowerCase());
  await expect(profile.confirmErase).toBeDisabled();
  await profile.eraseName.fill(name);
  await expect(profile.confirmErase).toBeEnabled();
  await settled(page);
  await page.screenshot({ path: `${screens}/erase-dialog-en.png` });
  await profile.eraseDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(profile.eraseDialog).toBeHidden();

  // The same dialog in Simplified Chinese; cancelling cleared it.
  await shell.switchLanguage('Switch language', 'Simplified Chinese', 'Confirm');
  await page.getByRole('button', { name: '清除', exact: true }).click();
  await expect(profile.eraseDialog.getByRole('heading', { name: `要清除 ${name} 吗？` })).toBeVisible();
  await expect(profile.eraseName).toHaveValue('');
  await expect(profile.confirmErase).toHaveText('清除客户');
  await profile.eraseReason.fill(reason);
  await profile.eraseName.fill(name);
  await expect(profile.confirmErase).toBeEnabled();
  await settled(page);
  await page.screenshot({ path: `${screens}/erase-dialog-zh_cn.png` });
  await profile.eraseDialog.getByRole('button', { name: '取消' }).click();
  await shell.switchLanguage('切换语言', '英文', '确认');
  await expect(profile.erase).toHaveText('Erase');

  // Three more pages of the manager: the conversation open in the inbox, the profile, the customer list.
  const inboxPage = await anotherPage(browser, page);
  const inbox = new Inbox(inboxPage);
  await inbox.goto('all', customer.conversationId);
  await expect(inbox.card(customer.conversationId)).toBeVisible();
  await expect(new ConversationPane(inboxPage).message('Please erase everything you hold about me.')).toBeVisible();
  // Nobody is assigned to it (no team, no rule): it counts among the unassigned.
  await expect.poll(() => inbox.count('unassigned')).toBeGreaterThan(0);
  const unassigned = await inbox.count('unassigned');
  const profilePage = await anotherPage(browser, page);
  await new CustomerProfilePage(profilePage).goto(customer.id);
  await expect(profilePage.getByRole('heading', { level: 1 })).toHaveText(name);
  const listPage = await anotherPage(browser, page);
  const list = new CustomersPage(listPage);
  await list.goto();
  await expect(list.row(name)).toBeVisible();

  // Erased: the counts, then the customer list without them.
  await profile.erase.click();
  await profile.eraseReason.fill(reason);
  await profile.eraseName.fill(name);
  await profile.confirmErase.click();
  const toasts = new Toasts(page);
  await expect(toasts.withText(/Erased: 1 conversation, \d+ messages, 1 file, [1-9]\d* archives?/)).toBeVisible();
  await expect(page).toHaveURL(/\/customers$/);
  const customers = new CustomersPage(page);
  await expect(customers.row(bystander.displayName)).toBeVisible();
  await expect(customers.row(name)).toHaveCount(0);
  // The profile's refused reload is expected, not reported as a failure.
  await expect(toasts.withText('Unable to invite this person')).toHaveCount(0);

  // Elsewhere, live: the inbox card goes and the pane says why; the profile leaves; the row goes.
  await expect(inbox.card(customer.conversationId)).toHaveCount(0);
  await expect(inboxPage.getByTestId('conversation-erased')).toContainText('This conversation was erased');
  await expect.poll(() => inbox.count('unassigned')).toBe(unassigned - 1);
  await inboxPage.screenshot({ path: `${screens}/erase-inbox-en.png` });
  await expect(profilePage).toHaveURL(/\/customers$/);
  await expect(new Toasts(profilePage).withText('This customer was erased')).toBeVisible();
  await expect(list.row(name)).toHaveCount(0);
  await expect(list.row(bystander.displayName)).toBeVisible();
  for (const other of [inboxPage, profilePage, listPage]) await other.context().close();

  // The audit log: who erased whom (by id), what went and why.
  await page.goto('/audit');
  await expect(shell.heading).toHaveText('Audit log');
  const entry = page.locator('tr[data-row="customer.erased"]').filter({ hasText: customer.id });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`Erase Manager ${run}`);
  await expect(entry).toContainText('Customer erased');
  await expect(entry).toContainText(new RegExp(`1 conversation, \\d+ messages, 1 file, [1-9]\\d* archives?; reason: ${reason}`));
  await expect(toasts.withText(/Erased:/)).toBeHidden({ timeout: 15_000 });
  await page.screenshot({ path: `${screens}/erase-audit-en.png`, fullPage: true });
});
