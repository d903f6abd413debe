#!/usr/bin/env node
// Fails when a translation is missing: every msgid of the en catalog must have a non-empty msgstr
// in zh and zh_cn, for console/ and widget/. Plain Node, no dependencies.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['console', 'widget'];
const source = 'en';
const translated = ['zh', 'zh_cn'];

/** Reads a PO string token: "..." with C escapes. */
function unquote(token) {
  const escapes = { n: '\n', t: '\t', r: '\r' };
  return token.slice(1, -1).replace(/\\(.)/g, (_, c) => escapes[c] ?? c);
}

/** Returns Map<key, msgstr> where key is msgctxt + \u0004 + msgid; skips the header and obsolete (#~) entries. */
function parsePo(file) {
  const entries = new Map();
  for (const block of fs.readFileSync(file, 'utf8').split(/\r?\n\s*\r?\n/)) {
    const fields = {};
    let current;
    for (const line of block.split(/\r?\n/)) {
      const trimmed = line.trim();
      if (!trimmed || trimmed.startsWith('#')) continue;
      const start = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(trimmed);
      if (start) {
        current = start[1].startsWith('msgstr') ? 'msgstr' : start[1];
        fields[current] = (fields[current] ?? '') + unquote(start[2]);
      } else if (current && trimmed.startsWith('"')) {
        fields[current] += unquote(trimmed);
      }
    }
    if (fields.msgid === undefined || fields.msgid === '') continue;
    const key = fields.msgctxt ? `${fields.msgctxt}\u0004${fields.msgid}` : fields.msgid;
    entries.set(key, fields.msgstr ?? '');
  }
  return entries;
}

const show = (key) => JSON.stringify(key.replace('\u0004', ' | '));
const problems = [];
let complete = 0;

for (const app of apps) {
  const localesDir = path.join(root, app, 'src', 'locales');
  const catalogPath = (locale) => path.join(localesDir, locale, 'messages.po');
  const relative = (locale) => path.relative(root, catalogPath(locale));
  const catalogs = {};
  for (const locale of [source, ...translated]) {
    if (fs.existsSync(catalogPath(locale))) catalogs[locale] = parsePo(catalogPath(locale));
    else problems.push(`${relative(locale)}: missing file`);
  }
  const en = catalogs[source];
  if (!en) continue;
  for (const locale of translated) {
    const catalog = catalogs[locale];
    if (!catalog) continue;
    for (const key of en.keys()) {
      if (!catalog.has(key)) problems.push(`${relative(locale)}: missing ${show(key)}`);
    }
    for (const [key, msgstr] of catalog) {
      if (!msgstr.trim()) problems.push(`${relative(locale)}: empty msgstr for ${show(key)}`);
      else if (!en.has(key)) problems.push(`${relative(locale)}: ${show(key)} is not in en (run npm run i18n:extract)`);
    }
  }
  complete += en.size;
}

if (problems.length) {
  console.error(`catalogs: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`catalogs: ${complete} entries complete in ${[source, ...translated].join(', ')}`);
