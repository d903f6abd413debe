// `npm run check` lints everything with this file (and CI with it).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      '**/locales/**',
      'schema/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '.data*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['console/**/*.{ts,tsx}', 'widget/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks. The React Compiler rules of plugin v7 (refs, purity, set-state-in-effect,
    // ...) judge code for the compiler's automatic memoisation, which we do not run.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['console/**/*.tsx', 'widget/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focus moves only into a form the user just opened (popover, drawer, editor) or onto the one
      // field of a page whose whole purpose is that form (sign-in): the WAI-ARIA dialog pattern.
      'jsx-a11y/no-autofocus': 'off',
      // Voice messages are recorded by people: there is no caption track to give them.
      'jsx-a11y/media-has-caption': 'off',
    },
  },
);
