import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP, searchFilterSchema, type SearchFilters } from '@/lib/contract/search';
import type { Database } from '../../db/client';
import type { Clock } from '../../clock';
import { IS_ALIVE, chainNotFound, checkTreeCodes, filterCondition } from './filters';
import { FACET_SAMPLE, facetCounts, hasFilters, readFacetSnapshot } from './facets';
import { excerpt, nameRanges, rangesOfAll } from './highlight';
import { commonWord, type CommonWord } from './common-words';
import {
  BRANCH_CANDIDATE_CAP,
  STOPPED_BRANCHES,
  TIER_COUNTS,
  branchesOf,
  browsePrefix,
  candidateCtes,
  parseKeyword,
  prefixOf,
  type Branch,
  type Keyword,
} from './keyword';
import { industryByCode, regionPath } from './reference';
import type { SearchFacets, SearchHit, SearchQuery, SearchService } from './types';
import { rows } from './rows';

// The default search engine: PostgreSQL / PGlite with character-bigram GIN indexes, pg_trgm
// and the pinyin columns.

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

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** Where the keyword matched when not in the name: former name, address, scope, people. */
/** Rows of any of these branches, as one condition on `e` (their per-row tests). */
const anyTest = (branches: Branch[]) =>
  sql`(${sql.join(
    branches.map((b) => b.test),
    sql` or `,
  )})`;

/** The strings to mark in a text other than the name: the whole query and its words. */
const needlesOf = (k: Keyword) => [k.joined, ...k.words];

/** Where the query matched when not in the name: former name, address, scope, people. */
function matchOutside(row: Row, k: Keyword | null): SearchHit['match'] {
  if (!k) return null;
  const holdsAll = (text: string) => k.words.every((w) => text.includes(w));
  const former = row.former_names.split('；').find((n) => n && holdsAll(n));
  if (former) return { field: '曾用名', text: former, hl: rangesOfAll(former, needlesOf(k)) };
  if (row.legal_representative.startsWith(k.joined)) {
    return {
      field: '法定代表人',
      text: row.legal_representative,
      hl: [[0, k.joined.length]],
    };
  }
  if (k.phone && row.lxfs?.startsWith(k.joined)) {
    return { field: '电话', text: row.lxfs, hl: [[0, k.joined.length]] };
  }
  const address = holdsAll(row.address) ? excerpt(row.address, needlesOf(k)) : null;
  if (address) return { field: '地址', ...address };
  const scope = holdsAll(row.business_scope) ? excerpt(row.business_scope, needlesOf(k)) : null;
  if (scope) return { field: '经营范围', ...scope };
  return null;
}

/** The name holds the query: every word, or the letters spell it (pinyin, mixed input). */
function nameHolds(name: string, k: Keyword, hl: SearchHit['hl']): boolean {
  if ((k.pinyin || k.latinPrefix) && hl.length > 0) return true;
  return k.words.every((w) => name.includes(w));
}

