import { expect, test, type APIRequestContext } from './support/test';
import { ConversationPane } from './pages/ConversationPane';
import { Toasts } from './pages/Toasts';
import { WidgetHost } from './pages/WidgetHost';
import { startHostServer, type HostServer } from './support/host-page';
import { OWNER, apiSignedInAs } from './support/server';
import { pageWith, signInState } from './support/sessions';

let host: HostServer;
let owner: APIRequestContext;

test.beforeAll(async () => {
  host = await startHostServer();
  owner = await apiSignedInAs(OWNER.email, OWNER.password);
});
test.afterAll(async () => {
  await owner?.dispose();
  await host?.close();
});

test("an agent merges the visitor's conversation into another of theirs, and the visitor's widget carries on in the survivor", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const key = await owner.post('/api/admin/setting/apiKey/create', { data: { name: 'Merge', clientType: 26 } });
  const appKey = ((await key.json()) as { data: { key: string } }).data.key;
  // The visitor writes from the widget on a host page.
  const widget = new WidgetHost(page);
  await page.goto(host.url({ apiKey: appKey, lang: 'en' }));
  await widget.open();
  const sourceId = await widget.startConversation();
  await widget.send('I wrote before, about order 4711');
  await expect(widget.messages.filter({ hasText: 'I wrote before, about order 4711' })).toBeVisible();
  await expect(widget.pending).toHaveCount(0);

  // The survivor: another conversation of the same visitor (a merge joins only those), named so the dialog finds it.
  const survivorName = `Order 4711 ${Date.now()}`;
  const source = await owner.get(`/api/conversation/get?id=${sourceId}&clientType=26`);
  const customerId = ((await source.json()) as { data: { customer: { id: string }[] }[] }).data[0].customer[0].id;
  const created = await owner.post('/api/conversation/create', { data: { customer: [customerId], name: survivorName, clientType: 26 } });
  expect(created.status(), await created.text()).toBe(200);
  const other = { conversationId: ((await created.json()) as { data: { id: string } }).data.id };
  const sent = await owner.post('/api/message/send', {
    data: { conversationId: other.conversationId, meta: { type: 1, content: 'The parcel never came' }, clientType: 26 },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // The agent merges it from the pane's tools menu.
  const agentPage = await pageWith(browser, await signInState(browser, OWNER.email, OWNER.password));
  const pane = new ConversationPane(agentPage);
  await pane.open(sourceId);
  await expect(pane.message('I wrote before, about order 4711')).toBeVisible();
  await pane.openMergeInto(survivorName);
  await agentPage.getByTestId('merge-confirm').click();
  await expect(new Toasts(agentPage).withText('Conversations merged')).toBeVisible();
  await expect(agentPage).toHaveURL(new RegExp(`/conversation/${other.conversationId}`));
  await expect(pane.message('I wrote before, about order 4711')).toBeVisible();
  await expect(pane.message('The parcel never came')).toBeVisible();
  await expect(agentPage.getByTestId('system-notice').filter({ hasText: 'Messages of a merged conversation start here' })).toBeVisible();

  // The visitor's widget lands in the survivor, with both sides' messages, and keeps working.
  await expect.poll(() => widget.conversationId()).toBe(other.conversationId);
  await expect(widget.messages.filter({ hasText: 'The parcel never came' })).toBeVisible();
  await expect(widget.messages.filter({ hasText: 'I wrote before, about order 4711' })).toBeVisible();
  await widget.send('Thanks, still waiting');
  await expect(widget.pending).toHaveCount(0);
  await expect(pane.message('Thanks, still waiting')).toBeVisible();
  await pane.send('Sending a new one today');
  await expect(widget.messages.filter({ hasText: 'Sending a new one today' })).toBeVisible();

  // The merged conversation is read-only with a link to the survivor.
  await pane.open(sourceId);
  await expect(agentPage.getByTestId('merged-banner')).toBeVisible();
  await expect(pane.composer).toHaveCount(0);
  await agentPage.getByTestId('merged-link').click();
  await expect(agentPage).toHaveURL(new RegExp(`/conversation/${other.conversationId}`));
  await agentPage.context().close();
});
