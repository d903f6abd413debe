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

/** A check run in the background: its line is printed when it ends, with its output when it failed. */
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

/** Regenerates into the work tree; fails when that changed anything (the commit was stale), naming the command a developer runs. */
async function fresh(label, dirs, cmd, args, writer = 'npm run codegen', opts = {}) {
  const before = hashTree(dirs);
  if (!(await runLater(`${label}: regenerate`, cmd, args, opts)())) return;
  if (hashTree(dirs) !== before) {
    failed = true;
    console.log(`FAIL ${label} stale: run \`${writer}\` and commit ${dirs.join(', ')} (regenerated here for review)`);
  } else {
    console.log(`ok   ${label} up to date`);
  }
}

const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
// What reads no generated file runs beside the generators, which go one at a time (each writes into
// the tree); the rest waits for them: as many jobs at once as there are CPUs.
const beside = [
  runLater('lint: eslint (typescript-eslint, react-hooks, jsx-a11y)', path.join(root, 'node_modules', '.bin', 'eslint'), ['--max-warnings=0', '.']),
  runLater('format: prettier', path.join(root, 'node_modules', '.bin', 'prettier'), ['--check', '--log-level=warn', '**/*.{ts,tsx,mjs,js,cjs,json}']),
  // The server's types as it is built (its own sources, @parley/protocol from its build; the tests'
  // check above covers server/src with its tests), compiled into server/dist once: `npm start` and
  // the browser suite then run that build instead of compiling again.
  runLater('types: server, built into server/dist', 'npm', ['run', 'build', '-w', 'server', '--silent']),
  runLater('types: protocol', tsc, ['--noEmit', '-p', 'protocol/tsconfig.json']),
];
// The compose file as Compose itself reads it, where Compose is installed (tests/integration/deployment-files.test.ts reads it everywhere).
if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0) {
  beside.push(
    runLater('deployment: docker compose config', 'docker', ['compose', 'config', '--quiet'], {
      env: { ...process.env, POSTGRES_PASSWORD: process.env.POSTGRES_PASSWORD ?? 'check-only' },
    }),
  );
} else {
  console.log('skip deployment: docker compose config (Compose is not installed here)');
}
const afterGenerated = [
  // The REST door's document as code generators read it (redocly.yaml: recommended, with the rules
  // generators depend on as errors): any error fails; no usage data sent, no update notice.
  runLater(
    'OpenAPI document: redocly lint (redocly.yaml)',
    path.join(root, 'node_modules', '.bin', 'redocly'),
    ['lint', 'schema/openapi.json', '--config', 'redocly.yaml', '--lint-config', 'error', '--format', 'summary'],
    { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  ),
  runLater('types: console with its tests', tsc, ['--noEmit', '-p', 'console/tsconfig.test.json']),
  runLater('types: tests', tsc, ['--noEmit', '-p', 'tsconfig.json']),
  runLater('types: widget', tsc, ['--noEmit', '-p', 'widget/tsconfig.json']),
  // Built here once, like the server and the widget, for `npm start`, the browser suite and the tour.
  // (vite alone: the catalogs are compiled above, and lingui compile again would rewrite them while the type checks read them.)
  runLater(
    'console built into console/dist, its weight per route (size-limit, brotli: console/.size-limit.cjs): sign-in ≤ 90 kB, inbox ≤ 255 kB',
    process.execPath,
    ['scripts/check-console-size.mjs', '--quiet'],
  ),
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
    'widget built into widget/dist, its weight (size-limit, gzipped: widget/.size-limit.cjs): loader ≤ 3 kB, before intent ≤ 34 kB, open conversation ≤ 105 kB',
    process.execPath,
    ['scripts/check-widget-size.mjs', '--quiet'],
  ),
];

async function generate() {
  await fresh('GraphQL schema', ['schema/schema.graphql'], process.execPath, [
    '--conditions=parley-source',
    '-r',
    '@swc-node/register',
    'server/src/app/cli/print-schema.ts',
  ]);
  // The REST door's document, from the same route table that validates requests (GET /api/openapi.json serves the same).
  await fresh('OpenAPI document', ['schema/openapi.json'], process.execPath, [
    '--conditions=parley-source',
    '-r',
    '@swc-node/register',
    'server/src/app/cli/print-openapi.ts',
  ]);
  await fresh('client types', ['console/src/__generated__', 'widget/src/__generated__'], path.join(root, 'node_modules', '.bin', 'graphql-codegen'), [
    '--config',
    'codegen.ts',
  ]);
  await fresh('message catalogs', ['console/src/locales', 'widget/src/locales'], 'npm', ['run', 'i18n:extract', '--silent'], 'npm run i18n:extract');
  // The server's error messages by reason (i18n/reasons): its .po catalogs compiled, every reason in all three languages.
  await fresh(
    'server catalogs',
    ['server/src/i18n/locales'],
    path.join(root, 'node_modules', '.bin', 'lingui'),
    ['compile', '--strict', '--typescript'],
    'npm run i18n:compile -w server',
    {
      cwd: path.join(root, 'server'),
    },
  );
  // lingui compile writes the catalogs' .ts files, which the type checks read.
  for (const app of ['console', 'widget']) {
    await runLater(
      `catalogs: every ${app} string in en, zh and zh_cn`,
      path.join(root, 'node_modules', '.bin', 'lingui'),
      ['compile', '--strict', '--typescript'],
      {
        cwd: path.join(root, app),
      },
    )();
  }
}

let generated;
const ready = new Promise((resolve) => (generated = resolve));
async function lane(first) {
  if (first) {
    await first();
    generated();
  }
  for (let job = beside.shift(); job; job = beside.shift()) await job();
  await ready;
  for (let job = afterGenerated.shift(); job; job = afterGenerated.shift()) await job();
}
await Promise.all([lane(generate), ...Array.from({ length: Math.max(2, os.availableParallelism()) - 1 }, () => lane())]);

if (failed) {
  console.error('\ncheck failed');
  process.exit(1);
}
console.log('\ncheck passed');
