// Investment promotion latency (issue 16 targets at 1,000,000 enterprises on PostgreSQL:
// recommendations for a city and chain ≤ 300 ms p95, a park profile ≤ 150 ms p95, regional
// economy for a province ≤ 150 ms p95, a ranking list page ≤ 100 ms p95, the board for 500
// enterprises ≤ 300 ms p95). Prints figures,
// asserts nothing. Part of `npm run bench` when BENCH_DATABASE_URL is set (a database seeded
// beforehand, derived: park-members, recommendations, regional-economy, rankings).
//
// In-process, against the alias handlers themselves (yqtjRecommendations, yqhxPark,
// hgjjRegion, qybdList, qykbBoard, qykbMembers: the screen check, the reads and the records, as /zsai/api answers
// them minus HTTP and JSON), so the figures are the database's share of a call: for each line
// a few warm-up calls, then every question of the line in turn for BENCH_INVESTMENT_ROUNDS
// rounds, one at a time. The questions come from the database: the busiest cities with the
// chains they have gaps in, the biggest parks, provinces large and small, and the lists over
// national, provincial and city regions, with and without a 门类.
//
// BENCH_DATABASE_URL         the PostgreSQL database (required; skipped without it)
// BENCH_INVESTMENT_ROUNDS    rounds over each line's questions (10)
import { sql } from 'drizzle-orm';
import { RANKING_LIST_KEYS } from '@/lib/contract/regional';
import { openPostgres } from '@/backend/db/client';
import { findRegion } from '@/backend/services/chains/regions';
import { qykbBoard, qykbMembers } from '@/backend/services/form-query/board';
import { yqhxPark } from '@/backend/services/form-query/parks';
import { yqtjRecommendations } from '@/backend/services/form-query/recommendations';
import { hgjjRegion, qybdList } from '@/backend/services/form-query/regional';
import { regionGapNodes } from '@/backend/services/recommendations/list';
import { benchUser, rowsOf, timeAlias, totalCount } from './lib/bench-in-process';

const LINE = {
  rounds: Number(process.env.BENCH_INVESTMENT_ROUNDS ?? 10),
  warmUp: 3,
  hint: 'is the step derived?',
  average: { of: totalCount, label: 'rows on average' },
};

export async function benchInvestment(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('investment promotion: skipped (set BENCH_DATABASE_URL to a seeded database)');
    return;
  }
  const handle = await openPostgres(url);
  try {
    const { db } = handle;
    const bench = await benchUser(db, 'investment promotion');
    if (!bench) return;
    const { user, ctx } = bench;

    // The busiest cities, each with up to three chains it has gaps in.
    const cities = (
      await rowsOf<{ code: string }>(
        db,
        sql`select left(region_code, 4) || '00' as code from enterprises
          group by 1 order by count(*) desc limit 6`,
      )
    )
      .map((r) => findRegion(r.code))
      .filter((r) => r !== undefined && r.level === 2);
    const chains = (
      await rowsOf<{ code: string }>(db, sql`select code from industry_chains order by id`)
    ).map((r) => r.code);
    const recommendations: Record<string, unknown>[] = [];
    for (const city of cities) {
      let picked = 0;
      for (const chain of chains) {
        if (picked >= 3) break;
        if ((await regionGapNodes(db, city!, chain)).length === 0) continue;
        recommendations.push({ region: city!.code, chain, pageIndex: 1, pageSize: 10 });
        picked += 1;
      }
    }
    await timeAlias(
      ctx,
      'yqtjRecommendations, a busy city and a chain with gaps',
      yqtjRecommendations,
      [...recommendations],
      LINE,
    );
    await timeAlias(
      ctx,
      'yqtjRecommendations, a busy city and a chain, page 3',
      yqtjRecommendations,
      recommendations.slice(0, 6).map((q) => ({ ...q, pageIndex: 3 })),
      LINE,
    );

    // The biggest parks, and the smallest that have members.
    const parkCodes = await rowsOf<{ code: string }>(
      db,
      sql`(select p.code from parks p join park_stats s on s.park_id = p.id
          order by s.enterprise_count desc, p.code limit 10)
        union all
        (select p.code from parks p join park_stats s on s.park_id = p.id
          where s.enterprise_count > 0 order by s.enterprise_count, p.code limit 3)`,
    );
    await timeAlias(
      ctx,
      'yqhxPark, a park profile (10 biggest, 3 smallest with members)',
      yqhxPark,
      parkCodes.map((r) => ({ park: r.code })),
      LINE,
    );

    // Provinces from the largest to the smallest (every fourth by enterprise count).
    const provinces = (
      await rowsOf<{ code: string }>(
        db,
        sql`select left(region_code, 2) || '0000' as code from enterprises
          group by 1 order by count(*) desc`,
      )
    ).filter((_, i) => i % 4 === 0);
    await timeAlias(
      ctx,
      'hgjjRegion, a province',
      hgjjRegion,
      provinces.map((r) => ({ region: r.code })),
      LINE,
    );

    // Every list over national, provincial and city regions, with and without a 门类.
    const categories = (
      await rowsOf<{ c: string }>(
        db,
        sql`select industry_category as c from ranking_entries where list = 'capital'
          group by 1 order by count(*) desc limit 2`,
      )
    ).map((r) => r.c);
    const regions = [
      '000000',
      provinces[0]?.code,
      provinces[2]?.code,
      cities[0]?.code,
      cities[3]?.code,
    ].filter((c): c is string => c !== undefined);
    const rankings: Record<string, unknown>[] = [];
    for (const list of RANKING_LIST_KEYS)
      for (const [i, region] of regions.entries())
        rankings.push({
          list,
          region,
          sshy: i % 2 === 0 ? undefined : categories[i % categories.length],
        });
    await timeAlias(ctx, 'qybdList, first page of 20', qybdList, rankings, LINE);
    await timeAlias(
      ctx,
      'qybdList, page 10 of 50 with a 门类',
      qybdList,
      rankings
        .filter((_, i) => i % 3 === 0)
        .map((q) => ({ ...q, sshy: categories[0], pageIndex: 10, pageSize: 50 })),
      LINE,
    );

    // The board over 500 followed enterprises spread over the table (follows the bench adds
    // for the rank-2 user, removed afterwards), and over busy city × chain sets.
    const [{ started } = { started: '' }] = await rowsOf<{ started: string }>(
      db,
      sql`select now()::text as started`,
    );
    await db.execute(
      sql`insert into follows (user_id, enterprise_id)
        select ${user.id}, id from enterprises where id % 1999 = 0 order by id limit 500
        on conflict do nothing`,
    );
    try {
      const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from follows where user_id = ${user.id}`,
      );
      const follows = Array.from({ length: 3 }, () => ({ setKind: 'follows' }));
      await timeAlias(ctx, `qykbBoard, ${n} followed enterprises`, qykbBoard, follows, LINE);
      await timeAlias(ctx, `qykbMembers, first page of ${n} followed`, qykbMembers, follows, LINE);
      await timeAlias(
        ctx,
        'qykbBoard, a busy city × chain (capped at 5,000)',
        qykbBoard,
        recommendations
          .slice(0, 6)
          .map((q) => ({ setKind: 'region-chain', region: q.region, chain: q.chain })),
        LINE,
      );
    } finally {
      await db.execute(
        sql`delete from follows where user_id = ${user.id} and created_at >= ${started}::timestamptz`,
      );
    }
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('bench-investment.ts')) {
  benchInvestment().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
