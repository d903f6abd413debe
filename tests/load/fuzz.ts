// `npm run fuzz`: malformed requests to every REST operation (/api/openapi.json) and every GraphQL
// Query and Mutation field (schema/schema.graphql), as an owner, an agent with one permission, a
// widget visitor and nobody, against a server in its own process: on PGlite, and on PostgreSQL when
// FUZZ_DATABASE_URL (an admin URL) is set. Prints the seed, the answers by status, every 500 and
// crash, and the server's RSS at start, after the first round and at the end.
//   FUZZ_SEED (default: random, printed), FUZZ_RUNS (default 10000, per database), FUZZ_PGLITE=0
//   (PostgreSQL only), FUZZ_MEMORY=1 (also the server's live heap after a full GC every 2 s,
//   tests/load/memory-probe.cjs: RSS alone counts garbage not yet collected).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../support/databases';
import { startBuiltNode, type NodeProcess } from '../support/process-node';
import { setUpWorld } from '../fuzz/principals';
import { formatFailures, formatTotals, runFuzz, type FuzzTotals } from '../fuzz/runner';
import { runBenchmark } from './figures';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const ADMIN_URL = process.env.FUZZ_DATABASE_URL || undefined;
const MEMORY = process.env.FUZZ_MEMORY === '1';
const OWNER = { email: 'fuzz-owner@example.com', password: 'Fuzz-owner-1' };

/** The server process's resident memory, from /proc. */
function rssOf(node: NodeProcess): number {
  const status = fs.readFileSync(`/proc/${node.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The probe's last reading: heap used after a full GC, and memory outside the heap. */
function liveOf(probeFile: string): string {
  if (!fs.existsSync(probeFile)) return '';
  const m = JSON.parse(fs.readFileSync(probeFile, 'utf8')) as NodeJS.MemoryUsage;
  return `live heap ${mb(m.heapUsed)}, external ${mb(m.external)}`;
}

async function fuzzOne(label: string, databaseUrl?: string): Promise<FuzzTotals> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-fuzz-'));
  const probeFile = path.join(dataDir, 'memory.json');
  const live: string[] = [];
  // TRUST_PROXY: every case names its own client address, so the per-address limits (sign-in,
  // visitors, GraphQL cost) answer 429 only now and then instead of for the rest of the run.
  const node = await startBuiltNode({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
    ...(MEMORY ? { NODE_OPTIONS: `-r ${path.join(__dirname, 'memory-probe.cjs')}`, PROBE_FILE: probeFile } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    const world = await setUpWorld(node.url, dataDir, OWNER.email, OWNER.password);
    const totals = await runFuzz({
      url: node.url,
      world,
      seed: SEED,
      runs: RUNS,
      rss: () => rssOf(node),
      onRound: (_, t) => {
        if (MEMORY) live.push(liveOf(probeFile));
        process.stdout.write(
          `  ${label}: ${t.cases.rest + t.cases.graphql} cases, ${t.failures.length} 500s, ${t.crashes.length} crashes, server RSS ${mb(rssOf(node))}${MEMORY ? `, ${live.at(-1)}` : ''}\n`,
        );
      },
    });
    const alive = node.child.exitCode === null && (await fetch(`${node.url}/readyz`)).status === 200;
    console.log(formatTotals(label, totals));
    if (MEMORY) console.log(`  after a full GC: first round ${live[0]}; middle ${live[Math.floor(live.length / 2)]}; last round ${live.at(-1)}`);
    console.log(`  server after the run: ${alive ? 'ready (/readyz 200)' : 'NOT READY'}`);
    if (totals.failures.length || totals.crashes.length) console.log(formatFailures(totals, 20));
    if (!alive)
      totals.crashes.push({
        door: 'rest',
        operation: '/readyz',
        principal: '-',
        kind: 'after the run',
        status: 0,
        request: '',
        answer: node.output().slice(-4000),
      });
    return totals;
  } finally {
    await node.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(async () => {
  console.log(`fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${RUNS} cases per database`);
  const all = process.env.FUZZ_PGLITE === '0' ? [] : [await fuzzOne('PGlite')];
  if (ADMIN_URL) {
    const db = await createPostgresDatabase(ADMIN_URL);
    try {
      all.push(await fuzzOne('PostgreSQL', db.url));
    } finally {
      await db.drop();
    }
  } else {
    console.log('FUZZ_DATABASE_URL is not set: PostgreSQL skipped.');
  }
  if (all.some((t) => t.failures.length || t.crashes.length)) throw new Error('fuzz: 500s or crashes (above)');
});
