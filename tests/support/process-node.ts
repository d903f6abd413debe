import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { TEST_SECRETS_KEY } from './secrets-key';

const ROOT = path.resolve(__dirname, '..', '..');

export interface NodeProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
}

/**
 * The pool of a test's node process on PostgreSQL (DATABASE_POOL_SIZE), below production's 20: the
 * browser suite's three workers each run two nodes on the one test server, whose max_connections
 * is 100; at 20 a burst on every node at once left the last node to start refused ("too many
 * clients", clean-clone CI of 2026-12-03). Benchmarks (startBuiltNode) keep the default.
 */
export const TEST_NODE_POOL_SIZE = '10';

/**
 * Starts `server/src/main.ts` as its own process, compiled as it loads (nothing to build first, for
 * tests), and waits until it serves.
 */
export async function startNodeProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<NodeProcess> {
  return spawnNode(
    ['--conditions=parley-source', '-r', '@swc-node/register', 'server/src/main.ts'],
    { DATABASE_POOL_SIZE: TEST_NODE_POOL_SIZE, ...env },
    timeoutMs,
    ROOT,
  );
}

const builtRoots = new Set<string>();

/**
 * Starts the built server as its own process, the way `npm start` runs it, building it first when
 * its sources are newer (scripts/start.mjs), and waits until it serves; for benchmarks, whose
 * figures are those of the deployed server (compiled as it loads, the same server held 80 MB more
 * and spent a third more idle CPU above the floor). `root` is another checkout to run instead of
 * this one (a benchmark comparing two).
 */
export async function startBuiltNode(env: Record<string, string>, root = ROOT, timeoutMs = 60_000): Promise<NodeProcess> {
  if (!builtRoots.has(root)) {
    const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only', 'server'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`building the server in ${root} failed:\n${build.stdout}${build.stderr}`);
    builtRoots.add(root);
  }
  return spawnNode(['server/dist/main.js'], env, timeoutMs, root);
}

async function spawnNode(args: string[], env: Record<string, string>, timeoutMs: number, root: string): Promise<NodeProcess> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SECRETS_KEY: TEST_SECRETS_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left holding its port for the next run.
      child.kill('SIGKILL');
      reject(new Error(`node did not start:\n${out}`));
    }, timeoutMs);
    const check = () => {
      // Its own address, or the PUBLIC_URL it was given (a node behind a proxy).
      const m = /Parley is running: (https?:\/\/\S+?)\/\n/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace('//localhost:', '//127.0.0.1:'));
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`node exited with ${code}:\n${out}`));
    });
  });
  return {
    url,
    child,
    output: () => out,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}
