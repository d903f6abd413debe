import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { AgentsPage } from './pages/AgentsPage';
import { InvitationPage } from './pages/InvitationPage';
import { LoginPage } from './pages/LoginPage';
import { Toasts } from './pages/Toasts';
import { ownerApi } from './support/people';
import { INVITATION_LINK, OWNER, linkFromOutbox, mailCount, uniqueEmail } from './support/server';

const screens = path.resolve('test-results/screens');

async function signIn(page: Page, lang: 'en' | 'zh' | 'zh_cn'): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.chooseLanguage(lang);
  await login.signIn(OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/conversation/);
}

// Issue 50 point 3: an invitation stays in sight after it is sent, and the console never says an email left when it did not.
test('an owner invites into a team, sees the invitation pending in the outbox, resends and revokes another; the invitee joins the team', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36);
  const team = `Night shift ${run}`;
  const api = await ownerApi();
  expect((await api.post('/api/admin/team/create', { data: { name: team, clientType: 26 } })).status()).toBe(200);
  await api.dispose();

  await signIn(page, 'en');
  const agents = new AgentsPage(page);
  await agents.goto();
  const email = uniqueEmail('pending-pia');
  await agents.invite.click();
  await agents.inviteEmail.fill(email);
  await agents.inviteName.fill(`Pia ${run}`);
  await agents.inviteTeam(team).click();
  await agents.send.click();
  await expect(new Toasts(page).withText("Invitation written to the server's outbox")).toContainText(`nothing was emailed to ${email}`);
  await expect(new Toasts(page).withText('Invitation email sent')).toHaveCount(0);

  // The pending row names the team and, once the job has written the email, says it is in the outbox.
  const row = agents.pendingRow(email);
  await expect(row).toContainText(`Pia ${run}`);
  await expect(row).toContainText(team);
  await expect(row).toContainText('In the outbox; the link works until');
  await expect(agents.pending).toContainText('No email server is set up (SMTP_URL)');
  await page.screenshot({ path: path.join(screens, 'invitations-pending-en.png'), fullPage: true });

  // Resend: a second email with a new link; the first link stops working.
  const first = await linkFromOutbox(email, INVITATION_LINK);
  await row.getByTestId('resend-invitation').click();
  const second = await linkFromOutbox(email, INVITATION_LINK, 1);
  expect(second).not.toBe(first);
  const stale = await browser.newContext();
  const stalePage = await stale.newPage();
  await stalePage.goto(first);
  await expect(stalePage).not.toHaveURL(/\/invitation\//);
  await stale.close();

  // Revoke another invitation: confirmed, its row goes, and its link no longer opens.
  const other = uniqueEmail('pending-otto');
  await agents.invite.click();
  await agents.inviteEmail.fill(other);
  await agents.inviteName.fill(`Otto ${run}`);
  await agents.send.click();
  await expect(agents.pendingRow(other)).toBeVisible();
  const otherLink = await linkFromOutbox(other, INVITATION_LINK);
  await agents.pendingRow(other).getByTestId('revoke-invitation').click();
  await expect(page.getByRole('dialog')).toContainText(`The link sent to ${other} stops working.`);
  await page.getByTestId('confirm-revoke-invitation').click();
  await expect(new Toasts(page).withText(`Invitation for ${other} revoked`)).toBeVisible();
  await expect(agents.pendingRow(other)).toHaveCount(0);
  await expect(agents.pendingRow(email)).toBeVisible();

  // The invitee accepts the newer link: she joins the team, and the pending row gives way to her agent row, live.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  const invitation = new InvitationPage(guestPage);
  await invitation.goto(second);
  await invitation.password.fill('Invited-pia-1');
  await invitation.join.click();
  await expect(guestPage).toHaveURL(/\/conversation$/);
  await guest.close();
  await expect(agents.pendingRow(email)).toHaveCount(0);
  await expect(agents.row(email)).toContainText(`Pia ${run}`);
  const revokedPage = await browser.newContext();
  const probe = await revokedPage.newPage();
  await probe.goto(otherLink);
  await expect(probe).not.toHaveURL(/\/invitation\//);
  await revokedPage.close();
  expect(mailCount(other)).toBe(1);

  await page.goto('/teams');
  await expect(page.getByText(team)).toBeVisible();
});

for (const lang of ['zh', 'zh_cn'] as const) {
  test(`the pending invitations in ${lang}`, async ({ page }) => {
    const run = Date.now().toString(36);
    const api = await ownerApi();
    const email = uniqueEmail(`pending-${lang}`);
    expect((await api.post('/api/admin/agent/invite', { data: { email, displayName: `陳 ${run}`, clientType: 26 } })).status()).toBe(200);
    await api.dispose();
    await signIn(page, lang);
    const agents = new AgentsPage(page);
    await agents.goto();
    await expect(agents.pending).toContainText(lang === 'zh' ? '待接受的邀請' : '待接受的邀请');
    await expect(agents.pendingRow(email)).toContainText(lang === 'zh' ? '在寄件匣中' : '在发件箱中');
    await expect(agents.pendingRow(email).getByTestId('resend-invitation')).toHaveText(lang === 'zh' ? '重新發送' : '重新发送');
    await page.screenshot({ path: path.join(screens, `invitations-pending-${lang}.png`), fullPage: true });
  });
}
