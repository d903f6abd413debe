import { expect, test } from './support/test';
import { ConsoleShell } from './pages/ConsoleShell';
import { LoginPage } from './pages/LoginPage';
import { INVITATION_LINK, OWNER, acceptInvitation, apiSignedInAs, createAgent, linkFromOutbox, mailCount } from './support/server';

test.describe('signing in', () => {
  test('the owner signs in and lands in the console', async ({ page }) => {
    const login = new LoginPage(page);
    const shell = new ConsoleShell(page);
    await login.goto();
    await login.signIn(OWNER.email, OWNER.password);

    await expect(page).toHaveURL(/\/conversation$/);
    await shell.expectLoaded();
    await expect(shell.connection).toHaveAttribute('data-state', 'success');
    await shell.openAccountMenu();
    await expect(shell.displayName()).toBeVisible();
    await shell.closeMenu();

    // With a session, /login goes to the referer, or to /.
    await page.goto('/login?referer=%2Fteams');
    await expect(page).toHaveURL(/\/teams$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/conversation$/);

    // Unknown console paths go to /conversation.
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/conversation$/);

    await shell.logOut();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/conversation');
    await expect(page).toHaveURL(/\/login\?referer=%2Fconversation$/);
  });

  test('a session revoked while the console is open sends the user to /login at once (its socket closes), with the referer', async ({ page }) => {
    const agent = await createAgent('Revoked Agent');
    const login = new LoginPage(page);
    const shell = new ConsoleShell(page);
    await login.goto();
    await login.signIn(agent.email, agent.password);
    await shell.expectLoaded();
    await page.goto('/teams');
    await shell.expectLoaded();

    // The session ends behind the console's back (same cookie, another client).
    const loggedOut = await page.request.post('/api/logout', { data: { clientType: 26 } });
    expect(loggedOut.status()).toBe(200);

    // A revoked session has no live door: its socket closes (4403), the console asks who is signed in and signs out.
    await expect(page).toHaveURL(/\/login\?referer=%2Fteams$/);
  });

  test("a wrong password shows the server's message in red under the form", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(OWNER.email, 'Not-the-password-1');
    await expect(login.formMessage('Incorrect email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the form checks the email and the password before calling the server', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    let calls = 0;
    page.on('request', (r) => r.url().includes('/api/init') && calls++);
    await login.signIn('not-an-email', '');
    await expect(page.getByText('Please enter the correct email format')).toBeVisible();
    await expect(page.getByText('Please enter password')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('a visit to /login asks who is signed in without an error: no failed request, nothing in the browser console (issue 50.11)', async ({ page }) => {
    const failed: string[] = [];
    const logged: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text());
    });
    const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/session');
    await page.goto('/login');
    expect((await asked).status()).toBe(200);
    await expect(new LoginPage(page).submit).toBeVisible();
    // The favicon is asked for after the page: wait for it, so a 404 for it would be seen.
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect(logged).toEqual([]);
  });

  test('a signed-out visit is sent to /login with the referer, and lands there after signing in', async ({ page }) => {
    await page.goto('/customers?from=referer');
    await expect(page).toHaveURL(/\/login\?referer=%2Fcustomers%3Ffrom%3Dreferer$/);
    const login = new LoginPage(page);
    await login.signIn(OWNER.email, OWNER.password);
    await expect(page).toHaveURL(/\/customers\?from=referer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  });

  test('an email in two workspaces picks one in the workspace picker', async ({ page }) => {
    const agent = await createAgent('Picker Agent');
    const owner = await apiSignedInAs(OWNER.email, OWNER.password);
    const before = mailCount(agent.email);
    const created = await owner.post('/api/system/workspace/create', {
      data: { name: 'Second Workspace', ownerEmail: agent.email, ownerDisplayName: 'Picker Owner', clientType: 26 },
    });
    expect(created.status(), await created.text()).toBe(200);
    await owner.dispose();
    // The system API invites the owner: they join the new workspace by accepting (README, Who holds system).
    await acceptInvitation(await linkFromOutbox(agent.email, INVITATION_LINK, before));

    const login = new LoginPage(page);
    const shell = new ConsoleShell(page);
    await login.goto();
    await login.signIn(agent.email, agent.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a workspace' })).toBeVisible();
    await expect(login.workspaces.getByRole('button')).toHaveCount(2);
    await expect(login.workspaces.getByRole('button', { name: OWNER.workspace })).toBeVisible();

    await login.chooseWorkspace('Second Workspace');
    await expect(page).toHaveURL(/\/conversation$/);
    // The owner of the second workspace sees its menus; the session is that workspace's.
    await expect(shell.settingMenuButton).toBeVisible();
    await shell.openAccountMenu();
    await expect(page.getByText('Workspace: Second Workspace')).toBeVisible();
    const me = await page.request.get('/api/me?clientType=26');
    expect(((await me.json()) as { data: { workspaceName: string } }).data.workspaceName).toBe('Second Workspace');
  });
});
