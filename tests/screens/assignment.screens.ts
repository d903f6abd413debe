import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../e2e/support/test';
import { Assignment } from '../e2e/pages/Assignment';
import { ConversationPane } from '../e2e/pages/ConversationPane';
import { Inbox } from '../e2e/pages/Inbox';
import { LoginPage } from '../e2e/pages/LoginPage';
import { TeamsPage } from '../e2e/pages/TeamsPage';
import { agentIdOf, ownerApi } from '../e2e/support/people';
import { OWNER, createAgent } from '../e2e/support/server';

const dir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`) });

const post = async <T>(api: APIRequestContext, url: string, data: Record<string, unknown>): Promise<T> => {
  const res = await api.post(url, { data: { ...data, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
};

const teams: Record<string, string> = {};
let meiId = '';
let waitingId = '';

/**
 * Two teams with automatic assignment whose members are offline (so five conversations wait in
 * line), and a third the owner belongs to (so the owner, online in the browser, is given one).
 */
test.beforeAll(async () => {
  const owner = await ownerApi();
  const mei = await createAgent('Mei Chan');
  const omar = await createAgent('Omar Haddad');
  meiId = await agentIdOf(owner, mei.email);
  const omarId = await agentIdOf(owner, omar.email);
  const ownerId = await agentIdOf(owner, OWNER.email);
  teams.support = (await post<{ id: string }>(owner, '/api/admin/team/create', { name: 'Support', agent: [meiId, omarId] })).id;
  teams.billing = (await post<{ id: string }>(owner, '/api/admin/team/create', { name: 'Billing', agent: [meiId] })).id;
  teams.vip = (await post<{ id: string }>(owner, '/api/admin/team/create', { name: 'VIP desk', agent: [ownerId] })).id;
  await post(owner, '/api/admin/team/assignment', { id: teams.support, assignmentMode: 'leastBusy' });
  await post(owner, '/api/admin/team/assignment', { id: teams.billing, assignmentMode: 'roundRobin' });
  await post(owner, '/api/admin/team/assignment', { id: teams.vip, assignmentMode: 'roundRobin' });
  await post(owner, '/api/admin/agent/capacity', { userId: meiId, capacity: 3 });
  await post(owner, '/api/admin/agent/capacity', { userId: omarId, capacity: 1 });
  const names = ['Order 1042 not delivered', 'Refund for a damaged parcel', 'Change my address', 'Invoice copy for March', 'VAT number on invoice'];
  for (const [i, name] of names.entries()) {
    const made = await post<{ id: string }>(owner, '/api/conversation/create', { name, team: [i < 3 ? teams.support : teams.billing] });
    if (i === 0) waitingId = made.id;
  }
  await owner.dispose();
});

test.describe.configure({ mode: 'serial' });

for (const locale of ['en', 'zh_cn'] as const) {
  test(`automatic assignment ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseLanguage(locale);
    await login.signIn(OWNER.email, OWNER.password);
    await expect(page).not.toHaveURL(/\/login/);
    const assignment = new Assignment(page);

    const inbox = new Inbox(page);
    await inbox.goto('all');
    await expect(assignment.queueIndicator).toHaveAttribute('data-total', '5');
    await page.waitForTimeout(400);
    await shot(page, `queue-indicator-${locale}`);
    await page.getByTestId('filter-panel').screenshot({ path: path.join(dir, `queue-indicator-panel-${locale}.png`) });

    // The owner is online now: a conversation for their team is theirs automatically, and says so.
    const owner = await ownerApi();
    const vip = await post<{ id: string }>(owner, '/api/conversation/create', { name: `VIP question (${locale})`, team: [teams.vip] });
    await owner.dispose();
    const pane = new ConversationPane(page);
    await pane.open(vip.id);
    await expect(page.getByTestId('system-notice').first()).toBeVisible();
    await page.waitForTimeout(400);
    await shot(page, `assignment-notice-auto-${locale}`);
    await pane.open(waitingId);
    await expect(page.getByTestId('system-notice').first()).toBeVisible();
    await page.waitForTimeout(400);
    await shot(page, `assignment-notice-queued-${locale}`);

    const teamsPage = new TeamsPage(page);
    await teamsPage.goto();
    await teamsPage.open('Support');
    await page.waitForTimeout(400);
    await shot(page, `team-assignment-${locale}`);

    await page.goto(`/agents/${meiId}`);
    await expect(assignment.capacityCard).toBeVisible();
    await assignment.capacityCard.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await shot(page, `agent-capacity-${locale}`);
  });
}
