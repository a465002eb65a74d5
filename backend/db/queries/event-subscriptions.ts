import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { eventSubscriptions } from '../schema';

// 产业情报 subscriptions and their deliveries (docs/intelligence.md "Subscriptions and
// delivery"). Every query of a user's rows takes the user's id: a subscription or a delivery
// is read and written only through its owner.

export type SubscriptionRow = typeof eventSubscriptions.$inferSelect;

export async function listSubscriptions(db: Database, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(eventSubscriptions)
    .where(eq(eventSubscriptions.userId, userId))
    .orderBy(asc(eventSubscriptions.createdAt), asc(eventSubscriptions.id));
}

export async function subscriptionCount(db: Database, userId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(eventSubscriptions)
    .where(eq(eventSubscriptions.userId, userId));
  return Number(r?.n ?? 0);
}

/** The newest event id (0 without events): new subscriptions start after it. */
export async function maxEventId(db: Database): Promise<number> {
  const r = (await db.execute(sql`select coalesce(max(id), 0) as id from industry_events`)) as {
    rows: { id: number | string }[];
  };
  return Number(r.rows[0]!.id);
}

export type NewSubscription = {
  chainCode: string | null;
  nodeCode: string | null;
  industryCode: string | null;
  regionCode: string;
  kinds: string[];
  minImportance: number;
};

export async function insertSubscription(
  db: Database,
  userId: string,
  s: NewSubscription,
  now: Date,
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(eventSubscriptions)
    .values({ userId, ...s, deliveredThrough: await maxEventId(db), createdAt: now })
    .returning();
  return row!;
}

/** Deletes the user's subscription; false when the user has none of that id. */
export async function deleteSubscription(
  db: Database,
  userId: string,
  id: number,
): Promise<boolean> {
  const gone = await db
    .delete(eventSubscriptions)
    .where(and(eq(eventSubscriptions.id, id), eq(eventSubscriptions.userId, userId)))
    .returning({ id: eventSubscriptions.id });
  return gone.length > 0;
}

/** Every subscription (the delivery step's list). */
export async function allSubscriptions(db: Database): Promise<SubscriptionRow[]> {
  return db.select().from(eventSubscriptions).orderBy(asc(eventSubscriptions.id));
}

// ---- Deliveries ----

export type DeliveryRow = {
  eventId: number;
  deliveredAt: string;
  readAt: string | null;
};

/** The user's unread deliveries (the bell's count). */
export async function unreadDeliveryCount(db: Database, userId: string): Promise<number> {
  const r = (await db.execute(sql`select count(*)::int as n from event_deliveries
    where user_id = ${userId} and read_at is null`)) as { rows: { n: number }[] };
  return Number(r.rows[0]!.n);
}

/** One page of the user's deliveries, newest first; event ids with delivery and read times. */
export async function deliveryPage(
  db: Database,
  userId: string,
  p: { isRead?: number; pageIndex: number; pageSize: number },
): Promise<{ rows: DeliveryRow[]; total: number }> {
  const read =
    p.isRead === undefined
      ? sql``
      : p.isRead === 1
        ? sql` and d.read_at is not null`
        : sql` and d.read_at is null`;
  const where = sql`d.user_id = ${userId}${read}`;
  const rows = (await db.execute(sql`select d.event_id, d.delivered_at, d.read_at
    from event_deliveries d where ${where}
    order by d.delivered_at desc, d.event_id desc
    limit ${p.pageSize} offset ${(p.pageIndex - 1) * p.pageSize}`)) as {
    rows: {
      event_id: number | string;
      delivered_at: string | Date;
      read_at: string | Date | null;
    }[];
  };
  const total = (await db.execute(
    sql`select count(*)::int as n from event_deliveries d where ${where}`,
  )) as { rows: { n: number }[] };
  const iso = (v: string | Date) => new Date(v).toISOString();
  return {
    rows: rows.rows.map((r) => ({
      eventId: Number(r.event_id),
      deliveredAt: iso(r.delivered_at),
      readAt: r.read_at === null ? null : iso(r.read_at),
    })),
    total: Number(total.rows[0]!.n),
  };
}

/** Marks the user's deliveries of these events (or all) read; answers how many were. */
export async function markDeliveriesRead(
  db: Database,
  userId: string,
  ids: number[] | 'all',
  now: Date,
): Promise<number> {
  const which =
    ids === 'all'
      ? sql``
      : sql` and event_id = any(${`{${ids.map((i) => Math.trunc(i)).join(',')}}`}::bigint[])`;
  const r =
    (await db.execute(sql`with d as (update event_deliveries set read_at = ${now.toISOString()}
      where user_id = ${userId} and read_at is null${which} returning 1)
    select count(*)::int as n from d`)) as { rows: { n: number }[] };
  return Number(r.rows[0]!.n);
}
