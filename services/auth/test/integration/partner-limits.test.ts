import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import mongoose, { type Connection } from 'mongoose';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import type { AuthContext } from '@hiring/service-kit';
import { API_KEY_LIMITS } from '@hiring/contracts/vocabulary';
import { createApiKey, listApiKeys, revokeApiKey } from '../../src/domain/api-keys.service.js';
import { registerTrustedDocuments, TRUSTED_DOCUMENT_LIMITS } from '../../src/domain/trusted-documents.service.js';
import { apiKeyModel } from '../../src/models/api-key.model.js';
import { apiKeyUsageModel } from '../../src/models/api-key-usage.model.js';
import { trustedDocumentModel } from '../../src/models/trusted-document.model.js';
import { userModel } from '../../src/models/user.model.js';

/**
 * A company's partner lists grow only as far as their limits: active API keys, revoked keys kept
 * for the record (create-and-revoke in a loop must not grow the list), and trusted documents.
 */
let connection: Connection;
const company = (): AuthContext => ({
  userId: `company-${uniqueSuffix()}`,
  userType: 'company',
  isAdmin: false,
  email: 'partner@example.com',
  scope: 'access',
});

beforeAll(async () => {
  connection = await mongoose.createConnection(process.env['MONGO_URL']!, { dbName: `auth_partner_limits_${uniqueSuffix()}`, retryWrites: false }).asPromise();
  for (const model of [apiKeyModel(connection), apiKeyUsageModel(connection), trustedDocumentModel(connection)]) await model.init();
});

afterAll(async () => {
  await connection?.dropDatabase().catch(() => undefined);
  await connection?.close();
});

const deps = () => ({ apiKeys: apiKeyModel(connection), users: userModel(connection), usage: apiKeyUsageModel(connection) });
const newKey = (n: number) => ({ name: `Key ${n}`, scopes: ['candidates:read' as const] });

describe('partner limits per company', () => {
  it(`at most ${API_KEY_LIMITS.activePerCompany} active API keys; revoking one makes room`, async () => {
    const owner = company();
    const made = [];
    for (let n = 0; n < API_KEY_LIMITS.activePerCompany; n += 1) made.push((await createApiKey(deps(), owner, newKey(n))).apiKey);
    await expect(createApiKey(deps(), owner, newKey(99))).rejects.toThrow(
      `A company may have ${API_KEY_LIMITS.activePerCompany} active API keys; revoke one first`,
    );
    await revokeApiKey(deps(), owner, made[0]!._id);
    await expect(createApiKey(deps(), owner, newKey(100))).resolves.toMatchObject({ apiKey: { name: 'Key 100' } });
    // Another company's allowance is its own.
    await expect(createApiKey(deps(), company(), newKey(1))).resolves.toMatchObject({ apiKey: { name: 'Key 1' } });
  });

  it(`creating and revoking keys in a loop keeps only the newest ${API_KEY_LIMITS.revokedKeptPerCompany} revoked ones, and their usage figures only`, async () => {
    const owner = company();
    const usage = apiKeyUsageModel(connection);
    const revokedIds: string[] = [];
    for (let n = 0; n < API_KEY_LIMITS.revokedKeptPerCompany + 15; n += 1) {
      const { apiKey } = await createApiKey(deps(), owner, newKey(n));
      await usage.create({ _id: `${apiKey._id}:2026-11-28`, keyId: apiKey._id, day: '2026-11-28', requests: n, throttled: 0 });
      await revokeApiKey(deps(), owner, apiKey._id);
      revokedIds.push(apiKey._id);
    }
    const { apiKey: live } = await createApiKey(deps(), owner, newKey(1000));

    const listed = await listApiKeys(deps(), owner);
    const revoked = listed.filter((key) => key.revokedAt);
    expect(revoked).toHaveLength(API_KEY_LIMITS.revokedKeptPerCompany);
    expect(new Set(revoked.map((key) => key._id))).toEqual(new Set(revokedIds.slice(-API_KEY_LIMITS.revokedKeptPerCompany)));
    expect(listed.filter((key) => !key.revokedAt).map((key) => key._id)).toEqual([live._id]);
    const usageKeys = new Set(
      (
        await usage
          .find({ keyId: { $in: revokedIds } }, { keyId: 1 })
          .lean<{ keyId: string }[]>()
          .exec()
      ).map((row) => row.keyId),
    );
    expect(usageKeys).toEqual(new Set(revokedIds.slice(-API_KEY_LIMITS.revokedKeptPerCompany)));
  });

  it(`at most ${TRUSTED_DOCUMENT_LIMITS.perCompany} trusted documents; registering a known one again still works at the cap`, async () => {
    const owner = company();
    const documents = trustedDocumentModel(connection);
    const body = (n: number) => `query Doc${n} { companyTokens { tokens } }`;
    for (let start = 0; start < TRUSTED_DOCUMENT_LIMITS.perCompany; start += TRUSTED_DOCUMENT_LIMITS.perRequest) {
      await registerTrustedDocuments(
        documents,
        owner,
        Array.from({ length: TRUSTED_DOCUMENT_LIMITS.perRequest }, (_, k) => body(start + k)),
      );
    }
    expect(await documents.countDocuments({ companyUserId: owner.userId }).exec()).toBe(TRUSTED_DOCUMENT_LIMITS.perCompany);
    await expect(registerTrustedDocuments(documents, owner, [body(TRUSTED_DOCUMENT_LIMITS.perCompany)])).rejects.toThrow(
      `A company may register ${TRUSTED_DOCUMENT_LIMITS.perCompany} documents; remove some first`,
    );
    await expect(registerTrustedDocuments(documents, owner, [body(0)])).resolves.toHaveLength(1);
    await expect(
      registerTrustedDocuments(
        documents,
        owner,
        Array.from({ length: TRUSTED_DOCUMENT_LIMITS.perRequest + 1 }, (_, k) => body(5000 + k)),
      ),
    ).rejects.toThrow(`Send at most ${TRUSTED_DOCUMENT_LIMITS.perRequest} documents at a time`);
    expect(await documents.countDocuments({ companyUserId: owner.userId }).exec()).toBe(TRUSTED_DOCUMENT_LIMITS.perCompany);
  });
});
