import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { registeredApiRoutes } from '../../src/rest/openapi/register-openapi.js';
import { startStack, type Stack, registerCandidate, registerCompany, type RegisteredUser } from '@hiring/test-kit/stack';

/**
 * /api/openapi.json: a valid OpenAPI 3.1 document that covers every /api route Fastify has, whose
 * response schemas the real answers satisfy, and whose request schemas refuse what no mapping
 * could read with the contract's error body (never a 500).
 */
type Json = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let stack: Stack;
let document: Document;
let candidate: RegisteredUser;
let company: RegisteredUser;
const ajv = new Ajv2020({ strict: false, allErrors: true });

/** `/api/interview/:id` → `/api/interview/{id}`, as OpenAPI writes paths. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function responseSchema(method: string, url: string, status: number): Json {
  const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
  const response = operation?.responses[String(status)] ?? operation?.responses['default'];
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${url} documents no ${status} answer`);
  return schema;
}

/** Calls the route and checks the answer against the documented schema for its status. */
async function conforms(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, path: string, body?: unknown, token?: string) {
  const response = await stack.rest<Json>(method, path, body, token);
  const validate = ajv.compile(responseSchema(method, url, response.status));
  const valid = validate(response.body);
  if (!valid)
    throw new Error(
      `${method} ${path} (${response.status}) does not match its schema: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(response.body).slice(0, 2000)}`,
    );
  return response;
}

