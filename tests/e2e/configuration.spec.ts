import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ConversationPane } from './pages/ConversationPane';
import { LoginPage } from './pages/LoginPage';
import { Toasts } from './pages/Toasts';
import { WidgetHost } from './pages/WidgetHost';
import { createApiCustomer } from './support/customer';
import { startHostServer, type HostServer } from './support/host-page';
import { OWNER, apiSignedInAs } from './support/server';

let owner: APIRequestContext;

async function signInAsOwner(page: Page): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/conversation/);
}

async function adminSetting(): Promise<{ customerFields: { id: string }[]; defaultCustomerTags: string[] }> {
  const res = await owner.get('/api/admin/setting');
  return ((await res.json()) as { data: { customerFields: { id: string }[]; defaultCustomerTags: string[] } }).data;
}

/** The configuration page's parts, found as a person would: by their visible names. */
function configuration(page: Page) {
  const section = (name: RegExp) => page.getByRole('button', { name });
  // The sections that wait for Apply, with their bar; and the records each saved by its own dialog.
  const draft = page.getByRole('region', { name: 'Fields, assignment and tags' });
  const records = page.getByRole('region', { name: 'Templates and canned replies' });
  return {
    draft,
    records,
    status: draft.getByRole('status'),
    apply: draft.getByRole('button', { name: 'Apply' }),
    cancel: draft.getByRole('button', { name: 'Cancel' }),
    openSection: (name: RegExp) => section(name).click(),
    fieldRows: page.getByTestId('field-row-customer'),
    defaultTags: page.getByTestId('default-tag'),
  };
}

test.beforeAll(async () => {
  owner = await apiSignedInAs(OWNER.email, OWNER.password);
});
test.afterAll(async () => {
  await owner.post('/api/admin/setting/update', { data: { defaultCustomerTags: [], clientType: 26 } });
  await owner.post('/api/admin/setting/rule/update', { data: { rules: [], clientType: 26 } });
  await owner?.dispose();
});

test('Apply saves every changed section at once; Cancel returns to what was loaded; leaving with changes asks first', async ({ page }) => {
  const run = Date.now().toString(36);
  const team = await owner.post('/api/admin/team/create', { data: { name: `Refunds ${run}`, clientType: 26 } });
  expect(team.status(), await team.text()).toBe(200);
  const teamId = ((await team.json()) as { data: { id: string } }).data.id;
  const before = await adminSetting();

  await signInAsOwner(page);
  await page.goto('/configuration');
  const c = configuration(page);
  await expect(c.apply).toBeDisabled();

  // A new customer field, named in three languages.
  await page.getByRole('button', { name: 'Add customer field' }).click();
  const row = c.fieldRows.last();
  await row.getByLabel('Field id').fill(`plan_${run}`);
  await row.getByLabel('Type').selectOption('longText');
  await row.getByLabel('English name').fill('Plan');
  await row.getByLabel('Simplified Chinese name').fill('方案');
  // A conversation tag that assigns a team, and a default customer tag.
  await c.openSection(/^Conversation Tags/);
  await page.getByLabel('New conversation tag').fill(`refund-${run}`);
  await page.getByLabel('New conversation tag').press('Enter');
  await page.getByLabel(`Assign to team: refund-${run}`).selectOption(teamId);
  await c.openSection(/^Default Customer Tags/);
  await page.getByLabel('New default customer tag').fill(`vip-${run}`);
  await page.getByLabel('New default customer tag').press('Enter');

  await c.apply.click();
  await expect(new Toasts(page).withText('Update succeeded')).toBeVisible();
  await expect(c.apply).toBeDisabled();
  const after = await adminSetting();
  expect(after.customerFields.map((f) => f.id)).toEqual([...before.customerFields.map((f) => f.id), `plan_${run}`]);
  expect(after.defaultCustomerTags).toEqual([...before.defaultCustomerTags, `vip-${run}`]);
  const rules = ((await (await owner.get('/api/admin/setting/rule')).json()) as { data: { tag: string; team: string[] }[] }).data;
  expect(rules).toContainEqual({ type: 'conversationTagAssignRule', tag: `refund-${run}`, team: [teamId] });

  // What was applied is what a reload shows.
  await page.reload();
  await expect(c.fieldRows.last().getByLabel('Field id')).toHaveValue(`plan_${run}`);
  await expect(c.fieldRows.last().getByLabel('Field id')).toBeDisabled();

  // Cancel: an edit goes back to the loaded settings.
  await c.openSection(/^Default Customer Tags/);
  await page.getByRole('button', { name: `Remove tag vip-${run}` }).click();
  await expect(c.defaultTags.filter({ hasText: `vip-${run}` })).toHaveCount(0);
  await expect(c.apply).toBeEnabled();
  await c.cancel.click();
  await expect(c.defaultTags.filter({ hasText: `vip-${run}` })).toHaveCount(1);
  await expect(c.apply).toBeDisabled();

  // Leaving with a change not applied asks; saying no stays on the page with the change.
  await page.getByRole('button', { name: `Remove tag vip-${run}` }).click();
  const asked = page.waitForEvent('dialog').then(async (dialog) => {
    const message = dialog.message();
    await dialog.dismiss();
    return message;
  });
  await page.getByRole('link', { name: 'Conversations', exact: true }).click();
  expect(await asked).toContain('not applied');
  await expect(page).toHaveURL(/\/configuration/);
  await expect(c.apply).toBeEnabled();
  await c.cancel.click();

  // Another manager's change shows on the open page without a reload.
  const elsewhere = await owner.post('/api/admin/setting/update', { data: { defaultCustomerTags: [`vip-${run}`, `live-${run}`], clientType: 26 } });
  expect(elsewhere.status()).toBe(200);
  await expect(c.defaultTags.filter({ hasText: `live-${run}` })).toHaveCount(1);
});

