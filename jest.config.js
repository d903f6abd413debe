/** @type {import('jest').Config} */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// The console: TSX with the React automatic runtime and Lingui's macros (the same ids as the build).
const swcConsole = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
      experimental: { plugins: [['@lingui/swc-plugin', {}]] },
    },
    module: { type: 'commonjs' },
  },
];

// @parley/protocol resolves to its TypeScript sources in tests (package.json "exports").
const nodeConditions = { customExportConditions: ['parley-source', 'node', 'node-addons'] };

// ESM-only packages the server imports (file-type and what it reads with), compiled for jest's
// CommonJS runtime; Node itself loads them with require(esm).
const serverEsm = {
  transform: { '^.+\\.ts$': swc, '^.+\\.js$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)'],
};

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      testEnvironmentOptions: nodeConditions,
      ...serverEsm,
      testMatch: [
        '<rootDir>/protocol/src/**/__tests__/**/*.test.ts',
        '<rootDir>/server/src/**/__tests__/**/*.test.ts',
        '<rootDir>/widget/src/**/__tests__/**/*.test.ts',
      ],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      testEnvironmentOptions: nodeConditions,
      ...serverEsm,
      // One migrated, seeded database per run, copied for each test server (tests/support/db-templates.ts).
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      slowTestThreshold: 30,
    },
    {
      displayName: 'console',
      testEnvironment: 'jsdom',
      testEnvironmentOptions: { customExportConditions: ['parley-source', 'browser'] },
      transform: { '^.+\\.(ts|tsx)$': swcConsole, '^.+\\.js$': swcConsole },
      // ESM-only packages the console imports are compiled for jest's CommonJS runtime.
      transformIgnorePatterns: ['/node_modules/(?!(p-retry|is-network-error)/)'],
      moduleNameMapper: { '\\.css$': '<rootDir>/console/src/test/styleStub.js', '^@breezystack/lamejs$': '<rootDir>/console/src/test/lamejs.cjs' },
      globals: { __APP_VERSION__: 'test' },
      setupFiles: ['<rootDir>/console/src/test/setup.ts'],
      testMatch: ['<rootDir>/console/src/**/__tests__/**/*.test.{ts,tsx}'],
    },
  ],
  testTimeout: 60000,
  // An integration worker ends the run holding about 2 GB (jest keeps each file's modules), and a
  // process that size takes 530–570 ms to exit on a slow machine: past jest's default 500 ms, jest
  // force-killed it and warned "A worker process has failed to exit gracefully" with no leak behind it.
  workerGracefulExitTimeout: 5000,
};
