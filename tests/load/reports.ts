// Benchmark of the reports on PostgreSQL (prints figures; not a test): 100,000 conversations
// created within one 30-day range, then the conversation CSV, the conversation-agent CSV (streamed
// to the end, counted) and the report dashboard, against a server running as its own process.
// Peak memory is the server process's VmHWM (/proc), read before and after each download.
//   npm run bench:reports
//   BENCH_DATABASE_URL=postgres://… BENCH_CONVERSATIONS=100000 BENCH_MESSAGES=4 BENCH_REPEAT=2 BENCH_KEEP=1 npm run bench:reports
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { bulkSeed } from './bulk-seed';
import { createPostgresDatabase } from '../support/databases';
import { api, type Credentials } from '../support/http';
import { startBuiltNode } from '../support/process-node';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from '../support/server';
import { createAgent } from '../factories/workspace';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 4);
const AGENTS = 20;
const DASHBOARD_RUNS = 20;
/** Each report runs this often: a peak that stays put on the second run is memory that does not grow with the file. */
const REPEAT = Number(process.env.BENCH_REPEAT ?? 2);

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** The server process's resident memory now and at its peak (kB), from /proc. */
function memory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Streams a download to its end without keeping it; answers rows (lines) and bytes. */
async function drain(url: string, creds: Credentials): Promise<{ ms: number; bytes: number; lines: number }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${creds.token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines += 1;
  }
  return { ms: performance.now() - t0, bytes, lines };
}

/** Varies the bulk rows as a month of real work would: sources, hours, closings, ratings, response times. */
async function vary(pg: Client, workspaceId: string, firstDay: string): Promise<void> {
  await pg.query(
    `WITH c AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM conversation WHERE workspace_id = $1),
          t AS (SELECT id, n, ($2::date::timestamp AT TIME ZONE 'UTC') + (n % 30) * interval '1 day' + ((n * 7919) % 86400) * interval '1 second' AS at FROM c)
     UPDATE conversation conv SET
       created_at = t.at, order_at = t.at + interval '1 hour', updated_at = t.at + interval '1 hour',
       source = (ARRAY['web', 'web', 'web', 'api', 'facebook', 'whatsapp'])[1 + t.n % 6],
       first_customer_message_at = t.at + interval '5 seconds',
       first_response_at = CASE WHEN conv.first_responder_id IS NOT NULL THEN t.at + interval '5 seconds' + ((t.n * 31) % 900) * interval '1 second' END,
       status = CASE WHEN t.n % 5 < 3 THEN 'closed' ELSE 'open' END,
       closed_at = CASE WHEN t.n % 5 < 3 THEN t.at + ((t.n * 13) % 172800) * interval '1 second' END,
       customer_rating = CASE WHEN t.n % 10 < 3 THEN jsonb_build_object('score', 1 + (t.n * 7) % 5, 'comment', 'Thanks') END,
       tags = CASE WHEN t.n % 4 = 0 THEN ARRAY['vip'] ELSE '{}'::text[] END
     FROM t WHERE conv.id = t.id`,
    [workspaceId, firstDay],
  );
}

async function main(): Promise<void> {
  const db = await createPostgresDatabase(ADMIN_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  console.log(`report benchmark: PostgreSQL, ${CONVERSATIONS} conversations × ${MESSAGES} messages, ${AGENTS} agents, ${os.cpus().length} CPUs`);
  try {
    const setup = await startTestServer({ name: 'postgres', create: async () => db }, {}, { dataDir, databaseUrl: db.url });
    const [{ id: workspaceId }] = (await setup.parley.database.dataSource.query(`SELECT id FROM workspace LIMIT 1`)) as { id: string }[];
    const agentIds: string[] = [];
    for (let i = 0; i < AGENTS; i += 1) {
      agentIds.push((await createAgent(setup.parley, workspaceId, { permissions: ['allConversations'], displayName: `Agent ${i + 1}` })).agent.id);
    }
    await setup.stop();

    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    const seedStart = performance.now();
    await bulkSeed((sql, params) => pg.query(sql, params), {
      workspaceId,
      agentIds,
      conversations: CONVERSATIONS,
      messagesPerConversation: MESSAGES,
      progress: (done) => process.stdout.write(`\r   seeding ${done}/${CONVERSATIONS}`),
    });
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await vary(pg, workspaceId, from);
    await pg.query('VACUUM ANALYZE');
    const [{ n }] = (await pg.query(`SELECT count(*)::int AS n FROM conversation WHERE created_at >= $1::date AND created_at < $2::date + 1`, [from, to]))
      .rows as { n: number }[];
    console.log(`\n   ${n} conversations in ${from} … ${to} (seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s)`);
    await pg.end();

    const node = await startBuiltNode({ DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      const pid = node.child.pid!;
      const signIn = await api(node.url).post<{ token: string }>('/api/init', {
        username: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
        type: 'agent',
        getAuthToken: true,
      });
      const nodeCreds: Credentials = { token: signIn.body.data!.token };
      for (const [label, p] of [
        ['conversation report (CSV)', 'conversation'],
        ['conversation-agent report (CSV)', 'conversation/agent'],
      ] as const) {
        for (let run = 1; run <= REPEAT; run += 1) {
          const before = memory(pid);
          const r = await drain(`${node.url}/api/admin/report/${p}/download?from=${from}&to=${to}`, nodeCreds);
          const after = memory(pid);
          console.log(
            `   ${`${label} #${run}`.padEnd(37)} ${(r.ms / 1000).toFixed(2)} s, ${r.lines - 1} rows, ${(r.bytes / 1024 / 1024).toFixed(1)} MB; ` +
              `server RSS ${mb(before.rss)} → ${mb(after.rss)}, peak ${mb(before.peak)} → ${mb(after.peak)}`,
          );
        }
      }
      const samples: number[] = [];
      for (let i = 0; i < DASHBOARD_RUNS + 2; i += 1) {
        const t0 = performance.now();
        const res = await api(node.url).get(`/api/admin/report/dashboard?from=${from}&to=${to}`, nodeCreds);
        if (res.status !== 200) throw new Error(`dashboard: ${JSON.stringify(res.body)}`);
        if (i >= 2) samples.push(performance.now() - t0);
      }
      samples.sort((a, b) => a - b);
      console.log(
        `   dashboard (GET /api/admin/report/dashboard)  median ${samples[Math.floor(samples.length / 2)]!.toFixed(0)} ms, ` +
          `max ${samples[samples.length - 1]!.toFixed(0)} ms (n=${samples.length})`,
      );
    } finally {
      await node.stop();
    }
  } finally {
    // BENCH_KEEP=1 leaves the database for EXPLAIN ANALYZE; it is dropped otherwise.
    if (process.env.BENCH_KEEP === '1') console.log(`   kept: ${db.url}`);
    else await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
