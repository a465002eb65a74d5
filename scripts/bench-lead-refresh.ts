// Lead refresh after an import (issue 15 target: ≤ 60 s after 10,000 change records at
// 1,000,000 enterprises on PostgreSQL). Prints figures, asserts nothing. Part of `npm run bench`
// when BENCH_DATABASE_URL is set (a database seeded beforehand).
//
// It adds 10,000 change records (registered-capital increases, a trigger of 融资商机) to
// random enterprises under a source of its own, refreshes the leads of the enterprises they
// touched as an import does, then removes them and refreshes those enterprises again, so the
// database is left as it was. A full rebuild is timed beside it.
//
// BENCH_DATABASE_URL          the PostgreSQL database (required; skipped without it)
// BENCH_LEAD_REFRESH_RECORDS  change records to add (10000)
import { sql } from 'drizzle-orm';
import { openPostgres } from '@/backend/db/client';
import { refreshLeads } from '@/backend/services/leads/refresh';

const RECORDS = Number(process.env.BENCH_LEAD_REFRESH_RECORDS ?? 10_000);
const SOURCE = 'bench-lead-refresh';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function benchLeadRefresh(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('lead refresh: skipped (set BENCH_DATABASE_URL to a seeded database)');
    return;
  }
  const handle = await openPostgres(url);
  try {
    await handle.migrate();
    const { db } = handle;
    const now = new Date();
    const day = now.toISOString().slice(0, 10);
    await db.execute(sql`delete from change_records where source = ${SOURCE}`);

    let started = performance.now();
    const full = await refreshLeads(db, now);
    const fullMs = performance.now() - started;
    console.log(
      `lead refresh, full rebuild: ${seconds(fullMs)} (${full.rows} leads: ${full.rzsj} 融资, ${full.cksj} 存款)`,
    );

    // Random enterprises (by id range), one capital increase each, dated this month.
    const inserted =
      (await db.execute(sql`with b as (select min(id) as lo, max(id) as hi from enterprises),
      pick as (select g, b.lo + floor(random() * (b.hi - b.lo))::bigint as x
        from generate_series(1, ${RECORDS}) g cross join b)
      insert into change_records
        (enterprise_id, changed_on, item, before, after, class_name, source, source_id, as_of)
      select e.id, ${day}::date - (pick.g % 28), '注册资本变更', '1000万元人民币', '3000万元人民币',
        '注册资本变更', ${SOURCE}, ${SOURCE} || '-' || pick.g, ${day}::date
      from pick cross join lateral (select id from enterprises where id >= pick.x order by id limit 1) e
      returning enterprise_id`)) as { rows: { enterprise_id: number | string }[] };
    const touched = [...new Set(inserted.rows.map((r) => Number(r.enterprise_id)))];

    started = performance.now();
    const scoped = await refreshLeads(db, now, touched);
    const scopedMs = performance.now() - started;
    console.log(
      `lead refresh after ${inserted.rows.length} change records on ${touched.length} enterprises: ` +
        `${seconds(scopedMs)} (${scoped.scoped} enterprises recomputed; target ≤ 60 s)`,
    );

    await db.execute(sql`delete from change_records where source = ${SOURCE}`);
    await refreshLeads(db, now, touched);
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('bench-lead-refresh.ts')) {
  benchLeadRefresh().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
