import { expect, type Locator, type Page } from '@playwright/test';

/** /customers: filter chips, the customer table, the report export. */
export class CustomersPage {
  readonly addFilter: Locator;
  readonly chips: Locator;
  readonly editor: Locator;
  readonly condition: Locator;
  readonly operand: Locator;
  readonly apply: Locator;
  readonly rows: Locator;
  readonly incompleteNotice: Locator;
  readonly exportButton: Locator;

  constructor(private readonly page: Page) {
    this.addFilter = page.getByTestId('add-filter');
    this.chips = page.getByTestId('filter-chip');
    this.editor = page.getByTestId('filter-editor');
    this.condition = this.editor.getByTestId('filter-operator');
    this.operand = this.editor.getByTestId('filter-operand');
    this.apply = this.editor.getByTestId('filter-apply');
    this.rows = page.locator('tbody tr[data-row]');
    this.incompleteNotice = page.getByRole('status').filter({ hasText: 'Complete the highlighted filter' });
    this.exportButton = page.getByTestId('export-customers');
  }

  async goto(): Promise<void> {
    await this.page.goto('/customers');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** Add filter → a field: the new chip's editor opens. */
  async add(fieldLabel: string): Promise<void> {
    await this.addFilter.click();
    await this.page.getByRole('menuitem', { name: fieldLabel, exact: true }).click();
    await expect(this.editor).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.locator(`tbody tr[data-row="${name}"]`);
  }

  /** Scrolls the table's frame to its end (the list loads more within 10 px of the bottom). */
  async scrollToBottom(): Promise<void> {
    await this.rows.last().scrollIntoViewIfNeeded();
    await this.page
      .locator('table')
      .first()
      .evaluate((table) => {
        const frame = table.parentElement;
        if (frame) frame.scrollTop = frame.scrollHeight;
      });
  }

  rowNames(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row') ?? ''));
  }
}
