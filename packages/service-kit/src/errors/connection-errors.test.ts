import { describe, expect, it } from '@jest/globals';
import { isConnectionError } from './index.js';

describe('isConnectionError', () => {
  const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

  it('recognises an unreachable database or service, also as the cause of another error', () => {
    expect(isConnectionError(named('MongoServerSelectionError', 'connect ECONNREFUSED 127.0.0.1:27017'))).toBe(true);
    expect(isConnectionError(named('MongoNetworkError'))).toBe(true);
    expect(isConnectionError(new Error('Operation `users.findOne()` buffering timed out after 10000ms'))).toBe(true);
    expect(isConnectionError(new Error('request failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:4003') }))).toBe(true);
  });

  it('leaves everything else alone: a bug stays a 500, a duplicate key stays a duplicate', () => {
    expect(isConnectionError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isConnectionError(Object.assign(named('MongoServerError', 'E11000 duplicate key error'), { code: 11000 }))).toBe(false);
    expect(isConnectionError('ECONNREFUSED')).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});
