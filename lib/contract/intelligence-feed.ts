import { z } from '@hono/zod-openapi';
import type { RegionRef } from './chains';
import { regionParamSchema } from './chains';
import { eventFilterShape, refineEventFilter, type IndustryEventKindValue } from './intelligence';

// cyqb: 产业情报, the intelligence feed /cyjj/qbzl, its subscriptions and their deliveries to
// the bell (issue 17, docs/intelligence.md). Custom queries (queryForJson_{alias}) and the
// admin import (ADMIN_IMPORT_PATH).

/** The feed's screen permission (menu item cyqb, docs/menus.md). */
export const FEED_PERMISSION = { key: 'bt-cyqb', screen: '产业情报' } as const;

/** The feed lists at most this many events of one filter (pages beyond say so). */
export const FEED_COUNT_CAP = 10_000;
export const FEED_PAGE_SIZES = [10, 20, 50] as const;
/** A user keeps at most this many subscriptions. */
export const SUBSCRIPTION_CAP = 20;

export const FEED_MESSAGES = {
  noSuchIndustry: (code: string) => `行业不存在：${code}`,
  subjectNeeded: '请选择产业链或行业',
  tooManySubscriptions: `订阅数已达上限（${SUBSCRIPTION_CAP} 个），请先删除不需要的订阅`,
  duplicateSubscription: '已订阅相同的条件',
  noSuchSubscription: '订阅不存在',
  subscribed: '订阅成功，新的匹配事件将推送到消息提醒',
  unsubscribed: '已取消订阅',
  demoData: '演示数据',
  adminOnly: '仅管理员可导入数据',
  importNoFile: '请上传一个 CSV 文件',
  importBadName: '文件名应为实体类型（如 change_records.csv），见数据格式说明',
} as const;

const pageIndexSchema = z.coerce.number().int().min(1, '最小为 1').max(10_000).default(1);
const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((n) => (FEED_PAGE_SIZES as readonly number[]).includes(n), '每页条数应为 10、20 或 50')
  .default(10);

// cyqbFeed: one page of the events of a filter, newest first.
export const feedParamsSchema = z
  .object({ ...eventFilterShape, pageIndex: pageIndexSchema, pageSize: pageSizeSchema })
  .superRefine(refineEventFilter);
export type FeedParams = z.infer<typeof feedParamsSchema>;

export type FeedEventRecord = {
  ID_: string;
  kind: IndustryEventKindValue;
  kindlabel: string;
  /** 1 一般, 2 重要, 3 重大. */
  importance: number;
  eventdate: string;
  title: string;
  /** 万元, where the event has an amount. */
  amountwan: number | null;
  qyid: string;
  qymc: string;
  regioncode: string;
  /** The region's full name (省 市 区). */
  regionname: string;
  chainnodes: { code: string; name: string }[];
  /** The evidence: the profile section that lists it. */
  href: string;
};

export type FeedAnswer = {
  data: FeedEventRecord[];
  extraData: {
    /** Matching events, at most FEED_COUNT_CAP (capped says when there are more). */
    totalCount: number;
    capped: boolean;
    region: RegionRef;
    notice: string | null;
    /** When the step industry-events last ran (ISO), null never. */
    asof: string | null;
    demo: boolean;
  };
};

// cyqbSubscribe: subscribe to a chain (optionally one link) × region, or an industry × region.
export const subscribeParamsSchema = z
  .object({
    chain: eventFilterShape.chain,
    node: eventFilterShape.node,
    industry: eventFilterShape.industry,
    region: regionParamSchema,
    kinds: eventFilterShape.kinds,
    importance: eventFilterShape.importance,
  })
  .superRefine((p, ctx) => {
    refineEventFilter(p, ctx);
    if (!p.chain && !p.industry)
      ctx.addIssue({ code: 'custom', path: ['chain'], message: FEED_MESSAGES.subjectNeeded });
  });
export type SubscribeParams = z.infer<typeof subscribeParamsSchema>;

// cyqbUnsubscribe: delete one of the caller's subscriptions.
export const subscriptionIdParamsSchema = z.object({
  id: z.coerce.number().int().positive('订阅编号无效'),
});

// cyqbSubscriptions: the caller's subscriptions.
export const subscriptionsParamsSchema = z.object({});

export type SubscriptionRecord = {
  ID_: string;
  chain: string | null;
  chainname: string | null;
  node: string | null;
  nodename: string | null;
  industry: string | null;
  industryname: string | null;
  region: string;
  regionname: string;
  kinds: IndustryEventKindValue[];
  importance: number;
  createdat: string;
  /** The feed with this subscription as its filter. */
  feedhref: string;
};

// cyqbDeliveries: the events delivered to the caller (企业动态's 产业情报 tab).
export const deliveriesParamsSchema = z.object({
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
  isRead: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(0, '应为 0 或 1').max(1, '应为 0 或 1').optional(),
  ),
});

export type DeliveryRecord = FeedEventRecord & {
  deliveredat: string;
  isread: 0 | 1;
};

// cyqbMarkRead: mark delivered events read (their event ids) or all of them.
export const deliveriesReadParamsSchema = z.object({
  ids: z.union([
    z.literal('all'),
    z.array(z.coerce.number().int().positive('事件编号无效')).min(1, '请选择事件').max(500),
  ]),
});

/** The admin import of one entity file into the running server (docs/intelligence.md). */
export const ADMIN_IMPORT_PATH = '/api-zsai-query/zsai/admin/import';
export const adminImportBodySchema = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary' }),
  source: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, '数据来源应为 1 至 40 个字母、数字、下划线或连字符')
    .optional(),
});
