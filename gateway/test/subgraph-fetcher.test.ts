import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isConnectionError } from '@hiring/service-kit/errors';
import { subgraphFetcher } from '../src/graphql/subgraph-fetcher.js';

// The gateway's subgraph client against a real HTTP server: what RemoteGraphQLDataSource reads
// (status, headers, body), keep-alive, and failures the error mask must recognise as "unreachable".
describe('subgraphFetcher', () => {
  let server: Server;
  let url: string;
  const connections = new Set<number>();
  let requests = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests += 1;
      connections.add(request.socket.remotePort ?? 0);
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        if (request.url === '/die') return request.socket.destroy();
        if (request.url === '/teapot') {
          response.writeHead(418, { 'content-type': 'text/plain' });
          return response.end('no coffee');
        }
        response.writeHead(200, { 'content-type': 'application/json', 'x-echo-auth': request.headers.authorization ?? '' });
        response.end(JSON.stringify({ data: { method: request.method, body: JSON.parse(body) as unknown } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends method, headers and body, and gives back status, headers and JSON', async () => {
    const fetcher = subgraphFetcher();
    const response = await fetcher(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(response.ok).toBe(true);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-echo-auth')).toBe('Bearer t');
    expect(await response.clone().json()).toEqual({ data: { method: 'POST', body: { query: '{ me { id } }' } } });
    expect(response.bodyUsed).toBe(false);
    await response.text();
    expect(response.bodyUsed).toBe(true);
    await fetcher.close();
  });

  it('keeps connections alive across sequential calls', async () => {
    const fetcher = subgraphFetcher();
    connections.clear();
    const before = requests;
    for (let i = 0; i < 20; i += 1) await (await fetcher(`${url}/graphql`, { method: 'POST', body: '{}' })).json();
    expect(requests - before).toBe(20);
    // Without keep-alive this is 20; the pool may open a second one while the first is settling.
    expect(connections.size).toBeLessThanOrEqual(2);
    await fetcher.close();
  });

  it('reports a non-2xx answer as not ok with its text', async () => {
    const fetcher = subgraphFetcher();
    const response = await fetcher(`${url}/teapot`, { method: 'POST', body: '{}' });
    expect(response.ok).toBe(false);
    expect(response.status).toBe(418);
    expect(await response.text()).toBe('no coffee');
    await fetcher.close();
  });

  it('fails with errors the gateway recognises as an unreachable subgraph', async () => {
    const fetcher = subgraphFetcher();
    const died = await fetcher(`${url}/die`, { method: 'POST', body: '{}' }).catch((error: unknown) => error);
    expect(isConnectionError(died)).toBe(true);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await fetcher(`http://127.0.0.1:${port}/graphql`, { method: 'POST', body: '{}' }).catch((error: unknown) => error);
    expect(isConnectionError(refused)).toBe(true);
    await fetcher.close();
  });
});
