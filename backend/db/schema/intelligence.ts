import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { id, ref } from './columns';
import { enterprises } from './enterprise';

// cyjj: 产业经济, industry intelligence (docs/intelligence.md). Events are derived from the
// registry facts (step industry-events); subscriptions and their deliveries belong to a user
// and are read and written only through their owner.

/** The kinds of event the feed shows (docs/intelligence.md "Event model"). */
export const INDUSTRY_EVENT_KINDS = [
  'financing', // 融资
  'large_bid', // 大额中标
  'capital_change', // 注册资本变更
  'new_branch', // 新设分支机构
  'new_subsidiary', // 新设子公司 (an enterprise investing in a newly registered company)
  'qualification', // 新获资质 (高新技术企业, 专精特新 ...)
  'patent_burst', // 专利集中授权
  'penalty', // 行政处罚
  'judgment', // 裁判文书 (as defendant)
  'cancellation', // 规模企业注销吊销
] as const;
export type IndustryEventKind = (typeof INDUSTRY_EVENT_KINDS)[number];

/** Derived (step industry-events): one event of one enterprise, with its evidence and tags. */
export const industryEvents = pgTable(
  'industry_events',
  {
    id: id(),
    /** Stable across rebuilds: kind + evidence row ('financing:123'); refreshes upsert by it. */
    eventKey: text('event_key').notNull(),
    kind: text('kind', { enum: INDUSTRY_EVENT_KINDS }).notNull(),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    /** 1 一般, 2 重要, 3 重大, by the documented rule of its kind. */
    importance: smallint('importance').notNull(),
    /** The feed's sentence, e.g. 完成B轮融资，金额 1.2 亿元. */
    title: text('title').notNull(),
    /** 万元人民币, where the event has an amount. */
    amountWan: numeric('amount_wan', { precision: 22, scale: 4, mode: 'number' }),
    /** Tags copied from the enterprise when derived, so filters need no join. */
    regionCode: text('region_code').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    /** GB/T 4754 小类 (4 digits) and its 门类 letter. */
    industryCode: text('industry_code').notNull(),
    industryCategory: text('industry_category').notNull(),
    /** Codes of the chain links (industry_chain_nodes.code) the enterprise is placed on. */
    chainNodes: text('chain_nodes').array().notNull().default([]),
    /** Codes of the chains of those links. */
    chains: text('chains').array().notNull().default([]),
    /** The evidence: the fact table and row behind the event, and the profile section. */
    sourceTable: text('source_table').notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    profileSection: text('profile_section').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('industry_events_key_idx').on(t.eventKey),
    index('industry_events_date_idx').on(t.eventDate.desc(), t.id.desc()),
    index('industry_events_province_date_idx').on(t.provinceCode, t.eventDate.desc(), t.id.desc()),
    index('industry_events_city_date_idx').on(t.cityCode, t.eventDate.desc(), t.id.desc()),
    index('industry_events_kind_date_idx').on(t.kind, t.eventDate.desc()),
    index('industry_events_industry_date_idx').on(t.industryCode, t.eventDate.desc()),
    index('industry_events_enterprise_idx').on(t.enterpriseId),
    index('industry_events_chains_idx').using('gin', t.chains),
    index('industry_events_chain_nodes_idx').using('gin', t.chainNodes),
  ],
);

/**
 * 订阅: a user's interest in a chain (or one of its links) × a region, or an industry × a
 * region; new matching events are delivered to the user's bell once.
 */
export const eventSubscriptions = pgTable(
  'event_subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** industry_chains.code, or null for an industry subscription. */
    chainCode: text('chain_code'),
    /** industry_chain_nodes.code, a link of that chain (optional). */
    nodeCode: text('node_code'),
    /** GB/T 4754 code at any level (门类 letter, 2, 3 or 4 digits), or null. */
    industryCode: text('industry_code'),
    /** GB/T 2260 code; '000000' is nationwide. */
    regionCode: text('region_code').notNull().default('000000'),
    /** Event kinds to deliver; empty means every kind. */
    kinds: text('kinds').array().notNull().default([]),
    /** Lowest importance delivered (1 = all). */
    minImportance: smallint('min_importance').notNull().default(1),
    /** Events with a larger id are new to this subscription (set at creation to the max id). */
    deliveredThrough: bigint('delivered_through', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_subscriptions_user_idx').on(t.userId, t.createdAt),
    check(
      'event_subscriptions_one_subject',
      sql`(chain_code is null) <> (industry_code is null) and (node_code is null or chain_code is not null)`,
    ),
  ],
);

/** An event delivered to a user by one of their subscriptions: once per user and event. */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: ref('event_id')
      .notNull()
      .references(() => industryEvents.id, { onDelete: 'cascade' }),
    subscriptionId: ref('subscription_id')
      .notNull()
      .references(() => eventSubscriptions.id, { onDelete: 'cascade' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index('event_deliveries_user_unread_idx')
      .on(t.userId, t.deliveredAt.desc())
      .where(sql`read_at is null`),
    index('event_deliveries_event_idx').on(t.eventId),
  ],
);
