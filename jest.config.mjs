import fs from 'node:fs';
import path from 'node:path';
import nextJest from 'next/jest.js';

// Unit tests beside the code. Backend tests by what they need: the files that open no
// database run once (project `backend`); the database files once per engine, PGlite always
// and PostgreSQL too when DATABASE_URL is set (CI does). docs/testing.md tells which is which.
const createJestConfig = nextJest({ dir: './' });

const base = {
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
  // Plain ES modules of ours (lib/net) run as Node runs them, untranspiled.
  transformIgnorePatterns: ['/node_modules/', '\\.mjs$'],
};

// Tests run as native ES modules (Jest's --experimental-vm-modules), as the code does in
// production: ESM-only packages such as jose load as they are.
const project = (config) =>
  createJestConfig({ ...base, extensionsToTreatAsEsm: ['.ts', '.tsx'], ...config })();

/** Backend test files, relative to the root, split by whether they open a database. */
function backendTestFiles() {
  const files = fs
    .readdirSync('backend', { recursive: true })
    .map((file) => path.join('backend', String(file)))
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
  // A database is opened only through backend/test/test-backend.ts or db/client's openers.
  const opensDatabase = /test\/test-backend'|\bopenPglite\b|\bopenPostgres\b/;
  const split = { database: [], plain: [] };
  for (const file of files) {
    split[opensDatabase.test(fs.readFileSync(file, 'utf8')) ? 'database' : 'plain'].push(file);
  }
  return split;
}
const backendFiles = backendTestFiles();
const match = (files) => files.map((file) => `<rootDir>/${file}`);

const databaseProject = (engine) =>
  project({
    displayName: `backend:${engine}`,
    testMatch: match(backendFiles.database),
    globals: { ZSAI_TEST_ENGINE: engine },
    // The standard test worlds, built once per run (backend/test/worlds.ts).
    globalSetup: '<rootDir>/backend/test/global-setup.mjs',
    globalTeardown: '<rootDir>/backend/test/global-teardown.mjs',
  });

const config = {
  // A worker that has grown past this after a file is replaced by a fresh one. Each file loads
  // the whole backend and a PGlite (WebAssembly memory) anew; a worker that kept them all
  // spent the end of the run collecting garbage (files 3 to 10 times slower than alone).
  workerIdleMemoryLimit: '1GB',
  // PGlite starts in a few seconds on a loaded machine: hooks need more than Jest's 5 s.
  // A suite's beforeAll that seeds a few hundred companies into PGlite took over 60 s in CI's
  // two workers on two cores (assistant, person, leads-incremental), though 15 s alone.
  testTimeout: 120_000,
  projects: [
    await project({
      displayName: 'unit',
      testMatch: ['<rootDir>/{lib,components,scripts}/**/*.test.{ts,tsx}'],
    }),
    await project({ displayName: 'backend', testMatch: match(backendFiles.plain) }),
    await databaseProject('pglite'),
    ...(process.env.DATABASE_URL ? [await databaseProject('postgres')] : []),
  ],
};

export default config;
