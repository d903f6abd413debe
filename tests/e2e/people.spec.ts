import { expect, test, type Page } from './support/test';
import { AgentProfilePage } from './pages/AgentProfilePage';
import { AgentsPage } from './pages/AgentsPage';
import { ConsoleShell } from './pages/ConsoleShell';
import { CustomerProfilePage } from './pages/CustomerProfilePage';
import { CustomersPage } from './pages/CustomersPage';
import { Inbox } from './pages/Inbox';
import { InvitationPage } from './pages/InvitationPage';
import { LoginPage } from './pages/LoginPage';
import { TeamsPage } from './pages/TeamsPage';
import { Toasts } from './pages/Toasts';
import { ownerApi, seedCustomer, setCustomFields, type SeededCustomer } from './support/people';
import { INVITATION_LINK, OWNER, createAgent, linkFromOutbox, uniqueEmail } from './support/server';

async function signInAsOwner(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/conversation/);
}

test.describe('customers (spec §2, §4)', () => {
  test('filter chips select the customers, and an incomplete chip holds the list', async ({ page }) => {
    const run = `Chip${Date.now().toString(36)}`;
    const owner = await ownerApi();
    const seeded = [
      await seedCustomer(owner, `${run} Ada`, { email: `ada-${run}@example.com`.toLowerCase() }),
      await seedCustomer(owner, `${run} Grace`),
      await seedCustomer(owner, `${run} Alan`, { email: `alan-${run}@example.com`.toLowerCase() }),
    ];
    await owner.dispose();

    await signInAsOwner(page);
    const customers = new CustomersPage(page);
    await customers.goto();
    await expect(customers.rows.first()).toBeVisible();

    // Name contains <run>: just the three of this run, newest first.
    await customers.add('Name');
    await expect(customers.chips).toHaveCount(1);
    await customers.condition.selectOption('contains');
    await customers.operand.fill(run);
    await customers.operand.press('Enter');
    await expect(customers.editor).toBeHidden();
    await expect(customers.chips.first()).toHaveText(`Name contains ${run}`);
    await expect.poll(() => customers.rowNames()).toEqual([`${run} Alan`, `${run} Grace`, `${run} Ada`]);

    // A chip is added with '=' and no operand: incomplete, so the list stays as it was.
    await customers.add('Email');
    await page.keyboard.press('Escape');
    await expect(customers.chips.nth(1)).toHaveAttribute('data-complete', 'false');
    await expect(customers.incompleteNotice).toBeVisible();
    await expect(customers.exportButton).toBeDisabled();
    await expect.poll(() => customers.rowNames()).toEqual([`${run} Alan`, `${run} Grace`, `${run} Ada`]);

    // Edits apply when the popover closes: Email has any value.
    await customers.chips.nth(1).getByRole('button').first().click();
    await customers.condition.selectOption('has_value');
    await expect.poll(() => customers.rowNames()).toEqual([`${run} Alan`, `${run} Grace`, `${run} Ada`]);
    await page.keyboard.press('Escape');
    await expect(customers.incompleteNotice).toBeHidden();
    await expect.poll(() => customers.rowNames()).toEqual([`${run} Alan`, `${run} Ada`]);

    // Removing the name chip widens the list again; the count button opens that customer's conversations.
    await page.getByRole('button', { name: `Remove filter Name contains ${run}` }).click();
    await expect(customers.chips).toHaveCount(1);
    await customers.row(`${run} Ada`).getByTestId('conversation-count').click();
    await expect(page).toHaveURL(new RegExp(`/conversation\\?customerId=${seeded[0].id}&status=all$`));
    await expect(page.getByTestId('list-title')).toHaveText("Customer's conversations");
    const inbox = new Inbox(page);
    await expect(inbox.card(seeded[0].conversationId)).toBeVisible();
    await expect(inbox.cards).toHaveCount(1);
    for (const c of seeded) await c.dispose();
  });
});

