import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The REST facade's operations are typed against the gateway's public API schema (written by
 * `npm run compose -w gateway`). The output is committed: `tsc -b` builds the gateway before
 * composition runs, so a clean clone must typecheck without generating anything first. Run
 * `npm run codegen -w gateway` after changing an operation or a subgraph schema.
 */
const config: CodegenConfig = {
  schema: 'supergraph/api-schema.graphql',
  // The documents the web app uses as they are live once, in graphql/shared (docs/decisions/web-graphql-codegen.md).
  documents: ['src/rest/operations/*.ts', '../graphql/shared/**/*.graphql'],
  generates: {
    'src/rest/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      plugins: [{ add: { content: '/* eslint-disable */' } }],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
        onlyOperationTypes: true,
        // NodeNext resolution: relative imports need their `.js` extension.
        emitLegacyCommonJSImports: false,
      },
    },
  },
};

export default config;
