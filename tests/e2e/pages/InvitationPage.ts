import type { Locator, Page } from '@playwright/test';

/** /invitation/:token */
export class InvitationPage {
  readonly heading: Locator;
  readonly password: Locator;
  readonly join: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.password = page.locator('input[name="new-password"]');
    this.join = page.locator('form button[type="submit"]');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  message(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
