#!/usr/bin/env node
// `npm run test:e2e`: the Playwright suite, one run: each worker against a server of its own
// (tests/e2e/support/test.ts) on a data directory under a fresh folder, removed afterwards. With
// TEST_DATABASE_URL and TEST_REDIS_URL (always under CI) the run has a second project, `two-nodes`:
// the @two-nodes specs with their servers on PostgreSQL + Redis, where a second node joins them.
// Arguments go to Playwright (a spec file, --config=playwright.screens.config.ts for the tour).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const { TEST_DATABASE_URL, TEST_REDIS_URL, CI } = process.env;
const wholeSuite = !args.some((a) => a.startsWith('--config') || !a.startsWith('-'));

if (wholeSuite && !(TEST_DATABASE_URL && TEST_REDIS_URL)) {
  if (CI === 'true') {
    console.error('CI=true but TEST_DATABASE_URL or TEST_REDIS_URL is not set: the two-node browser tests cannot be skipped in CI.');
    process.exit(1);
  }
  console.warn('TEST_DATABASE_URL / TEST_REDIS_URL not set: the @two-nodes browser specs (PostgreSQL + Redis) are not run.');
}

const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-'));
const r = spawnSync('npx', ['playwright', 'test', ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_DATA_DIR: dataRoot } });
fs.rmSync(dataRoot, { recursive: true, force: true });
process.exit(r.status ?? 1);
