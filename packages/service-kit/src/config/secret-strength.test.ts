import { describe, expect, it } from '@jest/globals';
import { TEST_JWT_SECRET } from '../testing/index.js';
import { secretProblem } from './secret-strength.js';
import { baseServiceConfig, loadConfig } from './index.js';

describe('secretProblem', () => {
  it.each([
    ['the old compose default', 'change-me-in-production-please-32chars'],
    ['the old k8s example', 'replace-with-at-least-32-random-characters'],
    ['changeme padded', 'changeme-changeme-changeme-changeme'],
    ['a repeated word', 'secretsecretsecretsecretsecretsecret'],
    ['a repeated word with digits', 'password123password123password123'],
    ['one character', 'x'.repeat(40)],
    ['two characters', 'ab'.repeat(20)],
    ['an alphabet run', 'abcdefghijklmnopqrstuvwxyz0123456789'],
    ['a hex run', '0123456789abcdef0123456789abcdef'],
    ['a sentence', 'my-super-secret-jwt-key-for-prod'],
    ['too short', 'Zq8#kP2$wL9!'],
  ])('refuses %s', (_what, value) => {
    expect(secretProblem(value)).not.toBeNull();
  });

  it.each([
    ['openssl rand -hex 32', 'f6616a35be9b9344b133aab6e2946630905078096a176c711deba60b553bd60d'],
    ['48 random bytes, base64url (the local runner)', 'kX3v9dQ0yPz_7LrA2mWbN8cT5eHjF1uGs4oRiKqVnYtDwE6xZ-pBlMaSgCfUhO0I'],
    ['the test secret', TEST_JWT_SECRET],
  ])('accepts %s', (_what, value) => {
    expect(secretProblem(value)).toBeNull();
  });

  it('stops a service from loading a placeholder JWT_SECRET, naming the variable', () => {
    const shape = baseServiceConfig({ port: 4100, database: 'hm_test' });
    expect(() => loadConfig('test', shape, { JWT_SECRET: 'change-me-in-production-please-32chars' })).toThrow(/JWT_SECRET: is a placeholder/);
    expect(loadConfig('test', shape, { JWT_SECRET: TEST_JWT_SECRET }).JWT_SECRET).toBe(TEST_JWT_SECRET);
  });
});
