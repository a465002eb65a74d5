import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Facts about this installation: seed state, data versions. One row per key. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** People who log in: identified by a mainland phone; username is `dzxx_` + phone. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  phone: text('phone').notNull().unique(),
  fullname: text('fullname').notNull(),
  company: text('company').notNull().default(''),
  /** 1 trial, 2 VIP. */
  rank: integer('rank').notNull().default(1),
  /** When a bought tier ends (the user returns to the trial tier); null for no end. */
  rankExpiresAt: timestamp('rank_expires_at', { withTimezone: true }),
  /** 版本切换: the home and application order the user chose ('standard' or 'finance'). */
  homeVersion: text('home_version', { enum: ['standard', 'finance'] })
    .notNull()
    .default('standard'),
  /** Region as 'province/city'. */
  ssqy: text('ssqy').notNull().default(''),
  roleKeys: text('role_keys').array().notNull().default([]),
  deptName: text('dept_name').notNull().default('企业用户'),
  /** JSON list of photo files; the first url is the head image. */
  photo: text('photo').notNull().default('[]'),
  status: text('status', { enum: ['active', 'activating', 'disabled'] })
    .notNull()
    .default('active'),
  passwordHash: text('password_hash'),
  /** The invitation code (`scene`) the account registered with, '' when none (渠道推广). */
  inviteCode: text('invite_code').notNull().default(''),
  /** Consecutive failed password logins; past 5 each try waits longer. */
  failedLogins: integer('failed_logins').notNull().default(0),
  lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A login: access tokens name their session, so revoking the row revokes them. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', {
      enum: ['sms', 'password', 'qr', 'auto', 'register', 'remember'],
    }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** SMS codes, stored as keyed hashes; single use, limited tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    clientIp: text('client_ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.clientIp, t.createdAt),
  ],
);

/** What the development SMS provider "sent": read by testers through /dev/outbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.sentAt)],
);

/** Picture codes: one per device id, single use; the nonce binds the encrypted credentials. */
export const captchas = pgTable('captchas', {
  deviceId: text('device_id').primaryKey(),
  answer: text('answer').notNull(),
  nonce: text('nonce').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A new account's activation: `peak` steps, `progress` done, `service` 1 once the account is
 * ready. The ticket (stored hashed) lets the registering browser log in once it is ready.
 */
export const activations = pgTable('activations', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ticketHash: text('ticket_hash').notNull(),
  peak: integer('peak').notNull(),
  progress: integer('progress').notNull().default(0),
  service: integer('service').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
});

/** Usage records: menu visits and uses, and logins (SPEC.md §3 event-track record). */
export const eventTracks = pgTable(
  'event_tracks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    menuName: text('menu_name').notNull().default(''),
    isVisit: integer('is_visit').notNull().default(0),
    isUse: integer('is_use').notNull().default(0),
    isLogin: integer('is_login').notNull().default(0),
    appCode: text('app_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('event_tracks_user_idx').on(t.userId, t.createdAt)],
);

/** QR login tickets: the desktop polls by kid; a logged-in phone confirms or rejects. */
export const qrTickets = pgTable('qr_tickets', {
  kid: text('kid').primaryKey(),
  status: text('status', { enum: ['pending', 'confirmed', 'rejected', 'consumed'] })
    .notNull()
    .default('pending'),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the creating browser's value (QR_BROWSER_HEADER): only it may collect. */
  browserHash: text('browser_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** "Remember me": a 7-day refresh credential, stored hashed, rotated on use, revocable. */
export const rememberCredentials = pgTable(
  'remember_credentials',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('remember_credentials_user_idx').on(t.userId)],
);

/** A user's customer groups (客户分组) for customer management; defaults made at first login. */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    isDefault: integer('is_default').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('customer_groups_user_name_idx').on(t.userId, t.name)],
);
