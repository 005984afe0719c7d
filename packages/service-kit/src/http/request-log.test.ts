import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { requestLogOptions } from './request-log.js';
import { waitFor } from '../testing/index.js';

describe('the completed-request log line', () => {
  it('is written when the request has lost its socket before it completes, with trustProxy set (no TypeError from Fastify)', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      trustProxy: '10.0.0.0/8',
      ...requestLogOptions(),
    });
    // What Node does to a request whose connection it has let go of (seen on an upload through the gateway).
    app.get('/gone', async (request, reply) => {
      (request.raw as unknown as { socket: null }).socket = null;
      return reply.send({ ok: true });
    });
    app.get('/here', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      expect((await fetch(`http://127.0.0.1:${port}/gone`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/here`)).status).toBe(200);
      // The line is written after the answer is sent.
      const completedLines = () => lines.map((l) => JSON.parse(l) as { msg: string; req: { url: string } }).filter((l) => l.msg === 'request completed');
      await waitFor(async () => completedLines().length >= 2, { what: 'two request lines' });
      const completed = completedLines();
      expect(completed.map((l) => l.req.url)).toEqual(['/gone', '/here']);
    } finally {
      await app.close();
    }
  });
});
