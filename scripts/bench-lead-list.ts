// Lead list latency (issue 15 target: a lead list page with filters ≤ 150 ms p95 at 1,000,000
// enterprises on PostgreSQL). Prints figures, asserts nothing. Part of `npm run bench` when
// BENCH_DATABASE_URL is set (a database seeded beforehand, its leads derived).
//
// In-process, against the list service itself (the page and its exact count, as rzsjLeads and
// cksjLeads answer them), so the figures are the database's share of a call: for each line a
// few warm-up calls, then every question of the line in turn for BENCH_LEAD_LIST_ROUNDS
// rounds, one at a time.
//
// BENCH_DATABASE_URL        the PostgreSQL database (required; skipped without it)
// BENCH_LEAD_LIST_ROUNDS    rounds over each line's questions (20)
import { sql } from 'drizzle-orm';
import { leadsParamsSchema, type LeadsParams } from '@/lib/contract/leads';
import type { RegionRef } from '@/lib/contract/chains';
import { openPostgres, type Database } from '@/backend/db/client';
import { findRegion } from '@/backend/services/chains/regions';
import { leadPage } from '@/backend/services/leads/list';
import type { LeadKind } from '@/backend/services/leads/triggers';
import { quantiles, timeCalls } from './lib/bench-in-process';

const ROUNDS = Number(process.env.BENCH_LEAD_LIST_ROUNDS ?? 20);
const WARM_UP = 3;
/** No customer book is read unless a line asks for it: an id that owns none. */
const VIEWER_ID = 'bench-lead-list';

type Question = { kind: LeadKind; region: RegionRef; params: LeadsParams };

const national: RegionRef = { code: '000000', name: '全国', level: 0, path: '全国' };
const params = (p: Record<string, unknown>) => leadsParamsSchema.parse(p);

async function timeLine(db: Database, name: string, questions: Question[]): Promise<void> {
  const today = new Date();
  const calls = questions.map(
    (q) => () => leadPage(db, q.kind, { userId: VIEWER_ID, region: q.region }, q.params, today),
  );
  let total = 0;
  const times = await timeCalls(
    calls,
    { rounds: ROUNDS, warmUp: WARM_UP },
    (page) => (total += page.total),
  );
  console.log(
    `${name}: ${quantiles(times)} (${times.length} calls, ${Math.round(total / times.length).toLocaleString('en')} leads on average)`,
  );
}

export async function benchLeadList(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('lead list: skipped (set BENCH_DATABASE_URL to a seeded database)');
    return;
  }
  const handle = await openPostgres(url);
  try {
    const { db } = handle;
    // The busiest provinces and cities of each kind's leads.
    const busiest = async (kind: LeadKind, digits: 2 | 4) =>
      (
        (await db.execute(sql`select rpad(left(region_code, ${digits}), 6, '0') as code
          from leads where kind = ${kind} group by 1 order by count(*) desc limit 5`)) as {
          rows: { code: string }[];
        }
      ).rows.map((r) => r.code);
    const kinds = ['rzsj', 'cksj'] as const;
    const lines: [string, Question[]][] = [];
    lines.push([
      'national, no filter, by score',
      kinds.map((kind) => ({ kind, region: national, params: params({}) })),
    ]);
    lines.push([
      'national, no filter, by date, page 5 of 20',
      kinds.map((kind) => ({
        kind,
        region: national,
        params: params({ sort: 'date', pageIndex: 5, pageSize: 20 }),
      })),
    ]);
    lines.push([
      'national, 排除风险企业',
      kinds.map((kind) => ({ kind, region: national, params: params({ excludeRisky: true }) })),
    ]);
    lines.push([
      'national, one trigger and 已是客户 excluded',
      [
        {
          kind: 'rzsj',
          region: national,
          params: params({ trigger: 'bid_won', customer: 'exclude' }),
        },
        {
          kind: 'cksj',
          region: national,
          params: params({ trigger: 'new_branch', customer: 'exclude' }),
        },
      ],
    ]);
    const provinces: Question[] = [];
    const cities: Question[] = [];
    for (const kind of kinds) {
      for (const code of await busiest(kind, 2))
        provinces.push({
          kind,
          region: findRegion(code)!,
          params: params({ zczb: '1000-5000,5000-' }),
        });
      for (const code of await busiest(kind, 4))
        cities.push({ kind, region: findRegion(code)!, params: params({ sort: 'date' }) });
    }
    lines.push(['a busy province, capital ≥ 1,000 万', provinces]);
    lines.push(['a busy city, by date', cities]);
    for (const [name, questions] of lines) await timeLine(db, `lead list, ${name}`, questions);
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('bench-lead-list.ts')) {
  benchLeadList().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
