import { sql, type SQL } from 'drizzle-orm';
import type { DimensionFilterKey, DimensionFilters, DimensionKey } from '@/lib/contract/profile';
import type { Database } from '../client';
import { KEY_PERSON_MIN_RATIO } from './enterprise-profile';

// One page of one profile dimension (股东, 专利 ...) of one enterprise, with facet counts for
// its filters. Each dimension is a small SQL spec; every fragment here is a constant of this
// file and every value (ids, filters, paging) is a bound parameter, never interpolated text.
// Dates and numbers are cast in SQL so both engines answer 'YYYY-MM-DD' strings and numbers.

type FilterSpec = {
  /** The value compared with the filter (as text) and grouped for the facet. */
  expr: SQL;
  /** A date column filtered by calendar year instead of equality. */
  yearOf?: SQL;
  /** Overrides for values that are not one column: the condition and the facet query. */
  condition?: (value: string) => SQL;
  facet?: (from: SQL) => SQL;
};

type DimensionSpec = {
  from: SQL;
  where: SQL;
  select: SQL;
  order: SQL;
  filters: Partial<Record<DimensionFilterKey, FilterSpec>>;
};

const yearFilter = (column: SQL): FilterSpec => ({
  expr: sql`extract(year from ${column})::int`,
  yearOf: column,
});

const provenance = (alias: string) =>
  sql.raw(`${alias}.source as source, ${alias}.as_of::text as as_of`);

// Each enterprise fact table with the columns its list shows.
function factSpec(
  table: string,
  columns: string,
  order: string,
  filters: DimensionSpec['filters'],
  id: number,
): DimensionSpec {
  return {
    from: sql.raw(`${table} t`),
    where: sql`t.enterprise_id = ${id}`,
    select: sql.raw(`t.id::text as "ID_", ${columns}, t.source as source, t.as_of::text as as_of`),
    order: sql.raw(order),
    filters,
  };
}

