// 产业情报 feed latency (issue 17 target at 1,000,000 enterprises on PostgreSQL: a feed page
// ≤ 100 ms p95). Prints figures, asserts nothing. Needs a database seeded and derived beforehand
// (step industry-events).
//
// In-process, against the alias handler itself (cyqbFeed: the screen check, the filter's
// resolution, one page and the capped count, the records, as /zsai/api answers them minus HTTP
// and JSON), so the figures are the database's share of a call: for each line a few warm-up
// calls, then every question of the line in turn for BENCH_FEED_ROUNDS rounds, one at a time.
// The questions come from the database: nationwide, the provinces and cities with the most
// events, the chains with the most events, a chain × province, with and without kinds, and a
// deep page.
//
// BENCH_DATABASE_URL   the PostgreSQL database (required; skipped without it)
// BENCH_FEED_ROUNDS    rounds over each line's questions (10)
import { sql } from 'drizzle-orm';
import { openPostgres } from '@/backend/db/client';
import { findRegion } from '@/backend/services/chains/regions';
import { cyqbFeed } from '@/backend/services/form-query/intelligence-feed';
import { benchUser, rowsOf, timeAlias, totalCount } from './lib/bench-in-process';

const LINE = {
  rounds: Number(process.env.BENCH_FEED_ROUNDS ?? 10),
  warmUp: 3,
  hint: 'is the step industry-events derived?',
  average: { of: totalCount, label: 'events on average (capped count)' },
};

export async function benchIntelligenceFeed(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('intelligence feed: skipped (set BENCH_DATABASE_URL to a seeded database)');
    return;
  }
  const handle = await openPostgres(url);
  try {
    const { db } = handle;
    const bench = await benchUser(db, 'intelligence feed');
    if (!bench) return;
    const { ctx } = bench;
    const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from industry_events`,
    );
    console.log(`industry_events: ${n.toLocaleString('en')} rows`);

    const provinces = (
      await rowsOf<{ code: string }>(
        db,
        sql`select province_code as code from industry_events group by 1 order by count(*) desc limit 8`,
      )
    ).map((r) => r.code);
    const cities = (
      await rowsOf<{ code: string }>(
        db,
        sql`select city_code as code from industry_events group by 1 order by count(*) desc limit 12`,
      )
    )
      .map((r) => r.code)
      // A copied city code the region tree lacks (a municipality's placeholder) is no question.
      .filter((code) => findRegion(code)?.level === 2)
      .slice(0, 8);
    const chains = (
      await rowsOf<{ code: string }>(
        db,
        sql`select c as code from industry_events, unnest(chains) c group by 1 order by count(*) desc limit 6`,
      )
    ).map((r) => r.code);
    const kinds = ['capital_change,large_bid', 'financing', 'penalty,judgment'];

    await timeAlias(
      ctx,
      'cyqbFeed nationwide, first page of 20',
      cyqbFeed,
      [
        { pageSize: 20 },
        ...kinds.map((k) => ({ kinds: k, pageSize: 20 })),
        { importance: 3, pageSize: 20 },
      ],
      LINE,
    );
    await timeAlias(
      ctx,
      'cyqbFeed a province',
      cyqbFeed,
      provinces.map((region, i) => ({ region, pageSize: 20, kinds: i % 2 ? kinds[i % 3] : '' })),
      LINE,
    );
    await timeAlias(
      ctx,
      'cyqbFeed a city',
      cyqbFeed,
      cities.map((region, i) => ({ region, pageSize: 20, kinds: i % 2 ? kinds[i % 3] : '' })),
      LINE,
    );
    await timeAlias(
      ctx,
      'cyqbFeed a chain nationwide',
      cyqbFeed,
      chains.map((chain, i) => ({ chain, pageSize: 20, kinds: i % 2 ? kinds[i % 3] : '' })),
      LINE,
    );
    await timeAlias(
      ctx,
      'cyqbFeed a chain × province, with kinds',
      cyqbFeed,
      chains.flatMap((chain) =>
        provinces
          .slice(0, 3)
          .map((region, i) => ({ chain, region, kinds: kinds[i], pageSize: 20 })),
      ),
      LINE,
    );
    await timeAlias(
      ctx,
      'cyqbFeed a province, page 20 of 50',
      cyqbFeed,
      provinces.slice(0, 4).map((region) => ({ region, pageIndex: 20, pageSize: 50 })),
      LINE,
    );
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('bench-intelligence-feed.ts')) {
  benchIntelligenceFeed().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
