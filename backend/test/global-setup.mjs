import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// One folder per test run for what backend files share: the primed PGlite snapshot
// (backend/test/test-backend.ts). Workers start after this and inherit the variable.
export default function globalSetup() {
  process.env.ZSAI_TEST_SNAPSHOT_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-jest-'));
}
