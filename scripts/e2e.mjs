#!/usr/bin/env node
// Runs the Playwright suite against a fresh data directory (PGlite), removed afterwards. With
// TEST_DATABASE_URL and TEST_REDIS_URL (always under CI), the specs tagged @two-nodes run again with
// the server under test on a fresh PostgreSQL database and Redis, where a second node joins it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const args = process.argv.slice(2);

function playwright(extraArgs, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-'));
  const r = spawnSync('npx', ['playwright', 'test', ...extraArgs], { stdio: 'inherit', env: { ...process.env, E2E_DATA_DIR: dataDir, ...env } });
  fs.rmSync(dataDir, { recursive: true, force: true });
  return r.status ?? 1;
}

/** A database of its own on the server of TEST_DATABASE_URL, dropped afterwards. */
async function withDatabase(adminUrl, run) {
  const name = `parley_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  }
}

const configArg = args.some((a) => a.startsWith('--config'));
let status = playwright(args, {});

// Screenshot tours and runs of chosen files stop here; the whole suite goes on to its second half.
const wholeSuite = !configArg && !args.some((a) => !a.startsWith('-'));
if (wholeSuite) {
  const { TEST_DATABASE_URL, TEST_REDIS_URL, CI } = process.env;
  if (TEST_DATABASE_URL && TEST_REDIS_URL) {
    console.log('\ne2e, second half: the @two-nodes specs with the server on PostgreSQL + Redis');
    const second = await withDatabase(TEST_DATABASE_URL, (url) => playwright(['--grep', '@two-nodes'], { DATABASE_URL: url, REDIS_URL: TEST_REDIS_URL }));
    status = status || second;
  } else if (CI === 'true') {
    console.error('CI=true but TEST_DATABASE_URL or TEST_REDIS_URL is not set: the two-node browser tests cannot be skipped in CI.');
    status = 1;
  } else {
    console.warn('TEST_DATABASE_URL / TEST_REDIS_URL not set: the @two-nodes browser specs (PostgreSQL + Redis) were skipped.');
  }
}
process.exit(status);
