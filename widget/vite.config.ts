import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compressedAssets } from '../scripts/compressed-assets';

/** The module Vite wraps every import() in (vite/dist/node: preloadHelperId). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite's preload helper (3.4 kB, 1.3 kB gzipped, in the launcher's chunk) adds modulepreload links
 * and the CSS of a chunk loaded by import(). The widget has no CSS files (styled-components) and
 * modulePreload is off, so every call would get an empty list: the helper only calls the import.
 * This one does just that; the build fails if a CSS file ever appears (it would never be loaded).
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'parley:plain-dynamic-imports',
    enforce: 'pre',
    apply: 'build',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined),
    generateBundle(_options, bundle) {
      const css = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (css.length > 0) this.error(`the widget's dynamic imports do not load CSS files (${css.join(', ')}): see plainDynamicImports`);
    },
  };
}

/** The iframe app served at /widget/. The loader (sdk.js) has its own config: vite.sdk.config.ts. */
export default defineConfig({
  base: '/widget/',
  plugins: [
    plainDynamicImports(),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    // Brotli and gzip files beside each asset, served as they are (server/src/doors/http/static.ts).
    compressedAssets(/\.(?:js|mjs|css|html|svg|json|txt)$/),
    // What each module costs, gzipped, per chunk (stats.json beside the build): read by scripts/check-widget-size.mjs.
    process.env.WIDGET_SIZE_REPORT ? visualizer({ filename: 'stats.json', template: 'raw-data', gzipSize: true, emitFile: true }) : null,
  ],
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
  // No modulepreload links nor their polyfill: each lazy chunk imports only the first one, already
  // loaded, and intent.ts starts the panel, its catalog and the live data at once.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, modulePreload: false },
  server: {
    proxy: {
      '/api': 'http://localhost:4000',
      '/graphql': { target: 'http://localhost:4000', ws: true },
      '/websocket': { target: 'ws://localhost:4000', ws: true },
    },
  },
});
