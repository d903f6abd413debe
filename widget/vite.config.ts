import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defaultClientConditions, defineConfig } from 'vite';
import { compressedAssets } from '../scripts/compressed-assets';

/** The iframe app served at /widget/. The loader (sdk.js) has its own config: vite.sdk.config.ts. */
export default defineConfig({
  base: '/widget/',
  plugins: [
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
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: {
      '/api': 'http://localhost:4000',
      '/graphql': { target: 'http://localhost:4000', ws: true },
      '/websocket': { target: 'ws://localhost:4000', ws: true },
    },
  },
});
