import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { PUBLIC_SCHEMA_FILE, checkPublicSchema, compareSchemas } from '../src/supergraph/schema-check.js';

/**
 * Issue 17: partners build against the committed public schema (gateway/schema/public-api.graphql).
 * A breaking change fails here: deprecate with @deprecated instead. The committed file must be the
 * composed schema, so every change to the public API is recorded (npm run schema:accept -w gateway).
 */
describe('the public GraphQL schema', () => {
  it('has no breaking change against the committed client schema', async () => {
    const report = await checkPublicSchema();
    expect(report.breaking.map((change) => change.message)).toEqual([]);
  });

  it('is the committed schema (record additions with npm run schema:accept -w gateway)', async () => {
    const report = await checkPublicSchema();
    expect(report.other.map((change) => change.message)).toEqual([]);
    expect(report.current).toBe(true);
  });

  it('tells a breaking change from an addition and a deprecation', async () => {
    const baseline = readFileSync(PUBLIC_SCHEMA_FILE, 'utf8');
    const retyped = await compareSchemas(
      baseline,
      baseline.replace(
        'unlockedCandidatesConnection(first: Int, after: String): UnlockedCandidateConnection!',
        'unlockedCandidatesConnection(first: Int, after: String): String',
      ),
    );
    expect(retyped.breaking.map((change) => change.message)).toEqual([expect.stringContaining("'Query.unlockedCandidatesConnection' changed type")]);
    const required = await compareSchemas(baseline, baseline.replace('candidates(first: Int, after: String', 'candidates(first: Int!, after: String'));
    expect(required.breaking).toHaveLength(1);
    const deprecated = await compareSchemas(
      baseline,
      baseline.replace(
        'unlockedCandidatesConnection(first: Int, after: String): UnlockedCandidateConnection!',
        'unlockedCandidatesConnection(first: Int, after: String): UnlockedCandidateConnection! @deprecated(reason: "Use x")',
      ),
    );
    expect(deprecated.breaking).toEqual([]);
    expect(deprecated.other.length).toBeGreaterThan(0);
  });
});
