// Benchmark of the messaging engine on PostgreSQL (prints figures; not a test):
//   1. latency from POST /api/message/send to receipt on /websocket/connect by 100 agents and the customer;
//   2. messages per second sustained by 200 concurrent senders (customers, each in their conversation),
//      and beside it the durable floor's (a bare POST inserted, committed and broadcast), and Parley ÷ floor;
//   3. conversation list and counts latency with 100,000 conversations and 1,000,000 messages.
// The server runs as its own process (the way `npm start` runs it), so the load generator does not
// share its event loop.
//   npm run bench:messaging
//   BENCH_DATABASE_URL=postgres://… BENCH_REDIS_URL=redis://… BENCH_CONVERSATIONS=100000 BENCH_MESSAGES=10 npm run bench:messaging
//   BENCH_PROFILE=throughput-100|throughput-1: the server's CPU profile of that throughput phase (cpu-profile.ts).
//   BENCH_CLIENT=fetch: the throughput senders post with fetch (as until 2026-11-29) instead of node:http
//   with kept-alive sockets (lean-post.ts); the load generator shares the two CPUs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createPostgresDatabase } from '../support/databases';
import { api, type Credentials } from '../support/http';
import { startBuiltNode } from '../support/process-node';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from '../support/server';
import { NO_VISITOR_LIMITS } from './no-visitor-limits';
import { bareReceiver, startBareBroadcast, startDurableFloor } from './bare-broadcast';
import { quantile, runBenchmark, stats, systemCallMicros } from './figures';
import { Receiver, waitUntil } from './receiver';
import { bulkSeed } from './bulk-seed';
import { phaseProfiler } from './cpu-profile';
import { printThroughput, sustain, verdict } from './messaging-throughput';

const profiler = phaseProfiler(['throughput-100', 'throughput-1'] as const);

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL;
const AGENTS = Number(process.env.BENCH_AGENTS ?? 100);
const SENDS = Number(process.env.BENCH_SENDS ?? 200);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 100);
const CLIENT = process.env.BENCH_CLIENT === 'fetch' ? 'fetch' : 'node:http';

