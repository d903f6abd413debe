// The console's weight per route (issue 53), brotli-compressed as the server sends it to browsers
// (compressed-assets.ts writes the .br files served): checked by size-limit on a build
// (scripts/check-console-size.mjs, run by `npm run check`). What a route costs is read from Vite's
// manifest: the chunks a cold visit fetches before the screen is usable — the entry and its static
// imports, then for a signed-in page the console's app, its shell and the page, each with its static
// imports — and the largest of the language catalogs it loads (one language is loaded).
const fs = require('node:fs');
const path = require('node:path');

const dist = process.env.CONSOLE_DIST ?? path.join(__dirname, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const keys = Object.keys(manifest);
const entry = keys.find((k) => manifest[k].isEntry);
const find = (re) => keys.find((k) => re.test(k));

/** The chunks fetched when these load: each with its static imports (Vite preloads them together). */
function closure(starts) {
  const seen = new Set();
  const visit = (key) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  starts.forEach(visit);
  return seen;
}

function largest(re) {
  const files = keys.filter((k) => re.test(k)).map((k) => path.join(dist, manifest[k].file));
  return files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size).slice(0, 1);
}

const files = (set) => [...set].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]).map((f) => path.join(dist, f));
const signInCatalog = largest(/^src\/locales\/[^/]+\/signin\.ts$/);
const inboxCatalog = largest(/^src\/locales\/[^/]+\/inbox\.ts$/);
const consoleCatalog = largest(/^src\/locales\/[^/]+\/messages\.ts$/);
const app = [find(/^src\/app\/ConsoleApp\.tsx$/), find(/^src\/modules\/shell\/components\/ConsoleLayout\.tsx$/)].filter(Boolean);

/**
 * kB as size-limit counts them (1,000 bytes), a few above what each weighs now: a change that adds
 * more fails `npm run check`, which names the route. Issue 53's targets: the sign-in page ≤ 90 kB,
 * the inbox ≤ 250 kB (252 today).
 */
const BUDGETS = {
  ConversationPage: 255,
  AuditLogPage: 263,
  ReportPage: 372,
};
const PAGE_BUDGET = 255;

const pages = keys.filter((k) => /^src\/pages\/\w+Page\.tsx$/.test(k) && manifest[k].isDynamicEntry);
const pageName = (k) => /(\w+Page)\.tsx$/.exec(k)[1];

module.exports = [
  { name: 'sign-in page (/login)', path: [...files(closure([entry])), ...signInCatalog], limit: '90 KB' },
  ...pages
    .sort((a, b) => (pageName(a) === 'ConversationPage' ? -1 : pageName(b) === 'ConversationPage' ? 1 : a.localeCompare(b)))
    .map((k) => ({
      name: pageName(k) === 'ConversationPage' ? 'inbox (ConversationPage), cold' : `${pageName(k)}, cold`,
      // The inbox's first screen needs no string of the rest; any other page waits for them.
      path: [...files(closure([entry, ...app, k])), ...signInCatalog, ...inboxCatalog, ...(pageName(k) === 'ConversationPage' ? [] : consoleCatalog)],
      limit: `${BUDGETS[pageName(k)] ?? PAGE_BUDGET} KB`,
    })),
];
