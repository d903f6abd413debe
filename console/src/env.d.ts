/** The console's package version, set by vite.config.ts (and by jest.config.js in tests). */
declare const __APP_VERSION__: string;
