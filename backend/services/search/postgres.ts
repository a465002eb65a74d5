import { sql, type SQL } from 'drizzle-orm';
import {
  CAPITAL_RANGES,
  ENTERPRISE_TYPES,
  FOUNDED_RANGES,
  OTHER_OPTIONS,
  SEARCH_COUNT_CAP,
  STATUSES,
  searchFilterSchema,
  type FacetBucket,
  type SearchFilters,
} from '@/lib/contract/search';
import type { Database } from '../../db/client';
import type { Clock } from '../../clock';
import {
  IS_ALIVE,
  capitalCondition,
  chainNotFound,
  checkTreeCodes,
  filterCondition,
  foundedCondition,
  otherCondition,
  typeCondition,
} from './filters';
import { excerpt, nameRanges, textRanges } from './highlight';
import {
  STOPPED_AT_CAP,
  browsePrefix,
  candidateCtes,
  parseKeyword,
  prefixOf,
  type Keyword,
} from './keyword';
import { industryByCode, industryCategories, provinces, regionPath } from './reference';
import type { SearchHit, SearchQuery, SearchService } from './types';

// The default search engine: PostgreSQL / PGlite with pg_trgm and the pinyin columns.

type Row = {
  id: number | string;
  qymc: string;
  tyshxydm: string;
  zczb: number | string | null;
  capital_currency: string;
  dlhy: string;
  lxfs: string | null;
  email: string | null;
  legal_representative: string;
  status: string;
  established_on: string;
  region_code: string;
  qylx: string;
  tags: string[];
  former_names: string;
  address: string;
  business_scope: string;
};

/** A slice of the results: display rows, or only their ids (export). */
type PageOf = { offset: number; limit: number; idsOnly?: boolean };

const COLUMNS = sql`e.id, e.qymc, e.tyshxydm, e.zczb, e.capital_currency, e.dlhy, e.lxfs, e.email,
  e.legal_representative, e.status, e.established_on::text as established_on, e.region_code,
  e.qylx, e.tags, e.former_names, e.address, e.business_scope`;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** Where the keyword matched when not in the name: former name, address, scope, people. */
function matchOutside(row: Row, k: Keyword | null): SearchHit['match'] {
  if (!k) return null;
  const former = row.former_names.split('；').find((n) => n && textRanges(n, k.text).length > 0);
  if (former) return { field: '曾用名', text: former, hl: textRanges(former, k.text) };
  if (row.legal_representative.startsWith(k.text)) {
    return {
      field: '法定代表人',
      text: row.legal_representative,
      hl: [[0, k.text.length]],
    };
  }
  if (k.phone && row.lxfs?.startsWith(k.text)) {
    return { field: '电话', text: row.lxfs, hl: [[0, k.text.length]] };
  }
  const address = excerpt(row.address, k.text);
  if (address) return { field: '地址', ...address };
  const scope = excerpt(row.business_scope, k.text);
  if (scope) return { field: '经营范围', ...scope };
  return null;
}

function toHit(row: Row, k: Keyword | null): SearchHit {
  const hl = k ? nameRanges(row.qymc, k.text) : [];
  return {
    id: Number(row.id),
    qymc: row.qymc,
    tyshxydm: row.tyshxydm,
    zczb: num(row.zczb),
    capitalCurrency: row.capital_currency,
    dlhy: row.dlhy,
    lxfs: row.lxfs,
    email: row.email,
    legalRepresentative: row.legal_representative,
    status: row.status,
    establishedOn: row.established_on,
    regionCode: row.region_code,
    region: regionPath(row.region_code),
    qylx: row.qylx,
    tags: row.tags,
    hl,
    match: hl.length > 0 ? null : matchOutside(row, k),
  };
}

