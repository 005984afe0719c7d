import { fileURLToPath } from 'node:url';

/** The subgraphs the supergraph is composed of: one per service, its schema file, its local port. */
export const SUBGRAPHS = [
  { name: 'auth', defaultPort: 4001 },
  { name: 'candidate', defaultPort: 4002 },
  { name: 'interviews', defaultPort: 4003 },
  { name: 'company', defaultPort: 4004 },
  { name: 'billing', defaultPort: 4005 },
  { name: 'ingestion', defaultPort: 4006 },
] as const;

export type SubgraphName = (typeof SUBGRAPHS)[number]['name'];

export function subgraphSchemaFile(name: SubgraphName): string {
  return fileURLToPath(new URL(`../../../services/${name}/src/schema.graphql`, import.meta.url));
}
