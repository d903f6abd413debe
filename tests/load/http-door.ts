// Benchmark of the HTTP door's own cost (prints figures; not a test): the server's CPU per request,
// from requests that reach no service to a send, beside the floor of a bare node:http server.
//   1. GET /healthz: the front of the app (request log, security headers, express);
//   2. POST /api/no-such-route with a JSON body and a session token: the whole REST door (body
//      parser, the caller looked up, every route tried, the 404 in the caller's language);
//   3. GET /api/conversation/:id/message with a token: the door and a page of one message;
//   4. POST /api/message/send with a token, nobody listening: the door and the send's one statement;
//   floor: a bare node:http server answering a POST with a fixed JSON body (bare-broadcast-server.mjs).
// The server runs as its own process (the way `npm start` runs it), on PostgreSQL. Each figure is
// measured in BENCH_ROUNDS rounds and the median printed: on a shared machine the CPU time of one
// request moved two- to threefold from one minute to the next (docs/perf/messaging.md).
//   npm run bench:http-door
//   BENCH_REQUESTS=20000 BENCH_ROUNDS=20 BENCH_SOCKETS=8 npm run bench:http-door
//   BENCH_COMPARE_ROOT=/path/to/another/checkout: a second node runs that checkout's server on the
//   same database, measured in the same rounds (its node_modules must be installed)
//   BENCH_PROFILE=front|door|read|send: this checkout's CPU profile of that figure (one round)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../support/databases';
import { api } from '../support/http';
import { startBuiltNode } from '../support/process-node';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from '../support/server';
import { NO_VISITOR_LIMITS } from './no-visitor-limits';
import { startBareBroadcast } from './bare-broadcast';
import { cpuPrecise } from './cpu-usage';
import { quantile, runBenchmark, systemCallMicros } from './figures';
import { leanClient } from './lean-post';
import { phaseProfiler } from './cpu-profile';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const COMPARE_ROOT = process.env.BENCH_COMPARE_ROOT;
const PHASES = ['front', 'door', 'read', 'send'] as const;
type Phase = (typeof PHASES)[number];
const profiler = phaseProfiler(PHASES);

interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token?: string;
}

/** `count` requests over SOCKETS kept-alive sockets, each socket sending its next once answered: their statuses. */
async function drive(baseUrl: string, { method, path, body, token }: Request, count: number): Promise<number[]> {
  const client = leanClient(baseUrl, SOCKETS);
  const statuses: number[] = [];
  let left = count;
  try {
    await Promise.all(
      Array.from({ length: SOCKETS }, async () => {
        while (left-- > 0) statuses.push(await client.request(method, path, body, token));
      }),
    );
  } finally {
    client.close();
  }
  return statuses;
}

/** Server CPU µs per request of `count` requests, and their statuses. */
async function measure(baseUrl: string, pid: number, request: Request, count: number, phase?: Phase): Promise<{ micros: number; statuses: number[] }> {
  if (phase) profiler.toggle(pid, phase);
  const before = cpuPrecise(pid);
  const statuses = await drive(baseUrl, request, count);
  const spent = cpuPrecise(pid) - before;
  if (phase) profiler.toggle(pid, phase);
  return { micros: (spent * 1e6) / count, statuses };
}

interface Target {
  label: string;
  url: string;
  pid: number;
}

