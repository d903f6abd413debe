import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compressedAssets } from '../scripts/compressed-assets';
import { documentsPerImport } from '../scripts/documents-per-import';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const server = process.env.PARLEY_DEV_SERVER ?? 'http://localhost:4000';

export default defineConfig({
  base: '/',
  define: { __APP_VERSION__: JSON.stringify(version) },
  plugins: [
    react({
      babel: {
        plugins: [
          '@lingui/babel-plugin-lingui-macro',
          // Each graphql(`…`) becomes an import of its own document from __generated__/graphql: a page's
          // chunk carries the documents it uses, and the shared chunk no longer every document of the
          // console with its source text (gql.ts's map), which every first visit downloaded.
          [babelOptimizerPlugin, { artifactDirectory: fileURLToPath(new URL('./src/__generated__', import.meta.url)), gqlTagName: 'graphql' }],
        ],
      },
    }),
    lingui(),
    documentsPerImport(fileURLToPath(new URL('./src/__generated__/graphql.ts', import.meta.url))),
    // Brotli and gzip files beside each asset, served as they are (server/src/doors/http/static.ts): no compression per request.
    compressedAssets(/\.(?:js|mjs|css|html|svg|json|txt)$/),
  ],
  // @parley/protocol is bundled from its TypeScript sources (tree-shaken), not its CommonJS build.
  resolve: { conditions: ['parley-source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: {
    proxy: {
      '/api': server,
      '/graphql': { target: server, ws: true },
      '/websocket': { target: server, ws: true },
      // The customization page previews the built widget the server serves.
      '/widget': server,
      '/sdk.js': server,
    },
  },
});
