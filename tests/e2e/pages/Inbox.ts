import { expect, type Locator, type Page } from '@playwright/test';

/** The inbox around the pane (console/src/modules/inbox): filter panel, list of cards, search. */
export class Inbox {
  readonly panel: Locator;
  readonly list: Locator;
  readonly listTitle: Locator;
  readonly cards: Locator;
  readonly rows: Locator;
  readonly search: Locator;
  readonly searchHits: Locator;
  readonly scroller: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByTestId('filter-panel');
    this.list = page.getByTestId('conversation-list');
    this.listTitle = page.getByTestId('list-title');
    this.cards = this.list.getByTestId('conversation-card');
    this.rows = this.list.getByRole('listitem');
    this.search = page.getByTestId('inbox-search');
    this.searchHits = page.getByTestId('search-hit');
    this.scroller = page.getByTestId('conversation-list-scroller');
  }

  async goto(view = 'me', conversationId?: string): Promise<void> {
    await this.page.goto(`/conversation${conversationId ? `/${conversationId}` : ''}?view=${encodeURIComponent(view)}`);
    await expect(this.list).toBeVisible();
  }

  card(conversationId: string): Locator {
    return this.list.locator(`[data-conversation-id="${conversationId}"]`);
  }

  /** The "⋯" button beside a card (a sibling of its link). */
  cardMenu(conversationId: string): Locator {
    return this.card(conversationId).locator('..').getByTestId('card-menu');
  }

  notice(conversationId: string): Locator {
    return this.card(conversationId).getByTestId('card-notice');
  }

  view(value: string): Locator {
    return this.panel.getByTestId(`view-${value}`);
  }

  /** The counter beside a default view, as a number. */
  async count(value: string): Promise<number> {
    const text = (await this.view(value).getByTestId('view-count').textContent()) ?? '';
    return Number(text.replace(/\D/g, ''));
  }

  customViews(): Locator {
    return this.panel.getByTestId('custom-view');
  }

  customView(label: string): Locator {
    return this.customViews().filter({ hasText: label });
  }

  async createView(name: string, options: { sort?: 'Newest activity first' | 'Oldest activity first'; scope?: string } = {}): Promise<void> {
    await this.panel.getByTestId('new-view').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByTestId('view-name').fill(name);
    if (options.scope) await dialog.getByLabel('Conversations').selectOption({ label: options.scope });
    if (options.sort) await dialog.getByLabel('Sort').selectOption({ label: options.sort });
    await dialog.getByTestId('save-view').click();
    await expect(dialog).toBeHidden();
  }

  async openViewMenu(label: string): Promise<void> {
    await this.customView(label).locator('..').getByTestId('custom-view-menu').click();
  }

  async renameView(label: string, to: string): Promise<void> {
    await this.openViewMenu(label);
    await this.page.getByRole('menuitem', { name: 'Rename or edit' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByTestId('view-name').fill(to);
    await dialog.getByTestId('save-view').click();
    await expect(dialog).toBeHidden();
  }

  async deleteView(label: string): Promise<void> {
    await this.openViewMenu(label);
    await this.page.getByRole('menuitem', { name: 'Delete' }).click();
    await this.page.getByTestId('confirm-delete-view').click();
    await expect(this.page.getByRole('dialog')).toBeHidden();
  }

  /** How many rows the list holds (the list is windowed: not every row is in the DOM). */
  async rowCount(): Promise<number> {
    const first = this.rows.first();
    await expect(first).toBeVisible();
    return Number(await first.getAttribute('aria-setsize'));
  }

  async scrollToBottom(): Promise<void> {
    await this.scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
  }
}
