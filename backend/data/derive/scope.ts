import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The enterprises whose leads and events an import may change: those it touched, the parents
 * of touched branches (new_branch is the parent's) and the holders of touched companies
 * (subsidiary_injection, new_subsidiary are the holder's). The scoped runs of the steps leads
 * and industry-events recompute just these.
 */
export async function widenTouched(db: Database, touched: readonly number[]): Promise<number[]> {
  const ids = `{${touched.map((id) => Math.trunc(id)).join(',')}}`;
  const r = (await db.execute(sql`select coalesce(array_agg(distinct id), '{}') as ids from (
      select unnest(${ids}::bigint[]) as id
      union select br.parent_id from branches br where br.branch_id = any(${ids}::bigint[])
      union select sh.holder_enterprise_id from shareholdings sh
        where sh.enterprise_id = any(${ids}::bigint[]) and sh.holder_enterprise_id is not null
    ) t`)) as { rows: { ids: (number | string)[] | string }[] };
  const all = r.rows[0]!.ids;
  // Both engines answer an array (node-postgres with bigint strings); a text literal is read too.
  const list = Array.isArray(all) ? all : all.replace(/[{}]/g, '').split(',').filter(Boolean);
  return list.map(Number);
}
