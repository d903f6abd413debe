import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { prepareE2eTemplate } from './e2e-server';

/**
 * Builds what is missing or older than its sources (server, console, widget) once, before any worker
 * starts its server, then makes the data directory the PGlite workers' servers start from.
 */
export default async function globalSetup(): Promise<() => void> {
  const root = path.resolve(__dirname, '..', '..', '..');
  const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`building Parley failed (${built.status})`);
  return prepareE2eTemplate();
}
