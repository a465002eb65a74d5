// 情报分析 latency (issue 17: at 1,000,000 enterprises on PostgreSQL, the analysis of a chain ×
// province over 90 days ≤ 300 ms p95; a nationwide year is measured and reported, no target).
// Prints figures, asserts nothing. Run it alone or from `npm run bench` when
// BENCH_DATABASE_URL is set (a database seeded beforehand and derived: industry-events).
//
// In-process, against the alias handler itself (qbfxAnalysis: the screen check, the reads
// and the records, as /zsai/api answers them minus HTTP and JSON), so the figures are the
// database's share of a call: for each line a few warm-up calls, then every question of the
// line in turn for BENCH_QBFX_ROUNDS rounds, one at a time. The questions come from the
// database: the provinces and chains with most events, nationwide, and a whole year.
//
// BENCH_DATABASE_URL   the PostgreSQL database (required; skipped without it)
// BENCH_QBFX_ROUNDS    rounds over each line's questions (10)
import { sql } from 'drizzle-orm';
import { openPostgres } from '@/backend/db/client';
import type { AliasResult } from '@/backend/services/alias-handler';
import { qbfxAnalysis } from '@/backend/services/form-query/intelligence-analysis';
import { addDays } from '@/lib/intelligence-analysis/period';
import { benchUser, rowsOf, timeAlias } from './lib/bench-in-process';

const LINE = {
  rounds: Number(process.env.BENCH_QBFX_ROUNDS ?? 10),
  warmUp: 3,
  hint: 'is industry-events derived?',
  average: {
    of: (answer: AliasResult) =>
      (answer.data as { totals: { events: number } }[])[0]?.totals.events ?? 0,
    label: 'events on average',
    evenIfZero: true,
  },
};

export async function benchIntelligenceAnalysis(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('intelligence analysis: skipped (set BENCH_DATABASE_URL to a seeded database)');
    return;
  }
  const handle = await openPostgres(url);
  try {
    const { db } = handle;
    const bench = await benchUser(db, 'intelligence analysis');
    if (!bench) return;
    const { ctx } = bench;
    // Periods end at the newest event, so a database seeded some time ago is still busy.
    const [latest] = await rowsOf<{ d: string | null }>(
      db,
      sql`select max(event_date)::text as d from industry_events`,
    );
    if (!latest?.d) {
      console.log('intelligence analysis: skipped (no industry events)');
      return;
    }
    const to = latest.d;
    const from90 = addDays(to, -89);
    const provinces = (
      await rowsOf<{ code: string }>(
        db,
        sql`select province_code as code from industry_events
          where event_date >= ${from90}::date group by 1 order by count(*) desc limit 4`,
      )
    ).map((r) => r.code);
    const chains = (
      await rowsOf<{ code: string }>(
        db,
        sql`select c as code from industry_events, unnest(chains) c
          where event_date >= ${from90}::date group by 1 order by count(*) desc limit 3`,
      )
    ).map((r) => r.code);
    const chainProvince = provinces.flatMap((region) =>
      chains.map((chain) => ({ chain, region, from: from90, to })),
    );
    await timeAlias(ctx, 'qbfx chain × province, 90 days', qbfxAnalysis, chainProvince, LINE);
    await timeAlias(
      ctx,
      'qbfx province, 90 days',
      qbfxAnalysis,
      provinces.map((region) => ({ region, from: from90, to })),
      LINE,
    );
    await timeAlias(ctx, 'qbfx nationwide, 90 days', qbfxAnalysis, [{ from: from90, to }], LINE);
    await timeAlias(
      ctx,
      'qbfx nationwide, a year',
      qbfxAnalysis,
      [{ from: addDays(to, -364), to }],
      LINE,
    );
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('bench-intelligence-analysis.ts')) {
  benchIntelligenceAnalysis().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
