import { expect, test } from './support/test';
import WebSocket from 'ws';
import { ConversationPane } from './pages/ConversationPane';
import { Inbox } from './pages/Inbox';
import { LoginPage } from './pages/LoginPage';
import { createApiCustomer } from './support/customer';
import { baseUrl, OWNER } from './support/server';

/** A widget of the customer's, as the server sees one: the spec socket with its handshake done. */
async function connectWidgetSocket(token: string): Promise<WebSocket> {
  const ws = new WebSocket(`${baseUrl().replace(/^http/, 'ws')}/websocket/connect`, { headers: { origin: baseUrl() } });
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'handshake', token, udId: 'e2e-presence', clientType: 26, version: 1, lang: 'en' })));
    ws.on('message', (raw) => {
      if ((JSON.parse(raw.toString()) as { type?: string }).type === 'handshake') resolve();
    });
  });
  return ws;
}

test('the pane header and the inbox card show the customer online while a widget of theirs is connected', async ({ page }) => {
  const customer = await createApiCustomer(`presence-${Date.now()}`);
  // Writing is not being present: the REST message below leaves the customer offline.
  await customer.send('Are you there?');

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(OWNER.email, OWNER.password);
  await expect(page).not.toHaveURL(/\/login/);
  const inbox = new Inbox(page);
  await inbox.goto('all', customer.conversationId);
  const pane = new ConversationPane(page);
  await expect(pane.header).toBeVisible();
  const card = inbox.card(customer.conversationId);
  await expect(pane.header.getByText('Offline', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: /\(online\)$/ })).toHaveCount(0);

  const widget = await connectWidgetSocket(customer.token);
  await expect(pane.header.getByText('Online', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: /\(online\)$/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/presence-online.png' });

  widget.close();
  await expect(pane.header.getByText('Offline', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: /\(online\)$/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/presence-offline.png' });
  await customer.dispose();
});
