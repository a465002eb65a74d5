// 看行业 latency (issue 17 target at 1,000,000 enterprises on PostgreSQL: the overview of a 大类
// in a province ≤ 300 ms p95). Prints figures, asserts nothing. Part of `npm run bench` when
// BENCH_DATABASE_URL is set (a database seeded beforehand, derived: chain-region-stats,
// industry-overview).
//
// In-process, against the alias handler itself (fzzlOverview: the screen check, the reads and
// the records, as /zsai/api answers them minus HTTP and JSON), so the figures are the
// database's share of a call: for each line a few warm-up calls, then every question of the
// line in turn for BENCH_OVERVIEW_ROUNDS rounds, one at a time. The questions come from the
// database: the biggest 大类 × their biggest provinces, the biggest 门类 nationally, the
// biggest 中类 × their biggest cities, the biggest chains × their biggest provinces. It also
// prints the sizes of the step's tables.
//
// BENCH_DATABASE_URL      the PostgreSQL database (required; skipped without it)
// BENCH_OVERVIEW_ROUNDS   rounds over each line's questions (10)
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '@/backend/db/client';
import { fzzlOverview } from '@/backend/services/form-query/industry-overview';
import { benchUser, rowsOf, timeAlias } from './lib/bench-in-process';

const LINE = {
  rounds: Number(process.env.BENCH_OVERVIEW_ROUNDS ?? 10),
  warmUp: 3,
  hint: 'is the step industry-overview derived?',
};

/** The biggest subjects of a kind nationally, each with its biggest regions of a level. */
async function busiest(
  db: Database,
  kind: number,
  subjects: number,
  level: number,
  regions: number,
): Promise<{ code: string; region: string }[]> {
  return rowsOf<{ code: string; region: string }>(
    db,
    sql`select t.subject_code as code, r.region_code as region
      from (select subject_code from industry_overview_stats
        where subject_kind = ${kind} and region_code = '000000'
        order by enterprise_count desc nulls last, subject_code limit ${subjects}) t
      cross join lateral (select region_code from industry_overview_stats s
        where s.subject_kind = ${kind} and s.subject_code = t.subject_code
          and s.region_level = ${level}
        order by s.enterprise_count desc nulls last, s.region_code limit ${regions}) r`,
  );
}

export async function benchIndustryOverview(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('industry overview: skipped (set BENCH_DATABASE_URL to a seeded database)');
    return;
  }
  const handle = await openPostgres(url);
  try {
    const { db } = handle;
    const bench = await benchUser(db, 'industry overview');
    if (!bench) return;
    const { ctx } = bench;

    for (const table of ['industry_overview_stats', 'industry_overview_monthly']) {
      const [size] = await rowsOf<{ n: number; bytes: string }>(
        db,
        sql`select (select count(*)::int from ${sql.identifier(table)}) as n,
          pg_size_pretty(pg_total_relation_size(${table}::regclass)) as bytes`,
      );
      console.log(`${table}: ${size!.n.toLocaleString('en')} rows, ${size!.bytes}`);
    }

    const divisions = await busiest(db, 2, 3, 1, 4);
    await timeAlias(
      ctx,
      'fzzlOverview, a big 大类 × a big province',
      fzzlOverview,
      divisions.map((q) => ({ industry: q.code, region: q.region })),
      LINE,
    );
    const categories = await busiest(db, 1, 5, 0, 1);
    await timeAlias(
      ctx,
      'fzzlOverview, a 门类 nationally',
      fzzlOverview,
      categories.map((q) => ({ industry: q.code, region: q.region })),
      LINE,
    );
    const groups = await busiest(db, 3, 3, 2, 3);
    await timeAlias(
      ctx,
      'fzzlOverview, a 中类 × a city',
      fzzlOverview,
      groups.map((q) => ({ industry: q.code, region: q.region })),
      LINE,
    );
    const chains = await rowsOf<{ code: string; region: string }>(
      db,
      sql`select c.code, r.region_code as region from industry_chains c
        cross join lateral (select region_code from chain_region_stats s
          where s.chain_id = c.id and s.region_level = 1
          order by s.enterprise_count desc, s.region_code limit 3) r
        order by c.id limit 12`,
    );
    await timeAlias(
      ctx,
      'fzzlOverview, a chain × a province',
      fzzlOverview,
      chains.map((q) => ({ chain: q.code, region: q.region })),
      LINE,
    );
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('bench-industry-overview.ts')) {
  benchIndustryOverview().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
