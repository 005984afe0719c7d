import { describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import {
  authFromHeader,
  requireAdmin,
  requireCandidate,
  requireCompany,
  requireCompanyScope,
  requireRegistrationOrUser,
  requireUser,
  signToken,
  verifyToken,
  type AuthContext,
} from './index.js';

const SECRET = 's'.repeat(40);
const candidate: AuthContext = { userId: 'u1', userType: 'candidate', isAdmin: false, email: 'a@b.test', scope: 'access' };

describe('auth context', () => {
  it('round-trips the claims of a signed token', () => {
    const token = signToken(candidate, SECRET, { expiresInSeconds: 60 });
    expect(verifyToken(token, SECRET)).toEqual({ ...candidate, tokenVersion: 0 });
    expect(authFromHeader(`Bearer ${token}`, SECRET)).toEqual({ ...candidate, tokenVersion: 0 });
  });

  it('carries the token version and session id (password changes end older sessions)', () => {
    const token = signToken({ ...candidate, tokenVersion: 3, sessionId: 's-1' }, SECRET, { expiresInSeconds: 60 });
    expect(verifyToken(token, SECRET)).toMatchObject({ tokenVersion: 3, sessionId: 's-1' });
  });

  it('rejects a wrong secret, an expired token, a foreign issuer and garbage', () => {
    const token = signToken(candidate, SECRET, { expiresInSeconds: 60 });
    expect(verifyToken(token, 'o'.repeat(40))).toBeNull();
    const expired = jwt.sign({ user_type: 'candidate', email: 'a@b.test', scope: 'access', exp: Math.floor(Date.now() / 1000) - 10 }, SECRET, {
      subject: 'u1',
      issuer: 'hiring-marketplace',
    });
    expect(verifyToken(expired, SECRET)).toBeNull();
    const foreign = jwt.sign({ user_type: 'candidate', email: 'a@b.test', scope: 'access' }, SECRET, { subject: 'u1', issuer: 'someone-else' });
    expect(verifyToken(foreign, SECRET)).toBeNull();
    const none = jwt.sign({ user_type: 'candidate', email: 'a@b.test', scope: 'access' }, '', {
      subject: 'u1',
      issuer: 'hiring-marketplace',
      algorithm: 'none',
    });
    expect(verifyToken(none, SECRET)).toBeNull();
    expect(authFromHeader('Basic abc', SECRET)).toBeNull();
    expect(authFromHeader(undefined, SECRET)).toBeNull();
  });

  it('guards by session kind, user type and admin flag', () => {
    const ctx = (auth: AuthContext | null) => ({ auth, correlationId: 'c' });
    expect(() => requireUser(ctx(null))).toThrow('Authentication required');
    expect(() => requireUser(ctx({ ...candidate, scope: 'registration' }))).toThrow('Authentication required');
    expect(requireCandidate(ctx(candidate)).userId).toBe('u1');
    expect(() => requireCompany(ctx(candidate))).toThrow('Only companies can do this');
    expect(() => requireAdmin(ctx(candidate))).toThrow('Admin access required');
    expect(requireAdmin(ctx({ ...candidate, isAdmin: true })).isAdmin).toBe(true);
  });
});

describe('partner tokens (API keys, docs/decisions/partner-api.md)', () => {
  const SECRET = 'partner-test-secret-0123456789abcdef0123456789';
  const partner: AuthContext = {
    userId: 'company-1',
    userType: 'company',
    isAdmin: false,
    email: 'hr@acme.test',
    scope: 'partner',
    apiKey: { keyId: 'key-1', scopes: ['candidates:read'], dailyUnlockLimit: 5 },
  };

  it('carry the key id, scopes and ceiling through signing and verification', () => {
    const auth = verifyToken(signToken(partner, SECRET, { expiresInSeconds: 60 }), SECRET);
    expect(auth).toMatchObject({ scope: 'partner', userId: 'company-1', apiKey: { keyId: 'key-1', scopes: ['candidates:read'], dailyUnlockLimit: 5 } });
  });

  it('are refused without their key, with an unknown scope, or for a candidate', () => {
    const sign = (claims: Record<string, unknown>) =>
      jwt.sign({ user_type: 'company', is_admin: false, email: 'x@y.test', scope: 'partner', ...claims }, SECRET, {
        algorithm: 'HS256',
        subject: 'c',
        issuer: 'hiring-marketplace',
        expiresIn: 60,
      });
    expect(verifyToken(sign({ scp: ['candidates:read'] }), SECRET)).toBeNull();
    expect(verifyToken(sign({ kid: 'k' }), SECRET)).toBeNull();
    expect(verifyToken(sign({ kid: 'k', scp: ['everything'] }), SECRET)).toBeNull();
    expect(verifyToken(sign({ kid: 'k', scp: ['candidates:read'], user_type: 'candidate' }), SECRET)).toBeNull();
  });

  it('pass requireCompanyScope only with the scope, and never the person-only guards', () => {
    const ctx = { auth: partner, correlationId: 'c' };
    expect(requireCompanyScope(ctx, 'candidates:read').userId).toBe('company-1');
    expect(() => requireCompanyScope(ctx, 'candidates:unlock')).toThrow('This API key lacks the candidates:unlock scope');
    expect(() => requireUser(ctx)).toThrow('Authentication required');
    expect(() => requireCompany(ctx)).toThrow('Authentication required');
    expect(() => requireRegistrationOrUser(ctx)).toThrow('Authentication required');
    // a person's company session holds every scope
    const person = { auth: { ...partner, scope: 'access' as const, apiKey: undefined }, correlationId: 'c' };
    expect(requireCompanyScope(person, 'webhooks:manage').userId).toBe('company-1');
  });
});
