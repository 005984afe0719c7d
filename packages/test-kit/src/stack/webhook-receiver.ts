import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '@hiring/service-kit/testing';

/**
 * What a partner's receiver does (Standard Webhooks): `webhook-signature` holds `v1,<base64
 * HMAC-SHA256>` over `${id}.${timestamp}.${body}`, keyed with the base64 after `whsec_`, and the
 * timestamp is at most five minutes old. Written from the scheme, apart from the company
 * service's signer, so a change to the signer fails the tests that check deliveries.
 */
export function verifySignature(secret: string, headers: Record<string, string | string[] | undefined>, body: string): boolean {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const id = header('webhook-id');
  const timestamp = Number(header('webhook-timestamp'));
  const sent = header('webhook-signature');
  if (!id || !sent || !Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(`v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`);
  return sent.split(' ').some((candidate) => Buffer.byteLength(candidate) === expected.length && timingSafeEqual(Buffer.from(candidate), expected));
}

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: { type: string; id: string; timestamp: string; data: Record<string, unknown> };
  /** What the receiver answered. */
  status: number;
}

/**
 * A local webhook receiver (127.0.0.1): records every request, and answers each event on a path
 * (by webhook-id) with the path's scripted statuses in turn (then 200), e.g. `/flaky` → 500, 500, 200.
 * A `tarpit` path records the request and never answers (the sender's timeout ends it).
 */
export async function startWebhookReceiver(script: Record<string, number[] | 'always-500' | 'tarpit'> = {}) {
  const received: ReceivedWebhook[] = [];
  const answered = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const rule = script[path];
      if (rule === 'tarpit') {
        received.push({
          path,
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          json: { type: '', id: '', timestamp: '', data: {} },
          status: 0,
        });
        return;
      }
      const key = `${path} ${String(req.headers['webhook-id'])}`;
      const n = answered.get(key) ?? 0;
      answered.set(key, n + 1);
      const status = rule === 'always-500' ? 500 : (rule?.[n] ?? 200);
      const body = Buffer.concat(chunks).toString('utf8');
      let json: ReceivedWebhook['json'];
      try {
        json = JSON.parse(body) as ReceivedWebhook['json'];
      } catch {
        json = { type: '', id: '', timestamp: '', data: {} };
      }
      received.push({ path, headers: req.headers, body, json, status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : `receiver says ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    on: (path: string) => received.filter((r) => r.path === path),
    async waitFor(path: string, count: number, match: (r: ReceivedWebhook) => boolean = () => true, timeoutMs = 30_000) {
      await waitFor(async () => received.filter((r) => r.path === path && match(r)).length >= count, { what: `${count} webhooks on ${path}`, timeoutMs });
      return received.filter((r) => r.path === path && match(r));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
