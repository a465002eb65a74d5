import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
 * Words of two to four characters held by more enterprise names than find companies gathers
 * (BRANCH_CANDIDATE_CAP), with how many names hold each: search then knows such a word's
 * matches run past the cap without gathering them.
 */
export const searchCommonWords = pgTable('search_common_words', {
  word: text('word').primaryKey(),
  names: integer('names').notNull(),
});
