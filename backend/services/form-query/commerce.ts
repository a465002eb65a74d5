import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  COMMERCE_MESSAGES,
  createOrderParamsSchema,
  homeVersionParamsSchema,
  orderParamsSchema,
  ordersParamsSchema,
  type MembershipRecord,
  type PaymentRecord,
} from '@/lib/contract/commerce';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { activePlans } from '../../db/queries/commerce';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import {
  cancelOwnOrder,
  createOrder,
  listOwnOrders,
  orderRecord,
  planRecord,
  readOwnOrder,
} from '../commerce/orders';
import { paymentProvider } from '../commerce/provider';
import { tierHolds } from '../tier-grants';
import { TIERS } from '../../data/portal-catalog';

// 会员购买 custom queries (lib/contract/commerce.ts, docs/commerce.md): plans for anyone,
// orders only through their owner.

function membership(ctx: AliasContext): MembershipRecord | null {
  const user = ctx.user;
  if (!user) return null;
  return {
    rank: user.rank,
    tierName: TIERS.find((t) => t.rank === user.rank)?.name ?? '',
    expiresAt: user.rankExpiresAt?.toISOString() ?? null,
    homeVersion: user.homeVersion,
  };
}

async function paymentRecord(ctx: AliasContext, order: Parameters<typeof orderRecord>[0]) {
  const provider = await paymentProvider(ctx.db, ctx.config.payment);
  const record: PaymentRecord = {
    ...orderRecord(order, ctx.clock.now()),
    provider: provider.name,
    providername: provider.displayName,
    payurl: provider.payUrl(order),
  };
  return record;
}

// dzxxMemberPlans: the plans on sale and, when logged in, the caller's tier and its end.
export const dzxxMemberPlans = defineAlias({
  params: z.object({}).passthrough(),
  run: async (ctx) => {
    const plans = (await activePlans(ctx.db)).map(planRecord);
    return { data: plans, extraData: { membership: membership(ctx) } };
  },
});

// dzxxCreateOrder: an order for a plan at the plan's price, waiting for payment.
export const dzxxCreateOrder = defineAlias({
  params: createOrderParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    const order = await createOrder(
      {
        db: ctx.db,
        now: ctx.clock.now(),
        payment: ctx.config.payment,
        provider: (await paymentProvider(ctx.db, ctx.config.payment)).name,
      },
      user,
      p.planId,
    );
    return { data: [await paymentRecord(ctx, order)], message: COMMERCE_MESSAGES.created };
  },
});

// dzxxPayment: one of my orders with what its payment page shows (polled while it waits).
export const dzxxPayment = defineAlias({
  params: orderParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    const order = await readOwnOrder(ctx.db, user, p.orderId, ctx.clock.now());
    return { data: [await paymentRecord(ctx, order)] };
  },
});

// dzxxCancelOrder: give up a waiting order.
export const dzxxCancelOrder = defineAlias({
  params: orderParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    const order = await cancelOwnOrder(ctx.db, user, p.orderId, ctx.clock.now());
    return { data: [orderRecord(order, ctx.clock.now())], message: COMMERCE_MESSAGES.cancelled };
  },
});

// dzxxOrders: my orders, newest first (the personal centre's 我的订单).
export const dzxxOrders = defineAlias({
  params: ordersParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    const { records, total } = await listOwnOrders(ctx.db, user, p, ctx.clock.now());
    return { data: records, extraData: { totalCount: total } };
  },
});

// dzxxSetHomeVersion: 版本切换, the standard or the finance home (the latter with bt-gylfx).
export const dzxxSetHomeVersion = defineAlias({
  params: homeVersionParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    if (p.version === 'finance' && !(await tierHolds(ctx.db, user.rank, 'bt-gylfx'))) {
      throw new AppError(403, COMMERCE_MESSAGES.financeLocked);
    }
    await ctx.db
      .update(users)
      .set({ homeVersion: p.version, updatedAt: ctx.clock.now() })
      .where(eq(users.id, user.id));
    return { data: [{ version: p.version }], message: COMMERCE_MESSAGES.versionSaved };
  },
});

export const COMMERCE_ALIASES = {
  dzxxMemberPlans,
  dzxxCreateOrder,
  dzxxPayment,
  dzxxCancelOrder,
  dzxxOrders,
  dzxxSetHomeVersion,
};
