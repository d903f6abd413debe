#!/usr/bin/env node
// `npm run check`: lint, format, types everywhere, and every generated file (schema, client types, catalogs) up to date.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let failed = false;

function run(label, cmd, args, opts = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', ...opts });
  const ok = r.status === 0;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) {
    failed = true;
    process.stdout.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
  }
  return ok;
}

function hashTree(dirs) {
  const h = crypto.createHash('sha256');
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name));
    } else {
      h.update(path.relative(root, p));
      h.update(fs.readFileSync(p));
    }
  };
  for (const d of dirs) walk(path.join(root, d));
  return h.digest('hex');
}

/** The same as `run`, in the background: its line is printed when it ends. */
function runLater(label, cmd, args, opts = {}) {
  return () =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(cmd, args, { cwd: root, ...opts });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => {
        const ok = code === 0;
        console.log(`${ok ? 'ok  ' : 'FAIL'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        if (!ok) {
          failed = true;
          process.stdout.write(out);
        }
        resolve(ok);
      });
    });
}

/** Runs the jobs `width` at a time: the checks are independent and each uses about one CPU. */
async function inParallel(jobs, width) {
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }),
  );
}

/** Regenerates into the work tree; fails when that changed anything (the commit was stale), naming the command a developer runs. */
function fresh(label, dirs, cmd, args, writer = 'npm run codegen') {
  const before = hashTree(dirs);
  if (!run(`${label}: regenerate`, cmd, args)) return;
  if (hashTree(dirs) !== before) {
    failed = true;
    console.log(`FAIL ${label} stale: run \`${writer}\` and commit ${dirs.join(', ')} (regenerated here for review)`);
  } else {
    console.log(`ok   ${label} up to date`);
  }
}

const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
// Generated files first, one at a time (they write into the tree the checks below read).
fresh('GraphQL schema', ['schema/schema.graphql'], process.execPath, [
  '--conditions=parley-source',
  '-r',
  '@swc-node/register',
  'server/src/app/cli/print-schema.ts',
]);
// The REST door's document, from the same route table that validates requests (GET /api/openapi.json serves the same).
fresh('OpenAPI document', ['schema/openapi.json'], process.execPath, [
  '--conditions=parley-source',
  '-r',
  '@swc-node/register',
  'server/src/app/cli/print-openapi.ts',
]);
fresh('client types', ['console/src/__generated__', 'widget/src/__generated__'], path.join(root, 'node_modules', '.bin', 'graphql-codegen'), [
  '--config',
  'codegen.ts',
]);
fresh('message catalogs', ['console/src/locales', 'widget/src/locales'], 'npm', ['run', 'i18n:extract', '--silent'], 'npm run i18n:extract');
// lingui compile writes the catalogs' .ts files, which the type checks read.
for (const app of ['console', 'widget']) {
  run(`catalogs: every ${app} string in en, zh and zh_cn`, path.join(root, 'node_modules', '.bin', 'lingui'), ['compile', '--strict', '--typescript'], {
    cwd: path.join(root, app),
  });
}
// The rest only read: as many at once as there are CPUs (the longest first).
await inParallel(
  [
    runLater('lint: eslint (typescript-eslint, react-hooks, jsx-a11y)', path.join(root, 'node_modules', '.bin', 'eslint'), ['--max-warnings=0', '.']),
    runLater('format: prettier', path.join(root, 'node_modules', '.bin', 'prettier'), ['--check', '--log-level=warn', '**/*.{ts,tsx,mjs,js,cjs,json}']),
    runLater('types: console', tsc, ['--noEmit', '-p', 'console/tsconfig.json']),
    runLater('types: console tests', tsc, ['--noEmit', '-p', 'console/tsconfig.test.json']),
    runLater('types: tests', tsc, ['--noEmit', '-p', 'tsconfig.json']),
    // The server's types as it is built (its own sources, @parley/protocol from its build; the tests'
    // check above covers server/src with its tests), compiled into server/dist once: `npm start` and
    // the browser suite then run that build instead of compiling again.
    runLater('types: server, built into server/dist', 'npm', ['run', 'build', '-w', 'server', '--silent']),
    runLater('types: widget', tsc, ['--noEmit', '-p', 'widget/tsconfig.json']),
    // Built here once, like the server and the widget, for `npm start`, the browser suite and the tour.
    // (vite alone: the catalogs are compiled above, and lingui compile again would rewrite them while the type checks read them.)
    runLater('console built into console/dist', path.join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], {
      cwd: path.join(root, 'console'),
    }),
    runLater('types: protocol', tsc, ['--noEmit', '-p', 'protocol/tsconfig.json']),
    // .dependency-cruiser.cjs: no import cycles (type imports included) and the layers one way.
    runLater('imports: no cycles, layers one way (dependency-cruiser)', path.join(root, 'node_modules', '.bin', 'depcruise'), [
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err-long',
      'server/src',
      'console/src',
      'widget/src',
      'protocol/src',
    ]),
    runLater(
      'widget built into widget/dist, its weight (size-limit, gzipped): loader ≤ 3 kB, before the launcher ≤ 100 kB, open conversation ≤ 150 kB',
      process.execPath,
      ['scripts/check-widget-size.mjs', '--quiet'],
    ),
  ],
  Math.max(2, os.availableParallelism()),
);

if (failed) {
  console.error('\ncheck failed');
  process.exit(1);
}
console.log('\ncheck passed');
