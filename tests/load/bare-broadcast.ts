import { spawn } from 'node:child_process';
import path from 'node:path';
import WebSocket from 'ws';

/** The bare broadcast server (bare-broadcast-server.mjs) as its own process. */
export async function startBareBroadcast(): Promise<{ url: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'bare-broadcast-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      const m = /listening (\d+)/.exec(d.toString());
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare broadcast exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

/** A raw socket of the bare server that timestamps each frame by its content. */
export async function bareReceiver(url: string): Promise<{ seen: Map<string, number>; close: () => void }> {
  const ws = new WebSocket(url.replace(/^http/, 'ws'));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const seen = new Map<string, number>();
  ws.on('message', (raw) => {
    const at = performance.now();
    const msg = JSON.parse(raw.toString()) as { meta?: { content?: string } };
    if (msg.meta?.content) seen.set(msg.meta.content, at);
  });
  return { seen, close: () => ws.close() };
}
