// Benchmark: time from a customer's send (REST) to the agent's screen showing the message
// (Playwright on /usr/bin/chromium, the console built in console/dist). Prints median and p99.
//   npm run bench:inbox-arrival                        (embedded PGlite)
//   BENCH_DATABASE_URL=postgres://… npm run bench:inbox-arrival
//   BENCH_N=50 to change the number of messages (default 40).
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createPostgresDatabase } from '../support/databases';
import { api } from '../support/http';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from '../support/server';
import { NO_VISITOR_LIMITS } from './no-visitor-limits';
import { signIn } from '../factories/workspace';

const N = Number(process.env.BENCH_N ?? 40);

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return `median ${q(0.5).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms, min ${s[0]!.toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms`;
}

async function main() {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  const variant = pgUrl
    ? { name: 'postgres' as const, create: () => createPostgresDatabase(pgUrl) }
    : { name: 'pglite' as const, create: async () => ({ url: undefined, drop: async () => undefined }) };
  const server = await startTestServer(variant, { STATIC_DIR: path.resolve(__dirname, '..', '..'), ...NO_VISITOR_LIMITS });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const http = api(server.url);
    const owner = await signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const key = await http.post<{ key: string }>('/api/admin/setting/apiKey/create', { name: 'bench' }, owner);
    const init = await http.post<{ token: string; user: { userId: string } }>('/api/init', {
      type: 'customer',
      appKey: key.body.data!.key,
      refId: 'bench-visitor',
    });
    const visitor = { token: init.body.data!.token };
    const created = await http.post<{ id: string }>('/api/conversation/create', { customer: [init.body.data!.user.userId] }, visitor);
    const conversationId = created.body.data!.id;

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, baseURL: server.url });
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(ADMIN_EMAIL);
    await page.locator('input[name="password"]').fill(ADMIN_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`/conversation/${conversationId}`);
    await page.getByTestId('composer').waitFor();
    await page.waitForTimeout(1000); // the subscription settles

    const samples: number[] = [];
    for (let i = 0; i < N + 3; i += 1) {
      const text = `bench message ${i} ${Date.now()}`;
      const seen = page.evaluate(
        (t) =>
          new Promise<number>((resolve) => {
            const check = () => {
              const hit = [...document.querySelectorAll('[data-testid="message"]')].some((e) => e.textContent?.includes(t));
              if (hit) resolve(Date.now());
              else requestAnimationFrame(check);
            };
            check();
          }),
        text,
      );
      const t0 = Date.now();
      const res = await http.post('/api/message/send', { conversationId, meta: { type: 1, content: text } }, visitor);
      if (res.status !== 200) throw new Error(`send failed: ${JSON.stringify(res.body)}`);
      const t1 = await seen;
      if (i >= 3) samples.push(t1 - t0); // the first three warm up
    }
    console.log(`inbox arrival (${variant.name}), customer send → agent screen, ${N} messages: ${stats(samples)}`);
  } finally {
    await browser.close();
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
