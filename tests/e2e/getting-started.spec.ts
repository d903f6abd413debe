import path from 'node:path';
import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { LoginPage } from './pages/LoginPage';
import { OWNER, acceptInvitation, apiSignedInAs, baseUrl, INVITATION_LINK, linkFromOutbox, mailCount, uniqueEmail } from './support/server';

const screens = path.resolve('test-results/screens');
const PASSWORD = 'New-owner-pass-1';

/** A workspace of its own, made through the system API, whose new owner has accepted and chosen a password. */
async function newWorkspaceOwner(name: string): Promise<string> {
  const email = uniqueEmail('new-owner');
  const operator = await apiSignedInAs(OWNER.email, OWNER.password);
  const before = mailCount(email);
  const created = await operator.post('/api/system/workspace/create', { data: { name, ownerEmail: email, ownerDisplayName: 'New Owner', clientType: 26 } });
  expect(created.status(), await created.text()).toBe(200);
  await operator.dispose();
  await acceptInvitation(await linkFromOutbox(email, INVITATION_LINK, before), { password: PASSWORD });
  return email;
}

async function signIn(page: Page, email: string, lang: 'en' | 'zh' | 'zh_cn' = 'en'): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.chooseLanguage(lang);
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/conversation$/);
}

// Issue 50.2: a new owner's empty inbox says what to do first, ticks each step as it is done, and can be put away.
test('a new owner sees the getting-started steps tick as they are done, and dismisses the panel for good', async ({ page }) => {
  const email = await newWorkspaceOwner(`Fresh Desk ${Date.now().toString(36)}`);
  await signIn(page, email);
  const panel = page.getByTestId('getting-started');
  await expect(panel).toContainText('Get started with Parley');
  await expect(panel).toContainText('0 of 4 done');
  for (const step of ['widgetInstalled', 'teamInvited', 'channelConnected', 'officeHoursSet']) {
    await expect(page.getByTestId(`getting-started-${step}`)).toHaveAttribute('data-done', 'false');
  }
  await page.screenshot({ path: path.join(screens, 'getting-started-en.png') });

  // The widget: a visitor on the workspace's key writes in, and the step ticks without a reload.
  const key = await page.request.post('/api/admin/setting/apiKey/create', { data: { name: 'Our site', clientType: 26 } });
  const appKey = ((await key.json()) as { data: { key: string } }).data.key;
  const guest = await playwrightRequest.newContext({ baseURL: baseUrl() });
  const init = await guest.post('/api/init', { data: { type: 'customer', appKey, refId: `first-${Date.now()}`, getAuthToken: true, clientType: 26 } });
  const { token, user } = ((await init.json()) as { data: { token: string; user: { userId: string } } }).data;
  const created = await guest.post('/api/conversation/create', {
    data: { customer: [user.userId], clientType: 26 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status(), await created.text()).toBe(200);
  await guest.dispose();
  await expect(page.getByTestId('getting-started-widgetInstalled')).toHaveAttribute('data-done', 'true');
  await expect(panel).toContainText('1 of 4 done');

  // The team: the step's link leads to the invite form; back in the inbox it is ticked.
  await page.getByTestId('getting-started-teamInvited').getByRole('link', { name: 'Invite agents' }).click();
  await expect(page).toHaveURL(/\/agents$/);
  await page.getByTestId('invite-agent').click();
  await page.getByTestId('invite-form').locator('input[name="email"]').fill(uniqueEmail('first-hire'));
  await page.getByTestId('invite-form').locator('input[name="displayName"]').fill('First Hire');
  await page.getByTestId('send-invitation').click();
  await expect(page.getByTestId('pending-invitations')).toContainText('First Hire');
  await page.getByRole('link', { name: 'Conversations' }).click();
  await expect(page.getByTestId('getting-started-teamInvited')).toHaveAttribute('data-done', 'true');
  await expect(panel).toContainText('2 of 4 done');
  await expect(page.getByTestId('getting-started-teamInvited').getByRole('link')).toHaveCount(0);

  // Put away: the usual empty pane, and it stays away after a reload.
  await page.getByTestId('dismiss-getting-started').click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText('No conversation selected')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No conversation selected')).toBeVisible();
  await expect(panel).toHaveCount(0);
});

for (const lang of ['zh', 'zh_cn'] as const) {
  test(`the getting-started panel in ${lang}`, async ({ page }) => {
    const email = await newWorkspaceOwner(`Desk ${lang} ${Date.now().toString(36)}`);
    await signIn(page, email, lang);
    const panel = page.getByTestId('getting-started');
    await expect(panel).toContainText(lang === 'zh' ? '開始使用 Parley' : '开始使用 Parley');
    await expect(panel).toContainText(lang === 'zh' ? '已完成 0／4' : '已完成 0／4');
    await page.screenshot({ path: path.join(screens, `getting-started-${lang}.png`) });
  });
}
