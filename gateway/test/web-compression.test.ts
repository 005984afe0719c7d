import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { RunningGateway } from '@hiring/gateway';
import { startLoneGateway } from '@hiring/test-kit/stack';

/**
 * Issue 32: the gateway sends the web app compressed. Scripts and style sheets go as the .br or .gz
 * sibling the build wrote, the page as the copy the gateway compressed at start; each only when the
 * request's Accept-Encoding allows it, and with headers that describe the bytes actually sent.
 */
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
const FONT = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
const PAGE = `<!doctype html><html><head><meta name="product-name" content="x" /><meta name="support-email" content="a@b.test" /><title>x: your interviews, verified</title></head><body><div id="root"></div>${'<!-- filler -->'.repeat(200)}</body></html>`;

let dist: string;
let gateway: RunningGateway;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'hm-web-compression-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'assets', 'app.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'app.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'font.woff2'), FONT);
  gateway = await startLoneGateway({ WEB_DIST_DIR: dist });
});

afterAll(async () => {
  await gateway?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes on the wire, not decoded. */
  body: Buffer;
}

/** node:http, not fetch: fetch decodes the body and would hide what was sent. */
function request(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(`${gateway.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const decode = (response: RawResponse) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
};

const expectVaryOnEncoding = (response: RawResponse) => expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');

describe('the web app is served compressed when the browser accepts it', () => {
  it('sends a script as is without Accept-Encoding, as brotli for br and as gzip for gzip', async () => {
    const plain = await request('/assets/app.js');
    const br = await request('/assets/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await request('/assets/app.js', { 'accept-encoding': 'gzip' });

    expect([plain.status, br.status, gz.status]).toEqual([200, 200, 200]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const response of [plain, br, gz]) {
      expect(decode(response)).toBe(SCRIPT);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['content-type']).toBe(plain.headers['content-type']);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(response.headers['cache-control']).toBe(plain.headers['cache-control']);
      expectVaryOnEncoding(response);
    }
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
    // one ETag per representation: a cache never answers one encoding's revalidation with another's body
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
  });

  it('sends a file without compressed siblings (a font) as is, whatever the browser accepts', async () => {
    const font = await request('/assets/font.woff2', { 'accept-encoding': 'br, gzip' });
    expect(font.status).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body.equals(FONT)).toBe(true);
    expect(Number(font.headers['content-length'])).toBe(FONT.length);
  });

  it.each([
    ['br', 'br'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('sends the page for Accept-Encoding "%s" as %s, with no-cache and an ETag of its own', async (accept, expected) => {
    const response = await request('/', accept ? { 'accept-encoding': accept } : {});
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expectVaryOnEncoding(response);
    expect(decode(response)).toContain('<div id="root"></div>');
    expect(decode(response)).toContain('<title>');
    if (expected) expect(response.body.length).toBeLessThan(PAGE.length / 2);
  });

  it('answers a revalidation of the page with its ETag by 304 and no body, per encoding', async () => {
    const br = await request('/', { 'accept-encoding': 'br' });
    const plain = await request('/');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await request('/', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // the identity body's ETag does not validate the brotli one
    expect((await request('/', { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) })).status).toBe(200);
  });
});
