import { describe, expect, it } from '@jest/globals';
import { isConnectionError, retryWhileUnreachable } from './index.js';

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

describe('retryWhileUnreachable', () => {
  const unreachable = () => Object.assign(new Error('connection closed'), { name: 'MongoNetworkError' });
  const noWait = async () => undefined;

  it('runs the write again while the database cannot be reached, then returns its result', async () => {
    let calls = 0;
    const result = await retryWhileUnreachable(
      async () => {
        calls += 1;
        if (calls < 4) throw unreachable();
        return 'recorded';
      },
      { sleep: noWait },
    );
    expect(result).toBe('recorded');
    expect(calls).toBe(4);
  });

  it('throws any other error at once, and a connection error once the limit is reached', async () => {
    let calls = 0;
    await expect(
      retryWhileUnreachable(
        async () => {
          calls += 1;
          throw new TypeError('a bug');
        },
        { sleep: noWait },
      ),
    ).rejects.toThrow('a bug');
    expect(calls).toBe(1);
    await expect(
      retryWhileUnreachable(
        async () => {
          throw unreachable();
        },
        { limitMs: 0, sleep: noWait },
      ),
    ).rejects.toThrow('connection closed');
  });
});
