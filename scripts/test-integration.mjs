#!/usr/bin/env node
// `npm run test:int`: the integration suite, two files at a time (2 CPUs: about half the time).
// Every file has its own databases, data directory and in-process limits, and each jest worker its
// own Redis database (tests/support/databases.ts), so files side by side never see each other's
// data, rate-limit counts or events. Extra arguments go to jest (e.g. a path pattern).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ') };
const workers = String(Math.max(1, Math.min(2, os.availableParallelism())));
const r = spawnSync('npx', ['jest', '--selectProjects', 'integration', '--maxWorkers', workers, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(r.status ?? 1);
