import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse, specifiedRules, validate, buildSchema } from 'graphql';
import type { RunningGateway } from '@hiring/gateway';
import { startLoneGateway } from '@hiring/test-kit/stack';
import { operationLimits } from '../../src/graphql/limits.js';
import { postGraphql } from '@hiring/test-kit/graphql';

/**
 * Issue 12: /graphql accepted 11 MB bodies. Now JSON bodies stop at 256 KB (uploads are
 * multipart, streamed with their own 10 MB), the parser stops at MAX_QUERY_TOKENS, and the
 * validation rule limits depth, fields and aliases, all before any subgraph is called: this
 * gateway has no subgraph behind it at all.
 */
let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startLoneGateway();
});

afterAll(async () => {
  await gateway?.stop();
});

const post = async (query: string, extra: Record<string, unknown> = {}) => {
  const { status, body } = await postGraphql(gateway.url, query, { body: extra });
  return { status, body };
};

describe('/graphql request limits', () => {
  it('refuses a JSON body over 256 KB with 413', async () => {
    const result = await post('{ __typename }', { padding: 'x'.repeat(300 * 1024) });
    expect(result.status).toBe(413);
  });

  it('accepts an ordinary operation', async () => {
    expect(await post('{ __typename }')).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
  });

  it('stops parsing after MAX_QUERY_TOKENS tokens', async () => {
    const result = await post(`{ ${'__typename '.repeat(5000)}}`);
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]?.message).toMatch(/more tha[nt] 3000 tokens/);
  });

  it('refuses more than MAX_QUERY_ALIASES aliases', async () => {
    const result = await post(`{ ${Array.from({ length: 51 }, (_, i) => `a${i}: __typename`).join(' ')} }`);
    expect(result.status).toBe(400);
    expect(result.body.errors?.map((e) => e.message)).toContain('Query has too many aliases: 51 exceed the limit of 50');
  });

  it('measures a fragment bomb without expanding it (answers at once, refused as too large)', async () => {
    // F0 spreads F1 twice, F1 spreads F2 twice ...: 2^40 fields if expanded naively.
    const fragments = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join('\n');
    const result = await post(`{ ...F0 }\n${fragments}\nfragment F40 on Query { __typename }`);
    expect(result.status).toBe(400);
    expect(result.body.errors?.map((e) => e.message)).toContain(`Query is too large: ${2 ** 40} fields exceed the limit of 400`);
  });

  it('keeps the 10 MB for multipart uploads (a 1 MB upload is not refused by the body limit)', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(1024 * 1024)]), 'mail.eml');
    const response = await fetch(`${gateway.url}/api/candidate/upload-interview-email`, { method: 'POST', body: form });
    // No interviews service behind this gateway: the proxy got the whole body and could not pass it on.
    expect(response.status).not.toBe(413);
    expect(response.status).toBe(503);
  });
});

describe('operationLimits', () => {
  const schema = buildSchema('type Query { a: A } type A { b: A, n: Int }');
  const errors = (query: string) =>
    validate(schema, parse(query), [...specifiedRules, operationLimits({ maxDepth: 3, maxFields: 10, maxAliases: 2 })]).map((e) => e.message);

  it('measures depth through fragments and inline fragments', () => {
    expect(errors('{ a { b { n } } }')).toEqual([]);
    expect(errors('{ a { b { b { n } } } }')).toEqual(['Query is too deep: depth 4 exceeds the limit of 3']);
    expect(errors('{ a { ...X } } fragment X on A { b { ... on A { b { n } } } }')).toEqual(['Query is too deep: depth 4 exceeds the limit of 3']);
  });

  it('counts aliases, fragments included', () => {
    expect(errors('{ x: a { n } y: a { n } }')).toEqual([]);
    expect(errors('{ x: a { ...X } } fragment X on A { p: n q: n }')).toEqual(['Query has too many aliases: 3 exceed the limit of 2']);
  });
});
