import type { CodegenConfig } from '@graphql-codegen/cli';

/** One client-preset target per front end: typed `graphql()` documents in src/__generated__/. */
function clientTarget(app: 'console' | 'widget') {
  return {
    preset: 'client' as const,
    // The widget reads its fragments' fields straight from query results (its data layer maps them once).
    ...(app === 'widget' ? { presetConfig: { fragmentMasking: false } } : {}),
    documents: [`${app}/src/**/*.{ts,tsx}`, `!${app}/src/**/__generated__/**`],
    config: {
      useTypeImports: true,
      enumsAsTypes: true,
      strictScalars: true,
      scalars: { JSONObject: 'Record<string, unknown>' },
    },
  };
}

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'console/src/__generated__/': clientTarget('console'),
    'widget/src/__generated__/': clientTarget('widget'),
  },
};

export default config;
