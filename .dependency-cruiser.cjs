/**
 * Import rules for the three apps, checked by `npm run check` (scripts/check.mjs): no cycles, type
 * imports included (a type-level cycle still ties the files' meaning together), and the layers
 * below go one way. A rule's name and comment are what a failing check prints.
 */
// The server's layers, top to bottom (ADR 0007): a file imports only its own layer or lower ones.
const serverApp = ['^server/src/app/', '^server/src/main\\.ts$'];
const serverDoors = '^server/src/doors/';
const serverModules = '^server/src/modules/';
const serverCore = '^server/src/(core|auth|db|mail)/';

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
      name: 'server-doors-below-app',
      comment: 'doors/ are the transports (HTTP, GraphQL, sockets): only the composition root (app/, main.ts) may import them, and they never import it.',
      severity: 'error',
      from: { path: serverDoors },
      to: { path: serverApp },
    },
    {
      name: 'server-modules-below-doors',
      comment:
        'An area (modules/) is reached through the doors: it must not import a door or the composition root. Take what you need as a constructor or factory argument.',
      severity: 'error',
      from: { path: serverModules },
      to: { path: [serverDoors, ...serverApp] },
    },
    {
      name: 'server-core-below-modules',
      comment: 'core, auth, db and mail are what every area stands on: they must not import an area, a door or the composition root.',
      severity: 'error',
      from: { path: serverCore },
      to: { path: [serverModules, serverDoors, ...serverApp] },
    },
    {
      name: 'server-base-at-the-bottom',
      comment: 'config, common and i18n are the bottom layer: they import nothing else of the server.',
      severity: 'error',
      from: { path: '^server/src/(config|common|i18n)/' },
      to: { path: ['^server/src/(core|auth|db|mail|modules|doors|app|types)/', '^server/src/main\\.ts$'] },
    },
    {
      name: 'console-ui-below-features',
      comment:
        'console/src/ui is the design system: it must not import features (modules), pages or the app root (app/). What it needs from below lives in shared/.',
      severity: 'error',
      from: { path: '^console/src/ui/' },
      to: { path: ['^console/src/modules/', '^console/src/pages/', '^console/src/app/'] },
    },
    {
      name: 'console-shared-at-the-bottom',
      comment:
        'console/src/shared holds what every layer uses (i18n, dates, REST, theme tokens, error text): it must not import the design system (ui), a feature (modules), a page or the app root.',
      severity: 'error',
      from: { path: '^console/src/shared/' },
      to: { path: ['^console/src/ui/', '^console/src/modules/', '^console/src/pages/', '^console/src/app/'] },
    },
    {
      name: 'console-modules-not-pages',
      comment: 'A page composes modules; a module must not import a page.',
      severity: 'error',
      from: { path: '^console/src/modules/' },
      to: { path: '^console/src/pages/' },
    },
    {
      name: 'console-modules-below-app',
      comment:
        'app/ is the composition root (router, Apollo client, providers): a module must not import it. Take a generic helper from shared/, or have the root hand the module what it needs.',
      severity: 'error',
      from: { path: '^console/src/modules/' },
      to: { path: '^console/src/app/' },
    },
    {
      name: 'widget-loader-alone',
      comment: 'The loader is the tiny snippet on the host page: it must not import the iframe app.',
      severity: 'error',
      from: { path: '^widget/src/loader/' },
      to: { path: '^widget/src/app/' },
    },
    {
      name: 'widget-bridge-shared-by-both',
      comment: 'bridge/ is what the loader and the iframe app agree on (the postMessage protocol): it imports neither.',
      severity: 'error',
      from: { path: '^widget/src/bridge/' },
      to: { path: ['^widget/src/app/', '^widget/src/loader/'] },
    },
    {
      name: 'widget-state-below-ui',
      comment: "The widget's data (api/, state/, utils/) is below its UI: it must not import a hook, component, screen, the preview or App.",
      severity: 'error',
      from: { path: '^widget/src/app/(api|state|utils)/' },
      to: { path: ['^widget/src/app/(hooks|components|screens|preview)/', '^widget/src/app/App\\.tsx$'] },
    },
    {
      name: 'widget-components-below-screens',
      comment: 'A component is composed by screens: it must not import a screen or App.',
      severity: 'error',
      from: { path: '^widget/src/app/components/' },
      to: { path: ['^widget/src/app/screens/', '^widget/src/app/App\\.tsx$'] },
    },
    {
      name: 'widget-api-below-state',
      comment: "api/ is the server's doors (GraphQL documents, the REST client): the live state stands on it, not the other way.",
      severity: 'error',
      from: { path: '^widget/src/app/api/' },
      to: { path: '^widget/src/app/state/' },
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
