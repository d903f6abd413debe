#!/usr/bin/env node
// The widget's weight budget (issue 14), gzipped: the loader sdk.js ≤ 3 KB; the JavaScript the
// iframe loads before the launcher shows (the entry and its static imports, from the Vite manifest)
// ≤ 100 KB; all JavaScript of an open conversation (that, the conversation screen and everything it
// may load: uploads, emoji, audio, its language's catalog) ≤ 150 KB. Builds into a temporary
// folder, prints each dependency's cost once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LOADER_BUDGET = 3 * 1024;
const FIRST_SCREEN_BUDGET = 100 * 1024;
const CONVERSATION_BUDGET = 150 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const widget = path.join(root, 'widget');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-widget-size-'));
const vite = path.join(root, 'node_modules', '.bin', 'vite');
const quiet = process.argv.includes('--quiet');

function build(args) {
  const r = spawnSync(vite, ['build', '--outDir', out, '--logLevel', 'error', ...args], { cwd: widget, encoding: 'utf8' });
  if (r.status !== 0) {
    process.stdout.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
    fs.rmSync(out, { recursive: true, force: true });
    process.exit(1);
  }
}

const gz = (file) => gzipSync(fs.readFileSync(path.join(out, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

try {
  build(['--emptyOutDir']);
  build(['--config', 'vite.sdk.config.ts']);

  const manifest = JSON.parse(fs.readFileSync(path.join(out, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(entryKey);
  const firstFiles = [...seen].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]);
  const firstScreen = firstFiles.reduce((sum, f) => sum + gz(f), 0);
  const lazy = Object.values(manifest)
    .filter((m) => m.isDynamicEntry)
    .map((m) => `${path.basename(m.file)} ${kb(gz(m.file))}`);
  const loader = gz('sdk.js');
  // The open conversation: the first screen, then the conversation screen with all it may import;
  // of the language catalogs (one per language) only the largest counts, as one is loaded.
  const open = new Set(seen);
  const isCatalog = (key) => /locales\//.test(key);
  const openVisit = (key) => {
    if (open.has(key) || isCatalog(key)) return;
    open.add(key);
    for (const dep of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) openVisit(dep);
  };
  // Everything the first screen may load later (the data layer, the conversation screen, uploads, emoji, audio).
  for (const key of seen) for (const dep of manifest[key].dynamicImports ?? []) openVisit(dep);
  const catalogs = Object.keys(manifest)
    .filter(isCatalog)
    .map((k) => gz(manifest[k].file));
  const conversation = [...open].reduce((sum, k) => sum + gz(manifest[k].file), 0) + Math.max(0, ...catalogs);

  if (!quiet) {
    const report = JSON.parse(fs.readFileSync(path.join(out, 'size-report.json'), 'utf8'));
    for (const lazyPart of [false, true]) {
      console.log(
        lazyPart
          ? 'loaded after the launcher (data layer, conversation screen, catalogs), by dependency:'
          : 'widget first screen, by dependency (its code minified and gzipped alone; the sum exceeds the total, which compresses together):',
      );
      for (const { name, min, gzip } of report.filter((r) => r.lazy === lazyPart))
        console.log(`  ${name.padEnd(20)} ${kb(min).padStart(9)} min  ${kb(gzip).padStart(8)} gz`);
    }
    console.log(`lazy chunks: ${lazy.join(', ')}`);
  }
  console.log(`loader sdk.js: ${kb(loader)} gzipped (budget ${kb(LOADER_BUDGET)})`);
  console.log(`widget before the launcher (${firstFiles.join(', ')}): ${kb(firstScreen)} gzipped (budget ${kb(FIRST_SCREEN_BUDGET)})`);
  console.log(`widget with a conversation open (${open.size} chunks and a catalog): ${kb(conversation)} gzipped (budget ${kb(CONVERSATION_BUDGET)})`);

  const failures = [];
  if (loader > LOADER_BUDGET) failures.push('the loader is over budget');
  if (firstScreen > FIRST_SCREEN_BUDGET) failures.push('the JavaScript before the launcher is over budget');
  if (conversation > CONVERSATION_BUDGET) failures.push('the JavaScript of an open conversation is over budget');
  if (failures.length) {
    console.error(`FAIL ${failures.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}
