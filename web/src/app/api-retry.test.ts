import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The timeout rules of docs/product/rules.md#errors, in a module instance of its own (the
 * "first request of the session" is module state): a cold first request that
 * times out sends a health ping and is retried once; later, a timeout is final.
 */
type ApiModule = typeof import('./api');

const storage = new Map<string, string>();
const fakeWindow = {
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, String(value)),
    removeItem: (key: string) => void storage.delete(key),
  },
  location: { hash: '#/login' },
  addEventListener: () => undefined,
};

let api: ApiModule;
let server: Server;
let base = '';
const log: string[] = [];
/** How many of the next calls to /api/slow hang before one is answered. */
let hangs = 0;

function route(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  log.push(`${req.method} ${path} ${req.headers.authorization ?? '-'}`);
  if (path === '/api/slow' && hangs > 0) {
    hangs -= 1;
    const timer = setTimeout(() => res.end('{}'), 5_000);
    res.on('close', () => clearTimeout(timer));
    return;
  }
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ path }));
}

beforeAll(async () => {
  (globalThis as unknown as { window: unknown }).window = fakeWindow;
  server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = await import('./api');
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  delete (globalThis as unknown as { window?: unknown }).window;
});

beforeEach(() => {
  log.length = 0;
  storage.clear();
});

describe('timeouts', () => {
  test('the first request of the session times out: health ping without a token, then one retry', async () => {
    storage.set('access_token', 'tok');
    hangs = 1;
    await expect(api.api.post(`${base}/api/slow`, {}, { timeoutMs: 1_000 })).resolves.toEqual({ path: '/api/slow' });
    expect(log).toEqual(['POST /api/slow Bearer tok', 'GET /api/health -', 'POST /api/slow Bearer tok']);
  });

  test('later, a timeout is final: no ping, no retry', async () => {
    hangs = 1;
    await expect(api.api.post(`${base}/api/slow`, {}, { timeoutMs: 1_000 })).rejects.toBeInstanceOf(api.ApiTimeoutError);
    expect(log).toEqual(['POST /api/slow -']);
  });

  test('an explicit token wins over the stored one; null sends none', async () => {
    storage.set('access_token', 'stored');
    await api.api.post(`${base}/api/ok`, {}, { authToken: 'temp-registration' });
    await api.api.post(`${base}/api/ok`, {}, { authToken: null });
    expect(log).toEqual(['POST /api/ok Bearer temp-registration', 'POST /api/ok -']);
  });
});
