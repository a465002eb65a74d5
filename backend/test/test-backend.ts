import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../app';
import { testConfig, type BackendConfig } from '../config';
import { assertChineseTrigrams, openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { systemClock, type Clock } from '../clock';
import { demoUsersStep } from '../data/demo-users';
import { ensureReferenceData } from '../data/reference-data';
import { demoEnterprisesStep } from '../data/demo-enterprises';
import { demoFollowsStep } from '../data/demo-follows';

// Each backend test file gets a fresh, migrated database: in-memory PGlite, or a database
// of its own on the PostgreSQL server when the suite runs for that engine.

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  const engine = (globalThis as { ZSAI_TEST_ENGINE?: string }).ZSAI_TEST_ENGINE;
  return engine === 'postgres' ? 'postgres' : 'pglite';
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function openPostgresTestDatabase(
  serverUrl: string,
): Promise<DatabaseHandle & { url: string }> {
  const name = `zsai_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (c) =>
    c.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    ),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdmin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (testEngine() === 'postgres') {
    if (!serverUrl) throw new Error('backend:postgres tests need DATABASE_URL');
    return openPostgresTestDatabase(serverUrl);
  }
  return openPglite('memory://');
}

/**
 * A migrated PGlite holding the reference data. Its first opening in a test run dumps the data
 * directory to the run's snapshot folder (backend/test/global-setup.mjs); later ones load that
 * dump, which skips initdb, the migrations and the reference data (about 6 s a file of 86).
 */
async function openPrimedPglite(): Promise<DatabaseHandle> {
  const dir = process.env.ZSAI_TEST_SNAPSHOT_DIR;
  const file = dir ? path.join(dir, 'pglite-primed.tar') : undefined;
  const saved = file ? await fs.readFile(file).catch(() => undefined) : undefined;
  if (saved) return openPglite('memory://', { loadDataDir: new Blob([saved]) });
  const database = await openPglite('memory://');
  await database.migrate();
  await ensureReferenceData(database.db);
  if (file) {
    // Written aside, then renamed: a file opened at the same time sees all of it or none.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(partial, Buffer.from(await (await database.dump()).arrayBuffer()));
    await fs.rename(partial, file);
  }
  return database;
}

export type TestBackend = Awaited<ReturnType<typeof createTestBackend>>;

/** A migrated database and the app on top of it; call close() in afterAll. */
export async function createTestBackend(
  options: { config?: Partial<BackendConfig>; clock?: Clock } = {},
) {
  let database: DatabaseHandle & { url?: string };
  if (testEngine() === 'pglite') {
    database = await openPrimedPglite();
  } else {
    database = await openTestDatabase();
    await database.migrate();
    await ensureReferenceData(database.db);
  }
  await assertChineseTrigrams(database.db);
  const config = testConfig({
    ...(database.url ? { databaseUrl: database.url } : {}),
    ...options.config,
  });
  const app = createApp({ db: database.db, config, clock: options.clock });
  return { app, db: database.db, config, close: database.close };
}

/** A test backend with development endpoints on and the demo users seeded. */
export async function createSeededTestBackend(
  options: { config?: Partial<BackendConfig>; clock?: Clock } = {},
) {
  const backend = await createTestBackend({
    ...options,
    config: { devEndpoints: true, ...options.config },
  });
  await demoUsersStep.run(
    backend.db,
    { companies: 0, seedNumber: 1 },
    options.clock ?? systemClock,
  );
  return backend;
}

/** The fixed "now" of enterprise test data, so dates and dynamics are the same every run. */
export const ENTERPRISE_TEST_NOW = new Date('2026-11-21T08:00:00Z');

/**
 * A seeded test backend plus a small demo enterprise dataset (default 200 companies) and
 * the demo users' follows, for tests that read enterprises, relations or dynamics.
 */
export async function createEnterpriseTestBackend(
  options: { companies?: number; seedNumber?: number; config?: Partial<BackendConfig> } = {},
) {
  const clock: Clock = { now: () => ENTERPRISE_TEST_NOW };
  const backend = await createSeededTestBackend({ config: options.config, clock });
  const seed = { companies: options.companies ?? 200, seedNumber: options.seedNumber ?? 1 };
  await demoEnterprisesStep.run(backend.db, seed, clock);
  await demoFollowsStep.run(backend.db, seed, clock);
  return { ...backend, clock };
}
