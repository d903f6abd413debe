// The widget's weight budget (issue 14), gzipped, checked by size-limit on a build (`npx size-limit`
// in widget/ after `npm run build`; `npm run check` builds into a temporary folder named by
// WIDGET_DIST). Which files count is read from Vite's manifest: before the launcher, the entry and
// its static imports; with a conversation open, also everything they may load later (data layer,
// conversation screen, uploads, emoji, audio) and the largest language catalog (one is loaded).
const fs = require('node:fs');
const path = require('node:path');

const dist = process.env.WIDGET_DIST ?? path.join(__dirname, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const isCatalog = (key) => /locales\//.test(key);

const first = new Set();
const visitFirst = (key) => {
  if (first.has(key)) return;
  first.add(key);
  for (const dep of manifest[key].imports ?? []) visitFirst(dep);
};
visitFirst(Object.keys(manifest).find((k) => manifest[k].isEntry));

const open = new Set(first);
const visitOpen = (key) => {
  if (open.has(key) || isCatalog(key)) return;
  open.add(key);
  for (const dep of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visitOpen(dep);
};
for (const key of first) for (const dep of manifest[key].dynamicImports ?? []) visitOpen(dep);

const files = (keys) => [...keys].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]).map((f) => path.join(dist, f));
const largestCatalog = Object.keys(manifest)
  .filter(isCatalog)
  .map((k) => path.join(dist, manifest[k].file))
  .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];

module.exports = [
  { name: 'loader sdk.js', path: path.join(dist, 'sdk.js'), limit: '3 KB', gzip: true },
  { name: 'widget before the launcher', path: files(first), limit: '100 KB', gzip: true },
  { name: 'widget with a conversation open', path: [...files(open), ...(largestCatalog ? [largestCatalog] : [])], limit: '150 KB', gzip: true },
];
