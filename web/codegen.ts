import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The web app is typed against the gateway's public API schema, produced by
 * `npm run compose -w gateway`. Until that file exists (fresh clone before the
 * gateway has been composed), codegen falls back to a small checked-in copy.
 */
const gatewaySchema = fileURLToPath(new URL('../gateway/supergraph/api-schema.graphql', import.meta.url));
const fallbackSchema = fileURLToPath(new URL('./schema.fallback.graphql', import.meta.url));
const schema = existsSync(gatewaySchema) ? gatewaySchema : fallbackSchema;

if (schema === fallbackSchema) {
  console.warn(`[codegen] ${gatewaySchema} not found: using web/schema.fallback.graphql`);
}

const config: CodegenConfig = {
  schema,
  // The documents the REST facade uses as they are live once, in graphql/shared (docs/decisions/web-graphql-codegen.md).
  documents: ['src/**/*.{ts,tsx}', '!src/generated/**', '!src/**/*.test.ts', '../graphql/shared/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'src/generated/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: false,
      },
    },
  },
};

export default config;
