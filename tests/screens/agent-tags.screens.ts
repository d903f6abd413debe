import path from 'node:path';
import { expect, test } from '../e2e/support/test';
import { AgentProfilePage } from '../e2e/pages/AgentProfilePage';
import { AgentsPage } from '../e2e/pages/AgentsPage';
import { LoginPage } from '../e2e/pages/LoginPage';
import { apiSignedInAs, createAgent, OWNER } from '../e2e/support/server';

const dir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');

test.describe.configure({ mode: 'serial' });

let agent: { email: string };

// An agent with a few tags (spec §3 Agent tag list), and workspace agent tags the picker offers.
test.beforeAll(async () => {
  agent = await createAgent('Mei Chan');
  const owner = await apiSignedInAs(OWNER.email, OWNER.password);
  const list = (await (await owner.get('/api/admin/agent?size=0&clientType=26')).json()) as { data: { id: string; email: string }[] };
  const id = list.data.find((a) => a.email === agent.email)!.id;
  const res = await owner.post('/api/admin/agent/update', { data: { userId: id, tags: ['Cantonese', 'English', '夜班', 'VIP desk'], clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
  await owner.post('/api/tag/agent/create', { data: { tag: ['Billing', 'Mandarin'], clientType: 26 } });
  await owner.dispose();
});

for (const locale of ['en', 'zh_cn'] as const) {
  test(`agent tags ${locale}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const login = new LoginPage(page);
    await login.goto();
    await login.chooseLanguage(locale);
    await login.signIn(OWNER.email, OWNER.password);
    await expect(page).not.toHaveURL(/\/login/);
    const agents = new AgentsPage(page);
    await agents.goto();
    await agents.openProfile(agent.email);
    const profile = new AgentProfilePage(page);
    await expect(profile.tags).toContainText('夜班');
    await profile.tagInput.click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(dir, `agent-tags-${locale}.png`) });
  });
}
