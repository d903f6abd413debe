import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  locales: ['en', 'zh', 'zh_cn'],
  sourceLocale: 'en',
  // No fallbackLocales: a missing zh or zh_cn string must fail `lingui compile --strict` (npm run check);
  // at run time the source locale, en, still stands in for anything missing.
  // Two catalogs per language (issue 53): the launcher's few strings, built into the first chunk
  // for every language (src/app/i18n.ts), and everything else, fetched with the panel once the
  // visitor shows intent. A host page whose visitor never touches the launcher fetches no catalog.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/launcher',
      include: ['<rootDir>/src/app/components/Launcher.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/__generated__/**', '<rootDir>/src/app/components/Launcher.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
