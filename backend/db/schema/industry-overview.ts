import { integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

// fzzl: 发展总览, the industry overview of 看行业 (docs/intelligence-overview.md). Derived by the
// step industry-overview: one row per subject (a GB/T 4754 门类, 大类 or 中类, or a chain) ×
// region (全国, province, city, and the districts a province's map draws in place of a city),
// so an overview reads a few dozen rows, never the enterprises.

const money = (name: string) => numeric(name, { precision: 22, scale: 4, mode: 'number' });

/** What a row is about: 0 an industry chain (its code), 1 门类, 2 大类, 3 中类 (the GB/T 4754 code). */
const subject = () => ({
  subjectKind: smallint('subject_kind').notNull(),
  subjectCode: text('subject_code').notNull(),
  /** '000000' national, else a GB/T 2260 code. */
  regionCode: text('region_code').notNull(),
});

/**
 * Derived (step industry-overview): a subject in a region now, and over the last 12 full months
 * against the 12 before (`_prev`). Money in 万元人民币 (CNY_RATES). Stock columns are null on
 * chain rows: chain_region_stats holds a chain's live enterprises and capital.
 */
export const industryOverviewStats = pgTable(
  'industry_overview_stats',
  {
    ...subject(),
    /** 0 national, 1 province, 2 city, 3 a district drawn on its province's map. */
    regionLevel: smallint('region_level').notNull(),
    /** Live enterprises (not 注销/吊销) and their 注册资本. */
    enterpriseCount: integer('enterprise_count'),
    registeredCapital: money('registered_capital'),
    /** The same a year before the step's date: founded by then and not yet exited. */
    yearAgoCount: integer('year_ago_count'),
    yearAgoCapital: money('year_ago_capital'),
    /** Live enterprises per band: 人员规模 (STAFF_BANDS, then 未公示). */
    staffBands: integer('staff_bands').array().notNull(),
    /** 注册资本 in 人民币 (CAPITAL_RANGES, then 未公示). */
    capitalBands: integer('capital_bands').array().notNull(),
    /** 成立年限 (FOUNDED_RANGES). */
    ageBands: integer('age_bands').array().notNull(),
    financingCount: integer('financing_count').notNull(),
    financingCountPrev: integer('financing_count_prev').notNull(),
    financingAmount: money('financing_amount').notNull(),
    financingAmountPrev: money('financing_amount_prev').notNull(),
    /** Patent applications (by 申请日), and of them 发明/PCT发明. */
    patentCount: integer('patent_count').notNull(),
    patentCountPrev: integer('patent_count_prev').notNull(),
    inventionCount: integer('invention_count').notNull(),
    inventionCountPrev: integer('invention_count_prev').notNull(),
    /** 中标 bids (by 发布日期) and their amount. */
    bidWinCount: integer('bid_win_count').notNull(),
    bidWinCountPrev: integer('bid_win_count_prev').notNull(),
    bidWinAmount: money('bid_win_amount').notNull(),
    bidWinAmountPrev: money('bid_win_amount_prev').notNull(),
    /** 行政处罚 (by 决定日期). */
    penaltyCount: integer('penalty_count').notNull(),
    penaltyCountPrev: integer('penalty_count_prev').notNull(),
    /** 裁判文书 with the enterprise as 被告 (by 裁判日期). */
    judgmentCount: integer('judgment_count').notNull(),
    judgmentCountPrev: integer('judgment_count_prev').notNull(),
    /** The leading live enterprises, best first (the rule of docs/intelligence-overview.md). */
    leaderIds: integer('leader_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectKind, t.subjectCode, t.regionCode] })],
);

/**
 * Derived (step industry-overview): a subject in a region per calendar month of the last 36:
 * registrations (by 成立日期), exits (注销/吊销 dated by their 登记状态变更) and the capital
 * registered. Months without either are absent.
 */
export const industryOverviewMonthly = pgTable(
  'industry_overview_monthly',
  {
    ...subject(),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    registrations: integer('registrations').notNull(),
    cancellations: integer('cancellations').notNull(),
    capitalAdded: money('capital_added').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectKind, t.subjectCode, t.regionCode, t.month] })],
);
