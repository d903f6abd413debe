import type { Locator, Page } from '@playwright/test';

/** The toast stack (a labelled region of list items). */
export class Toasts {
  private readonly region: Locator;

  constructor(page: Page) {
    this.region = page.getByRole('region', { name: /Notification|通知/ });
  }

  withText(text: string | RegExp): Locator {
    return this.region.getByRole('listitem').filter({ hasText: text });
  }
}