// People, brands and products live in other tables: name the first that matched each row.
async function matchInFacts(db: Database, hits: SearchHit[], query: SearchQuery, k: Keyword) {
  const need = hits.filter((h) => h.hl.length === 0 && !h.match);
  if (need.length === 0) return;
  const ids = sql.join(
    need.map((h) => sql`${h.id}`),
    sql`, `,
  );
  const p = prefixOf(k.text);
  const c = `%${p}`;
  const sources: SQL[] = [];
  if (query.keyType === 'all' || query.keyType === 'person') {
    sources.push(
      sql`select po.enterprise_id as id, po.title as field, pe.name as text from positions po join people pe on pe.id = po.person_id where po.enterprise_id in (${ids}) and pe.name like ${p}`,
      sql`select sh.enterprise_id as id, '股东' as field, pe.name as text from shareholdings sh join people pe on pe.id = sh.holder_person_id where sh.enterprise_id in (${ids}) and pe.name like ${p}`,
    );
  }
  if (query.keyType === 'brand') {
    sources.push(
      sql`select enterprise_id as id, '商标' as field, name as text from trademarks where enterprise_id in (${ids}) and name like ${k.short ? p : c}`,
    );
  }
  if (query.keyType === 'product') {
    sources.push(
      sql`select enterprise_id as id, '产品' as field, name as text from products where enterprise_id in (${ids}) and name like ${k.short ? p : c}`,
    );
  }
  if (sources.length === 0) return;
  const found = await rows<{ id: number | string; field: string; text: string }>(
    db,
    sql.join(sources, sql` union all `),
  );
  for (const hit of need) {
    const f = found.find((r) => Number(r.id) === hit.id);
    if (f) hit.match = { field: f.field, text: f.text, hl: textRanges(f.text, k.text) };
  }
}

