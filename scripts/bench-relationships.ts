// 找关系 and 企业对比 latency through the whole stack (/zsai/api/... → route handler →
// backend → database): p50/p95/p99 at concurrency 1 and 8 for issue 14's targets. Prints
// figures, asserts nothing. Part of `npm run bench`.
//
//  - two entities, 4 hops, default constraints (zgxSearch)   target p95 ≤ 100 ms
//  - two entities, 6 hops (zgxSearch)                         target p95 ≤ 1 s or partial
//  - comparison of 5 enterprises (qydbCompare)                target p95 ≤ 150 ms
//
// The pairs are half related (two enterprises two hops apart in the enterprise graph, found
// through qyhxGraph) and half unrelated (two enterprises of different searches), the second
// being the costly case: both sides explore their whole neighbourhood. The 6-hop line also
// counts the answers that ran out of their time budget (partial).
//
// BENCH_REL_DATA_DIR     a PGlite data directory already seeded (npm run seed); without it a
//                        temporary one is seeded with BENCH_REL_COMPANIES (100000)
// BENCH_DATABASE_URL     also run on this PostgreSQL database (seeded beforehand)
// BENCH_REL_DURATION_S   seconds of each repeated line (5)
// BENCH_REL_PORT         portal port (3403)
// BENCH_REL_PGLITE       0: skip the PGlite run (PostgreSQL only, with BENCH_DATABASE_URL)
import type { GraphAnswer } from '@/lib/contract/profile';
import type { RelationshipAnswer } from '@/lib/contract/relationships';
import type { SearchRecord } from '@/lib/contract/search';
import { onSeededPglite } from './lib/bench-pglite';
import { benchCookie, customQuery, formatStats, loadQuery, startPortal } from './lib/bench-http';

const PORT = Number(process.env.BENCH_REL_PORT ?? 3403);
const DURATION_S = Number(process.env.BENCH_REL_DURATION_S ?? 5);
const PAIRS = 120;
const WARM_UP = 10;
const KEYWORDS = ['科技', '贸易', '实业', '建设', '医药', '能源', '电子', '食品', '物流', '材料'];

function shuffled<T>(items: T[]): T[] {
  let state = 20261125;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648);
  return items
    .map((item) => [random(), item] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, item]) => item);
}

/** Enterprise ids from a few searches, 50 a keyword. */
async function sampleIds(base: string, cookie: string): Promise<number[]> {
  const ids: number[] = [];
  for (const keyword of KEYWORDS) {
    const page = await customQuery<SearchRecord>(base, cookie, 'qyhxSearch', {
      keyword,
      pageSize: 50,
    });
    ids.push(...page.data.map((r) => Number(r.ID_)));
  }
  return [...new Set(ids)];
}

/** An enterprise two hops from `id` in the enterprise graph, when there is one. */
async function twoHopsFrom(base: string, cookie: string, id: number): Promise<number | undefined> {
  const around = async (at: number) =>
    (await customQuery<GraphAnswer>(base, cookie, 'qyhxGraph', { id: at })).data[0]?.nodes
      .map((n) => n.enterprise_id)
      .filter((e): e is number => e !== undefined && e !== at) ?? [];
  for (const first of await around(id)) {
    const second = (await around(first)).find((e) => e !== id);
    if (second !== undefined) return second;
  }
  return undefined;
}

async function questionSets(base: string, cookie: string) {
  const ids = shuffled(await sampleIds(base, cookie));
  const related: [number, number][] = [];
  for (const id of ids) {
    if (related.length >= PAIRS / 2) break;
    const other = await twoHopsFrom(base, cookie, id);
    if (other !== undefined) related.push([id, other]);
  }
  const unrelated: [number, number][] = [];
  for (let i = 0; i + 1 < ids.length && unrelated.length < PAIRS / 2; i += 2) {
    unrelated.push([ids[i]!, ids[ids.length - 1 - i]!]);
  }
  const pairs = shuffled([...related, ...unrelated]);
  const groups: number[][] = [];
  for (let i = 0; i + 5 <= ids.length && groups.length < PAIRS; i += 5) {
    groups.push(ids.slice(i, i + 5));
  }
  console.log(
    `  questions: ${related.length} related and ${unrelated.length} unrelated pairs, ${groups.length} sets of 5`,
  );
  return {
    pairs,
    sets: {
      'two entities, 4 hops, default constraints': [
        'zgxSearch',
        pairs.map((entities) => ({ entities })),
      ],
      'two entities, 6 hops': ['zgxSearch', pairs.map((entities) => ({ entities, hops: 6 }))],
      'comparison of 5 enterprises': ['qydbCompare', groups.map((qyids) => ({ qyids }))],
    } as Record<string, [string, object[]]>,
  };
}

async function benchRelationshipsOn(label: string, env: NodeJS.ProcessEnv) {
  const portal = await startPortal(env, PORT);
  try {
    const cookie = await benchCookie(portal.base);
    console.log(`relationships and comparison via /zsai/api (${label}):`);
    const { pairs, sets } = await questionSets(portal.base, cookie);
    const run = (alias: string, params: object[], connections: number, once: boolean) =>
      loadQuery({
        base: portal.base,
        cookie,
        alias,
        params,
        connections,
        durationS: once ? 300 : DURATION_S,
        ...(once ? { amount: params.length } : {}),
      });
    for (const [alias, questions] of Object.values(sets)) {
      await run(alias, questions.slice(0, WARM_UP), 2, true);
    }
    for (const [name, [alias, questions]] of Object.entries(sets)) {
      console.log(`  ${name} (${alias}):`);
      console.log(
        `    first time, concurrency 1:  ${formatStats(await run(alias, questions, 1, true))}`,
      );
      console.log(
        `    repeated, concurrency 8:    ${formatStats(await run(alias, questions, 8, false))}`,
      );
    }
    // How the 6-hop answers end: paths found, partial (budget), hubs skipped.
    let found = 0;
    let partial = 0;
    let hubs = 0;
    for (const entities of pairs) {
      const answer = (
        await customQuery<RelationshipAnswer>(portal.base, cookie, 'zgxSearch', {
          entities,
          hops: 6,
        })
      ).data[0];
      if (!answer) continue;
      if (answer.paths.length > 0) found += 1;
      if (answer.partial) partial += 1;
      if (answer.skippedhubs.length > 0) hubs += 1;
    }
    console.log(
      `  6 hops: ${found}/${pairs.length} pairs joined, ${partial} partial (time budget), ${hubs} with hubs skipped`,
    );
  } finally {
    await portal.stop();
  }
}

export async function benchRelationships() {
  if (process.env.BENCH_REL_PGLITE !== '0') {
    await onSeededPglite(
      'rel',
      process.env.BENCH_REL_DATA_DIR,
      process.env.BENCH_REL_COMPANIES ?? '100000',
      (env, label) => benchRelationshipsOn(label, env),
    );
  }
  if (process.env.BENCH_DATABASE_URL) {
    await benchRelationshipsOn('PostgreSQL', {
      ...process.env,
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
    });
  }
}

// Run alone: `npx tsx scripts/bench-relationships.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  benchRelationships().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