function toHit(row: Row, k: Keyword | null): SearchHit {
  const hl = k ? nameRanges(row.qymc, k) : [];
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
    match: k && !nameHolds(row.qymc, k, hl) ? matchOutside(row, k) : null,
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
  const p = prefixOf(k.joined);
  const sources: SQL[] = [];
  const holdsWords = sql.join(
    k.words.map((w) => sql`strpos(name, ${w}) > 0`),
    sql` and `,
  );
  if (query.keyType === 'all' || query.keyType === 'person') {
    sources.push(
      sql`select po.enterprise_id as id, po.title as field, pe.name as text from positions po join people pe on pe.id = po.person_id where po.enterprise_id in (${ids}) and pe.name like ${p}`,
      sql`select sh.enterprise_id as id, '股东' as field, pe.name as text from shareholdings sh join people pe on pe.id = sh.holder_person_id where sh.enterprise_id in (${ids}) and pe.name like ${p}`,
    );
  }
  if (query.keyType === 'brand') {
    sources.push(
      sql`select enterprise_id as id, '商标' as field, name as text from trademarks where enterprise_id in (${ids}) and ${holdsWords}`,
    );
  }
  if (query.keyType === 'product') {
    sources.push(
      sql`select enterprise_id as id, '产品' as field, name as text from products where enterprise_id in (${ids}) and ${holdsWords}`,
    );
  }
  if (sources.length === 0) return;
  const found = await rows<{ id: number | string; field: string; text: string }>(
    db,
    sql.join(sources, sql` union all `),
  );
  for (const hit of need) {
    const f = found.find((r) => Number(r.id) === hit.id);
    if (f) hit.match = { field: f.field, text: f.text, hl: rangesOfAll(f.text, needlesOf(k)) };
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
    | { kind: 'ranked'; k: Keyword; branches: Branch[]; conditions: SQL }
    | { kind: 'walk'; conditions: SQL; exactName?: string } {
    const conditions = filterCondition(filters, clock.now());
    const k = keywordOf(filters);
    if (!k) return { kind: 'walk', conditions };
    const browse = browsePrefix(k, filters.keyType);
    if (!browse) {
      const ranked = filterCondition(filters, clock.now(), { withKeyword: true });
      return { kind: 'ranked', k, branches: branchesOf(k, filters.keyType), conditions: ranked };
    }
    return { kind: 'walk', conditions: sql`${browse} and ${conditions}`, exactName: k.joined };
  }

  /** Display order over ranked candidates aliased `at` (columns of candidateCtes' `c`). */
  function rankedOrder(query: SearchQuery, at: string): SQL {
    const c = (column: string) => sql.raw(`${at}.${column}`);
    const dir = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
    if (query.sort === 'capital') return sql`${c('zczb')} ${dir} nulls last, ${c('id')}`;
    if (query.sort === 'founded') {
      return sql`${c('established_on')} ${dir} nulls last, ${c('id')}`;
    }
    return sql`${c('tier')}, ${c('sr')}, ${c('zczb')} desc nulls last, ${c('id')}`;
  }

  type Gathered = {
    rows: (Row & { tier: number | string })[];
    total: number;
    /** Tiers a broad branch of which reached the cap: not all their rows were gathered. */
    stoppedTiers: number[];
    /** Gathered candidates per tier. */
    perTier: Map<number, number>;
  };

  /**
   * The candidates of `branches` in one statement: read once, counted per tier, and the page
   * taken from them with its display columns (the total even past the last page).
   */
  async function gather(
    query: SearchQuery,
    branches: Branch[],
    conditions: SQL,
    { offset, limit, idsOnly = false }: PageOf,
  ): Promise<Gathered> {
    const found = await rows<
      Row & {
        tier: number | string;
        total: number | string;
        stopped: (number | string)[];
        tiers: Record<string, number | string> | string;
      }
    >(
      db,
      sql`with ${candidateCtes(branches, conditions)},
        p as (select c.* from c order by ${rankedOrder(query, 'c')}
          limit ${limit} offset ${offset})
        select t.total, t.stopped, t.tiers, p.tier, ${idsOnly ? sql`p.id` : COLUMNS}
        from (select count(*) as total, ${STOPPED_BRANCHES} as stopped, ${TIER_COUNTS} as tiers
          from c) t
        left join p on true ${idsOnly ? sql`` : sql`left join enterprises e on e.id = p.id`}
        order by ${rankedOrder(query, 'p')}`,
    );
    const head = found[0];
    const tiers: Record<string, number | string> =
      typeof head?.tiers === 'string'
        ? (JSON.parse(head.tiers) as Record<string, number | string>)
        : (head?.tiers ?? {});
    const tierOf = (b: number) => {
      const tier = branches[b]?.tier;
      return typeof tier === 'number' ? tier : 0;
    };
    return {
      rows: found.filter((r) => r.id !== null),
      total: Number(head?.total ?? 0),
      // Only broad branches stop; a head branch (a prefix, never cut) may hold more rows.
      stoppedTiers: [
        ...new Set(
          (head?.stopped ?? [])
            .map(Number)
            .filter((b) => branches[b]?.broad)
            .map(tierOf),
        ),
      ],
      perTier: new Map(Object.entries(tiers).map(([t, n]) => [Number(t), Number(n)])),
    };
  }

  /**
   * gather(), but a frequent word of the name is not gathered when the page does not need it
   * (common-words.ts): with no filter, a word held by more names than the cap is known to run
   * past it, so only the tiers above it are gathered and the tiers from it on are walked; a
   * word held by thousands of names takes the page's share of its tier from its ranked head.
   */
  async function gatherFirst(
    query: SearchQuery,
    branches: Branch[],
    conditions: SQL,
    page: PageOf,
  ): Promise<Gathered> {
    const known = hasFilters(query) ? undefined : branches.find((b) => b.nameWord);
    const knownTier = typeof known?.tier === 'number' ? known.tier : undefined;
    if (!known?.nameWord || knownTier === undefined) {
      return gather(query, branches, conditions, page);
    }
    const word = await commonWord(db, known.nameWord);
    if (word === null) return gather(query, branches, conditions, page);
    if (word.names < BRANCH_CANDIDATE_CAP) {
      const fromHead = await gatherWithHead(query, branches, known, word, conditions, page);
      return fromHead ?? gather(query, branches, conditions, page);
    }
    const above = branches.filter((b) => typeof b.tier !== 'number' || b.tier < knownTier);
    const head = await gather(query, above, conditions, page);
    // The branch excludes only the head's rows, so it holds at least names - head rows.
    if (word.names - head.total < BRANCH_CANDIDATE_CAP) {
      return gather(query, branches, conditions, page);
    }
    return { ...head, total: word.names, stoppedTiers: [knownTier] };
  }

  /**
   * The page when the known word's tier is read from its ranked head: every other branch is
   * gathered whole, and the word's tier contributes its first offset + limit rows in the page's
   * order (no row past those can reach the page). The total counts the tier from the derive
   * step. Null when the head cannot answer: another order, a page past the head, a name that
   * could also match by its letters, or another branch that reached the cap.
   */
  async function gatherWithHead(
    query: SearchQuery,
    branches: Branch[],
    known: Branch,
    word: CommonWord,
    conditions: SQL,
    page: PageOf,
  ): Promise<Gathered | null> {
    const list =
      query.sort === 'relevance'
        ? word.byRank
        : query.sort === 'capital' && query.order !== 'asc'
          ? word.byCapital
          : null;
    const need = page.offset + page.limit;
    const rest = branches.filter((b) => b !== known);
    // The tier must be exactly the names holding the word, less those starting with it.
    const hanOnly = /^\p{Script=Han}+$/u.test(known.nameWord ?? '');
    if (!list || list.length < need || !hanOnly || rest.some((b) => b.tier === known.tier)) {
      return null;
    }
    const ids = `{${list.slice(0, need).join(',')}}`;
    const fromHead: Branch = {
      from: sql`unnest(${ids}::bigint[]) as h(id) join enterprises e on e.id = h.id`,
      where: sql`true`,
      test: known.test,
      tier: known.tier,
      broad: false,
    };
    const found = await gather(query, [...rest, fromHead], conditions, page);
    if (found.stoppedTiers.length > 0) return null;
    const tier = known.tier as number;
    const own = found.perTier.get(tier) ?? 0;
    return {
      ...found,
      total: found.total - own + word.inside,
      perTier: new Map([...found.perTier, [tier, word.inside]]),
    };
  }

  /**
   * A keyword's page. When no branch reached the cap, the gathered candidates are all the
   * matches and the page comes from them. When one did, its tier has more than 10,000 rows
   * (after the filters): the tiers above it are complete and come first, and from that tier
   * on each tier is read in display order, walking an order index with the tier's test as a
   * filter (cheap, since at least one row in a hundred passes it), or gathered again when it
   * is complete. So the first pages are the best of all matches, never of a subset.
   */
  async function rankedPage(
    query: SearchQuery,
    branches: Branch[],
    conditions: SQL,
    page: PageOf,
  ): Promise<{ rows: Row[]; total: number; stopped: boolean }> {
    const first = await gatherFirst(query, branches, conditions, page);
    if (first.stoppedTiers.length === 0) {
      return { rows: first.rows, total: first.total, stopped: false };
    }
    const capped = { total: first.total, stopped: true };
    if (query.sort !== 'relevance') {
      // By capital or date every match competes: walk the order over all of them.
      const walked = await pageOfWalk(
        query,
        sql`${anyTest(branches)} and ${conditions}`,
        undefined,
        page,
      );
      return { rows: walked, ...capped };
    }
    const stoppedFrom = Math.min(...first.stoppedTiers);
    const above = [...first.perTier].reduce((n, [t, c]) => (t < stoppedFrom ? n + c : n), 0);
    const out: Row[] = first.rows.filter((r) => Number(r.tier) < stoppedFrom);
    if (page.offset + page.limit <= above) return { rows: out, ...capped };
    let skip = Math.max(0, page.offset - above);
    const tiers = [...new Set(branches.map((b) => b.tier))]
      .filter((t): t is number => typeof t === 'number' && t >= stoppedFrom)
      .sort((a, b) => a - b);
    for (const tier of tiers) {
      const need = page.limit - out.length;
      if (need <= 0) break;
      const own = branches.filter((b) => b.tier === tier);
      const test = sql`${anyTest(own)} and ${conditions}`;
      if (first.stoppedTiers.includes(tier)) {
        const walked = await pageOfWalk(query, test, undefined, {
          ...page,
          offset: skip,
          limit: need,
        });
        out.push(...walked);
        if (walked.length < need) skip = Math.max(0, skip - (await countWalk(test, skip + need)));
        else skip = 0;
      } else {
        const part = await gather(query, own, conditions, { ...page, offset: skip, limit: need });
        out.push(...part.rows);
        skip = Math.max(0, skip - part.total);
      }
    }
    return { rows: out, ...capped };
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
      ? await rankedPage(query, plan.branches, plan.conditions, { offset, limit })
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
    // A branch that stopped makes this a floor, above the count cap (exports ask at most that).
    const [row] = await rows<{ n: number | string }>(
      db,
      sql`with ${candidateCtes(plan.branches, plan.conditions)} select count(*) as n from c`,
    );
    return Math.min(Number(row?.n ?? 0), cap);
  }

  /**
   * Facet counts over the matches. No keyword and no filter: the snapshot the derive step
   * keeps (exact as of the last load). Otherwise over the matches when there are at most
   * 10,000 (exact), or over the first 10,000 found when there are more (`sampled`), so a
   * broad question reads a bounded number of rows.
   */
  async function facets(filters: SearchFilters): Promise<SearchFacets> {
    const plan = planOf(filters);
    if (plan.kind === 'walk' && !plan.exactName && !hasFilters(filters)) {
      const snapshot = await readFacetSnapshot(db);
      if (snapshot) return snapshot;
    }
    const found = await rows<{ id: number | string }>(
      db,
      plan.kind === 'walk'
        ? sql`select e.id from enterprises e where ${plan.conditions} limit ${FACET_SAMPLE + 1}`
        : sql`with ${candidateCtes(plan.branches, plan.conditions)}
            select id from c limit ${FACET_SAMPLE + 1}`,
    );
    const ids = found.slice(0, FACET_SAMPLE).map((r) => Number(r.id));
    const counted = await facetCounts(
      db,
      clock.now(),
      sql`e.id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    return { ...counted, sampled: found.length > FACET_SAMPLE };
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
          ? (await rankedPage(query, plan.branches, plan.conditions, page)).rows
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
