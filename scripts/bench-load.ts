// Fair service under load (issue 20): 200 connections searching through the portal
// (/zsai/api → route handler → backend → database) for 60 s, logged in as the VIP demo
// account. Prints the rate, p50, p99, the longest wait, the errors and the 503 answers (load
// shed by the backend's admission queue); asserts nothing. Part of `npm run bench`.
//
// The questions are those of the search benchmark (names, pinyin, people, filters, words
// anywhere), interleaved, the first BENCH_LOAD_QUESTIONS of them asked in turn: the first
// round is answered by the engine, later rounds mostly by the result cache, as popular
// searches are; `all` (some 20,000 questions) makes nearly every search a first-time one.
// autocannon waits up to 60 s for an answer, so a starved request shows as a long wait
// instead of a time-out that resets its connection.
//
// BENCH_LOAD_DURATION_S     seconds under load (60)
// BENCH_LOAD_CONNECTIONS    concurrent connections (200)
// BENCH_LOAD_QUESTIONS      distinct questions asked in turn (1000), or `all`
// BENCH_LOAD_PORT           portal port (3403)
// BENCH_LOAD_DATA_DIR       a PGlite data directory already seeded (npm run seed); without it
//                           a temporary one is seeded with BENCH_LOAD_COMPANIES (5000, what
//                           `npm start` seeds)
// BENCH_DATABASE_URL        also run on this PostgreSQL database (seeded beforehand)
// BENCH_LOAD_PGLITE         0: skip the PGlite run (PostgreSQL only)
import { onSeededPglite } from './lib/bench-pglite';
import { benchCookie, loadQuery, startPortal, type LoadStats } from './lib/bench-http';
import { aliasOf, querySets } from './bench-search';

const PORT = Number(process.env.BENCH_LOAD_PORT ?? 3403);
const DURATION_S = Number(process.env.BENCH_LOAD_DURATION_S ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
const QUESTIONS = process.env.BENCH_LOAD_QUESTIONS ?? '1000';
/** The bound: no request waits longer. */
const BOUND_MS = 5000;
const WARM_UP_S = 5;

/** Round-robin over the sets, so every stretch of the load mixes every kind of question. */
function interleaved(sets: object[][]): object[] {
  const out: object[] = [];
  const longest = Math.max(0, ...sets.map((s) => s.length));
  for (let i = 0; i < longest; i += 1) {
    for (const set of sets) if (i < set.length) out.push(set[i]!);
  }
  return out;
}

export function formatLoad(s: LoadStats, seconds: number): string {
  const ok = s.n - s.non2xx;
  return [
    `${s.n} answers, ${Math.round(ok / seconds)} answered 2xx/s`,
    `p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.max} ms`,
    `over ${BOUND_MS / 1000} s ${s.slow}`,
    `errors ${s.errors} (time-outs ${s.timeouts})`,
    `non-2xx ${s.non2xx}, of which 503 ${s.status503}`,
  ].join(', ');
}

async function benchLoadOn(env: NodeJS.ProcessEnv, label: string) {
  const portal = await startPortal(env, PORT);
  try {
    const cookie = await benchCookie(portal.base);
    const sets = await querySets(portal.base, cookie);
    const every = interleaved(
      Object.entries(sets)
        .filter(([name]) => aliasOf(name) === 'qyhxSearch')
        .map(([, set]) => set),
    );
    const questions = QUESTIONS === 'all' ? every : every.slice(0, Number(QUESTIONS));
    const run = (params: object[], connections: number, durationS: number) =>
      loadQuery({
        base: portal.base,
        cookie,
        alias: 'qyhxSearch',
        params,
        connections,
        durationS,
        timeoutS: 60,
        slowMs: BOUND_MS,
      });
    // Warm-up on questions the measured run never asks.
    await run(every.slice(-500), 10, WARM_UP_S);
    const stats = await run(questions, CONNECTIONS, DURATION_S);
    console.log(
      `searches under load via /zsai/api (${label}), ${CONNECTIONS} connections, ${DURATION_S} s, ${questions.length} questions in turn:`,
    );
    console.log(`  ${formatLoad(stats, DURATION_S)}`);
  } finally {
    await portal.stop();
  }
}

export async function benchLoad() {
  if (process.env.BENCH_LOAD_PGLITE !== '0') {
    await onSeededPglite(
      'load',
      process.env.BENCH_LOAD_DATA_DIR,
      process.env.BENCH_LOAD_COMPANIES ?? '5000',
      benchLoadOn,
    );
  }
  if (process.env.BENCH_DATABASE_URL) {
    await benchLoadOn(
      { ...process.env, DATABASE_URL: process.env.BENCH_DATABASE_URL },
      'PostgreSQL',
    );
  }
}

// Run alone: `npx tsx scripts/bench-load.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  benchLoad().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