beforeAll(async () => {
  stack = await startStack();
  const response = await fetch(`${stack.gateway.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
  [candidate, company] = await Promise.all([registerCandidate(stack), registerCompany(stack)]);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('the OpenAPI document of /api', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every /api route Fastify serves, and nothing outside /api', () => {
    const routes = registeredApiRoutes(stack.gateway.app);
    expect(routes.length).toBeGreaterThan(35);
    const missing = routes.filter((r) => !document.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('serves the documentation page', async () => {
    const page = await fetch(`${stack.gateway.url}/api/docs/`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('matches the real answers of the routes, successes and errors', async () => {
    await conforms('GET', '/api/health', '/api/health');
    await conforms('POST', '/api/login', '/api/login', { email: company.email, password: 'wrong password 1!' });
    await conforms('GET', '/api/candidate/profile', '/api/candidate/profile', undefined, candidate.token);
    await conforms('GET', '/api/candidate/profile', '/api/candidate/profile', undefined, company.token);
    await conforms('GET', '/api/candidate/verified-emails', '/api/candidate/verified-emails', undefined, candidate.token);
    await conforms('GET', '/api/candidate/referrals', '/api/candidate/referrals', undefined, candidate.token);
    await conforms('GET', '/api/interview-history', '/api/interview-history', undefined, candidate.token);
    await conforms('GET', '/api/candidate/ranking-stats', '/api/candidate/ranking-stats', undefined, candidate.token);
    await conforms('GET', '/api/company/interview-stages', '/api/company/interview-stages', undefined, company.token);
    await conforms('GET', '/api/company/tokens', '/api/company/tokens', undefined, company.token);
    await conforms('GET', '/api/company/subscription', '/api/company/subscription', undefined, company.token);
    await conforms('GET', '/api/company/unlocked-candidates', '/api/company/unlocked-candidates', undefined, company.token);
    await conforms('GET', '/api/company/search-candidates', '/api/company/search-candidates?per_page=5', undefined, company.token);
    await conforms('GET', '/api/company/profile', '/api/company/profile', undefined, company.token);
    await conforms('POST', '/api/company/profile', '/api/company/profile', { first_name: 'Ada', last_name: 'Lovelace' }, company.token);
    await conforms('POST', '/api/company/create-checkout-session', '/api/company/create-checkout-session', { purchase_type: 'one_time' }, company.token);
    await conforms('POST', '/api/company/check-pending-purchase', '/api/company/check-pending-purchase', {}, company.token);
    await conforms('GET', '/api/company/candidate-details/:candidate_id', `/api/company/candidate-details/${candidate.user.id}`, undefined, company.token);
    await conforms('POST', '/api/candidate/profile', '/api/candidate/profile', { first_name: 'Grace' }, candidate.token);
    const created = await conforms('POST', '/api/company/api-keys', '/api/company/api-keys', { name: 'docs', scopes: ['candidates:read'] }, company.token);
    await conforms('GET', '/api/company/api-keys', '/api/company/api-keys', undefined, company.token);
    const id = ((created.body['api_key'] ?? {}) as Json)['id'];
    await conforms('DELETE', '/api/company/api-keys/:id', `/api/company/api-keys/${String(id)}`, undefined, company.token);
    await conforms('POST', '/api/company/api-keys', '/api/company/api-keys', { name: 'docs', scopes: ['everything'] }, company.token);
  }, 120_000);

  it('refuses what no mapping can read with a clear 400 in the contract shape, never a 500', async () => {
    const notAnObject = await conforms('POST', '/api/login', '/api/login', ['email']);
    expect(notAnObject).toEqual({ status: 400, body: { success: false, error: 'Please send a JSON object', message: 'Please send a JSON object' } });
    const listForText = await conforms('POST', '/api/forgot-password', '/api/forgot-password', { email: ['a@b.test'] });
    expect(listForText.status).toBe(400);
    expect(listForText.body['error']).toMatch(/^Invalid request: body\.email /);
    const objectForList = await conforms('POST', '/api/candidate/profile', '/api/candidate/profile', { skills: { $ne: 1 } }, candidate.token);
    expect(objectForList.status).toBe(400);
    const unknownQuery = await conforms('GET', '/api/company/search-candidates', '/api/company/search-candidates?page=abc', undefined, company.token);
    expect(unknownQuery.status).toBe(400);
    const malformed = await fetch(`${stack.gateway.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false, error: 'Please send valid JSON', message: 'Please send valid JSON' });
  });

  it("answers Fastify's own refusals in the contract shape: 405 with Allow, 404, 414, 415, 413", async () => {
    const shaped = (text: string) => ({ success: false, error: text, message: text });
    const put = await fetch(`${stack.gateway.url}/api/company/profile`, { method: 'PUT', headers: { authorization: `Bearer ${company.token}` } });
    expect([put.status, put.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST']);
    expect(await put.json()).toEqual(shaped('Method not allowed (allowed: GET, HEAD, POST)'));
    const withParam = await fetch(`${stack.gateway.url}/api/interview/some-id`, { method: 'PATCH' });
    expect([withParam.status, withParam.headers.get('allow')]).toEqual([405, 'DELETE']);
    const unknown = await fetch(`${stack.gateway.url}/api/no-such-route`, { method: 'PUT' });
    expect([unknown.status, await unknown.json()]).toEqual([404, shaped('Not found')]);
    const long = await fetch(`${stack.gateway.url}/api/company/candidate-details/${'x'.repeat(500)}`, {
      headers: { authorization: `Bearer ${company.token}` },
    });
    expect([long.status, await long.json()]).toEqual([414, shaped('The address is too long')]);
    const text = await fetch(`${stack.gateway.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<login/>' });
    expect([text.status, await text.json()]).toEqual([415, shaped('Please send JSON (Content-Type: application/json)')]);
    const huge = await fetch(`${stack.gateway.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(300 * 1024) }),
    });
    expect([huge.status, await huge.json()]).toEqual([413, shaped('The request body is too large')]);
  });

  it('declares no security on the public routes and a bearer token on the others', () => {
    const security = (path: string, method: string) => (document.paths[path]?.[method] as unknown as { security?: unknown[] }).security;
    for (const path of ['/api/login', '/api/forgot-password', '/api/reset-password', '/api/health', '/api/openapi.json', '/api/stripe/webhook']) {
      const method = path === '/api/health' || path === '/api/openapi.json' ? 'get' : 'post';
      expect([path, security(path, method)]).toEqual([path, []]);
    }
    expect(security('/api/company/profile', 'get')).toEqual([{ bearer: [] }]);
    expect(security('/api/register-with-verification', 'post')).toEqual([{ bearer: [] }]);
  });
});
