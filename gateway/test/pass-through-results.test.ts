import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parse, print, type DocumentNode } from 'graphql';
import { buildOperationContext } from '@apollo/gateway';
import {
  Supergraph,
  baseType,
  isEnumType,
  isListType,
  isNonNullType,
  operationFromDocument,
  type Operation,
  type SelectionSet,
  type Type,
} from '@apollo/federation-internals';
import { QueryPlanner } from '@apollo/query-planner';
import * as restDocuments from '../src/rest/generated/graphql.js';
import { passThroughShape, reshapeObject } from '../src/graphql/pass-through-results.js';

// Apollo's own shaping, as the gateway runs it without the pass-through (this file never installs it).
const { computeResponse } = createRequire(import.meta.url)('@apollo/gateway/dist/resultShaping.js') as {
  computeResponse: (args: {
    operation: Operation;
    variables: Record<string, unknown>;
    input: Record<string, unknown>;
    introspectionHandling: () => unknown;
  }) => {
    data?: unknown;
    errors: unknown[];
  };
};

const supergraph = Supergraph.build(readFileSync(fileURLToPath(new URL('../supergraph/supergraph.graphql', import.meta.url)), 'utf8'));
const apiSchema = supergraph.apiSchema();
const graphqlSchema = apiSchema.toGraphQLJSSchema();
const planner = new QueryPlanner(supergraph);

function planOf(document: DocumentNode) {
  const operationContext = buildOperationContext({ schema: graphqlSchema, operationDocument: document });
  const operation = operationFromDocument(apiSchema, document, { validate: false });
  return { operationContext, operation, plan: planner.buildQueryPlan(operation) };
}

/** A small deterministic generator: the same data on every run. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** What a subgraph could answer for a selection, in the subgraph operation's field order: valid values, nulls where allowed, lists of 0–3. */
function answerFor(selectionSet: SelectionSet, random: () => number): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  for (const selection of selectionSet.selections()) {
    if (selection.kind !== 'FieldSelection') throw new Error('the subgraph operation of a pass-through has fields only');
    const field = selection.element;
    answer[field.responseName()] = valueFor(field.definition.type!, selection.selectionSet, random);
  }
  return answer;
}

function valueFor(type: Type, selectionSet: SelectionSet | undefined, random: () => number): unknown {
  if (!isNonNullType(type) && random() < 0.2) return null;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return Array.from({ length: Math.floor(random() * 4) }, () => valueFor(inner.ofType, selectionSet, random));
  if (selectionSet) return answerFor(selectionSet, random);
  const base = baseType(inner);
  if (isEnumType(base)) return base.values[Math.floor(random() * base.values.length)]!.name;
  switch (base.name) {
    case 'Int':
      return Math.floor(random() * 1000);
    case 'Float':
      return random() * 100;
    case 'Boolean':
      return random() < 0.5;
    default:
      return `text-${Math.floor(random() * 1000)}`;
  }
}

/** The REST facade's operations (the generated module also holds fragment-only documents). */
const documents = Object.entries(restDocuments).filter(
  (entry): entry is [string, DocumentNode] =>
    (entry[1] as { kind?: string }).kind === 'Document' && (entry[1] as DocumentNode).definitions.some((d) => d.kind === 'OperationDefinition'),
);
const responseNames = (selectionSet: SelectionSet) => selectionSet.selections().map((s) => (s.kind === 'FieldSelection' ? s.element.responseName() : '...'));
const below = (selectionSet: SelectionSet, ...path: string[]): SelectionSet =>
  path.reduce((set, name) => set.selections().find((s) => s.kind === 'FieldSelection' && s.element.responseName() === name)!.selectionSet!, selectionSet);

describe('gateway pass-through of one-subgraph answers (against Apollo shaping)', () => {
  it('gives, for every REST operation whose plan passes through, exactly what Apollo shaping gives', () => {
    const passing: string[] = [];
    for (const [name, document] of documents) {
      const parsed = parse(print(document));
      const { operationContext, operation, plan } = planOf(parsed);
      const shape = passThroughShape(plan, operationContext, apiSchema);
      if (!shape) continue;
      passing.push(name);
      const fetched = operationFromDocument(apiSchema, parse((plan.node as { operation: string }).operation), { validate: false }).expandAllFragments();
      for (let seed = 1; seed <= 25; seed += 1) {
        const input = answerFor(fetched.selectionSet, generator(seed));
        const apollo = computeResponse({ operation, variables: {}, input, introspectionHandling: () => null });
        expect(apollo.errors).toEqual([]);
        // The same fields in the same order: compared as the JSON that goes on the wire.
        expect(JSON.stringify(reshapeObject(input, shape))).toBe(JSON.stringify(apollo.data));
      }
    }
    // The search pages and details are the reason for it: they must keep passing through.
    expect(passing).toEqual(expect.arrayContaining(['SearchCandidatesDocument', 'CandidateDetailsDocument', 'UnlockedCandidatesDocument']));
  });

  it('reorders the search page as the client asked (the planner moves aliased fields)', () => {
    const { operationContext, plan } = planOf(parse(print(restDocuments.SearchCandidatesDocument)));
    const shape = passThroughShape(plan, operationContext, apiSchema)!;
    const candidate = shape.find(([name]) => name === 'searchCandidates')![1]!.find(([name]) => name === 'candidates')![1]!;
    expect(candidate.slice(0, 2).map(([name]) => name)).toEqual(['id', 'candidateId']);
    // The subgraph operation asks for `candidateId: id` elsewhere: the answer's keys follow the client, not it.
    const fetched = operationFromDocument(apiSchema, parse((plan.node as { operation: string }).operation), { validate: false }).expandAllFragments();
    expect(responseNames(below(fetched.selectionSet, 'searchCandidates', 'candidates')).slice(0, 2)).not.toEqual(['id', 'candidateId']);
  });

  it('falls back to Apollo shaping for directives, and for an answer with a missing or an extra field', () => {
    const withDirective = parse('query Q($on: Boolean!) { companyTokens { tokens @include(if: $on) unlockCost } }');
    const { operationContext, plan } = planOf(withDirective);
    expect(passThroughShape(plan, operationContext, apiSchema)).toBeNull();

    const shape = [['a', null] as const, ['b', [['c', null] as const]] as const];
    expect(reshapeObject({ a: 1, b: { c: 2 } }, shape)).toEqual({ a: 1, b: { c: 2 } });
    expect(reshapeObject({ a: 1 }, shape)).toBeUndefined();
    expect(reshapeObject({ a: 1, b: { c: 2, d: 3 } }, shape)).toBeUndefined();
    expect(reshapeObject({ a: 1, b: [{ c: 2 }, { d: 3 }] }, shape)).toBeUndefined();
    expect(reshapeObject({ a: 1, b: 'not an object' }, shape)).toBeUndefined();
    expect(reshapeObject({ a: null, b: null }, shape)).toEqual({ a: null, b: null });
  });
});
