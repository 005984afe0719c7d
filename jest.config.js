/**
 * One jest run for the whole repository: unit tests beside the code, integration tests per
 * service and gateway against the real broker and database (started by the global setup when
 * MONGO_URL/KAFKA_BROKERS are not given), browser journeys in Chromium.
 */
const services = 'auth|candidate|interviews|company|billing|ingestion';

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.test.json' }],
  },
  moduleNameMapper: {
    '^@hiring/contracts$': '<rootDir>/packages/contracts/src/index.ts',
    '^@hiring/contracts/vocabulary$': '<rootDir>/packages/contracts/src/vocabulary/index.ts',
    '^@hiring/contracts/domains$': '<rootDir>/packages/contracts/src/domains/index.ts',
    '^@hiring/extraction$': '<rootDir>/packages/extraction/src/index.ts',
    '^@hiring/extraction/(.*)$': '<rootDir>/packages/extraction/src/$1/index.ts',
    '^@hiring/service-kit$': '<rootDir>/packages/service-kit/src/index.ts',
    '^@hiring/service-kit/(.*)$': '<rootDir>/packages/service-kit/src/$1/index.ts',
    [`^@hiring/(${services})$`]: '<rootDir>/services/$1/src/index.ts',
    '^@hiring/gateway$': '<rootDir>/gateway/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/{packages,services,gateway,web,deploy}/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  globalSetup: '<rootDir>/packages/service-kit/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/packages/service-kit/test-support/global-teardown.ts',
  testTimeout: 60_000,
  // One file at a time. Every test file's services share the one broker, and a service consumes
  // whatever is on its topics: two files running together answer each other's events from their
  // own databases (an ingested email, say, gets two outcomes), which made results depend on
  // timing. Serially a file only sees its own events; the run takes about 15 minutes.
  maxWorkers: 1,
};
