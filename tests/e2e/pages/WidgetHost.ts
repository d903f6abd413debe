import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** The widget as a visitor sees it on a host page: the iframe the loader made, and what is in it. */
export class WidgetHost {
  readonly iframe: Locator;
  readonly frame: FrameLocator;
  readonly launcher: Locator;
  readonly composer: Locator;
  readonly messages: Locator;
  readonly pending: Locator;

  constructor(readonly page: Page) {
    this.iframe = page.locator('iframe[data-parley]');
    this.frame = page.frameLocator('iframe[data-parley]');
    this.launcher = this.frame.getByTestId('launcher');
    this.composer = this.frame.locator('textarea');
    this.messages = this.frame.getByTestId('message');
    this.pending = this.frame.getByTestId('pending-message');
  }

  async size(): Promise<{ width: number; height: number }> {
    const box = await this.iframe.boundingBox();
    return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
  }

  /** Calls the host page API (the snippet's Parley function); answers the error message, if any. */
  command(command: string, arg?: unknown): Promise<string | null> {
    return this.page.evaluate(
      ([c, a]) =>
        (window as unknown as { Parley: (c: string, a?: unknown) => Promise<void> })
          .Parley(c as string, a)
          .then(() => null)
          .catch((e: Error) => e.message),
      [command, arg] as const,
    );
  }

  async open(): Promise<void> {
    await this.launcher.click();
    await expect(this.frame.getByTestId('module-startConversation')).toBeVisible();
  }

  async startConversation(): Promise<string> {
    await this.frame.getByRole('button', { name: /Start Conversation|開始對話|开始对话/ }).click();
    await expect(this.composer).toBeVisible();
    return this.conversationId();
  }

  async conversationId(): Promise<string> {
    let id = '';
    await expect
      .poll(() => {
        const frame = this.page.frames().find((f) => f.url().includes('/widget/conversation/'));
        id = frame ? (/\/widget\/conversation\/([0-9a-f-]{36})/.exec(frame.url())?.[1] ?? '') : '';
        return id;
      })
      .not.toBe('');
    return id;
  }

  async send(text: string): Promise<void> {
    await this.composer.fill(text);
    await this.composer.press('Enter');
  }
}
