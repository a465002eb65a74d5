import fs from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.ZSAI_TEST_SNAPSHOT_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
