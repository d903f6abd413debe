// Benchmark of the inbox screen (issue 5, Performance) on PostgreSQL with 100,000 conversations,
// measured in the page with the Performance API (Playwright on /usr/bin/chromium, console/dist built):
//   1. opening /conversation?view=all until the first 20 rows are painted, cold loads: median, p99;
//   2. frame rate while scrolling steadily through 5,000 loaded rows, from requestAnimationFrame and
//      from Chrome's trace of the same scroll (frame-trace.ts: the frames DevTools shows), and the
//      browser's own long animation frames (over 50 ms) with what took their time;
//      BENCH_PROFILE=<file> also writes a CPU profile of the page while it scrolls (open it in
//      Chrome's DevTools).
// The third figure of the issue, customer send → agent screen, is `npm run bench:inbox-arrival`.
//   npm run bench:inbox
//   BENCH_DATABASE_URL=postgres://… BENCH_CONVERSATIONS=100000 BENCH_LOADS=10 BENCH_ROWS=5000 BENCH_SCROLL_SECONDS=10 npm run bench:inbox
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { chromium, type Browser, type BrowserContext, type CDPSession } from 'playwright-core';
import { startFrameTrace, stopFrameTrace } from './frame-trace';
import { createPostgresDatabase } from '../support/databases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from '../support/server';
import { seedFirstAgentInbox } from './bulk-seed';
import { instrument, type PageRecord } from './inbox-paint';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100_000);
const LOADS = Number(process.env.BENCH_LOADS ?? 10);
const ROWS = Number(process.env.BENCH_ROWS ?? 5000);
const SCROLL_SECONDS = Number(process.env.BENCH_SCROLL_SECONDS ?? 10);
// Tall enough that the windowed list renders 20 cards (rows in view plus its overscan of 4).
const VIEWPORT = { width: 1280, height: 1600 };

function stats(values: number[], unit = 'ms'): string {
  const s = [...values].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return `median ${q(0.5).toFixed(0)} ${unit}, p99 ${q(0.99).toFixed(0)} ${unit}, min ${s[0]!.toFixed(0)} ${unit} (n=${s.length})`;
}

interface Load {
  painted: number;
  domContentLoaded: number;
  firstContentfulPaint: number;
  ops: PageRecord['ops'];
  /** The page's script files: name (hash dropped), start, end of the download. */
  scripts: { op: string; start: number; end: number }[];
}

/** Starts the page's sampling CPU profiler (every `intervalUs` µs). */
async function startCpuProfile(cdp: CDPSession, intervalUs: number): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalUs });
  await cdp.send('Profiler.start');
}

/** Stops the profiler and writes its profile (open it in Chrome's DevTools). */
async function writeCpuProfile(cdp: CDPSession, file: string): Promise<void> {
  const { profile } = await cdp.send('Profiler.stop');
  fs.writeFileSync(file, JSON.stringify(profile));
}

async function openInbox(context: BrowserContext, profileTo?: string): Promise<Load> {
  const page = await context.newPage();
  try {
    const cdp = profileTo ? await context.newCDPSession(page) : undefined;
    if (cdp) await startCpuProfile(cdp, 100);
    await page.goto('/conversation?view=all');
    await page.waitForFunction(() => window.__bench?.painted != null, undefined, { timeout: 60_000 });
    if (cdp && profileTo) {
      await writeCpuProfile(cdp, profileTo);
      console.log(`     CPU profile of one load (navigation to the rows painted) written to ${profileTo}`);
    }
    await page.waitForTimeout(200); // lets the bodies of requests still in flight be recorded
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        painted: window.__bench!.painted!,
        domContentLoaded: nav?.domContentLoadedEventEnd ?? NaN,
        firstContentfulPaint: fcp?.startTime ?? NaN,
        ops: window.__bench!.ops,
        scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => r.name.endsWith('.js'))
          .map((r) => ({
            op: r.name
              .split('/')
              .pop()!
              .replace(/-[\w-]{8}\.js$/, '.js'),
            start: r.startTime,
            end: r.responseEnd,
          })),
      };
    });
  } finally {
    await page.close();
  }
}

