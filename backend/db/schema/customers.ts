import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ref } from './columns';
import { customerGroups, users } from './accounts';
import { enterprises } from './enterprise';

// The customer book (客户管理 /glzx, issue 15, docs/leads.md): a user's own customers, their
// follow-ups and imports. Every row belongs to one user and is only ever read through it.

/** Stages of a customer, in order; 已流失 (lost) can follow any of them. */
export const CUSTOMER_STAGES = ['lead', 'contacted', 'interested', 'signed', 'lost'] as const;

/** One enterprise in one user's book; adding it twice is refused (unique user × enterprise). */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    groupId: text('group_id').references(() => customerGroups.id, { onDelete: 'set null' }),
    stage: text('stage', { enum: CUSTOMER_STAGES }).notNull().default('lead'),
    /** The date each stage was reached: { lead: '2026-11-01', contacted: … }. */
    stageDates: jsonb('stage_dates').$type<Partial<Record<string, string>>>().notNull(),
    /** Where it was added from: rzsj, cksj, qksc, search, profile, import. */
    source: text('source').notNull(),
    note: text('note').notNull().default(''),
    /** The owner's own 联系人 and 联系电话 at the enterprise (beside its registered contacts). */
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('customers_user_enterprise_uq').on(t.userId, t.enterpriseId),
    index('customers_user_group_idx').on(t.userId, t.groupId),
    index('customers_enterprise_idx').on(t.enterpriseId),
  ],
);

/** A follow-up record (跟进记录), with an optional next step and its reminder date. */
export const customerFollowUps = pgTable(
  'customer_follow_ups',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The owner again, so reminders are found per user without a join. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    on: date('on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    content: text('content').notNull(),
    nextStep: text('next_step').notNull().default(''),
    remindOn: date('remind_on', { mode: 'string' }),
    /** When the user marked the reminder done (or read it in the bell). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_follow_ups_customer_idx').on(t.customerId, t.on),
    index('customer_follow_ups_user_remind_idx').on(t.userId, t.remindOn),
  ],
);

/** An import of a customer list from Excel/CSV with its match report, kept to be re-read. */
export const customerImports = pgTable(
  'customer_imports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** { rows, matched, added, already, ambiguous, notFound }. */
    totals: jsonb('totals').$type<Record<string, number>>().notNull(),
    /** Every row with its outcome (matched / ambiguous with candidates / not found). */
    report: jsonb('report').$type<unknown[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_imports_user_idx').on(t.userId, t.createdAt)],
);

/** 潜客名单: a saved prospect screen (its conditions) and what its runs found. */
export const prospectLists = pgTable(
  'prospect_lists',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The condition tree (lib/contract/prospects.ts), validated before it is stored. */
    conditions: jsonb('conditions').$type<unknown>().notNull(),
    matchCount: integer('match_count').notNull().default(0),
    /** Enterprises that matched the last run and none before it. */
    newCount: integer('new_count').notNull().default(0),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('prospect_lists_user_name_uq').on(t.userId, t.name)],
);

/** The enterprises a list has matched, with the run that first found each ("新增 N 家"). */
export const prospectListMembers = pgTable(
  'prospect_list_members',
  {
    listId: text('list_id')
      .notNull()
      .references(() => prospectLists.id, { onDelete: 'cascade' }),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    /** The last run that matched it; older than the list's last run: no longer matching. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.enterpriseId] }),
    index('prospect_list_members_seen_idx').on(t.listId, t.firstSeenAt),
  ],
);

/** 渠道推广: a named channel (branch, event, poster, or the user's own) with its invitation code. */
export const channels = pgTable(
  'channels',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** personal (the user's own code), branch, event, poster, other. */
    kind: text('kind').notNull(),
    /** The invitation code: the registration payload's `scene`. */
    code: text('code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('channels_user_name_uq').on(t.userId, t.name),
    index('channels_user_idx').on(t.userId),
  ],
);

/** A visit of a channel's link; the visitor is a keyed hash, never an address. */
export const channelVisits = pgTable(
  'channel_visits',
  {
    id: text('id').primaryKey(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('channel_visits_channel_at_idx').on(t.channelId, t.at)],
);
