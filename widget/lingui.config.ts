import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  locales: ['en', 'zh', 'zh_cn'],
  sourceLocale: 'en',
  // No fallbackLocales: a missing zh or zh_cn string must fail `lingui compile --strict` (npm run check);
  // at run time the source locale, en, still stands in for anything missing.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/__generated__/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
