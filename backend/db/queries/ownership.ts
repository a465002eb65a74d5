import { sql } from 'drizzle-orm';
import type { Database } from '../client';

// Ownership links around a set of enterprises, one level at a time, for the equity structure
// and the enterprise graph. Several rows for the same holder and enterprise are summed.

export type HolderLink = {
  enterprise_id: number;
  holder_kind: 'person' | 'enterprise';
  holder_id: number;
  holder_name: string;
  holder_status: string | null;
  ratio: number;
};

export type InvestmentLink = {
  holder_id: number;
  enterprise_id: number;
  name: string;
  status: string;
  ratio: number;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const idArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::bigint[]`;

/** The shareholders of each enterprise in `ids`. */
export async function holdersOf(db: Database, ids: readonly number[]): Promise<HolderLink[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<HolderLink>(
    await db.execute(sql`
      select s.enterprise_id::float8 as enterprise_id,
        case when s.holder_person_id is null then 'enterprise' else 'person' end as holder_kind,
        coalesce(s.holder_person_id, s.holder_enterprise_id)::float8 as holder_id,
        coalesce(p.name, h.qymc) as holder_name, h.status as holder_status,
        sum(s.ratio)::float8 as ratio
      from shareholdings s
      left join people p on p.id = s.holder_person_id
      left join enterprises h on h.id = s.holder_enterprise_id
      where s.enterprise_id = any(${idArray(ids)})
      group by 1, 2, 3, 4, 5
      order by 1, ratio desc, 3`),
  );
  return rows.map((r) => ({
    ...r,
    enterprise_id: Number(r.enterprise_id),
    holder_id: Number(r.holder_id),
  }));
}

/** The enterprises each holder enterprise in `ids` invests in. */
export async function investmentsOf(
  db: Database,
  ids: readonly number[],
): Promise<InvestmentLink[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<InvestmentLink>(
    await db.execute(sql`
      select s.holder_enterprise_id::float8 as holder_id, e.id::float8 as enterprise_id,
        e.qymc as name, e.status as status, sum(s.ratio)::float8 as ratio
      from shareholdings s join enterprises e on e.id = s.enterprise_id
      where s.holder_enterprise_id = any(${idArray(ids)})
      group by 1, 2, 3, 4
      order by 1, ratio desc, 2`),
  );
  return rows.map((r) => ({
    ...r,
    holder_id: Number(r.holder_id),
    enterprise_id: Number(r.enterprise_id),
  }));
}

/** The officers of an enterprise whose title makes them senior managers. */
export async function seniorManagers(db: Database, id: number) {
  return rowsOf<{ person_id: number; name: string; title: string }>(
    await db.execute(sql`
      select po.person_id::float8 as person_id, p.name, po.title
      from positions po join people p on p.id = po.person_id
      where po.enterprise_id = ${id}
        and po.title in ('法定代表人', '总经理', '董事长', '执行董事', '经理', '负责人')
      order by case po.title when '法定代表人' then 0 when '董事长' then 1 else 2 end, po.id`),
  ).map((r) => ({ ...r, person_id: Number(r.person_id) }));
}

export type GraphNeighbours = {
  people: { person_id: number; name: string; title: string }[];
  branches: { enterprise_id: number; name: string }[];
};

/** Officers and branches of an enterprise, for the graph (bounded). */
export async function graphNeighbours(
  db: Database,
  id: number,
  limit: number,
): Promise<GraphNeighbours> {
  const people = rowsOf<{ person_id: number; name: string; title: string }>(
    await db.execute(sql`
      select po.person_id::float8 as person_id, p.name, string_agg(po.title, '、') as title
      from positions po join people p on p.id = po.person_id
      where po.enterprise_id = ${id}
      group by 1, 2 order by 1 limit ${limit}`),
  );
  const branches = rowsOf<{ enterprise_id: number; name: string }>(
    await db.execute(sql`
      select e.id::float8 as enterprise_id, e.qymc as name
      from branches b join enterprises e on e.id = b.branch_id
      where b.parent_id = ${id} order by e.id limit ${limit}`),
  );
  return {
    people: people.map((r) => ({ ...r, person_id: Number(r.person_id) })),
    branches: branches.map((r) => ({ ...r, enterprise_id: Number(r.enterprise_id) })),
  };
}