test('templates and canned replies save on their own; Cancel undoes only the sections its bar names', async ({ page }) => {
  const run = Date.now().toString(36);
  const code = `cancel-proof-${run}`;
  const assignOnReply = async () => ((await (await owner.get('/api/admin/setting')).json()) as { data: { assignOnReply: boolean } }).data.assignOnReply;
  const repliesNamed = async () =>
    ((await (await owner.get('/api/cannedReply')).json()) as { data: { id: string; shortCode: string }[] }).data.filter((r) => r.shortCode === code);
  const wasAssigning = await assignOnReply();
  await signInAsOwner(page);
  await page.goto('/configuration');
  const c = configuration(page);

  // The page says which part waits for Apply and which saves by itself; the records have no Apply or Cancel.
  await expect(c.status).toContainText('No unsaved changes to fields, assignment or tags');
  await expect(c.records).toContainText('saved as soon as you press Save');
  await expect(c.records.getByRole('button', { name: /^(Apply|Cancel)$/ })).toHaveCount(0);

  // An edit in the draft: the bar and the section name it.
  const assignment = c.draft.getByRole('checkbox', { name: /Replying to an unassigned conversation/ });
  await assignment.click();
  await expect(c.status).toContainText('Unsaved changes to Assignment');
  await expect(c.draft.getByRole('button', { name: /^Assignment/ }).locator('..')).toContainText('Not applied');

  // A canned reply saved in its dialog is on the server at once, and does not join the draft.
  await c.openSection(/^Canned Replies/);
  await c.records.getByRole('button', { name: 'New workspace reply' }).click();
  const editor = page.getByTestId('canned-reply-editor');
  await editor.getByLabel('Short code').fill(code);
  await editor.getByLabel('English').fill('Saved without Apply.');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(new Toasts(page).withText('The canned reply has been added')).toBeVisible();
  await expect.poll(async () => (await repliesNamed()).length).toBe(1);
  await expect(c.status).toContainText('Unsaved changes to Assignment');
  await expect(c.status).not.toContainText('Canned');
  expect(await assignOnReply()).toBe(wasAssigning);

  // Cancel puts back the one section it named, and leaves the saved reply where it is (on the page and on the server).
  await c.cancel.click();
  await expect(c.status).toContainText('No unsaved changes to fields, assignment or tags');
  await expect(assignment).toBeChecked({ checked: wasAssigning });
  await expect(c.records.getByTestId('canned-reply').filter({ hasText: `/${code}` })).toBeVisible();
  await page.reload();
  await c.openSection(/^Canned Replies/);
  await expect(c.records.getByTestId('canned-reply').filter({ hasText: `/${code}` })).toHaveCount(1);
  expect(await assignOnReply()).toBe(wasAssigning);
  for (const reply of await repliesNamed()) await owner.post('/api/cannedReply/delete', { data: { id: reply.id, clientType: 26 } });
});

