import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';
import { composeSupergraph } from './compose.js';

/**
 * The public API's compatibility check (docs/decisions/partner-api.md#schema-changes). The schema
 * clients build against is committed as `gateway/schema/public-api.graphql`; a change that would
 * break a client built against it (a field, argument or type removed or retyped, an argument made
 * required...) fails the test suite, so fields are deprecated with @deprecated instead.
 */
export const PUBLIC_SCHEMA_FILE = fileURLToPath(new URL('../../schema/public-api.graphql', import.meta.url));

export interface SchemaReport {
  breaking: Change[];
  other: Change[];
  /** The committed schema is the composed one, character for character. */
  current: boolean;
}

export async function compareSchemas(baselineSdl: string, currentSdl: string): Promise<SchemaReport> {
  const changes = await diff(buildSchema(baselineSdl), buildSchema(currentSdl));
  return {
    breaking: changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking),
    other: changes.filter((change) => change.criticality.level !== CriticalityLevel.Breaking),
    current: baselineSdl.trim() === currentSdl.trim(),
  };
}

export async function checkPublicSchema(): Promise<SchemaReport & { apiSchema: string }> {
  const { apiSchema } = composeSupergraph();
  const baseline = existsSync(PUBLIC_SCHEMA_FILE) ? readFileSync(PUBLIC_SCHEMA_FILE, 'utf8') : apiSchema;
  return { ...(await compareSchemas(baseline, apiSchema)), apiSchema };
}

const describe = (change: Change) => `  - ${change.message}${change.path ? ` (${change.path})` : ''}`;

// `npm run schema:check -w gateway` prints the changes; `schema:accept` also records the composed
// schema as the new baseline, which it refuses over a breaking change unless `--allow-breaking`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const accept = process.argv.includes('--accept');
  const report = await checkPublicSchema();
  if (report.breaking.length > 0) console.error(`Breaking changes against ${PUBLIC_SCHEMA_FILE}:\n${report.breaking.map(describe).join('\n')}`);
  if (report.other.length > 0) console.info(`Other changes:\n${report.other.map(describe).join('\n')}`);
  if (accept && (report.breaking.length === 0 || process.argv.includes('--allow-breaking'))) {
    writeFileSync(PUBLIC_SCHEMA_FILE, `${report.apiSchema.trim()}\n`);
    console.info(`recorded ${PUBLIC_SCHEMA_FILE}`);
  } else if (report.breaking.length > 0 || !report.current) {
    if (!report.current && report.breaking.length === 0)
      console.error('The committed public schema is not the composed one: run npm run schema:accept -w gateway');
    process.exitCode = 1;
  } else {
    console.info('public schema unchanged');
  }
}
