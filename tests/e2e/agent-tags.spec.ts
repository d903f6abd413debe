import { expect, test } from './support/test';
import { AgentProfilePage } from './pages/AgentProfilePage';
import { AgentsPage } from './pages/AgentsPage';
import { LoginPage } from './pages/LoginPage';
import { apiSignedInAs, createAgent, OWNER } from './support/server';

test('agent tags (spec §3 Agent): added from the profile, offered again, kept after a reload, removed', async ({ page }) => {
  const run = Date.now().toString(36);
  const agent = await createAgent('Tag Tina');
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/conversation/);

  const agents = new AgentsPage(page);
  await agents.goto();
  await agents.openProfile(agent.email);
  const profile = new AgentProfilePage(page);
  await expect(profile.tags).toBeVisible();

  await profile.tagInput.fill(`Cantonese ${run}`);
  await profile.tagInput.press('Enter');
  await profile.tagInput.fill(`Night shift ${run}`);
  await profile.tagInput.press('Enter');
  await expect(profile.tags).toContainText(`Cantonese ${run}`);
  await expect(profile.tags).toContainText(`Night shift ${run}`);

  // Saved on the server: the REST door reads them, and the workspace's agent tags offer them.
  const owner = await apiSignedInAs(OWNER.email, OWNER.password);
  await expect
    .poll(async () => {
      const list = (await (await owner.get('/api/admin/agent?size=0&clientType=26')).json()) as { data: { email: string; tags: string[] }[] };
      return list.data.find((a) => a.email === agent.email)?.tags;
    })
    .toEqual([`Cantonese ${run}`, `Night shift ${run}`]);
  const offered = (await (await owner.get('/api/tag/agent?clientType=26')).json()) as { data: string[] };
  expect(offered.data).toEqual(expect.arrayContaining([`Cantonese ${run}`, `Night shift ${run}`]));

  await page.reload();
  await expect(profile.tags).toContainText(`Cantonese ${run}`);
  await profile.tags.getByRole('button', { name: `Remove tag Cantonese ${run}` }).click();
  await expect(profile.tags).not.toContainText(`Cantonese ${run}`);
  await expect
    .poll(async () => {
      const list = (await (await owner.get('/api/admin/agent?size=0&clientType=26')).json()) as { data: { email: string; tags: string[] }[] };
      return list.data.find((a) => a.email === agent.email)?.tags;
    })
    .toEqual([`Night shift ${run}`]);
  await owner.dispose();
});
