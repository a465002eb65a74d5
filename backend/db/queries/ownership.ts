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

export type SeniorManager = { person_id: number; name: string; title: string };

// Officers whose title makes them senior managers (the beneficiaries' last resort).
// Ordered by `title_rank, position_id` (法定代表人, 董事长, then the others as registered).
const seniorManagersOf = (id: number) => sql`
  select po.person_id::float8 as person_id, p.name, po.title,
    case po.title when '法定代表人' then 0 when '董事长' then 1 else 2 end as title_rank,
    po.id::float8 as position_id
  from positions po join people p on p.id = po.person_id
  where po.enterprise_id = ${id}
    and po.title in ('法定代表人', '总经理', '董事长', '执行董事', '经理', '负责人')`;

const asManager = (r: SeniorManager): SeniorManager => ({
  person_id: Number(r.person_id),
  name: r.name,
  title: r.title,
});

/** The officers of an enterprise whose title makes them senior managers. */
export async function seniorManagers(db: Database, id: number): Promise<SeniorManager[]> {
  const rows = rowsOf<SeniorManager>(
    await db.execute(sql`${seniorManagersOf(id)} order by title_rank, position_id`),
  );
  return rows.map(asManager);
}

/**
 * The root of an equity structure and, when asked, its senior managers, in one round trip.
 * Undefined when there is no such enterprise.
 */
export async function ownershipRoot(
  db: Database,
  id: number,
  withManagers: boolean,
): Promise<{ qymc: string; status: string; managers: SeniorManager[] } | undefined> {
  const managers = withManagers
    ? sql`coalesce((select json_agg(m order by m.title_rank, m.position_id)
        from (${seniorManagersOf(id)}) m), '[]'::json)`
    : sql`'[]'::json`;
  const [row] = rowsOf<{ qymc: string; status: string; managers: SeniorManager[] | string }>(
    await db.execute(
      sql`select e.qymc, e.status, ${managers} as managers from enterprises e where e.id = ${id}`,
    ),
  );
  if (!row) return undefined;
  const list =
    typeof row.managers === 'string' ? (JSON.parse(row.managers) as SeniorManager[]) : row.managers;
  return {
    qymc: row.qymc,
    status: row.status,
    managers: list.map(asManager),
  };
}

/** One neighbour of the graph's centre; `extra` is the holder kind, titles or status. */
export type GraphRow = {
  kind: 'center' | 'holder' | 'person' | 'investment' | 'branch';
  other_id: number;
  name: string;
  extra: string | null;
  ratio: number | null;
};

/**
 * The enterprise graph's centre and its neighbours in one round trip: shareholders (largest
 * first), officers, investments (largest first) and branches, at most `limit` of each, in no
 * guaranteed order (callers sort). No centre row: no such enterprise.
 */
export async function graphNeighbourhood(
  db: Database,
  id: number,
  limit: number,
): Promise<GraphRow[]> {
  return rowsOf<GraphRow>(
    await db.execute(sql`
      (select 'center' as kind, e.id::float8 as other_id, e.qymc as name, null::text as extra,
        null::float8 as ratio
       from enterprises e where e.id = ${id})
      union all
      (select 'holder', coalesce(s.holder_person_id, s.holder_enterprise_id)::float8,
        coalesce(p.name, h.qymc),
        case when s.holder_person_id is null then 'enterprise' else 'person' end,
        sum(s.ratio)::float8
       from shareholdings s
       left join people p on p.id = s.holder_person_id
       left join enterprises h on h.id = s.holder_enterprise_id
       where s.enterprise_id = ${id}
       group by 2, 3, 4 order by 5 desc, 2 limit ${limit})
      union all
      (select 'person', po.person_id::float8, p.name, string_agg(po.title, '、'), null
       from positions po join people p on p.id = po.person_id
       where po.enterprise_id = ${id}
       group by 2, 3 order by 2 limit ${limit})
      union all
      (select 'investment', e.id::float8, e.qymc, e.status, sum(s.ratio)::float8
       from shareholdings s join enterprises e on e.id = s.enterprise_id
       where s.holder_enterprise_id = ${id}
       group by 2, 3, 4 order by 5 desc, 2 limit ${limit})
      union all
      (select 'branch', e.id::float8, e.qymc, null, null
       from branches b join enterprises e on e.id = b.branch_id
       where b.parent_id = ${id} order by 2 limit ${limit})`),
  ).map((r) => ({
    ...r,
    other_id: Number(r.other_id),
    ratio: r.ratio === null ? null : Number(r.ratio),
  }));
}
