import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { TEST_JWT_SECRET, testToken } from '@hiring/service-kit/testing';
import { loadGatewayConfig, startGateway, SUBGRAPHS, type RunningGateway } from '@hiring/gateway';
import { postGraphql } from '@hiring/test-kit/graphql';
import { costTableOf, operationCost } from '../../src/graphql/query-cost.js';

const file = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const table = costTableOf(file('../../supergraph/supergraph.graphql'));
const schema = buildSchema(file('../../supergraph/api-schema.graphql'));
const budget = loadGatewayConfig({ JWT_SECRET: TEST_JWT_SECRET }).MAX_QUERY_COST;

/** Every operation of a codegen output (each `…Document` carries its fragments). */
function documentsOf(path: string): [string, DocumentNode][] {
  return [...file(path).matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as /gm)].map((m) => [m[1]!, JSON.parse(m[2]!) as DocumentNode]);
}

const costOf = (document: DocumentNode, variables: Record<string, unknown> = {}) => {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  return operationCost(schema, document, operation, table, variables);
};

const aliases = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const SEARCH = 'searchCandidates(input: { perPage: 20 }) { candidates { id } }';
const RANKINGS = 'rankingStats { totalCandidates }';

describe('the cost of an operation', () => {
  const documents = [...documentsOf('../../../web/src/generated/graphql.ts'), ...documentsOf('../../src/rest/generated/graphql.ts')];

  it('keeps every operation of the web app, the REST facade and graphql/shared under the budget, at the largest page sizes', () => {
    expect(documents.length).toBeGreaterThan(60);
    const over = documents.map(([name, document]) => [name, costOf(document, { first: 100, limit: 100 })] as const).filter(([, cost]) => cost > budget);
    expect(over).toEqual([]);
  });

  it('multiplies by aliases and page sizes', () => {
    const one = costOf(parse(`{ ${SEARCH} }`));
    expect(costOf(parse(aliases(50, SEARCH)))).toBe(50 * one);
    const page = (first: number) => costOf(parse(`query($first: Int) { candidates(first: $first) { edges { node { id } } } }`), { first });
    expect(page(100) - page(0)).toBe(10 * (page(10) - page(0)));
    expect(costOf(parse(aliases(50, RANKINGS)))).toBeGreaterThan(budget);
  });
});

describe('a request over the budget', () => {
  let subgraph: Server;
  let calls = 0;
  let gateway: RunningGateway;

  beforeAll(async () => {
    // Every subgraph is this server: it counts the operations that reach it; the session check says yes.
    subgraph = createServer((request, response) => {
      if (request.url?.startsWith('/graphql')) calls += 1;
      response.setHeader('content-type', 'application/json');
      response.end(request.url?.startsWith('/graphql') ? JSON.stringify({ data: null, errors: [{ message: 'fake' }] }) : JSON.stringify({ active: true }));
    });
    await new Promise<void>((resolve) => subgraph.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(subgraph.address() as AddressInfo).port}/graphql`;
    gateway = await startGateway(
      loadGatewayConfig({
        JWT_SECRET: TEST_JWT_SECRET,
        PORT: '0',
        LOG_LEVEL: 'silent',
        ...Object.fromEntries(SUBGRAPHS.map((s) => [`SUBGRAPH_${s.name.toUpperCase()}_URL`, url])),
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await gateway?.stop();
    subgraph?.closeAllConnections();
    await new Promise((resolve) => subgraph?.close(resolve));
  });

  it.each([
    ['searchCandidates', SEARCH, testToken({ userId: 'cost-company', userType: 'company' })],
    ['rankingStats', RANKINGS, testToken({ userId: 'cost-candidate', userType: 'candidate' })],
  ])('is refused with its cost and the budget, and no subgraph sees it: 50 aliases of %s', async (_name, field, token) => {
    const query = aliases(50, field);
    calls = 0;
    const response = await postGraphql(gateway.url, query, { token });
    expect(response.status).toBe(400);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors).toEqual([
      {
        message: expect.stringMatching(new RegExp(`^Query is too expensive: its cost is \\d+, over the budget of ${budget} per request$`)),
        extensions: { code: 'QUERY_TOO_EXPENSIVE' },
      },
    ]);
    expect(calls).toBe(0);
    // The same field once is within budget and goes on to the subgraph.
    await postGraphql(gateway.url, `{ ${field} }`, { token });
    expect(calls).toBe(1);
  });
});