test.describe('customer list paging (spec §4, §9)', () => {
  test('20 rows a page; scrolling to the bottom loads the rest', async ({ page }) => {
    const run = `Page${Date.now().toString(36)}`;
    const owner = await ownerApi();
    const seeded: SeededCustomer[] = [];
    for (let i = 0; i < 23; i++) seeded.push(await seedCustomer(owner, `${run} ${String(i).padStart(2, '0')}`));
    await owner.dispose();

    await signInAsOwner(page);
    const customers = new CustomersPage(page);
    await customers.goto();
    await customers.add('Name');
    await customers.condition.selectOption('starts_with');
    await customers.operand.fill(run);
    await customers.operand.press('Enter');
    await expect.poll(() => customers.rows.count()).toBe(20);
    await customers.scrollToBottom();
    await expect.poll(() => customers.rows.count()).toBe(23);
    await expect(customers.row(`${run} 00`)).toBeVisible();
    for (const c of seeded) await c.dispose();
  });
});

test.describe('customer profile (spec §2, §5, §8)', () => {
  test('fields save on blur, an invalid one keeps focus; notes, tags, new conversation and archive', async ({ page }) => {
    const owner = await ownerApi();
    await setCustomFields(owner, {
      customerFields: [
        { id: 'website', type: 'url', name: { en: 'Website', zh: '網站', 'zh-cn': '网站' } },
        { id: 'contact', type: 'email', name: { en: 'Contact email', zh: '聯絡電郵', 'zh-cn': '联络电邮' } },
      ],
    });
    const name = `Profile ${Date.now().toString(36)}`;
    const customer = await seedCustomer(owner, name);
    await owner.dispose();

    await signInAsOwner(page);
    const profile = new CustomerProfilePage(page);
    const toasts = new Toasts(page);
    await profile.goto(customer.id);
    await expect(profile.name).toHaveText(name);

    // An invalid URL shows its problem, keeps the focus and is not saved.
    const website = profile.customField('website');
    await website.fill('not a url');
    await profile.field('subtitle').click();
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();
    await expect(website).toBeFocused();
    await website.fill('https://shop.example');
    await profile.field('subtitle').click();
    await expect(page.getByText('Please enter a valid URL')).toBeHidden();
    await profile.customField('contact').fill('nobody@');
    await profile.field('bio').click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    // The invalid field takes the focus back on the next frame; Escape is meant for it, not for bio.
    await expect(profile.customField('contact')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Please enter a valid email')).toBeHidden();
    await profile.field('subtitle').fill('Head office');
    // Reloading only once the save has been answered: a reload in flight may cancel it.
    const saved = page.waitForResponse((r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes('Head office'));
    await profile.field('subtitle').press('Enter');
    await saved;
    await page.reload();
    await expect(website).toHaveValue('https://shop.example');
    await expect(profile.customField('contact')).toHaveValue('');
    await expect(profile.field('subtitle')).toHaveValue('Head office');

    // Notes: Enter adds, empty notes are ignored, newest first.
    await profile.noteInput.fill('   ');
    await profile.noteInput.press('Enter');
    await expect(profile.notes).toHaveCount(0);
    await profile.noteInput.fill('First note');
    await profile.noteInput.press('Enter');
    await expect(profile.notes).toHaveCount(1);
    await profile.noteInput.fill('Second note');
    await profile.noteInput.press('Enter');
    await expect(profile.notes.locator('p')).toHaveText(['Second note', 'First note']);

    // Tags: a new tag is created as entered, and can be removed.
    await profile.tagInput.fill('VIP');
    await profile.tagInput.press('Enter');
    await expect(profile.tags).toContainText('VIP');
    await page.reload();
    await expect(profile.tags).toContainText('VIP');
    await page.getByRole('button', { name: 'Remove tag VIP', exact: true }).click();
    await expect(profile.tags).not.toContainText('VIP');

    // A new conversation with this customer opens in the inbox.
    await profile.createConversation.click();
    await expect(toasts.withText('Conversation created')).toBeVisible();
    await expect(page).toHaveURL(/\/conversation\/[0-9a-f-]{36}$/);

    // Archive: back to the list, where the customer no longer shows.
    await profile.goto(customer.id);
    await profile.archive.click();
    await profile.confirmArchive.click();
    await expect(toasts.withText('Archived')).toBeVisible();
    await expect(page).toHaveURL(/\/customers$/);
    const customers = new CustomersPage(page);
    await expect(customers.rows.first()).toBeVisible();
    await expect(customers.row(name)).toHaveCount(0);

    // An unknown customer: an error toast and back to the list.
    await profile.goto('00000000-0000-4000-8000-000000000000');
    await expect(toasts.withText('Unable to invite this person. Please check whether the email is already in the agent list.')).toBeVisible();
    await expect(page).toHaveURL(/\/customers$/);
    await customer.dispose();
  });
});

test.describe('agents (spec §2, §5, §6)', () => {
  test('an invitation reaches the outbox, is accepted, and the new agent signs in', async ({ page, browser }) => {
    await signInAsOwner(page);
    const agents = new AgentsPage(page);
    await agents.goto();

    await agents.invite.click();
    await agents.send.click();
    await expect(agents.inviteForm.getByText('Please fill in the email')).toBeVisible();
    await expect(agents.inviteForm.getByText('Please fill in the agent name')).toBeVisible();

    const email = uniqueEmail('invited-by-ui');
    await agents.inviteEmail.fill(email);
    await agents.inviteName.fill('Invited Iris');
    await agents.send.click();
    // This server has no SMTP_URL: the toast says where the email went instead of claiming it was sent.
    await expect(new Toasts(page).withText("Invitation written to the server's outbox")).toBeVisible();
    await expect(agents.inviteForm).toBeHidden();

    const link = await linkFromOutbox(email, INVITATION_LINK);
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    const invitation = new InvitationPage(guestPage);
    await invitation.goto(link);
    await invitation.password.fill('Invited-iris-1');
    await invitation.join.click();
    await expect(guestPage).toHaveURL(/\/conversation$/);
    await guest.close();

    // A fresh browser signs in with the new password.
    const fresh = await browser.newContext();
    const freshPage = await fresh.newPage();
    const login = new LoginPage(freshPage);
    await login.goto();
    await login.signIn(email, 'Invited-iris-1');
    const shell = new ConsoleShell(freshPage);
    await shell.expectLoaded();
    await shell.openAccountMenu();
    await expect(shell.displayName()).toHaveText('Invited Iris');
    await fresh.close();

    await agents.goto();
    await expect(agents.row(email)).toContainText('Invited Iris');
  });

  test('the permission editor: a broad permission replaces the list and disables the finer boxes', async ({ page }) => {
    const agent = await createAgent('Perm Pat');
    await signInAsOwner(page);
    const agents = new AgentsPage(page);
    await agents.goto();
    await agents.openProfile(agent.email);
    const profile = new AgentProfilePage(page);
    await expect(profile.name).toHaveText('Perm Pat');
    await profile.tab('Permissions');
    await expect(profile.selfWarning).toHaveCount(0);

    // Default permissions: allConversations only.
    await expect(profile.permission('allConversations')).toBeChecked();
    await expect(profile.permission('report')).not.toBeChecked();
    await expect(profile.savePermissions).toBeDisabled();

    await profile.permission('report').click();
    await expect(profile.permission('report')).toBeChecked();

    await profile.permission('console').click();
    for (const p of ['report', 'manageSettings', 'manageUser', 'ownConversations', 'allConversations']) {
      await expect(profile.permission(p)).toBeChecked();
      await expect(profile.permission(p)).toBeDisabled();
    }
    // No group grants system (README, Who holds system); the owner, who holds it, may give it on its own.
    await expect(profile.permission('system')).not.toBeChecked();
    await expect(profile.permission('system')).toBeEnabled();

    // all replaces console, and does not grant system either.
    await profile.permission('all').click();
    await expect(profile.permission('console')).not.toBeChecked();
    await expect(profile.permission('system')).not.toBeChecked();
    await profile.savePermissions.click();
    await expect(profile.savePermissions).toBeDisabled();

    await page.reload();
    await profile.tab('Permissions');
    await expect(profile.permission('all')).toBeChecked();
    await expect(profile.permission('report')).toBeDisabled();

    // Unchecking the broad one leaves nothing; the finer boxes are free again.
    await profile.permission('all').click();
    await expect(profile.permission('report')).toBeEnabled();
    await expect(profile.permission('report')).not.toBeChecked();
    await profile.permission('ownConversations').click();
    await profile.savePermissions.click();
    await expect(profile.savePermissions).toBeDisabled();
    await page.reload();
    await profile.tab('Permissions');
    await expect(profile.permission('ownConversations')).toBeChecked();
    await expect(profile.permission('all')).not.toBeChecked();

    // One's own profile warns before anything is changed.
    await agents.goto();
    await agents.openProfile(OWNER.email);
    await profile.tab('Permissions');
    await expect(profile.selfWarning).toBeVisible();
  });
});

test.describe('teams (spec §2, §5, §8)', () => {
  test('create, duplicate name, rename, members and delete', async ({ page }) => {
    const member = await createAgent('Team Tess');
    const run = Date.now().toString(36);
    const first = `Sales ${run}`;
    const second = `Support ${run}`;
    await signInAsOwner(page);
    const teams = new TeamsPage(page);
    const toasts = new Toasts(page);
    await teams.goto();

    await teams.create(first);
    await expect(toasts.withText('storage team success')).toBeVisible();
    await expect(toasts.withText('storage team success')).toHaveAttribute('data-duration', '2500');
    await expect(teams.card(first).getByTestId('member-count')).toHaveText('0 members');

    // The same name again is refused before it is sent.
    await teams.newTeam.click();
    await teams.newTeamForm.locator('input[name="teamName"]').fill(first.toUpperCase());
    await teams.newTeamForm.getByRole('button', { name: 'Create team' }).click();
    await expect(teams.newTeamForm.getByText('Team name already exists')).toBeVisible();
    await teams.newTeamForm.getByRole('button', { name: 'Cancel' }).click();

    await teams.create(second);
    await expect(teams.card(second)).toBeVisible();

    // One card open at a time; the others are dimmed.
    const card = await teams.open(first);
    await expect(card).toHaveCSS('opacity', '1');
    await expect(teams.card(second)).toHaveCSS('opacity', '0.5');

    // The server refuses a duplicate made elsewhere too.
    const renamed = `Renamed ${run}`;
    await card.locator('input[name="teamName"]').fill(renamed);
    await card.getByRole('button', { name: 'Rename' }).click();
    await expect(teams.card(renamed)).toBeVisible();
    const open = teams.card(renamed);

    await open.getByTestId('member-select').selectOption({ label: member.displayName });
    await open.getByTestId('add-member').click();
    await expect(open.getByTestId('member-count')).toHaveText('1 member');
    await expect(open.getByTestId('team-member')).toContainText([member.displayName]);

    await open.getByTestId('delete-team').click();
    await page.getByTestId('confirm-delete-team').click();
    await expect(toasts.withText('Team deleted successfully')).toBeVisible();
    await expect(teams.card(renamed)).toHaveCount(0);
    await expect(teams.card(second)).toHaveCSS('opacity', '1');
  });

  test('a duplicate name from another session is refused by the server', async ({ page }) => {
    const name = `Dup ${Date.now().toString(36)}`;
    // No realtime for this page: the team made behind its back must not reach it before the submit.
    await page.routeWebSocket(/\/graphql$/, () => undefined);
    await signInAsOwner(page);
    const teams = new TeamsPage(page);
    await teams.goto();
    // Made behind this page's back: the list shown does not know it yet.
    const owner = await ownerApi();
    const created = await owner.post('/api/admin/team/create', { data: { name, clientType: 26 } });
    expect(created.status(), await created.text()).toBe(200);
    await owner.dispose();

    await teams.create(name);
    await expect(new Toasts(page).withText('Team name already exists')).toBeVisible();
  });
});
