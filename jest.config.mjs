import nextJest from 'next/jest.js';

// Unit tests beside the code; backend tests once per database engine: PGlite always,
// PostgreSQL too when DATABASE_URL is set (CI does).
const createJestConfig = nextJest({ dir: './' });

const base = {
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
};

// Tests run as native ES modules (Jest's --experimental-vm-modules), as the code does in
// production: ESM-only packages such as jose load as they are.
const project = (config) =>
  createJestConfig({ ...base, extensionsToTreatAsEsm: ['.ts', '.tsx'], ...config })();

const backendProject = (engine) =>
  project({
    displayName: `backend:${engine}`,
    testMatch: ['<rootDir>/backend/**/*.test.ts'],
    globals: { ZSAI_TEST_ENGINE: engine },
  });

const config = {
  // PGlite starts in a few seconds on a loaded machine: hooks need more than Jest's 5 s.
  // A suite's beforeAll that seeds a few hundred companies into PGlite took over 60 s in CI's
  // two workers on two cores (assistant, person, leads-incremental), though 15 s alone.
  testTimeout: 120_000,
  globalSetup: '<rootDir>/backend/test/global-setup.mjs',
  globalTeardown: '<rootDir>/backend/test/global-teardown.mjs',
  projects: [
    await project({
      displayName: 'unit',
      testMatch: ['<rootDir>/{lib,components,scripts}/**/*.test.{ts,tsx}'],
    }),
    await backendProject('pglite'),
    ...(process.env.DATABASE_URL ? [await backendProject('postgres')] : []),
  ],
};

export default config;
