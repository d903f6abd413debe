import { expect, type Locator, type Page } from '@playwright/test';

/** /account/:token/reset */
export class ResetPasswordPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.email = page.locator('input[name="email-display"]');
    this.password = page.locator('input[name="new-password"]');
    this.confirm = page.locator('input[name="confirm-password"]');
    this.submit = page.locator('form button[type="submit"]');
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }

  async setPassword(password: string, confirm = password): Promise<void> {
    await this.password.fill(password);
    await this.confirm.fill(confirm);
    await this.submit.click();
  }

  message(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  async expectEmail(email: string): Promise<void> {
    await expect(this.email).toHaveValue(email);
  }
}
