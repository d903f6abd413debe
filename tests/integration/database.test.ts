import { Client } from 'pg';
import { PREPARED } from '../../server/src/db/prepared-statements';
import { databaseVariants, TEST_DATABASE_URL } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(databaseVariants())('database on $name', (variant) => {
  let server: TestServer;

  beforeAll(async () => {
    // Its own server (not a group's, tests/support/shared-server.ts): it stops and restarts its server and counts what the database holds.
    server = await startTestServer(variant);
  });
  afterAll(() => server?.close());

  it('leaves no trace of a rolled-back transaction that ran beside a committing one', async () => {
    const ds = server.parley.database.dataSource;
    await ds.query('CREATE TABLE IF NOT EXISTS isolation_probe (id text PRIMARY KEY)');
    let insideSeen: string[] = [];
    let outsideSeenDuringRollback: string[] | null = null;
    const failing = ds
      .transaction(async (m) => {
        await m.query(`INSERT INTO isolation_probe VALUES ('doomed')`);
        await sleep(150);
        throw new Error('roll me back');
      })
      .catch((e: Error) => e.message);
    const committing = ds.transaction(async (m) => {
      await m.query(`INSERT INTO isolation_probe VALUES ('kept')`);
      insideSeen = (await m.query('SELECT id FROM isolation_probe ORDER BY id')).map((r: { id: string }) => r.id);
      await sleep(50);
    });
    const reader = (async () => {
      await sleep(60);
      outsideSeenDuringRollback = (await ds.query('SELECT id FROM isolation_probe ORDER BY id')).map((r: { id: string }) => r.id);
    })();
    const [failure] = await Promise.all([failing, committing, reader]);
    expect(failure).toBe('roll me back');
    expect(insideSeen).not.toContain('doomed');
    expect(outsideSeenDuringRollback).not.toContain('doomed');
    const after = (await ds.query('SELECT id FROM isolation_probe ORDER BY id')).map((r: { id: string }) => r.id);
    expect(after).toEqual(['kept']);
  });

  it('has pg_trgm, and a trigram index serves a Chinese substring search', async () => {
    const ds = server.parley.database.dataSource;
    const ext = await ds.query(`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`);
    expect(ext).toHaveLength(1);
    const ws = await server.parley.services.workspace.create('Search');
    await ds.query(
      `INSERT INTO customer (workspace_id, display_name) SELECT $1, '客戶' || g || CASE WHEN g = 777 THEN '訂單狀態查詢' ELSE '' END FROM generate_series(1, 2000) g`,
      [ws.id],
    );
    await ds.query('ANALYZE customer');
    const rows = await ds.query(`SELECT display_name FROM customer WHERE display_name ILIKE '%訂單狀%'`);
    expect(rows).toEqual([{ display_name: '客戶777訂單狀態查詢' }]);
    await ds.query('SET enable_seqscan = off');
    const plan = (await ds.query(`EXPLAIN SELECT id FROM customer WHERE display_name ILIKE '%訂單狀%'`))
      .map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN'])
      .join('\n');
    await ds.query('SET enable_seqscan = on');
    expect(plan).toMatch(/customer_display_name_trgm/);
  });

  it('runs a marked statement prepared once per connection, and an unmarked one unprepared', async () => {
    const ds = server.parley.database.dataSource;
    const marker = `probe_${Date.now()}`;
    const marked = `${PREPARED}SELECT $1::text AS v, '${marker}' AS marker`;
    // One transaction: the same connection for every statement and for the look at its prepared statements.
    const [first, second, prepared] = await ds.transaction(async (m) => {
      const a: { v: string }[] = await m.query(marked, ['a']);
      const b: { v: string }[] = await m.query(marked, ['b']);
      await m.query(`SELECT $1::text AS v, 'unmarked ${marker}' AS marker`, ['c']);
      const rows: { statement: string }[] = await m.query(`SELECT statement FROM pg_prepared_statements WHERE statement LIKE $1`, [`%${marker}%`]);
      return [a, b, rows.map((r) => r.statement)];
    });
    expect([first[0]!.v, second[0]!.v]).toEqual(['a', 'b']);
    // PGlite runs without them (app/data-source.ts): its one session is shared by every connection.
    expect(prepared).toEqual(variant.name === 'postgres' ? [marked] : []);
  });

  it('a second start on the same data never seeds again', async () => {
    const ds = server.parley.database.dataSource;
    const before = await ds.query('SELECT count(*)::int AS n FROM workspace');
    await server.stop();
    const again = await startTestServer(
      variant,
      { ADMIN_EMAIL: 'someone-else@example.com' },
      {
        dataDir: server.dataDir,
        databaseUrl: server.databaseUrl,
      },
    );
    try {
      expect(again.parley.seed.seeded).toBe(false);
      const after = await again.parley.database.dataSource.query('SELECT count(*)::int AS n FROM workspace');
      expect(after).toEqual(before);
      const admins = await again.parley.database.dataSource.query(`SELECT email FROM identity WHERE email = 'someone-else@example.com'`);
      expect(admins).toEqual([]);
    } finally {
      await again.stop();
    }
  });

  // PostgreSQL only: PGlite is one session, whatever the pool (app/data-source.ts).
  (variant.name === 'postgres' ? it : it.skip)('a node opens no more connections than DATABASE_POOL_SIZE, however many statements wait', async () => {
    const small = await startTestServer(variant, { DATABASE_POOL_SIZE: '3' });
    const admin = new Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ds = small.parley.database.dataSource;
      const database = new URL(small.databaseUrl!).pathname.slice(1);
      let sleeping = 0;
      const statements = Array.from({ length: 12 }, () => ds.query('SELECT pg_sleep(0.3)'));
      // Until three run at once (twelve would, on a pool of the default 20), then all this database holds.
      for (let i = 0; i < 500 && sleeping < 3; i++) {
        const rows: { n: number }[] = await admin
          .query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'SELECT pg_sleep%' AND state = 'active'`, [database])
          .then((r) => r.rows);
        sleeping = rows[0]!.n;
      }
      const { rows } = await admin.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`, [database]);
      await Promise.all(statements);
      expect(sleeping).toBe(3);
      expect(rows[0].n).toBeLessThanOrEqual(3);
    } finally {
      await admin.end();
      await small.close();
    }
  });
});
