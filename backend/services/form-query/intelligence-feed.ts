import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import {
  deliveriesParamsSchema,
  deliveriesReadParamsSchema,
  FEED_MESSAGES,
  FEED_PERMISSION,
  feedParamsSchema,
  subscribeParamsSchema,
  subscriptionIdParamsSchema,
  subscriptionsParamsSchema,
} from '@/lib/contract/intelligence-feed';
import { markDeliveriesRead } from '../../db/queries/event-subscriptions';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { assertScreen } from '../chains/access';
import {
  deliveryRecords,
  feedPage,
  subscribe,
  subscriptionRecords,
  unsubscribe,
} from '../intelligence/feed';

// cyqb: 产业情报 custom queries (lib/contract/intelligence-feed.ts, docs/intelligence.md "API").
// The feed and subscribing need the screen's permission; a user's subscriptions and the
// events delivered to them are reached only through their owner.

async function feedUser(ctx: AliasContext) {
  const user = aliasUser(ctx);
  await assertScreen(
    ctx.db,
    user,
    FEED_PERMISSION,
    CHAIN_MESSAGES.noPermission(FEED_PERMISSION.screen),
  );
  return user;
}

// cyqbFeed: one page of the events of a filter, newest first.
export const cyqbFeed = defineAlias({
  params: feedParamsSchema,
  run: async (ctx, p) => feedPage(ctx.db, await feedUser(ctx), p),
});

// cyqbSubscriptions: the caller's subscriptions.
export const cyqbSubscriptions = defineAlias({
  params: subscriptionsParamsSchema,
  run: async (ctx) => ({ data: await subscriptionRecords(ctx.db, (await feedUser(ctx)).id) }),
});

// cyqbSubscribe: subscribe to a chain (or link) × region, or an industry × region.
export const cyqbSubscribe = defineAlias({
  params: subscribeParamsSchema,
  run: async (ctx, p) => ({
    data: [await subscribe(ctx.db, await feedUser(ctx), p, ctx.clock.now())],
    message: FEED_MESSAGES.subscribed,
  }),
});

// cyqbUnsubscribe: delete one of the caller's subscriptions (404 for anyone else's).
export const cyqbUnsubscribe = defineAlias({
  params: subscriptionIdParamsSchema,
  run: async (ctx, p) => {
    await unsubscribe(ctx.db, aliasUser(ctx).id, p.id);
    return { data: [{ id: p.id }], message: FEED_MESSAGES.unsubscribed };
  },
});

// cyqbDeliveries: the events delivered to the caller, newest first (企业动态's 产业情报).
export const cyqbDeliveries = defineAlias({
  params: deliveriesParamsSchema,
  run: async (ctx, p) => {
    const { rows, total } = await deliveryRecords(ctx.db, aliasUser(ctx).id, p);
    return { data: rows, extraData: { totalCount: total } };
  },
});

// cyqbMarkRead: mark delivered events read, some or all.
export const cyqbMarkRead = defineAlias({
  params: deliveriesReadParamsSchema,
  run: async (ctx, p) => {
    const done = await markDeliveriesRead(ctx.db, aliasUser(ctx).id, p.ids, ctx.clock.now());
    return { data: [{ done }] };
  },
});

export const FEED_ALIASES = {
  cyqbFeed,
  cyqbSubscriptions,
  cyqbSubscribe,
  cyqbUnsubscribe,
  cyqbDeliveries,
  cyqbMarkRead,
};
