import fs from 'node:fs';
import pg from 'pg';

// The run's dumps and template databases go with it (backend/test/global-setup.mjs).
export default async function globalTeardown() {
  const dir = process.env.ZSAI_TEST_SNAPSHOT_DIR;
  const runId = process.env.ZSAI_TEST_RUN_ID;
  if (!dir) return;
  fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.ZSAI_TEST_SNAPSHOT_DIR;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !runId) return;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select datname from pg_database where datname like $1', [
      `zsai_tpl_${runId}_%`,
    ]);
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
