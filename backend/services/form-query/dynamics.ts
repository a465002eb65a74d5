import {
  FOLLOW_MESSAGES,
  dynamicsParamsSchema,
  followListParamsSchema,
  followParamsSchema,
  markDynamicsReadParamsSchema,
  recentChangesParamsSchema,
} from '@/lib/contract/portal';
import { listDynamics, markDynamicsRead } from '../../db/queries/dynamics';
import { follow, isFollowing, listFollows, unfollow } from '../../db/queries/follows';
import { enterpriseExists, recentChanges } from '../../db/queries/recent-changes';
import { AppError } from '../../http/errors';
import { aliasUser, defineAlias } from '../alias-handler';
import { dueReminders } from '../customers/follow-ups';
import { deliveryRecords } from '../intelligence/feed';
import { unreadDeliveryCount } from '../../db/queries/event-subscriptions';
import { unreadMessageCount } from '../../db/queries/matchmaking';

// Following enterprises and their dynamics (企业动态): the bell, /user/glzx_trends.

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

// dzxxUserDtjcGroup: 动态监测, the caller's dynamics (followed enterprises and customers);
// `extraData.totalCount` is the total, `extraData.reminderCount` the due follow-up reminders
// of the customer book (跟进提醒), `extraData.eventCount` the unread 产业情报 events delivered
// by the caller's subscriptions and `extraData.events` the newest of them (docs/intelligence.md),
// which the bell and /user/glzx_trends show beside them; `extraData.messageCount` the unread
// 商业对接 messages (docs/matchmaking.md).
export const dzxxUserDtjcGroup = defineAlias({
  params: dynamicsParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    const reminderCount = await dueReminders(ctx.db, user.id, ctx.clock.now());
    const eventCount = await unreadDeliveryCount(ctx.db, user.id);
    const messageCount = await unreadMessageCount(ctx.db, user.id);
    const events =
      eventCount > 0
        ? (await deliveryRecords(ctx.db, user.id, { isRead: 0, pageIndex: 1, pageSize: 5 })).rows
        : [];
    const { rows, total } = await listDynamics(ctx.db, user.id, {
      since: p.sjfwS ? dayStart(p.sjfwS) : undefined,
      until: p.sjfwE ? dayStart(p.sjfwE) : undefined,
      isRead: p.isRead === undefined ? undefined : (p.isRead as 0 | 1),
      keyword: p.keyword,
      pageIndex: p.pageIndex,
      pageSize: p.pageSize,
    });
    return {
      data: rows.map((r) => ({
        ID_: r.id,
        QYID: String(r.enterpriseId),
        QYMC: r.qymc,
        CLASS_NAME: r.className,
        GXSJ: r.gxsj,
        ITEM: r.item,
        BEFORE: r.before,
        AFTER: r.after,
        ISREAD: r.isRead,
      })),
      extraData: { totalCount: total, reminderCount, eventCount, events, messageCount },
    };
  },
});

// dzxxMarkDtjcRead: 标记已读, some dynamics or all of them.
export const dzxxMarkDtjcRead = defineAlias({
  params: markDynamicsReadParamsSchema,
  run: async (ctx, p) => {
    await markDynamicsRead(ctx.db, aliasUser(ctx).id, p.ids);
    return { data: [] };
  },
});

async function existingEnterprise(ctx: Parameters<typeof aliasUser>[0], qyid: number) {
  if (!(await enterpriseExists(ctx.db, qyid))) {
    throw new AppError(404, FOLLOW_MESSAGES.noSuchEnterprise);
  }
}

// dzxxFollow: 关注, add an enterprise to the caller's monitoring list.
export const dzxxFollow = defineAlias({
  params: followParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    await existingEnterprise(ctx, p.qyid);
    await follow(ctx.db, user.id, p.qyid);
    return { data: [{ qyid: p.qyid, followed: 1 }], message: FOLLOW_MESSAGES.followed };
  },
});

// dzxxUnfollow: 取消关注.
export const dzxxUnfollow = defineAlias({
  params: followParamsSchema,
  run: async (ctx, p) => {
    await unfollow(ctx.db, aliasUser(ctx).id, p.qyid);
    return { data: [{ qyid: p.qyid, followed: 0 }], message: FOLLOW_MESSAGES.unfollowed };
  },
});

// dzxxIsFollow: whether the caller follows an enterprise.
export const dzxxIsFollow = defineAlias({
  params: followParamsSchema,
  run: async (ctx, p) => ({
    data: [
      { qyid: p.qyid, followed: (await isFollowing(ctx.db, aliasUser(ctx).id, p.qyid)) ? 1 : 0 },
    ],
  }),
});

// dzxxFollowList: 监控列表, the caller's followed enterprises.
export const dzxxFollowList = defineAlias({
  params: followListParamsSchema,
  run: async (ctx, p) => {
    const { rows, total } = await listFollows(ctx.db, aliasUser(ctx).id, {
      page: p.pageIndex,
      pageSize: p.pageSize,
    });
    return { data: rows, extraData: { totalCount: total } };
  },
});

// qyhxRecentChanges: 动态速递, the newest changes of all enterprises (logged-in users).
export const qyhxRecentChanges = defineAlias({
  params: recentChangesParamsSchema,
  run: async (ctx, p) => {
    aliasUser(ctx);
    const rows = await recentChanges(ctx.db, p.pageSize);
    return {
      data: rows.map((r) => ({
        ID_: String(r.id),
        QYID: String(r.enterpriseId),
        QYMC: r.qymc,
        CLASS_NAME: r.className,
        GXSJ: r.changedOn,
      })),
    };
  },
});
