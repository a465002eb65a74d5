import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, provenance, ref } from './columns';

// 政策问答 (gjzc: 惠企政策问答, docs/policy-qa.md): the policy library, each policy's support
// measures and the conditions ("clauses") a measure sets, machine-checkable where possible.

export const POLICY_LEVELS = ['国家', '省', '市', '区'] as const;
export type PolicyLevel = (typeof POLICY_LEVELS)[number];

/**
 * What a clause checks. `manual` cannot be decided from our data: the enterprise must confirm
 * (always unknown).
 */
export const CLAUSE_KINDS = [
  'region', // registered in one of the regions (GB/T 2260 prefixes)
  'qualification', // holds one of the qualification tags (高新技术企业, 专精特新 ...)
  'revenue', // 营业收入 bounds, 万元, latest annual report
  'staff', // 参保人数 bounds, latest annual report
  'capital', // 注册资本 bounds, 万元
  'age', // years since 成立日期, bounds
  'industry', // GB/T 4754 code prefixes (门类 letter or 2-4 digits)
  'manual', // anything else: the enterprise must confirm
] as const;
export type ClauseKind = (typeof CLAUSE_KINDS)[number];

/** A clause's parameters; which fields apply depends on the kind (lib/contract/policies.ts). */
export type ClauseParams = {
  codes?: string[];
  tags?: string[];
  min?: number;
  max?: number;
};

/** 政策: one policy document, keyed by its stable code (imports upsert by it). */
export const policies = pgTable(
  'policies',
  {
    id: id(),
    /** Stable ASCII code, in URLs and imports ('demo-440300-0001'). */
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** 发文机关. */
    issuer: text('issuer').notNull(),
    level: text('level', { enum: POLICY_LEVELS }).notNull(),
    /** GB/T 2260 code of the issuing region; '000000' for national policies. */
    regionCode: text('region_code').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** 有效期至; null is open-ended. */
    validUntil: date('valid_until', { mode: 'string' }),
    /** 政策类别: 资金补贴, 税收优惠, 人才支持 ... */
    categories: text('categories').array().notNull().default([]),
    /** 政策原文. */
    fullText: text('full_text').notNull().default(''),
    /** Generated demonstration data, never a real government policy (shown as 演示数据). */
    isDemo: boolean('is_demo').notNull().default(false),
    ...provenance(),
  },
  (t) => [
    uniqueIndex('policies_code_uq').on(t.code),
    index('policies_region_idx').on(t.regionCode),
    index('policies_issued_idx').on(t.issuedOn.desc(), t.id),
    index('policies_categories_idx').using('gin', t.categories),
    index('policies_title_bigrams').using('gin', sql`zsai_bigrams(${t.title})`),
    index('policies_text_bigrams').using('gin', sql`zsai_bigrams(${t.fullText})`),
    check('policies_valid_ck', sql`${t.validUntil} is null or ${t.validUntil} >= ${t.issuedOn}`),
  ],
);

/** 支持措施: one measure of a policy (what it gives), in the policy's order. */
export const policyMeasures = pgTable(
  'policy_measures',
  {
    id: id(),
    policyId: ref('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    title: text('title').notNull(),
    /** The measure's text as the policy words it (quoted in answers). */
    content: text('content').notNull(),
  },
  (t) => [
    uniqueIndex('policy_measures_policy_seq_uq').on(t.policyId, t.seq),
    index('policy_measures_content_bigrams').using('gin', sql`zsai_bigrams(${t.content})`),
  ],
);

/** 申报条件: one condition of a measure; all of a measure's clauses must hold. */
export const policyClauses = pgTable(
  'policy_clauses',
  {
    id: id(),
    measureId: ref('measure_id')
      .notNull()
      .references(() => policyMeasures.id, { onDelete: 'cascade' }),
    /** Copy of the measure's policy, so a policy's clauses read one index. */
    policyId: ref('policy_id')
      .notNull()
      .references(() => policies.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    kind: text('kind', { enum: CLAUSE_KINDS }).notNull(),
    params: jsonb('params').$type<ClauseParams>().notNull().default({}),
    /** The condition as the policy words it (quoted in answers and verdicts). */
    text: text('text').notNull(),
  },
  (t) => [
    index('policy_clauses_policy_idx').on(t.policyId, t.measureId, t.seq),
    index('policy_clauses_measure_idx').on(t.measureId),
    index('policy_clauses_text_bigrams').using('gin', sql`zsai_bigrams(${t.text})`),
  ],
);
