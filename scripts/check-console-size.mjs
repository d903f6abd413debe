#!/usr/bin/env node
// The console's weight per route: builds the console into console/dist (what `npm start` and the
// browser suite serve) and runs size-limit on the build (budgets and which files count per route:
// console/.size-limit.cjs). A route over its budget fails with its name and its bytes.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const consoleDir = path.join(root, 'console');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const quiet = process.argv.includes('--quiet');

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: consoleDir, encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

// vite alone: the catalogs are compiled already (`npm run check` does it first).
const built = run(bin('vite'), ['build', '--logLevel', 'error']);
if (!built.ok) {
  process.stdout.write(built.output);
  process.exit(1);
}
const checked = run(bin('size-limit'), []);
if (!quiet || !checked.ok) process.stdout.write(checked.output);
if (!checked.ok) process.exitCode = 1;
