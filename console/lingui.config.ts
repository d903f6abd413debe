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

/** What the console's first screen, the inbox without a conversation open, is made of beyond SIGN_IN. */
const INBOX = [
  '<rootDir>/src/app',
  '<rootDir>/src/ui',
  '<rootDir>/src/pages/ConversationPage.tsx',
  '<rootDir>/src/pages/ForgotPasswordPage.tsx',
  '<rootDir>/src/pages/ResetPasswordPage.tsx',
  '<rootDir>/src/pages/InvitationPage.tsx',
  '<rootDir>/src/modules/account',
  '<rootDir>/src/modules/assignment',
  '<rootDir>/src/modules/conversation-changes',
  '<rootDir>/src/modules/inbox',
  '<rootDir>/src/modules/notifications',
  '<rootDir>/src/modules/onboarding',
  '<rootDir>/src/modules/realtime',
  '<rootDir>/src/modules/session',
  '<rootDir>/src/modules/shell',
  // What the inbox shows of other modules: the pane's placeholder and shortcuts, a card's menu, the
  // filter's customer picker, the webhook failure notice.
  '<rootDir>/src/modules/conversation-pane/components/PaneLoader.tsx',
  '<rootDir>/src/modules/conversation-pane/hooks/usePaneShortcuts.ts',
  '<rootDir>/src/modules/conversation-pane/hooks/useHideConversation.ts',
  '<rootDir>/src/modules/people/components/CustomerPicker.tsx',
  '<rootDir>/src/modules/people/utils/asLocale.ts',
  '<rootDir>/src/modules/developer/hooks/useWebhooks.ts',
  '<rootDir>/src/modules/developer/utils/webhookStatus.ts',
];

/** Exclusions match files: a folder stands for everything in it. */
const within = (paths: string[]) => paths.map((p) => (/\.tsx?$/.test(p) ? p : `${p}/**`));

export default defineConfig({
  locales: ['en', 'zh', 'zh_cn'],
  sourceLocale: 'en',
  // No fallbackLocales: a missing zh or zh_cn string must fail `lingui compile --strict` (npm run check);
  // at run time the source locale, en, still stands in for anything missing.
  // The sign-in screen's strings in a catalog of their own, which the first visit to /login loads
  // alone (about 1 KB instead of the console's 20 KB); the inbox's, which the console loads before
  // its first screen; the rest with the pane or a settings page (shared/i18n.ts). A file belongs to
  // one of them: the first that lists it.
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/signin', include: SIGN_IN },
    { path: '<rootDir>/src/locales/{locale}/inbox', include: INBOX, exclude: within(SIGN_IN) },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/__generated__/**', ...within(SIGN_IN), ...within(INBOX)],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
