import type { Locator, Page } from '@playwright/test';

/** /customers/{userId} */
export class CustomerProfilePage {
  readonly name: Locator;
  readonly archive: Locator;
  readonly confirmArchive: Locator;
  readonly erase: Locator;
  readonly eraseDialog: Locator;
  readonly eraseReason: Locator;
  readonly eraseName: Locator;
  readonly confirmErase: Locator;
  readonly createConversation: Locator;
  readonly noteInput: Locator;
  readonly notes: Locator;
  readonly tagInput: Locator;
  readonly tags: Locator;
  readonly conversations: Locator;

  constructor(private readonly page: Page) {
    this.name = page.getByRole('heading', { level: 1 });
    this.archive = page.getByTestId('archive-customer');
    this.confirmArchive = page.getByTestId('confirm-archive');
    this.erase = page.getByTestId('erase-customer');
    this.eraseDialog = page.getByRole('dialog').filter({ has: page.getByTestId('erase-customer-form') });
    this.eraseReason = page.getByTestId('erase-reason');
    this.eraseName = page.getByTestId('erase-confirm-name');
    this.confirmErase = page.getByTestId('confirm-erase');
    this.createConversation = page.getByTestId('create-conversation');
    this.noteInput = page.getByTestId('note-input');
    this.notes = page.getByTestId('note');
    this.tagInput = page.getByTestId('customer-tag-input');
    this.tags = page.getByTestId('customer-tags');
    this.conversations = page.getByTestId('profile-conversation');
  }

  async goto(id: string): Promise<void> {
    await this.page.goto(`/customers/${id}`);
  }

  field(name: string): Locator {
    return this.page.getByTestId(`profile-${name}`);
  }

  customField(id: string): Locator {
    return this.page.getByTestId(`field-${id}`);
  }
}
