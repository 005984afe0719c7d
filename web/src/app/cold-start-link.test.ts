import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { gql } from '@apollo/client';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The cold-start rule over GraphQL, against a real HTTP server, in a module instance of its own
 * (the "first request of the session" is module state): a cold first request that times out
 * sends a health ping and is retried once; later only Login is retried, once.
 */
type ApolloModule = typeof import('./apollo');

const ME = gql`
  query Me {
    me {
      id
    }
  }
`;
const LOGIN = gql`
  mutation Login {
    login {
      token
    }
  }
`;

let apollo: ApolloModule;
let server: Server;
let base = '';
const log: string[] = [];
/** How many of the next /graphql calls hang before one is answered. */
let hangs = 0;

function route(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const operation = body ? (JSON.parse(body) as { operationName?: string }).operationName : undefined;
    log.push(`${req.method} ${path}${operation ? ` ${operation}` : ''}`);
    if (path === '/graphql' && hangs > 0) {
      hangs -= 1;
      const timer = setTimeout(() => res.end('{}'), 5_000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    if (path === '/api/health') res.end(JSON.stringify({ status: 'ok' }));
    else if (operation === 'Login') res.end(JSON.stringify({ data: { login: { __typename: 'Session', token: 't' } } }));
    else res.end(JSON.stringify({ data: { me: { __typename: 'User', id: 'u1' } } }));
  });
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  apollo = await import('./apollo');
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  log.length = 0;
  hangs = 0;
});

function client() {
  return apollo.createApolloClient({ uri: `${base}/graphql`, timeoutMs: 500 });
}

describe('cold start over GraphQL (one module instance, in order)', () => {
  test('the first request of the session times out: a health ping, then one retry that succeeds', async () => {
    hangs = 1;
    const result = await client().query({ query: ME, fetchPolicy: 'network-only' });
    expect(result.data).toEqual({ me: { __typename: 'User', id: 'u1' } });
    expect(log).toEqual(['POST /graphql Me', 'GET /api/health', 'POST /graphql Me']);
  });

  test('once the server has answered, a timed-out query is not retried', async () => {
    hangs = 1;
    await expect(client().query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow(/timed out/);
    expect(log).toEqual(['POST /graphql Me']);
  });

  test('Login is retried once on a timeout at any time, without a ping, and only once', async () => {
    hangs = 1;
    const result = await client().mutate({ mutation: LOGIN });
    expect(result.data).toEqual({ login: { __typename: 'Session', token: 't' } });
    expect(log).toEqual(['POST /graphql Login', 'POST /graphql Login']);
    log.length = 0;
    hangs = 2;
    await expect(client().mutate({ mutation: LOGIN })).rejects.toThrow(/timed out/);
    expect(log).toEqual(['POST /graphql Login', 'POST /graphql Login']);
  });
});
