import { describe, expect, it } from '@jest/globals';
import { TEST_JWT_SECRET } from '../testing/index.js';
import { baseServiceConfig, ConfigError, loadConfig } from './index.js';

const shape = baseServiceConfig({ port: 4100, database: 'hm_test' });

describe('loadConfig', () => {
  it('applies defaults and parses lists', () => {
    const config = loadConfig('test', shape, { JWT_SECRET: TEST_JWT_SECRET, KAFKA_BROKERS: 'a:1, b:2' });
    expect(config).toMatchObject({ PORT: 4100, MONGO_DB: 'hm_test', KAFKA_BROKERS: ['a:1', 'b:2'], LOG_LEVEL: 'info' });
  });

  it('names every invalid variable in one error', () => {
    let caught: unknown;
    try {
      loadConfig('test', shape, { PORT: 'eighty', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    expect(message).toContain('Invalid configuration for test');
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/LOG_LEVEL/);
    expect(message).toMatch(/JWT_SECRET/);
  });

  it('treats empty strings as unset (compose pass-through of unset variables)', () => {
    const config = loadConfig('test', shape, { JWT_SECRET: TEST_JWT_SECRET, MONGO_DB: '' });
    expect(config.MONGO_DB).toBe('hm_test');
  });
});
