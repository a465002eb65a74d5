import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// The portal shell (SPEC.md §2.3–2.4, §3, §6): the menu tree, permission records, membership
// tiers and what each tier is granted, service flags, and read marks.

/** One entry of the top menu tree (SPEC.md §3 menu item). `pid` null is a top-level entry. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: text('id').primaryKey(),
    pid: text('pid'),
    sort: integer('sort').notNull().default(0),
    /** Stable pinyin key; the permission button is `bt-{key}`. */
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    /** Route under /zsai for custom items, the URL (or a config key) for network items. */
    component: text('component').notNull().default(''),
    settingType: text('setting_type', { enum: ['custom', 'network'] })
      .notNull()
      .default('custom'),
    /** JSON string of query parameters added when navigating. */
    params: text('params').notNull().default(''),
    icon: text('icon').notNull().default(''),
  },
  (t) => [index('menu_items_pid_idx').on(t.pid, t.sort)],
);

/**
 * Server menu records (SPEC.md §3): permission buttons (useType zsai, menuType button, key
 * `bt-{key}` or `cyl/glgzt`) and the company-profile module menus (useType qyhx).
 */
export const menuRecords = pgTable('menu_records', {
  id: text('id').primaryKey(),
  pid: text('pid'),
  sort: integer('sort').notNull().default(0),
  useType: text('use_type', { enum: ['zsai', 'qyhx'] }).notNull(),
  menuType: text('menu_type', { enum: ['button', 'menu'] }).notNull(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  menuData: jsonb('menu_data').notNull().default({}),
});

/** Membership tiers: rank 1 trial, rank 2 VIP. */
export const membershipTiers = pgTable('membership_tiers', {
  rank: integer('rank').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  summary: text('summary').notNull().default(''),
});

/** Which menu records (permissions) a tier holds. */
export const tierGrants = pgTable(
  'tier_grants',
  {
    rank: integer('rank')
      .notNull()
      .references(() => membershipTiers.rank, { onDelete: 'cascade' }),
    menuRecordId: text('menu_record_id')
      .notNull()
      .references(() => menuRecords.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.rank, t.menuRecordId] })],
);

/**
 * Service flags (SPEC.md §6 chat flags: 10010 isChat, 10011 isGlht, 10012 isYyht), granted to
 * a tier (`rank:2`) or to holders of a role key (`role:glht`).
 */
export const serviceGrants = pgTable(
  'service_grants',
  {
    subject: text('subject').notNull(),
    serviceId: integer('service_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.serviceId] })],
);

/** dzxxAddRead / dzxxGetRead: what a user has read, by type (notices, guides ...). */
export const readMarks = pgTable(
  'read_marks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: text('data').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.data] })],
);
