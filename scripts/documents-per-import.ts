import fs from 'node:fs';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:parley-document/';
const DOCUMENT = /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']*__generated__\/graphql(?:\.ts)?)\2;?/g;

function documentsOf(source: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, name, json] of source.matchAll(DOCUMENT)) documents.set(name!, json!);
  return documents;
}

/**
 * Each GraphQL document a client imports becomes a module of its own, so a chunk carries only the
 * documents its code uses. client-preset's babel optimizer turns each graphql(`…`) into an import
 * of the document from __generated__/graphql.ts, and that file is one module: every document the
 * console uses landed in one shared chunk (287 KB, 32 KB compressed), which the first screen
 * downloaded whatever it showed. Imports of anything else from the file (enums) are left as they are.
 */
export function documentsPerImport(generatedFile: string): Plugin {
  let documents: Map<string, string> | undefined;
  const read = () => (documents ??= documentsOf(fs.readFileSync(generatedFile, 'utf8')));
  return {
    name: 'parley-documents-per-import',
    enforce: 'post',
    watchChange(id) {
      if (id === generatedFile) documents = undefined;
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const json = read().get(name);
      if (!json) throw new Error(`${name} is not a document of ${generatedFile}`);
      return `export const ${name} = ${json};`;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0') || id === generatedFile || !code.includes('__generated__/graphql')) return null;
      let changed = false;
      const out = code.replace(IMPORT, (whole, names: string, quote: string, from: string) => {
        const specifiers = names
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        const isDocument = (s: string) => read().has(s.split(/\s+as\s+/)[0]!);
        const docs = specifiers.filter(isDocument);
        if (docs.length === 0) return whole;
        changed = true;
        const rest = specifiers.filter((s) => !isDocument(s));
        const own = docs.map((s) => `import { ${s} } from ${quote}${PREFIX}${s.split(/\s+as\s+/)[0]}${quote};`);
        return [...own, ...(rest.length ? [`import { ${rest.join(', ')} } from ${quote}${from}${quote};`] : [])].join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
