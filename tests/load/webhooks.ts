// Benchmark of outgoing webhooks (issue 52; prints figures, not a test), on PostgreSQL with the
// server as its own process (as `npm start` runs it) and a receiver of its own on 127.0.0.1:
//   1. the floor: webhook lag (message written → its message.created at the receiver) at 10 sends a second;
//   2. lag while BENCH_RATE messages a second (default 1,000) are sent for BENCH_SECONDS by 200 customers;
//   3. the receiver down for BENCH_DOWN_SECONDS (default 600) while messages keep coming, then back: how
//      long until every event is in, each exactly once by id and in order per conversation.
//   npm run bench:webhooks
//   BENCH_DOWN_SECONDS=60 BENCH_RATE=500 npm run bench:webhooks
//   BENCH_PROFILE=load: the server's CPU profile of phase 2
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { createPostgresDatabase } from '../support/databases';
import { api, type Credentials } from '../support/http';
import { startBuiltNode } from '../support/process-node';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from '../support/server';
import { quantile, runBenchmark, stats } from './figures';
import { leanPost } from './lean-post';
import { NO_VISITOR_LIMITS } from './no-visitor-limits';
import { phaseProfiler } from './cpu-profile';

// BENCH_PROFILE=load: the server's CPU profile of phase 2 (cpu-profile.ts).
const profiler = phaseProfiler(['load'] as const);

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SENDERS = Number(process.env.BENCH_SENDERS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DOWN_SECONDS = Number(process.env.BENCH_DOWN_SECONDS ?? 600);
const DOWN_RATE = Number(process.env.BENCH_DOWN_RATE ?? 20);

interface Arrival {
  id: string;
  conversationId: string;
  seq: number;
  lagMs: number;
}

/** The receiver (webhook-receiver-server.mjs) as its own process: answers 200, or 503 while down; keeps each accepted message.created. */
async function startReceiver() {
  const child = spawn(process.execPath, [path.join(__dirname, 'webhook-receiver-server.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] });
  const accepted: Arrival[] = [];
  let refused = -1;
  let port = 0;
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const listening = /^listening (\d+)$/.exec(line);
    const counted = /^refused (\d+)$/.exec(line);
    if (listening) port = Number(listening[1]);
    else if (counted) refused = Number(counted[1]);
    else {
      const [id, conversationId, seq, lag] = line.split(' ');
      accepted.push({ id: id!, conversationId: conversationId!, seq: Number(seq), lagMs: Number(lag) });
    }
  });
  await waitFor(() => port > 0, 10_000);
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    accepted,
    refused: async () => {
      refused = -1;
      child.stdin.write('refused?\n');
      await waitFor(() => refused >= 0, 5_000);
      return refused;
    },
    setDown: (value: boolean) => child.stdin.write(value ? 'down\n' : 'up\n'),
    close: () => child.kill('SIGTERM'),
  };
}

async function waitFor(probe: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

/** Every event once, and each conversation's in the order of its messages. */
function integrity(arrivals: Arrival[]): string {
  const ids = new Set(arrivals.map((a) => a.id));
  const last = new Map<string, number>();
  let outOfOrder = 0;
  for (const a of arrivals) {
    if ((last.get(a.conversationId) ?? 0) > a.seq) outOfOrder += 1;
    last.set(a.conversationId, a.seq);
  }
  return `${arrivals.length} accepted, ${ids.size} distinct ids (${arrivals.length - ids.size} duplicates), ${outOfOrder} out of order`;
}

async function main(): Promise<void> {
  const db = await createPostgresDatabase(ADMIN_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  const receiver = await startReceiver();
  const receiverUrl = receiver.url;
  console.log(`webhooks benchmark: PostgreSQL, in-process bus, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`);
  try {
    const setup = await startTestServer({ name: 'postgres', create: async () => db }, NO_VISITOR_LIMITS, { dataDir, databaseUrl: db.url });
    const http0 = api(setup.url);
    const owner: Credentials = {
      token: (await http0.post<{ token: string }>('/api/init', { username: ADMIN_EMAIL, password: ADMIN_PASSWORD, type: 'agent', getAuthToken: true })).body
        .data!.token,
    };
    const appKey = (await http0.post<{ key: string }>('/api/admin/setting/apiKey/create', { name: 'bench' }, owner)).body.data!.key;
    const customers: { token: string; conversationId: string }[] = [];
    for (let i = 0; i < SENDERS; i++) {
      const init = (await http0.post<{ token: string; user: { userId: string } }>('/api/init', { type: 'customer', appKey, refId: `hook-${i}` })).body.data!;
      const conv = (await http0.post<{ id: string }>('/api/conversation/create', { customer: [init.user.userId] }, { token: init.token })).body.data!;
      customers.push({ token: init.token, conversationId: conv.id });
    }
    await setup.stop();

    const node = await startBuiltNode({
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ALLOW_PRIVATE_FETCH: '1',
      ...NO_VISITOR_LIMITS,
      ...profiler.env(),
    });
    const client = api(node.url);
    try {
      const made = await client.post<{ id: string }>('/api/admin/webhook/create', { url: receiverUrl, events: ['message.created'] }, owner);
      if (made.status !== 200) throw new Error(`webhook create failed: ${JSON.stringify(made.body)}`);
      const sender = leanPost(node.url, SENDERS);

      /** Sends at `rate` a second for `seconds`, spread over the customers; answers how many went out and how fast. */
      const send = async (rate: number, seconds: number, label: string) => {
        let sent = 0;
        let failed = 0;
        const started = performance.now();
        const interval = (1000 * customers.length) / rate;
        const until = started + seconds * 1000;
        await Promise.all(
          customers.map(async (c, n) => {
            let next = started + (interval * n) / customers.length;
            for (let i = 0; performance.now() < until; i++) {
              const wait = next - performance.now();
              if (wait > 0) await new Promise((r) => setTimeout(r, wait));
              next += interval;
              const status = await sender.post(
                '/api/message/send',
                { conversationId: c.conversationId, meta: { type: 1, content: `${label} ${n} ${i}` } },
                c.token,
              );
              if (status === 200) sent += 1;
              else failed += 1;
            }
          }),
        );
        return { sent, failed, perSecond: sent / ((performance.now() - started) / 1000) };
      };

      // 1. The floor: a trickle, each delivery alone.
      const floorFrom = receiver.accepted.length;
      const floor = await send(10, 5, 'floor');
      await waitFor(() => receiver.accepted.length - floorFrom >= floor.sent, 30_000);
      const floorLag = receiver.accepted.slice(floorFrom).map((a) => a.lagMs);
      console.log(`1. floor, ${floor.perSecond.toFixed(0)} messages/s: webhook lag ${stats(floorLag)}`);

      // 2. The target rate.
      const loadFrom = receiver.accepted.length;
      profiler.toggle(node.child.pid!, 'load');
      const load = await send(RATE, SECONDS, 'load');
      const drained = await waitFor(() => receiver.accepted.length - loadFrom >= load.sent, 120_000);
      profiler.toggle(node.child.pid!, 'load');
      await profiler.report(node.output);
      const loadArrivals = receiver.accepted.slice(loadFrom);
      const lag = loadArrivals.map((a) => a.lagMs);
      console.log(
        `2. ${RATE} messages/s asked for ${SECONDS} s by ${SENDERS} customers: ${load.perSecond.toFixed(0)} messages/s sent (${load.sent} ok, ${load.failed} failed); ${drained ? 'all' : 'NOT all'} delivered`,
      );
      console.log(`   webhook lag ${stats(lag)}; p99 / floor p99 ${(quantile(lag, 0.99) / quantile(floorLag, 0.99)).toFixed(1)}×`);
      console.log(`   ${integrity(loadArrivals)}`);

      // 3. The receiver down, then back (BENCH_DOWN_SECONDS=0 skips it).
      if (DOWN_SECONDS <= 0) {
        sender.close();
        return;
      }
      const downFrom = receiver.accepted.length;
      receiver.setDown(true);
      const downStarted = Date.now();
      const whileDown = await send(DOWN_RATE, DOWN_SECONDS, 'down');
      receiver.setDown(false);
      const back = Date.now();
      const complete = await waitFor(() => receiver.accepted.length - downFrom >= whileDown.sent, 30 * 60_000);
      const caughtUp = Date.now();
      const downArrivals = receiver.accepted.slice(downFrom);
      console.log(
        `3. receiver down ${((back - downStarted) / 1000).toFixed(0)} s while ${whileDown.sent} messages were sent (${whileDown.failed} failed; ${await receiver.refused()} attempts refused), then back:`,
      );
      console.log(
        `   ${complete ? 'every event in' : 'NOT every event in'} ${((caughtUp - back) / 1000).toFixed(1)} s after it came back; ${integrity(downArrivals)}`,
      );
      sender.close();
    } finally {
      await node.stop();
    }
  } finally {
    receiver.close();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
