import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type ApiModule = typeof import('./api');

// A minimal browser-like window for the session store (localStorage + location.hash).
const storage = new Map<string, string>();
const fakeWindow = {
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, String(value)),
    removeItem: (key: string) => void storage.delete(key),
  },
  location: { hash: '#/dashboard' },
  addEventListener: () => undefined,
};

let api: ApiModule;
let server: Server;
let base = '';
let lastAuthorization: string | undefined;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function route(req: IncomingMessage, res: ServerResponse) {
  lastAuthorization = req.headers.authorization;
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  switch (path) {
    case '/api/ok':
      return send(res, 200, { hello: 'world' });
    case '/api/expired':
      return send(res, 401, { error: 'Token expired' });
    case '/api/user-gone':
      return send(res, 404, { error: 'User not found' });
    case '/api/other-404':
      return send(res, 404, { error: 'Interview not found' });
    case '/api/bad':
      return send(res, 400, { message: 'Password must contain a digit' });
    case '/api/plain':
      res.writeHead(500);
      return res.end();
    case '/api/slow': {
      const timer = setTimeout(() => send(res, 200, {}), 2_000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    default:
      return send(res, 404, { error: 'Not found' });
  }
}

beforeAll(async () => {
  (globalThis as unknown as { window: unknown }).window = fakeWindow;
  api = await import('./api');
  server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  delete (globalThis as unknown as { window?: unknown }).window;
});

beforeEach(() => {
  storage.clear();
  storage.set('access_token', 'tok');
  storage.set('temp_access_token', 'temp');
  storage.set('user', JSON.stringify({ id: 'u1', email: 'a@example.com', user_type: 'candidate' }));
  fakeWindow.location.hash = '#/dashboard';
  lastAuthorization = undefined;
});

const sessionKeys = () => ['access_token', 'temp_access_token', 'user'].filter((key) => storage.has(key));

describe('upload client (REST)', () => {
  test('returns the JSON body and sends the access token', async () => {
    await expect(api.api.post(`${base}/api/ok`)).resolves.toEqual({ hello: 'world' });
    expect(lastAuthorization).toBe('Bearer tok');
  });

  test('falls back to the temporary registration token', async () => {
    storage.delete('access_token');
    await api.api.post(`${base}/api/ok`, { a: 1 });
    expect(lastAuthorization).toBe('Bearer temp');
  });

  test('a 401 clears token, temporary token and user and goes to /login', async () => {
    await expect(api.api.post(`${base}/api/expired`)).rejects.toThrow('Token expired');
    expect(sessionKeys()).toEqual([]);
    expect(fakeWindow.location.hash).toBe('#/login');
  });

  test("a 404 'User not found' logs out; another 404 does not", async () => {
    await expect(api.api.post(`${base}/api/other-404`)).rejects.toThrow('Interview not found');
    expect(sessionKeys()).toHaveLength(3);
    await expect(api.api.post(`${base}/api/user-gone`)).rejects.toThrow('User not found');
    expect(sessionKeys()).toEqual([]);
    expect(fakeWindow.location.hash).toBe('#/login');
  });

  test("uses the server's message, else the screen's default", async () => {
    const withMessage = await api.api.post(`${base}/api/bad`).catch((e: unknown) => e);
    expect(api.errorMessage(withMessage, 'Registration failed')).toBe('Password must contain a digit');
    const withoutBody = await api.api.post(`${base}/api/plain`).catch((e: unknown) => e);
    expect((withoutBody as InstanceType<ApiModule['ApiError']>).status).toBe(500);
    expect(api.errorMessage(withoutBody, 'Registration failed')).toBe('Registration failed');
  });

  test('gives up after the timeout with ApiTimeoutError', async () => {
    expect(api.REQUEST_TIMEOUT_MS).toBe(60_000);
    await expect(api.api.post(`${base}/api/slow`, {}, { timeoutMs: 100 })).rejects.toBeInstanceOf(api.ApiTimeoutError);
  });
});
