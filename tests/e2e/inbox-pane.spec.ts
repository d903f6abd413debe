import { expect, test, type Page } from './support/test';
import { ConversationPane } from './pages/ConversationPane';
import { createApiCustomer, type ApiCustomer } from './support/customer';
import { OWNER, createAgent } from './support/server';
import { isOperation, pageWith, signInState, type StorageState } from './support/sessions';

test.describe('conversation pane', () => {
  let customer: ApiCustomer;
  let agentA: Page;
  let agentB: Page;

  let stateA: StorageState;
  let stateB: StorageState;

  test.beforeAll(async ({ browser }) => {
    const second = await createAgent('Pane Agent B');
    stateA = await signInState(browser, OWNER.email, OWNER.password);
    stateB = await signInState(browser, second.email, second.password);
  });

  test.beforeEach(async ({ browser }, info) => {
    customer = await createApiCustomer(`pane-${info.title.replace(/\W+/g, '-')}-${Date.now()}`);
    await customer.send('Hello, I need help with my order');
    agentA = await pageWith(browser, stateA);
    agentB = await pageWith(browser, stateB);
  });

  test.afterEach(async () => {
    await customer.dispose();
    await agentA.context().close();
    await agentB.context().close();
  });

  test('messages arrive live for both agents, and what one agent sends the other sees', async () => {
    const a = new ConversationPane(agentA);
    const b = new ConversationPane(agentB);
    await a.open(customer.conversationId);
    await b.open(customer.conversationId);
    await expect(a.message('Hello, I need help with my order')).toBeVisible();

    await customer.send('Order number is 4711');
    await expect(a.message('Order number is 4711')).toBeVisible();
    await expect(b.message('Order number is 4711')).toBeVisible();

    await a.send('  Looking into it now  ');
    await expect(a.message('Looking into it now')).toBeVisible();
    await expect(a.message('Looking into it now')).not.toHaveAttribute('data-send-state', /.+/);
    await expect(b.message('Looking into it now')).toBeVisible();
    const seen = await customer.history();
    expect(seen.filter((m) => m.meta.content === 'Looking into it now')).toHaveLength(1);

    // Whitespace alone is not sent.
    await a.send('   ');
    await expect(a.messages.getByTestId('message')).toHaveCount(3);

    // Typing shows at the other agent while A types, and goes away when A stops.
    await a.textarea.pressSequentially('Let me', { delay: 30 });
    await expect(agentB.getByTestId('typing-indicator')).toBeVisible();
    await a.textarea.fill('');
    await expect(agentB.getByTestId('typing-indicator')).toHaveCount(0);

    // A deletes their own message: it leaves both screens; B cannot delete it.
    const own = a.message('Looking into it now');
    await own.hover();
    await own.getByRole('button', { name: 'Message actions' }).click();
    await agentA.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(a.message('Looking into it now')).toHaveCount(0);
    await expect(b.message('Looking into it now')).toHaveCount(0);
    await b.message('Order number is 4711').hover();
    await b.message('Order number is 4711').getByRole('button', { name: 'Message actions' }).click();
    await expect(agentB.getByRole('menuitem', { name: 'Reply' })).toBeVisible();
    await expect(agentB.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  });

  test('a status change shows at once and rolls back with a toast when the server refuses', async () => {
    const a = new ConversationPane(agentA);
    await a.open(customer.conversationId);
    await expect(a.statusButton).toHaveText(/Processing/);

    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await agentA.route('**/graphql', async (route) => {
      if (!isOperation(route.request().postData(), 'UpdateConversationFromPane')) return route.fallback();
      await held;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, errors: [{ message: 'You may not change this conversation', extensions: { code: 'FORBIDDEN' } }] }),
      });
    });
    await a.setStatus('Finished');
    await expect(a.statusButton).toHaveText(/Finished/);
    release();
    await expect(a.statusButton).toHaveText(/Processing/);
    await expect(agentA.getByText('Update failed', { exact: true })).toBeVisible();

    // The server never changed it: the other agent still sees Processing.
    const b = new ConversationPane(agentB);
    await b.open(customer.conversationId);
    await expect(b.statusButton).toHaveText(/Processing/);
  });

  test('a message sent while the server is unreachable is sent once when it comes back', async () => {
    const a = new ConversationPane(agentA);
    await a.open(customer.conversationId);
    await expect(a.message('Hello, I need help with my order')).toBeVisible();

    // No server at all: the message stays on screen, fails after its automatic retries, and the Retry button sends it.
    let attempts = 0;
    await agentA.route('**/graphql', (route) => {
      if (!isOperation(route.request().postData(), 'SendMessage')) return route.fallback();
      attempts += 1;
      return route.abort('connectionrefused');
    });
    await a.send('Sent through a bad connection');
    await expect(a.message('Sent through a bad connection')).toBeVisible();
    await expect(a.message('Sent through a bad connection').filter({ hasText: 'Not sent.' })).toBeVisible({ timeout: 15_000 });
    expect(attempts).toBe(3);
    await agentA.unroute('**/graphql');
    await a.message('Sent through a bad connection').getByRole('button', { name: 'Retry' }).click();
    await expect(a.message('Sent through a bad connection').filter({ hasText: 'Not sent.' })).toHaveCount(0);
    await expect(a.message('Sent through a bad connection')).toHaveCount(1);

    // The request reaches the server but its answer is lost: the retry with the same localId makes no duplicate.
    let lost = 0;
    await agentA.route('**/graphql', async (route) => {
      if (!isOperation(route.request().postData(), 'SendMessage')) return route.fallback();
      lost += 1;
      if (lost > 1) return route.fallback();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await a.send('Answer lost on the way back');
    await expect(a.message('Answer lost on the way back')).toHaveCount(1);
    await expect(a.message('Answer lost on the way back')).not.toHaveAttribute('data-send-state', /.+/);
    await a.send('Written after it');
    await expect(a.message('Written after it')).not.toHaveAttribute('data-send-state', /.+/);

    const seen = await customer.history();
    expect(seen.filter((m) => m.meta.content === 'Sent through a bad connection')).toHaveLength(1);
    expect(seen.filter((m) => m.meta.content === 'Answer lost on the way back')).toHaveLength(1);
    const order = seen.map((m) => m.meta.content);
    expect(order.indexOf('Answer lost on the way back')).toBeLessThan(order.indexOf('Written after it'));
    await agentA.unroute('**/graphql');
    await agentA.reload();
    await expect(a.message('Sent through a bad connection')).toHaveCount(1);
    await expect(a.message('Answer lost on the way back')).toHaveCount(1);
  });

  test('after the realtime connection breaks, the pane catches up on what was said meanwhile', async () => {
    // The page's GraphQL websocket goes through this route, so the test can cut it like a network would.
    let down = false;
    let current: { close: (o: { code: number; reason: string }) => Promise<void> } | null = null;
    await agentA.routeWebSocket(/\/graphql$/, (ws) => {
      if (down) return void ws.close({ code: 1001, reason: 'network down' });
      ws.connectToServer();
      current = ws;
    });
    const a = new ConversationPane(agentA);
    await a.open(customer.conversationId);
    await expect(a.message('Hello, I need help with my order')).toBeVisible();
    await customer.send('Seen live');
    await expect(a.message('Seen live')).toBeVisible();

    down = true;
    await current!.close({ code: 1001, reason: 'network down' });
    await customer.send('Said while the agent was cut off');
    down = false;
    // No reload: the console reconnects by itself and fetches what it missed.
    await expect(a.message('Said while the agent was cut off')).toBeVisible({ timeout: 20_000 });
    await customer.send('Live again');
    await expect(a.message('Live again')).toBeVisible();
  });

  test('an unsent message survives a reload and is sent after it', async () => {
    const a = new ConversationPane(agentA);
    await a.open(customer.conversationId);
    await agentA.route('**/graphql', (route) => (isOperation(route.request().postData(), 'SendMessage') ? route.abort('connectionrefused') : route.fallback()));
    await a.send('Written before the reload');
    await expect(a.message('Written before the reload')).toHaveAttribute('data-send-state', /pending|sending|failed/);
    await agentA.unroute('**/graphql');
    await agentA.reload();
    await expect(a.message('Written before the reload')).toBeVisible();
    await expect.poll(async () => (await customer.history()).filter((m) => m.meta.content === 'Written before the reload').length).toBe(1);
  });

  test('internal notes reach agents but never the customer', async () => {
    const a = new ConversationPane(agentA);
    const b = new ConversationPane(agentB);
    await a.open(customer.conversationId);
    await b.open(customer.conversationId);
    await a.internalToggle.click();
    await a.send('Internal: customer is a VIP');
    await expect(b.message('Internal: customer is a VIP')).toBeVisible();
    await expect(b.message('Internal: customer is a VIP')).toHaveAttribute('data-internal', 'true');

    await a.internalToggle.click();
    await a.send('Public answer');
    await expect(b.message('Public answer')).toBeVisible();

    const seen = await customer.history();
    expect(seen.some((m) => m.meta.content === 'Public answer')).toBe(true);
    expect(seen.some((m) => m.internal || m.meta.content === 'Internal: customer is a VIP')).toBe(false);
  });

  test('history loads 20 at a time while a full page returns', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 24; i += 1) ids.push((await customer.send(`History line ${i}`)).id);
    const a = new ConversationPane(agentA);
    await a.open(customer.conversationId);
    await expect(a.message('History line 24')).toBeVisible();
    await expect(a.messages.getByTestId('message')).toHaveCount(20);
    await a.messages.getByRole('button', { name: 'Load more' }).click();
    await expect(a.messages.getByTestId('message')).toHaveCount(25);
    await expect(a.message('Hello, I need help with my order')).toBeVisible();
    await expect(a.messages.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // Opened at an older message (a search result): earlier pages load until it shows.
    await agentA.goto(`/conversation/${customer.conversationId}?message=${ids[1]}`);
    await expect(a.messages.locator(`[data-message-id="${ids[1]}"]`)).toBeInViewport();
    await expect(a.messages.getByTestId('message')).toHaveCount(25);
  });

  test('assign to me from the keyboard; the customer reading shows as Read', async () => {
    const a = new ConversationPane(agentA);
    const b = new ConversationPane(agentB);
    await a.open(customer.conversationId);
    await b.open(customer.conversationId);
    await expect(a.assignTrigger).toContainText('Unassigned');
    await agentA.keyboard.press('Alt+KeyA');
    await expect(a.assignTrigger).toContainText('Me');
    await expect(b.assignTrigger).not.toContainText('Unassigned');

    await a.send('Your parcel ships today');
    await expect(a.message('Your parcel ships today')).not.toHaveAttribute('data-send-state', /.+/);
    const mine = (await customer.history()).find((m) => m.meta.content === 'Your parcel ships today')!;
    const read = await customer.api.post('/api/conversation/read', { data: { conversationId: customer.conversationId, messageId: mine.id, clientType: 26 } });
    expect(read.status(), await read.text()).toBe(200);
    await expect(agentA.getByTestId('seen-marker')).toHaveText('Read');

    // Alt+C puts the cursor in the composer.
    await agentA.locator('body').click({ position: { x: 5, y: 5 } });
    await agentA.keyboard.press('Alt+KeyC');
    await expect(a.textarea).toBeFocused();
  });

  test('snooze and tags apply at once and reach the other agent', async () => {
    const a = new ConversationPane(agentA);
    const b = new ConversationPane(agentB);
    await a.open(customer.conversationId);
    await b.open(customer.conversationId);
    await expect(a.snoozeButton).toHaveAttribute('data-snooze-state', 'none');
    await a.snoozeButton.click();
    await agentA.getByRole('button', { name: /In 3 hours/ }).click();
    await expect(a.snoozeButton).toHaveAttribute('data-snooze-state', 'future');
    await expect(b.snoozeButton).toHaveAttribute('data-snooze-state', 'future');

    const tags = agentA.getByTestId('customer-panel').getByTestId('tags');
    await tags.getByRole('button', { name: 'Add tag' }).click();
    await tags.getByRole('textbox', { name: 'New tag' }).fill('refund');
    await tags.getByRole('textbox', { name: 'New tag' }).press('Enter');
    await expect(tags).toContainText('refund');
    await expect(agentB.getByTestId('customer-panel').getByTestId('tags')).toContainText('refund');
    await tags.getByRole('button', { name: 'Remove tag refund' }).click();
    await expect(agentB.getByTestId('customer-panel').getByTestId('tags')).not.toContainText('refund');
  });

  test('the side panel edits the customer basics on blur and adds notes with Enter, newest first', async () => {
    const b = new ConversationPane(agentB);
    await b.open(customer.conversationId);
    const panel = agentB.getByTestId('customer-panel');
    const subtitle = panel.getByTestId('pane-customer-subtitle');
    await subtitle.fill('Gold member');
    await subtitle.press('Enter');
    const email = panel.getByTestId('pane-customer-email');
    await email.fill('not an email');
    await email.blur();
    // An invalid value keeps the focus and is not saved.
    await expect(email).toBeFocused();
    await email.fill('');
    await email.press('Escape');

    const note = panel.getByTestId('note-input');
    await note.press('Enter'); // empty: ignored
    await expect(panel.getByTestId('note')).toHaveCount(0);
    await note.fill('Prefers email');
    await note.press('Enter');
    await note.fill('Called on Monday');
    await note.press('Enter');
    await expect(panel.getByTestId('note')).toHaveText([/Called on Monday/, /Prefers email/]);

    await agentB.reload();
    await expect(panel.getByTestId('pane-customer-subtitle')).toHaveValue('Gold member');
    await expect(panel.getByTestId('note')).toHaveText([/Called on Monday/, /Prefers email/]);
  });
});