export function createPostgresSearch({ db, clock }: { db: Database; clock: Clock }): SearchService {
  const keywordOf = (filters: SearchFilters) =>
    filters.keyword ? parseKeyword(filters.keyword) : null;

  /**
   * How a question is answered: `ranked` gathers a keyword's candidates and ranks them;
   * `walk` walks an order index until the page is full (filters alone, or a one-character
   * name browse with its prefix as one more filter and exact names first).
   */
  function planOf(
    filters: SearchFilters,
  ):
    | { kind: 'ranked'; k: Keyword; conditions: SQL }
    | { kind: 'walk'; conditions: SQL; exactName?: string } {
    const conditions = filterCondition(filters, clock.now());
    const k = keywordOf(filters);
    if (!k) return { kind: 'walk', conditions };
    const browse = browsePrefix(k, filters.keyType);
    if (!browse) return { kind: 'ranked', k, conditions };
    return { kind: 'walk', conditions: sql`${browse} and ${conditions}`, exactName: k.text };
  }

  /** The matches as a set of ids (keyword and filters), for facets. */
  function where(filters: SearchFilters): SQL {
    const plan = planOf(filters);
    if (plan.kind === 'walk') return plan.conditions;
    return sql`e.id in (with ${candidateCtes(plan.k, filters.keyType, plan.conditions)}
      select id from c)`;
  }

  /** Display order over ranked candidates aliased `at` (columns of candidateCtes' `c`). */
  function rankedOrder(query: SearchQuery, at: string): SQL {
    const c = (column: string) => sql.raw(`${at}.${column}`);
    const dir = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
    if (query.sort === 'capital') return sql`${c('zczb')} ${dir} nulls last, ${c('id')}`;
    if (query.sort === 'founded') {
      return sql`${c('established_on')} ${dir} nulls last, ${c('id')}`;
    }
    return sql`${c('tier')}, case when ${c('tier')} = 3 then ${c('sim')} else 0 end desc,
      ${c('sr')}, ${c('zczb')} desc nulls last, ${c('id')}`;
  }

  /**
   * A keyword search in one statement: the candidates are read once, counted, and the page
   * taken from them with its display columns. Answers the total even past the last page,
   * and whether a broad branch stopped (then the total is a floor).
   */
  async function rankKeyword(
    query: SearchQuery,
    k: Keyword,
    conditions: SQL,
    { offset, limit, idsOnly = false }: PageOf,
  ) {
    const found = await rows<Row & { total: number | string; stopped: boolean }>(
      db,
      sql`with ${candidateCtes(k, query.keyType, conditions)},
        p as (select c.* from c order by ${rankedOrder(query, 'c')}
          limit ${limit} offset ${offset})
        select t.total, t.stopped, ${idsOnly ? sql`p.id` : COLUMNS}
        from (select count(*) as total, ${STOPPED_AT_CAP} as stopped from c) t
        left join p on true ${idsOnly ? sql`` : sql`left join enterprises e on e.id = p.id`}
        order by ${rankedOrder(query, 'p')}`,
    );
    return {
      rows: found.filter((r) => r.id !== null),
      total: Number(found[0]?.total ?? 0),
      stopped: found[0]?.stopped === true,
    };
  }

  /**
   * Walk an order index (capital, founding date) until the page is full; the walk reads only
   * the covering index, and the page's rows are fetched after it. The default order
   * (exact names first, then 存续/在业, then capital) is a look-up and two walks.
   */
  async function pageOfWalk(
    query: SearchQuery,
    conditions: SQL,
    exactName: string | undefined,
    { offset, limit, idsOnly = false }: PageOf,
  ) {
    const dir = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
    let walk: SQL;
    let order: SQL;
    if (query.sort === 'capital' || query.sort === 'founded') {
      const column = sql.raw(query.sort === 'capital' ? 'zczb' : 'established_on');
      walk = sql`select e.id, e.${column} as o from enterprises e where ${conditions}
        order by e.${column} ${dir} nulls last, e.id limit ${limit} offset ${offset}`;
      order = sql`p.o ${dir} nulls last, p.id`;
    } else {
      const notExact = exactName === undefined ? sql`` : sql` and e.qymc <> ${exactName}`;
      const byCapital = (alive: boolean) =>
        sql`(select e.id, 1 as t, ${sql.raw(alive ? '0' : '1')} as sr, e.zczb as o
          from enterprises e
          where ${alive ? IS_ALIVE : sql`not ${IS_ALIVE}`} and ${conditions}${notExact}
          order by e.zczb desc nulls last, e.id limit ${offset + limit})`;
      const exact =
        exactName === undefined
          ? sql``
          : sql`(select e.id, 0 as t, case when ${IS_ALIVE} then 0 else 1 end as sr,
              e.zczb as o from enterprises e where e.qymc = ${exactName} and ${conditions})
              union all `;
      walk = sql`select u.* from (${exact}${byCapital(true)} union all ${byCapital(false)}) u
        order by u.t, u.sr, u.o desc nulls last, u.id limit ${limit} offset ${offset}`;
      order = sql`p.t, p.sr, p.o desc nulls last, p.id`;
    }
    return rows<Row>(
      db,
      idsOnly
        ? sql`select p.id from (${walk}) p order by ${order}`
        : sql`with p as materialized (${walk})
            select ${COLUMNS} from p join enterprises e on e.id = p.id order by ${order}`,
    );
  }

  /** Matches of a walk counted up to `cap`. */
  async function countWalk(conditions: SQL, cap: number): Promise<number> {
    const [row] = await rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from (select 1 from enterprises e where ${conditions}
        limit ${cap}) c`,
    );
    return Number(row?.n ?? 0);
  }

  /**
   * One page in display order, and the total (ranked: all candidates; walk: up to `cap`, or
   * not counted when `cap` is null).
   */
  async function rank(query: SearchQuery, offset: number, limit: number, cap: number | null) {
    const plan = planOf(query);
    const k = keywordOf(query);
    const {
      rows: found,
      total,
      stopped,
    } = plan.kind === 'ranked'
      ? await rankKeyword(query, plan.k, plan.conditions, { offset, limit })
      : await Promise.all([
          // Side by side on PostgreSQL's pool; PGlite queues them on its one connection.
          pageOfWalk(query, plan.conditions, plan.exactName, { offset, limit }),
          cap === null ? 0 : countWalk(plan.conditions, cap),
        ]).then(([page, n]) => ({ rows: page, total: n, stopped: false }));
    const hits = found.map((r) => toHit(r, k));
    if (k) await matchInFacts(db, hits, query, k);
    return { hits, total, stopped };
  }

  /** Rows of these ids in the given order, with the name highlighted (export batches). */
  async function hitsByIds(ids: number[], query: SearchQuery): Promise<SearchHit[]> {
    if (ids.length === 0) return [];
    const k = keywordOf(query);
    const found = await rows<Row>(
      db,
      sql`select ${COLUMNS} from enterprises e where e.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const byId = new Map(found.map((r) => [Number(r.id), r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toHit(row, k)] : [];
    });
  }

  async function count(filters: SearchFilters, cap: number): Promise<number> {
    const plan = planOf(filters);
    if (plan.kind === 'walk') return countWalk(plan.conditions, cap);
    const [row] = await rows<{ n: number | string }>(
      db,
      sql`with ${candidateCtes(plan.k, filters.keyType, plan.conditions)}
        select count(*) as n from c`,
    );
    return Math.min(Number(row?.n ?? 0), cap);
  }

  async function facets(filters: SearchFilters) {
    const today = clock.now();
    const options: { dim: string; value: string; label: string; cond: SQL }[] = [
      ...CAPITAL_RANGES.map((r) => ({
        dim: 'zczb',
        value: r.value,
        label: r.label,
        cond: capitalCondition(r),
      })),
      ...FOUNDED_RANGES.map((r) => ({
        dim: 'clnx',
        value: r.value,
        label: r.label,
        cond: foundedCondition(r, today),
      })),
      ...ENTERPRISE_TYPES.map((t) => ({
        dim: 'qylx',
        value: t.value,
        label: t.label,
        cond: typeCondition(t.value),
      })),
      ...STATUSES.map((s) => ({ dim: 'status', value: s, label: s, cond: sql`e.status = ${s}` })),
      ...OTHER_OPTIONS.map((o) => ({
        dim: 'other',
        value: o.value,
        label: o.label,
        cond: otherCondition(o.value),
      })),
    ];
    const selects = options.map(
      (o, i) => sql`count(*) filter (where ${o.cond}) as ${sql.raw(`f${i}`)}`,
    );
    const base = sql`from enterprises e where ${where(filters)}`;
    // Side by side on PostgreSQL's pool (PGlite queues them); 门类 and provinces in one pass.
    const [counts, groups, chains] = await Promise.all([
      rows<Record<string, number | string>>(
        db,
        sql`select count(*) as total, ${sql.join(selects, sql`, `)} ${base}`,
      ),
      rows<{ category: string | null; province: string | null; n: number | string }>(
        db,
        sql`select e.industry_category as category, left(e.region_code, 2) as province,
          count(*) as n ${base}
          group by grouping sets ((e.industry_category), (left(e.region_code, 2)))
          order by 3 desc`,
      ),
      rows<{ id: number | string; name: string; n: number | string }>(
        db,
        sql`select c.id, c.name, count(distinct ice.enterprise_id) as n from industry_chains c
          left join industry_chain_nodes n on n.chain_id = c.id
          left join industry_chain_enterprises ice on ice.node_id = n.id
            and ice.enterprise_id in (select e.id ${base})
          group by c.id, c.name order by c.id`,
      ),
    ]);
    const categories = groups.flatMap((g) =>
      g.category === null ? [] : [{ code: g.category, n: g.n }],
    );
    const regions = groups.flatMap((g) =>
      g.category === null && g.province !== null ? [{ code: g.province, n: g.n }] : [],
    );
    const row = counts[0] ?? {};
    const bucket = (dim: string): FacetBucket[] =>
      options.flatMap((o, i) =>
        o.dim === dim ? [{ value: o.value, label: o.label, count: Number(row[`f${i}`] ?? 0) }] : [],
      );
    const categoryNames = new Map(industryCategories().map((c) => [c.code, c.name]));
    const provinceNames = new Map(provinces().map((p) => [p.code.slice(0, 2), p]));
    return {
      total: Number(row.total ?? 0),
      zczb: bucket('zczb'),
      clnx: bucket('clnx'),
      qylx: bucket('qylx'),
      status: bucket('status'),
      other: bucket('other'),
      sshy: categories.map((c) => ({
        value: c.code,
        label: categoryNames.get(c.code) ?? c.code,
        count: Number(c.n),
      })),
      addr: regions.map((r) => ({
        value: provinceNames.get(r.code)?.code ?? r.code.padEnd(6, '0'),
        label: provinceNames.get(r.code)?.name ?? r.code,
        count: Number(r.n),
      })),
      cyl: chains.map((c) => ({ value: String(c.id), label: c.name, count: Number(c.n) })),
    };
  }

  return {
    async search(query, { offset, limit }) {
      const cap = SEARCH_COUNT_CAP;
      const { hits, total, stopped } = await rank(query, offset, limit, cap + 1);
      return { hits, total: Math.min(total, cap), capped: total > cap || stopped };
    },

    // The name search's own ranking: exact, prefix (name or pinyin), then by similarity.
    async suggest(keyword, limit) {
      const query: SearchQuery = {
        ...searchFilterSchema.parse({ keyword, keyType: 'name' }),
        sort: 'relevance',
        order: 'desc',
      };
      // Suggestions show no total: a browse (one character) is not counted.
      const { hits } = await rank(query, 0, limit, null);
      return hits.map((h) => ({ id: h.id, qymc: h.qymc, status: h.status, hl: h.hl }));
    },

    facets,
    count,

    async orderedIds(query, limit) {
      const plan = planOf(query);
      const page = { offset: 0, limit, idsOnly: true };
      const found =
        plan.kind === 'ranked'
          ? (await rankKeyword(query, plan.k, plan.conditions, page)).rows
          : await pageOfWalk(query, plan.conditions, plan.exactName, page);
      return found.map((r) => Number(r.id));
    },

    hitsByIds,

    async overview() {
      const now = clock.now();
      const monthStart = `${now.toISOString().slice(0, 7)}-01`;
      const [totals] = await rows<{
        total: number | string;
        alive: number | string;
        fresh: number | string;
      }>(
        db,
        sql`select count(*) as total,
          count(*) filter (where ${IS_ALIVE}) as alive,
          count(*) filter (where e.established_on >= ${monthStart}) as fresh
          from enterprises e`,
      );
      const hot = await rows<{ code: string; n: number | string }>(
        db,
        sql`select left(e.industry_code, 2) as code, count(*) as n from enterprises e
          where e.established_on >= ${`${now.getUTCFullYear() - 1}${now.toISOString().slice(4, 10)}`}
          group by 1 order by 2 desc limit 5`,
      );
      return {
        enterprises: Number(totals?.total ?? 0),
        alive: Number(totals?.alive ?? 0),
        newThisMonth: Number(totals?.fresh ?? 0),
        hotIndustries: hot.map((h) => ({
          code: h.code,
          name: industryByCode(h.code)?.name ?? h.code,
          count: Number(h.n),
        })),
      };
    },

    async validate(filters) {
      checkTreeCodes(filters);
      const chains = filters.cyl ?? [];
      if (chains.length === 0) return;
      const list = sql.join(
        chains.map((id) => sql`${Number(id)}`),
        sql`, `,
      );
      const known = await rows<{ id: number | string }>(
        db,
        sql`select id from industry_chains where id in (${list})`,
      );
      const ids = new Set(known.map((r) => String(r.id)));
      const missing = chains.find((id) => !ids.has(String(Number(id))));
      if (missing !== undefined) throw chainNotFound(missing);
    },
  };
}
