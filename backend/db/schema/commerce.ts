import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { membershipTiers } from './portal';
import { id, ref } from './columns';

// Commerce (docs/commerce.md): membership plans, orders and the payment notifications that
// settle them; and 商业对接 (sydj), users' supply and demand posts with their conversations.

/** What can be bought: a tier for a number of months at a price (in fen), editable here. */
export const membershipPlans = pgTable('membership_plans', {
  id: text('id').primaryKey(),
  rank: integer('rank')
    .notNull()
    .references(() => membershipTiers.rank),
  name: text('name').notNull(),
  months: integer('months').notNull(),
  priceFen: integer('price_fen').notNull(),
  /** Struck-through list price shown beside the price, 0 for none. */
  listPriceFen: integer('list_price_fen').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  active: integer('active').notNull().default(1),
});

export const ORDER_STATES = ['pending', 'paid', 'cancelled', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_KINDS = ['buy', 'renew'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** One purchase: the price is copied from the plan when the server creates the order. */
export const orders = pgTable(
  'orders',
  {
    /** The order number users see and providers echo back. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    planName: text('plan_name').notNull(),
    rank: integer('rank').notNull(),
    months: integer('months').notNull(),
    amountFen: integer('amount_fen').notNull(),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    state: text('state', { enum: ORDER_STATES }).notNull().default('pending'),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Payment deadline: past it a pending order expires. */
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The provider's transaction number of the payment that settled it. */
    tradeNo: text('trade_no'),
    /** The membership period this order granted (set when paid). */
    grantedFrom: timestamp('granted_from', { withTimezone: true }),
    grantedUntil: timestamp('granted_until', { withTimezone: true }),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Every payment notification received, kept whatever its outcome: the audit trail. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: id(),
    provider: text('provider').notNull(),
    orderId: text('order_id'),
    tradeNo: text('trade_no'),
    amountFen: integer('amount_fen'),
    /** applied, duplicate, rejected (bad signature, amount, state) or declined. */
    outcome: text('outcome').notNull(),
    detail: text('detail').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.orderId)],
);

export const POST_KINDS = ['supply', 'purchase', 'cooperation', 'financing'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** sydj: 商业对接, a supply or demand post for the poster's enterprise. */
export const matchmakingPosts = pgTable(
  'matchmaking_posts',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: POST_KINDS }).notNull(),
    title: text('title').notNull(),
    /** The poster's enterprise as named; its id when it matched one. */
    enterpriseName: text('enterprise_name').notNull(),
    enterpriseId: ref('enterprise_id'),
    products: text('products')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** An industry-chain link (industry_chain_nodes.code), '' for none. */
    chainNodeCode: text('chain_node_code').notNull().default(''),
    /** Region code of the address tree, '' for nationwide. */
    regionCode: text('region_code').notNull().default(''),
    description: text('description').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    state: text('state', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('matchmaking_posts_open_idx').on(t.state, t.createdAt.desc()),
    index('matchmaking_posts_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** A report of a post by a user (one per user and post). */
export const matchmakingReports = pgTable(
  'matchmaking_reports',
  {
    id: id(),
    postId: ref('post_id')
      .notNull()
      .references(() => matchmakingPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('matchmaking_reports_uq').on(t.postId, t.userId)],
);

/** A conversation about a post between its poster and one other user. */
export const matchmakingThreads = pgTable(
  'matchmaking_threads',
  {
    id: id(),
    postId: ref('post_id')
      .notNull()
      .references(() => matchmakingPosts.id, { onDelete: 'cascade' }),
    posterId: text('poster_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    askerId: text('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('matchmaking_threads_uq').on(t.postId, t.askerId),
    index('matchmaking_threads_poster_idx').on(t.posterId, t.updatedAt.desc()),
    index('matchmaking_threads_asker_idx').on(t.askerId, t.updatedAt.desc()),
  ],
);

export const matchmakingMessages = pgTable(
  'matchmaking_messages',
  {
    id: id(),
    threadId: ref('thread_id')
      .notNull()
      .references(() => matchmakingThreads.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The other party: every read of unread messages filters by it. */
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('matchmaking_messages_thread_idx').on(t.threadId, t.createdAt),
    index('matchmaking_messages_unread_idx').on(t.recipientId, t.readAt),
  ],
);
