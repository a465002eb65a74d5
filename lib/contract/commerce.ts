import { z } from '@hono/zod-openapi';

// Membership purchase (/member, /member/pay, docs/commerce.md): plans, orders and their
// payment. Custom queries dzxx*Order*/dzxxMemberPlans (POST
// /api-form/form/core/formCustomQuery/queryForJson_{alias}); the provider's notification and
// the development provider's confirmation page are routes of /api-zsai-query.

export const COMMERCE_MESSAGES = {
  planNotFound: '该套餐不存在或已下架',
  orderNotFound: '订单不存在',
  notPending: '订单已不是待支付状态',
  cancelled: '订单已取消',
  created: '订单已创建，请在倒计时结束前完成支付',
  badSignature: '支付通知签名校验失败',
  badAmount: '支付金额与订单金额不一致',
  declined: '付款人已取消支付',
  paid: '支付成功',
  alreadyPaid: '订单已支付',
  versionSaved: '版本已切换',
  financeLocked: '当前账号未开通金融版',
  providerUnavailable: '当前支付方式不可用',
} as const;

export const ORDER_STATE_LABELS = {
  pending: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  expired: '已过期',
} as const;
export type OrderStateName = keyof typeof ORDER_STATE_LABELS;

export const ORDER_KIND_LABELS = { buy: '购买', renew: '续费' } as const;

const planIdSchema = z
  .string({ error: '请选择套餐' })
  .trim()
  .min(1, '请选择套餐')
  .max(40, COMMERCE_MESSAGES.planNotFound);

/** Order numbers: `ZS` + 14 digits of time + 6 random digits. */
export const ORDER_ID_PATTERN = /^ZS\d{20}$/;
export const orderIdSchema = z
  .string({ error: '请提供订单号' })
  .trim()
  .regex(ORDER_ID_PATTERN, COMMERCE_MESSAGES.orderNotFound);

export const createOrderParamsSchema = z.object({ planId: planIdSchema });
export const orderParamsSchema = z.object({ orderId: orderIdSchema });
export const ordersParamsSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const homeVersionParamsSchema = z.object({
  version: z.enum(['standard', 'finance'], { error: '请选择标准版或金融版' }),
});
export type HomeVersion = z.infer<typeof homeVersionParamsSchema>['version'];

export type PlanRecord = {
  id: string;
  rank: number;
  tiername: string;
  name: string;
  months: number;
  /** Yuan, two decimals as text ('299.00'): amounts are never floats on the wire. */
  price: string;
  listprice: string | null;
  /** Per month, for comparison. */
  monthly: string;
};

export type MembershipRecord = {
  rank: number;
  tierName: string;
  /** ISO time the bought tier ends; null when it does not (trial, or granted by an operator). */
  expiresAt: string | null;
  homeVersion: HomeVersion;
};

export type OrderRecord = {
  id: string;
  planid: string;
  planname: string;
  kind: keyof typeof ORDER_KIND_LABELS;
  amount: string;
  state: OrderStateName;
  statename: string;
  createdat: string;
  payby: string;
  /** Seconds left to pay (0 unless pending). */
  secondsleft: number;
  paidat: string | null;
  granteduntil: string | null;
};

/** What the payment page shows while an order waits: the QR code and where it points. */
export type PaymentRecord = OrderRecord & {
  provider: string;
  providername: string;
  /**
   * What the QR code holds: an absolute URL, or a path under the portal's origin (the
   * development provider's confirmation page), which the page makes absolute.
   */
  payurl: string;
};

// The development provider's confirmation page (/zsai/pay/dev?orderId=…&sig=…).
export const devPayQuerySchema = z.object({
  orderId: orderIdSchema,
  sig: z
    .string()
    .regex(/^[0-9a-f]{64}$/, COMMERCE_MESSAGES.badSignature)
    .openapi({ description: 'The signature the QR URL carries' }),
});
export const devPayActionSchema = devPayQuerySchema.extend({
  action: z.enum(['pay', 'decline'], { error: '请选择确认支付或取消支付' }),
});
export type DevPayOrder = {
  id: string;
  planName: string;
  amount: string;
  state: OrderStateName;
  stateName: string;
  secondsLeft: number;
};

/** Fen → '299.00'. */
export function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}
