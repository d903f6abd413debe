import { gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { minifySync } from 'rolldown/experimental';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/**
 * Writes size-report.json beside the build: what each dependency costs (its code minified alone,
 * and that gzipped), in the chunks the first screen loads and in those loaded later (`lazy`).
 * Read by scripts/check-widget-size.mjs.
 */
function sizeReport(): Plugin {
  return {
    name: 'parley-size-report',
    generateBundle(_options, bundle) {
      const packages: Record<string, { lazy: boolean; code: string[] }> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, info] of Object.entries(chunk.modules)) {
          const path = id.replace(/\\/g, '/');
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
          const name = match ? match[1] : path.includes('/locales/') ? '(catalog)' : path.includes('/__generated__/') ? '(documents)' : '(widget code)';
          const entry = (packages[`${chunk.isDynamicEntry ? 'lazy' : 'first'} ${name}`] ??= { lazy: Boolean(chunk.isDynamicEntry), code: [] });
          if (info.code) entry.code.push(info.code);
        }
      }
      const report = Object.entries(packages)
        .map(([key, { lazy, code }]) => {
          const name = key.slice(key.indexOf(' ') + 1);
          const min = minifySync(`${name}.js`, code.join('\n')).code;
          return { name, lazy, min: min.length, gzip: gzipSync(min, { level: 9 }).length };
        })
        .filter((r) => r.min > 0)
        .sort((a, b) => b.gzip - a.gzip);
      this.emitFile({ type: 'asset', fileName: 'size-report.json', source: JSON.stringify(report, null, 2) });
    },
  };
}

/** The iframe app served at /widget/. The loader (sdk.js) has its own config: vite.sdk.config.ts. */
export default defineConfig({
  base: '/widget/',
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), sizeReport()],
  // @parley/protocol is bundled from its TypeScript sources (tree-shaken), not its CommonJS build;
  // es2015: rxjs (under Apollo) as ES2015 modules, not its larger ES5 build.
  resolve: {
    conditions: ['parley-source', 'es2015', ...defaultClientConditions],
    // The widget renders with preact/compat (ADR 0004: the weight budget); its code is written against React's API.
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: {
      '/api': 'http://localhost:4000',
      '/graphql': { target: 'http://localhost:4000', ws: true },
      '/websocket': { target: 'ws://localhost:4000', ws: true },
    },
  },
});