test('a template built in the console is answered by a visitor in the widget, and the customer panel shows the field it filled', async ({ page, browser }) => {
  const run = Date.now().toString(36);
  await signInAsOwner(page);
  await page.goto('/configuration');
  await configuration(page).openSection(/^Inline Input/);
  await page.getByRole('button', { name: 'New interactive information' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByLabel('Inquiry name').fill(`Contact details ${run}`);
  await editor.getByLabel('Form title').fill('How can we reach you?');
  await editor.getByRole('button', { name: 'Add question' }).click();
  await editor.getByRole('textbox', { name: 'Question 1' }).fill('Your email');
  await editor.getByLabel('Answers').selectOption('email');
  await editor.getByLabel('When answered').selectOption('field:email');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(new Toasts(page).withText('This template has been added')).toBeVisible();
  await expect(page.getByTestId('inline-input-template').filter({ hasText: `Contact details ${run}` })).toBeVisible();
  const list = ((await (await owner.get('/api/admin/inlineInput')).json()) as { data: { id: string; name: string }[] }).data;
  const template = list.find((x) => x.name === `Contact details ${run}`)!;

  // A visitor starts a conversation in the widget; the agent sends the form.
  let host: HostServer | undefined;
  const visitorContext = await browser.newContext();
  try {
    host = await startHostServer();
    const key = await owner.post('/api/admin/setting/apiKey/create', { data: { name: `Forms ${run}`, clientType: 26 } });
    const appKey = ((await key.json()) as { data: { key: string } }).data.key;
    const visitorPage = await visitorContext.newPage();
    const widget = new WidgetHost(visitorPage);
    await visitorPage.goto(host.url({ apiKey: appKey, lang: 'en' }));
    await widget.open();
    const conversationId = await widget.startConversation();
    const sent = await owner.post('/api/admin/inlineInput/trigger', { data: { id: template.id, conversationId, clientType: 26 } });
    expect(sent.status(), await sent.text()).toBe(200);

    const form = widget.frame.getByTestId('inline-input');
    await expect(form).toContainText('How can we reach you?');
    await form.getByLabel('Your email').fill(`reach-${run}@example.com`);
    await form.getByRole('button').last().click();
    await expect(form.getByLabel('Your email')).toHaveAttribute('readonly', '');

    // The agent's customer panel shows the email the answer filled in.
    const pane = new ConversationPane(page);
    await pane.open(conversationId);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(`reach-${run}@example.com`);
  } finally {
    await visitorContext.close();
    await host?.close();
    await owner.post('/api/admin/inlineInput/delete', { data: { id: template.id, clientType: 26 } });
  }
});

test('the composer sends a template, offering internal ones only on the internal side; a tag rule assigns its team live in an open pane', async ({ page }) => {
  const run = Date.now().toString(36);
  const template = async (name: string, internal: boolean) => {
    const res = await owner.post('/api/admin/inlineInput/create', {
      data: { name, title: `${name} form`, internal, input: [{ inputId: 'q1', title: 'Order number', type: 'text' }], clientType: 26 },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const created = [await template(`Order check ${run}`, false)];
  const customer = await createApiCustomer(`picker-${run}`);
  try {
    await signInAsOwner(page);
    const pane = new ConversationPane(page);
    await pane.open(customer.conversationId);
    const picker = page.getByTestId('interactive-info-picker');
    const openPicker = () => pane.composer.getByRole('button', { name: 'Interactive information' }).click();

    // The internal side offers the agents' templates only: none of this run yet.
    await pane.internalToggle.click();
    await openPicker();
    await expect(picker.getByRole('button', { name: new RegExp(run) })).toHaveCount(0);
    await page.keyboard.press('Escape');
    created.push(await template(`Agent checklist ${run}`, true));
    await openPicker();
    await expect(picker.getByRole('button', { name: new RegExp(`Agent checklist ${run}`) })).toBeVisible();
    await expect(picker.getByRole('button', { name: new RegExp(`Order check ${run}`) })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The customer side: the customers' template, sent into the conversation for the customer to answer.
    await pane.internalToggle.click();
    await openPicker();
    await expect(picker.getByRole('button', { name: new RegExp(`Agent checklist ${run}`) })).toHaveCount(0);
    await picker.getByRole('button', { name: new RegExp(`Order check ${run}`) }).click();
    await expect(pane.message(`Order check ${run} form`)).toBeVisible();
    await expect.poll(async () => (await customer.history()).some((m) => JSON.stringify(m.meta).includes(`Order check ${run} form`))).toBe(true);

    // A tag rule: the tag lands (through the API) and the open pane shows the team it assigns.
    const team = await owner.post('/api/admin/team/create', { data: { name: `Escalations ${run}`, clientType: 26 } });
    const teamId = ((await team.json()) as { data: { id: string } }).data.id;
    await owner.post('/api/admin/setting/rule/update', { data: { rules: [{ tag: `escalate-${run}`, team: [teamId] }], clientType: 26 } });
    const tagged = await owner.post('/api/tag/conversation/assign', {
      data: { conversationId: customer.conversationId, tag: [`escalate-${run}`], clientType: 26 },
    });
    expect(tagged.status(), await tagged.text()).toBe(200);
    await expect(page.getByText(`Escalations ${run}`).first()).toBeVisible();
  } finally {
    await customer.dispose();
    for (const id of created) await owner.post('/api/admin/inlineInput/delete', { data: { id, clientType: 26 } });
  }
});