async function main(): Promise<void> {
  const db = await createPostgresDatabase(ADMIN_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  const rounds = process.env.BENCH_PROFILE ? 1 : ROUNDS;
  console.log(
    `HTTP door benchmark: PostgreSQL, ${os.cpus().length} CPUs, a system call ${systemCallMicros().toFixed(2)} µs, ${REQUESTS} requests a figure in ${rounds} rounds over ${SOCKETS} kept-alive sockets`,
  );
  const started: { stop: () => unknown }[] = [];
  try {
    const setup = await startTestServer({ name: 'postgres', create: async () => db }, NO_VISITOR_LIMITS, { dataDir, databaseUrl: db.url });
    const client = api(setup.url);
    const owner = (await client.post<{ token: string }>('/api/init', { username: ADMIN_EMAIL, password: ADMIN_PASSWORD, type: 'agent', getAuthToken: true }))
      .body.data!;
    const appKey = (await client.post<{ key: string }>('/api/admin/setting/apiKey/create', { name: 'bench' }, { token: owner.token })).body.data!.key;
    const init = (await client.post<{ token: string; user: { userId: string } }>('/api/init', { type: 'customer', appKey, refId: 'bench-door' })).body.data!;
    const conversation = (await client.post<{ id: string }>('/api/conversation/create', { customer: [init.user.userId] }, { token: init.token })).body.data!;
    await client.post('/api/message/send', { conversationId: conversation.id, meta: { type: 1, content: 'hello' } }, { token: owner.token });
    // The sends go to a conversation of their own: the read's page and count stay one message.
    const sendTo = (await client.post<{ id: string }>('/api/conversation/create', { customer: [init.user.userId] }, { token: init.token })).body.data!;
    await setup.stop();

    const env = { DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...NO_VISITOR_LIMITS };
    const node = await startBuiltNode({ ...env, ...profiler.env() });
    started.push(node);
    const targets: Target[] = [{ label: 'this checkout', url: node.url, pid: node.child.pid! }];
    if (COMPARE_ROOT) {
      const other = await startBuiltNode(env, COMPARE_ROOT);
      started.push(other);
      targets.push({ label: `the checkout at ${COMPARE_ROOT}`, url: other.url, pid: other.child.pid! });
    }
    const bare = await startBareBroadcast();
    started.push(bare);
    const floor: Target = { label: 'floor', url: bare.url, pid: bare.pid };

    const requests: { label: string; request: Request; phase: Phase | undefined; targets: Target[] }[] = [
      { label: 'floor: bare node:http POST → fixed JSON', request: { method: 'POST', path: '/', body: { a: 1 } }, phase: undefined, targets: [floor] },
      { label: '1. GET /healthz (request log, security headers, express)', request: { method: 'GET', path: '/healthz' }, phase: 'front', targets },
      {
        label: '2. POST /api/no-such-route, JSON body, agent token (404)',
        request: { method: 'POST', path: '/api/no-such-route', body: { a: 1 }, token: owner.token },
        phase: 'door',
        targets,
      },
      {
        label: '3. GET /api/conversation/:id/message (one message)',
        request: { method: 'GET', path: `/api/conversation/${conversation.id}/message`, token: owner.token },
        phase: 'read',
        targets,
      },
      {
        label: '4. POST /api/message/send (nobody listening)',
        request: {
          method: 'POST',
          path: '/api/message/send',
          body: { conversationId: sendTo.id, meta: { type: 1, content: 'a message of the door benchmark' } },
          token: owner.token,
        },
        phase: 'send',
        targets,
      },
    ];
    // Warm-up, then rounds: every figure of every target measured once a round, the targets' order
    // alternating, so a machine that slows down for a while slows all of them alike.
    for (const r of requests) for (const t of r.targets) await drive(t.url, r.request, Math.ceil(REQUESTS / 10));
    // Per request, per target: the rounds' µs a request and the count of each status.
    const figures = requests.map((r) => new Map(r.targets.map((t) => [t, { micros: [] as number[], status: new Map<number, number>() }])));
    for (let round = 0; round < rounds; round++) {
      for (const [i, r] of requests.entries()) {
        const order = round % 2 === 0 ? r.targets : [...r.targets].reverse();
        for (const t of order) {
          const m = await measure(t.url, t.pid, r.request, Math.ceil(REQUESTS / rounds), t === targets[0] ? r.phase : undefined);
          const f = figures[i]!.get(t)!;
          f.micros.push(m.micros);
          for (const s of m.statuses) f.status.set(s, (f.status.get(s) ?? 0) + 1);
        }
      }
    }
    for (const [i, r] of requests.entries()) {
      console.log(r.label);
      for (const [t, f] of figures[i]!) {
        const status = [...f.status].map(([s, n]) => `${n}× ${s}`).join(', ');
        console.log(
          `   ${t.label}: median ${quantile(f.micros, 0.5).toFixed(0)} µs of its CPU a request (rounds ${Math.min(...f.micros).toFixed(0)}–${Math.max(...f.micros).toFixed(0)}; ${status})`,
        );
      }
      if (r.targets.length === 2) {
        // A round's two figures were taken seconds apart: their ratio is steadier than either.
        const [a, b] = r.targets.map((t) => figures[i]!.get(t)!.micros);
        console.log(
          `   this checkout / the other, the median of the rounds' ratios: ${quantile(
            a!.map((x, k) => x / b![k]!),
            0.5,
          ).toFixed(2)}`,
        );
      }
    }
    await profiler.report(node.output);
  } finally {
    for (const s of started) await s.stop();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
