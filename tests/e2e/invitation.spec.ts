import { expect, test } from './support/test';
import { ConsoleShell } from './pages/ConsoleShell';
import { InvitationPage } from './pages/InvitationPage';
import { OWNER, apiSignedInAs, inviteAgent, uniqueEmail } from './support/server';

test('an invited person sets a password, joins and is signed in', async ({ page }) => {
  const owner = await apiSignedInAs(OWNER.email, OWNER.password);
  const email = uniqueEmail('invitee');
  const link = await inviteAgent(owner, email, 'Invited Ivy');
  await owner.dispose();

  const invitation = new InvitationPage(page);
  await invitation.goto(link);
  await expect(invitation.heading).toHaveText(`Join ${OWNER.workspace}`);
  await expect(page.locator('input[name="username"]')).toHaveValue(email);
  await expect(invitation.password).toBeVisible();

  await invitation.password.fill('weak');
  await invitation.join.click();
  await expect(invitation.message(/^The password must be 8 to 64 characters/)).toBeVisible();

  await invitation.password.fill('Invited-pass-1');
  await invitation.join.click();
  await expect(page).toHaveURL(/\/conversation$/);
  const shell = new ConsoleShell(page);
  await shell.openAccountMenu();
  await expect(shell.displayName()).toHaveText('Invited Ivy');
  await shell.closeMenu();

  // The link works once: a second visit goes to / (and so to the console, signed in).
  await page.goto(link);
  await expect(page).toHaveURL(/\/conversation$/);
});

test('an unknown invitation redirects to /', async ({ page }) => {
  await page.goto('/invitation/this-token-does-not-exist');
  await expect(page).toHaveURL(/\/login$/);
});
