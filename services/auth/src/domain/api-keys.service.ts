import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { API_KEY_PREFIX, API_SCOPES, badInput, conflict, notFound, type ApiScope, type AuthContext, type ResolvedApiKey } from '@hiring/service-kit';
import { API_KEY_LIMITS, API_KEY_MESSAGES } from '@hiring/contracts/vocabulary';
import type { ApiKey, ApiKeyModel } from '../models/api-key.model.js';
import type { UserModel } from '../models/user.model.js';
import type { ApiKeyUsageModel } from '../models/api-key-usage.model.js';

// docs/decisions/partner-api.md#limits. The limits and texts are the contract's: the REST facade declares the same in its request schema.
export { API_KEY_LIMITS };

const KEY_SHAPE = /^ipk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/;
const PUBLIC_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** lastUsedAt is written at most this often per key: the gateway resolves a busy key every few seconds. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface ApiKeyDeps {
  apiKeys: ApiKeyModel;
  users: UserModel;
}

export interface NewApiKey {
  name: string;
  scopes: ApiScope[];
  rateLimitPerMinute?: number | null;
  dailyUnlockLimit?: number | null;
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

function publicPart(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => PUBLIC_ALPHABET[byte % PUBLIC_ALPHABET.length]).join('');
}

function checkedInput(input: NewApiKey): Pick<ApiKey, 'name' | 'scopes' | 'rateLimitPerMinute' | 'dailyUnlockLimit'> {
  const name = input.name.trim();
  if (name.length === 0 || name.length > API_KEY_LIMITS.nameLength) throw badInput(API_KEY_MESSAGES.name);
  const scopes = [...new Set(input.scopes)];
  if (scopes.length === 0) throw badInput(API_KEY_MESSAGES.noScope);
  if (scopes.some((scope) => !API_SCOPES.includes(scope))) throw badInput(API_KEY_MESSAGES.scopes);
  const rate = input.rateLimitPerMinute ?? API_KEY_LIMITS.rateLimitPerMinute.default;
  const { min, max } = API_KEY_LIMITS.rateLimitPerMinute;
  if (!Number.isInteger(rate) || rate < min || rate > max) throw badInput(API_KEY_MESSAGES.rateLimit);
  const unlocks = input.dailyUnlockLimit ?? null;
  if (unlocks !== null && (!Number.isInteger(unlocks) || unlocks < API_KEY_LIMITS.dailyUnlockLimit.min || unlocks > API_KEY_LIMITS.dailyUnlockLimit.max)) {
    throw badInput(API_KEY_MESSAGES.dailyUnlockLimit);
  }
  return { name, scopes, rateLimitPerMinute: rate, dailyUnlockLimit: unlocks };
}

/**
 * Deletes the company's revoked keys beyond the newest `revokedKeptPerCompany`, with their usage
 * figures: creating and revoking keys in a loop must not grow the list (and the key page) without end.
 */
export async function forgetOldRevokedKeys(deps: ApiKeyDeps & { usage: ApiKeyUsageModel }, companyUserId: string): Promise<number> {
  const old = await deps.apiKeys
    .find({ companyUserId, revokedAt: { $ne: null } }, { _id: 1 })
    .sort({ revokedAt: -1, _id: -1 })
    .skip(API_KEY_LIMITS.revokedKeptPerCompany)
    .lean<{ _id: string }[]>()
    .exec();
  if (old.length === 0) return 0;
  const ids = old.map((key) => key._id);
  await deps.usage.deleteMany({ keyId: { $in: ids } }).exec();
  const removed = await deps.apiKeys.deleteMany({ _id: { $in: ids }, revokedAt: { $ne: null } }).exec();
  return removed.deletedCount;
}

/** Creates a key for the company; the secret is in the answer only, never stored. */
export async function createApiKey(
  deps: ApiKeyDeps & { usage: ApiKeyUsageModel },
  company: AuthContext,
  input: NewApiKey,
): Promise<{ apiKey: ApiKey; secret: string }> {
  const fields = checkedInput(input);
  const active = await deps.apiKeys.countDocuments({ companyUserId: company.userId, revokedAt: null }).exec();
  if (active >= API_KEY_LIMITS.activePerCompany) throw conflict(`A company may have ${API_KEY_LIMITS.activePerCompany} active API keys; revoke one first`);
  await forgetOldRevokedKeys(deps, company.userId);
  const prefix = `${API_KEY_PREFIX}${publicPart()}`;
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  const created = await deps.apiKeys.create({ _id: randomUUID(), companyUserId: company.userId, prefix, secretHash: hashApiKey(secret), ...fields });
  return { apiKey: created.toObject(), secret };
}

export function listApiKeys(deps: ApiKeyDeps, company: AuthContext): Promise<ApiKey[]> {
  return deps.apiKeys.find({ companyUserId: company.userId }).sort({ createdAt: -1 }).lean<ApiKey[]>().exec();
}

/** Revoked at once: the gateway forgets its cached verdicts when this mutation passes through it. */
export async function revokeApiKey(deps: ApiKeyDeps, company: AuthContext, id: string): Promise<ApiKey> {
  const key = await deps.apiKeys.findOne({ _id: id, companyUserId: company.userId }).lean<ApiKey>().exec();
  if (!key) throw notFound('API key not found');
  if (key.revokedAt) return key;
  const revoked = await deps.apiKeys
    .findOneAndUpdate({ _id: id, revokedAt: null }, { $set: { revokedAt: new Date() } }, { returnDocument: 'after' })
    .lean<ApiKey>()
    .exec();
  return revoked ?? key;
}

/** The key's grant, or null for an unknown, malformed or revoked key or an owner who is not a company. */
export async function resolveApiKey(deps: ApiKeyDeps, secret: string): Promise<ResolvedApiKey | null> {
  if (!KEY_SHAPE.test(secret)) return null;
  const key = await deps.apiKeys
    .findOne({ secretHash: hashApiKey(secret), revokedAt: null })
    .lean<ApiKey>()
    .exec();
  if (!key) return null;
  const owner = await deps.users.findById(key.companyUserId, { email: 1, userType: 1 }).lean<{ email: string; userType: string }>().exec();
  if (!owner || owner.userType !== 'company') return null;
  const now = Date.now();
  if (!key.lastUsedAt || now - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    // best effort: a missed write only makes "last used" a minute older
    void deps.apiKeys
      .updateOne({ _id: key._id }, { $set: { lastUsedAt: new Date(now) } })
      .exec()
      .catch(() => undefined);
  }
  return {
    keyId: key._id,
    companyUserId: key.companyUserId,
    email: owner.email,
    scopes: key.scopes,
    rateLimitPerMinute: key.rateLimitPerMinute,
    dailyUnlockLimit: key.dailyUnlockLimit,
  };
}
