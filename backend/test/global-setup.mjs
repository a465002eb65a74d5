import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Once per Jest run, before any database test file: the standard test worlds
// (backend/test/worlds.ts), as PGlite dumps in a folder of the run and, with DATABASE_URL,
// PostgreSQL template databases. Both database projects name this setup; the first builds.
// Workers start after this and inherit the variables.
export default function globalSetup() {
  if (process.env.ZSAI_TEST_SNAPSHOT_DIR) return;
  process.env.ZSAI_TEST_SNAPSHOT_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-jest-'));
  process.env.ZSAI_TEST_RUN_ID = `${process.pid}_${Date.now().toString(36)}`;
  const built = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.resolve('backend/test/build-worlds.ts')],
    { stdio: 'inherit', env: process.env },
  );
  if (built.status !== 0) throw new Error('building the test worlds failed');
}
