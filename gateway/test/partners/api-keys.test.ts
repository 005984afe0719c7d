/**
 * Issue 17, first part: a company's API keys through the running stack. Lifecycle (create, use,
 * revoke: refused on the very next request), the scope matrix on every partner operation, the
 * person-only operations a key never reaches, /graphql only, the per-key rate limit (429 with
 * Retry-After and RateLimit headers) and the daily unlock ceiling (docs/decisions/partner-api.md).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registerCandidate, registerCompany, type RegisteredUser, startStack, type Stack } from '@hiring/test-kit/stack';
import { postGraphql } from '@hiring/test-kit/graphql';

let stack: Stack;
let company: RegisteredUser;
let otherCompany: RegisteredUser;
let candidate: RegisteredUser;

beforeAll(async () => {
  stack = await startStack();
  [company, otherCompany, candidate] = await Promise.all([registerCompany(stack), registerCompany(stack), registerCandidate(stack)]);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

type Scope = 'CANDIDATES_READ' | 'CANDIDATES_UNLOCK' | 'TOKENS_READ' | 'WEBHOOKS_MANAGE';
const ALL_SCOPES: Scope[] = ['CANDIDATES_READ', 'CANDIDATES_UNLOCK', 'TOKENS_READ', 'WEBHOOKS_MANAGE'];

const CREATE = `mutation Create($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret apiKey { id name prefix scopes rateLimitPerMinute dailyUnlockLimit createdAt lastUsedAt revokedAt } } }`;

async function createKey(scopes: Scope[], extra: Record<string, unknown> = {}, owner = company): Promise<{ id: string; secret: string; prefix: string }> {
  const answer = await stack.graphql<{ createApiKey: { secret: string; apiKey: { id: string; prefix: string } } }>(
    CREATE,
    { input: { name: `key ${scopes.length}`, scopes, ...extra } },
    owner.token,
  );
  expect(answer.body.errors).toBeUndefined();
  const created = answer.body.data!.createApiKey;
  return { id: created.apiKey.id, secret: created.secret, prefix: created.apiKey.prefix };
}

const codeOf = (answer: { body: { errors?: { extensions?: { code?: string } }[] } }) => answer.body.errors?.[0]?.extensions?.code ?? null;

/** Each partner operation with the scope it needs; "allowed" means the scope check passed (a NOT_FOUND for a made-up id is past it). */
const PARTNER_OPERATIONS: { name: string; scope: Scope; query: string }[] = [
  { name: 'searchCandidates', scope: 'CANDIDATES_READ', query: '{ searchCandidates(input: { perPage: 5 }) { pagination { total } } }' },
  { name: 'candidateDetails', scope: 'CANDIDATES_READ', query: '{ candidateDetails(candidateId: "no-such-candidate") { candidate { id } } }' },
  { name: 'unlockedCandidates', scope: 'CANDIDATES_READ', query: '{ unlockedCandidates { id } }' },
  { name: 'companyTokens', scope: 'TOKENS_READ', query: '{ companyTokens { tokens } }' },
  { name: 'unlockCandidate', scope: 'CANDIDATES_UNLOCK', query: 'mutation { unlockCandidate(candidateId: "no-such-candidate") { tokens } }' },
];

/** What only a person may do: a key is refused whatever its scopes. */
const PERSON_ONLY: { name: string; query: string }[] = [
  { name: 'apiKeys', query: '{ apiKeys { id } }' },
  { name: 'createApiKey', query: 'mutation { createApiKey(input: { name: "x", scopes: [TOKENS_READ] }) { secret } }' },
  { name: 'mySubscription', query: '{ mySubscription { hasSubscription } }' },
  { name: 'createCheckoutSession', query: 'mutation { createCheckoutSession(input: { purchaseType: "one_time" }) { message } }' },
  { name: 'myCompanyProfile', query: '{ myCompanyProfile { companyName } }' },
  { name: 'saveCompanyProfile', query: 'mutation { saveCompanyProfile(input: { companyName: "Hijacked" }) { message } }' },
  { name: 'changePassword', query: 'mutation { changePassword(currentPassword: "a", newPassword: "Bb1!bbbbbb") { success } }' },
];

