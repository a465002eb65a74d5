// npm run seed -- --companies N [--seed S]: fills the configured database with demo data.
// `npm start` does this by itself on an empty database; this is for a chosen size.
import { parseArgs } from 'node:util';
import { loadConfig } from '@/backend/config';
import { systemClock } from '@/backend/clock';
import { assertChineseTrigrams, openDatabase } from '@/backend/db/client';
import { seedDatabase } from '@/backend/data/seed';

async function main() {
  const { values } = parseArgs({
    options: { companies: { type: 'string' }, seed: { type: 'string' } },
  });
  const config = loadConfig();
  if (config.env === 'production')
    throw new Error('Refusing to seed demo data in ZSAI_ENV=production');
  const companies =
    values.companies === undefined ? config.seedCompanies : Number(values.companies);
  const seedNumber = values.seed === undefined ? undefined : Number(values.seed);
  if (!Number.isInteger(companies) || companies < 0)
    throw new Error('--companies must be a whole number');
  if (seedNumber !== undefined && !Number.isInteger(seedNumber))
    throw new Error('--seed must be a whole number');

  const database = await openDatabase(config);
  try {
    await database.migrate();
    await assertChineseTrigrams(database.db);
    const state = await seedDatabase(database.db, { companies, seedNumber }, systemClock);
    console.log(`seeded ${database.engine}: ${JSON.stringify(state)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
