// npm run test:e2e: build if needed, then Playwright against the production server on a
// fresh temporary data directory (removed afterwards).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded, root } from './lib/build.mjs';

buildIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-e2e-'));
const env = { ...process.env, ZSAI_DATA_DIR: dataDir };
delete env.DATABASE_URL; // e2e runs the default embedded PGlite
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env },
);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