const SPECS: Record<DimensionKey, (id: number) => DimensionSpec> = {
  gdxx: (id) => ({
    from: sql`shareholdings s
      left join people p on p.id = s.holder_person_id
      left join enterprises h on h.id = s.holder_enterprise_id`,
    where: sql`s.enterprise_id = ${id}`,
    select: sql`s.id::text as "ID_", coalesce(p.name, h.qymc) as holder_name,
      case when s.holder_person_id is null then '企业股东' else '自然人股东' end as holder_type,
      s.holder_enterprise_id::text as holder_enterprise_id,
      s.holder_person_id::text as holder_person_id, h.status as holder_status,
      s.ratio::float8 as ratio, s.subscribed_capital::float8 as subscribed_capital,
      s.subscribed_on::text as subscribed_on, ${provenance('s')}`,
    order: sql`s.ratio desc, s.id`,
    filters: {
      type: {
        expr: sql`case when s.holder_person_id is null then '企业股东' else '自然人股东' end`,
      },
    },
  }),
  zyry: (id) => ({
    from: sql`positions po join people p on p.id = po.person_id`,
    where: sql`po.enterprise_id = ${id}`,
    select: sql`po.id::text as "ID_", p.name as name, po.title as title,
      po.person_id::text as person_id, ${provenance('po')}`,
    order: sql`case po.title when '法定代表人' then 0 when '董事长' then 1 when '执行董事' then 2
      when '总经理' then 3 when '董事' then 4 when '监事' then 5 else 6 end, po.id`,
    filters: {},
  }),
  dwtz: (id) => ({
    from: sql`shareholdings s join enterprises e on e.id = s.enterprise_id`,
    where: sql`s.holder_enterprise_id = ${id}`,
    select: sql`s.id::text as "ID_", e.id::text as enterprise_id, e.qymc as qymc,
      e.legal_representative as legal_representative, e.status as status,
      e.established_on::text as established_on, e.zczb::float8 as zczb,
      s.ratio::float8 as ratio, s.subscribed_capital::float8 as subscribed_capital,
      ${provenance('s')}`,
    order: sql`s.ratio desc, s.id`,
    filters: { status: { expr: sql`e.status` } },
  }),
  fzjg: (id) => ({
    from: sql`branches b join enterprises e on e.id = b.branch_id`,
    where: sql`b.parent_id = ${id}`,
    select: sql`b.id::text as "ID_", e.id::text as enterprise_id, e.qymc as qymc,
      e.legal_representative as legal_representative, e.status as status,
      e.established_on::text as established_on, e.address as address, ${provenance('b')}`,
    order: sql`e.established_on desc, b.id`,
    filters: { status: { expr: sql`e.status` } },
  }),
  bgjl: (id) =>
    factSpec(
      'change_records',
      't.changed_on::text as changed_on, t.item, t.before, t.after, t.class_name',
      't.changed_on desc, t.id desc',
      { year: yearFilter(sql`t.changed_on`), type: { expr: sql`t.class_name` } },
      id,
    ),
  qynb: (id) =>
    factSpec(
      'annual_reports',
      `t.year::int as year, t.published_on::text as published_on, t.staff_count,
       t.insured_count, t.total_assets::float8 as total_assets, t.revenue::float8 as revenue,
       t.net_profit::float8 as net_profit`,
      't.year desc, t.id desc',
      { year: { expr: sql`t.year::int` } },
      id,
    ),
  zl: (id) =>
    factSpec(
      'patents',
      `t.type::text as type, t.title, t.application_no, t.applied_on::text as applied_on,
       t.publication_no, t.published_on::text as published_on, t.legal_status`,
      't.applied_on desc, t.id desc',
      {
        year: yearFilter(sql`t.applied_on`),
        type: { expr: sql`t.type::text` },
        status: { expr: sql`t.legal_status` },
      },
      id,
    ),
  sb: (id) =>
    factSpec(
      'trademarks',
      `t.name, t.registration_no, t.nice_class::int as nice_class,
       t.applied_on::text as applied_on, t.status`,
      't.applied_on desc, t.id desc',
      {
        year: yearFilter(sql`t.applied_on`),
        type: { expr: sql`t.nice_class::text` },
        status: { expr: sql`t.status` },
      },
      id,
    ),
  cpws: (id) =>
    factSpec(
      'judgments',
      `t.case_no, t.title, t.cause, t.role, t.court, t.judged_on::text as judged_on,
       t.amount::float8 as amount`,
      't.judged_on desc, t.id desc',
      { year: yearFilter(sql`t.judged_on`), role: { expr: sql`t.role` } },
      id,
    ),
  xzcf: (id) =>
    factSpec(
      'penalties',
      `t.decision_no, t.authority, t.reason, t.content, t.amount::float8 as amount,
       t.decided_on::text as decided_on`,
      't.decided_on desc, t.id desc',
      { year: yearFilter(sql`t.decided_on`) },
      id,
    ),
  sfpm: (id) =>
    factSpec(
      'judicial_auctions',
      `t.title, t.court, t.starting_price::float8 as starting_price,
       t.auction_on::text as auction_on, t.status`,
      't.auction_on desc, t.id desc',
      { year: yearFilter(sql`t.auction_on`), status: { expr: sql`t.status` } },
      id,
    ),
  ztb: (id) =>
    factSpec(
      'bids',
      `t.title, t.role, t.amount::float8 as amount, t.region_code,
       t.published_on::text as published_on`,
      't.published_on desc, t.id desc',
      { year: yearFilter(sql`t.published_on`), role: { expr: sql`t.role` } },
      id,
    ),
  rzlc: (id) =>
    factSpec(
      'financing_events',
      `t.round, t.amount_text, t.amount_wan::float8 as amount_wan, t.investors,
       t.occurred_on::text as occurred_on`,
      't.occurred_on desc, t.id desc',
      { year: yearFilter(sql`t.occurred_on`), type: { expr: sql`t.round` } },
      id,
    ),
  zpxx: (id) =>
    factSpec(
      'recruitment_posts',
      `t.title, t.city, t.salary_min, t.salary_max, t.education, t.experience,
       t.published_on::text as published_on`,
      't.published_on desc, t.id desc',
      { year: yearFilter(sql`t.published_on`) },
      id,
    ),
  // 重点人员: officers and natural persons holding at least KEY_PERSON_MIN_RATIO, one row each.
  zdry: (id) => ({
    from: sql`(
      select p.id, p.name, string_agg(distinct k.role, '、') as roles,
        max(k.ratio) as ratio, bool_or(k.officer) as officer, bool_or(not k.officer) as holder,
        min(k.source) as source, max(k.as_of) as as_of
      from (
        select person_id, title as role, null::numeric as ratio, true as officer, source, as_of
          from positions where enterprise_id = ${id}
        union all
        select holder_person_id, '股东', ratio, false, source, as_of
          from shareholdings
         where enterprise_id = ${id} and holder_person_id is not null
           and ratio >= ${KEY_PERSON_MIN_RATIO}
      ) k join people p on p.id = k.person_id
      group by p.id, p.name) z`,
    where: sql`true`,
    select: sql`z.id::text as "ID_", z.id::text as person_id, z.name, z.roles,
      z.ratio::float8 as ratio,
      z.officer, z.holder, z.source, z.as_of::text as as_of`,
    order: sql`z.officer desc, z.ratio desc nulls last, z.id`,
    filters: {
      type: {
        expr: sql`''`,
        condition: (value) =>
          value === '董监高' ? sql`z.officer` : value === '主要股东' ? sql`z.holder` : sql`false`,
        facet: (from) => sql`select v.value, v.count from (
            select '董监高' as value, count(*) filter (where z.officer)::int as count from ${from}
            union all
            select '主要股东', count(*) filter (where z.holder)::int from ${from}) v
          where v.count > 0`,
      },
    },
  }),
};

