import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ref } from './columns';
import { enterprises } from './enterprise';

// Derived data (ARCHITECTURE.md): tables the refresh pipeline (backend/data/derive/) computes
// from the facts after every seed and import, and what each of its steps did last.

/** The last run of each derive step: when, how many rows, how long. */
export const deriveRuns = pgTable('derive_runs', {
  step: text('step').primaryKey(),
  rows: integer('rows').notNull(),
  durationMs: integer('duration_ms').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
});

/**
 * Facet counts of find companies over all enterprises (no keyword, no filter), computed at
 * load time so the unfiltered facets answer without reading a million rows. One row per key.
 */
export const searchFacetSnapshots = pgTable('search_facet_snapshots', {
  key: text('key').primaryKey(),
  facets: jsonb('facets').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

/**
 * Words of two to four characters held by many enterprise names (common-words.ts): how many
 * names hold each, and for a word under the cap its best matches in relevance and capital
 * order, so search neither gathers 10,001 rows of a broad word nor ranks thousands of a
 * frequent one.
 */
export const searchCommonWords = pgTable('search_common_words', {
  word: text('word').primaryKey(),
  names: integer('names').notNull(),
  /** Names holding the word that do not start with it. */
  inside: integer('inside').notNull().default(0),
  byRank: bigint('by_rank', { mode: 'number' }).array(),
  byCapital: bigint('by_capital', { mode: 'number' }).array(),
});

/**
 * Each enterprise's latest annual report's 参保人数 (step `latest-insured`), for the insured
 * condition of 潜客筛查 (docs/leads.md): a range read on (insured_count, enterprise_id) instead
 * of finding the latest of 2.3 million reports per screen. Only enterprises whose latest report
 * gives the figure (one without it matches no range).
 */
export const latestInsured = pgTable(
  'latest_insured',
  {
    enterpriseId: ref('enterprise_id')
      .primaryKey()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    insuredCount: integer('insured_count').notNull(),
  },
  (t) => [index('latest_insured_count_idx').on(t.insuredCount, t.enterpriseId)],
);
