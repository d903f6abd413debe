import { expect, type Locator, type Page } from '@playwright/test';

/** The agent's own Notifications section (account menu → Notifications, a drawer). */
export class NotificationSettings {
  readonly drawer: Locator;
  readonly settings: Locator;
  readonly thisBrowser: Locator;
  readonly turnOn: Locator;
  readonly explanation: Locator;
  readonly continue: Locator;
  readonly preferences: Locator;
  readonly emailWindow: Locator;

  constructor(private readonly page: Page) {
    this.drawer = page.getByRole('dialog').filter({ has: page.getByTestId('notification-settings') });
    this.settings = page.getByTestId('notification-settings');
    this.thisBrowser = page.getByTestId('push-this-browser');
    this.turnOn = page.getByTestId('push-turn-on');
    this.explanation = page.getByTestId('push-explanation');
    this.continue = page.getByTestId('push-continue');
    this.preferences = page.getByTestId('notification-preferences');
    this.emailWindow = page.getByTestId('email-window');
  }

  /** Opens it from the account menu; `menuLabel` in the console's current language. */
  async open(menuLabel: string | RegExp = 'Notifications'): Promise<void> {
    await this.page.getByTestId('account-menu-button').click();
    await this.page.getByRole('menuitem', { name: menuLabel }).click();
    await expect(this.settings).toBeVisible();
  }

  /** A preference's checkbox: its label is "Push: <event>" or "Email: <event>" in the current language. */
  checkbox(name: string | RegExp): Locator {
    return this.preferences.getByRole('checkbox', { name });
  }
}
