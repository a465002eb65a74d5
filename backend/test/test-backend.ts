import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../app';
import { testConfig, type BackendConfig } from '../config';
import { assertChineseTrigrams, openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import type { Clock } from '../clock';
import { demoEnterprisesStep } from '../data/demo-enterprises';
import { demoFollowsStep } from '../data/demo-follows';
import { createDatabase, databaseUrl, dropDatabase } from './postgres-admin';
import {
  buildWorld,
  enterpriseTestClock,
  STANDARD_ENTERPRISES,
  worldDumpName,
  worldTemplateName,
  type TestWorld,
} from './worlds';

// Each backend test file gets a database of its own, a copy of one of the standard worlds
// (backend/test/worlds.ts) built once per run: in-memory PGlite loaded from the world's dump,
// or a database on the PostgreSQL server made from the world's template.

export { ENTERPRISE_TEST_NOW } from './worlds';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  const engine = (globalThis as { ZSAI_TEST_ENGINE?: string }).ZSAI_TEST_ENGINE;
  return engine === 'postgres' ? 'postgres' : 'pglite';
}

/** An empty database of its own on the PostgreSQL server (or a copy of `template`). */
async function openPostgresTestDatabase(
  serverUrl: string,
  template?: string,
): Promise<DatabaseHandle & { url: string }> {
  const name = `zsai_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await createDatabase(serverUrl, name, template);
  const url = databaseUrl(serverUrl, name);
  const handle = await openPostgres(url);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** An empty, unmigrated database of the file's engine. */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (testEngine() === 'postgres') {
    if (!serverUrl) throw new Error('backend:postgres tests need DATABASE_URL');
    return openPostgresTestDatabase(serverUrl);
  }
  return openPglite('memory://');
}

/**
 * A copy of `world`: from the run's dump or template when global setup built them, else built
 * here (a file run outside Jest's configured run).
 */
async function openWorld(world: TestWorld): Promise<DatabaseHandle & { url?: string }> {
  const dir = process.env.ZSAI_TEST_SNAPSHOT_DIR;
  const runId = process.env.ZSAI_TEST_RUN_ID;
  if (testEngine() === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('backend:postgres tests need DATABASE_URL');
    if (runId) return openPostgresTestDatabase(serverUrl, worldTemplateName(runId, world));
  } else {
    const saved = dir
      ? await fs.readFile(path.join(dir, worldDumpName(world))).catch(() => undefined)
      : undefined;
    if (saved) return openPglite('memory://', { loadDataDir: new Blob([saved]) });
  }
  const database = await openTestDatabase();
  await buildWorld(database, world);
  return database;
}

export type TestBackend = Awaited<ReturnType<typeof createTestBackend>>;

/** A copy of `world` and the app on top of it; call close() in afterAll. */
async function openTestBackend(
  world: TestWorld,
  options: { config?: Partial<BackendConfig>; clock?: Clock },
) {
  const database = await openWorld(world);
  await assertChineseTrigrams(database.db);
  const config = testConfig({
    ...(database.url ? { databaseUrl: database.url } : {}),
    ...options.config,
  });
  const app = createApp({ db: database.db, config, clock: options.clock });
  return { app, db: database.db, config, close: database.close };
}

/** A migrated database with the reference data, and the app; call close() in afterAll. */
export function createTestBackend(
  options: { config?: Partial<BackendConfig>; clock?: Clock } = {},
) {
  return openTestBackend('primed', options);
}

/** A test backend with development endpoints on and the demo users seeded. */
export async function createSeededTestBackend(
  options: { config?: Partial<BackendConfig>; clock?: Clock } = {},
) {
  const backend = await openTestBackend('users', {
    ...options,
    config: { devEndpoints: true, ...options.config },
  });
  // The demo users are created at the file's "now", as a seed on its clock would.
  const now = (options.clock?.now() ?? new Date()).toISOString();
  await backend.db.execute(sql`update users set created_at = ${now}, updated_at = ${now}`);
  return backend;
}

/**
 * A seeded test backend with demo enterprises and the demo users' follows, dated from
 * ENTERPRISE_TEST_NOW, for tests that read enterprises, relations or dynamics. Without a size:
 * the standard world (300 companies of seed 1) with every derive step run. With one: that
 * many companies generated for the file, nothing derived.
 */
export async function createEnterpriseTestBackend(
  options: { companies?: number; seedNumber?: number; config?: Partial<BackendConfig> } = {},
) {
  const clock = enterpriseTestClock;
  const config = { devEndpoints: true, ...options.config };
  const special = options.companies !== undefined || options.seedNumber !== undefined;
  if (!special) return { ...(await openTestBackend('enterprises', { config, clock })), clock };
  const backend = await createSeededTestBackend({ config: options.config, clock });
  const seed = {
    companies: options.companies ?? STANDARD_ENTERPRISES.companies,
    seedNumber: options.seedNumber ?? STANDARD_ENTERPRISES.seedNumber,
  };
  await demoEnterprisesStep.run(backend.db, seed, clock);
  await demoFollowsStep.run(backend.db, seed, clock);
  return { ...backend, clock };
}
