import path from 'node:path';
import { expect, test } from './support/test';
import { ConversationPane } from './pages/ConversationPane';
import { Inbox } from './pages/Inbox';
import { createApiCustomer } from './support/customer';
import { pageWith, signInState } from './support/sessions';
import { createAgent } from './support/server';

const screens = path.resolve('test-results/screens');

// Issue 50 point 1: a new team's first visitor lands unassigned while every agent sits on "Assigned to me".
test('a new visitor is not missed: an agent on "Assigned to me" is told, opens it, and their reply takes it', async ({ browser }) => {
  const run = Date.now().toString(36);
  const dana = await createAgent(`Dana ${run}`);
  const page = await pageWith(browser, await signInState(browser, dana.email, dana.password));
  const inbox = new Inbox(page);
  await inbox.goto('me');
  await expect(page.getByTestId('view-me')).toBeVisible();

  const visitor = await createApiCustomer(`first-visitor-${run}`);
  await visitor.send('Hi, can someone help me with my order?');
  const notice = page.getByTestId('unattended-toast');
  await expect(notice).toContainText('Hi, can someone help me with my order?');
  await expect(page.getByText(/is waiting for an answer$/)).toBeVisible();
  await page.screenshot({ path: path.join(screens, 'first-visitor-notice-en.png') });

  await notice.getByRole('button', { name: 'Open the conversation' }).click();
  await expect(page).toHaveURL(new RegExp(`/conversation/${visitor.conversationId}`));
  await page.locator('li', { has: notice }).getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  const pane = new ConversationPane(page);
  const panel = page.getByTestId('customer-panel');
  await expect(panel).toContainText('No agent has joined yet');

  await pane.send('Hello! I can help with that.');
  // The reply took the conversation: the panel and the assignee menu say so at once, and it counts as hers.
  await expect(panel).toContainText(`Dana ${run}`);
  await expect(panel).not.toContainText('No agent has joined yet');
  await expect(pane.assignTrigger).toHaveAttribute('aria-label', 'Assignee: Me');
  await expect(page.getByTestId('view-me').getByTestId('view-count')).toHaveText('1');
  await page.screenshot({ path: path.join(screens, 'first-visitor-replied-en.png') });

  // Once taken, the visitor's next message is news only to her (the usual notification), not a new notice.
  await visitor.send('Thanks! It is order 1042.');
  await expect(pane.message('Thanks! It is order 1042.')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await visitor.dispose();
});
