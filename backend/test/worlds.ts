import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/client';
import { demoEnterprisesStep } from '../data/demo-enterprises';
import { demoFollowsStep } from '../data/demo-follows';
import { demoUsersStep } from '../data/demo-users';
import { runDerive } from '../data/derive';
import { ensureReferenceData } from '../data/reference-data';

// The standard worlds of backend tests, each the one before it plus a layer. A Jest run builds
// them once (backend/test/build-worlds.ts, from global setup) and every database test file
// starts from a copy: a PGlite dump, or a PostgreSQL database made from a template.

export const WORLDS = ['primed', 'users', 'enterprises'] as const;
/**
 * - primed: migrated, with the reference data (regions, industries, chains);
 * - users: plus the demo users;
 * - enterprises: plus the standard demo enterprises, the demo users' follows, and every
 *   derive step run over them.
 */
export type TestWorld = (typeof WORLDS)[number];

/** The fixed "now" of enterprise test data, so dates and dynamics are the same every run. */
export const ENTERPRISE_TEST_NOW = new Date('2026-11-21T08:00:00Z');
export const enterpriseTestClock: Clock = { now: () => ENTERPRISE_TEST_NOW };

/** The standard enterprise world: 300 demo companies of seed 1. */
export const STANDARD_ENTERPRISES = { companies: 300, seedNumber: 1 } as const;

/** Adds `world`'s own layer to a database holding the world before it (or none). */
export async function addWorldLayer(handle: DatabaseHandle, world: TestWorld): Promise<void> {
  const db = handle.db;
  switch (world) {
    case 'primed':
      await handle.migrate();
      await ensureReferenceData(db);
      return;
    case 'users':
      await demoUsersStep.run(db, { companies: 0, seedNumber: 1 }, enterpriseTestClock);
      return;
    case 'enterprises':
      await demoEnterprisesStep.run(db, STANDARD_ENTERPRISES, enterpriseTestClock);
      await demoFollowsStep.run(db, STANDARD_ENTERPRISES, enterpriseTestClock);
      await runDerive(db, enterpriseTestClock);
      return;
  }
}

/** Builds `world` from an empty database, layer by layer. */
export async function buildWorld(handle: DatabaseHandle, world: TestWorld): Promise<void> {
  for (const layer of WORLDS.slice(0, WORLDS.indexOf(world) + 1)) {
    await addWorldLayer(handle, layer);
  }
}

/** The PGlite dump of a world in the run's snapshot folder. */
export const worldDumpName = (world: TestWorld) => `pglite-${world}.tar`;

/** The PostgreSQL template database of a world for the run `runId`. */
export const worldTemplateName = (runId: string, world: TestWorld) => `zsai_tpl_${runId}_${world}`;
