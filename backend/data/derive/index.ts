import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../clock';
import { refreshCommonWords } from '../../services/search/common-words';
import { refreshFacetSnapshot } from '../../services/search/facets';
import { refreshPlacements } from '../../services/chains/placement';
import { refreshProductRelations } from '../../services/chains/product-relations';
import { refreshRegionStats } from '../../services/chains/region-stats';
import { refreshLeads } from '../../services/leads/refresh';

// The refresh pipeline of derived data (ARCHITECTURE.md, Derived data): named, idempotent
// steps run in order after every seed and every import, each owning its tables and
// reporting its rows and time (kept in derive_runs). A feature adds a step here.

/** What a step did: the rows it accounts for, and how many enterprises it went through. */
export type StepOutcome = { rows: number; enterprises?: number };

export type DeriveStep = {
  name: string;
  /** Recomputes the step's tables from the facts. */
  run: (db: Database, clock: Clock) => Promise<number | StepOutcome>;
};

export type DeriveReport = {
  step: string;
  rows: number;
  durationMs: number;
  /** Steps that go through every enterprise say how fast. */
  enterprisesPerSecond?: number;
}[];

const steps: DeriveStep[] = [
  // Chains (docs/industry-chains.md): product relations from the chain order, then the
  // placements and producers, then the regional figures (which read the placements). Before
  // the search facets, whose chain counts read the placements.
  { name: 'catalog-relations', run: (db) => refreshProductRelations(db) },
  {
    name: 'chain-placements',
    run: async (db) => {
      const { placements, producers, enterprises } = await refreshPlacements(db);
      return { rows: placements + producers, enterprises };
    },
  },
  {
    name: 'chain-region-stats',
    run: async (db, clock) => {
      const r = await refreshRegionStats(db, clock.now());
      return r.nodeRows + r.chainRows + r.productRows;
    },
  },
  // Leads of 融资商机 and 存款商机 (docs/leads.md): triggers over the facts as of the clock's
  // date, scored per enterprise × kind.
  {
    name: 'leads',
    run: async (db, clock) => (await refreshLeads(db, clock.now())).rows,
  },
  // Facet counts of find companies over every enterprise (the unfiltered facets).
  { name: 'search-facets', run: (db, clock) => refreshFacetSnapshot(db, clock.now()) },
  // Bigrams held by more names than search gathers (broad two-character words).
  { name: 'search-common-words', run: (db) => refreshCommonWords(db) },
];

async function runSteps(db: Database, clock: Clock, only: DeriveStep[]): Promise<DeriveReport> {
  const report: DeriveReport = [];
  for (const step of only) {
    const started = performance.now();
    const outcome = await step.run(db, clock);
    const elapsed = performance.now() - started;
    const durationMs = Math.round(elapsed);
    const { rows, enterprises } = typeof outcome === 'number' ? { rows: outcome } : outcome;
    await db.execute(sql`insert into derive_runs (step, rows, duration_ms, finished_at)
      values (${step.name}, ${rows}, ${durationMs}, ${clock.now().toISOString()})
      on conflict (step) do update set rows = excluded.rows,
        duration_ms = excluded.duration_ms, finished_at = excluded.finished_at`);
    report.push({
      step: step.name,
      rows,
      durationMs,
      ...(enterprises === undefined
        ? {}
        : { enterprisesPerSecond: Math.round(enterprises / Math.max(elapsed / 1000, 0.001)) }),
    });
  }
  return report;
}

/** Every step, after a seed or an import. */
export const runDerive = (db: Database, clock: Clock) => runSteps(db, clock, steps);

/**
 * When a step never ran on this database (one added since its data was loaded) and it holds
 * enterprises: that step and every later one (a later step may read what it writes); nothing
 * otherwise. Run at start.
 */
export async function deriveIfNever(db: Database, clock: Clock): Promise<DeriveReport> {
  const done = (await db.execute(sql`select step from derive_runs`)) as {
    rows: { step: string }[];
  };
  const ran = new Set(done.rows.map((r) => r.step));
  const first = steps.findIndex((s) => !ran.has(s.name));
  if (first < 0) return [];
  const missing = steps.slice(first);
  const any = (await db.execute(sql`select exists (select 1 from enterprises) as any`)) as {
    rows: { any: boolean }[];
  };
  return any.rows[0]?.any ? runSteps(db, clock, missing) : [];
}
