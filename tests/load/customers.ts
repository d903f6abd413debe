// Benchmark of the customer list on PostgreSQL (prints figures; not a test): the first page (20) of
// POST /api/admin/customer with 100,000 customers, for typical filters of the customer page.
// The server runs as its own process (the way `npm start` runs it), so the load generator does not
// share its event loop.
//   npm run bench:customers
//   BENCH_DATABASE_URL=postgres://… BENCH_CUSTOMERS=100000 BENCH_QUERIES=100 npm run bench:customers
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createPostgresDatabase } from '../support/databases';
import { api, type Credentials } from '../support/http';
import { startBuiltNode } from '../support/process-node';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from '../support/server';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 100);
const BATCH = 10_000;
const WARM_UP = 5;

function stats(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return `median ${q(0.5).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms (n=${s.length})`;
}

const FIRST = ['Ann', 'Bob', 'Carol', 'David', 'Emily', 'Frank', 'Grace', 'Henry', 'Ivy', 'Jack', '大文', '美玲', '志明', '小芳'];
const LAST = ['Chan', 'Wong', 'Lee', 'Cheung', 'Lau', 'Ho', 'Smith', 'Brown', 'Ng', 'Tam', '陳', '黃', '李', '張'];
/** The first names as written in email addresses. */
const ASCII = ['ann', 'bob', 'carol', 'david', 'emily', 'frank', 'grace', 'henry', 'ivy', 'jack', 'taiman', 'meiling', 'chiming', 'siufong'];
const DOMAINS = ['example.com', 'mail.hk', 'corp.example.org', 'shop.example.net'];
const SUBTITLES = ['VIP', 'Wholesale', 'Returning', '常客'];

/**
 * Writes the rows the services would write (names, emails, reference numbers, custom field values
 * of the defined fields, tags, creation over the last ~2 years, activity, 1 in 100 archived) in
 * batches of set-wise inserts, plus one conversation for every third customer.
 */
async function seedCustomers(pg: Client, workspaceId: string, total: number): Promise<void> {
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await pg.query(
      `INSERT INTO customer (workspace_id, display_name, generated_name, email, ref_id, subtitle, fields, tags, created_at, last_activity, archived_at)
       SELECT $1,
              f.name || ' ' || l.name,
              false,
              CASE WHEN g % 5 <> 0 THEN lower(f.ascii) || '.' || g || '@' || ($4::text[])[1 + g % cardinality($4::text[])] END,
              'REF-' || lpad(g::text, 7, '0'),
              CASE WHEN g % 3 = 0 THEN ($5::text[])[1 + g % cardinality($5::text[])] END,
              jsonb_build_object(
                'phone', jsonb_build_object('value', '+852 ' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0')),
                'birthday', jsonb_build_object('value', to_char(date '2000-01-01' + (g % 366), 'MM-DD'))),
              CASE WHEN g % 10 = 0 THEN ARRAY['vip'] ELSE '{}'::text[] END,
              date_trunc('milliseconds', now() - (($6::int - g) * interval '10 minutes')),
              CASE WHEN g % 4 <> 0 THEN date_trunc('milliseconds', now() - ((g % 2000) * interval '1 hour')) END,
              CASE WHEN g % 100 = 0 THEN now() END
       FROM generate_series($2::int, $3::int) g,
            LATERAL (SELECT ($7::text[])[1 + (g * 7) % cardinality($7::text[])] AS name,
                            ($9::text[])[1 + (g * 7) % cardinality($9::text[])] AS ascii) f,
            LATERAL (SELECT ($8::text[])[1 + (g * 13) % cardinality($8::text[])] AS name) l`,
      [workspaceId, from, to, DOMAINS, SUBTITLES, total, FIRST, LAST, ASCII],
    );
    process.stdout.write(`\r   seeding ${to}/${total} customers`);
  }
  await pg.query(
    `INSERT INTO conversation (workspace_id, customer_id, source, agent_only, created_at, order_at, updated_at)
     SELECT workspace_id, id, 'web', false, created_at, created_at, created_at
     FROM (SELECT id, workspace_id, created_at, row_number() OVER (ORDER BY created_at) AS n FROM customer WHERE workspace_id = $1) c
     WHERE n % 3 = 0`,
    [workspaceId],
  );
}

async function main(): Promise<void> {
  const db = await createPostgresDatabase(ADMIN_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  console.log(`customer list benchmark: PostgreSQL, ${CUSTOMERS} customers, ${os.cpus().length} CPUs`);
  try {
    // Set-up through an in-process node: the workspace, its owner and the custom field definitions.
    const setup = await startTestServer({ name: 'postgres', create: async () => db }, {}, { dataDir, databaseUrl: db.url });
    const http = api(setup.url);
    const owner = (await http.post<{ token: string }>('/api/init', { username: ADMIN_EMAIL, password: ADMIN_PASSWORD, type: 'agent', getAuthToken: true })).body
      .data!;
    const ownerCreds: Credentials = { token: owner.token };
    const [{ id: workspaceId }] = (await setup.parley.database.dataSource.query(`SELECT id FROM workspace LIMIT 1`)) as { id: string }[];
    const fields = await http.post(
      '/api/admin/setting/update',
      {
        customerFields: [
          { id: 'phone', type: 'phone', name: { en: 'Phone' } },
          { id: 'birthday', type: 'anniversary', name: { en: 'Birthday' } },
        ],
      },
      ownerCreds,
    );
    if (fields.status !== 200) throw new Error(`settings: ${JSON.stringify(fields.body)}`);
    await setup.stop();

    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    const seedStart = performance.now();
    await seedCustomers(pg, workspaceId, CUSTOMERS);
    await pg.query('ANALYZE');
    const [{ n }] = (await pg.query(`SELECT count(*)::int AS n FROM customer WHERE archived_at IS NULL`)).rows as { n: number }[];
    console.log(`\n   ${n} customers not archived (bulk-seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s)`);

    const node = await startBuiltNode({ DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      const client = api(node.url);
      const month = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
      const oneEmail = `${ASCII[(4242 * 7) % ASCII.length]}.4242@${DOMAINS[4242 % DOMAINS.length]}`;
      const filters: [string, string[], 'and' | 'or'][] = [
        ['no filter', [], 'and'],
        ['displayName contains wong', ['displayName contains wong'], 'and'],
        [`createDate >= ${month} and email has_value`, [`createDate >= ${month}`, 'email has_value'], 'and'],
        ['picker: name/email/phone contains 4242 (or)', ['displayName contains 4242', 'email contains 4242', 'fields.phone contains 4242'], 'or'],
        [`email = ${oneEmail}`, [`email = ${oneEmail}`], 'and'],
        ['fields.birthday = 03-14', ['fields.birthday = 03-14'], 'and'],
      ];
      console.log(`   POST /api/admin/customer, first page (size 20), ${QUERIES} sequential requests each after ${WARM_UP} warm-up:`);
      for (const [label, criteria, operand] of filters) {
        const samples: number[] = [];
        let rows = 0;
        for (let i = 0; i < QUERIES + WARM_UP; i++) {
          const t0 = performance.now();
          const res = await client.post<{ items: unknown[] }>('/api/admin/customer', { criteria, operand, size: 20 }, ownerCreds);
          if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
          if (i >= WARM_UP) samples.push(performance.now() - t0);
          rows = res.body.data!.items.length;
        }
        console.log(`   ${label.padEnd(48)} ${stats(samples)}, ${rows} rows`);
      }
    } finally {
      await node.stop();
      await pg.end();
    }
  } finally {
    await db.drop();
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
