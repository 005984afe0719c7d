import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { SUBGRAPHS, subgraphSchemaFile } from './subgraphs.js';

export const SUPERGRAPH_FILE = fileURLToPath(new URL('../../supergraph/supergraph.graphql', import.meta.url));
/** The client-facing schema (what the web app's codegen and partners read). */
export const API_SCHEMA_FILE = fileURLToPath(new URL('../../supergraph/api-schema.graphql', import.meta.url));

/**
 * Composes the supergraph from the services' schema files at build time, so the gateway never
 * introspects a subgraph and starts even while one is down. URLs here are the local defaults;
 * the gateway replaces them with its configured ones.
 */
export function composeSupergraph(): { supergraphSdl: string; apiSchema: string } {
  const result = composeServices(
    SUBGRAPHS.map((subgraph) => ({
      name: subgraph.name,
      url: `http://127.0.0.1:${subgraph.defaultPort}/graphql`,
      typeDefs: parse(readFileSync(subgraphSchemaFile(subgraph.name), 'utf8')),
    })),
  );
  if (result.errors?.length || !result.schema || !result.supergraphSdl) {
    throw new Error(`Supergraph composition failed:\n${(result.errors ?? []).map((e) => `  - ${e.message}`).join('\n')}`);
  }
  const apiSchema = printSchema(result.schema.toAPISchema().toGraphQLJSSchema());
  return { supergraphSdl: result.supergraphSdl, apiSchema };
}

export function writeSupergraph(): void {
  const { supergraphSdl, apiSchema } = composeSupergraph();
  mkdirSync(dirname(SUPERGRAPH_FILE), { recursive: true });
  writeFileSync(SUPERGRAPH_FILE, supergraphSdl);
  writeFileSync(API_SCHEMA_FILE, `${apiSchema}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeSupergraph();
  console.info(`composed ${SUBGRAPHS.length} subgraphs into ${SUPERGRAPH_FILE}`);
}
