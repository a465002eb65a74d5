import dayjs from 'dayjs';
import type { Database } from '../../db/client';
import {
  endExpiredMembership,
  lockOrder,
  lockUser,
  recordNotification,
} from '../../db/queries/commerce';
import { orders, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { Logger } from '../../logger';
import { NotificationRejected, type PaymentProvider } from './provider';

// A provider's notification settles an order: verified, idempotent, amount-checked, and the
// order, the user's tier and its end change in one transaction (docs/commerce.md).

export type SettleOutcome = 'applied' | 'duplicate' | 'declined' | 'rejected';

export type SettleResult = { outcome: SettleOutcome; detail: string };

/**
 * Handles one notification body. Rejections are answers, not errors: each is recorded with its
 * reason, and the provider is told the notification was received (it would only retry).
 */
export async function settleNotification(
  deps: { db: Database; now: Date; logger: Logger },
  provider: PaymentProvider,
  body: string,
): Promise<SettleResult> {
  const { db, now } = deps;
  let notice;
  try {
    notice = provider.verify(body);
  } catch (error) {
    const detail = error instanceof NotificationRejected ? error.message : 'unreadable';
    await recordNotification(db, {
      provider: provider.name,
      outcome: 'rejected',
      detail,
      receivedAt: now,
    });
    deps.logger.warn({ provider: provider.name, detail }, 'payment notification rejected');
    return { outcome: 'rejected', detail };
  }
  const result = await db.transaction(async (tx): Promise<SettleResult> => {
    const t = tx as unknown as Database;
    const order = await lockOrder(t, notice.orderId);
    const decide = (): SettleResult | undefined => {
      if (!order) return { outcome: 'rejected', detail: 'unknown order' };
      if (order.provider !== provider.name) return { outcome: 'rejected', detail: 'provider' };
      if (order.state === 'paid') {
        return order.tradeNo === notice.tradeNo && notice.status === 'paid'
          ? { outcome: 'duplicate', detail: 'already applied' }
          : { outcome: 'rejected', detail: 'order already paid by another trade' };
      }
      if (notice.amountFen !== order.amountFen) {
        return { outcome: 'rejected', detail: `amount ${notice.amountFen} ≠ ${order.amountFen}` };
      }
      if (order.state !== 'pending') {
        return { outcome: 'rejected', detail: `order ${order.state}` };
      }
      if (order.payBy.getTime() <= now.getTime()) {
        return { outcome: 'rejected', detail: 'order expired: the payment must be refunded' };
      }
      return undefined;
    };
    const refused = decide();
    if (refused || !order) return refused ?? { outcome: 'rejected', detail: 'unknown order' };

    if (notice.status === 'declined') {
      await t
        .update(orders)
        .set({ state: 'cancelled', closedAt: now })
        .where(eq(orders.id, order.id));
      return { outcome: 'declined', detail: 'payer declined' };
    }

    // A renewal extends the current period; otherwise the period starts now.
    await endExpiredMembership(t, order.userId, now);
    const user = await lockUser(t, order.userId);
    if (!user) return { outcome: 'rejected', detail: 'user gone' };
    const extends_ = user.rank === order.rank && user.rankExpiresAt !== null;
    const from = extends_ ? user.rankExpiresAt! : now;
    const until = dayjs(from).add(order.months, 'month').toDate();
    // A tier without an end (an operator's grant) keeps having none.
    const permanent = user.rank >= order.rank && user.rankExpiresAt === null && user.rank > 1;
    await t
      .update(users)
      .set({
        rank: Math.max(user.rank, order.rank),
        rankExpiresAt: permanent ? null : until,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await t
      .update(orders)
      .set({
        state: 'paid',
        paidAt: now,
        tradeNo: notice.tradeNo,
        grantedFrom: from,
        grantedUntil: permanent ? null : until,
      })
      .where(eq(orders.id, order.id));
    return { outcome: 'applied', detail: `until ${until.toISOString()}` };
  });
  await recordNotification(db, {
    provider: provider.name,
    orderId: notice.orderId,
    tradeNo: notice.tradeNo,
    amountFen: notice.amountFen,
    outcome: result.outcome,
    detail: result.detail,
    receivedAt: now,
  });
  if (result.outcome === 'rejected') {
    deps.logger.warn({ orderId: notice.orderId, detail: result.detail }, 'payment rejected');
  }
  return result;
}
