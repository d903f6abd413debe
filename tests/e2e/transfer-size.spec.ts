import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LoginPage } from './pages/LoginPage';
import { OWNER, apiSignedInAs } from './support/server';
import { startHostServer } from './support/host-page';

/** Bytes that came over the wire for a page load (headers and bodies as sent, compressed), by kind. */
async function transferred(page: Page, load: () => Promise<void>): Promise<{ total: number; byType: Record<string, number>; uncompressed: string[] }> {
  const pending: Promise<void>[] = [];
  const byType: Record<string, number> = {};
  const uncompressed: string[] = [];
  let total = 0;
  const onFinished = (request: import('@playwright/test').Request) => {
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const response = await request.response();
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        total += bytes;
        const type = request.resourceType();
        byType[type] = (byType[type] ?? 0) + bytes;
        const encoding = (await response?.allHeaders())?.['content-encoding'];
        // Below 1 KB compression does not pay: the build leaves those files as they are.
        if (/\.(js|css)$/.test(new URL(request.url()).pathname) && !encoding && sizes.responseBodySize > 1024) uncompressed.push(request.url());
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  await load();
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', onFinished);
  await Promise.all(pending);
  return { total, byType, uncompressed };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/**
 * Issue 51's target: what a first visit transfers (a fresh browser: nothing cached), printed per
 * page; every script and stylesheet arrives compressed, and the sign-in page stays within 250 KB.
 */
test('a first visit transfers compressed bytes: the sign-in page within 250 KB', async ({ page }) => {
  const signIn = await transferred(page, async () => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
  console.log(`transfer: sign-in page ${kb(signIn.total)} ${JSON.stringify(Object.fromEntries(Object.entries(signIn.byType).map(([k, v]) => [k, kb(v)])))}`);
  expect(signIn.uncompressed).toEqual([]);
  expect(signIn.total).toBeLessThanOrEqual(250 * 1000);

  const inbox = await transferred(page, async () => {
    await new LoginPage(page).signIn(OWNER.email, OWNER.password);
    await expect(page).toHaveURL(/\/conversation/);
    await expect(page.getByRole('link', { name: /Assigned to me/ })).toBeVisible();
  });
  console.log(
    `transfer: sign-in to the inbox ${kb(inbox.total)} ${JSON.stringify(Object.fromEntries(Object.entries(inbox.byType).map(([k, v]) => [k, kb(v)])))}`,
  );
  expect(inbox.uncompressed).toEqual([]);
});

/**
 * Issue 53: until the visitor shows intent a host page fetches the launcher only, no live data
 * (Apollo, graphql-ws) and no panel; the pointer coming over the launcher fetches them.
 */
test('a host page with the widget transfers its loader and app compressed, the live data only on intent', async ({ page }) => {
  const owner = await apiSignedInAs(OWNER.email, OWNER.password);
  const created = await owner.post('/api/admin/setting/apiKey/create', { data: { name: `transfer-${Date.now()}`, clientType: 26 } });
  const { key } = ((await created.json()) as { data: { key: string } }).data;
  await owner.dispose();
  const host = await startHostServer();
  // The live data's chunk is the one named after state/live.ts (Vite names a chunk after its module).
  const isLive = (url: string) => /\/widget\/assets\/live-[^/]+\.js$/.test(new URL(url).pathname);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  try {
    const widget = await transferred(page, async () => {
      await page.goto(host.url({ apiKey: key, lang: 'en' }));
      await expect.poll(() => page.evaluate(() => Boolean((window as { __launcherAt?: number }).__launcherAt))).toBe(true);
    });
    const parts = Object.fromEntries(Object.entries(widget.byType).map(([k, v]) => [k, kb(v)]));
    console.log(`transfer: host page with the widget, before intent ${kb(widget.total)} ${JSON.stringify(parts)}`);
    expect(widget.uncompressed).toEqual([]);
    // The launcher shown and the network idle (transferred waits for both): nothing of the live data came.
    expect(scripts.filter(isLive)).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);

    const launcher = page.frameLocator('iframe[data-parley]').getByTestId('launcher');
    const live = page.waitForRequest((r) => isLive(r.url()));
    await launcher.hover();
    await live;
  } finally {
    await host.close();
  }
});