describe('API key lifecycle', () => {
  it('is created by a company session with the secret shown once, listed by prefix only, used, and refused at once after revocation', async () => {
    const key = await createKey(['TOKENS_READ']);
    expect(key.secret).toMatch(/^ipk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(`${key.prefix}_`)).toBe(true);

    const used = await stack.graphql<{ companyTokens: { tokens: number } }>('{ companyTokens { tokens } }', {}, key.secret);
    expect(used.body.errors).toBeUndefined();
    expect(typeof used.body.data?.companyTokens.tokens).toBe('number');

    const listed = await stack.graphql<{ apiKeys: Record<string, unknown>[] }>(
      '{ apiKeys { id name prefix scopes rateLimitPerMinute dailyUnlockLimit lastUsedAt revokedAt } }',
      {},
      company.token,
    );
    const entry = listed.body.data!.apiKeys.find((k) => k['id'] === key.id)!;
    expect(entry).toMatchObject({ prefix: key.prefix, scopes: ['TOKENS_READ'], rateLimitPerMinute: 60, dailyUnlockLimit: null, revokedAt: null });
    expect(JSON.stringify(listed.body)).not.toContain(key.secret.slice(key.prefix.length + 1));
    expect(entry['lastUsedAt']).not.toBeNull();

    // another company neither sees nor revokes it
    const foreign = await stack.graphql<{ apiKeys: { id: string }[] }>('{ apiKeys { id } }', {}, otherCompany.token);
    expect(foreign.body.data!.apiKeys.map((k) => k.id)).not.toContain(key.id);
    const stolen = await stack.graphql(`mutation { revokeApiKey(id: "${key.id}") { id } }`, {}, otherCompany.token);
    expect(codeOf(stolen)).toBe('NOT_FOUND');

    const revoked = await stack.graphql<{ revokeApiKey: { revokedAt: string | null } }>(
      `mutation { revokeApiKey(id: "${key.id}") { revokedAt } }`,
      {},
      company.token,
    );
    expect(revoked.body.data?.revokeApiKey.revokedAt).toEqual(expect.any(String));
    const after = await stack.graphql('{ companyTokens { tokens } }', {}, key.secret);
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0]?.message).toBe('Invalid or revoked API key');
  });

  it('refuses bad input, candidates, and an eleventh active key', async () => {
    for (const input of [
      { name: '', scopes: ['TOKENS_READ'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['TOKENS_READ'], rateLimitPerMinute: 0 },
      { name: 'x', scopes: ['TOKENS_READ'], rateLimitPerMinute: 601 },
      { name: 'x', scopes: ['TOKENS_READ'], dailyUnlockLimit: -1 },
      { name: 'y'.repeat(61), scopes: ['TOKENS_READ'] },
    ]) {
      expect(codeOf(await stack.graphql(CREATE, { input }, company.token))).toBe('BAD_USER_INPUT');
    }
    expect(codeOf(await stack.graphql(CREATE, { input: { name: 'x', scopes: ['TOKENS_READ'] } }, candidate.token))).toBe('FORBIDDEN');
    expect(codeOf(await stack.graphql(CREATE, { input: { name: 'x', scopes: ['TOKENS_READ'] } }))).toBe('UNAUTHENTICATED');

    const owner = await registerCompany(stack);
    for (let n = 0; n < 10; n += 1) await createKey(['TOKENS_READ'], {}, owner);
    expect(codeOf(await stack.graphql(CREATE, { input: { name: 'eleventh', scopes: ['TOKENS_READ'] } }, owner.token))).toBe('CONFLICT');
  });

  it('is refused outside /graphql, and a made-up key is refused', async () => {
    const key = await createKey(ALL_SCOPES);
    const rest = await stack.rest<{ error: string }>('GET', '/api/company/tokens', undefined, key.secret);
    expect(rest.status).toBe(401);
    expect(rest.body.error).toBe('API keys are accepted on /graphql only');
    const forged = await stack.graphql('{ companyTokens { tokens } }', {}, `${key.prefix}_${'A'.repeat(43)}`);
    expect(forged.status).toBe(401);
  });
});

describe('over REST (the API tab and scripts)', () => {
  it('creates, lists and revokes with the documented scope names; the secret only in the creation answer', async () => {
    const owner = await registerCompany(stack);
    const created = await stack.rest<{ success: boolean; secret: string; api_key: Record<string, unknown> }>(
      'POST',
      '/api/company/api-keys',
      { name: 'ATS sync', scopes: ['candidates:read', 'TOKENS_READ'], rate_limit_per_minute: 30, daily_unlock_limit: 5 },
      owner.token,
    );
    expect(created.status).toBe(200);
    expect(created.body.api_key).toMatchObject({
      name: 'ATS sync',
      scopes: ['CANDIDATES_READ', 'TOKENS_READ'],
      rate_limit_per_minute: 30,
      daily_unlock_limit: 5,
      revoked_at: null,
    });
    expect(created.body.secret.startsWith(`${String(created.body.api_key['prefix'])}_`)).toBe(true);
    const listed = await stack.rest<{ api_keys: Record<string, unknown>[] }>('GET', '/api/company/api-keys', undefined, owner.token);
    expect(listed.body.api_keys.map((key) => key['id'])).toEqual([created.body.api_key['id']]);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);
    const revoked = await stack.rest<{ api_key: Record<string, unknown> }>(
      'DELETE',
      `/api/company/api-keys/${String(created.body.api_key['id'])}`,
      undefined,
      owner.token,
    );
    expect(revoked.body.api_key['revoked_at']).toEqual(expect.any(String));
    expect((await stack.graphql('{ companyTokens { tokens } }', {}, created.body.secret)).status).toBe(401);

    const bad = await stack.rest<{ error: string }>('POST', '/api/company/api-keys', { name: 'x', scopes: ['admin'] }, owner.token);
    expect(bad).toEqual({
      status: 400,
      body: expect.objectContaining({ error: 'Scopes are CANDIDATES_READ, CANDIDATES_UNLOCK, TOKENS_READ, WEBHOOKS_MANAGE' }),
    });
    const asCandidate = await stack.rest('GET', '/api/company/api-keys', undefined, candidate.token);
    expect(asCandidate.status).toBe(403);
  });
});

