import { describe, expect, it } from '@jest/globals';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
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

let gateway: ReturnType<typeof compiledExecution>;
async function server() {
  gateway = compiledExecution(buildSubgraphSchema([{ typeDefs, resolvers }]));
  const apollo = new ApolloServer<{ who: string }>({ gateway, plugins: [ApolloServerPluginInlineTraceDisabled()] });
  await apollo.start();
  return apollo;
}

async function once(apollo: ApolloServer<{ who: string }>, query: string, variables?: Record<string, unknown>) {
  const response = await apollo.executeOperation({ query, variables }, { contextValue: { who: 'acme' } });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  const { data, errors } = response.body.singleResult;
  // Stack traces (development only) name the executor; everything a client reads must not differ.
  return { data, errors: errors?.map(({ extensions, ...error }) => ({ ...error, extensions: { ...extensions, stacktrace: undefined } })) };
}

/** A document's first run is graphql-js's, the next ones graphql-jit's: both must answer alike. */
async function run(apollo: ApolloServer<{ who: string }>, query: string, variables?: Record<string, unknown>) {
  const first = await once(apollo, query, variables);
  const second = await once(apollo, query, variables);
  expect(second).toEqual(first);
  return second;
}

describe('compiled execution of a subgraph (graphql-jit behind Apollo Server)', () => {
  it('answers like graphql-js: fields, variables, context, entities', async () => {
    const apollo = await server();
    expect(await run(apollo, 'query Cards($n: Int!) { cards(first: $n) { id title tags owner } }', { n: 2 })).toEqual({
      data: {
        cards: [
          { id: 'c0', title: 'Card 0', tags: ['a', 'b'], owner: 'acme' },
          { id: 'c1', title: 'Card 1', tags: ['a', 'b'], owner: 'acme' },
        ],
      },
    });
    const entities = await run(apollo, 'query E($r: [_Any!]!) { _entities(representations: $r) { ... on Card { id title } } }', {
      r: [{ __typename: 'Card', id: 'c3' }],
    });
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
    // As graphql-js reports it: the field that failed, where it is in the document.
    expect(broken.errors).toEqual([
      expect.objectContaining({
        message: 'Cannot return null for non-nullable field Card.title.',
        path: ['broken', 'title'],
        locations: [{ line: 1, column: 15 }],
        extensions: expect.objectContaining({ code: 'INTERNAL_SERVER_ERROR' }),
      }),
    ]);
    const badVariable = await run(apollo, 'query Cards($n: Int!) { cards(first: $n) { id } }', { n: 'two' });
    expect(badVariable.errors?.[0]).toMatchObject({ message: expect.stringMatching(/\$n/), extensions: { code: 'BAD_USER_INPUT' } });
    await apollo.stop();
  });

  it('answers the same document again from its compiled form, and introspection through graphql-js', async () => {
    const apollo = await server();
    expect((await once(apollo, '{ cards(first: 1) { id } }')).data).toEqual({ cards: [{ id: 'c0' }] });
    expect(gateway.compiledDocuments()).toBe(0);
    for (let i = 0; i < 3; i += 1) expect((await once(apollo, '{ cards(first: 1) { id } }')).data).toEqual({ cards: [{ id: 'c0' }] });
    expect(gateway.compiledDocuments()).toBe(1);
    const schema = await run(apollo, '{ __type(name: "Card") { fields { name } } }');
    expect((schema.data as { __type: { fields: { name: string }[] } }).__type.fields.map((f) => f.name)).toEqual(['id', 'title', 'tags', 'owner']);
    expect(gateway.compiledDocuments()).toBe(1);
    await apollo.stop();
  });
});
