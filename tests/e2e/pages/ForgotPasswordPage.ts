import { expect, type Locator, type Page } from '@playwright/test';
import { Toasts } from './Toasts';

/** /forget */
export class ForgotPasswordPage {
  readonly email: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.email = page.locator('input[name="email"]');
    this.submit = page.locator('form button[type="submit"]');
  }

  async goto(): Promise<void> {
    await this.page.goto('/forget');
    await expect(this.email).toBeVisible();
  }

  async request(email: string): Promise<void> {
    await this.email.fill(email);
    await this.submit.click();
  }

  toast(text: string | RegExp): Locator {
    return new Toasts(this.page).withText(text);
  }
}
