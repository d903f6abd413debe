// Faults under load (issue 22; prints figures, not a test): two nodes on their own PostgreSQL and
// Redis, visitors and the owner sending through both while agents' and visitors' sockets listen;
// three faults in turn, each a few seconds into the load:
//   (a) node A killed with SIGKILL, started again after FAULTS_DOWN_SECONDS (5);
//   (b) PostgreSQL restarted (stopped, started again after 3 s);
//   (c) Redis restarted (killed, started again on the same port after 3 s).
// A send is acknowledged when it answers 200 with the message's id; a failed send is retried with the
// same localId, so a retry never stores a second message. Sockets reconnect by themselves with their
// cursor (to the other node while theirs is gone). Meanwhile /readyz of both nodes is polled every
// 200 ms. Once quiet, it prints per fault and in total: acknowledged, stored (found in the database),
// lost, and per kind of client how many acknowledged messages it may read arrived once, twice or
// more, or never; and what /readyz said while something was down and how long until both said 200.
// PostgreSQL (initdb, pg_ctl) and Redis (redis-server) are the script's own, in a temporary directory.
//   npm run faults
//   FAULTS_VISITORS=20 FAULTS_AGENTS=10 FAULTS_LOAD_SECONDS=15 npm run faults
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { api, type Credentials } from '../support/http';
import { startBuiltNode, type NodeProcess } from '../support/process-node';
import { runBenchmark } from './figures';
import { Listener } from './fault-listener';
import { ownPostgres, ownRedis, PG_BIN } from '../support/own-services';
import { NO_VISITOR_LIMITS } from './no-visitor-limits';

const VISITORS = Number(process.env.FAULTS_VISITORS ?? 20);
const AGENTS = Number(process.env.FAULTS_AGENTS ?? 10);
const LOAD_SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 15);
const FAULT_AFTER_SECONDS = 3;
const DOWN_SECONDS = Number(process.env.FAULTS_DOWN_SECONDS ?? 5);
const ADMIN_EMAIL = 'faults@example.com';
const ADMIN_PASSWORD = 'Faults-pass-1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Sent {
  id: string;
  conversationId: string;
  fault: string;
}

