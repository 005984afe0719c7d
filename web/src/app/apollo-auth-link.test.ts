import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { gql } from '@apollo/client';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which bearer token a GraphQL call carries, against a real HTTP server that records it. */
type ApolloModule = typeof import('./apollo');

const storage = new Map<string, string>();
(globalThis as unknown as { window: unknown }).window = {
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, String(value)),
    removeItem: (key: string) => void storage.delete(key),
  },
  location: { hash: '#/register' },
  addEventListener: () => undefined,
};

const COMPLETE = gql`
  mutation CompleteRegistration {
    completeRegistration {
      accessToken
    }
  }
`;

let apollo: ApolloModule;
let server: Server;
let uri = '';
const seen: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers.authorization);
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: { completeRegistration: { __typename: 'AuthPayload', accessToken: 'new' } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  apollo = await import('./apollo');
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the auth link', () => {
  test('sends the stored access token, else the temporary one', async () => {
    storage.set('temp_access_token', 'temp-1');
    await apollo.createApolloClient({ uri }).mutate({ mutation: COMPLETE });
    storage.set('access_token', 'someone-signed-in');
    await apollo.createApolloClient({ uri }).mutate({ mutation: COMPLETE });
    expect(seen.splice(0)).toEqual(['Bearer temp-1', 'Bearer someone-signed-in']);
  });

  test("sends the operation's own token instead (registration's temporary token while another account is signed in), or none", async () => {
    const client = apollo.createApolloClient({ uri });
    await client.mutate({ mutation: COMPLETE, context: { authToken: 'temp-2' } });
    await client.mutate({ mutation: COMPLETE, context: { authToken: null } });
    expect(seen.splice(0)).toEqual(['Bearer temp-2', undefined]);
  });
});
