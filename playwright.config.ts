import { defineConfig } from '@playwright/test';
import { TEST_SECRETS_KEY } from './tests/support/secrets-key';

const port = Number(process.env.E2E_PORT ?? 4799);
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // A page's first load (scripts, session, first queries, the socket) took over the default 5 s on a
  // slower 2-CPU machine running both shards side by side (a pane's header, CI of 2026-11-28). An
  // assertion returns as soon as it holds, so the longer wait costs nothing while tests pass.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: {
    // The same code path as `npm start`.
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'e2e-owner@example.com',
      ADMIN_PASSWORD: 'E2e-owner-pass-1',
      WORKSPACE_NAME: 'E2E Workspace',
      LOG_LEVEL: 'warn',
      // The platforms spec answers as the Graph API here (tests/e2e/support/graph.ts).
      FACEBOOK_GRAPH_URL: `http://127.0.0.1:${port + 30}`,
      PROVIDER_API_URL: `http://127.0.0.1:${port + 31}`,
      // Every visitor of the suite comes from 127.0.0.1: the per-address limits (60 conversations and
      // 100 sessions an hour by default, tested in tests/integration/security-visitor-limits.test.ts)
      // would refuse the last specs' visitors once the suite has more than that.
      VISITOR_CONVERSATIONS_PER_HOUR: '2000',
      VISITOR_SESSIONS_PER_HOUR: '2000',
      // Likewise the suite's sign-ins and invitations, all from 127.0.0.1 within minutes (20 invitations
      // and 10 sign-ins of one account per 15 minutes by default, tested in security-limits).
      AUTH_LIMITS_SCALE: '20',
      // The @two-nodes pass (scripts/e2e.mjs) runs the server under test on PostgreSQL + Redis, and the
      // node that joins it (tests/support/process-node.ts) must open the secrets this one sealed.
      SECRETS_KEY: TEST_SECRETS_KEY,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    },
  },
});
