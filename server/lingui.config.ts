import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The server's error catalogs, keyed by reason id (i18n/reasons): nothing to extract, as the server
 * has no macros; `lingui compile --typescript` turns the .po files into the messages.ts it loads.
 */
export default defineConfig({
  locales: ['en', 'zh', 'zh_cn'],
  sourceLocale: 'en',
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}/messages', include: [] }],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
