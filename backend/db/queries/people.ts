import { sql } from 'drizzle-orm';
import type { Database } from '../client';

// One person (a `people` row, never a name) with the enterprises they hold a position or a
// share in, for the person panel of the profile.

export type PersonRoleRow = {
  enterprise_id: number;
  qymc: string;
  status: string;
  /** Distinct titles joined by '、'; null when the person only holds shares. */
  titles: string | null;
  ratio: number | null;
};

type Row = {
  name: string;
  enterprise_id: number | string | null;
  qymc: string | null;
  status: string | null;
  titles: string | null;
  ratio: number | string | null;
  total: number | string;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The person `id` and, in one round trip, up to `limit` of their enterprises: legal
 * representations first, then other positions, then holdings by size. Several shareholding
 * rows in one enterprise are summed. Undefined when there is no such person.
 */
export async function personWithRoles(
  db: Database,
  id: number,
  limit: number,
): Promise<{ name: string; roles: PersonRoleRow[]; total: number } | undefined> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select p.name, r.enterprise_id::float8 as enterprise_id, e.qymc, e.status, r.titles,
        r.ratio::float8 as ratio, count(r.enterprise_id) over () as total
      from people p
      left join lateral (
        select k.enterprise_id, string_agg(distinct k.title, '、') as titles,
          sum(k.ratio) as ratio, bool_or(k.title = '法定代表人') as legal
        from (
          select enterprise_id, title, null::numeric as ratio
            from positions where person_id = p.id
          union all
          select enterprise_id, null, ratio
            from shareholdings where holder_person_id = p.id
        ) k
        group by k.enterprise_id
      ) r on true
      left join enterprises e on e.id = r.enterprise_id
      where p.id = ${id}
      order by r.legal desc nulls last, (r.titles is null), r.ratio desc nulls last,
        r.enterprise_id
      limit ${limit}`),
  );
  const first = rows[0];
  if (!first) return undefined;
  const roles = rows
    .filter((r) => r.enterprise_id !== null)
    .map((r) => ({
      enterprise_id: Number(r.enterprise_id),
      qymc: r.qymc ?? '',
      status: r.status ?? '',
      titles: r.titles,
      ratio: r.ratio === null ? null : Number(r.ratio),
    }));
  return { name: first.name, roles, total: Number(first.total) };
}
