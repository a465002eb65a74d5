import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './build.mjs';

/**
 * Runs `bench` on a seeded PGlite data directory: `dataDir` when given (seeded beforehand),
 * else a temporary one seeded with `companies` and removed afterwards.
 */
export async function onSeededPglite(
  name: string,
  dataDir: string | undefined,
  companies: string,
  bench: (env: NodeJS.ProcessEnv, label: string) => Promise<void>,
): Promise<void> {
  let dir = dataDir;
  const temporary = !dir;
  if (!dir) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `zsai-bench-${name}-`));
    console.log(`seeding ${companies} companies into ${dir} (PGlite) ...`);
    spawnSync('npx', ['tsx', 'scripts/seed.ts', '--companies', companies], {
      cwd: root,
      env: pgliteEnv(dir),
      stdio: 'ignore',
    });
  }
  try {
    await bench(pgliteEnv(dir), `PGlite, ${dir}`);
  } finally {
    if (temporary) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The portal's environment on a PGlite directory (never a PostgreSQL URL from the shell). */
function pgliteEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ZSAI_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return env;
}
