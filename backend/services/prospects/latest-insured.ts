import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows } from '../search/rows';

// Derive step `latest-insured` (docs/leads.md, Prospect screening): each enterprise's latest
// annual report's 参保人数 in `latest_insured`, which the insured condition of a screen reads as
// a range on (insured_count, enterprise_id). Set-based: one `distinct on` over annual_reports
// (read in the order of its (enterprise_id, year) index), upserted where it changed, and rows
// removed whose latest report no longer gives the figure. After an import, only the enterprises
// it touched.

export type LatestInsuredRefresh = { rows: number; scoped: number | null };

export async function refreshLatestInsured(
  db: Database,
  touched?: readonly number[],
): Promise<LatestInsuredRefresh> {
  const ids = touched && `{${touched.map((id) => Math.trunc(id)).join(',')}}`;
  const inScope = (column: SQL): SQL =>
    ids === undefined ? sql`true` : sql`${column} = any(${ids}::bigint[])`;
  const latest = sql`select distinct on (ar.enterprise_id) ar.enterprise_id, ar.year,
      ar.insured_count
    from annual_reports ar where ${inScope(sql`ar.enterprise_id`)}
    order by ar.enterprise_id, ar.year desc`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from latest_insured li where ${inScope(sql`li.enterprise_id`)}
      and not exists (select 1 from (${latest}) l
        where l.enterprise_id = li.enterprise_id and l.insured_count is not null)`);
    await tx.execute(sql`insert into latest_insured (enterprise_id, year, insured_count)
      select l.enterprise_id, l.year, l.insured_count from (${latest}) l
      where l.insured_count is not null
      on conflict (enterprise_id) do update set year = excluded.year,
        insured_count = excluded.insured_count
      where (latest_insured.year, latest_insured.insured_count)
        is distinct from (excluded.year, excluded.insured_count)`);
    if (ids === undefined) await tx.execute(sql`analyze latest_insured`);
    const [count] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from latest_insured`,
    );
    return { rows: count?.n ?? 0, scoped: touched === undefined ? null : touched.length };
  });
}
