import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
