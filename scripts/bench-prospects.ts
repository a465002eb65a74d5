// 潜客筛查 latency (issue 15 target: a screen's count while editing ≤ 300 ms p95 at 1,000,000
// enterprises on PostgreSQL). Prints figures, asserts nothing. Part of `npm run bench` when
// BENCH_DATABASE_URL is set (a database seeded beforehand, derived).
//
// In-process, against the screen service itself (the tree compiled and counted as qkscCount
// answers it, and a saved list's run), so the figures are the database's share of a call: for
// each line a warm-up call, then the line's trees in turn for BENCH_PROSPECT_ROUNDS rounds, one
// at a time. The trees are what a user builds step by step: one condition, then more, AND and
// OR groups, fact dimensions (financing, bids, patents, insured staff, risks) and 不是我的客户.
//
// BENCH_DATABASE_URL       the PostgreSQL database (required; skipped without it)
// BENCH_PROSPECT_ROUNDS    rounds over each line's trees (10)
import { sql } from 'drizzle-orm';
import { prospectTreeSchema, type ProspectGroupInput } from '@/lib/contract/prospects';
import { openPostgres, type Database } from '@/backend/db/client';
import { screenCondition, screenCount } from '@/backend/services/prospects/lists';
import { ms, quantile, timeCalls } from './lib/bench-in-process';

const ROUNDS = Number(process.env.BENCH_PROSPECT_ROUNDS ?? 10);
/** The viewer: an id without customers, so 不是我的客户 reads an empty book (its worst case). */
const VIEWER_ID = 'bench-prospects';

async function timeLine(db: Database, name: string, trees: ProspectGroupInput[]): Promise<void> {
  const today = new Date();
  const parsed = trees.map((t) => prospectTreeSchema.parse(t));
  // Values come from the database, so no check of them is timed.
  const calls = parsed.map(
    (tree) => async () => screenCount(db, await screenCondition({ db }, VIEWER_ID, tree, today)),
  );
  let total = 0;
  const times = await timeCalls(calls, { rounds: ROUNDS, warmUp: 1 }, (n) => (total += n));
  console.log(
    `qkscCount ${name}: p50 ${ms(quantile(times, 0.5))} / p95 ${ms(quantile(times, 0.95))} / max ${ms(
      times[times.length - 1] ?? 0,
    )} (${times.length} calls, ${Math.round(total / times.length).toLocaleString('en')} matches on average)`,
  );
}

export async function benchProspects(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('prospect screening: skipped (set BENCH_DATABASE_URL to a seeded database)');
    return;
  }
  const handle = await openPostgres(url);
  try {
    const { db } = handle;
    const top = async (column: string, digits: number, n: number) =>
      (
        (await db.execute(sql`select left(${sql.raw(column)}, ${digits}) as code from enterprises
          group by 1 order by count(*) desc limit ${n}`)) as { rows: { code: string }[] }
      ).rows.map((r) => r.code);
    const provinces = (await top('region_code', 2, 3)).map((c) => `${c}0000`);
    const cities = (await top('region_code', 4, 3)).map((c) => `${c}00`);
    const divisions = await top('industry_code', 2, 3);
    const chain = (
      (await db.execute(sql`select id::text as id from industry_chains order by id limit 1`)) as {
        rows: { id: string }[];
      }
    ).rows[0]?.id;
    const link = (
      (await db.execute(sql`select n.code from chain_placements cp
        join industry_chain_nodes n on n.id = cp.node_id group by n.code
        order by count(*) desc limit 1`)) as { rows: { code: string }[] }
    ).rows[0]?.code;

    await timeLine(db, 'empty (every enterprise)', [{ items: [] }]);
    await timeLine(
      db,
      'one filter (a province, a city)',
      [...provinces, ...cities].map((c) => ({ items: [{ field: 'addr', values: [c] }] })),
    );
    await timeLine(
      db,
      'three filters AND (city, capital, status)',
      cities.map((c) => ({
        items: [
          { field: 'addr', values: [c] },
          { field: 'zczb', values: ['1000-5000', '5000-'] },
          { field: 'status', values: ['存续', '在业'] },
        ],
      })),
    );
    await timeLine(
      db,
      'province AND industry AND (bids won 近1年 OR patents 近1年) AND no risk',
      provinces.map((p, i) => ({
        items: [
          { field: 'addr', values: [p] },
          { field: 'sshy', values: [divisions[i % divisions.length]!] },
          {
            field: 'group',
            op: 'or',
            items: [
              { field: 'bidWon', period: '1y' },
              { field: 'patent', period: '1y' },
            ],
          },
          { field: 'risk', values: ['penalty', 'defendant', 'abnormal'] },
        ],
      })),
    );
    await timeLine(db, 'nationwide fact dimensions alone', [
      { items: [{ field: 'financing', period: '2y' }] },
      { items: [{ field: 'bidWon', period: '1y', min: 2 }] },
      { items: [{ field: 'patent', period: '3y' }] },
      { items: [{ field: 'insured', min: 50, max: 500 }] },
    ]);
    await timeLine(
      db,
      'city AND insured 20–200 AND 不是我的客户',
      cities.map((c) => ({
        items: [
          { field: 'addr', values: [c] },
          { field: 'insured', min: 20, max: 200 },
          { field: 'notCustomer' },
        ],
      })),
    );
    await timeLine(db, 'OR at the root over three dimensions (nationwide)', [
      {
        op: 'or',
        items: [
          { field: 'other', values: ['zjtx', 'xjr'] },
          { field: 'financing', period: '1y' },
          { field: 'zczb', values: ['5000-'] },
        ],
      },
    ]);
    if (chain && link)
      await timeLine(db, 'chain, a link, and 近2年中标', [
        {
          items: [
            { field: 'cyl', values: [chain] },
            { field: 'link', values: [link] },
            { field: 'bidWon', period: '2y' },
          ],
        },
      ]);
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('bench-prospects.ts')) {
  benchProspects().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
