// Search latency through the whole stack (/zsai/api/... → route handler → backend →
// database): p50/p95/p99 at concurrency 1 and 16 for name, pinyin, person, filtered and
// filters-only queries. Prints figures, asserts nothing. Part of `npm run bench`.
//
// Two figures a line, because the backend keeps answers for a minute (result cache):
//  - first time: every question is sent once and never before, so the engine answers it
//    (after a warm-up of other questions, as on a server that has been running);
//  - repeated: the first 50 of those questions again, which the cache answers.
//
// BENCH_SEARCH_DATA_DIR    a PGlite data directory already seeded (npm run seed); without it
//                          a temporary one is seeded with BENCH_SEARCH_COMPANIES (100000)
// BENCH_DATABASE_URL       also run on this PostgreSQL database (seeded beforehand), and the
//                          company profile's calls there too
// BENCH_SEARCH_DURATION_S  seconds of each repeated line (5)
// BENCH_SEARCH_PORT        portal port (3401)
// BENCH_SEARCH_C1_ONLY     1: only the first-time lines at concurrency 1
// BENCH_SEARCH_PGLITE      0: skip the PGlite run (PostgreSQL only, with BENCH_DATABASE_URL)
import { pinyin } from 'pinyin-pro';
import { onSeededPglite } from './lib/bench-pglite';
import {
  benchCookie,
  customQuery,
  formatStats,
  loadQuery,
  startPortal,
  type LoadStats,
} from './lib/bench-http';
import { benchProfile } from './lib/bench-profile';

const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 3401);
/** BENCH_SEARCH_C1_ONLY=1: only the first-time lines at concurrency 1 (the targets' lines). */
const ONLY_C1 = process.env.BENCH_SEARCH_C1_ONLY === '1';
const DURATION_S = Number(process.env.BENCH_SEARCH_DURATION_S ?? 5);
/** Rows the questions are made from: the largest enterprises, 40 pages of 50. */
const SOURCE_PAGES = 40;
const WARM_UP = 150;
const FIRST_AT_1 = 300;
const FIRST_AT_16 = 600;
const REPEATED = 50;

const PROVINCES = [
  '110000', '120000', '130000', '140000', '150000', '210000', '220000', '230000', '310000',
  '320000', '330000', '340000', '350000', '360000', '370000', '410000', '420000', '430000',
  '440000', '450000', '460000', '500000', '510000', '520000', '530000', '540000', '610000',
  '620000', '630000', '640000', '650000',
]; // prettier-ignore
const CATEGORIES = 'ABCDEFGHIJKLMNOPQRS'.split('');
const CAPITAL_SETS = [
  '100-200,200-500',
  '500-1000,1000-5000,5000-',
  '100-200,200-500,500-1000,1000-5000,5000-',
];

/** The same order on every run, without favouring the source's order (largest first). */
function shuffled<T>(items: T[]): T[] {
  let state = 20261123;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648);
  return items
    .map((item) => [random(), item] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, item]) => item);
}

const distinct = <T>(items: T[]) => [...new Set(items)];

/** Lines that ask qyhxSearchStats (facets) instead of qyhxSearch. */
const FACETS_WORD = 'facets, 2-character infix word';
const FACETS_ALL = 'facets, unfiltered';
export const aliasOf = (name: string) =>
  name === FACETS_WORD || name === FACETS_ALL ? 'qyhxSearchStats' : 'qyhxSearch';

