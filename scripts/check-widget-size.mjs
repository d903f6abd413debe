#!/usr/bin/env node
// The widget's weight budget: builds the widget and its loader and runs size-limit on the build
// (budgets and which files count: widget/.size-limit.cjs). With --quiet (`npm run check`) that is the
// real build, into widget/dist, which `npm start` and the browser suite then serve without building
// it again. Without --quiet it builds into a temporary folder with rollup-plugin-visualizer's module
// sizes and also prints what each dependency costs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const widget = path.join(root, 'widget');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const quiet = process.argv.includes('--quiet');
const out = quiet ? path.join(widget, 'dist') : fs.mkdtempSync(path.join(os.tmpdir(), 'parley-widget-size-'));
const env = { ...process.env, WIDGET_DIST: out, ...(quiet ? {} : { WIDGET_SIZE_REPORT: '1' }) };

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: widget, encoding: 'utf8', env });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}` };
}

/** Module sizes by package (or our own code), split into the chunks a host page loads before the visitor's intent and those loaded later. */
function breakdown() {
  const stats = JSON.parse(fs.readFileSync(path.join(out, 'stats.json'), 'utf8'));
  const manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite', 'manifest.json'), 'utf8'));
  const lazyFiles = new Set(
    Object.values(manifest)
      .filter((m) => m.isDynamicEntry)
      .map((m) => m.file),
  );
  const sums = new Map();
  for (const meta of Object.values(stats.nodeMetas)) {
    const id = meta.id.replace(/\\/g, '/');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
    const name = pkg ? pkg[1] : id.includes('/locales/') ? '(catalog)' : id.includes('/__generated__/') ? '(documents)' : '(widget code)';
    for (const [file, part] of Object.entries(meta.moduleParts)) {
      const key = `${lazyFiles.has(file) ? 'lazy' : 'first'}\t${name}`;
      const { renderedLength, gzipLength } = stats.nodeParts[part];
      const sum = sums.get(key) ?? { min: 0, gzip: 0 };
      sums.set(key, { min: sum.min + renderedLength, gzip: sum.gzip + gzipLength });
    }
  }
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
  for (const part of ['first', 'lazy']) {
    console.log(
      part === 'first'
        ? 'before intent, by dependency (each module gzipped alone, so the parts sum to more than the chunks):'
        : 'loaded on intent or later (panel, live data, catalogs, on-use chunks), by dependency:',
    );
    const rows = [...sums].filter(([key]) => key.startsWith(`${part}\t`)).sort((a, b) => b[1].gzip - a[1].gzip);
    for (const [key, { min, gzip }] of rows)
      if (min > 0) console.log(`  ${key.split('\t')[1].padEnd(22)} ${kb(min).padStart(9)} rendered  ${kb(gzip).padStart(8)} gz`);
  }
}

let failed = false;
try {
  // The catalogs are compiled already (`npm run check` does it first; the widget's `npm run build`
  // would write them again while the type checks beside this read them).
  for (const args of [
    ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
    ['build', '--config', 'vite.sdk.config.ts', '--outDir', out, '--logLevel', 'error'],
  ]) {
    const built = run(bin('vite'), args);
    if (!built.ok) {
      process.stdout.write(built.output);
      process.exit(1);
    }
  }
  if (!quiet) breakdown();
  const checked = run(bin('size-limit'), []);
  failed = !checked.ok;
  if (!quiet || failed) process.stdout.write(checked.output);
} finally {
  if (!quiet) fs.rmSync(out, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
