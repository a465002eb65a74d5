import { eq, sql } from 'drizzle-orm';
import type { DimensionKey } from '@/lib/contract/profile';
import type { Database } from '../client';
import { enterprises } from '../schema';

// The profile's own record (header card, 工商信息) and how many rows each dimension holds.

export type EnterpriseRow = typeof enterprises.$inferSelect;

export async function findEnterprise(db: Database, id: number): Promise<EnterpriseRow | undefined> {
  const rows = await db.select().from(enterprises).where(eq(enterprises.id, id)).limit(1);
  return rows[0];
}

/** Natural persons who hold at least this share (percent) count as 重点人员. */
export const KEY_PERSON_MIN_RATIO = 5;

/** Every dimension's count in one round trip: each subquery runs on an enterprise_id index. */
export async function dimensionCounts(
  db: Database,
  id: number,
): Promise<Record<DimensionKey, number>> {
  const result = (await db.execute(sql`
    select
      (select count(*) from shareholdings where enterprise_id = ${id}) as gdxx,
      (select count(*) from positions where enterprise_id = ${id}) as zyry,
      (select count(*) from shareholdings where holder_enterprise_id = ${id}) as dwtz,
      (select count(*) from branches where parent_id = ${id}) as fzjg,
      (select count(*) from change_records where enterprise_id = ${id}) as bgjl,
      (select count(*) from annual_reports where enterprise_id = ${id}) as qynb,
      (select count(*) from patents where enterprise_id = ${id}) as zl,
      (select count(*) from trademarks where enterprise_id = ${id}) as sb,
      (select count(*) from judgments where enterprise_id = ${id}) as cpws,
      (select count(*) from penalties where enterprise_id = ${id}) as xzcf,
      (select count(*) from judicial_auctions where enterprise_id = ${id}) as sfpm,
      (select count(*) from bids where enterprise_id = ${id}) as ztb,
      (select count(*) from recruitment_posts where enterprise_id = ${id}) as zpxx,
      (select count(*) from (
        select person_id from positions where enterprise_id = ${id}
        union
        select holder_person_id from shareholdings
         where enterprise_id = ${id} and holder_person_id is not null
           and ratio >= ${KEY_PERSON_MIN_RATIO}
      ) k) as zdry
  `)) as { rows: Record<DimensionKey, string | number>[] };
  const row = result.rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as Record<
    DimensionKey,
    number
  >;
}