function filterCondition(spec: FilterSpec, value: string | number): SQL {
  if (spec.condition) return spec.condition(String(value));
  if (spec.yearOf) {
    const year = Number(value);
    return sql`${spec.yearOf} >= ${`${year}-01-01`}::date and ${spec.yearOf} < ${`${year + 1}-01-01`}::date`;
  }
  return sql`(${spec.expr})::text = ${String(value)}`;
}

export type DimensionPage = {
  rows: Record<string, unknown>[];
  /** The page answered (the one holding `focus` when the list has it). */
  pageIndex: number;
  total: number;
  facets: Partial<Record<DimensionFilterKey, { value: string; count: number }[]>>;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The filter keys a dimension understands. */
export function dimensionFilterKeys(dim: DimensionKey): DimensionFilterKey[] {
  return Object.keys(SPECS[dim](0).filters) as DimensionFilterKey[];
}

export async function listDimension(
  db: Database,
  dim: DimensionKey,
  enterpriseId: number,
  options: { filters: DimensionFilters; pageIndex: number; pageSize: number; focus?: number },
): Promise<DimensionPage> {
  const spec = SPECS[dim](enterpriseId);
  const conditions = [spec.where];
  for (const [key, value] of Object.entries(options.filters)) {
    const filter = spec.filters[key as DimensionFilterKey];
    if (filter && value !== undefined) conditions.push(filterCondition(filter, value));
  }
  const where = sql.join(conditions, sql` and `);
  const pageIndex =
    options.focus === undefined
      ? options.pageIndex
      : ((await focusPage(db, spec, where, options.focus, options.pageSize)) ?? options.pageIndex);
  const offset = (pageIndex - 1) * options.pageSize;

  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${spec.select} from ${spec.from} where ${where}
      order by ${spec.order} limit ${options.pageSize} offset ${offset}`),
  );
  // The page tells the total when it is the first page and not full: one query fewer.
  const total =
    pageIndex === 1 && rows.length < options.pageSize
      ? rows.length
      : Number(
          rowsOf<{ n: number | string }>(
            await db.execute(sql`select count(*) as n from ${spec.from} where ${where}`),
          )[0]?.n ?? 0,
        );

  const facets: DimensionPage['facets'] = {};
  for (const [key, filter] of Object.entries(spec.filters) as [DimensionFilterKey, FilterSpec][]) {
    const query = filter.facet
      ? filter.facet(spec.from)
      : sql`select (${filter.expr})::text as value, count(*)::int as count
          from ${spec.from} where ${spec.where} group by 1 order by 1 desc limit 60`;
    facets[key] = rowsOf<{ value: string; count: number | string }>(await db.execute(query)).map(
      (r) => ({ value: String(r.value), count: Number(r.count) }),
    );
  }
  return { rows, pageIndex, total, facets };
}

/**
 * The page holding the row whose "ID_" is `focus`: its position in the list's own order and
 * conditions (row_number over the same order as the page query). Undefined when the list
 * does not hold it (another enterprise's row, filtered out, or no such row).
 */
async function focusPage(
  db: Database,
  spec: DimensionSpec,
  where: SQL,
  focus: number,
  pageSize: number,
): Promise<number | undefined> {
  const [hit] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select k.n from (
        select ${spec.select}, row_number() over (order by ${spec.order}) as n
        from ${spec.from} where ${where}) k
      where k."ID_" = ${String(focus)}`),
  );
  return hit ? Math.ceil(Number(hit.n) / pageSize) : undefined;
}
