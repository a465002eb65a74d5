import type { BackendConfig } from './config';
import { clockFor, type Clock } from './clock';
import { createLogger, type Logger } from './logger';
import { assertChineseTrigrams, openDatabase, type DatabaseHandle } from './db/client';
import { seedIfEmpty, type SeedProgress } from './data/seed';
import { ensureDemoPolicies } from './data/demo-policies';
import { deriveIfNever } from './data/derive';
import { ensureReferenceData } from './data/reference-data';
import { ensureDictionaries } from './data/dictionaries';
import { createApp, type BackendApp } from './app';
import { backendJobs, startJobs } from './scheduler';

export type RunningBackend = { app: BackendApp; database: DatabaseHandle };

/** The first start's seeding, logged every tenth, so a long first start shows it is working. */
function loggedProgress(logger: Logger): SeedProgress {
  let total = 0;
  let logged = 0;
  return {
    start: (n) => {
      total = n;
      logger.info({ companies: n }, 'seeding demo data on first start');
    },
    update: (done) => {
      const tenth = total > 0 ? Math.floor((done * 10) / total) : 10;
      if (tenth <= logged) return;
      logged = tenth;
      logger.info({ done, total }, `seeding demo data: ${tenth * 10} %`);
    },
    stop: () => undefined,
  };
}

/**
 * Opens the database, migrates it, checks Chinese trigrams, seeds it on first start and
 * builds the app. Shared by the embedded portal and the standalone server.
 */
export async function startBackend(
  config: BackendConfig,
  clock: Clock = clockFor(config.env),
): Promise<RunningBackend> {
  const logger = createLogger(config);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await assertChineseTrigrams(database.db);
    await ensureReferenceData(database.db);
    // Reference dictionaries exist in every mode, demo data or not.
    await ensureDictionaries(database.db);
    // Demo data never enters a production database; real data comes through the import.
    if (config.env !== 'production') {
      const seeded = await seedIfEmpty(
        database.db,
        { companies: config.seedCompanies },
        clock,
        loggedProgress(logger),
      );
      if (seeded) logger.info({ seed: seeded }, 'seeded empty database');
      // A demo installation seeded before the policy library existed gets it once.
      const policies = await ensureDemoPolicies(database.db, clock.now());
      if (policies > 0) logger.info({ policies }, 'demo policies written');
    }
    // A database loaded before a derive step existed gets that step's tables once.
    const derived = await deriveIfNever(database.db, clock);
    if (derived.length > 0) logger.info({ derived }, 'derived data computed');
    logger.info({ engine: database.engine }, 'backend ready');
    const app = createApp({ db: database.db, config, clock, logger });
    // Periodic jobs (backend/scheduler.ts) stop before the database closes.
    const stopJobs = startJobs(backendJobs(database.db, clock), logger);
    const close = database.close;
    return {
      app,
      database: {
        ...database,
        close: () => {
          stopJobs();
          return close();
        },
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
