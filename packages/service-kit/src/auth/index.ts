import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { forbidden, unauthenticated } from '../errors/index.js';
import { z } from 'zod';

export type UserType = 'candidate' | 'company';

/**
 * Who is asking. `scope` separates full sessions from the temporary registration token, which may
 * only complete registration and upload interview emails during registration.
 */
export interface AuthContext {
  userId: string;
  userType: UserType;
  isAdmin: boolean;
  email: string;
  scope: 'access' | 'registration';
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
  scope: z.enum(['access', 'registration']),
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

export function signToken(
  auth: AuthContext,
  secret: string,
  options: { expiresInSeconds: number },
): string {
  return jwt.sign(
    {
      user_type: auth.userType,
      is_admin: auth.isAdmin,
      email: auth.email,
      scope: auth.scope,
      ver: auth.tokenVersion ?? 0,
      ...(auth.sessionId ? { sid: auth.sessionId } : {}),
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
    return {
      userId: claims.sub,
      userType: claims.user_type,
      isAdmin: claims.is_admin,
      email: claims.email,
      scope: claims.scope,
      tokenVersion: claims.ver,
      ...(claims.sid ? { sessionId: claims.sid } : {}),
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

/** Either token kind; for the few operations the registration token may perform. */
export function requireRegistrationOrUser(ctx: RequestContext): AuthContext {
  if (!ctx.auth) throw unauthenticated();
  return ctx.auth;
}

/** Personal data is readable by its owner and by admins; anyone else gets nothing. */
export function isOwnerOrAdmin(ctx: RequestContext, ownerId: string): boolean {
  const auth = requireUser(ctx);
  return auth.userId === ownerId || auth.isAdmin;
}
