import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Builds what is missing or older than its sources (server, console, widget) once, before any worker starts its server. */
export default function globalSetup(): void {
  const root = path.resolve(__dirname, '..', '..', '..');
  const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`building Parley failed (${built.status})`);
}
