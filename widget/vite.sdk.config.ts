import { defineConfig } from 'vite';
import { compressedAssets } from '../scripts/compressed-assets';

/** The loader snippet: one classic script, dist/sdk.js, built after the app (so it keeps dist/). */
export default defineConfig({
  publicDir: false,
  // sdk.js.br and sdk.js.gz beside it: every host page loads it.
  plugins: [compressedAssets(/\.js$/)],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2017', // it runs on other people's pages, some of them old
    lib: {
      entry: 'src/loader/sdk.ts',
      formats: ['iife'],
      name: 'ParleySDK',
      fileName: () => 'sdk.js',
    },
  },
});
