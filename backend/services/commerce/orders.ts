import { randomInt } from 'node:crypto';
import dayjs from 'dayjs';
import {
  COMMERCE_MESSAGES,
  ORDER_STATE_LABELS,
  yuan,
  type OrderRecord,
  type PlanRecord,
} from '@/lib/contract/commerce';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/queries/users';
import {
  activePlan,
  cancelPendingOrders,
  closePendingOrder,
  countOrdersSince,
  expireOverdueOrders,
  insertOrder,
  ordersPage,
  ownOrder,
  type OrderRow,
  type PlanRow,
} from '../../db/queries/commerce';
import { AppError } from '../../http/errors';
import type { PaymentConfig } from '../../config';

// Orders (docs/commerce.md): created by the server at the plan's price, one waiting at a
// time per user, expiring at their deadline. Every read and write names the owner.

/** At most this many orders an hour per user: each one reserves a payment at the provider. */
export const ORDERS_PER_HOUR = 10;

export const ORDER_MESSAGES = {
  tooMany: '下单过于频繁，请稍后再试',
  lowerTier: '当前会员等级已高于该套餐',
  permanent: '您的会员长期有效，无需购买',
} as const;

export function planRecord(plan: PlanRow): PlanRecord {
  return {
    id: plan.id,
    rank: plan.rank,
    tiername: plan.tierName,
    name: plan.name,
    months: plan.months,
    price: yuan(plan.priceFen),
    listprice: plan.listPriceFen > plan.priceFen ? yuan(plan.listPriceFen) : null,
    monthly: yuan(Math.round(plan.priceFen / plan.months)),
  };
}

export function orderRecord(order: OrderRow, now: Date): OrderRecord {
  const pending = order.state === 'pending';
  return {
    id: order.id,
    planid: order.planId,
    planname: order.planName,
    kind: order.kind,
    amount: yuan(order.amountFen),
    state: order.state,
    statename: ORDER_STATE_LABELS[order.state],
    createdat: order.createdAt.toISOString(),
    payby: order.payBy.toISOString(),
    secondsleft: pending
      ? Math.max(0, Math.ceil((order.payBy.getTime() - now.getTime()) / 1000))
      : 0,
    paidat: order.paidAt?.toISOString() ?? null,
    granteduntil: order.grantedUntil?.toISOString() ?? null,
  };
}

/** `ZS` + the time in China (yyyyMMddHHmmss) + 6 random digits. */
export function newOrderId(now: Date): string {
  const china = dayjs(now.getTime() + 8 * 3600_000);
  const stamp = china.toISOString().replace(/\D/g, '').slice(0, 14);
  return `ZS${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Whether the user's tier has no end: an operator's grant, which buying would shorten. */
const permanentTier = (user: UserRow) => user.rank > 1 && user.rankExpiresAt === null;

export async function createOrder(
  deps: { db: Database; now: Date; payment: PaymentConfig; provider: string },
  user: UserRow,
  planId: string,
): Promise<OrderRow> {
  const { db, now } = deps;
  const plan = await activePlan(db, planId);
  if (!plan) throw new AppError(404, COMMERCE_MESSAGES.planNotFound);
  if (user.rank > plan.rank) throw new AppError(409, ORDER_MESSAGES.lowerTier);
  if (user.rank === plan.rank && permanentTier(user)) {
    throw new AppError(409, ORDER_MESSAGES.permanent);
  }
  if ((await countOrdersSince(db, user.id, new Date(now.getTime() - 3600_000))) >= ORDERS_PER_HOUR)
    throw new AppError(429, ORDER_MESSAGES.tooMany);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await cancelPendingOrders(t, user.id, now);
    return insertOrder(t, {
      id: newOrderId(now),
      userId: user.id,
      planId: plan.id,
      planName: `${plan.tierName}·${plan.name}`,
      rank: plan.rank,
      months: plan.months,
      // The price is the plan's, read here: nothing the browser sends can change it.
      amountFen: plan.priceFen,
      kind: user.rank === plan.rank ? 'renew' : 'buy',
      state: 'pending',
      provider: deps.provider,
      createdAt: now,
      payBy: new Date(now.getTime() + deps.payment.timeoutMs),
    });
  });
}

/** The caller's order, expired first when its deadline passed; 404 for anyone else's. */
export async function readOwnOrder(
  db: Database,
  user: UserRow,
  id: string,
  now: Date,
): Promise<OrderRow> {
  await expireOverdueOrders(db, user.id, now);
  const order = await ownOrder(db, user.id, id);
  if (!order) throw new AppError(404, COMMERCE_MESSAGES.orderNotFound);
  return order;
}

export async function cancelOwnOrder(
  db: Database,
  user: UserRow,
  id: string,
  now: Date,
): Promise<OrderRow> {
  await readOwnOrder(db, user, id, now);
  const closed = await closePendingOrder(db, user.id, id, 'cancelled', now);
  if (!closed) throw new AppError(409, COMMERCE_MESSAGES.notPending);
  return closed;
}

export async function listOwnOrders(
  db: Database,
  user: UserRow,
  page: { pageIndex: number; pageSize: number },
  now: Date,
) {
  await expireOverdueOrders(db, user.id, now);
  const { rows, total } = await ordersPage(db, user.id, page);
  return { records: rows.map((r) => orderRecord(r, now)), total };
}
