import { expect, type Locator, type Page } from '@playwright/test';

/** /login, including the workspace picker of a code-253 answer. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly languageSelect: Locator;
  readonly workspaces: Locator;

  constructor(private readonly page: Page) {
    this.email = page.locator('input[name="email"]');
    this.password = page.locator('input[name="password"]');
    this.submit = page.locator('form button[type="submit"]');
    this.languageSelect = page.getByRole('combobox');
    this.workspaces = page.getByRole('list', { name: 'Workspaces' });
  }

  async goto(referer?: string): Promise<void> {
    await this.page.goto(referer ? `/login?referer=${encodeURIComponent(referer)}` : '/login');
    await expect(this.email).toBeVisible();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** The message shown in red under the form. */
  formMessage(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  async chooseWorkspace(name: string): Promise<void> {
    await this.workspaces.getByRole('button', { name }).click();
  }

  async chooseLanguage(locale: 'en' | 'zh' | 'zh_cn'): Promise<void> {
    await this.languageSelect.selectOption(locale);
  }
}