async function main(): Promise<void> {
  const db = await createPostgresDatabase(ADMIN_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  console.log(
    `messaging benchmark: PostgreSQL${REDIS_URL ? ' + Redis bus' : ', in-process bus'}, ${os.cpus().length} CPUs, a system call ${systemCallMicros().toFixed(2)} µs`,
  );
  try {
    // Set-up through the services of an in-process node: agents with sessions, customers with conversations.
    const setup = await startTestServer({ name: 'postgres', create: async () => db }, NO_VISITOR_LIMITS, { dataDir, databaseUrl: db.url });
    const http = api(setup.url);
    const owner = (await http.post<{ token: string }>('/api/init', { username: ADMIN_EMAIL, password: ADMIN_PASSWORD, type: 'agent', getAuthToken: true })).body
      .data!;
    const ownerCreds: Credentials = { token: owner.token };
    const [{ id: workspaceId }] = (await setup.parley.database.dataSource.query(`SELECT id FROM workspace LIMIT 1`)) as { id: string }[];
    const manager = setup.parley.database.dataSource.manager;
    const agents: { id: string; token: string }[] = [];
    for (let i = 0; i < AGENTS; i++) {
      const agent = await setup.parley.services.agent.provision({
        workspaceId,
        email: `bench${i}@example.com`,
        password: 'Bench-pass-1',
        displayName: `Bench agent ${i}`,
        permissions: ['allConversations'],
      });
      const session = await setup.parley.services.session.openSession(manager, 'agent', workspaceId, agent.id, {});
      agents.push({ id: agent.id, token: session.token });
    }
    const appKey = (await http.post<{ key: string }>('/api/admin/setting/apiKey/create', { name: 'bench' }, ownerCreds)).body.data!.key;
    const customers: { token: string; conversationId: string }[] = [];
    for (let i = 0; i < SENDERS; i++) {
      const init = (await http.post<{ token: string; user: { userId: string } }>('/api/init', { type: 'customer', appKey, refId: `bench-${i}` })).body.data!;
      const conv = (await http.post<{ id: string }>('/api/conversation/create', { customer: [init.user.userId] }, { token: init.token })).body.data!;
      customers.push({ token: init.token, conversationId: conv.id });
    }
    await setup.stop();

    const node = await startBuiltNode({
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...NO_VISITOR_LIMITS,
      ...(REDIS_URL ? { REDIS_URL } : {}),
      // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where the server's time goes.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
      ...profiler.env(),
    });
    try {
      const client = api(node.url);
      const receivers = await Promise.all(agents.map((a) => Receiver.connect(node.url, a.token)));
      const customer = customers[0]!;
      const customerReceiver = await Receiver.connect(node.url, customer.token);
      const everyone = [...receivers, customerReceiver];
      await new Promise((r) => setTimeout(r, 500));

      // 1. Latency: the owner answers the first customer; 100 agents and the customer receive it.
      // Beside it, in the same run, the floor: a bare HTTP POST broadcast by a raw `ws` server to as
      // many sockets (bare-broadcast-server.mjs, its own process too).
      const latency = async (post: (content: string) => Promise<void>, receivers: { seen: Map<string, number> }[]) => {
        const sendAnswer: number[] = [];
        const perReceipt: number[] = [];
        const lastReceipt: number[] = [];
        for (let i = 0; i < SENDS + 10; i++) {
          const content = `latency ${i}`;
          const t0 = performance.now();
          await post(content);
          const t1 = performance.now();
          await waitUntil(() => receivers.every((r) => r.seen.has(content)), 10_000);
          if (i < 10) continue; // warm-up
          sendAnswer.push(t1 - t0);
          const times = receivers.map((r) => r.seen.get(content)! - t0);
          perReceipt.push(...times);
          lastReceipt.push(Math.max(...times));
        }
        return { sendAnswer, perReceipt, lastReceipt };
      };
      const bare = await startBareBroadcast();
      const bareReceivers = await Promise.all(everyone.map(() => bareReceiver(bare.url)));
      const floor = await latency(async (content) => {
        await fetch(bare.url, { method: 'POST', body: JSON.stringify({ conversationId: customer.conversationId, meta: { type: 1, content } }) });
      }, bareReceivers);
      for (const r of bareReceivers) r.close();
      bare.stop();
      const parley = await latency(async (content) => {
        const res = await client.post('/api/message/send', { conversationId: customer.conversationId, meta: { type: 1, content } }, ownerCreds);
        if (res.status !== 200) throw new Error(`send failed: ${JSON.stringify(res.body)}`);
      }, everyone);
      console.log(`1. send → receipt, ${SENDS} sequential sends, ${AGENTS} agents + the customer on /websocket/connect`);
      console.log(`   HTTP answer:             ${stats(parley.sendAnswer)}`);
      console.log(`   every receipt:           ${stats(parley.perReceipt)}`);
      console.log(`   last of the ${AGENTS + 1} receipts: ${stats(parley.lastReceipt)}`);
      console.log(`   floor, bare POST → raw ws broadcast to ${everyone.length} sockets, last receipt: ${stats(floor.lastReceipt)}`);
      const ratio = (q: number) => quantile(parley.lastReceipt, q) / quantile(floor.lastReceipt, q);
      const fanOutRatio = ratio(0.99);
      console.log(`   Parley / floor: median ${ratio(0.5).toFixed(1)}×, p99 ${verdict(fanOutRatio, 3, 'atMost', 1, '×')}`);

      // 2. Throughput: every customer sends as fast as its answers come back, for SECONDS; first with
      // every agent listening (each message fans out to 100 sockets), then with one agent listening,
      // which separates the cost of writing messages from the cost of fanning them out. Right after
      // each, the same load against the durable floor (durable-floor-server.mjs: insert a row, commit,
      // broadcast) with as many sockets, so an absolute rate that moves with the machine is read as a
      // ratio to what this machine and this PostgreSQL allow in the same run (issue 53).
      const both = async (listening: Receiver[], label: string, phase: 'throughput-100' | 'throughput-1', target: number) => {
        const options = { senders: customers, seconds: SECONDS, client: CLIENT } as const;
        const parley = await sustain(
          { url: node.url, pid: node.child.pid!, path: '/api/message/send', listening },
          { ...options, label: `${phase} parley`, around: () => profiler.toggle(node.child.pid!, phase) },
        );
        const floor = await startDurableFloor(db.url);
        // Stopped whatever happens, so a failed phase leaves no floor process holding its port and pool.
        const floored = await (async () => {
          const floorListening = await Promise.all(listening.map(() => bareReceiver(floor.url)));
          try {
            return await sustain({ url: floor.url, pid: floor.pid, path: '/', listening: floorListening }, { ...options, label: `${phase} floor` });
          } finally {
            for (const r of floorListening) r.close();
          }
        })().finally(() => floor.stop());
        printThroughput({ senders: SENDERS, seconds: SECONDS, client: CLIENT, label, listeners: listening.length, target }, parley, floored);
        return parley.perSecond / Math.max(floored.perSecond, 0.001);
      };
      const ratio100 = await both(receivers, `${receivers.length} agents listening`, 'throughput-100', 0.35);
      for (const r of receivers.slice(1)) r.close();
      customerReceiver.close();
      await new Promise((r) => setTimeout(r, 500));
      const ratio1 = await both(receivers.slice(0, 1), '1 agent listening', 'throughput-1', 0.5);
      receivers[0]!.close();
      console.log('   issue 53 targets:');
      console.log(`   Parley ÷ durable floor, 1 listening:          ${verdict(ratio1, 0.5, 'atLeast')}`);
      console.log(`   Parley ÷ durable floor, ${AGENTS} listening:        ${verdict(ratio100, 0.35, 'atLeast')}`);
      console.log(`   send → last receipt p99, Parley ÷ bare (1.): ${verdict(fanOutRatio, 3, 'atMost', 1, '×')}`);
      await profiler.report(node.output);
      if (CONVERSATIONS === 0) return;

      // 3. List and counts with a large inbox, written in batches beside the live server.
      const pg = new Client({ connectionString: db.url });
      await pg.connect();
      const seedStart = performance.now();
      await bulkSeed((sql, params) => pg.query(sql, params as unknown[]), {
        workspaceId,
        agentIds: agents.slice(0, 20).map((a) => a.id),
        conversations: CONVERSATIONS,
        messagesPerConversation: MESSAGES,
        batch: 10_000,
        progress: (done) => process.stdout.write(`\r   seeding ${done}/${CONVERSATIONS} conversations`),
      });
      // What autovacuum would have done after ten million inserts (it is off on this machine's
      // PostgreSQL): statistics, and the visibility map that lets index-only scans skip the heap.
      await pg.query('VACUUM (ANALYZE)');
      const [{ conversations, messages }] = (
        await pg.query(`SELECT (SELECT count(*) FROM conversation)::int AS conversations, (SELECT count(*) FROM message)::int AS messages`)
      ).rows as { conversations: number; messages: number }[];
      await pg.end();
      console.log(`\n3. ${conversations} conversations, ${messages} messages (bulk-seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s)`);
      const agent = { token: agents[0]!.token };
      const timeIt = async (label: string, creds: Credentials, pathOf: (prev: string | null) => string) => {
        const samples: number[] = [];
        let prev: string | null = null;
        for (let i = 0; i < QUERIES + 5; i++) {
          const t0 = performance.now();
          const path: string = pathOf(prev);
          const res = await client.get<{ id: string }[] | Record<string, unknown>>(path, creds);
          if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.body)}`);
          if (i >= 5) samples.push(performance.now() - t0);
          const data: { id: string }[] | Record<string, unknown> | undefined = res.body.data;
          prev = Array.isArray(data) && data.length ? data[data.length - 1]!.id : null;
        }
        console.log(`   ${label.padEnd(44)} ${stats(samples)}`);
      };
      await timeIt('GET /api/conversation?filter=all (first page)', ownerCreds, () => '/api/conversation?filter=all&status=open');
      await timeIt(
        'GET /api/conversation?filter=all (paging on)',
        ownerCreds,
        (prev) => `/api/conversation?filter=all&status=open${prev ? `&beforeId=${prev}` : ''}`,
      );
      await timeIt('GET /api/conversation?filter=unassigned', ownerCreds, () => '/api/conversation?filter=unassigned');
      await timeIt('GET /api/conversation?filter=me (an agent)', agent, () => '/api/conversation?filter=me');
      await timeIt('GET /api/conversation/counts (owner)', ownerCreds, () => '/api/conversation/counts');
      await timeIt('GET /api/conversation/counts (an agent)', agent, () => '/api/conversation/counts');
    } finally {
      await node.stop();
    }
  } finally {
    // BENCH_KEEP_DATABASE=1 leaves the seeded database for EXPLAIN (docs/perf/) and says where it is.
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`database kept: ${db.url}`);
    else await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
