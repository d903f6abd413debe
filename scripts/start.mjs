#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs one Parley node.
// With --build-only it stops after building (the e2e runner builds once before its shards start);
// names after it build only those parts (`--build-only server`: the benchmarks run the built server).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(dir) {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return latest;
}

const parts = [
  { name: 'server', output: 'server/dist/main.js', sources: ['server/src', 'protocol/src'] },
  // Both apps bundle @parley/protocol from its sources.
  { name: 'console', output: 'console/dist/index.html', sources: ['console/src', 'console/index.html', 'protocol/src'] },
  { name: 'widget', output: 'widget/dist/sdk.js', sources: ['widget/src', 'widget/index.html', 'protocol/src'] },
];

const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));

for (const part of parts) {
  if (only.length > 0 && !only.includes(part.name)) continue;
  const output = path.join(root, part.output);
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  const changed = Math.max(
    ...part.sources.map((s) => {
      const p = path.join(root, s);
      return fs.existsSync(p) && fs.statSync(p).isFile() ? fs.statSync(p).mtimeMs : newest(p);
    }),
  );
  if (built && built >= changed) continue;
  console.log(`Building ${part.name}...`);
  const r = spawnSync('npm', ['run', 'build', '-w', part.name], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (process.argv.includes('--build-only')) process.exit(0);

const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
