import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in frame: navigation rail, its menus and the account menu. */
export class ConsoleShell {
  readonly nav: Locator;
  readonly userMenuButton: Locator;
  readonly settingMenuButton: Locator;
  readonly accountButton: Locator;
  readonly connection: Locator;
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.nav = page.locator('nav').first();
    this.userMenuButton = this.nav.getByRole('button', { name: 'Users', exact: true });
    this.settingMenuButton = this.nav.getByRole('button', { name: 'Settings', exact: true });
    this.accountButton = page.getByTestId('account-menu-button');
    this.connection = page.getByTestId('connection-indicator');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async expectLoaded(): Promise<void> {
    await expect(this.nav).toBeVisible();
    await expect(this.heading).toBeVisible();
  }

  menuItems(): Locator {
    return this.page.getByRole('menuitem');
  }

  async openUserMenu(): Promise<void> {
    await this.userMenuButton.click();
    await expect(this.page.getByRole('menu')).toBeVisible();
  }

  async openSettingMenu(): Promise<void> {
    await this.settingMenuButton.click();
    await expect(this.page.getByRole('menu')).toBeVisible();
  }

  async openAccountMenu(): Promise<void> {
    await this.accountButton.click();
    await expect(this.page.getByRole('menu')).toBeVisible();
  }

  async closeMenu(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('menu')).toBeHidden();
  }

  displayName(): Locator {
    return this.page.getByTestId('account-display-name');
  }

  /** Account menu → Switch language → pick → Confirm. Labels are those of the current language. */
  async switchLanguage(menuLabel: string | RegExp, optionLabel: string | RegExp, confirmLabel: string | RegExp): Promise<void> {
    await this.openAccountMenu();
    await this.page.getByRole('menuitem', { name: menuLabel }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: optionLabel }).check();
    await dialog.getByRole('button', { name: confirmLabel }).click();
    await expect(dialog).toBeHidden();
  }

  async logOut(): Promise<void> {
    await this.openAccountMenu();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
  }
}
