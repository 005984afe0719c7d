#!/usr/bin/env node
/**
 * A partner's webhook receiver (docs/partners.md#webhooks): verifies the Standard Webhooks
 * signature of each request against the raw body, refuses stale timestamps, ignores repeats of a
 * webhook-id (retries and replays carry the same one), and answers 2xx quickly. Plain Node 20, no
 * dependencies: copy it and put your own work where it prints.
 *
 *   HM_WEBHOOK_SECRET=whsec_... node deploy/examples/webhook-receiver.mjs --port 8787
 *
 * Options: --port (default 8787; 0 picks a free one), --count N (exit after N verified events).
 * Output: one JSON object per line ({"event":"listening"|"webhook"|"duplicate"|"rejected", ...}).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({ options: { port: { type: 'string', default: '8787' }, count: { type: 'string' } } });
const secret = process.env.HM_WEBHOOK_SECRET;
if (!secret?.startsWith('whsec_')) {
  console.error("Set HM_WEBHOOK_SECRET to the endpoint's secret (whsec_..., shown when the endpoint was created).");
  process.exit(2);
}
const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
const TOLERANCE_SECONDS = 5 * 60;
const print = (event, data) => console.log(JSON.stringify({ event, ...data }));
const seen = new Set();
let verified = 0;

/** The signature check: HMAC-SHA256 of `${id}.${timestamp}.${body}`, compared in constant time with each v1 signature sent. */
function verify(headers, body) {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  const signatures = String(headers['webhook-signature'] ?? '').split(' ');
  if (!id || !Number.isInteger(timestamp)) return 'missing webhook headers';
  if (Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) return 'timestamp too old or too new';
  const expected = Buffer.from(`v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`);
  const ok = signatures.some((s) => Buffer.byteLength(s) === expected.length && timingSafeEqual(Buffer.from(s), expected));
  return ok ? null : 'signature does not match';
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const problem = req.method === 'POST' ? verify(req.headers, body) : 'POST only';
    if (problem) {
      print('rejected', { reason: problem });
      res.writeHead(400).end(problem);
      return;
    }
    const id = req.headers['webhook-id'];
    res.writeHead(204).end();
    if (seen.has(id)) {
      print('duplicate', { id });
      return;
    }
    seen.add(id);
    const { type, timestamp, data } = JSON.parse(body);
    // Your work goes here (after answering: the sender waits at most 10 seconds).
    print('webhook', { id, type, timestamp, data });
    verified += 1;
    if (options.count && verified >= Number(options.count)) server.close(() => process.exit(0));
  });
});
server.listen(Number(options.port), () => print('listening', { url: `http://localhost:${server.address().port}/` }));
