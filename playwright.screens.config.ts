import base from './playwright.config';
import { defineConfig } from '@playwright/test';

/** `npm run screenshots`: a tour of the screens, written to screenshots/ for people to look at. One worker, one server. */
export default defineConfig({
  ...base,
  testDir: 'tests/screens',
  testMatch: /.*\.screens\.ts$/,
  outputDir: 'test-results/screens',
  timeout: 60_000,
  workers: 1,
  projects: [{ name: 'screens' }],
});
