// Benchmark of idle widget connections on one node (prints figures; not a test), PostgreSQL:
//   1. WIDGETS customers hold the spec socket (/websocket/connect), each pinging every 20 s as the
//      spec asks: the node's resident memory and its CPU while they idle, in two windows of
//      IDLE_SECONDS: the first after connecting (it holds the garbage collection of the connections'
//      handshakes, a major one, 0.3–0.8 s of CPU in one go) and the next (idle alone);
//   2. RECONNECT of them drop at once and come back at once with their cursor, while an agent
//      wrote to MISSED of them in the gap: how long until every one is back and caught up, and
//      whether every missed message arrived (cursor resume), exactly once;
//   the floor in the same windows: as many sockets pinging a bare `ws` server that only answers
//      them, idling beside the node's (its figure in brackets).
// The server runs as its own process (the way `npm start` runs it).
//   npm run bench:idle-widgets
//   BENCH_WIDGETS=10000 BENCH_RECONNECT=1000 BENCH_IDLE_SECONDS=60 npm run bench:idle-widgets
//   BENCH_PROFILE=idle|reconnect: the server's CPU profile of that phase, written to the temp
//   directory (cpu-profile-preload.cjs; summarise with cpu-profile-summary.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { createPostgresDatabase } from '../support/databases';
import { api, type Credentials } from '../support/http';
import { startBuiltNode } from '../support/process-node';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from '../support/server';
import { NO_VISITOR_LIMITS } from './no-visitor-limits';
import { startBareBroadcast } from './bare-broadcast';
import { cpuSnapshot, cpuSpent } from './cpu-usage';
import { phaseProfiler } from './cpu-profile';
import { pingEvery20s } from './widget-pings';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WIDGETS = Number(process.env.BENCH_WIDGETS ?? 10_000);
const RECONNECT = Number(process.env.BENCH_RECONNECT ?? 1_000);
const MISSED = Number(process.env.BENCH_MISSED ?? 100);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const profiler = phaseProfiler(['idle', 'reconnect'] as const);

const rssMb = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

/** The idle CPU of the server and of the floor, in % of one core, beside PostgreSQL's. */
interface IdleCpu {
  server: number;
  postgres: number;
  floor: number;
}

/**
 * % of one core over IDLE_SECONDS, for two windows one after the other: the first after connecting,
 * then the next. The floor is measured in the same windows: this machine's speed drifts within
 * minutes, so a floor measured before or after would compare with another machine.
 */
async function idleCpu(pid: number, floorPid: number): Promise<{ first: IdleCpu; next: IdleCpu }> {
  const window = async (): Promise<IdleCpu> => {
    const before = cpuSnapshot(pid);
    const floorBefore = cpuSnapshot(floorPid).server;
    const start = performance.now();
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const spent = cpuSpent(before, cpuSnapshot(pid));
    const floor = cpuSnapshot(floorPid).server - floorBefore;
    const seconds = (performance.now() - start) / 1000;
    return { server: (spent.server / seconds) * 100, postgres: (spent.postgres / seconds) * 100, floor: (floor / seconds) * 100 };
  };
  const first = await window();
  return { first, next: await window() };
}

/**
 * The floor: as many raw sockets pinging a bare `ws` server that answers each JSON ping with a JSON
 * pong and does nothing else (bare-broadcast-server.mjs), idling beside the node's; the sockets are
 * another process's (idle-pingers.ts), this one's open files being the widgets'.
 */
async function bareIdle(): Promise<{ pid: number; stop: () => void }> {
  const bare = await startBareBroadcast();
  const pingers = spawn(process.execPath, [...process.execArgv, path.join(__dirname, 'idle-pingers.ts'), bare.url.replace(/^http/, 'ws'), String(WIDGETS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    pingers.kill('SIGTERM');
    bare.stop();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      pingers.stdout.on('data', (d: Buffer) => d.toString().includes('connected') && resolve());
      pingers.once('exit', (code) => reject(new Error(`the floor's pingers exited with ${code}`)));
    });
    return { pid: bare.pid, stop };
  } catch (err) {
    stop();
    throw err;
  }
}

/** One widget's socket: handshake with its session token, spec pings, the cursor of what it handled. */
class Widget {
  ws!: WebSocket;
  cursor = 0;
  readonly messages: string[] = [];

  constructor(readonly token: string) {}

  connect(url: string, resume: boolean): Promise<void> {
    this.ws = new WebSocket(`${url.replace(/^http/, 'ws')}/websocket/connect`);
    return new Promise<void>((resolve, reject) => {
      this.ws.once('error', reject);
      this.ws.once('open', () => {
        this.ws.send(
          JSON.stringify({
            type: 'handshake',
            token: this.token,
            udId: this.token,
            clientType: 26,
            version: 1,
            lang: 'en',
            ...(resume ? { cursor: this.cursor, getUpdates: true } : {}),
          }),
        );
      });
      this.ws.on('message', (raw) => {
        const frame = JSON.parse(raw.toString()) as { type: string; event?: string; cursor?: number; data?: { cursor?: number; meta?: { content?: string } } };
        if (frame.type === 'handshake') {
          if (!resume) this.cursor = frame.data!.cursor!;
          if (!resume) resolve();
        } else if (frame.type === 'updates') {
          if (typeof frame.data?.cursor === 'number') this.cursor = frame.data.cursor;
          resolve();
        } else if (frame.type === 'event') {
          if (typeof frame.cursor === 'number') this.cursor = Math.max(this.cursor, frame.cursor);
          if (frame.event === 'message.created' && frame.data?.meta?.content) this.messages.push(frame.data.meta.content);
        }
      });
      pingEvery20s(this.ws);
    });
  }

