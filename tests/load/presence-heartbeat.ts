// Benchmark of the presence heartbeat alone (prints figures; not a test), PostgreSQL: WIDGETS
// customers counted connected on one node (their rows written as a reconnect storm writes them),
// then HEARTBEATS heartbeats one after the other, each the refresh every node runs every 20 s.
// Prints per heartbeat the node's CPU, PostgreSQL's and the wall time (medians).
//   npm run bench:presence-heartbeat
//   BENCH_WIDGETS=10000 BENCH_HEARTBEATS=30 npm run bench:presence-heartbeat
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../support/databases';
import { startTestServer } from '../support/server';
import { NO_VISITOR_LIMITS } from './no-visitor-limits';
import { cpuSnapshot, cpuSpent } from './cpu-usage';
import { quantile, runBenchmark } from './figures';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WIDGETS = Number(process.env.BENCH_WIDGETS ?? 10_000);
const HEARTBEATS = Number(process.env.BENCH_HEARTBEATS ?? 30);

async function main(): Promise<void> {
  const db = await createPostgresDatabase(ADMIN_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  console.log(`presence heartbeat benchmark: PostgreSQL, ${WIDGETS} connected, ${os.cpus().length} CPUs`);
  try {
    const server = await startTestServer({ name: 'postgres', create: async () => db }, NO_VISITOR_LIMITS, { dataDir, databaseUrl: db.url });
    try {
      const ds = server.parley.database.dataSource;
      const presence = server.parley.services.presence;
      const [{ id: workspaceId }] = (await ds.query(`SELECT id FROM workspace LIMIT 1`)) as { id: string }[];
      const customers = (await ds.query(
        `INSERT INTO customer (workspace_id, ref_id, display_name)
         SELECT $1, 'hb-' || n, 'Heartbeat visitor ' || n FROM generate_series(1, $2) AS n RETURNING id`,
        [workspaceId, WIDGETS],
      )) as { id: string }[];
      for (const { id } of customers) presence.connected({ kind: 'customer', workspaceId, customerId: id, sessionId: id, permissions: [] });
      for (;;) {
        const [{ n }] = (await ds.query(`SELECT count(*)::int AS n FROM presence WHERE node_id = $1`, [presence.nodeId])) as { n: number }[];
        if (n === WIDGETS) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const node: number[] = [];
      const postgres: number[] = [];
      const wall: number[] = [];
      for (let i = 0; i < HEARTBEATS; i++) {
        const before = cpuSnapshot(process.pid);
        const t0 = performance.now();
        await presence.heartbeat();
        wall.push(performance.now() - t0);
        const spent = cpuSpent(before, cpuSnapshot(process.pid));
        node.push(spent.bench * 1000);
        postgres.push(spent.postgres * 1000);
      }
      const median = (xs: number[]) => quantile(xs, 0.5).toFixed(1);
      console.log(`${HEARTBEATS} heartbeats, median each: node CPU ${median(node)} ms, PostgreSQL ${median(postgres)} ms, wall ${median(wall)} ms`);
    } finally {
      await server.close();
    }
  } finally {
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
