import { sql, type SQL } from 'drizzle-orm';
import {
  PROSPECT_MESSAGES,
  PROSPECT_PERIODS,
  type ProspectCondition,
  type ProspectGroup,
  type ProspectItem,
  type ProspectPeriod,
} from '@/lib/contract/prospects';
import type { SearchFilters } from '@/lib/contract/search';
import type { Database } from '../../db/client';
import { notACustomer } from '../../db/queries/customers';
import { AppError } from '../../http/errors';
import { MESSAGES } from '@/lib/contract/messages';
import { ABNORMAL_STATUSES } from '../leads/refresh';
import { filterCondition, yearsBefore } from '../search/filters';
import { rows } from '../search/rows';
import type { SearchService } from '../search/types';

// A screen's condition tree as ONE condition over `enterprises e` (docs/leads.md, Prospect
// screening). Find companies' filters reuse its SQL builders. A fact dimension is an EXISTS /
// NOT EXISTS on the fact table by enterprise id: on the root's AND chain PostgreSQL turns it
// into a semi- or anti-join (index probes when the other conditions leave few enterprises, a
// hash join otherwise); under an OR it plans both a per-row probe and a hashed subplan (one
// scan of the fact table) and keeps the cheaper. Nothing is evaluated per enterprise in
// JavaScript.

/** What a tree needs from the database before it compiles: its chain links' node ids. */
export type Resolved = { linkNodes: Map<string, number[]> };

const EMPTY_FILTERS: SearchFilters = {
  keyword: '',
  keyType: 'all',
  zczb: [],
  clnx: [],
  sshy: [],
  addr: [],
  qylx: [],
  cyl: [],
  status: [],
  other: [],
};

type FilterField = 'addr' | 'sshy' | 'zczb' | 'clnx' | 'qylx' | 'status' | 'other' | 'cyl';
const FILTER_FIELDS = new Set<string>([
  'addr',
  'sshy',
  'zczb',
  'clnx',
  'qylx',
  'status',
  'other',
  'cyl',
]);

const asFilters = (c: ProspectCondition & { field: FilterField }): SearchFilters => ({
  ...EMPTY_FILTERS,
  [c.field]: c.values,
});

function* conditionsOf(items: readonly ProspectItem[]): Generator<ProspectCondition> {
  for (const item of items) {
    if (item.field === 'group') yield* conditionsOf(item.items);
    else yield item;
  }
}

const badLink = (code: string) =>
  new AppError(400, MESSAGES.invalidField('params.conditions', PROSPECT_MESSAGES.noSuchNode(code)));

/**
 * Checks every value the contract cannot (region and industry codes against the trees, chain
 * ids, link codes: a 400 naming the value; skipped without `search`) and resolves each link to its node and the nodes
 * below it.
 */
