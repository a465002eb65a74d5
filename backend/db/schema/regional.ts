import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, provenance, ref } from './columns';
import { enterprises } from './enterprise';

// hgjj: 宏观经济, regional economy; qybd: 榜单企业, ranking lists (docs/investment-promotion.md).
// Two kinds of regional figures kept apart: registry-derived ones (step regional-economy) and
// official statistics (imported; the demo install ships generated ones labelled 演示数据).

/**
 * Derived (step regional-economy): one region (national, province, city) × calendar month:
 * registrations, exits (注销/吊销 dated by their 登记状态变更) and capital registered.
 */
export const regionMonthlyStats = pgTable(
  'region_monthly_stats',
  {
    regionCode: text('region_code').notNull(),
    /** 0 national, 1 province, 2 city. */
    regionLevel: smallint('region_level').notNull(),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    registrations: integer('registrations').notNull(),
    cancellations: integer('cancellations').notNull(),
    /** 注册资本 of the month's registrations, 万元人民币 (CNY_RATES). */
    capitalAdded: numeric('capital_added', { precision: 22, scale: 4, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.regionCode, t.month] })],
);

/** Derived (step regional-economy): a region's live enterprises now, one row per region. */
export const regionEconomyStats = pgTable(
  'region_economy_stats',
  {
    regionCode: text('region_code').primaryKey(),
    regionLevel: smallint('region_level').notNull(),
    enterpriseCount: integer('enterprise_count').notNull(),
    /** Sum of 注册资本, 万元人民币. */
    registeredCapital: numeric('registered_capital', {
      precision: 22,
      scale: 4,
      mode: 'number',
    }).notNull(),
    /** Live enterprises by GB/T 4754 大类 (two digits): { '39': 120 }. */
    byDivision: jsonb('by_division').$type<Record<string, number>>().notNull(),
    /** Live enterprises holding each qualification tag, and 上市企业. */
    byTag: jsonb('by_tag').$type<Record<string, number>>().notNull(),
  },
  (t) => [index('region_economy_stats_level_idx').on(t.regionLevel, t.regionCode)],
);

/**
 * 官方统计 (imported): one indicator of one region for one period, with the publisher
 * (`stat_source`) the value comes from. Demo rows say 演示数据 there.
 */
export const officialStatistics = pgTable(
  'official_statistics',
  {
    id: id(),
    regionCode: text('region_code').notNull(),
    /** gdp, gdp_primary, gdp_secondary, gdp_tertiary, fixed_asset_investment, retail_sales, exports, population. */
    indicator: text('indicator').notNull(),
    /** 'YYYY' (a calendar year). */
    period: text('period').notNull(),
    value: numeric('value', { precision: 20, scale: 4, mode: 'number' }).notNull(),
    /** 亿元 or 万人 (the indicator's unit). */
    unit: text('unit').notNull(),
    /** Who published the value (国家统计局, 江苏省统计局 …; 演示数据 for generated values). */
    statSource: text('stat_source').notNull(),
    ...provenance(),
  },
  (t) => [uniqueIndex('official_statistics_key_uq').on(t.regionCode, t.indicator, t.period)],
);

/**
 * Derived (step rankings): one enterprise on one ranking list, with where and what it is, so
 * a list page by region and 门类 reads one index range in order.
 */
export const rankingEntries = pgTable(
  'ranking_entries',
  {
    /** The list key (lib/contract/regional.ts RANKING_LISTS). */
    list: text('list').notNull(),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    regionCode: text('region_code').notNull(),
    provinceCode: text('province_code').notNull(),
    /** The city (a municipality's or a direct county's own code where it has no city). */
    cityCode: text('city_code').notNull(),
    industryCategory: text('industry_category').notNull(),
    /** What the list orders by: the metric of a computed list, the score of a tag list. */
    sortValue: numeric('sort_value', { precision: 22, scale: 4, mode: 'number' }).notNull(),
    /** The metric's value (万元, 件, 人 …; the score itself on a tag list). */
    value: numeric('value', { precision: 22, scale: 4, mode: 'number' }).notNull(),
    /** The ranking score (榜单评分, unrounded; shown with SPEC.md §9's rounding). */
    score: integer('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.list, t.enterpriseId] }),
    index('ranking_entries_all_idx').on(t.list, t.sortValue.desc(), t.enterpriseId),
    index('ranking_entries_category_idx').on(
      t.list,
      t.industryCategory,
      t.sortValue.desc(),
      t.enterpriseId,
    ),
    index('ranking_entries_province_idx').on(
      t.list,
      t.provinceCode,
      t.sortValue.desc(),
      t.enterpriseId,
    ),
    index('ranking_entries_province_category_idx').on(
      t.list,
      t.provinceCode,
      t.industryCategory,
      t.sortValue.desc(),
      t.enterpriseId,
    ),
    index('ranking_entries_city_idx').on(t.list, t.cityCode, t.sortValue.desc(), t.enterpriseId),
    index('ranking_entries_city_category_idx').on(
      t.list,
      t.cityCode,
      t.industryCategory,
      t.sortValue.desc(),
      t.enterpriseId,
    ),
    index('ranking_entries_enterprise_idx').on(t.enterpriseId),
  ],
);
