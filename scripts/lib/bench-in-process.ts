import { eq, type sql } from 'drizzle-orm';
import { systemClock } from '@/backend/clock';
import { ensureReferenceData } from '@/backend/data/reference-data';
import type { Database } from '@/backend/db/client';
import type { UserRow } from '@/backend/db/queries/users';
import { users } from '@/backend/db/schema';
import type { AliasContext, AliasHandler, AliasResult } from '@/backend/services/alias-handler';

// What the in-process benchmarks share (the backend's own functions against
// BENCH_DATABASE_URL, no HTTP, so a figure is the database's share of a call): a line's
// timing and its printed p50/p95/p99, and the alias context of a rank-2 user. The HTTP
// benchmarks' counterpart is bench-http.ts.

export function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

/** p50, p95 and p99 of sorted times, as every line prints them. */
export function quantiles(sorted: number[]): string {
  return `p50 ${ms(quantile(sorted, 0.5))} / p95 ${ms(quantile(sorted, 0.95))} / p99 ${ms(
    quantile(sorted, 0.99),
  )}`;
}

export async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** Each script's own env variable sets the rounds; warm-up calls are not timed. */
export type Rounds = { rounds: number; warmUp: number };

/**
 * The first `warmUp` calls once, then every call in turn for `rounds` rounds, one at a time.
 * Only timed answers reach `onAnswer`. Returns the times in ms, sorted.
 */
export async function timeCalls<R>(
  calls: (() => Promise<R>)[],
  { rounds, warmUp }: Rounds,
  onAnswer?: (answer: R) => void,
): Promise<number[]> {
  for (const call of calls.slice(0, warmUp)) await call();
  const times: number[] = [];
  for (let r = 0; r < rounds; r += 1) {
    for (const call of calls) {
      const started = performance.now();
      const answer = await call();
      times.push(performance.now() - started);
      onAnswer?.(answer);
    }
  }
  return times.sort((a, b) => a - b);
}

export type LineOptions<R> = Rounds & {
  /** Why a line may have no questions, e.g. `is the step industry-events derived?`. */
  hint: string;
  /** A figure per answer, printed as its rounded average after `label`'s number. */
  average?: { of: (answer: R) => number; label: string; evenIfZero?: boolean };
};

/** Times one line and prints it: `name: p50 … / p95 … / p99 … (n calls, m questions…)`. */
export async function timeLine<R>(
  name: string,
  calls: (() => Promise<R>)[],
  options: LineOptions<R>,
): Promise<void> {
  if (calls.length === 0) {
    console.log(`${name}: no questions (${options.hint})`);
    return;
  }
  const { average } = options;
  let total = 0;
  const times = await timeCalls(calls, options, (answer) => {
    if (average) total += average.of(answer);
  });
  const mean = Math.round(total / times.length);
  const note =
    average && (average.evenIfZero || mean > 0)
      ? `, ${mean.toLocaleString('en')} ${average.label}`
      : '';
  console.log(
    `${name}: ${quantiles(times)} (${times.length} calls, ${calls.length} questions${note})`,
  );
}

/** A line of an alias handler's questions, each parsed by the handler's schema beforehand. */
export async function timeAlias(
  ctx: AliasContext,
  name: string,
  handler: AliasHandler,
  questions: Record<string, unknown>[],
  options: LineOptions<AliasResult>,
): Promise<void> {
  const parsed: unknown[] = questions.map((q) => handler.params.parse(q));
  await timeLine(
    name,
    parsed.map((p) => () => Promise.resolve(handler.run(ctx, p))),
    options,
  );
}

/** The capped or exact count a list alias answers with, 0 when it has none. */
export function totalCount(answer: AliasResult): number {
  const count = answer.extraData?.totalCount;
  return typeof count === 'number' ? count : 0;
}

/**
 * The first rank-2 user and its in-process alias context, after the menu records and grants
 * every start writes (the screens' permissions). Without one, says so under `label`.
 */
export async function benchUser(
  db: Database,
  label: string,
): Promise<{ user: UserRow; ctx: AliasContext } | undefined> {
  await ensureReferenceData(db);
  const [user] = await db.select().from(users).where(eq(users.rank, 2)).limit(1);
  if (!user) {
    console.log(`${label}: skipped (the database has no rank-2 user)`);
    return undefined;
  }
  const ctx = {
    db,
    clock: systemClock,
    userId: user.id,
    user,
    clientIp: '127.0.0.1',
  } as unknown as AliasContext;
  return { user, ctx };
}
