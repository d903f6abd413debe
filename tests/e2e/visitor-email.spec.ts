import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './support/test';
import { LoginPage } from './pages/LoginPage';
import { WidgetHost } from './pages/WidgetHost';
import { startHostServer, type HostServer } from './support/host-page';
import { CLOSED_WEEK, OPEN_WEEK, setAppConfig as setAppConfigOf } from './support/office-hours';
import { OWNER, apiSignedInAs } from './support/server';

/**
 * Issue 54, the widget's half of visitor continuity: when nobody may answer live, the visitor who
 * wrote is asked for an email (optional, validated, stored on the customer), unless the workspace
 * turned it off. Screenshots of the card in the three languages go to test-results/screens.
 */
const screens = path.resolve('test-results/screens');
const closed = CLOSED_WEEK;
const open = OPEN_WEEK;

const INVALID: Record<'en' | 'zh' | 'zh_cn', string> = {
  en: 'Please enter a valid email',
  zh: '請輸入有效的電子郵件',
  zh_cn: '请输入有效的电子邮箱',
};
const LEAD: Record<'en' | 'zh' | 'zh_cn', string> = {
  en: "We'll reply here and by email if you've left",
  zh: '我們會在這裡回覆；若您已離開，也會以電子郵件通知您',
  zh_cn: '我们会在这里回复；如果您已离开，也会通过电子邮件通知您',
};
const SAVE: Record<'en' | 'zh' | 'zh_cn', string> = { en: 'Save', zh: '儲存', zh_cn: '保存' };

let host: HostServer;
let owner: APIRequestContext;

const setAppConfig = (value: Record<string, unknown>) => setAppConfigOf(owner, value);

