/**
 * The web tests alone: unit tests beside the code and the Chromium tests in
 * test/e2e (against the built web/dist), without test/e2e/journeys. They need none of the server
 * infrastructure, so the root config's global setup (Kafka, FerretDB,
 * supergraph composition) is left out. Run from the repository root:
 *   node --experimental-vm-modules node_modules/jest/bin/jest.js -c web/jest.config.js
 */
import base from '../jest.config.js';

export default {
  ...base,
  rootDir: '..',
  testMatch: ['<rootDir>/web/**/*.test.ts'],
  // The journeys need the real back end: they run under the root config (see web/README.md).
  testPathIgnorePatterns: [...base.testPathIgnorePatterns, '<rootDir>/web/test/e2e/journeys/'],
  globalSetup: undefined,
  globalTeardown: undefined,
  moduleNameMapper: {
    '^@hiring/contracts/vocabulary$': '<rootDir>/packages/contracts/src/vocabulary/index.ts',
    ...base.moduleNameMapper,
  },
  maxWorkers: 3,
};
