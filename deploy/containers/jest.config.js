/**
 * The container journey (deploy/containers/journeys.test.ts): `npm run test:containers`. The
 * repository's jest settings without its global setup, which would start the local (process)
 * infrastructure this test does not use: everything it talks to runs in containers.
 */
import base from '../../jest.config.js';

const { globalSetup: _setup, globalTeardown: _teardown, ...rest } = base;

export default {
  ...rest,
  rootDir: '../..',
  testMatch: ['<rootDir>/deploy/containers/**/*.test.ts'],
  testTimeout: 900_000,
};
