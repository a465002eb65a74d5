import { sql, type SQL } from 'drizzle-orm';
import {
  CAPITAL_RANGES,
  ENTERPRISE_TYPES,
  FOUNDED_RANGES,
  OTHER_OPTIONS,
  STATUSES,
  type FacetBucket,
  type SearchFilters,
} from '@/lib/contract/search';
import type { Database } from '../../db/client';
import type { Clock } from '../../clock';
import {
  ALIVE_STATUSES,
  capitalCondition,
  chainNotFound,
  checkTreeCodes,
  filterCondition,
  foundedCondition,
  otherCondition,
  typeCondition,
} from './filters';
import { excerpt, nameRanges, textRanges } from './highlight';
import { keywordIds, parseKeyword, relevanceTier, type Keyword } from './keyword';
import { industryByCode, industryCategories, provinces, regionPath } from './reference';
import type { SearchHit, SearchQuery, SearchService, SuggestHit } from './types';

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

const COLUMNS = sql`e.id, e.qymc, e.tyshxydm, e.zczb, e.capital_currency, e.dlhy, e.lxfs, e.email,
  e.legal_representative, e.status, e.established_on::text as established_on, e.region_code,
  e.qylx, e.tags, e.former_names, e.address, e.business_scope`;

const STATUS_RANK = sql`case when e.status in ('存续', '在业') then 0 else 1 end`;

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
  const p = `${k.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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

  /** `e.id in (matches) and filters`, or just the filters without a keyword. */
  function where(filters: SearchFilters): SQL {
    const conditions = filterCondition(filters, clock.now());
    const k = keywordOf(filters);
    if (!k) return conditions;
    return sql`e.id in (${keywordIds(k, filters.keyType, conditions)}) and ${conditions}`;
  }

  function orderBy(query: SearchQuery, k: Keyword | null): SQL {
    const dir = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
    if (query.sort === 'capital') return sql`e.zczb ${dir} nulls last, e.id`;
    if (query.sort === 'founded') return sql`e.established_on ${dir} nulls last, e.id`;
    if (!k) return sql`${STATUS_RANK}, e.zczb desc nulls last, e.id`;
    return sql`${relevanceTier(k)},
      case when ${relevanceTier(k)} = 3 then similarity(e.qymc, ${k.text}) else 0 end desc,
      ${STATUS_RANK}, e.zczb desc nulls last, e.id`;
  }

  async function page(query: SearchQuery, offset: number, limit: number) {
    const k = keywordOf(query);
    const found = await rows<Row>(
      db,
      sql`select ${COLUMNS} from enterprises e where ${where(query)}
        order by ${orderBy(query, k)} limit ${limit} offset ${offset}`,
    );
    const hits = found.map((r) => toHit(r, k));
    if (k) await matchInFacts(db, hits, query, k);
    return hits;
  }

  async function count(filters: SearchFilters, cap: number): Promise<number> {
    const [row] = await rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from (select 1 from enterprises e where ${where(filters)} limit ${cap}) c`,
    );
    return Number(row?.n ?? 0);
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
    const [counts, categories, regions, chains] = [
      await rows<Record<string, number | string>>(
        db,
        sql`select count(*) as total, ${sql.join(selects, sql`, `)} ${base}`,
      ),
      await rows<{ code: string; n: number | string }>(
        db,
        sql`select e.industry_category as code, count(*) as n ${base} group by 1 order by 2 desc`,
      ),
      await rows<{ code: string; n: number | string }>(
        db,
        sql`select left(e.region_code, 2) as code, count(*) as n ${base} group by 1 order by 2 desc`,
      ),
      await rows<{ id: number | string; name: string; n: number | string }>(
        db,
        sql`select c.id, c.name, count(distinct ice.enterprise_id) as n from industry_chains c
          left join industry_chain_nodes n on n.chain_id = c.id
          left join industry_chain_enterprises ice on ice.node_id = n.id
            and ice.enterprise_id in (select e.id ${base})
          group by c.id, c.name order by c.id`,
      ),
    ];
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
      const cap = 10_000;
      // Side by side on PostgreSQL's pool; PGlite queues them on its one connection.
      const [hits, total] = await Promise.all([page(query, offset, limit), count(query, cap + 1)]);
      return { hits, total: Math.min(total, cap), capped: total > cap };
    },

    // Prefix first (btree), then the wider name search when the prefix fills fewer than `limit`.
    async suggest(keyword, limit) {
      const k = parseKeyword(keyword);
      const pinyin = k.pinyin
        ? sql`or e.name_initials like ${`${keyword.toLowerCase()}%`} or e.name_pinyin like ${`${keyword.toLowerCase()}%`}`
        : sql``;
      const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
      const prefix = await rows<Row>(
        db,
        sql`select ${COLUMNS} from enterprises e where e.qymc like ${`${escaped}%`} ${pinyin}
          order by ${relevanceTier(k)}, ${STATUS_RANK}, e.zczb desc nulls last, e.id limit ${limit}`,
      );
      let found = prefix;
      if (found.length < limit && !k.short) {
        const more = await page(
          { keyword, keyType: 'name', sort: 'relevance', order: 'desc' } as SearchQuery,
          0,
          limit,
        );
        const seen = new Set(found.map((r) => Number(r.id)));
        const extra = more.filter((h) => !seen.has(h.id)).slice(0, limit - found.length);
        return [
          ...found.map((r) => toSuggest(r, keyword)),
          ...extra.map((h) => ({ id: h.id, qymc: h.qymc, status: h.status, hl: h.hl })),
        ];
      }
      found = found.slice(0, limit);
      return found.map((r) => toSuggest(r, keyword));
    },

    facets,
    count,

    async orderedIds(query, limit) {
      const k = keywordOf(query);
      const found = await rows<{ id: number | string }>(
        db,
        sql`select e.id from enterprises e where ${where(query)} order by ${orderBy(query, k)} limit ${limit}`,
      );
      return found.map((r) => Number(r.id));
    },

    async hitsByIds(ids, query) {
      if (ids.length === 0) return [];
      const k = keywordOf(query);
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      const found = await rows<Row>(
        db,
        sql`select ${COLUMNS} from enterprises e where e.id in (${list})`,
      );
      const byId = new Map(found.map((r) => [Number(r.id), r]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toHit(row, k)] : [];
      });
    },

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
          count(*) filter (where e.status in (${sql.join(
            ALIVE_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})) as alive,
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

function toSuggest(row: Row, keyword: string): SuggestHit {
  return {
    id: Number(row.id),
    qymc: row.qymc,
    status: row.status,
    hl: nameRanges(row.qymc, keyword),
  };
}
