import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../clock';
import { refreshCommonWords } from '../../services/search/common-words';
import { refreshFacetSnapshot } from '../../services/search/facets';

// The refresh pipeline of derived data (ARCHITECTURE.md, Derived data): named, idempotent
// steps run in order after every seed and every import, each owning its tables and
// reporting its rows and time (kept in derive_runs). A feature adds a step here.

export type DeriveStep = {
  name: string;
  /** Recomputes the step's tables from the facts; returns the rows it accounts for. */
  run: (db: Database, clock: Clock) => Promise<number>;
};

export type DeriveReport = { step: string; rows: number; durationMs: number }[];

const steps: DeriveStep[] = [
  // Facet counts of find companies over every enterprise (the unfiltered facets).
  { name: 'search-facets', run: (db, clock) => refreshFacetSnapshot(db, clock.now()) },
  // Bigrams held by more names than search gathers (broad two-character words).
  { name: 'search-common-words', run: (db) => refreshCommonWords(db) },
];

async function runSteps(db: Database, clock: Clock, only: DeriveStep[]): Promise<DeriveReport> {
  const report: DeriveReport = [];
  for (const step of only) {
    const started = performance.now();
    const rows = await step.run(db, clock);
    const durationMs = Math.round(performance.now() - started);
    await db.execute(sql`insert into derive_runs (step, rows, duration_ms, finished_at)
      values (${step.name}, ${rows}, ${durationMs}, ${clock.now().toISOString()})
      on conflict (step) do update set rows = excluded.rows,
        duration_ms = excluded.duration_ms, finished_at = excluded.finished_at`);
    report.push({ step: step.name, rows, durationMs });
  }
  return report;
}

/** Every step, after a seed or an import. */
export const runDerive = (db: Database, clock: Clock) => runSteps(db, clock, steps);

/**
 * The steps that never ran on this database (one added since its data was loaded), when it
 * holds enterprises; nothing otherwise. Run at start.
 */
export async function deriveIfNever(db: Database, clock: Clock): Promise<DeriveReport> {
  const done = (await db.execute(sql`select step from derive_runs`)) as {
    rows: { step: string }[];
  };
  const ran = new Set(done.rows.map((r) => r.step));
  const missing = steps.filter((s) => !ran.has(s.name));
  if (missing.length === 0) return [];
  const any = (await db.execute(sql`select exists (select 1 from enterprises) as any`)) as {
    rows: { any: boolean }[];
  };
  return any.rows[0]?.any ? runSteps(db, clock, missing) : [];
}
