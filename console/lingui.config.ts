import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The files the sign-in screen (app/SignInApp.tsx) is made of, its strings included. */
const SIGN_IN = [
  '<rootDir>/src/main.tsx',
  '<rootDir>/src/app/SignInApp.tsx',
  '<rootDir>/src/modules/account/components/AuthLayout.tsx',
  '<rootDir>/src/modules/account/components/MarketingPanel.tsx',
  '<rootDir>/src/modules/account/components/LoginScreen.tsx',
  '<rootDir>/src/modules/account/components/LoginForm.tsx',
  '<rootDir>/src/modules/account/components/WorkspacePicker.tsx',
  '<rootDir>/src/modules/account/components/authFormParts.tsx',
  '<rootDir>/src/modules/account/utils',
  '<rootDir>/src/modules/language',
  '<rootDir>/src/modules/session/utils',
  '<rootDir>/src/shared',
  '<rootDir>/src/ui/Button.tsx',
  '<rootDir>/src/ui/Input.tsx',
  '<rootDir>/src/ui/Field.tsx',
  '<rootDir>/src/ui/FormMessage.tsx',
  '<rootDir>/src/ui/TextLink.tsx',
  '<rootDir>/src/ui/Spinner.tsx',
  '<rootDir>/src/ui/Logo.tsx',
];

export default defineConfig({
  locales: ['en', 'zh', 'zh_cn'],
  sourceLocale: 'en',
  // No fallbackLocales: a missing zh or zh_cn string must fail `lingui compile --strict` (npm run check);
  // at run time the source locale, en, still stands in for anything missing.
  // The sign-in screen's strings in a catalog of their own, which the first visit to /login loads
  // alone (about 2 KB instead of the console's 20 KB); the console loads both (shared/i18n.ts). A
  // file belongs to one of them: what SIGN_IN lists is left out of the console's.
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/signin', include: SIGN_IN },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/__generated__/**', ...SIGN_IN],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
