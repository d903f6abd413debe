// Benchmark of delivery across nodes (issue 21; prints figures, not a test): what a second node
// behind the same Redis adds to send → receipt, measured in one run on one PostgreSQL database with
// three server processes side by side, the three kinds of send taken in turn:
//   - one node, in-process bus: the agent's socket and the send on node 1;
//   - two nodes + Redis, same node: socket and send on node 2;
//   - two nodes + Redis, across: socket on node 2, send on node 3.
//   BENCH_DATABASE_URL=postgres://… BENCH_REDIS_URL=redis://127.0.0.1:6379 BENCH_SENDS=500 npm run bench:cross-node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../support/databases';
import { api, type Api, type Credentials } from '../support/http';
import { startBuiltNode, type NodeProcess } from '../support/process-node';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from '../support/server';
import { quantile, runBenchmark, stats } from './figures';
import { NO_VISITOR_LIMITS } from './no-visitor-limits';
import { Receiver, waitUntil } from './receiver';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SENDS = Number(process.env.BENCH_SENDS ?? 500);
const WARM_UP = 20;

interface Route {
  label: string;
  send: Api;
  receiver: Receiver;
  samples: number[];
}

async function main(): Promise<void> {
  const db = await createPostgresDatabase(ADMIN_URL);
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-node-'));
    dirs.push(dir);
    return dir;
  };
  const nodes: NodeProcess[] = [];
  console.log(`cross-node delivery: PostgreSQL, Redis ${REDIS_URL}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`);
  try {
    // Set-up through an in-process node: an agent's session, a customer and their conversation.
    const setup = await startTestServer({ name: 'postgres', create: async () => db }, NO_VISITOR_LIMITS, { dataDir: dataDir(), databaseUrl: db.url });
    const http = api(setup.url);
    const owner: Credentials = {
      token: (await http.post<{ token: string }>('/api/init', { username: ADMIN_EMAIL, password: ADMIN_PASSWORD, type: 'agent', getAuthToken: true })).body
        .data!.token,
    };
    const appKey = (await http.post<{ key: string }>('/api/admin/setting/apiKey/create', { name: 'bench' }, owner)).body.data!.key;
    const visitor = (await http.post<{ token: string; user: { userId: string } }>('/api/init', { type: 'customer', appKey, refId: 'cross-node' })).body.data!;
    const conversationId = (await http.post<{ id: string }>('/api/conversation/create', { customer: [visitor.user.userId] }, { token: visitor.token })).body
      .data!.id;
    await setup.stop();

    const env = (redis: boolean) => ({ DATABASE_URL: db.url, DATA_DIR: dataDir(), LOG_LEVEL: 'warn', ...NO_VISITOR_LIMITS, ...(redis ? { REDIS_URL } : {}) });
    nodes.push(...(await Promise.all([startBuiltNode(env(false)), startBuiltNode(env(true)), startBuiltNode(env(true))])));
    const [one, two, three] = nodes as [NodeProcess, NodeProcess, NodeProcess];
    const [onOne, onTwo] = await Promise.all([Receiver.connect(one.url, owner.token!), Receiver.connect(two.url, owner.token!)]);
    const routes: Route[] = [
      { label: 'one node, in-process bus', send: api(one.url), receiver: onOne, samples: [] },
      { label: 'two nodes + Redis, same node', send: api(two.url), receiver: onTwo, samples: [] },
      { label: 'two nodes + Redis, across', send: api(three.url), receiver: onTwo, samples: [] },
    ];
    await new Promise((r) => setTimeout(r, 500));
    for (let i = 0; i < SENDS + WARM_UP; i++) {
      for (const [n, route] of routes.entries()) {
        const content = `cross ${n} ${i}`;
        const t0 = performance.now();
        const res = await route.send.post('/api/message/send', { conversationId, meta: { type: 1, content } }, { token: visitor.token });
        if (res.status !== 200) throw new Error(`send failed: ${JSON.stringify(res.body)}`);
        await waitUntil(() => route.receiver.seen.has(content), 10_000);
        if (i >= WARM_UP) route.samples.push(route.receiver.seen.get(content)! - t0);
      }
    }
    console.log(`customer send (REST) → the agent's /websocket/connect receipt, ${SENDS} sends per kind, taken in turn`);
    for (const r of routes) console.log(`   ${r.label.padEnd(30)} ${stats(r.samples)}`);
    const [single, same, across] = routes.map((r) => r.samples) as [number[], number[], number[]];
    const signed = (ms: number) => `${ms >= 0 ? '+' : '−'}${Math.abs(ms).toFixed(2)} ms`;
    const added = (base: number[]) =>
      `median ${signed(quantile(across, 0.5) - quantile(base, 0.5))}, p99 ${signed(quantile(across, 0.99) - quantile(base, 0.99))}`;
    console.log(`   across − one node: ${added(single)}; across − same node (both on Redis): ${added(same)}`);
    for (const r of [onOne, onTwo]) r.close();
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
    await db.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}

runBenchmark(main);