/** Questions built from the database's own rows, so every one finds something. */
export async function querySets(base: string, cookie: string): Promise<Record<string, object[]>> {
  const rows: { qymc: string; fddbr: string }[] = [];
  for (let pageIndex = 1; pageIndex <= SOURCE_PAGES; pageIndex += 1) {
    const page = await customQuery<{ qymc: string; fddbr: string }>(base, cookie, 'qyhxSearch', {
      sort: 'capital',
      pageSize: 50,
      pageIndex,
    });
    rows.push(...page.data);
    if (page.data.length < 50) break;
  }
  // What users type: the brand words after the region (酒泉市鹏永生物… → 鹏永生物), not a
  // generic middle like 集团有限 that half the names share.
  const cores = distinct(
    rows
      .map((r) => [...r.qymc.replace(/^.{1,6}?[省市区县]/u, '')].slice(0, 4).join(''))
      .filter((s) => [...s].length === 4),
  );
  const initials = distinct(
    cores.map((c) =>
      pinyin(c, { toneType: 'none', type: 'array' })
        .map((s) => s[0])
        .join(''),
    ),
  );
  const prefixes = distinct(rows.map((r) => [...r.qymc].slice(0, 2).join('')));
  const filtered = prefixes.flatMap((keyword, i) =>
    CAPITAL_SETS.map((zczb, j) => ({
      keyword,
      addr: `${PROVINCES[(i + j) % 31]},${PROVINCES[(i * 7 + j + 3) % 31]}`,
      status: '存续,在业',
      zczb,
    })),
  );
  // Words inside names (issue 12): the trade word after the region and the brand
  // (平凉市鹏永生物科技… → 生物, 生物科技), a city with a trade word spaced or joined, and
  // a word with three filters; each with two orders and three pages so the sets are large.
  const rests = rows.map((r) => [...r.qymc.replace(/^.{1,6}?[省市区县]/u, '')]);
  const trade2 = distinct(rests.map((c) => c.slice(2, 4).join('')).filter((w) => w.length === 2));
  const trade4 = distinct(rests.map((c) => c.slice(2, 6).join('')).filter((w) => w.length === 4));
  const cities = distinct(rows.map((r) => [...r.qymc].slice(0, 2).join('')));
  const variants = (keywords: string[]) =>
    keywords.flatMap((keyword) =>
      (['relevance', 'capital'] as const).flatMap((sort) =>
        [1, 2, 3].map((pageIndex) => ({ keyword, sort, pageIndex })),
      ),
    );
  const pairs = cities.flatMap((city, i) =>
    [0, 1, 2].map((j) => [city, trade2[(i * 3 + j) % trade2.length]!] as const),
  );
  const withFilters = trade2.flatMap((keyword, i) =>
    CAPITAL_SETS.flatMap((zczb, j) =>
      [0, 1, 2].map((m) => ({
        keyword,
        addr: PROVINCES[(i + j * 3 + m) % 31],
        status: '存续,在业',
        zczb,
      })),
    ),
  );
  const filtersOnly = PROVINCES.flatMap((addr) =>
    CATEGORIES.flatMap((sshy) =>
      (['capital', 'founded'] as const).map((sort) => ({ addr, sshy, sort })),
    ),
  );
  return {
    'name (4-character brand word)': shuffled(cores).map((keyword) => ({ keyword })),
    'pinyin initials (4 letters)': shuffled(initials).map((keyword) => ({
      keyword,
      keyType: 'name',
    })),
    'person (legal rep, executive, shareholder)': shuffled(distinct(rows.map((r) => r.fddbr))).map(
      (keyword) => ({ keyword, keyType: 'person' }),
    ),
    'filtered (2-char name prefix + 2 provinces + status + capital)': shuffled(filtered),
    'filters only (province + industry, by capital or founding date)': shuffled(filtersOnly),
    'infix word, 2 characters (科技)': shuffled(variants(trade2)),
    'infix word, 4 characters (生物科技)': shuffled(variants(trade4)),
    'two words with a space (上海 科技)': shuffled(
      pairs.map(([a, b]) => ({ keyword: `${a} ${b}` })),
    ),
    'two words joined (上海科技)': shuffled(pairs.map(([a, b]) => ({ keyword: `${a}${b}` }))),
    'infix word + province + status + capital': shuffled(withFilters),
    [FACETS_WORD]: shuffled(
      variants(trade2)
        .filter((q) => q.pageIndex === 1 && q.sort === 'relevance')
        .map(({ keyword }) => ({ keyword })),
    ),
    [FACETS_ALL]: Array.from({ length: 450 }, () => ({})),
  };
}

async function benchSearchOn(label: string, env: NodeJS.ProcessEnv, profile: boolean) {
  const portal = await startPortal(env, PORT);
  try {
    const cookie = await benchCookie(portal.base);
    const sets = await querySets(portal.base, cookie);
    const run = (
      params: object[],
      connections: number,
      once: boolean,
      alias = 'qyhxSearch',
    ): Promise<LoadStats> =>
      loadQuery({
        base: portal.base,
        cookie,
        alias,
        params,
        connections,
        durationS: once ? 120 : DURATION_S,
        ...(once ? { amount: params.length } : {}),
      });
    // Warm-up: other questions of every kind, so the first-time lines meet a running
    // server's caches (PostgreSQL's buffers, the OS's pages), not a cold start.
    // A small set warms up with a third of its questions, so some are left to measure.
    const warmOf = (questions: object[]) => Math.min(WARM_UP, Math.floor(questions.length / 3));
    for (const [name, questions] of Object.entries(sets)) {
      await run(questions.slice(0, warmOf(questions)), 4, true, aliasOf(name));
    }
    console.log(`search via /zsai/api (${label}):`);
    for (const [name, questions] of Object.entries(sets)) {
      const alias = aliasOf(name);
      const warm = warmOf(questions);
      const atOne = questions.slice(warm, warm + FIRST_AT_1);
      const atSixteen = questions.slice(warm + FIRST_AT_1, warm + FIRST_AT_1 + FIRST_AT_16);
      const again = atOne.slice(0, REPEATED);
      console.log(`  ${name}:`);
      if (atOne.length > 0) {
        console.log(
          `    first time, concurrency 1:  ${formatStats(await run(atOne, 1, true, alias))}`,
        );
      }
      if (atSixteen.length > 0 && !ONLY_C1) {
        console.log(
          `    first time, concurrency 16: ${formatStats(await run(atSixteen, 16, true, alias))}`,
        );
      }
      if (again.length > 0 && !ONLY_C1) {
        console.log(
          `    repeated, concurrency 1:    ${formatStats(await run(again, 1, false, alias))}`,
        );
        console.log(
          `    repeated, concurrency 16:   ${formatStats(await run(again, 16, false, alias))}`,
        );
      }
    }
    if (profile) await benchProfile(portal.base, DURATION_S, label);
  } finally {
    await portal.stop();
  }
}

export async function benchSearch() {
  if (process.env.BENCH_SEARCH_PGLITE === '0') {
    if (process.env.BENCH_DATABASE_URL) {
      const env = { ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL };
      await benchSearchOn('PostgreSQL', env, !ONLY_C1);
    }
    return;
  }
  await onSeededPglite(
    'search',
    process.env.BENCH_SEARCH_DATA_DIR,
    process.env.BENCH_SEARCH_COMPANIES ?? '100000',
    (env, label) => benchSearchOn(label, env, false),
  );
  if (process.env.BENCH_DATABASE_URL) {
    await benchSearchOn(
      'PostgreSQL',
      { ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL },
      true,
    );
  }
}

// Run alone: `npx tsx scripts/bench-search.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  benchSearch().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