export async function resolveTree(
  db: Database,
  search: Pick<SearchService, 'validate'> | undefined,
  tree: ProspectGroup,
): Promise<Resolved> {
  const linkCodes = new Set<string>();
  for (const c of conditionsOf(tree.items)) {
    if (search && FILTER_FIELDS.has(c.field))
      await search.validate(asFilters(c as ProspectCondition & { field: FilterField }));
    if (c.field === 'link') for (const code of c.values) linkCodes.add(code);
  }
  const linkNodes = new Map<string, number[]>();
  if (linkCodes.size === 0) return { linkNodes };
  const codes = [...linkCodes];
  // The node and its descendants (links hang under segments under stages).
  const found = await rows<{ code: string; id: number | string }>(
    db,
    sql`with recursive roots as (
        select n.code, n.id from industry_chain_nodes n where n.code in (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )})
      ), sub as (
        select r.code, r.id from roots r
        union all
        select s.code, n.id from sub s join industry_chain_nodes n on n.parent_id = s.id
      )
      select code, id from sub`,
  );
  for (const r of found) {
    const ids = linkNodes.get(r.code) ?? [];
    ids.push(Number(r.id));
    linkNodes.set(r.code, ids);
  }
  const missing = codes.find((c) => !linkNodes.has(c));
  if (missing !== undefined) throw badLink(missing);
  return { linkNodes };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The [from, to] dates of an activity window: a period back from today, or the given range. */
export function windowOf(
  c: { period?: ProspectPeriod; from?: string; to?: string },
  today: Date,
): { from: string | null; to: string | null } {
  if (c.from || c.to) return { from: c.from ?? null, to: c.to ?? null };
  const years = PROSPECT_PERIODS.find((p) => p.value === (c.period ?? '1y'))!.years;
  return { from: yearsBefore(today, years), to: isoDay(today) };
}

const dateBounds = (column: SQL, w: { from: string | null; to: string | null }): SQL[] => [
  ...(w.from ? [sql`${column} >= ${w.from}::date`] : []),
  ...(w.to ? [sql`${column} <= ${w.to}::date`] : []),
];

/** The fact table, date column and row condition of each activity dimension. */
const FACTS = {
  financing: { table: sql`financing_events`, date: sql`f.occurred_on`, extra: [] },
  bidWon: { table: sql`bids`, date: sql`f.published_on`, extra: [sql`f.role = '中标'`] },
  patent: { table: sql`patents`, date: sql`f.applied_on`, extra: [] },
} satisfies Record<string, { table: SQL; date: SQL; extra: SQL[] }>;

/** The ids of the enterprises with at least `min` rows of a fact table in a window. */
function activitySet(
  table: SQL,
  dateColumn: SQL,
  extra: SQL[],
  c: { min?: number },
  w: ReturnType<typeof windowOf>,
): SQL {
  const where = sql.join([...extra, ...dateBounds(dateColumn, w)], sql` and `);
  const min = c.min ?? 1;
  if (min > 1)
    return sql`select f.enterprise_id from ${table} f where ${where}
      group by f.enterprise_id having count(*) >= ${min}`;
  return sql`select f.enterprise_id from ${table} f where ${where}`;
}

/** The enterprises with at least `min` rows of a fact table in a window. */
function activity(
  table: SQL,
  dateColumn: SQL,
  extra: SQL[],
  c: { min?: number },
  w: ReturnType<typeof windowOf>,
): SQL {
  if ((c.min ?? 1) > 1) return sql`e.id in (${activitySet(table, dateColumn, extra, c, w)})`;
  const where = sql.join([...extra, ...dateBounds(dateColumn, w)], sql` and `);
  return sql`exists (select 1 from ${table} f where f.enterprise_id = e.id and ${where})`;
}

/** No row of a fact table in a window (a risk exclusion). */
function without(table: SQL, where: SQL): SQL {
  return sql`not exists (select 1 from ${table} f where f.enterprise_id = e.id and ${where})`;
}

const nums = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

function conditionSql(c: ProspectCondition, ctx: CompileContext): SQL {
  switch (c.field) {
    case 'addr':
    case 'sshy':
    case 'zczb':
    case 'clnx':
    case 'qylx':
    case 'status':
    case 'other':
    case 'cyl':
      return sql`(${filterCondition(asFilters(c), ctx.today)})`;
    case 'link':
    case 'insured':
      return sql`e.id in (${factSet(c, ctx)!})`;
    case 'financing':
    case 'bidWon':
    case 'patent': {
      const f = FACTS[c.field];
      return activity(f.table, f.date, f.extra, c, windowOf(c, ctx.today));
    }
    case 'risk': {
      const w = windowOf({ period: c.period }, ctx.today);
      const parts = c.values.map((risk) => {
        if (risk === 'penalty')
          return without(sql`penalties`, sql.join(dateBounds(sql`f.decided_on`, w), sql` and `));
        if (risk === 'defendant')
          return without(
            sql`judgments`,
            sql`f.role = '被告' and ${sql.join(dateBounds(sql`f.judged_on`, w), sql` and `)}`,
          );
        return sql`e.status not in (${sql.join(
          ABNORMAL_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})`;
      });
      return sql`(${sql.join(parts, sql` and `)})`;
    }
    case 'notCustomer':
      return notACustomer(ctx.userId, sql`e.id`);
  }
}

export type CompileContext = { userId: string; today: Date; resolved: Resolved };

/**
 * A condition read from a table other than `enterprises` as the set of its enterprise ids (a
 * select of one column); null for the others.
 */
function factSet(c: ProspectCondition, ctx: CompileContext): SQL | null {
  switch (c.field) {
    case 'link': {
      const ids = [...new Set(c.values.flatMap((code) => ctx.resolved.linkNodes.get(code) ?? []))];
      // Placed by evidence, confirmed or likely (weak class-only placements are candidates).
      return sql`select cp.enterprise_id from chain_placements cp
        where cp.node_id in (${nums(ids)}) and cp.confidence <> 'weak'`;
    }
    case 'financing':
    case 'bidWon':
    case 'patent': {
      const f = FACTS[c.field];
      return activitySet(f.table, f.date, f.extra, c, windowOf(c, ctx.today));
    }
    case 'insured': {
      // The latest annual report's 参保人数, derived (step latest-insured): a range on
      // (insured_count, enterprise_id). A report without the figure has no row: no range.
      const bounds = [
        ...(c.min !== undefined ? [sql`li.insured_count >= ${c.min}`] : []),
        ...(c.max !== undefined ? [sql`li.insured_count <= ${c.max}`] : []),
      ];
      return sql`select li.enterprise_id from latest_insured li
        where ${sql.join(bounds, sql` and `)}`;
    }
    default:
      return null;
  }
}

type IdSet = { sql: SQL; readsFacts: boolean };

/**
 * An item as a set of enterprise ids, when it is one: a filter of find companies (the
 * enterprises it keeps), a fact dimension, an OR group of such items (their union). Risk
 * exclusions, 不是我的客户 and AND groups are not (null): an exclusion's set is nearly every
 * enterprise.
 */
function idSet(item: ProspectItem, ctx: CompileContext): IdSet | null {
  if (item.field === 'group') return item.op === 'or' ? unionOf(item.items, ctx) : null;
  if (FILTER_FIELDS.has(item.field))
    return {
      sql: sql`select e.id from enterprises e where ${filterCondition(
        asFilters(item as ProspectCondition & { field: FilterField }),
        ctx.today,
      )}`,
      readsFacts: false,
    };
  const set = factSet(item, ctx);
  return set && { sql: set, readsFacts: true };
}

/** The union of the items' id sets, or null when an item is not one. */
function unionOf(items: readonly ProspectItem[], ctx: CompileContext): IdSet | null {
  if (items.length === 0) return null;
  const sets: IdSet[] = [];
  for (const item of items) {
    const set = idSet(item, ctx);
    if (!set) return null;
    sets.push(set);
  }
  return {
    sql: sql.join(
      sets.map((s) => sql`(${s.sql})`),
      sql` union `,
    ),
    readsFacts: sets.some((s) => s.readsFacts),
  };
}

/**
 * A group as a condition on `e`. `alone`: nothing is ANDed with the group (the root, the only
 * item of a group that is alone, an item of an OR that is), so it is evaluated over every
 * enterprise.
 */
function groupSql(
  op: 'and' | 'or',
  items: readonly ProspectItem[],
  ctx: CompileContext,
  alone: boolean,
): SQL {
  if (items.length === 0) return sql`true`;
  // An OR alone whose every item is an id set, one of them a fact table's, is one semi-join on
  // the union of the sets (each read by its own index) rather than a test of every enterprise.
  // One over enterprise columns alone stays a test per row (one scan either way), and so does
  // an OR ANDed with other conditions: those leave few enterprises to test, fewer than the
  // union would gather.
  if (alone && op === 'or' && items.length > 1) {
    const union = unionOf(items, ctx);
    if (union?.readsFacts) return sql`e.id in (${union.sql})`;
  }
  const aloneBelow = alone && (op === 'or' || items.length === 1);
  const parts = items.map((item) =>
    item.field === 'group'
      ? groupSql(item.op, item.items, ctx, aloneBelow)
      : conditionSql(item, ctx),
  );
  return sql`(${sql.join(parts, op === 'and' ? sql` and ` : sql` or `)})`;
}

/** The tree as one condition on `e` (true for an empty root: every enterprise). */
export function compileTree(tree: ProspectGroup, ctx: CompileContext): SQL {
  return groupSql(tree.op, tree.items, ctx, true);
}
