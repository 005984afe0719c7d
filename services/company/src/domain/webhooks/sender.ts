import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './address-policy.js';

export interface SendResult {
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
  durationMs: number;
}

const EXCERPT_CHARS = 500;
/** The most of a response body read (the excerpt needs little; a huge answer is not our problem). */
const MAX_READ_BYTES = 16 * 1024;

/**
 * One POST of a signed body to the checked address. The connection goes to the address the
 * policy approved (a pinned lookup), never to a second resolution of the host, so a name that
 * answers a public address at the check and a private one at connect time (DNS rebinding) gains
 * nothing; TLS still verifies the certificate against the URL's host name. Redirects are not
 * followed (a 3xx is a failure), and the attempt ends after `timeoutMs`.
 */
export function sendWebhook(target: CheckedTarget, headers: Record<string, string>, body: string, timeoutMs: number): Promise<SendResult> {
  const started = Date.now();
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const request = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, durationMs: Date.now() - started });
    };
    const req = request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { 'content-type': 'application/json', 'user-agent': 'hiring-marketplace-webhooks/1', 'content-length': Buffer.byteLength(body), ...headers },
        timeout: timeoutMs,
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_READ_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        const done = () => {
          const statusCode = res.statusCode ?? null;
          const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
          const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
          finish({ statusCode, error: ok ? null : `HTTP ${statusCode ?? '?'}`, responseExcerpt: text || null });
        };
        res.on('end', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ statusCode: null, error: `No response within ${timeoutMs} ms`, responseExcerpt: null });
    }, timeoutMs);
    timer.unref();
    req.on('timeout', () => req.destroy(new Error(`No response within ${timeoutMs} ms`)));
    req.on('error', (error) => finish({ statusCode: null, error: error.message, responseExcerpt: null }));
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}

export const isSuccess = (result: SendResult) => result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
