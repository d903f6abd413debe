import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { outboxFor } from '../support/outbox';
import { startFakePushService, type FakePushService } from '../support/fake-push-service';
import { ConversationPane } from './pages/ConversationPane';
import { WidgetHost } from './pages/WidgetHost';
import { e2eServer } from './support/e2e-server';
import { startHostServer, type HostServer } from './support/host-page';
import { CLOSED_WEEK, OPEN_WEEK, setAppConfig } from './support/office-hours';
import { OWNER, apiSignedInAs, createAgent } from './support/server';
import { pageWith, signInState } from './support/sessions';
import { expect, test, type APIRequestContext } from './support/test';

/**
 * Issue 54 end to end: an agent whose console is closed is pushed a new conversation assigned to
 * them; the visitor who left is emailed the agent's reply, answers by email, and the agent sees the
 * answer arrive in the open pane. The agent's browser subscription is made through the API with the
 * fake push service's keys: headless Chromium cannot reach a real push service from here.
 */
const screens = path.resolve('test-results/screens');

let host: HostServer;
let push: FakePushService;
let owner: APIRequestContext;

test.beforeAll(async () => {
  fs.mkdirSync(screens, { recursive: true });
  host = await startHostServer();
  push = await startFakePushService();
  owner = await apiSignedInAs(OWNER.email, OWNER.password);
  // Outside office hours: the widget asks the visitor for an email whoever is online (another spec's console may be).
  await setAppConfig(owner, { officeHour: CLOSED_WEEK });
});
test.afterAll(async () => {
  await setAppConfig(owner, { officeHour: OPEN_WEEK }).catch(() => undefined);
  await owner?.dispose();
  await push?.close();
  await host?.close();
});

async function newKey(name: string): Promise<string> {
  const res = await owner.post('/api/admin/setting/apiKey/create', { data: { name, clientType: 26 } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { key: string } }).data.key;
}

test('nobody misses a message: a push to the closed console, the reply by email, the answer by email live in the pane', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const pia = await createAgent(`Pia ${run}`);
  const piaApi = await apiSignedInAs(pia.email, pia.password);
  const settings = ((await (await piaApi.get('/api/notification/settings?clientType=26')).json()) as { data: { pushPublicKey: string } }).data;
  const browserOfPia = push.subscriber({ applicationServerKey: settings.pushPublicKey });
  const subscribed = await piaApi.post('/api/notification/push/subscribe', { data: { ...browserOfPia, label: 'Chrome on Linux', clientType: 26 } });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
  const me = ((await (await piaApi.get('/api/me?clientType=26')).json()) as { data: { userId: string } }).data;

  // The visitor writes, leaves an email when asked, and leaves.
  const widget = new WidgetHost(page);
  await page.goto(host.url({ apiKey: await newKey(`Journey ${run}`), lang: 'en' }));
  await widget.open();
  const conversationId = await widget.startConversation();
  await widget.send('Hi, my parcel never arrived');
  const card = widget.frame.getByTestId('away-email');
  await expect(card).toBeVisible();
  const visitorEmail = `visitor-${run}@example.com`;
  await card.getByRole('textbox').fill(visitorEmail);
  await card.getByRole('textbox').press('Enter');
  await expect(card).toContainText(visitorEmail);
  await page.close();

  // Assigned to Pia, whose console is closed: her browser is pushed.
  const assigned = await owner.post('/api/conversation/update', { data: { id: conversationId, addAgent: [me.userId], clientType: 26 } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const pushed = await push.waitFor(
    (p) => p.endpoint === browserOfPia.endpoint && (p.payload as { conversationId: string }).conversationId === conversationId,
    20_000,
  );
  expect(pushed.payload).toMatchObject({
    kind: 'newConversation',
    body: 'Hi, my parcel never arrived',
    title: expect.stringMatching(/^New conversation from /),
    url: expect.stringMatching(new RegExp(`/conversation/${conversationId}$`)),
  });

  // She opens the push's link and answers; the visitor, gone, is emailed the answer.
  const agentPage = await pageWith(browser, await signInState(browser, pia.email, pia.password));
  await agentPage.goto(new URL(String((pushed.payload as { url: string }).url)).pathname);
  const pane = new ConversationPane(agentPage);
  const messages = agentPage.getByTestId('message-list');
  await expect(messages.getByText('Hi, my parcel never arrived')).toBeVisible();
  await pane.send('So sorry! A new parcel left this morning.');
  await expect
    .poll(() => outboxFor(e2eServer().dataDir, visitorEmail).length, { timeout: 20_000, message: 'the reply emailed to the visitor' })
    .toBeGreaterThan(0);
  const [mail] = outboxFor(e2eServer().dataDir, visitorEmail);
  expect(mail).toContain('So sorry! A new parcel left this morning.');
  const replyTo = /^Reply-To:\s+<?(reply\+[a-z2-7]+@reply\.parley\.test)/im.exec(mail!)?.[1];
  expect(replyTo).toBeTruthy();

  // The visitor answers from their mail client: the quoted history is left behind, the answer shows live.
  const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: e2eServer().port + 32, secure: false, ignoreTLS: true });
  await smtp.sendMail({
    from: visitorEmail,
    to: replyTo!,
    subject: 'Re: your conversation',
    text: 'Great, thank you!\n\nOn Thu, Dec 3, 2026 at 10:00 AM Pia wrote:\n> So sorry! A new parcel left this morning.\n',
  });
  smtp.close();
  await expect(messages.getByText('Great, thank you!')).toBeVisible({ timeout: 20_000 });
  await expect(messages.getByText(/Pia wrote:/)).toHaveCount(0);
  await agentPage.screenshot({ path: path.join(screens, 'notifications-journey-pane-en.png') });
  await piaApi.dispose();
});
