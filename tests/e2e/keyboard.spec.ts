import { expect, test, type Locator, type Page } from './support/test';
import { ConversationPane } from './pages/ConversationPane';
import { Inbox } from './pages/Inbox';
import { LoginPage } from './pages/LoginPage';
import { createApiCustomer } from './support/customer';
import { OWNER, apiSignedInAs } from './support/server';

/*
 * Issue 22: sign in → answer a conversation a visitor started → close it, with the keyboard only
 * (Tab, Enter and the console's own shortcuts), focus always visible.
 */

/** What shows where the keyboard is: the focused element's outline or box-shadow ring, while it matches :focus-visible. */
async function focusIndicator(page: Page): Promise<{ element: string; visible: boolean }> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { element: 'body', visible: false };
    // The ring fades in (theme.motion): judge it once its transition has run.
    await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
    const style = getComputedStyle(el);
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const name = `${el.tagName.toLowerCase()}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return { element: name, visible: el.matches(':focus-visible') && ring };
  });
}

async function expectFocusVisible(page: Page): Promise<void> {
  const focus = await focusIndicator(page);
  expect(focus.visible, `a visible focus indicator on ${focus.element}`).toBe(true);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus (at most `max` times; none when it
 * has it already), checking the focus ring at every stop on the way.
 */
async function tabTo(page: Page, target: Locator, { max = 25, back = false } = {}): Promise<void> {
  if (await target.evaluate((el) => el === document.activeElement)) return expectFocusVisible(page);
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${max} presses of Tab did not reach ${target.toString()}`);
}

test('keyboard only: sign in, answer a visitor, close the conversation', async ({ page }) => {
  const visitorText = `Keyboard visitor ${Date.now().toString(36)}: where is my parcel?`;
  const reply = 'It is on its way, answered from the keyboard.';
  const customer = await createApiCustomer(`keyboard-${Date.now()}`);
  await customer.send(visitorText);

  // Sign in: the email field has focus on arrival; type, Tab to the password, then to Sign in, Enter.
  const login = new LoginPage(page);
  await login.goto();
  await tabTo(page, login.email);
  await page.keyboard.type(OWNER.email);
  await tabTo(page, login.password);
  await page.keyboard.type(OWNER.password);
  await tabTo(page, login.submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/conversation/);

  // The visitor's conversation waits in Unassigned: Tab to that view, Enter, then J opens the first conversation.
  const inbox = new Inbox(page);
  await expect(inbox.list).toBeVisible();
  await tabTo(page, inbox.view('unassigned').locator('xpath=ancestor-or-self::a[1]'), { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/view=unassigned/);
  await expect(inbox.card(customer.conversationId)).toBeVisible();
  const pane = new ConversationPane(page);
  for (let i = 0; i < 10 && !page.url().includes(customer.conversationId); i++) {
    await page.keyboard.press('j');
    await expect(pane.header).toBeVisible();
  }
  await expect(page).toHaveURL(new RegExp(customer.conversationId));
  await expect(pane.message(visitorText)).toBeVisible();

  // Alt+C puts the caret in the composer; Enter sends.
  await page.keyboard.press('Alt+c');
  await expect(pane.textarea).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.type(reply);
  await page.keyboard.press('Enter');
  await expect(pane.message(reply)).toBeVisible();
  await expect.poll(async () => (await customer.history()).map((m) => m.meta.content)).toContain(reply);

  // Close it from the status menu: back up from the composer to the status button in the pane's
  // header, Enter opens the menu, the arrows reach Finished.
  await tabTo(page, pane.statusButton, { max: 40, back: true });
  await page.keyboard.press('Enter');
  const finished = page.getByRole('menuitem', { name: 'Finished' });
  await expect(finished).toBeVisible();
  for (let i = 0; i < 5 && !(await finished.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(finished).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(pane.statusButton).toHaveText(/Finished/);
  // Focus comes back to the button that opened the menu, not lost to the page.
  await expect(pane.statusButton).toBeFocused();

  const owner = await apiSignedInAs(OWNER.email, OWNER.password);
  const res = await owner.get(`/api/conversation/get?id=${customer.conversationId}&clientType=26`);
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { data: { status: string }[] }).data[0]!.status).toBe('closed');
  await owner.dispose();
  await customer.dispose();
});