/** Cold loads (one warm-up first); prints the paint time and what it waited for. */
async function measureLoads(label: string, newContext: () => Promise<BrowserContext>, done: (c: BrowserContext) => Promise<void>): Promise<void> {
  const loads: Load[] = [];
  for (let i = 0; i <= LOADS; i++) {
    const context = await newContext();
    // BENCH_LOAD_PROFILE=<file>: the page's CPU profile of the first measured cold load.
    const profile = i === 1 && label.startsWith('cold') ? process.env.BENCH_LOAD_PROFILE : undefined;
    const load = await openInbox(context, profile);
    await done(context);
    if (i > 0) loads.push(load);
  }
  console.log(`   ${label}: first 20 rows painted ${stats(loads.map((l) => l.painted))}`);
  console.log(
    `     DOMContentLoaded ${stats(loads.map((l) => l.domContentLoaded))}; first contentful paint ${stats(loads.map((l) => l.firstContentfulPaint))}`,
  );
  printBeforePaint('requests', loads, (l) => l.ops);
  printBeforePaint('script files', loads, (l) => l.scripts);
}

/** What ended before the rows were painted, by name: when each starts and how long it takes (medians). */
function printBeforePaint(what: string, loads: Load[], of: (l: Load) => Load['ops']): void {
  const byOp = new Map<string, { start: number[]; took: number[] }>();
  for (const l of loads) {
    for (const o of of(l).filter((x) => x.end <= l.painted)) {
      const e = byOp.get(o.op) ?? { start: [], took: [] };
      e.start.push(o.start);
      e.took.push(o.end - o.start);
      byOp.set(o.op, e);
    }
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  const ops = [...byOp.entries()].sort((a, b) => median(b[1].took) - median(a[1].took));
  console.log(
    `     ${what} before the paint (median start → took): ${ops.map(([op, e]) => `${op} ${median(e.start).toFixed(0)}→${median(e.took).toFixed(0)} ms`).join(', ')}`,
  );
}

async function main(): Promise<void> {
  const server = await startTestServer(
    { name: 'postgres', create: () => createPostgresDatabase(ADMIN_URL) },
    // One browser pages in 10,000 rows within a minute from one address: past the GraphQL cost budget
    // of an address (README, GraphQL limits), which would measure the limit instead of the list.
    { STATIC_DIR: path.resolve(__dirname, '..', '..'), GRAPHQL_COST_PER_MINUTE: '0' },
  );
  let browser: Browser | undefined;
  try {
    const pg = new Client({ connectionString: server.databaseUrl });
    await pg.connect();
    const seedStart = performance.now();
    await seedFirstAgentInbox(pg, CONVERSATIONS);
    const [{ conversations, messages }] = (
      await pg.query(`SELECT (SELECT count(*) FROM conversation)::int AS conversations, (SELECT count(*) FROM message)::int AS messages`)
    ).rows as {
      conversations: number;
      messages: number;
    }[];
    await pg.end();
    console.log(
      `\rinbox benchmark: PostgreSQL, ${conversations} conversations, ${messages} messages (bulk-seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s); viewport ${VIEWPORT.width}x${VIEWPORT.height}`,
    );

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const b = browser;
    const signedIn = await b.newContext({ viewport: VIEWPORT, baseURL: server.url });
    const login = await signedIn.newPage();
    await login.goto('/login');
    await login.locator('input[name="email"]').fill(ADMIN_EMAIL);
    await login.locator('input[name="password"]').fill(ADMIN_PASSWORD);
    await login.locator('form button[type="submit"]').click();
    await login.waitForURL((u) => !u.pathname.startsWith('/login'));
    await login.close();
    const storageState = await signedIn.storageState();
    await signedIn.addInitScript(instrument);

    // 1. Opening the inbox.
    console.log(`1. /conversation?view=all → first 20 rows painted, ${LOADS} loads after a warm-up`);
    await measureLoads(
      'cold (new browser context: empty HTTP cache)',
      async () => {
        const c = await b.newContext({ viewport: VIEWPORT, baseURL: server.url, storageState });
        await c.addInitScript(instrument);
        return c;
      },
      (c) => c.close(),
    );
    await measureLoads(
      'warm (new page, same context: cached assets)',
      async () => signedIn,
      async () => undefined,
    );

    // 2. Scrolling: page in ROWS rows (20 a page), then scroll top to bottom at a steady speed.
    const page = await signedIn.newPage();
    await page.goto('/conversation?view=all');
    await page.waitForFunction(() => window.__bench?.painted != null);
    // The page's own DevTools session: its heap, and the profiles asked for.
    const cdp = await signedIn.newCDPSession(page);
    const heapProfile = process.env.BENCH_HEAP_PROFILE;
    const cpuProfile = process.env.BENCH_PROFILE;
    // BENCH_HEAP_PROFILE=<file>: what allocated the memory still held once the rows are loaded (sampled).
    if (heapProfile) await cdp.send('HeapProfiler.startSampling', { samplingInterval: 32768 });
    const loadStart = performance.now();
    const loaded = await page.evaluate(async (target) => {
      const scroller = document.querySelector<HTMLElement>('[data-testid="conversation-list-scroller"]')!;
      // The list is windowed: each rendered row carries the total number of loaded rows.
      const count = () => Number(document.querySelector('[data-testid="conversation-list"] [role="listitem"]')?.getAttribute('aria-setsize') ?? 0);
      let last = count();
      let since = performance.now();
      const start = since;
      // Seconds since the start at every thousandth row: whether paging slows down as rows pile up.
      const marks: string[] = [];
      while (count() < target) {
        scroller.scrollTop = scroller.scrollHeight; // reaching the bottom asks for the next page
        await new Promise((r) => setTimeout(r, 20));
        if (count() !== last) {
          if (Math.floor(count() / 1000) > Math.floor(last / 1000))
            marks.push(`${Math.floor(count() / 1000)}k ${((performance.now() - start) / 1000).toFixed(1)} s`);
          [last, since] = [count(), performance.now()];
        } else if (performance.now() - since > 30_000) throw new Error(`stuck at ${last} rows (${marks.join(', ')})`);
      }
      return { rows: count(), marks };
    }, ROWS);
    const loadSeconds = (performance.now() - loadStart) / 1000;
    console.log(
      `2. ${loaded.rows} rows loaded by infinite scroll in ${loadSeconds.toFixed(1)} s (${(loaded.rows / 20 / loadSeconds).toFixed(1)} pages/s): ${loaded.marks.join(', ')}`,
    );
    // The page's JavaScript heap (what a major garbage collection walks) once the rows are loaded, and after the scroll.
    const heapMb = async () => ((await cdp.send('Runtime.getHeapUsage')).usedSize / 1024 / 1024).toFixed(0);
    if (heapProfile) {
      await cdp.send('HeapProfiler.collectGarbage');
      const { profile } = await cdp.send('HeapProfiler.stopSampling');
      fs.writeFileSync(heapProfile, JSON.stringify(profile));
    }
    const heapLoaded = await heapMb();
    if (cpuProfile) await startCpuProfile(cdp, 200);
    await startFrameTrace(browser, page);
    const scroll = await page.evaluate(async (seconds) => {
      const scroller = document.querySelector<HTMLElement>('[data-testid="conversation-list-scroller"]')!;
      scroller.scrollTop = 0;
      await new Promise((r) => setTimeout(r, 1000));
      const distance = scroller.scrollHeight - scroller.clientHeight;
      const frames: number[] = [];
      let scrollStart = 0;
      // The browser's own account of frames over 50 ms (Long Animation Frames API): how long, and
      // whether scripts (which), style and layout, or painting took the time.
      interface LongFrame extends PerformanceEntry {
        renderStart: number;
        styleAndLayoutStart: number;
        blockingDuration: number;
        scripts: { invoker: string; sourceFunctionName: string; sourceURL: string; duration: number; forcedStyleAndLayoutDuration: number }[];
      }
      const longFrames: LongFrame[] = [];
      const observer = new PerformanceObserver((list) => longFrames.push(...(list.getEntries() as LongFrame[])));
      observer.observe({ type: 'long-animation-frame' });
      await new Promise<void>((resolve) => {
        let t0 = -1;
        let previous = -1;
        const tick = (now: number) => {
          if (t0 < 0) {
            t0 = scrollStart = now;
            performance.mark('parley-scroll-start');
          } else frames.push(now - previous);
          previous = now;
          // Position from elapsed time: a steady speed whatever the frame rate.
          const progress = Math.min(1, (now - t0) / (seconds * 1000));
          scroller.scrollTop = progress * distance;
          if (progress < 1) requestAnimationFrame(tick);
          else {
            performance.mark('parley-scroll-end');
            resolve();
          }
        };
        requestAnimationFrame(tick);
      });
      await new Promise((r) => setTimeout(r, 100));
      observer.disconnect();
      const long = longFrames
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 3)
        .map((e) => {
          const script = e.scripts.reduce((a, x) => a + x.duration, 0);
          const render = e.startTime + e.duration - (e.renderStart || e.startTime + e.duration);
          const layout = e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0;
          const top = [...e.scripts].sort((a, b) => b.duration - a.duration)[0];
          const where = top
            ? `; longest script ${top.duration.toFixed(0)} ms ${top.invoker} ${top.sourceFunctionName || ''} ${top.sourceURL.split('/').pop() ?? ''}`
            : '';
          return `${e.duration.toFixed(0)} ms at ${((e.startTime - scrollStart) / 1000).toFixed(2)} s (scripts ${script.toFixed(0)}, rendering ${render.toFixed(0)} of which style and layout ${layout.toFixed(0)}${where})`;
        });
      return { frames, distance, longFrames: longFrames.length, long };
    }, SCROLL_SECONDS);
    const traced = await stopFrameTrace(browser, 'parley-scroll-start', 'parley-scroll-end');
    if (cpuProfile) await writeCpuProfile(cdp, cpuProfile);
    const f = scroll.frames;
    const total = f.reduce((a, x) => a + x, 0);
    const share = (ms: number) => `${((100 * f.filter((x) => x > ms).length) / f.length).toFixed(1)}%`;
    console.log(
      `   scroll through ${loaded.rows} rows (${scroll.distance} px in ${SCROLL_SECONDS} s, ${(scroll.distance / 80 / SCROLL_SECONDS).toFixed(0)} rows/s): ` +
        `${((1000 * f.length) / total).toFixed(1)} fps average over ${f.length} frames; over 16.7 ms ${share(16.7)}, over 50 ms ${share(50)}; longest ${Math.max(...f).toFixed(1)} ms`,
    );
    console.log(
      `   Chrome's trace of the same scroll: ${traced.presented} frames on screen in ${traced.seconds.toFixed(1)} s (${traced.fps.toFixed(1)} fps), ` +
        `${traced.partial} partial, ${traced.dropped} dropped; longest time without a new frame ${traced.longestGapMs.toFixed(1)} ms; ` +
        `over 50 ms ${traced.gapsOver50} times, over 100 ms ${traced.gapsOver100}`,
    );
    console.log(`   JavaScript heap used: ${heapLoaded} MB with the rows loaded, ${await heapMb()} MB after the scroll`);
    console.log(
      `   the browser's long animation frames (over 50 ms): ${scroll.longFrames}${scroll.long.length ? `; longest: ${scroll.long.join(' | ')}` : ''}`,
    );
  } finally {
    await browser?.close();
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
