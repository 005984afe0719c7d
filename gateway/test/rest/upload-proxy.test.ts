/**
 * The REST facade's streaming proxy (gateway/src/rest/proxy.ts) when the owning service answers
 * before it has read the upload (a 503 while its database is away, as the fault-injection test
 * makes happen). Part of the body is then still unread on the caller's connection; kept alive,
 * the caller's next request waited behind it until the keep-alive timeout closed the socket (72 s,
 * then "fetch failed"). The gateway now closes such a connection after its answer. The service
 * here is a stand-in that answers the session check and refuses every upload at once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testToken } from '@hiring/service-kit/testing';
import { startLoneGateway } from '@hiring/test-kit/stack';
import type { RunningGateway } from '@hiring/gateway';

let service: Server;
let gateway: RunningGateway;
const token = testToken({ userId: 'candidate-upload-proxy' });

beforeAll(async () => {
  service = createServer((request, response) => {
    if (request.url === '/internal/session') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"active":true}');
      return;
    }
    // Refused before reading: the rest of the body stays on the gateway's side.
    response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"Upload failed. Please try again."}');
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}/graphql`;
  gateway = await startLoneGateway({ SUBGRAPH_AUTH_URL: url, SUBGRAPH_INTERVIEWS_URL: url });
});

afterAll(async () => {
  await gateway.stop();
  await new Promise((resolve) => service.close(resolve));
});

function upload(): Promise<Response> {
  const form = new FormData();
  // More than the sockets on the way can hold (Linux grows each buffer to a few MiB): part of it is
  // always unread when the service answers, however slowly the machine runs (2 MB were sometimes
  // read whole on a loaded CI machine, and the connection was then rightly kept).
  form.append('email_file', new Blob([Buffer.alloc(9_000_000, 'a')]), 'interview.eml');
  // Far below the 72 s a request waited before; a hang fails the test instead of timing it out.
  return fetch(`${gateway.url}/api/candidate/upload-interview-email`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(20_000),
  });
}

describe('the upload proxy when the service answers before reading the body', () => {
  it("relays the answer, closes that connection, and the caller's next requests are answered", async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await upload();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'Upload failed. Please try again.' });
      expect(response.headers.get('connection')).toBe('close');
    }
  });
});