describe('scopes', () => {
  // every combination of one scope and one operation: allowed exactly when the key holds the operation's scope
  const matrix = ALL_SCOPES.flatMap((scope) =>
    PARTNER_OPERATIONS.map((operation) => ({ scope, operation: operation.name, allowed: operation.scope === scope })),
  );

  let keys: Record<Scope, string>;
  let everyScope: string;
  beforeAll(async () => {
    const owner = await registerCompany(stack);
    const created = await Promise.all(ALL_SCOPES.map(async (scope) => [scope, (await createKey([scope], {}, owner)).secret] as const));
    keys = Object.fromEntries(created) as Record<Scope, string>;
    everyScope = (await createKey(ALL_SCOPES, {}, owner)).secret;
  });

  it.each(matrix)('a $scope key on $operation: allowed $allowed', async ({ scope, operation, allowed }) => {
    const { query } = PARTNER_OPERATIONS.find((o) => o.name === operation)!;
    const answer = await stack.graphql(query, {}, keys[scope]);
    const code = codeOf(answer);
    if (allowed) expect(code === null || code === 'NOT_FOUND').toBe(true);
    else {
      expect(code).toBe('FORBIDDEN');
      expect(answer.body.errors?.[0]?.message).toMatch(/^This API key lacks the [a-z]+:[a-z]+ scope$/);
    }
  });

  it.each(PERSON_ONLY)('a key with every scope never reaches $name (a person-only operation)', async ({ query }) => {
    const answer = await stack.graphql(query, {}, everyScope);
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(codeOf(answer));
  });

  it('me is null for a key: it acts for the company, never as a person', async () => {
    const answer = await stack.graphql<{ me: unknown }>('{ me { id } }', {}, everyScope);
    expect(answer.body.data?.me).toBeNull();
  });
});

describe('limits', () => {
  let owner: RegisteredUser;
  beforeAll(async () => {
    owner = await registerCompany(stack);
  });

  it('holds a key to its requests per minute: 429 with Retry-After and RateLimit headers, other keys unaffected', async () => {
    const key = await createKey(['TOKENS_READ'], { rateLimitPerMinute: 3 }, owner);
    const other = await createKey(['TOKENS_READ'], { rateLimitPerMinute: 3 }, owner);
    const call = (secret: string) => postGraphql(stack.gateway.url, '{ companyTokens { tokens } }', { token: secret });
    const first = await call(key.secret);
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('3');
    expect(first.headers.get('ratelimit-remaining')).toBe('2');
    expect(first.headers.get('ratelimit-policy')).toBe('3;w=60');
    await call(key.secret);
    await call(key.secret);
    const refused = await call(key.secret);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.body.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect((await call(other.secret)).status).toBe(200);
  });

  it('counts cost, not requests: a search spends several requests of the limit and the next one is refused before it runs', async () => {
    const key = await createKey(['CANDIDATES_READ', 'TOKENS_READ'], { rateLimitPerMinute: 5 }, owner);
    // A search costs 202 (gateway/src/graphql/query-cost.ts): 3 requests of the key's 5.
    const search = () => postGraphql(stack.gateway.url, '{ searchCandidates(input: { perPage: 5 }) { pagination { total } } }', { token: key.secret });
    const first = await search();
    expect(first.status).toBe(200);
    expect(codeOf(first)).not.toBe('TOO_MANY_REQUESTS');
    const second = await search();
    expect(second.status).toBe(429);
    expect(second.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Rate limit of 5 requests per minute exceeded; retry after \d+ s$/),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // what is left still pays for a cheap request
    expect(codeOf(await postGraphql(stack.gateway.url, '{ companyTokens { tokens } }', { token: key.secret }))).toBeNull();
  });

  it('holds unlocks through a key to its daily ceiling; a failed unlock gives its place back', async () => {
    const none = await createKey(['CANDIDATES_UNLOCK'], { dailyUnlockLimit: 0 }, owner);
    const refused = await stack.graphql('mutation { unlockCandidate(candidateId: "no-such-candidate") { tokens } }', {}, none.secret);
    expect(codeOf(refused)).toBe('TOO_MANY_REQUESTS');
    expect(refused.body.errors?.[0]?.message).toBe("This API key's daily limit of 0 unlocks is reached; it resets at 00:00 UTC");

    const one = await createKey(['CANDIDATES_UNLOCK'], { dailyUnlockLimit: 1 }, owner);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      // the candidate does not exist: nothing is spent, so the one place stays free
      expect(codeOf(await stack.graphql('mutation { unlockCandidate(candidateId: "no-such-candidate") { tokens } }', {}, one.secret))).toBe('NOT_FOUND');
    }
    // a person's session has no ceiling
    expect(codeOf(await stack.graphql('mutation { unlockCandidate(candidateId: "no-such-candidate") { tokens } }', {}, owner.token))).toBe('NOT_FOUND');
  });
});
