import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  membershipPlans,
  membershipTiers,
  orders,
  paymentNotifications,
  users,
  type OrderState,
} from '../schema';

// Plans, orders and payment notifications (docs/commerce.md). Every order read names its
// owner; only the settlement, which a provider's signed notification drives, reads by id.

export type PlanRow = typeof membershipPlans.$inferSelect & { tierName: string };
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

export async function activePlans(db: Database): Promise<PlanRow[]> {
  const rows = await db
    .select({ plan: membershipPlans, tierName: membershipTiers.name })
    .from(membershipPlans)
    .innerJoin(membershipTiers, eq(membershipTiers.rank, membershipPlans.rank))
    .where(eq(membershipPlans.active, 1))
    .orderBy(asc(membershipPlans.sort), asc(membershipPlans.id));
  return rows.map((r) => ({ ...r.plan, tierName: r.tierName }));
}

export async function activePlan(db: Database, id: string): Promise<PlanRow | undefined> {
  return (await activePlans(db)).find((p) => p.id === id);
}

export async function insertOrder(db: Database, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  return row!;
}

/** Orders the user created since `since` (the ordering rate limit). */
export async function countOrdersSince(db: Database, userId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), gt(orders.createdAt, since)));
  return row?.n ?? 0;
}

/** Closes the user's orders still waiting: a new order replaces them. */
export async function cancelPendingOrders(db: Database, userId: string, now: Date) {
  await db
    .update(orders)
    .set({ state: 'cancelled', closedAt: now })
    .where(and(eq(orders.userId, userId), eq(orders.state, 'pending')));
}

/** Marks the user's pending orders past their deadline expired (reads do this first). */
export async function expireOverdueOrders(db: Database, userId: string, now: Date) {
  await db
    .update(orders)
    .set({ state: 'expired', closedAt: sql`${orders.payBy}` })
    .where(and(eq(orders.userId, userId), eq(orders.state, 'pending'), lte(orders.payBy, now)));
}

export async function ownOrder(
  db: Database,
  userId: string,
  id: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return row;
}

/** Moves an order out of pending; undefined when it was no longer pending. */
export async function closePendingOrder(
  db: Database,
  userId: string,
  id: string,
  state: Extract<OrderState, 'cancelled' | 'expired'>,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ state, closedAt: now })
    .where(and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.state, 'pending')))
    .returning();
  return row;
}

export async function ordersPage(
  db: Database,
  userId: string,
  page: { pageIndex: number; pageSize: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The order by id for the settlement, locked until its transaction ends. */
export async function lockOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function lockUser(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** An order by id alone: the development provider's confirmation page shows it. */
export async function orderById(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function recordNotification(
  db: Database,
  row: typeof paymentNotifications.$inferInsert,
): Promise<void> {
  await db.insert(paymentNotifications).values(row);
}

/** A tier bought for a period that has ended returns the user to the trial tier. */
export async function endExpiredMembership(db: Database, userId: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ rank: 1, rankExpiresAt: null, updatedAt: now })
    .where(and(eq(users.id, userId), lte(users.rankExpiresAt, now)))
    .returning();
  return row;
}
