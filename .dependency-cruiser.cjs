/**
 * Import rules for the three apps, checked by `npm run check` (scripts/check.mjs): no cycles, type
 * imports included (a type-level cycle still ties the files' meaning together), and the layers
 * below go one way. A rule's name and comment are what a failing check prints.
 */
const lowServer = '^server/src/(auth|db|mail|config|common|i18n)/';
const serverDoors = '^server/src/(http|graphql|realtime|jobs)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'This import closes a cycle (type imports count): move what both files need into a third, lower one.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-low-layers-stay-low',
      comment: 'auth, db, mail, config, common and i18n are below every area: they must not import modules, doors or the app.',
      severity: 'error',
      // The composition root's parts still in db/ (every area's entities, the CLIs) until app/ exists (ADR 0007).
      from: { path: lowServer, pathNot: '^server/src/db/(entities|migrate-cli|generate-migration-cli|secrets-rotate-cli)\\.ts$' },
      to: { path: ['^server/src/modules/', serverDoors, '^server/src/app\\.ts$', '^server/src/core/'] },
    },
    {
      name: 'server-core-below-modules',
      comment: 'core/ holds what modules stand on (REST primitives): it must not import a module, a door or the app.',
      severity: 'error',
      from: { path: '^server/src/core/' },
      to: { path: ['^server/src/modules/', serverDoors, '^server/src/app\\.ts$'] },
    },
    {
      name: 'console-ui-below-features',
      comment: 'console/src/ui is the design system: it must not import features (modules), pages or the app root.',
      severity: 'error',
      from: { path: '^console/src/ui/' },
      to: { path: ['^console/src/modules/', '^console/src/pages/'] },
    },
    {
      name: 'console-modules-not-pages',
      comment: 'A page composes modules; a module must not import a page.',
      severity: 'error',
      from: { path: '^console/src/modules/' },
      to: { path: '^console/src/pages/' },
    },
    {
      name: 'widget-loader-alone',
      comment: 'The loader is the tiny snippet on the host page: it must not import the iframe app.',
      severity: 'error',
      from: { path: '^widget/src/loader/' },
      to: { path: '^widget/src/app/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(__tests__|__generated__|\\.test\\.tsx?$|/dist/)' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['parley-source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
