import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

export interface NodeProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
}

/**
 * Starts `server/src/main.ts` as its own process, the way `npm start` runs it, and waits until it
 * serves; `root` is another checkout to run instead of this one (a benchmark comparing two).
 */
export async function startNodeProcess(env: Record<string, string>, timeoutMs = 60_000, root = ROOT): Promise<NodeProcess> {
  const child = spawn(process.execPath, ['--conditions=parley-source', '-r', '@swc-node/register', 'server/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`node did not start:\n${out}`)), timeoutMs);
    const check = () => {
      const m = /Parley is running: http:\/\/localhost:(\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
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
