import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { forbidden, unauthenticated } from '../errors/index.js';
import { z } from 'zod';
import { API_SCOPES, type ApiScope } from '@hiring/contracts/vocabulary';

export type UserType = 'candidate' | 'company';

export { API_SCOPES, type ApiScope };

/** What the auth service answers the gateway for a key (POST /internal/api-keys/resolve). */
export interface ResolvedApiKey {
  keyId: string;
  companyUserId: string;
  email: string;
  scopes: ApiScope[];
  rateLimitPerMinute: number;
  dailyUnlockLimit: number | null;
}

/** How an API key starts (`ipk_<8 public characters>_<secret>`): the gateway tells keys from session tokens by it. */
export const API_KEY_PREFIX = 'ipk_';

/** The key behind a partner token: its id (unlocks are counted per key) and the company's daily unlock ceiling for it. */
export interface ApiKeyGrant {
  keyId: string;
  scopes: ApiScope[];
  /** Unlocks this key may make per UTC day; null: no ceiling but the balance. */
  dailyUnlockLimit: number | null;
}

/**
 * Who is asking. `scope` separates full sessions from the temporary registration token, which may
 * only complete registration and upload interview emails during registration, and from a partner
 * token: the gateway's short-lived stand-in for a company's API key, limited to its scopes.
 */
export interface AuthContext {
  userId: string;
  userType: UserType;
  isAdmin: boolean;
  email: string;
  scope: 'access' | 'registration' | 'partner';
  /** Partner tokens only: the API key and what it may do. */
  apiKey?: ApiKeyGrant;
  /**
   * The account's token version when the token was issued: a password change or reset raises it,
   * and the gateway refuses tokens of an older version (docs/decisions/security-defaults.md).
   */
  tokenVersion?: number;
  /** Random per sign-in, so the session that changes the password can be the one kept. */
  sessionId?: string;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  user_type: z.enum(['candidate', 'company']),
  is_admin: z.boolean().default(false),
  email: z.string(),
  scope: z.enum(['access', 'registration', 'partner']),
  kid: z.string().min(1).optional(),
  scp: z.array(z.enum(API_SCOPES)).optional(),
  ulim: z.number().int().min(0).nullable().optional(),
  // Tokens issued before versions existed carry none: version 0.
  ver: z.number().int().min(0).default(0),
  sid: z.string().min(1).optional(),
});

const ISSUER = 'hiring-marketplace';
const ALGORITHM = 'HS256';

/**
 * Given a string, jsonwebtoken builds a key object on every call, which profiling showed as a
 * large share of a request's CPU; the key of a secret is built once (a process has one or two).
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    if (keys.size >= 16) keys.clear();
    keys.set(secret, key);
  }
  return key;
}

export function signToken(auth: AuthContext, secret: string, options: { expiresInSeconds: number }): string {
  return jwt.sign(
    {
      user_type: auth.userType,
      is_admin: auth.isAdmin,
      email: auth.email,
      scope: auth.scope,
      ver: auth.tokenVersion ?? 0,
      ...(auth.sessionId ? { sid: auth.sessionId } : {}),
      ...(auth.apiKey ? { kid: auth.apiKey.keyId, scp: auth.apiKey.scopes, ulim: auth.apiKey.dailyUnlockLimit } : {}),
    },
    keyOf(secret),
    { algorithm: ALGORITHM, subject: auth.userId, issuer: ISSUER, expiresIn: options.expiresInSeconds },
  );
}

/** Returns the caller, or null for a missing, expired, tampered or malformed token. */
export function verifyToken(token: string, secret: string): AuthContext | null {
  try {
    const decoded = jwt.verify(token, keyOf(secret), { algorithms: [ALGORITHM], issuer: ISSUER });
    const claims = claimsSchema.parse(decoded);
    let apiKey: ApiKeyGrant | undefined;
    if (claims.scope === 'partner') {
      // a partner token without its key, or not a company's, is not one
      if (!claims.kid || !claims.scp || claims.user_type !== 'company') return null;
      apiKey = { keyId: claims.kid, scopes: claims.scp, dailyUnlockLimit: claims.ulim ?? null };
    }
    return {
      userId: claims.sub,
      userType: claims.user_type,
      isAdmin: claims.is_admin,
      email: claims.email,
      scope: claims.scope,
      tokenVersion: claims.ver,
      ...(claims.sid ? { sessionId: claims.sid } : {}),
      ...(apiKey ? { apiKey } : {}),
    };
  } catch {
    return null;
  }
}

export function authFromHeader(header: string | undefined, secret: string): AuthContext | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S.*)$/i.exec(header.trim());
  return match ? verifyToken(match[1]!, secret) : null;
}

export interface RequestContext {
  auth: AuthContext | null;
  correlationId: string;
  /** The end user's address as the gateway saw it (rate limits key on it); absent in unit tests. */
  clientIp?: string;
}

/** A full session (not the temporary registration token). */
export function requireUser(ctx: RequestContext): AuthContext {
  if (!ctx.auth || ctx.auth.scope !== 'access') throw unauthenticated();
  return ctx.auth;
}

export function requireCandidate(ctx: RequestContext): AuthContext {
  const auth = requireUser(ctx);
  if (auth.userType !== 'candidate') throw forbidden('Only candidates can do this');
  return auth;
}

export function requireCompany(ctx: RequestContext): AuthContext {
  const auth = requireUser(ctx);
  if (auth.userType !== 'company') throw forbidden('Only companies can do this');
  return auth;
}

export function requireAdmin(ctx: RequestContext): AuthContext {
  const auth = requireUser(ctx);
  if (!auth.isAdmin) throw forbidden('Admin access required');
  return auth;
}

/** A person's token of either kind (not a partner's); for the few operations the registration token may perform. */
export function requireRegistrationOrUser(ctx: RequestContext): AuthContext {
  if (!ctx.auth || ctx.auth.scope === 'partner') throw unauthenticated();
  return ctx.auth;
}

/**
 * A company acting through a person's session (every scope) or through an API key that holds
 * `scope`. The operations a partner may call use this instead of requireCompany.
 */
export function requireCompanyScope(ctx: RequestContext, scope: ApiScope): AuthContext {
  if (ctx.auth?.scope === 'partner') {
    if (!ctx.auth.apiKey?.scopes.includes(scope)) throw forbidden(`This API key lacks the ${scope} scope`);
    return ctx.auth;
  }
  return requireCompany(ctx);
}

/** Personal data is readable by its owner and by admins; anyone else gets nothing. */
export function isOwnerOrAdmin(ctx: RequestContext, ownerId: string): boolean {
  const auth = requireUser(ctx);
  return auth.userId === ownerId || auth.isAdmin;
}
