import { spawn } from 'node:child_process';
import path from 'node:path';
import WebSocket from 'ws';

export interface FloorProcess {
  url: string;
  pid: number;
  stop: () => void;
}

/** A floor server of this folder as its own process, once it prints the port it listens on. */
async function startFloor(script: string, env: Record<string, string> = {}): Promise<FloorProcess> {
  const child = spawn(process.execPath, [path.join(__dirname, script)], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      const m = /listening (\d+)/.exec(d.toString());
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

/** The bare broadcast server (bare-broadcast-server.mjs) as its own process. */
export function startBareBroadcast(): Promise<FloorProcess> {
  return startFloor('bare-broadcast-server.mjs');
}

/**
 * The durable floor (durable-floor-server.mjs) as its own process: a POST inserted and committed
 * on `databaseUrl`, then broadcast; its table is created there, in the benchmark's own database.
 */
export function startDurableFloor(databaseUrl: string): Promise<FloorProcess> {
  return startFloor('durable-floor-server.mjs', { DATABASE_URL: databaseUrl });
}

/** A raw socket of a floor server that timestamps each frame by its content and counts them. */
export interface BareReceiver {
  readonly seen: Map<string, number>;
  count: number;
  close: () => void;
}

export async function bareReceiver(url: string): Promise<BareReceiver> {
  const ws = new WebSocket(url.replace(/^http/, 'ws'));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const receiver: BareReceiver = { seen: new Map(), count: 0, close: () => ws.close() };
  ws.on('message', (raw) => {
    const at = performance.now();
    // Parsed as Receiver parses Parley's frames, so the load generator pays the same per frame.
    const msg = JSON.parse(raw.toString()) as { meta?: { content?: string } };
    receiver.count += 1;
    if (msg.meta?.content) receiver.seen.set(msg.meta.content, at);
  });
  return receiver;
}
