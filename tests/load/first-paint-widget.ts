import type { Browser, BrowserContext, Frame, Page, Request } from 'playwright-core';

/** What a host page pays for the widget (issue 53), bytes as sent: compressed bodies and their headers. */
export interface WidgetMeasure {
  /** From the snippet to the launcher shown and the network quiet, the heaviest of the runs (with its parts by resource type). */
  beforeIntent: { bytes: number; byType: Record<string, number> };
  /** Everything from the snippet to a conversation open, its composer usable, and the network quiet (the loader included), the heaviest run. */
  open: { bytes: number };
  /** Per run, in the widget's own clock: the launcher's click to its landing's Start button, plus Start's click to an enabled composer. */
  clickToComposerMs: number[];
}

/** No request in flight for this long counts as the network at rest (Playwright's own networkidle is 500 ms too). */
const QUIET_MS = 500;
const TIMEOUT_MS = 30_000;

/** Bytes as they came over the wire for every request of the widget (not the host page's own), from when it is made. */
class Transfer {
  private bytes = 0;
  private byType: Record<string, number> = {};
  private inFlight = 0;
  private lastChange = Date.now();
  private readonly pending: Promise<void>[] = [];

  constructor(
    private readonly context: BrowserContext,
    private readonly hostOrigin: string,
  ) {
    context.on('request', this.onRequest);
    context.on('requestfinished', this.onFinished);
    context.on('requestfailed', this.onFailed);
  }

  private counts(request: Request): boolean {
    return new URL(request.url()).origin !== this.hostOrigin;
  }

  private readonly onRequest = (request: Request) => {
    if (!this.counts(request)) return;
    this.inFlight += 1;
    this.lastChange = Date.now();
  };

  private readonly onFinished = (request: Request) => {
    if (!this.counts(request)) return;
    this.pending.push(
      (async () => {
        const sizes = await request.sizes();
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        const type = request.resourceType();
        this.bytes += bytes;
        this.byType[type] = (this.byType[type] ?? 0) + bytes;
      })(),
    );
    this.settle();
  };

  private readonly onFailed = (request: Request) => {
    if (this.counts(request)) this.settle();
  };

  private settle(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.lastChange = Date.now();
  }

  /** Waits until nothing of the widget's has been in flight for QUIET_MS (a later event than any request it may still make). */
  async quiet(): Promise<void> {
    const deadline = Date.now() + TIMEOUT_MS;
    while (this.inFlight > 0 || Date.now() - this.lastChange < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`the widget's network never went quiet (${this.inFlight} in flight)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The bytes so far, and a fresh count from here on. */
  async take(): Promise<{ bytes: number; byType: Record<string, number> }> {
    await Promise.all(this.pending.splice(0));
    const taken = { bytes: this.bytes, byType: this.byType };
    this.bytes = 0;
    this.byType = {};
    return taken;
  }

  stop(): void {
    this.context.off('request', this.onRequest);
    this.context.off('requestfinished', this.onFinished);
    this.context.off('requestfailed', this.onFailed);
  }
}

async function widgetFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[data-parley]', { state: 'attached', timeout: TIMEOUT_MS });
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('the widget iframe has no frame');
  return frame;
}

/** Notes, in the widget's clock, when each step of the way to the composer happens (clicks in the capture phase, before the widget sees them). */
function watchSteps(): void {
  const marks: Record<string, number> = {};
  (window as unknown as { __steps: Record<string, number> }).__steps = marks;
  document.addEventListener(
    'click',
    () => {
      const at = performance.now();
      if (marks.launcherClick === undefined) marks.launcherClick = at;
      else if (marks.startClick === undefined && marks.startReady !== undefined) marks.startClick = at;
    },
    true,
  );
  const check = () => {
    const at = performance.now();
    const start = document.querySelector<HTMLButtonElement>('[data-testid="module-startConversation"] button');
    if (marks.launcherClick !== undefined && marks.startReady === undefined && start && !start.disabled) marks.startReady = at;
    const composer = document.querySelector<HTMLTextAreaElement>('textarea');
    if (marks.launcherClick !== undefined && marks.composerReady === undefined && composer && !composer.disabled) marks.composerReady = at;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

async function oneRun(browser: Browser, url: string): Promise<{ before: { bytes: number; byType: Record<string, number> }; open: number; ms: number }> {
  // A context of its own: nothing cached, nothing stored (a first-time visitor).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const transfer = new Transfer(context, new URL(url).origin);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const frame = await widgetFrame(page);
    const launcher = frame.getByTestId('launcher');
    await launcher.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await page.waitForFunction(() => (document.querySelector('iframe[data-parley]')?.getBoundingClientRect().width ?? 0) > 0, undefined, {
      timeout: TIMEOUT_MS,
    });
    await transfer.quiet();
    const before = await transfer.take();

    await frame.evaluate(watchSteps);
    // The pointer comes over the launcher and clicks at once: the only intent is the click's own approach.
    await launcher.hover();
    await launcher.click();
    const start = frame.locator('[data-testid="module-startConversation"] button');
    const composer = frame.locator('textarea');
    await start.or(composer).first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    if (await start.isVisible()) await start.click();
    await composer.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await frame.waitForFunction(() => (window as unknown as { __steps: Record<string, number> }).__steps.composerReady !== undefined, undefined, {
      timeout: TIMEOUT_MS,
    });
    const steps = await frame.evaluate(() => (window as unknown as { __steps: Record<string, number> }).__steps);
    // The visitor's own time between the Start button showing and their click on it is not the widget's.
    const ms =
      steps.startClick !== undefined && steps.startReady !== undefined
        ? steps.startReady - steps.launcherClick + (steps.composerReady - steps.startClick)
        : steps.composerReady - steps.launcherClick;
    await transfer.quiet();
    const after = await transfer.take();
    return { before, open: before.bytes + after.bytes, ms };
  } finally {
    transfer.stop();
    await context.close();
  }
}

/**
 * Issue 53's figures for a host page with the widget: bytes before the visitor shows intent, bytes
 * with a conversation open, and the time from the launcher's click to a usable composer. Each run is
 * a fresh browser context (cold cache, empty storage: a first-time visitor); bytes are what
 * request.sizes() says came over the wire (compressed bodies plus headers) for the widget's requests
 * (anything not from the host page's own origin), as tests/e2e/transfer-size.spec.ts counts them. A
 * first-time visitor's launcher opens the landing: the time is the launcher's click to its Start
 * button, plus Start's click to an enabled composer (both in the widget's clock), leaving out how
 * long the visitor (Playwright) takes to click Start.
 */
export async function measureWidget(
  browser: Browser,
  hostUrl: (opts: { apiKey: string; lang: string }) => string,
  apiKey: string,
  runs = 5,
): Promise<WidgetMeasure> {
  const url = hostUrl({ apiKey, lang: 'en' });
  const measure: WidgetMeasure = { beforeIntent: { bytes: 0, byType: {} }, open: { bytes: 0 }, clickToComposerMs: [] };
  for (let i = 0; i < runs; i++) {
    const run = await oneRun(browser, url);
    if (run.before.bytes > measure.beforeIntent.bytes) measure.beforeIntent = run.before;
    measure.open.bytes = Math.max(measure.open.bytes, run.open);
    measure.clickToComposerMs.push(Math.round(run.ms));
  }
  return measure;
}