interface ReadyzSample {
  node: string;
  at: number;
  status: number | 'no answer';
  body: string;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-faults-'));
  fs.chmodSync(dir, 0o755);
  const nodes: NodeProcess[] = [];
  let pg: Awaited<ReturnType<typeof ownPostgres>> | null = null;
  let redis: Awaited<ReturnType<typeof ownRedis>> | null = null;
  const listeners: Listener[] = [];
  console.log(`faults: two nodes on their own PostgreSQL (${PG_BIN}) and Redis, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`);
  try {
    pg = await ownPostgres(dir);
    redis = await ownRedis();
    const env = (name: string) => ({
      DATABASE_URL: pg!.url,
      REDIS_URL: redis!.url,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DATA_DIR: fs.mkdtempSync(path.join(dir, `${name}-`)),
      LOG_LEVEL: 'warn',
      ...NO_VISITOR_LIMITS,
    });
    const envA = env('a');
    const envB = env('b');
    const first = await startBuiltNode(envA);
    const second = await startBuiltNode(envB);
    nodes.push(first, second);
    // Node A's address changes when it starts again (PORT 0); `live` is what clients reach now.
    const live = { a: first as NodeProcess | null, b: second as NodeProcess | null };
    const urlsFrom = (home: 'a' | 'b') => () => {
      const own = live[home]?.url;
      const other = live[home === 'a' ? 'b' : 'a']?.url;
      return [own, other].filter((u): u is string => !!u);
    };

    // Set-up: the owner, AGENTS more sessions of the owner (agents reading every conversation), an
    // app key, VISITORS visitors each with a conversation.
    const http = api(first.url);
    const signIn = async () =>
      (await http.post<{ token: string }>('/api/init', { username: ADMIN_EMAIL, password: ADMIN_PASSWORD, type: 'agent', getAuthToken: true })).body.data!
        .token;
    const owner: Credentials = { token: await signIn() };
    const appKey = (await http.post<{ key: string }>('/api/admin/setting/apiKey/create', { name: 'faults' }, owner)).body.data!.key;
    const visitors: { token: string; conversationId: string }[] = [];
    for (let i = 0; i < VISITORS; i++) {
      const init = (await http.post<{ token: string; user: { userId: string } }>('/api/init', { type: 'customer', appKey, refId: `faults-${i}` })).body.data!;
      const conv = (await http.post<{ id: string }>('/api/conversation/create', { customer: [init.user.userId] }, { token: init.token })).body.data!;
      visitors.push({ token: init.token, conversationId: conv.id });
    }
    for (let i = 0; i < AGENTS; i++) listeners.push(new Listener('agent', await signIn(), null, urlsFrom(i % 2 ? 'b' : 'a')));
    for (const [i, v] of visitors.entries()) listeners.push(new Listener('visitor', v.token, new Set([v.conversationId]), urlsFrom(i % 2 ? 'b' : 'a')));
    await Promise.all(listeners.map((l) => l.start()));
    await sleep(500);

    // The load: each visitor sends in their conversation, the owner answers each in turn, through both
    // nodes (alternating); a failed send is retried with the same localId until it is acknowledged or
    // the load (and its grace) ends.
    const acknowledged: Sent[] = [];
    const failures = new Map<string, number>();
    let fault = 'warm-up';
    let loading = false;
    let loadEndedAt = Infinity;
    let sendNo = 0;
    // A send in flight when the load ends keeps being retried for up to a minute more.
    const send = async (creds: Credentials, conversationId: string) => {
      const localId = `f-${++sendNo}`;
      const tag = fault;
      for (let attempt = 0; performance.now() < loadEndedAt + 60_000; attempt++) {
        const urls = [live.a?.url, live.b?.url].filter((u): u is string => !!u);
        const url = urls[(sendNo + attempt) % urls.length];
        if (!url) {
          await sleep(200);
          continue;
        }
        try {
          const res = await api(url).post<{ id: string }>(
            '/api/message/send',
            { conversationId, localId, meta: { type: 1, content: `${tag} ${localId}` } },
            creds,
          );
          if (res.status === 200 && res.body.data?.id) {
            acknowledged.push({ id: res.body.data.id, conversationId, fault: tag });
            return;
          }
          const key = `${tag}: HTTP ${res.status} ${res.body.error?.message ?? ''}`.trim();
          failures.set(key, (failures.get(key) ?? 0) + 1);
        } catch (err) {
          const key = `${tag}: ${(err as Error).message}${(err as { cause?: { code?: string } }).cause?.code ? ` (${(err as { cause: { code: string } }).cause.code})` : ''}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
        await sleep(100);
      }
    };
    const load = async () => {
      loading = true;
      loadEndedAt = Infinity;
      await Promise.all([
        ...visitors.map(async (v) => {
          while (loading) {
            await send({ token: v.token }, v.conversationId);
            await sleep(50);
          }
        }),
        (async () => {
          for (let i = 0; loading; i++) {
            await send(owner, visitors[i % visitors.length]!.conversationId);
            await sleep(20);
          }
        })(),
      ]);
    };

    // /readyz of both nodes every 200 ms.
    const samples: ReadyzSample[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        await Promise.all(
          (['a', 'b'] as const).map(async (name) => {
            const node = live[name];
            const at = performance.now();
            if (!node) return void samples.push({ node: name, at, status: 'no answer', body: 'stopped' });
            try {
              const res = await fetch(`${node.url}/readyz`, { signal: AbortSignal.timeout(1000) });
              samples.push({ node: name, at, status: res.status, body: await res.text() });
            } catch (err) {
              samples.push({ node: name, at, status: 'no answer', body: (err as Error).name });
            }
          }),
        );
        await sleep(200);
      }
    })();

    const faults: { name: string; run: () => Promise<void> }[] = [
      {
        name: '(a) node A SIGKILL',
        run: async () => {
          const a = live.a!;
          live.a = null;
          const exited = new Promise((r) => a.child.once('exit', r));
          a.child.kill('SIGKILL');
          await exited;
          await sleep(DOWN_SECONDS * 1000);
          const again = await startBuiltNode(envA);
          nodes.push(again);
          live.a = again;
        },
      },
      {
        name: '(b) PostgreSQL restart',
        run: async () => {
          pg!.stop();
          await sleep(3000);
          pg!.start();
        },
      },
      {
        name: '(c) Redis restart',
        run: async () => {
          await redis!.kill();
          await sleep(3000);
          await redis!.start();
        },
      },
    ];
    const windows: { name: string; from: number; faultAt: number; restoredAt: number; to: number }[] = [];
    for (const f of faults) {
      fault = f.name;
      const from = performance.now();
      const loaded = load();
      await sleep(FAULT_AFTER_SECONDS * 1000);
      const faultAt = performance.now();
      console.log(`${f.name}: fault at ${((faultAt - from) / 1000).toFixed(1)} s into the load`);
      await f.run();
      const restoredAt = performance.now();
      await sleep(Math.max(0, LOAD_SECONDS * 1000 - (restoredAt - from)));
      loading = false;
      loadEndedAt = performance.now();
      await loaded;
      // Quiet: sockets reconnected and caught up before the next fault.
      await sleep(3000);
      windows.push({ name: f.name, from, faultAt, restoredAt, to: performance.now() });
    }
    polling = false;
    await poller;
    await sleep(2000);
    for (const l of listeners) l.stop();

    // Stored: the acknowledged ids found in the database.
    const db = new Client({ connectionString: pg.url });
    await db.connect();
    const ids = acknowledged.map((s) => s.id);
    const found = new Set(((await db.query(`SELECT id FROM message WHERE id = ANY($1::uuid[])`, [ids])).rows as { id: string }[]).map((r) => r.id));
    const [{ duplicates }] = (
      await db.query(
        `SELECT count(*)::int AS duplicates FROM (SELECT 1 FROM message WHERE local_id IS NOT NULL GROUP BY conversation_id, sender_id, local_id HAVING count(*) > 1) d`,
      )
    ).rows as { duplicates: number }[];
    await db.end();

    const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : '–');
    const report = (label: string, sent: Sent[], sockets = false) => {
      const stored = sent.filter((s) => found.has(s.id)).length;
      console.log(`\n${label}: ${sent.length} acknowledged, ${stored} stored, ${sent.length - stored} lost`);
      for (const kind of ['agent', 'visitor'] as const) {
        let once = 0;
        let twiceLive = 0;
        let againInReplay = 0;
        let never = 0;
        const clients = listeners.filter((l) => l.kind === kind);
        for (const l of clients) {
          for (const s of sent) {
            if (l.reads && !l.reads.has(s.conversationId)) continue;
            const live = l.live.get(s.id) ?? 0;
            const replayed = l.replayed.get(s.id) ?? 0;
            if (live + replayed === 0) never += 1;
            else if (live > 1 || replayed > 1) twiceLive += 1;
            else if (live === 1 && replayed === 1) againInReplay += 1;
            else once += 1;
          }
        }
        const all = once + twiceLive + againInReplay + never;
        const codes = new Map<number, number>();
        for (const l of clients) for (const [c, n] of l.closeCodes) codes.set(c, (codes.get(c) ?? 0) + n);
        console.log(
          `   ${kind} sockets (${clients.length}${sockets ? `; over the run ${clients.reduce((n, l) => n + l.reconnects, 0)} reconnects, closes ${[...codes].map(([c, n]) => `${c}×${n}`).join(' ') || 'none'}` : ''}): ` +
            `${all} deliveries due, ${once} once (${pct(once, all)}), ${twiceLive} duplicated, ${againInReplay} live and again in the replay of the held-back cursor, ${never} missing`,
        );
      }
    };
    for (const w of windows) {
      report(
        w.name,
        acknowledged.filter((s) => s.fault === w.name),
      );
      const during = samples.filter((s) => s.at >= w.faultAt && s.at <= w.to);
      const notReady = during.filter((s) => s.status !== 200);
      const lastBad = notReady.length ? Math.max(...notReady.map((s) => s.at)) : w.faultAt;
      console.log(
        `   /readyz: both nodes 200 again ${((lastBad - w.faultAt) / 1000).toFixed(1)} s after the fault (${((lastBad - w.restoredAt) / 1000).toFixed(1)} s after it was undone)`,
      );
      const answers = new Map<string, number>();
      for (const s of notReady) answers.set(`node ${s.node}: ${s.status} ${s.body}`, (answers.get(`node ${s.node}: ${s.status} ${s.body}`) ?? 0) + 1);
      for (const [answer, n] of answers) console.log(`     ${answer}  ×${n}`);
      const readyBodies = new Set(during.filter((s) => s.status === 200).map((s) => s.body));
      for (const b of readyBodies) console.log(`     200 ${b}`);
    }
    report('total', acknowledged, true);
    console.log(`\nrows sharing a (conversation, sender, localId): ${duplicates}`);
    console.log(`failed attempts (retried with the same localId):`);
    for (const [k, n] of [...failures].sort()) console.log(`   ${k}  ×${n}`);
    const crashed = nodes.filter((n) => n.child.exitCode !== null && n.child.signalCode !== 'SIGKILL');
    console.log(`nodes that exited by themselves: ${crashed.length}`);
    for (const n of crashed) console.log(n.output().slice(-3000));
    // What the nodes logged as errors (a 500 logs 'unhandled error' with its cause).
    const logged = new Map<string, number>();
    for (const n of nodes) {
      for (const line of n.output().split('\n')) {
        if (!line.startsWith('{')) continue;
        try {
          const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { type?: string; message?: string; code?: string } };
          if ((entry.level ?? 0) < 50) continue;
          const key = `${entry.msg ?? ''}: ${entry.err?.type ?? ''} ${entry.err?.code ?? ''} ${entry.err?.message ?? ''}`.slice(0, 200);
          logged.set(key, (logged.get(key) ?? 0) + 1);
        } catch {
          // not a log line
        }
      }
    }
    console.log(`errors the nodes logged: ${logged.size === 0 ? 'none' : ''}`);
    for (const [k, n] of logged) console.log(`   ${k}  ×${n}`);
    if (process.env.FAULTS_SHOW_LOGS === '1') for (const n of nodes) console.log(`--- node log\n${n.output().slice(-5000)}`);
  } finally {
    for (const l of listeners) l.stop();
    await Promise.all(nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null).map((n) => n.stop()));
    await redis?.kill();
    try {
      pg?.stop();
    } catch {
      // already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

runBenchmark(main);
