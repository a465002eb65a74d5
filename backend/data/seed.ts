import type { Database } from '../db/client';
import { getMeta, setMeta } from '../db/queries/app-meta';
import type { Clock } from '../clock';
import { demoUsersStep } from './demo-users';
import { demoEnterprisesStep } from './demo-enterprises';
import { demoFollowsStep } from './demo-follows';
import { ensureDictionaries } from './dictionaries';
import { runDerive } from './derive';

export const SEED_META_KEY = 'seed';

export type SeedState = {
  companies: number;
  seededAt: string;
  seedNumber: number;
  /** Rows written per table, by the steps that report them. */
  rows?: Record<string, number>;
  durationMs?: number;
};

/** Where steps report progress (a progress bar on a terminal; nothing at start-up). */
export type SeedProgress = {
  start: (total: number) => void;
  update: (done: number) => void;
  stop: () => void;
};

export type SeedOptions = { companies: number; seedNumber?: number };

/**
 * One step of the demo-data generator. The enterprise-data issue registers the steps that
 * fill companies, people and relations; the seed hook runs them in order.
 */
export type SeedStep = {
  name: string;
  /** May return the rows it wrote per table, for the summary. */
  run: (
    db: Database,
    options: Required<SeedOptions>,
    clock: Clock,
    progress?: SeedProgress,
  ) => Promise<void | Record<string, number>>;
};

const dictionariesStep: SeedStep = { name: 'dictionaries', run: (db) => ensureDictionaries(db) };

/** Derived data (facet counts ...) from the facts just written. */
const deriveStep: SeedStep = {
  name: 'derive',
  run: async (db, _options, clock) => {
    await runDerive(db, clock);
  },
};

// Enterprises need the users for the demo follows, which come last.
const seedSteps: SeedStep[] = [
  demoUsersStep,
  dictionariesStep,
  demoEnterprisesStep,
  deriveStep,
  demoFollowsStep,
];

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
  progress?: SeedProgress,
): Promise<SeedState> {
  const resolved = { companies: options.companies, seedNumber: options.seedNumber ?? 20261121 };
  const started = performance.now();
  const rows: Record<string, number> = {};
  for (const step of seedSteps) {
    const written = await step.run(db, resolved, clock, progress);
    if (written) Object.assign(rows, written);
  }
  const state: SeedState = {
    ...resolved,
    seededAt: clock.now().toISOString(),
    rows,
    durationMs: Math.round(performance.now() - started),
  };
  await setMeta(db, SEED_META_KEY, state);
  return state;
}

/** First start on an empty database seeds it; later starts leave the data alone. */
export async function seedIfEmpty(
  db: Database,
  options: SeedOptions,
  clock: Clock,
  progress?: SeedProgress,
): Promise<SeedState | undefined> {
  if (await getSeedState(db)) return undefined;
  return seedDatabase(db, options, clock, progress);
}
