/**
 * One jest run for the whole repository: unit tests beside the code, integration tests per
 * service and gateway against the real broker and database (started by the global setup when
 * MONGO_URL/KAFKA_BROKERS are not given), browser journeys in Chromium.
 */
const services = 'auth|candidate|interviews|company|billing|ingestion';

// Files run in parallel, each jest worker with its own Kafka broker (started by the global setup;
// per-worker-environment.mjs hands them out). Infrastructure given by the environment has one
// broker, so files then run in turn, unless a broker per worker is given too.
const brokersGiven = Boolean(process.env.KAFKA_BROKERS) && !process.env.HM_TEST_KAFKA_BROKERS_BY_WORKER;
const workers = Number(process.env.HM_TEST_WORKERS ?? (brokersGiven ? 1 : 3));

export default {
  testEnvironment: '<rootDir>/packages/service-kit/test-support/per-worker-environment.mjs',
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
    '^@hiring/company/search-processes$': '<rootDir>/services/company/src/domain/search/candidate-processes.ts',
    [`^@hiring/(${services})$`]: '<rootDir>/services/$1/src/index.ts',
    '^@hiring/gateway$': '<rootDir>/gateway/src/index.ts',
    // Fixtures more than one workspace uses (docs/decisions/test-kit.md).
    '^@hiring/test-kit/(.*)$': '<rootDir>/packages/test-kit/src/$1/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['<rootDir>/{packages,services,gateway,web,deploy}/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  globalSetup: '<rootDir>/packages/service-kit/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/packages/service-kit/test-support/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: workers,
  // Longest files first from recorded durations, so a clean machine does not start them last.
  testSequencer: '<rootDir>/packages/service-kit/test-support/duration-sequencer.mjs',
  // A worker that outgrew this after a file is replaced: the module registries of many files pile up.
  workerIdleMemoryLimit: '1500MB',
};
