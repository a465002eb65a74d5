import fs from 'node:fs/promises';
import path from 'node:path';
import { openPglite, openPostgres } from '../db/client';
import { createDatabase, databaseUrl } from './postgres-admin';
import { addWorldLayer, WORLDS, worldDumpName, worldTemplateName } from './worlds';

// Builds the standard test worlds once for a Jest run (backend/test/global-setup.mjs): PGlite
// dumps into ZSAI_TEST_SNAPSHOT_DIR, and with DATABASE_URL a PostgreSQL template database per
// world named for ZSAI_TEST_RUN_ID. The two engines build at the same time.

const snapshotDir = process.env.ZSAI_TEST_SNAPSHOT_DIR;
const runId = process.env.ZSAI_TEST_RUN_ID;
if (!snapshotDir || !runId)
  throw new Error('ZSAI_TEST_SNAPSHOT_DIR and ZSAI_TEST_RUN_ID are needed');

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function buildPglite(dir: string) {
  const started = performance.now();
  const handle = await openPglite('memory://');
  try {
    for (const world of WORLDS) {
      await addWorldLayer(handle, world);
      // Written aside, then renamed: a reader sees all of a dump or none.
      const file = path.join(dir, worldDumpName(world));
      await fs.writeFile(`${file}.partial`, Buffer.from(await (await handle.dump()).arrayBuffer()));
      await fs.rename(`${file}.partial`, file);
    }
  } finally {
    await handle.close();
  }
  return `PGlite ${seconds(started)}`;
}

async function buildPostgres(serverUrl: string, id: string) {
  const started = performance.now();
  let previous: string | undefined;
  for (const world of WORLDS) {
    const name = worldTemplateName(id, world);
    await createDatabase(serverUrl, name, previous);
    const handle = await openPostgres(databaseUrl(serverUrl, name), { poolSize: 2 });
    try {
      await addWorldLayer(handle, world);
    } finally {
      await handle.close();
    }
    previous = name;
  }
  return `PostgreSQL ${seconds(started)}`;
}

const serverUrl = process.env.DATABASE_URL;
const built = await Promise.all([
  buildPglite(snapshotDir),
  ...(serverUrl ? [buildPostgres(serverUrl, runId)] : []),
]);
console.log(`test worlds built (${WORLDS.join(', ')}): ${built.join(', ')}`);
