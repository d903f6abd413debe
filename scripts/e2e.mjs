#!/usr/bin/env node
// Runs the Playwright suite against a fresh data directory (PGlite), removed afterwards. The whole
// suite runs as two shards side by side (2 CPUs), each with its own server, port range and data
// directory, so no spec sees another's data; a run of chosen files or with a --config is one shard.
// With TEST_DATABASE_URL and TEST_REDIS_URL (always under CI), the specs tagged @two-nodes then run
// again with the server under test on a fresh PostgreSQL database and Redis, where a second node joins it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const basePort = Number(process.env.E2E_PORT ?? 4799);

/** One Playwright process on its own data directory; its lines carry `label` when shards run side by side. */
function playwright(extraArgs, env, label = '') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-'));
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...extraArgs], {
      cwd: root,
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, E2E_DATA_DIR: dataDir, ...env },
    });
    if (label) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        readline.createInterface({ input: from }).on('line', (line) => to.write(`${label} ${line}\n`));
      }
    }
    child.on('close', (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(code ?? 1);
    });
  });
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
// Screenshot tours and runs of chosen files are one shard and stop after it; the whole suite goes on to its second half.
const wholeSuite = !configArg && !args.some((a) => !a.startsWith('-'));
const shards = wholeSuite && !args.some((a) => a.startsWith('--shard')) ? Math.max(1, Math.min(2, os.availableParallelism())) : 1;

/**
 * The spec files in `count` groups of about the same size (the largest first, each to the lighter
 * group so far): a file's length follows its running time far better than Playwright's own
 * --shard, which balances counts of tests.
 */
function splitSpecs(count) {
  const dir = path.join(root, 'tests', 'e2e');
  const specs = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => ({ file: `tests/e2e/${f}`, size: fs.statSync(path.join(dir, f)).size }))
    .sort((a, b) => b.size - a.size || a.file.localeCompare(b.file));
  const groups = Array.from({ length: count }, () => ({ size: 0, files: [] }));
  for (const spec of specs) {
    const lightest = groups.reduce((min, g) => (g.size < min.size ? g : min));
    lightest.size += spec.size;
    lightest.files.push(spec.file);
  }
  return groups.map((g) => g.files);
}

let status;
// Built once here: each shard's server would build what is missing, side by side into the same dist directories.
const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
if (shards === 1) {
  status = await playwright(args, {});
} else {
  // Ports 100 apart: each shard's server, host page (+10) and fake platforms (+30, +31) have their own.
  const codes = await Promise.all(
    splitSpecs(shards).map((files, i) => playwright([...args, ...files], { E2E_PORT: String(basePort + 100 * i) }, `[${i + 1}/${shards}]`)),
  );
  status = codes.find((c) => c !== 0) ?? 0;
}

if (wholeSuite) {
  const { TEST_DATABASE_URL, TEST_REDIS_URL, CI } = process.env;
  if (TEST_DATABASE_URL && TEST_REDIS_URL) {
    console.log('\ne2e, second half: the @two-nodes specs with the server on PostgreSQL + Redis');
    const second = await withDatabase(TEST_DATABASE_URL, (url) =>
      playwright(['--grep', '@two-nodes'], { E2E_PORT: String(basePort), DATABASE_URL: url, REDIS_URL: TEST_REDIS_URL }),
    );
    status = status || second;
  } else if (CI === 'true') {
    console.error('CI=true but TEST_DATABASE_URL or TEST_REDIS_URL is not set: the two-node browser tests cannot be skipped in CI.');
    status = 1;
  } else {
    console.warn('TEST_DATABASE_URL / TEST_REDIS_URL not set: the @two-nodes browser specs (PostgreSQL + Redis) were skipped.');
  }
}
process.exit(status);
