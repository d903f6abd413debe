// The widget's weight budget by phase (issues 14, 53), gzipped, checked by size-limit on a build
// (`npx size-limit` in widget/ after `npm run build`; `npm run check` builds into a temporary folder
// named by WIDGET_DIST). Which files count is read from Vite's manifest:
// - before intent: what every host page fetches until the visitor shows intent: the loader, the
//   iframe's HTML, the entry chunk and its static imports (the launcher's strings are inside it;
//   the full catalogs come with the panel);
// - with a conversation open: also the panel (OpenPanel: landing, recent, conversation), the live
//   data (Apollo, graphql-ws) and the largest catalog (one is loaded);
// - with everything it may load: also what a conversation loads only on use (emoji picker,
//   uploads, audio, the link finder for text with a link). Measured over the wire with headers by
//   tests/load/first-paint-widget.ts.
const fs = require('node:fs');
const path = require('node:path');

const dist = process.env.WIDGET_DIST ?? path.join(__dirname, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const isCatalog = (key) => /locales\//.test(key);

/** The chunks a key loads at once: itself and its static imports. */
function withStatic(keys, into = new Set()) {
  const visit = (key) => {
    if (into.has(key)) return;
    if (!manifest[key]) throw new Error(`widget/.size-limit.cjs: ${key} is not in the build's manifest (moved or renamed?)`);
    into.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return into;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const first = withStatic([entry]);
// What intent (src/app/intent.ts, state/client.ts) fetches: the panel and the live data.
const open = withStatic(['src/app/screens/OpenPanel.tsx', 'src/app/state/live.ts'], new Set(first));
const everything = new Set(open);
const visitAll = (key) => {
  if (everything.has(key) && !open.has(key)) return;
  everything.add(key);
  for (const dep of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) {
    // Catalogs (one counts), the preview's sample and the standalone notice are not a host page's.
    if (!isCatalog(dep) && !/preview\/|StandaloneNotice|session-end/.test(dep) && !open.has(dep)) visitAll(dep);
  }
};
for (const key of open) visitAll(key);

const files = (keys) => [...keys].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]).map((f) => path.join(dist, f));
const largestCatalog = Object.keys(manifest)
  .filter(isCatalog)
  .map((k) => path.join(dist, manifest[k].file))
  .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
const host = [path.join(dist, 'sdk.js'), path.join(dist, 'index.html')];
const catalog = largestCatalog ? [largestCatalog] : [];

module.exports = [
  { name: 'loader sdk.js', path: path.join(dist, 'sdk.js'), limit: '3 KB', gzip: true },
  { name: 'widget before intent', path: [...host, ...files(first)], limit: '34 KB', gzip: true },
  { name: 'widget with a conversation open', path: [...host, ...files(open), ...catalog], limit: '105 KB', gzip: true },
  { name: 'widget with everything it may load', path: [...host, ...files(everything), ...catalog], limit: '118 KB', gzip: true },
];