  drop(): Promise<void> {
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.terminate();
    });
  }
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

async function main(): Promise<void> {
  const db = await createPostgresDatabase(ADMIN_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  console.log(`idle widgets benchmark: PostgreSQL, ${WIDGETS} widgets, ${os.cpus().length} CPUs`);
  try {
    const setup = await startTestServer({ name: 'postgres', create: async () => db }, NO_VISITOR_LIMITS, { dataDir, databaseUrl: db.url });
    const http = api(setup.url);
    const owner = (await http.post<{ token: string }>('/api/init', { username: ADMIN_EMAIL, password: ADMIN_PASSWORD, type: 'agent', getAuthToken: true })).body
      .data!;
    const ownerCreds: Credentials = { token: owner.token };
    const ds = setup.parley.database.dataSource;
    const [{ id: workspaceId }] = (await ds.query(`SELECT id FROM workspace LIMIT 1`)) as { id: string }[];
    // Customers and their sessions written in bulk: token `idle-<n>`, stored as its SHA-256 like every session.
    await ds.query(
      `WITH c AS (
         INSERT INTO customer (workspace_id, ref_id, display_name)
         SELECT $1, 'idle-' || n, 'Idle visitor ' || n FROM generate_series(1, $2) AS n RETURNING id, ref_id)
       INSERT INTO auth_session (workspace_id, subject_type, subject_id, token_hash, ud_id, expires_at)
       SELECT $1, 'customer', c.id, encode(sha256(convert_to(c.ref_id, 'UTF8')), 'hex'), c.ref_id, now() + interval '30 days' FROM c`,
      [workspaceId, WIDGETS],
    );
    const widgets = Array.from({ length: WIDGETS }, (_, i) => new Widget(`idle-${i + 1}`));
    // The first MISSED of those that will reconnect have a conversation the agent writes to in the gap.
    const conversations: string[] = [];
    for (const w of widgets.slice(0, MISSED)) {
      const conv = (await http.post<{ id: string }>('/api/conversation/create', {}, { token: w.token })).body.data!;
      conversations.push(conv.id);
    }
    await setup.stop();

    const node = await startBuiltNode({
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...NO_VISITOR_LIMITS,
      // e.g. a profiler preloaded with --require, as bench:messaging allows.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
      ...profiler.env(),
    });
    const pid = node.child.pid!;
    try {
      const client = api(node.url);
      const rssBefore = rssMb(pid);
      const floor = await bareIdle();
      let t0 = performance.now();
      try {
        await inBatches(widgets, 200, (w) => w.connect(node.url, false));
        console.log(`1. ${WIDGETS} widgets connected in ${((performance.now() - t0) / 1000).toFixed(1)} s (200 at a time)`);
        await new Promise((r) => setTimeout(r, 5_000));
        profiler.toggle(pid, 'idle');
        const idle = await idleCpu(pid, floor.pid);
        profiler.toggle(pid, 'idle');
        const window = (w: IdleCpu) =>
          `server ${w.server.toFixed(1)} % of one core (the floor, a bare ws server answering as many sockets' pings, ${w.floor.toFixed(1)} %), PostgreSQL ${w.postgres.toFixed(1)} %`;
        console.log(
          `   server RSS ${rssBefore.toFixed(0)} MB before, ${rssMb(pid).toFixed(0)} MB holding them; idle with pings every 20 s, ` +
            `the first ${IDLE_SECONDS} s after connecting: ${window(idle.first)}; the next ${IDLE_SECONDS} s: ${window(idle.next)}`,
        );
      } finally {
        floor.stop();
      }

      // 2. RECONNECT drop at once; the agent writes to MISSED of them; all come back at once with their cursor.
      const returning = widgets.slice(0, RECONNECT);
      profiler.toggle(pid, 'reconnect');
      await Promise.all(returning.map((w) => w.drop()));
      for (const [i, id] of conversations.entries()) {
        const res = await client.post('/api/message/send', { conversationId: id, meta: { type: 1, content: `missed ${i}` } }, ownerCreds);
        if (res.status !== 200) throw new Error(`send failed: ${JSON.stringify(res.body)}`);
      }
      t0 = performance.now();
      await Promise.all(returning.map((w) => w.connect(node.url, true)));
      const back = (performance.now() - t0) / 1000;
      profiler.toggle(pid, 'reconnect');
      const caughtUp = returning.slice(0, MISSED).filter((w, i) => w.messages.filter((m) => m === `missed ${i}`).length === 1).length;
      const doubled = returning.slice(0, MISSED).filter((w, i) => w.messages.filter((m) => m === `missed ${i}`).length > 1).length;
      console.log(
        `2. ${RECONNECT} widgets dropped and reconnected at once with their cursor: all back and caught up in ${back.toFixed(1)} s; ` +
          `${caughtUp} of the ${MISSED} that missed a message got it exactly once (${doubled} twice)`,
      );
      console.log(`   server RSS after: ${rssMb(pid).toFixed(0)} MB`);
      for (const w of widgets) w.ws.terminate();
      await profiler.report(node.output);
    } finally {
      await node.stop();
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
