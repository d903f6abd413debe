// Benchmark of the longest writers (prints figures; not a test): what one long transaction of a
// workspace does to everyone else's requests while it runs. A cursor read (`GET /api/updates`, a
// reconnecting socket's catch-up) waits for the writers in flight when it starts; sends do not wait.
//   1. a merge of a conversation of BENCH_MESSAGES messages into an earlier one of as many (one transaction);
//   2. the erasure of that customer, whose conversation then holds twice as many.
// During each, one client polls `GET /api/updates` from its last cursor and another sends to a third
// conversation, back to back; their latencies are printed beside the same requests with nothing
// else running (the baseline). The server runs as its own process on PostgreSQL.
//   npm run bench:long-writer
//   BENCH_MESSAGES=50000 npm run bench:long-writer
//   BENCH_MERGE_INTO_LATER=1: the earlier conversation into the later (every message of the survivor moves up)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createPostgresDatabase } from '../support/databases';
import { api, type Credentials } from '../support/http';
import { startBuiltNode } from '../support/process-node';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from '../support/server';
import { bulkSeed } from './bulk-seed';
import { NO_VISITOR_LIMITS } from './no-visitor-limits';
import { runBenchmark, stats, systemCallMicros } from './figures';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const BASELINE_MS = 2_000;

type Http = ReturnType<typeof api>;

/** Runs `updates` and `sends` back to back until `until` settles; each one's milliseconds. */
async function alongside(http: Http, reader: Credentials, writer: { creds: Credentials; conversationId: string }, until: Promise<unknown>) {
  let done = false;
  const finished = until.finally(() => (done = true));
  const updates: number[] = [];
  const sends: number[] = [];
  let cursor = (await http.get<{ cursor: number }>('/api/updates', reader)).body.data!.cursor;
  const poll = async () => {
    while (!done) {
      const t0 = performance.now();
      const res = await http.get<{ cursor: number; hasMore: boolean }>(`/api/updates?since=${cursor}&size=500`, reader);
      if (res.status !== 200) throw new Error(`updates: ${res.status} ${JSON.stringify(res.body)}`);
      updates.push(performance.now() - t0);
      cursor = res.body.data!.cursor;
    }
  };
  const send = async () => {
    for (let i = 0; !done; i++) {
      const t0 = performance.now();
      const res = await http.post('/api/message/send', { conversationId: writer.conversationId, meta: { type: 1, content: `beside ${i}` } }, writer.creds);
      if (res.status !== 200) throw new Error(`send: ${res.status} ${JSON.stringify(res.body)}`);
      sends.push(performance.now() - t0);
    }
  };
  await Promise.all([poll(), send(), finished]);
  return { updates, sends };
}

async function main(): Promise<void> {
  const db = await createPostgresDatabase(ADMIN_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  console.log(`Long writers: PostgreSQL, ${os.cpus().length} CPUs, a system call ${systemCallMicros().toFixed(2)} µs, ${MESSAGES} messages a conversation`);
  let node: Awaited<ReturnType<typeof startBuiltNode>> | undefined;
  try {
    const setup = await startTestServer({ name: 'postgres', create: async () => db }, NO_VISITOR_LIMITS, { dataDir, databaseUrl: db.url });
    const http0 = api(setup.url);
    const owner = (
      await http0.post<{ token: string; user: { userId: string } }>('/api/init', {
        username: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
        type: 'agent',
        getAuthToken: true,
      })
    ).body.data!;
    const appKey = (await http0.post<{ key: string }>('/api/admin/setting/apiKey/create', { name: 'bench' }, { token: owner.token })).body.data!.key;
    const visitor = (await http0.post<{ token: string; user: { userId: string } }>('/api/init', { type: 'customer', appKey, refId: 'bench-beside' })).body
      .data!;
    const beside = (await http0.post<{ id: string }>('/api/conversation/create', { customer: [visitor.user.userId] }, { token: visitor.token })).body.data!;
    const [{ id: workspaceId }] = (await setup.parley.database.dataSource.query(`SELECT id FROM workspace LIMIT 1`)) as { id: string }[];
    await setup.stop();

    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    await bulkSeed((sql, params) => pg.query(sql, params as unknown[]), {
      workspaceId,
      agentIds: [owner.user.userId],
      conversations: 2,
      messagesPerConversation: MESSAGES,
    });
    await pg.query('VACUUM (ANALYZE)');
    const seeded = (await pg.query(`SELECT id, customer_id FROM conversation WHERE id <> $1 ORDER BY created_at`, [beside.id])).rows as {
      id: string;
      customer_id: string;
    }[];
    // The usual direction: the later conversation (a duplicate) into the earlier; BENCH_MERGE_INTO_LATER=1 the other way.
    const [target, source] = process.env.BENCH_MERGE_INTO_LATER === '1' ? [...seeded].reverse() : seeded;
    // A merge joins one customer's conversations (issue 47): the seed gives each its own, so the duplicate becomes the target's customer's.
    await pg.query('UPDATE conversation SET customer_id = $1 WHERE id = $2', [target!.customer_id, source!.id]);
    await pg.end();

    node = await startBuiltNode({ DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...NO_VISITOR_LIMITS });
    const http = api(node.url);
    const reader = { token: owner.token };
    const writer = { creds: { token: visitor.token }, conversationId: beside.id };
    const print = (label: string, f: { updates: number[]; sends: number[] }) => {
      console.log(`   ${label}: GET /api/updates ${stats(f.updates)}`);
      console.log(`   ${' '.repeat(label.length)}  a send elsewhere  ${stats(f.sends)}`);
    };
    // Warm-up, then nothing else running.
    await alongside(http, reader, writer, new Promise((r) => setTimeout(r, 500)));
    print('baseline', await alongside(http, reader, writer, new Promise((r) => setTimeout(r, BASELINE_MS))));

    const timed = async <T>(run: () => Promise<T>) => {
      const t0 = performance.now();
      const value = await run();
      return { value, ms: performance.now() - t0 };
    };
    const merge = timed(() => http.post('/api/conversation/merge', { sourceId: source!.id, targetId: target!.id }, reader));
    const duringMerge = await alongside(http, reader, writer, merge);
    const merged = await merge;
    if (merged.value.status !== 200) throw new Error(`merge: ${merged.value.status} ${JSON.stringify(merged.value.body)}`);
    console.log(
      `1. merging a conversation of ${MESSAGES} messages into ${process.env.BENCH_MERGE_INTO_LATER === '1' ? 'a later' : 'an earlier'} one: ${merged.ms.toFixed(0)} ms`,
    );
    print('during it', duringMerge);

    const erase = timed(() => http.post('/api/admin/customer/erase', { userId: target!.customer_id }, reader));
    const duringErase = await alongside(http, reader, writer, erase);
    const erased = await erase;
    if (erased.value.status !== 200) throw new Error(`erase: ${erased.value.status} ${JSON.stringify(erased.value.body)}`);
    console.log(`2. erasing its customer (${JSON.stringify(erased.value.body.data)}): ${erased.ms.toFixed(0)} ms`);
    print('during it', duringErase);
  } finally {
    await node?.stop();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
