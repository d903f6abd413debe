// The throughput phase of the messaging benchmark (messaging.ts), run the same way against Parley's
// node and against the durable floor (durable-floor-server.mjs): every sender posts as fast as its
// answers come back for a number of seconds, and every message's fan-out is timed from its POST to
// its receipt by the last listening socket.
import os from 'node:os';
import { cpuSnapshot, cpuSpent } from './cpu-usage';
import { quantile, stats } from './figures';
import { fetchPost, leanPost } from './lean-post';
import { waitUntil } from './receiver';

/** A listening socket: Receiver on Parley's node, BareReceiver on a floor's. */
export interface Listener {
  readonly seen: Map<string, number>;
  readonly count: number;
}

export interface ThroughputTarget {
  url: string;
  /** The server's process, whose CPU is counted (PostgreSQL's processes are counted beside it). */
  pid: number;
  /** Where a message is posted: /api/message/send on Parley, anything on the floor. */
  path: string;
  listening: readonly Listener[];
}

export interface ThroughputResult {
  sent: number;
  failed: number;
  perSecond: number;
  /** Messages the first listener received during the phase (all of them, once drained). */
  received: number;
  cpu: { server: number; postgres: number; bench: number };
  /** POST → receipt by the last listener, per message every listener received (ms). */
  fanOut: number[];
}

export interface ThroughputOptions {
  senders: readonly { token: string; conversationId: string }[];
  seconds: number;
  client: 'fetch' | 'node:http';
  /** The message's content prefix; contents are unique per phase, so receipts are matched by them. */
  label: string;
  /** Called just before the phase's load starts and just after it drains (the CPU profiler). */
  around?: () => void;
}

export async function sustain(target: ThroughputTarget, o: ThroughputOptions): Promise<ThroughputResult> {
  const before = target.listening.map((l) => l.count);
  const sentAt = new Map<string, number>();
  let sent = 0;
  let failed = 0;
  const until = performance.now() + o.seconds * 1000;
  o.around?.();
  const cpuBefore = cpuSnapshot(target.pid);
  const sender = o.client === 'fetch' ? fetchPost(target.url) : leanPost(target.url, o.senders.length);
  const started = performance.now();
  await Promise.all(
    o.senders.map(async (c, n) => {
      let i = 0;
      while (performance.now() < until) {
        const content = `load ${o.label} ${n} ${i++}`;
        const t0 = performance.now();
        const status = await sender.post(target.path, { conversationId: c.conversationId, meta: { type: 1, content } }, c.token);
        if (status === 200) {
          sent += 1;
          sentAt.set(content, t0);
        } else failed += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  sender.close();
  // Every listener, not only the first, so the last receipt of every message is in.
  await waitUntil(() => target.listening.every((l, i) => l.count - before[i]! >= sent), 30_000).catch(() => undefined);
  const cpu = cpuSpent(cpuBefore, cpuSnapshot(target.pid));
  o.around?.();
  const fanOut: number[] = [];
  for (const [content, t0] of sentAt) {
    let last = 0;
    for (const l of target.listening) {
      const at = l.seen.get(content);
      if (at === undefined) {
        last = Number.NaN;
        break;
      }
      last = Math.max(last, at - t0);
    }
    if (!Number.isNaN(last)) fanOut.push(last);
  }
  return { sent, failed, perSecond: sent / elapsed, received: target.listening[0]!.count - before[0]!, cpu, fanOut };
}

/** "0.61 (target ≥ 0.5): target met" and the like. */
export function verdict(value: number, target: number, direction: 'atLeast' | 'atMost', digits = 2, unit = ''): string {
  const met = direction === 'atLeast' ? value >= target : value <= target;
  return `${value.toFixed(digits)}${unit} (target ${direction === 'atLeast' ? '≥' : '≤'} ${target}${unit}): target ${met ? 'met' : 'not met'}`;
}

/** Parley's phase and the durable floor's, side by side, and Parley ÷ floor against its target. */
export function printThroughput(
  o: { senders: number; seconds: number; client: string; label: string; listeners: number; target: number },
  parley: ThroughputResult,
  floor: ThroughputResult,
): void {
  const cpus = os.cpus().length;
  const per = (r: ThroughputResult, seconds: number) => `${((seconds * 1000) / Math.max(r.sent, 1)).toFixed(2)} ms`;
  const fan = (r: ThroughputResult) => (r.fanOut.length ? stats(r.fanOut) : 'no message reached every listener');
  console.log(
    `2. ${o.senders} concurrent senders (${o.client}) for ${o.seconds} s, ${o.label}: ${parley.perSecond.toFixed(0)} messages/s sustained (${parley.sent} sent, ${parley.failed} failed); one agent received ${parley.received} of them`,
  );
  console.log(
    `   CPU per message: server ${per(parley, parley.cpu.server)}, PostgreSQL ${per(parley, parley.cpu.postgres)}, load generator ${per(parley, parley.cpu.bench)}; ` +
      `${cpus} CPUs give the server and PostgreSQL room for ${Math.floor((cpus * parley.sent) / Math.max(parley.cpu.server + parley.cpu.postgres, 0.001))} messages/s`,
  );
  console.log(
    `   durable floor, bare POST → INSERT + COMMIT → raw ws broadcast to ${o.listeners} socket${o.listeners === 1 ? '' : 's'}: ${floor.perSecond.toFixed(0)} messages/s (${floor.sent} sent, ${floor.failed} failed); ` +
      `CPU per message: floor server ${per(floor, floor.cpu.server)}, PostgreSQL ${per(floor, floor.cpu.postgres)}, load generator ${per(floor, floor.cpu.bench)}`,
  );
  console.log(`   Parley ÷ durable floor, messages/s: ${verdict(parley.perSecond / Math.max(floor.perSecond, 0.001), o.target, 'atLeast')}`);
  console.log(`   POST → last of ${o.listeners} receipts under this load: Parley ${fan(parley)}`);
  console.log(`   POST → last of ${o.listeners} receipts under this load: durable floor ${fan(floor)}`);
  if (parley.fanOut.length && floor.fanOut.length) {
    const ratio = (q: number) => (quantile(parley.fanOut, q) / quantile(floor.fanOut, q)).toFixed(1);
    console.log(`   Parley ÷ durable floor under load: median ${ratio(0.5)}×, p99 ${ratio(0.99)}×`);
  }
}
