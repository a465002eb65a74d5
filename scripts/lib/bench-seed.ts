// The generator's load rate: enterprises per second with all their rows, on PGlite (a fresh
// temporary data directory) and, with BENCH_DATABASE_URL, on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '@/backend/db/client';
import { systemClock } from '@/backend/clock';
import { seedDatabase } from '@/backend/data/seed';

async function measure(label: string, handle: DatabaseHandle, companies: number): Promise<void> {
  try {
    await handle.migrate();
    const started = performance.now();
    let last = started;
    let peakRss = process.memoryUsage().rss;
    // The whole seed (demo users and follows too), so the database is left as `npm run seed`
    // leaves it and the search benchmark can run on it next time.
    const { rows = {} } = await seedDatabase(
      handle.db,
      { companies, seedNumber: 20261121 },
      systemClock,
      {
        start: () => undefined,
        update: (done) => {
          peakRss = Math.max(peakRss, process.memoryUsage().rss);
          // A line a minute on long runs, so a slow engine shows it is alive.
          if (performance.now() - last > 60_000) {
            last = performance.now();
            const s = (last - started) / 1000;
            console.log(`  ${label}: ${done} enterprises after ${s.toFixed(0)} s`);
          }
        },
        stop: () => undefined,
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const total = Object.values(rows).reduce((a, b) => a + b, 0);
    console.log(
      `generator load on ${label}: ${companies} enterprises, ${total} rows in ${seconds.toFixed(1)} s → ${Math.round(companies / seconds)} enterprises/s, ${Math.round(total / seconds)} rows/s, peak RSS ${Math.round(peakRss / 1048576)} MiB`,
    );
  } finally {
    await handle.close();
  }
}

/** Empties a database whose name says it is for benchmarks, so each run starts alike. */
async function resetBenchDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!name.includes('bench')) {
    throw new Error(`BENCH_DATABASE_URL must name a throwaway database with "bench" in its name`);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

export async function benchSeed(pgliteCompanies: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-bench-seed-'));
  try {
    await measure('PGlite', await openPglite(dataDir), pgliteCompanies);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('generator load on PostgreSQL: skipped (set BENCH_DATABASE_URL)');
    return;
  }
  const companies = Number(process.env.BENCH_COMPANIES ?? 1_000_000);
  await resetBenchDatabase(url);
  await measure('PostgreSQL', await openPostgres(url), companies);
}
