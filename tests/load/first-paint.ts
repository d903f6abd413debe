// Bytes and first paint (issue 53), measured in a browser (Playwright on /usr/bin/chromium) against
// the built console and widget a server serves, compressed as it sends them (prints figures; not a
// test):
//   1. the sign-in page: JavaScript transferred (brotli, headers included) on a cold visit to /login;
//   2. the inbox ready (first 20 rows painted, the pane shown), cold cache, signed in, with
//      BENCH_CONVERSATIONS conversations: JavaScript transferred, and the first paint's median;
//   3. the widget on a plain host page: bytes before the visitor shows intent, with a conversation
//      open, and click → usable composer (first-paint-widget.ts);
//   4. Lighthouse 12 (mobile and desktop presets) on /login and on the host page: scores, paints,
//      blocking time, third-party findings. BENCH_LIGHTHOUSE=0 skips it (it is fetched with npx).
// BENCH_STATIC_DIR=<a checkout with console/dist and widget/dist built> measures another build with
// the same server: how the "before" figures of docs/perf/first-paint.md were taken.
//   npm run bench:first-paint
//   BENCH_DATABASE_URL=postgres://… BENCH_CONVERSATIONS=100000 BENCH_LOADS=10 BENCH_STATIC_DIR=/tmp/before npm run bench:first-paint
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { createPostgresDatabase } from '../support/databases';
import { api } from '../support/http';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from '../support/server';
import { seedFirstAgentInbox } from './bulk-seed';
import { instrument } from './inbox-paint';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100_000);
const LOADS = Number(process.env.BENCH_LOADS ?? 10);
const STATIC_DIR = path.resolve(process.env.BENCH_STATIC_DIR ?? path.join(__dirname, '..', '..'));
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const LIGHTHOUSE_PACKAGE = 'lighthouse@12.8.2';
const VIEWPORT = { width: 1280, height: 1600 };

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Transfer {
  total: number;
  script: number;
  byType: Record<string, number>;
  files: { name: string; bytes: number }[];
}

/**
 * What came over the wire while `load` ran (and, with `untilIdle`, until the network was idle):
 * bytes as sent, compressed, headers included. Without it, what the screen waited for: a request
 * still under way when it was ready (a prefetch on idle) is not counted.
 */
async function transferred(page: Page, load: () => Promise<void>, untilIdle = true): Promise<Transfer> {
  const pending: Promise<void>[] = [];
  const result: Transfer = { total: 0, script: 0, byType: {}, files: [] };
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        const type = request.resourceType();
        result.total += bytes;
        result.byType[type] = (result.byType[type] ?? 0) + bytes;
        if (type === 'script') {
          result.script += bytes;
          result.files.push({ name: new URL(request.url()).pathname.split('/').pop()!, bytes });
        }
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  await load();
  if (untilIdle) await page.waitForLoadState('networkidle');
  page.off('requestfinished', onFinished);
  await Promise.all(pending);
  result.files.sort((a, b) => b.bytes - a.bytes);
  return result;
}

function describe(t: Transfer): string {
  const types = Object.entries(t.byType)
    .map(([k, v]) => `${k} ${kb(v)}`)
    .join(', ');
  const top = t.files
    .slice(0, 6)
    .map((f) => `${f.name.replace(/-[\w-]{8}\.js$/, '.js')} ${kb(f.bytes)}`)
    .join(', ');
  return `JS ${kb(t.script)} (${t.files.length} files; largest: ${top}); everything ${kb(t.total)} (${types})`;
}

