import { describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { authFromHeader, requireAdmin, requireCandidate, requireCompany, requireUser, signToken, verifyToken, type AuthContext } from './index.js';

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
    const expired = jwt.sign({ user_type: 'candidate', email: 'a@b.test', scope: 'access', exp: Math.floor(Date.now() / 1000) - 10 }, SECRET, { subject: 'u1', issuer: 'hiring-marketplace' });
    expect(verifyToken(expired, SECRET)).toBeNull();
    const foreign = jwt.sign({ user_type: 'candidate', email: 'a@b.test', scope: 'access' }, SECRET, { subject: 'u1', issuer: 'someone-else' });
    expect(verifyToken(foreign, SECRET)).toBeNull();
    const none = jwt.sign({ user_type: 'candidate', email: 'a@b.test', scope: 'access' }, '', { subject: 'u1', issuer: 'hiring-marketplace', algorithm: 'none' });
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