async function newKey(name: string): Promise<string> {
  const res = await owner.post('/api/admin/setting/apiKey/create', { data: { name, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { key: string } }).data.key;
}

/** What an agent reads of the conversation's customer through the API. */
async function customerEmail(conversationId: string): Promise<string | null> {
  const conversation = await owner.get(`/api/conversation/get?id=${conversationId}&clientType=26`);
  const customerId = ((await conversation.json()) as { data: { customer: { id: string }[] }[] }).data[0]!.customer[0]!.id;
  const res = await owner.get(`/api/admin/customer/get?userId=${customerId}&clientType=26`);
  return ((await res.json()) as { data: { email: string | null }[] }).data[0]!.email;
}

async function agentSays(conversationId: string, content: string): Promise<void> {
  const res = await owner.post('/api/message/send', { data: { conversationId, meta: { type: 1, content }, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeAll(async () => {
  fs.mkdirSync(screens, { recursive: true });
  host = await startHostServer();
  owner = await apiSignedInAs(OWNER.email, OWNER.password);
  // Outside office hours every day: nobody answers live, whoever is online.
  await setAppConfig({ officeHour: closed, askEmailWhenAway: true });
});
test.afterEach(async () => {
  await setAppConfig({ officeHour: closed, askEmailWhenAway: true });
});
test.afterAll(async () => {
  // Every other spec expects the widget as it was: open all day.
  await setAppConfig({ officeHour: open, askEmailWhenAway: true }).catch(() => undefined);
  await owner?.dispose();
  await host?.close();
});

test('outside office hours a visitor who wrote is asked for an email: a bad one is refused, a good one is stored on the customer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const widget = new WidgetHost(page);
  await page.goto(host.url({ apiKey: await newKey('Away en'), lang: 'en' }));
  await widget.open();
  const id = await widget.startConversation();
  const card = widget.frame.getByTestId('away-email');
  // Nothing asked before the visitor has said anything.
  await expect(widget.frame.getByTestId('outside-hours')).toBeVisible();
  await expect(card).toHaveCount(0);

  await widget.send('Is the shop open on Sunday?');
  await expect(card).toBeVisible();
  const input = card.getByLabel(LEAD.en);
  await expect(input).toHaveAttribute('type', 'email');

  // Enter submits; the translated rule of spec §5, linked to the field.
  await input.fill('ada@example');
  await input.press('Enter');
  const problem = card.getByRole('alert');
  await expect(problem).toHaveText(INVALID.en);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await input.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  expect(await problem.getAttribute('id')).toBe(describedBy);
  await widget.iframe.screenshot({ path: path.join(screens, 'visitor-email-en.png') });
  expect(await customerEmail(id)).toBeNull();

  await input.fill('  ada@example.com ');
  await card.getByRole('button', { name: SAVE.en }).click();
  await expect(card).toContainText("Thanks — we'll email you at ada@example.com");
  expect(await customerEmail(id)).toBe('ada@example.com');
  await widget.iframe.screenshot({ path: path.join(screens, 'visitor-email-saved-en.png') });

  // Change: the address comes back to edit; a new one replaces it.
  await card.getByRole('button', { name: 'Change' }).click();
  await expect(input).toHaveValue('ada@example.com');
  await input.fill('ada.lovelace@example.com');
  await input.press('Enter');
  await expect(card).toContainText("Thanks — we'll email you at ada.lovelace@example.com");
  expect(await customerEmail(id)).toBe('ada.lovelace@example.com');

  // A customer with an email is not asked again: once the agent's answer shows, there is no card.
  await page.reload();
  await agentSays(id, 'We are closed on Sundays, sorry!');
  await expect(widget.messages.filter({ hasText: 'We are closed on Sundays' })).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('No thanks is remembered for the conversation', async ({ page }) => {
  const widget = new WidgetHost(page);
  const card = widget.frame.getByTestId('away-email');
  await page.goto(host.url({ apiKey: await newKey('Away dismiss'), lang: 'en' }));
  await widget.open();
  const id = await widget.startConversation();
  await widget.send('Hello?');
  await card.getByRole('button', { name: 'No thanks' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await agentSays(id, 'Back tomorrow at nine.');
  await expect(widget.messages.filter({ hasText: 'Back tomorrow at nine.' })).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await customerEmail(id)).toBeNull();
});

test('switched off in customization, a visitor who writes is not asked', async ({ page, context }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/conversation/);
  await page.goto('/customization');
  await page.getByRole('button', { name: /^Office hour/ }).click();
  const toggle = page.getByRole('checkbox', { name: 'Ask visitors for their email when no one is available' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page
    .locator('#ask-email-when-away')
    .locator('xpath=../..')
    .screenshot({ path: path.join(screens, 'visitor-email-setting-en.png') });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  const stored = await owner.post('/graphql', { data: { query: '{ appConfig }' } });
  expect(((await stored.json()) as { data: { appConfig: { askEmailWhenAway: boolean } } }).data.appConfig.askEmailWhenAway).toBe(false);

  // The owner has the console open (an agent online), but it is outside office hours: only the setting keeps the card away.
  const site = await context.newPage();
  const widget = new WidgetHost(site);
  await site.goto(host.url({ apiKey: await newKey('Away off'), lang: 'en' }));
  await widget.open();
  const id = await widget.startConversation();
  await widget.send('Anyone there?');
  await expect(widget.pending).toHaveCount(0);
  await agentSays(id, 'We will answer in the morning.');
  await expect(widget.messages.filter({ hasText: 'We will answer in the morning.' })).toBeVisible();
  await expect(widget.frame.getByTestId('outside-hours')).toBeVisible();
  await expect(widget.frame.getByTestId('away-email')).toHaveCount(0);
});

for (const lang of ['zh', 'zh_cn'] as const) {
  test(`the email card speaks ${lang}`, async ({ page }) => {
    const widget = new WidgetHost(page);
    await page.goto(host.url({ apiKey: await newKey(`Away ${lang}`), lang }));
    await widget.open();
    await widget.startConversation();
    await widget.send(lang === 'zh' ? '請問週日有營業嗎？' : '请问周日营业吗？');
    const card = widget.frame.getByTestId('away-email');
    const input = card.getByLabel(LEAD[lang]);
    await input.fill('not-an-email');
    await card.getByRole('button', { name: SAVE[lang] }).click();
    await expect(card.getByRole('alert')).toHaveText(INVALID[lang]);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await widget.iframe.screenshot({ path: path.join(screens, `visitor-email-${lang}.png`) });
  });
}
