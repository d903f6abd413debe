import { expect, test, type APIRequestContext } from './support/test';
import { Assignment } from './pages/Assignment';
import { ConversationPane } from './pages/ConversationPane';
import { Inbox } from './pages/Inbox';
import { TeamsPage } from './pages/TeamsPage';
import { agentIdOf, ownerApi } from './support/people';
import { pageWith, signInState } from './support/sessions';
import { createAgent } from './support/server';

async function teamConversation(owner: APIRequestContext, teamId: string): Promise<string> {
  const res = await owner.post('/api/conversation/create', { data: { team: [teamId], name: `Waiting ${Date.now().toString(36)}`, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

async function assigneesOf(owner: APIRequestContext, id: string): Promise<string[]> {
  const res = await owner.get(`/api/conversation/get?id=${id}&clientType=26`);
  return ((await res.json()) as { data: { assignedAgent: { id: string }[] }[] }).data[0].assignedAgent.map((a) => a.id);
}

test.describe('automatic assignment (issue 20)', () => {
  test('auto-assignment with two agents of different capacity', async ({ browser }) => {
    test.setTimeout(120_000);
    const run = Date.now().toString(36);
    const ann = await createAgent(`Ann ${run}`);
    const ben = await createAgent(`Ben ${run}`);
    const owner = await ownerApi();
    const annId = await agentIdOf(owner, ann.email);
    const benId = await agentIdOf(owner, ben.email);
    const teamName = `Support ${run}`;
    const made = await owner.post('/api/admin/team/create', { data: { name: teamName, agent: [annId, benId], clientType: 26 } });
    expect(made.status()).toBe(200);
    const teamId = ((await made.json()) as { data: { id: string } }).data.id;

    // The owner turns least-busy on for the team, and gives Ann room for 2 and Ben for 1.
    const page = await pageWith(browser, await signInState(browser));
    const teams = new TeamsPage(page);
    const assignment = new Assignment(page);
    await teams.goto();
    const card = await teams.open(teamName);
    await assignment.modeSelect(card).selectOption('leastBusy');
    await expect(page.getByText('Automatic assignment saved', { exact: true })).toBeVisible();
    await expect(assignment.teamQueueLength(card)).toHaveText('Nobody waiting');
    await assignment.setCapacity(annId, 2);
    await assignment.setCapacity(benId, 1);

    // Both agents have the console open: online.
    const annPage = await pageWith(browser, await signInState(browser, ann.email, ann.password));
    const benPage = await pageWith(browser, await signInState(browser, ben.email, ben.password));
    await new Inbox(annPage).goto('me');
    await new Inbox(benPage).goto('me');
    await expect
      .poll(async () =>
        ((await (await owner.get(`/api/presence?userId=${annId},${benId}&clientType=26`)).json()) as { data: { online: boolean }[] }).data.map((p) => p.online),
      )
      .toEqual([true, true]);

    // The owner watches the inbox while four conversations arrive for the team.
    const inbox = new Inbox(page);
    await inbox.goto('all');
    await expect(assignment.queueIndicator).toHaveText(/Nobody waiting for an agent/);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await teamConversation(owner, teamId));
    const got = await Promise.all(ids.map((id) => assigneesOf(owner, id)));
    // Least busy first, within capacity: Ann, Ben, Ann; Ann is full at 2, Ben at 1: the fourth waits.
    expect(got).toEqual([[annId], [benId], [annId], []]);
    await expect(assignment.queueIndicator).toHaveText(/1 waiting for an agent/);
    await expect(annPage.getByTestId('view-me').getByTestId('view-count')).toHaveText('2');
    await expect(benPage.getByTestId('view-me').getByTestId('view-count')).toHaveText('1');

    // Ann finishes one of hers: the waiting conversation is hers at once, and the queue empties live.
    const pane = new ConversationPane(annPage);
    await pane.open(ids[0]);
    await pane.setStatus('Finished');
    await expect(assignment.queueIndicator).toHaveText(/Nobody waiting for an agent/);
    await expect.poll(() => assigneesOf(owner, ids[3])).toEqual([annId]);

    // The conversation says why: assigned automatically, least busy in the team.
    const ownerPane = new ConversationPane(page);
    await ownerPane.open(ids[3]);
    await expect(page.getByTestId('system-notice').filter({ hasText: `Assigned to Ann ${run} automatically (least busy in ${teamName})` })).toBeVisible();
    await expect(page.getByTestId('system-notice').filter({ hasText: `Waiting for an agent of ${teamName}: 1 in queue` })).toBeVisible();

    await owner.dispose();
    await page.context().close();
    await annPage.context().close();
    await benPage.context().close();
  });
});
