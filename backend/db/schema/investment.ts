import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, ref } from './columns';
import { users } from './accounts';
import { enterprises } from './enterprise';
import { industryChainNodes } from './industry-chain';

// 招商推荐 and 招商地图 (yqtj, zsgj; docs/investment-promotion.md): the derived parts of a
// recommendation's score per placement, each user's feedback, and inbound investment per
// region. The first and last are rebuilt by the derive step `recommendations`.

/** One evidence row behind a line of a recommendation's card. */
export type RecommendationEvidence = {
  /** The signal or quality key (cross_branch, financing_round, tag, patents …). */
  key: string;
  /** Its name (异地设立分支机构, 完成融资, 资质 …). */
  name: string;
  /** The fact's table and id, when the row is one fact. */
  table: string | null;
  id: number | null;
  /** 'YYYY-MM-DD', when dated. */
  on: string | null;
  sentence: string;
  /** The profile dimension that lists the fact (lib/contract/profile.ts), if any. */
  dimension: string | null;
  points: number;
};

/**
 * A placement (confirmed or likely) of an enterprise on a chain node with the parts of its
 * recommendation score that do not depend on the target region: quality, expansion signals,
 * risk. The request adds the region's gap fit and the user's feedback.
 */
export const recommendationSignals = pgTable(
  'recommendation_signals',
  {
    nodeId: ref('node_id')
      .notNull()
      .references(() => industryChainNodes.id, { onDelete: 'cascade' }),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    chainId: ref('chain_id').notNull(),
    regionCode: text('region_code').notNull(),
    /** GB/T 4754 class (4 digits) and 门类 letter: what "similar" means for feedback. */
    industryCode: text('industry_code').notNull(),
    industryCategory: text('industry_category').notNull(),
    confidence: text('confidence', { enum: ['confirmed', 'likely'] }).notNull(),
    quality: real('quality').notNull(),
    expansion: real('expansion').notNull(),
    risk: real('risk').notNull(),
    /** quality + expansion − risk: the order candidates are drawn in. */
    base: real('base').notNull(),
    qualityEvidence: jsonb('quality_evidence').$type<RecommendationEvidence[]>().notNull(),
    expansionEvidence: jsonb('expansion_evidence').$type<RecommendationEvidence[]>().notNull(),
    riskFlags: text('risk_flags').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.nodeId, t.enterpriseId] }),
    // A gap link's best candidates: one index range per link, read in base order.
    index('recommendation_signals_node_base_idx').on(t.nodeId, t.base.desc()),
    index('recommendation_signals_enterprise_idx').on(t.enterpriseId),
  ],
);

export const RECOMMENDATION_VERDICTS = ['interested', 'unsuitable'] as const;
export type RecommendationVerdict = (typeof RECOMMENDATION_VERDICTS)[number];

/** A user's 感兴趣 / 不合适 on one enterprise for one region × chain ('' = every chain). */
export const recommendationFeedback = pgTable(
  'recommendation_feedback',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    regionCode: text('region_code').notNull(),
    chainCode: text('chain_code').notNull(),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    verdict: text('verdict', { enum: RECOMMENDATION_VERDICTS }).notNull(),
    reason: text('reason').notNull().default(''),
    /** A copy of the enterprise's class when given, so similarity needs no join. */
    industryCode: text('industry_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recommendation_feedback_uq').on(
      t.userId,
      t.regionCode,
      t.chainCode,
      t.enterpriseId,
    ),
    check('recommendation_feedback_reason_len', sql`char_length(reason) <= 200`),
  ],
);

/**
 * Inbound investment per region (招商地图): shareholdings subscribed in the window whose holder
 * is an enterprise registered outside the region (at the region's level) and whose company is
 * inside it.
 */
export const inboundInvestmentStats = pgTable(
  'inbound_investment_stats',
  {
    regionCode: text('region_code').primaryKey(),
    regionLevel: smallint('region_level').notNull(),
    investments: integer('investments').notNull(),
    /** Distinct investing enterprises. */
    investors: integer('investors').notNull(),
    /** Distinct companies invested in. */
    companies: integer('companies').notNull(),
    /** Sum of subscribed capital, 万元 (where known). */
    amountWan: doublePrecision('amount_wan').notNull(),
  },
  (t) => [index('inbound_investment_stats_level_idx').on(t.regionLevel, t.regionCode)],
);
