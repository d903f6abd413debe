#!/usr/bin/env node
// `npm run test:int`: the integration suite in two parts. The files that use the shared Redis
// (TEST_REDIS_URL, or two nodes by support/two-nodes.ts: rate limits kept there by client address) run one at a
// time, as they would interfere run side by side; every other file has its own databases, data
// directory and in-process limits, so they run two at a time (2 CPUs: about half the time).
// Extra arguments go to both jest runs (e.g. a path pattern).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'tests', 'integration');
const shared = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts') && /REDIS_URL|support\/two-nodes/.test(fs.readFileSync(path.join(dir, f), 'utf8')))
  .map((f) => `tests/integration/${f.replace(/\./g, '\\.')}$`);
const args = process.argv.slice(2);
const env = { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ') };
const jest = (extra) => spawnSync('npx', ['jest', '--selectProjects', 'integration', ...extra, ...args], { cwd: root, stdio: 'inherit', env }).status ?? 1;

const workers = String(Math.max(1, Math.min(2, os.availableParallelism())));
const apart = jest(['--maxWorkers', workers, '--testPathIgnorePatterns', ...shared]);
const together = jest(['--runInBand', '--passWithNoTests', '--testPathPatterns', ...shared]);
process.exit(apart || together);