/** A plain site with the README's snippet, on `localhost` so the widget (on 127.0.0.1) is another site to the browser and to Lighthouse. */
async function startHostPage(parley: string): Promise<{ url: (o: { apiKey: string; lang: string }) => string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const options = { apiKey: url.searchParams.get('apiKey') ?? '', lang: url.searchParams.get('lang') ?? 'en' };
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme Shop</title><meta name="description" content="A shop with a chat widget">
<script>
  window.Parley = window.Parley || function () { (Parley.q = Parley.q || []).push(arguments); };
  Parley('init', ${JSON.stringify(options).replace(/</g, '\\u003c')});
</script>
<script async src="${parley}/sdk.js"></script>
</head><body><main><h1>Acme Shop</h1><p>Products, prices and a chat widget in the corner.</p></main>
<script>
  new MutationObserver(function () {
    var f = document.querySelector('iframe[data-parley]');
    if (f && !window.__launcherAt && f.getBoundingClientRect().width === 100) window.__launcherAt = performance.now();
  }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
</script>
</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  return {
    url: ({ apiKey, lang }) => `http://localhost:${port}/?apiKey=${encodeURIComponent(apiKey)}&lang=${lang}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface LighthouseResult {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; score: number | null; displayValue?: string; details?: { overallSavingsBytes?: number } }>;
}

async function lighthouse(url: string, preset: 'mobile' | 'desktop'): Promise<string> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'parley-lh-')), 'report.json');
  await promisify(execFile)(
    'npx',
    [
      '--yes',
      LIGHTHOUSE_PACKAGE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseResult;
  const a = report.audits;
  const ms = (id: string) => `${((a[id]?.numericValue ?? NaN) / 1000).toFixed(2)} s`;
  const thirdParty = ['third-party-summary', 'third-party-facades', 'third-party-cookies']
    .filter((id) => a[id] && a[id].score !== null && a[id].score < 1)
    .map((id) => `${id}: ${a[id]!.displayValue ?? 'flagged'}`);
  return [
    `performance ${Math.round(report.categories.performance.score * 100)}`,
    `FCP ${ms('first-contentful-paint')}`,
    `LCP ${ms('largest-contentful-paint')}`,
    `TBT ${Math.round(a['total-blocking-time']?.numericValue ?? NaN)} ms`,
    `CLS ${(a['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)}`,
    `unused JS ${kb(a['unused-javascript']?.details?.overallSavingsBytes ?? 0)}`,
    `third-party findings: ${thirdParty.length ? thirdParty.join('; ') : 'none'}`,
  ].join(', ');
}

async function signIn(
  browser: Browser,
  base: string,
): Promise<{ transfer: Transfer; inboxAfterSignIn: Transfer; state: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>> }> {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: base });
  const page = await context.newPage();
  const transfer = await transferred(page, async () => {
    await page.goto('/login');
    await page.locator('form button[type="submit"]').waitFor();
  });
  const inboxAfterSignIn = await transferred(page, async () => {
    await page.locator('input[name="email"]').fill(ADMIN_EMAIL);
    await page.locator('input[name="password"]').fill(ADMIN_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.locator('[data-testid="conversation-list"] [data-testid="conversation-card"]').first().waitFor();
  });
  const state = await context.storageState();
  await context.close();
  return { transfer, inboxAfterSignIn, state };
}

/** A cold load of the inbox (new context: empty cache), signed in: JS transferred and when the first 20 rows were painted. */
async function coldInbox(browser: Browser, base: string, state: Awaited<ReturnType<typeof signIn>>['state']): Promise<{ transfer: Transfer; painted: number }> {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: base, storageState: state });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const transfer = await transferred(
    page,
    async () => {
      await page.goto('/conversation?view=all');
      await page.waitForFunction(() => window.__bench?.painted != null, undefined, { timeout: 60_000 });
    },
    false,
  );
  const painted = await page.evaluate(() => window.__bench!.painted!);
  await context.close();
  return { transfer, painted };
}

async function main(): Promise<void> {
  const server = await startTestServer({ name: 'postgres', create: () => createPostgresDatabase(ADMIN_URL) }, { STATIC_DIR, GRAPHQL_COST_PER_MINUTE: '0' });
  let browser: Browser | undefined;
  try {
    const pg = new Client({ connectionString: server.databaseUrl });
    await pg.connect();
    await seedFirstAgentInbox(pg, CONVERSATIONS);
    await pg.end();
    console.log(`\rfirst-paint benchmark: ${CONVERSATIONS} conversations on PostgreSQL, ${os.cpus().length} CPUs, built assets from ${STATIC_DIR}`);

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });

    const first = await signIn(browser, server.url);
    console.log(`1. sign-in page (/login), cold: ${describe(first.transfer)}  [target: JS ≤ 90 KB]`);
    console.log(`   then signing in to the inbox (rows shown): ${describe(first.inboxAfterSignIn)}`);

    const loads: { transfer: Transfer; painted: number }[] = [];
    for (let i = 0; i <= LOADS; i++) {
      const load = await coldInbox(browser, server.url, first.state);
      if (i > 0) loads.push(load); // the first warms the server's caches and plans
    }
    const painted = loads.map((l) => l.painted);
    console.log(`2. inbox ready (/conversation?view=all, 20 rows painted), cold: ${describe(loads[0]!.transfer)}  [target: JS ≤ 250 KB]`);
    console.log(
      `   first 20 rows painted: median ${median(painted).toFixed(0)} ms, min ${Math.min(...painted).toFixed(0)} ms, max ${Math.max(...painted).toFixed(0)} ms (n=${painted.length})  [target: median ≤ 1,000 ms]`,
    );

    const owner = (
      await api(server.url).post<{ token: string }>('/api/init', { username: ADMIN_EMAIL, password: ADMIN_PASSWORD, type: 'agent', getAuthToken: true })
    ).body.data!;
    const apiKey = (
      await api(server.url).post<{ key: string }>('/api/admin/setting/apiKey/create', { name: 'first-paint', clientType: 26 }, { token: owner.token })
    ).body.data!.key;
    const host = await startHostPage(server.url);
    try {
      const widgetModule = path.join(__dirname, 'first-paint-widget.ts');
      if (fs.existsSync(widgetModule)) {
        const { measureWidget } = (await import(widgetModule)) as typeof import('./first-paint-widget');
        const w = await measureWidget(browser, host.url, apiKey);
        const types = Object.entries(w.beforeIntent.byType)
          .map(([k, v]) => `${k} ${kb(v)}`)
          .join(', ');
        console.log(`3. widget on a host page, before intent: ${kb(w.beforeIntent.bytes)} (${types})  [target: ≤ 35 KB]`);
        console.log(`   with a conversation open, in all: ${kb(w.open.bytes)}  [target: ≤ 110 KB]`);
        console.log(
          `   click → usable composer, cold: median ${median(w.clickToComposerMs).toFixed(0)} ms, max ${Math.max(...w.clickToComposerMs).toFixed(0)} ms (n=${w.clickToComposerMs.length})  [target: ≤ 300 ms]`,
        );
      }
      if (LIGHTHOUSE) {
        await browser.close();
        browser = undefined;
        console.log('4. Lighthouse 12 (simulated throttling; mobile: Moto G Power, slow 4G)');
        for (const preset of ['mobile', 'desktop'] as const) console.log(`   /login, ${preset}: ${await lighthouse(`${server.url}/login`, preset)}`);
        for (const preset of ['mobile', 'desktop'] as const)
          console.log(
            `   host page with the widget, ${preset}: ${await lighthouse(host.url({ apiKey, lang: 'en' }), preset)}  [target: performance 100, no third-party finding]`,
          );
      }
    } finally {
      await host.close();
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
