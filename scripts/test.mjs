#!/usr/bin/env node
// `npm test`: check, unit, integration and browser suites in turn, stopping at the first that fails,
// with one line per step and its wall time, then all of them again at the end, so a log answers
// "where did the time go" without scrolling.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const steps = [
  ['check', 'check'],
  ['unit + console', 'test:unit'],
  [`integration (${process.env.TEST_VARIANTS || (process.env.TEST_DATABASE_URL ? 'pglite + postgres' : 'pglite')})`, 'test:int'],
  ['browser', 'test:e2e'],
];
const done = [];
const started = Date.now();
const seconds = (from) => ((Date.now() - from) / 1000).toFixed(0);
let status = 0;
for (const [label, script] of steps) {
  const from = Date.now();
  const r = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  status = r.status ?? 1;
  const line = `step ${label}: ${seconds(from)} s${status === 0 ? '' : ' (failed)'}`;
  done.push(line);
  // .ci/run's summary lists these under its own step (PARLEY_TIMINGS names its file).
  if (process.env.PARLEY_TIMINGS) fs.appendFileSync(process.env.PARLEY_TIMINGS, `  ${line}\n`);
  console.log(`\n${line}\n`);
  if (status !== 0) break;
}
console.log(`${done.join('\n')}\nnpm test: ${seconds(started)} s${status === 0 ? '' : ' (failed)'}`);
process.exit(status);
