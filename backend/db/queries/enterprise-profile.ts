import { eq, sql, type SQL } from 'drizzle-orm';
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

/** Every dimension's count of the enterprise `id`, each a subquery on an enterprise_id index. */
function dimensionCountColumns(id: number) {
  const n = (subquery: SQL) => sql<number>`(${subquery})::int`;
  return {
    gdxx: n(sql`select count(*) from shareholdings where enterprise_id = ${id}`),
    zyry: n(sql`select count(*) from positions where enterprise_id = ${id}`),
    dwtz: n(sql`select count(*) from shareholdings where holder_enterprise_id = ${id}`),
    fzjg: n(sql`select count(*) from branches where parent_id = ${id}`),
    bgjl: n(sql`select count(*) from change_records where enterprise_id = ${id}`),
    qynb: n(sql`select count(*) from annual_reports where enterprise_id = ${id}`),
    zl: n(sql`select count(*) from patents where enterprise_id = ${id}`),
    sb: n(sql`select count(*) from trademarks where enterprise_id = ${id}`),
    cpws: n(sql`select count(*) from judgments where enterprise_id = ${id}`),
    xzcf: n(sql`select count(*) from penalties where enterprise_id = ${id}`),
    sfpm: n(sql`select count(*) from judicial_auctions where enterprise_id = ${id}`),
    ztb: n(sql`select count(*) from bids where enterprise_id = ${id}`),
    rzlc: n(sql`select count(*) from financing_events where enterprise_id = ${id}`),
    zpxx: n(sql`select count(*) from recruitment_posts where enterprise_id = ${id}`),
    zdry: n(sql`select count(*) from (
        select person_id from positions where enterprise_id = ${id}
        union
        select holder_person_id from shareholdings
         where enterprise_id = ${id} and holder_person_id is not null
           and ratio >= ${KEY_PERSON_MIN_RATIO}
      ) k`),
  } satisfies Record<DimensionKey, SQL<number>>;
}

// The person behind the registered legal representative's name: the 法定代表人 position
// of that enterprise held by a person of that name. A bare name is never matched to a
// person elsewhere (people are told apart by person_key, not by name).
const legalRepresentativeId = (id: number) =>
  sql<number | null>`(
    select po.person_id from positions po join people p on p.id = po.person_id
    where po.enterprise_id = ${id} and po.title = '法定代表人'
      and p.name = ${enterprises.legalRepresentative}
    order by po.id limit 1)`.mapWith(Number);

/** The enterprise, every dimension's count and the legal representative's person id. */
export async function findEnterpriseWithCounts(
  db: Database,
  id: number,
): Promise<
  | {
      enterprise: EnterpriseRow;
      counts: Record<DimensionKey, number>;
      legalRepresentativeId: number | null;
    }
  | undefined
> {
  const [row] = await db
    .select({
      enterprise: enterprises,
      counts: dimensionCountColumns(id),
      legalRepresentativeId: legalRepresentativeId(id),
    })
    .from(enterprises)
    .where(eq(enterprises.id, id));
  return row;
}
