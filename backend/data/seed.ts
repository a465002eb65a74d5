import type { Database } from '../db/client';
import { getMeta, setMeta } from '../db/queries/app-meta';
import type { Clock } from '../clock';
import { demoUsersStep } from './demo-users';

export const SEED_META_KEY = 'seed';

export type SeedState = { companies: number; seededAt: string; seedNumber: number };

export type SeedOptions = { companies: number; seedNumber?: number };

/**
 * One step of the demo-data generator. The enterprise-data issue registers the steps that
 * fill companies, people and relations; the seed hook runs them in order.
 */
export type SeedStep = {
  name: string;
  run: (db: Database, options: Required<SeedOptions>, clock: Clock) => Promise<void>;
};

const seedSteps: SeedStep[] = [demoUsersStep];

export function registerSeedStep(step: SeedStep): void {
  if (!seedSteps.some((s) => s.name === step.name)) seedSteps.push(step);
}

export function getSeedState(db: Database): Promise<SeedState | undefined> {
  return getMeta<SeedState>(db, SEED_META_KEY);
}

/** Runs every registered step and records what was seeded, so a restart does not seed again. */
export async function seedDatabase(
  db: Database,
  options: SeedOptions,
  clock: Clock,
): Promise<SeedState> {
  const resolved = { companies: options.companies, seedNumber: options.seedNumber ?? 20261121 };
  for (const step of seedSteps) await step.run(db, resolved, clock);
  const state: SeedState = { ...resolved, seededAt: clock.now().toISOString() };
  await setMeta(db, SEED_META_KEY, state);
  return state;
}

/** First start on an empty database seeds it; later starts leave the data alone. */
export async function seedIfEmpty(
  db: Database,
  options: SeedOptions,
  clock: Clock,
): Promise<SeedState | undefined> {
  if (await getSeedState(db)) return undefined;
  return seedDatabase(db, options, clock);
}
