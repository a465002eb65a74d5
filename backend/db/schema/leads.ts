import {
  date,
  doublePrecision,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { ref } from './columns';
import { enterprises } from './enterprise';

/** One piece of a lead's evidence (backend/services/leads/triggers.ts). */
export type LeadTriggerEvidence = {
  trigger: string;
  name: string;
  table: string;
  id: number;
  on: string;
  sentence: string;
  /** The profile dimension listing the fact (lib/contract/profile.ts), null: the profile. */
  dimension: string | null;
  strength: number;
  /** weight × strength × recency decay. */
  points: number;
};

/**
 * Derived (step leads, docs/leads.md): an enterprise × kind (rzsj 融资商机, cksj 存款商机)
 * with its dated triggers, score, suggested products and risk flags, plus copies of the
 * filter columns so the lead list reads this table alone. Rebuilt after every seed and import.
 */
export const leads = pgTable(
  'leads',
  {
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['rzsj', 'cksj'] }).notNull(),
    score: doublePrecision('score').notNull(),
    /** Score breakdown: sum of trigger points, the size factor, the risk deduction. */
    triggerPoints: doublePrecision('trigger_points').notNull(),
    sizeFactor: doublePrecision('size_factor').notNull(),
    riskPenalty: doublePrecision('risk_penalty').notNull(),
    /** Trigger keys present (filter by trigger type). */
    triggerTypes: text('trigger_types').array().notNull(),
    /** LeadTriggerEvidence[], strongest first (at most three per trigger). */
    triggers: jsonb('triggers').$type<LeadTriggerEvidence[]>().notNull(),
    /** Suggested products, from the strongest trigger down. */
    products: text('products').array().notNull(),
    /** 近期行政处罚, 被告涉诉, 经营异常. */
    riskFlags: text('risk_flags').array().notNull(),
    /** The newest trigger's date (sort by date, date range). */
    latestOn: date('latest_on', { mode: 'string' }).notNull(),
    // Copies of the enterprise's filter columns.
    regionCode: text('region_code').notNull(),
    industryCode: text('industry_code').notNull(),
    industryCategory: text('industry_category').notNull(),
    zczb: numeric('zczb', { precision: 18, scale: 4, mode: 'number' }),
    tags: text('tags').array().notNull(),
    status: text('status').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.enterpriseId] }),
    index('leads_enterprise_idx').on(t.enterpriseId),
    index('leads_kind_score_idx').on(t.kind, t.score.desc(), t.enterpriseId),
    index('leads_kind_latest_idx').on(t.kind, t.latestOn.desc(), t.enterpriseId),
    // Region (province 44, city 4403, district 440305) within a kind, best first: a region is
    // a bounded range of codes (services/search/filters.ts regionCondition), which a plain
    // btree serves on any collation.
    index('leads_kind_region_score_idx').on(t.kind, t.regionCode, t.score.desc()),
    index('leads_trigger_types_idx').using('gin', t.triggerTypes),
    index('leads_tags_idx').using('gin', t.tags),
  ],
);
