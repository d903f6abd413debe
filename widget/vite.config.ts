import { gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { minifySync } from 'rolldown/experimental';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/**
 * Writes size-report.json beside the build: what each dependency costs in the chunks the first
 * screen loads (its code minified alone, and that gzipped). Read by scripts/check-widget-size.mjs.
 */
function sizeReport(): Plugin {
  return {
    name: 'parley-size-report',
    generateBundle(_options, bundle) {
      const packages: Record<string, { code: string[] }> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.isDynamicEntry) continue;
        for (const [id, info] of Object.entries(chunk.modules)) {
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replace(/\\/g, '/'));
          const name = match ? match[1] : id.includes('/locales/') ? '(catalog)' : '(widget code)';
          const entry = (packages[name] ??= { code: [] });
          if (info.code) entry.code.push(info.code);
        }
      }
      const report = Object.entries(packages)
        .map(([name, { code }]) => {
          const min = minifySync(`${name}.js`, code.join('\n')).code;
          return { name, min: min.length, gzip: gzipSync(min, { level: 9 }).length };
        })
        .sort((a, b) => b.gzip - a.gzip);
      this.emitFile({ type: 'asset', fileName: 'size-report.json', source: JSON.stringify(report, null, 2) });
    },
  };
}

/** The iframe app served at /widget/. The loader (sdk.js) has its own config: vite.sdk.config.ts. */
export default defineConfig({
  base: '/widget/',
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), sizeReport()],
  // @parley/protocol is bundled from its TypeScript sources (tree-shaken), not its CommonJS build.
  resolve: { conditions: ['parley-source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: {
      '/api': 'http://localhost:4000',
      '/graphql': { target: 'http://localhost:4000', ws: true },
      '/websocket': { target: 'ws://localhost:4000', ws: true },
    },
  },
});
