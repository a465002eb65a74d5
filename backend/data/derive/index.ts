import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../clock';
import { refreshCommonWords } from '../../services/search/common-words';
import { refreshFacetSnapshot } from '../../services/search/facets';
import { refreshPlacements } from '../../services/chains/placement';
import { refreshProductRelations } from '../../services/chains/product-relations';
import { refreshRegionStats } from '../../services/chains/region-stats';
import { refreshLeads } from '../../services/leads/refresh';
import { refreshParkMembers } from '../../services/parks/membership';
import {
  refreshInboundInvestment,
  refreshRecommendationSignals,
} from '../../services/recommendations/signals';
import { refreshLatestInsured } from '../../services/prospects/latest-insured';
import { rerunAllLists } from '../../services/prospects/rerun';
import { refreshRegionalEconomy } from '../../services/regional/economy';
import { refreshRankings } from '../../services/regional/rankings';
import { refreshIndustryEvents } from '../../services/intelligence/events';
import { deliverEvents } from '../../services/intelligence/deliveries';
import { refreshIndustryOverview } from '../../services/industry-overview/refresh';

// The refresh pipeline of derived data (ARCHITECTURE.md, Derived data): named, idempotent
// steps run in order after every seed and every import, each owning its tables and
// reporting its rows and time (kept in derive_runs). A feature adds a step here.

/** What a step did: the rows it accounts for, and how many enterprises it went through. */
export type StepOutcome = { rows: number; enterprises?: number };

/** What changed since the last run: the enterprises an import wrote or referred to. */
export type DeriveScope = { touched?: readonly number[] };

export type DeriveStep = {
  name: string;
  /** Recomputes the step's tables from the facts (only what `scope` touched, if it can). */
  run: (db: Database, clock: Clock, scope: DeriveScope) => Promise<number | StepOutcome>;
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
  // Parks (docs/investment-promotion.md): the enterprises located in each park and its
  // figures, after the placements (its chain figures read them).
  {
    name: 'park-members',
    run: async (db, clock) => {
      const r = await refreshParkMembers(db, clock.now());
      return { rows: r.members + r.stats + r.chainRows, enterprises: r.members };
    },
  },
  // Leads of 融资商机 and 存款商机 (docs/leads.md): triggers over the facts as of the clock's
  // date, scored per enterprise × kind.
  {
    name: 'leads',
    run: async (db, clock, scope) => {
      const r = await refreshLeads(db, clock.now(), scope.touched);
      return r.scoped === null ? r.rows : { rows: r.rows, enterprises: r.scoped };
    },
  },
  // 招商推荐 and 招商地图 (docs/investment-promotion.md): each placement's quality, expansion
  // signals and risk as of the clock's date, and inbound investment per region.
  {
    name: 'recommendations',
    run: async (db, clock) =>
      (await refreshRecommendationSignals(db, clock.now())) +
      (await refreshInboundInvestment(db, clock.now())),
  },
  // Regional economy (hgjj: 宏观经济) and ranking lists (qybd: 榜单企业), docs/investment-promotion.md:
  // per region × month registrations and exits, the live enterprises by 大类 and tag; every
  // live enterprise on the lists it belongs to with its ranking score.
  {
    name: 'regional-economy',
    run: async (db, clock) => {
      const r = await refreshRegionalEconomy(db, clock.now());
      return r.monthRows + r.regionRows;
    },
  },
  { name: 'rankings', run: (db) => refreshRankings(db) },
  // 看行业 (fzzl, docs/intelligence-overview.md): per 门类/大类/中类 or chain × region the stock,
  // bands, 12-month activity with the 12 before, leaders and monthly flows; after the placements.
  {
    name: 'industry-overview',
    run: async (db, clock) => {
      const r = await refreshIndustryOverview(db, clock.now());
      return { rows: r.statsRows + r.monthRows, enterprises: r.enterprises };
    },
  },
  // Facet counts of find companies over every enterprise (the unfiltered facets).
  { name: 'search-facets', run: (db, clock) => refreshFacetSnapshot(db, clock.now()) },
  // Bigrams held by more names than search gathers (broad two-character words).
  { name: 'search-common-words', run: (db) => refreshCommonWords(db) },
  // The latest annual report's 参保人数 of each enterprise, read by the insured condition of
  // 潜客筛查 (docs/leads.md); before the saved lists, which may hold that condition.
  {
    name: 'latest-insured',
    run: async (db, _clock, scope) => {
      const r = await refreshLatestInsured(db, scope.touched);
      return r.scoped === null ? r.rows : { rows: r.rows, enterprises: r.scoped };
    },
  },
  // Saved prospect lists (潜客名单, docs/leads.md) rerun on the new data: last, since their
  // conditions read the enterprises, facts and chain placements.
  { name: 'prospect-lists', run: (db, clock) => rerunAllLists(db, clock.now()) },
  // 产业情报 (docs/intelligence.md): one event per piece of evidence, tagged with the
  // enterprise's region, industry and chain links (after chain-placements, whose links it
  // copies), upserted by key so ids stay stable; then each subscription's new matching events
  // are delivered to its user's bell.
  {
    name: 'industry-events',
    run: async (db, clock, scope) => {
      const r = await refreshIndustryEvents(db, clock.now(), scope.touched);
      return r.scoped === null ? r.rows : { rows: r.rows, enterprises: r.scoped };
    },
  },
  { name: 'event-deliveries', run: async (db) => (await deliverEvents(db)).rows },
];

async function runSteps(
  db: Database,
  clock: Clock,
  only: DeriveStep[],
  scope: DeriveScope = {},
): Promise<DeriveReport> {
  const report: DeriveReport = [];
  for (const step of only) {
    const started = performance.now();
    const outcome = await step.run(db, clock, scope);
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

/** Every step, after a seed or an import (which says what it touched). */
export const runDerive = (db: Database, clock: Clock, scope: DeriveScope = {}) =>
  runSteps(db, clock, steps, scope);

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
