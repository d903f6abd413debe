import { expect, test } from './support/test';
import { createApiCustomer } from './support/customer';
import { OWNER } from './support/server';
import { LoginPage } from './pages/LoginPage';

/**
 * Issue 50.11: a tab opened on a conversation, signed in from there, holds the one websocket the
 * console means to (app/apollo.ts) — through sign-in, the pane, the list and a new message.
 */
test('a tab signed in on a conversation holds one websocket, opened once and kept', async ({ page }) => {
  const customer = await createApiCustomer(`one-socket-${Date.now()}`);
  await customer.send('Is anyone there?');
  const sockets: { url: string; closed: boolean }[] = [];
  page.on('websocket', (ws) => {
    const entry = { url: ws.url(), closed: false };
    sockets.push(entry);
    ws.on('close', () => (entry.closed = true));
  });
  await page.goto(`/conversation/${customer.conversationId}?view=all`);
  await new LoginPage(page).signIn(OWNER.email, OWNER.password);
  await expect(page.getByTestId('message').getByText('Is anyone there?')).toBeVisible();
  // A message that arrives over the socket shows: the socket is up, and the one the tab listens on.
  await customer.send('Hello?');
  await expect(page.getByTestId('message').getByText('Hello?')).toBeVisible();
  await page.getByRole('link', { name: /^Unassigned/ }).click();
  await customer.send('Still here');
  await expect(page.getByTestId('message').getByText('Still here')).toBeVisible();
  expect(sockets).toEqual([{ url: expect.stringMatching(/\/graphql$/), closed: false }]);
  await customer.dispose();
});
