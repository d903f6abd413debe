// PostgreSQL and Redis of their own (tests/load/faults.ts, tests/integration/redis-restart.test.ts):
// started in a temporary directory on free ports, so that they can be stopped and restarted under
// load without touching the machine's shared servers.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export const PG_BIN = ['/usr/local/bin', '/usr/lib/postgresql/15/bin'].find((d) => fs.existsSync(path.join(d, 'initdb')))!;
/** PostgreSQL refuses to run as root: then its commands run as the `postgres` user. */
function pgCommand(cmd: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const r = spawnSync(asRoot ? 'runuser' : path.join(PG_BIN, cmd), asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, cmd), ...args] : args, {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stdout}${r.stderr}`);
}

/** A PostgreSQL cluster of its own: initdb into a temporary directory, trust auth, a free port. */
export async function ownPostgres(dir: string) {
  const data = path.join(dir, 'pg');
  fs.mkdirSync(data);
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres', dir]);
  const port = await freePort();
  pgCommand('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctl = (...args: string[]) => pgCommand('pg_ctl', ['-D', data, '-l', path.join(dir, 'pg.log'), '-w', ...args]);
  const pg = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => ctl('-o', opts, 'start'),
    stop: () => ctl('-m', 'fast', 'stop'),
  };
  pg.start();
  return pg;
}

/** A Redis of its own, a child process without persistence, restartable on the same port. */
export async function ownRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      for (let i = 0; i < 100; i++) {
        const up = await new Promise<boolean>((resolve) => {
          const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve(true)));
          s.once('error', () => resolve(false));
        });
        if (up) return;
        await sleep(50);
      }
      throw new Error('redis-server did not start');
    },
    async kill() {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGKILL');
      });
    },
  };
  await redis.start();
  return redis;
}
