import { test as base } from '@playwright/test';
import { e2eServer, startE2eServer, type E2eServer } from './e2e-server';

export * from '@playwright/test';

/**
 * Playwright's test with a server per worker: every spec imports `test` from here. The worker's
 * server starts before its first test and stops after its last (e2e-server.ts); `baseURL` points at it.
 * The `two-nodes` project's workers run theirs on PostgreSQL + Redis (TEST_DATABASE_URL, TEST_REDIS_URL).
 */
export const test = base.extend<object, { parleyServer: E2eServer }>({
  parleyServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: it has none
    async ({}, use, workerInfo) => {
      const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
      const withServers =
        workerInfo.project.name === 'two-nodes' && TEST_DATABASE_URL && TEST_REDIS_URL ? { adminUrl: TEST_DATABASE_URL, redisUrl: TEST_REDIS_URL } : undefined;
      const stop = await startE2eServer(workerInfo.parallelIndex, withServers);
      await use(e2eServer());
      await stop();
    },
    // A worker started after a failure starts its server beside busy ones: more than a test's 30 s.
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ parleyServer }, use) => use(parleyServer.url),
});
