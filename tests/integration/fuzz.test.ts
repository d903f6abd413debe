import { databaseVariants } from '../support/databases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';
import { setUpWorld } from '../fuzz/principals';
import { formatFailures, formatTotals, runFuzz } from '../fuzz/runner';

// A fixed seed and a count the suite's 20 minutes can afford on each database (3,000 cases: about
// 14 per REST operation and per GraphQL Query and Mutation field, every one of them reached; 6,000
// took 100 s a database); `npm run fuzz` runs 10,000 and more with any seed.
const SEED = 20261126;
const RUNS = 3000;

/**
 * Malformed requests generated from /api/openapi.json and schema/schema.graphql (tests/fuzz), sent
 * as an owner, an agent with one permission, a widget visitor and nobody: none answers 500 or a
 * GraphQL INTERNAL_SERVER_ERROR, every request is answered, and the server is still ready after.
 */
describe.each(databaseVariants())('fuzzing every door on $name', (variant) => {
  let server: TestServer;

  beforeAll(async () => {
    // Each case names its own client address (X-Forwarded-For), so per-address limits stay rare.
    // Its own server (not a group's, tests/support/shared-server.ts): thousands of malformed requests behind a trusted proxy (TRUST_PROXY), one address each, checked for a 500.
    server = await startTestServer(variant, { TRUST_PROXY: '1' });
  });
  afterAll(() => server?.close());

  it(`answers ${RUNS}+ malformed requests (seed ${SEED}) with no 500`, async () => {
    const world = await setUpWorld(server.url, server.dataDir, ADMIN_EMAIL, ADMIN_PASSWORD);
    const totals = await runFuzz({ url: server.url, world, seed: SEED, runs: RUNS, rss: () => process.memoryUsage().rss });
    const report = `${formatTotals(variant.name, totals)}\n${formatFailures(totals)}`;
    if (totals.failures.length || totals.crashes.length) throw new Error(report);
    expect(totals.cases.rest).toBeGreaterThanOrEqual(totals.operations.rest);
    expect(totals.cases.graphql).toBeGreaterThanOrEqual(totals.operations.graphql);
    expect(totals.sessionsRenewed).toBe(0);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 240_000);
});
