// npm run seed -- --companies N [--seed S]: fills the configured database with demo data.
// `npm start` does this by itself on an empty database; this is for a chosen size.
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig } from '@/backend/config';
import { systemClock } from '@/backend/clock';
import { assertChineseTrigrams, openDatabase } from '@/backend/db/client';
import { seedDatabase, type SeedProgress, type SeedState } from '@/backend/data/seed';
import { sql } from 'drizzle-orm';

// A progress bar only on a terminal; logs and pipes get the summary alone.
function terminalProgress(): SeedProgress | undefined {
  if (!process.stderr.isTTY) return undefined;
  const bar = new cliProgress.SingleBar(
    { format: '企业 {bar} {value}/{total} ({percentage}%) {eta_formatted}', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  return {
    start: (total) => bar.start(total, 0),
    update: (done) => bar.update(done),
    stop: () => bar.stop(),
  };
}

function summary(engine: string, state: SeedState): string {
  const seconds = (state.durationMs ?? 0) / 1000;
  const rows = Object.entries(state.rows ?? {});
  const total = rows.reduce((sum, [, n]) => sum + n, 0);
  const width = Math.max(...rows.map(([table]) => table.length), 5);
  const lines = rows.map(([table, n]) => `  ${table.padEnd(width)} ${String(n).padStart(10)}`);
  return [
    `seeded ${engine}: ${state.companies} companies, seed ${state.seedNumber}, ${seconds.toFixed(1)} s`,
    ...lines,
    `  ${'total'.padEnd(width)} ${String(total).padStart(10)}`,
    `  ${Math.round(total / seconds)} rows/s, ${Math.round(state.companies / seconds)} enterprises/s`,
  ].join('\n');
}

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
    const state = await seedDatabase(
      database.db,
      { companies, seedNumber },
      systemClock,
      terminalProgress(),
    );
    console.log(summary(database.engine, state));
    // The derive steps the seed ran (included in the time above); placement's rate.
    const runs = (await database.db.execute(
      sql`select step, rows, duration_ms from derive_runs order by finished_at, step`,
    )) as { rows: { step: string; rows: number; duration_ms: number }[] };
    for (const run of runs.rows) {
      const seconds = run.duration_ms / 1000;
      const rate =
        run.step === 'chain-placements'
          ? `, ${Math.round(companies / Math.max(seconds, 0.001))} enterprises/s`
          : '';
      console.log(`  derive ${run.step}: ${run.rows} rows, ${seconds.toFixed(1)} s${rate}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
