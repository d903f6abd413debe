import { expect, type Locator, type Page } from '@playwright/test';

/** The conversation pane of /conversation/{id} (console/src/modules/conversation-pane). */
export class ConversationPane {
  readonly header: Locator;
  readonly messages: Locator;
  readonly composer: Locator;
  readonly textarea: Locator;
  readonly statusButton: Locator;
  readonly internalToggle: Locator;
  readonly assignTrigger: Locator;
  readonly snoozeButton: Locator;
  /** The composer's trigger-character picker (`@` agents, `/` canned replies). */
  readonly suggestions: Locator;

  constructor(private readonly page: Page) {
    this.header = page.getByTestId('pane-header');
    this.messages = page.getByTestId('message-list');
    this.composer = page.getByTestId('composer');
    this.textarea = this.composer.locator('textarea');
    this.statusButton = page.getByTestId('status-trigger');
    this.internalToggle = page.getByTestId('internal-side-toggle');
    this.assignTrigger = page.getByTestId('assign-trigger');
    this.snoozeButton = this.header.locator('[data-snooze-state]');
    this.suggestions = page.getByTestId('composer-suggestions').getByRole('listbox');
  }

  async open(conversationId: string): Promise<void> {
    await this.page.goto(`/conversation/${conversationId}`);
    await expect(this.header).toBeVisible();
  }

  message(text: string | RegExp): Locator {
    return this.messages.getByTestId('message').filter({ hasText: text });
  }

  async send(text: string): Promise<void> {
    await this.textarea.fill(text);
    await this.textarea.press('Enter');
  }

  /** The active option of the picker, as the textarea names it (aria-activedescendant). */
  async activeSuggestion(): Promise<Locator> {
    const id = await this.textarea.getAttribute('aria-activedescendant');
    expect(id).toBeTruthy();
    return this.page.locator(`[id="${id}"]`);
  }

  /** Tools → "Merge into…": the dialog, searched for `search`, its first match picked (not yet confirmed). */
  async openMergeInto(search: string): Promise<Locator> {
    await this.header.getByRole('button', { name: 'Tools' }).click();
    await this.page.getByRole('menuitem', { name: 'Merge into…' }).click();
    const dialog = this.page.getByTestId('merge-dialog');
    await dialog.getByTestId('merge-search').fill(search);
    await dialog.getByTestId('merge-candidate').first().click();
    await expect(dialog.getByTestId('merge-effects')).toBeVisible();
    return dialog;
  }

  async setStatus(label: 'Processing' | 'Finished'): Promise<void> {
    await this.statusButton.click();
    await this.page.getByRole('menuitem', { name: label }).click();
  }
}
