import { describe, expect, it } from '@jest/globals';
import { ApolloServer } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { GraphQLError, parse } from 'graphql';
import { compiledExecution } from '../../src/http/compiled-execution.js';

const typeDefs = parse(`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Card @key(fields: "id") { id: ID! title: String! tags: [String!]! owner: String }
  type Query { cards(first: Int!): [Card!]! broken: Card secret: String! }
`);

const cards = Array.from({ length: 5 }, (_, i) => ({ id: `c${i}`, title: `Card ${i}`, tags: ['a', 'b'] }));
const resolvers = {
  Query: {
    cards: (_: unknown, args: { first: number }) => cards.slice(0, args.first),
    broken: () => ({ id: 'x', title: null, tags: [] }),
    secret: () => {
      throw new GraphQLError('Only companies can do this', { extensions: { code: 'FORBIDDEN' } });
    },
  },
  Card: {
    __resolveReference: (ref: { id: string }) => cards.find((card) => card.id === ref.id) ?? null,
    owner: (_card: unknown, _args: unknown, context: { who: string }) => context.who,
  },
};

async function server() {
  const apollo = new ApolloServer<{ who: string }>({ gateway: compiledExecution(buildSubgraphSchema([{ typeDefs, resolvers }])) });
  await apollo.start();
  return apollo;
}

async function run(apollo: ApolloServer<{ who: string }>, query: string, variables?: Record<string, unknown>) {
  const response = await apollo.executeOperation({ query, variables }, { contextValue: { who: 'acme' } });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

describe('compiled execution of a subgraph (graphql-jit behind Apollo Server)', () => {
  it('answers like graphql-js: fields, variables, context, entities', async () => {
    const apollo = await server();
    expect(await run(apollo, 'query Cards($n: Int!) { cards(first: $n) { id title tags owner } }', { n: 2 })).toEqual({
      data: { cards: [{ id: 'c0', title: 'Card 0', tags: ['a', 'b'], owner: 'acme' }, { id: 'c1', title: 'Card 1', tags: ['a', 'b'], owner: 'acme' }] },
    });
    const entities = await run(apollo, 'query E($r: [_Any!]!) { _entities(representations: $r) { ... on Card { id title } } }', { r: [{ __typename: 'Card', id: 'c3' }] });
    expect(entities.data).toEqual({ _entities: [{ id: 'c3', title: 'Card 3' }] });
    await apollo.stop();
  });

  it('keeps errors, their codes and paths, and null bubbling', async () => {
    const apollo = await server();
    const refused = await run(apollo, '{ secret }');
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({ message: 'Only companies can do this', path: ['secret'], extensions: { code: 'FORBIDDEN' } });
    const broken = await run(apollo, '{ broken { id title } }');
    expect(broken.data).toEqual({ broken: null });
    // graphql-jit names every field of the nulled object, graphql-js only the one that failed.
    expect(broken.errors?.map((error) => error.path)).toContainEqual(['broken', 'title']);
    const badVariable = await run(apollo, 'query Cards($n: Int!) { cards(first: $n) { id } }', { n: 'two' });
    expect(badVariable.errors?.[0]?.message).toMatch(/\$n/);
    await apollo.stop();
  });

  it('answers the same document again from its compiled form, and introspection through graphql-js', async () => {
    const apollo = await server();
    for (let i = 0; i < 3; i += 1) expect((await run(apollo, '{ cards(first: 1) { id } }')).data).toEqual({ cards: [{ id: 'c0' }] });
    const schema = await run(apollo, '{ __type(name: "Card") { fields { name } } }');
    expect((schema.data as { __type: { fields: { name: string }[] } }).__type.fields.map((f) => f.name)).toEqual(['id', 'title', 'tags', 'owner']);
    await apollo.stop();
  });
});
