import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { gql } from '@apollo/client';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Which bearer token a GraphQL call carries, and when an answer ends the session, against a real
 * HTTP server that records the calls.
 */
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

const LOGIN = gql`
  mutation Login {
    login {
      accessToken
    }
  }
`;
const ME = gql`
  query Me {
    me {
      id
    }
  }
`;
const UNAUTHENTICATED = { errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }] };

let apollo: ApolloModule;
let server: Server;
let uri = '';
const seen: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers.authorization);
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { operationName } = JSON.parse(body) as { operationName?: string };
      res.writeHead(200, { 'Content-Type': 'application/json' });
      // Login and Me are refused as the gateway refuses them; the rest succeeds.
      const answer =
        operationName === 'Login' || operationName === 'Me'
          ? UNAUTHENTICATED
          : { data: { completeRegistration: { __typename: 'AuthPayload', accessToken: 'new' } } };
      res.end(JSON.stringify(answer));
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

describe('the session rules over GraphQL', () => {
  const signedIn = () => {
    storage.clear();
    storage.set('access_token', 'tok');
    storage.set('user', JSON.stringify({ id: 'u1', email: 'a@example.com', user_type: 'candidate' }));
  };

  test('a refused login keeps the session as it was (the form shows the text)', async () => {
    signedIn();
    await expect(apollo.createApolloClient({ uri }).mutate({ mutation: LOGIN })).rejects.toThrow('Invalid email or password');
    expect([...storage.keys()].sort()).toEqual(['access_token', 'user']);
  });

  test('UNAUTHENTICATED on any other operation ends the session', async () => {
    signedIn();
    await expect(apollo.createApolloClient({ uri }).query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect([...storage.keys()]).toEqual([]);
  });
});
