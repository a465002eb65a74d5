// Chain screens' latency through the whole stack (/zsai/api/... → route handler → backend →
// database): p50/p95/p99 at concurrency 1 and 16 for the four calls of issue 13's targets.
// Prints figures, asserts nothing. Part of `npm run bench`.
//
//  - the chain diagram with counts for a city (cylTree)         target p95 ≤ 150 ms
//  - a link's first enterprise page in a city (cylLinkEnterprises) target p95 ≤ 100 ms
//  - the map's province figures of a chain or link (cylMap)     target p95 ≤ 100 ms
//  - competitiveness of a city in a chain (cylCompetitiveness)  target p95 ≤ 300 ms
//
// The chain calls keep no result cache, so each line sends every question once (first time)
// and then repeats them for a few seconds; both figures reach the database.
//
// BENCH_CHAINS_DATA_DIR    a PGlite data directory already seeded (npm run seed); without it
//                          a temporary one is seeded with BENCH_CHAINS_COMPANIES (100000)
// BENCH_DATABASE_URL       also run on this PostgreSQL database (seeded beforehand)
// BENCH_CHAINS_DURATION_S  seconds of each repeated line (5)
// BENCH_CHAINS_PORT        portal port (3402)
// BENCH_CHAINS_PGLITE      0: skip the PGlite run (PostgreSQL only, with BENCH_DATABASE_URL)
import type {
  ChainNodeRecord,
  ChainRecord,
  ChainTree,
  MapFiguresRecord,
} from '@/lib/contract/chains';
import { onSeededPglite } from './lib/bench-pglite';
import { benchCookie, customQuery, formatStats, loadQuery, startPortal } from './lib/bench-http';

const PORT = Number(process.env.BENCH_CHAINS_PORT ?? 3402);
const DURATION_S = Number(process.env.BENCH_CHAINS_DURATION_S ?? 5);
/** Cities the questions are asked for: the ones with most chain enterprises. */
const CITIES = 30;
const WARM_UP = 40;

function shuffled<T>(items: T[]): T[] {
  let state = 20261124;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648);
  return items
    .map((item) => [random(), item] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, item]) => item);
}

function linksOf(nodes: ChainNodeRecord[]): ChainNodeRecord[] {
  return nodes.flatMap((n) => [...(n.level === 3 ? [n] : []), ...linksOf(n.children)]);
}

/** Questions from the database's own chains, links and busiest cities. */
async function questionSets(
  base: string,
  cookie: string,
): Promise<Record<string, [string, object[]]>> {
  const chains = (await customQuery<ChainRecord>(base, cookie, 'cylChains', {})).data;
  const biggest = [...chains].sort((a, b) => b.enterprisecount - a.enterprisecount)[0]!;
  // The busiest provinces of the biggest chain, then their busiest cities.
  const provinces = (
    await customQuery<MapFiguresRecord>(base, cookie, 'cylMap', { chain: biggest.code })
  ).data
    .sort((a, b) => b.enterprisecount - a.enterprisecount)
    .slice(0, 10);
  const cities: string[] = [];
  for (const p of provinces) {
    const features = (
      await customQuery<MapFiguresRecord>(base, cookie, 'cylMap', {
        chain: biggest.code,
        level: p.code,
      })
    ).data;
    cities.push(
      ...features
        .filter((f) => f.kind === 'city')
        .sort((a, b) => b.enterprisecount - a.enterprisecount)
        .slice(0, 3)
        .map((f) => f.code),
    );
  }
  const cityList = cities.slice(0, CITIES);
  const links: string[] = [];
  for (const c of chains) {
    const tree = (await customQuery<ChainTree>(base, cookie, 'cylTree', { chain: c.code }))
      .data[0]!;
    links.push(...linksOf(tree.nodes).map((l) => l.code));
  }
  const perCity = (make: (city: string) => object[]) => shuffled(cityList.flatMap(make));
  return {
    'chain diagram with counts, a city': [
      'cylTree',
      perCity((region) => chains.map((c) => ({ chain: c.code, region }))),
    ],
    "a link's first enterprise page, a city": [
      'cylLinkEnterprises',
      perCity((region) => links.map((node) => ({ node, region, pageSize: 10 }))),
    ],
    "map's province figures (a chain or a link)": [
      'cylMap',
      shuffled([
        ...chains.map((c) => ({ chain: c.code })),
        ...links.map((node) => ({ chain: node.split('.')[0], node })),
      ]),
    ],
    'competitiveness, a city': [
      'cylCompetitiveness',
      perCity((region) => chains.map((c) => ({ chain: c.code, region }))),
    ],
  };
}

async function benchChainsOn(label: string, env: NodeJS.ProcessEnv) {
  const portal = await startPortal(env, PORT);
  try {
    const cookie = await benchCookie(portal.base);
    const sets = await questionSets(portal.base, cookie);
    const run = (alias: string, params: object[], connections: number, once: boolean) =>
      loadQuery({
        base: portal.base,
        cookie,
        alias,
        params,
        connections,
        durationS: once ? 120 : DURATION_S,
        ...(once ? { amount: params.length } : {}),
      });
    for (const [alias, questions] of Object.values(sets)) {
      await run(alias, questions.slice(0, WARM_UP), 4, true);
    }
    console.log(`chains via /zsai/api (${label}):`);
    for (const [name, [alias, questions]] of Object.entries(sets)) {
      const rest = questions.slice(WARM_UP);
      const atOne = rest.slice(0, 300);
      console.log(`  ${name} (${alias}):`);
      console.log(
        `    first time, concurrency 1:  ${formatStats(await run(alias, atOne, 1, true))}`,
      );
      console.log(
        `    repeated, concurrency 16:   ${formatStats(await run(alias, atOne, 16, false))}`,
      );
    }
  } finally {
    await portal.stop();
  }
}

export async function benchChains() {
  if (process.env.BENCH_CHAINS_PGLITE !== '0') {
    await onSeededPglite(
      'chains',
      process.env.BENCH_CHAINS_DATA_DIR,
      process.env.BENCH_CHAINS_COMPANIES ?? '100000',
      (env, label) => benchChainsOn(label, env),
    );
  }
  if (process.env.BENCH_DATABASE_URL) {
    await benchChainsOn('PostgreSQL', {
      ...process.env,
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
    });
  }
}

// Run alone: `npx tsx scripts/bench-chains.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  benchChains().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
