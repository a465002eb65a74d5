import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  COMMERCE_MESSAGES,
  ORDER_STATE_LABELS,
  devPayActionSchema,
  devPayQuerySchema,
  yuan,
  type DevPayOrder,
} from '@/lib/contract/commerce';
import { envelopeSchema, errorEnvelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import { orderById, type OrderRow } from '../db/queries/commerce';
import type { AppEnv } from '../http/env';
import { AppError } from '../http/errors';
import { paymentProvider } from '../services/commerce/provider';
import { settleNotification } from '../services/commerce/settle';
import { createRouter } from './router';

// Payment: the provider's notification (server to server, signed) and the development
// provider's confirmation page (docs/commerce.md).

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: errorEnvelopeSchema } },
  description,
});

const devOrderSchema = z.object({
  id: z.string(),
  planName: z.string(),
  amount: z.string(),
  state: z.enum(['pending', 'paid', 'cancelled', 'expired']),
  stateName: z.string(),
  secondsLeft: z.number().int(),
});

const notifyRoute = createRoute({
  method: 'post',
  path: '/zsai/pay/notify/{provider}',
  summary: "A payment provider's notification that an order was paid (支付结果通知)",
  description:
    'Server to server. The body is the provider’s own format, verified by its signature; a repeated notification changes nothing; the amount must equal the order’s. Answers the provider’s acknowledgement, or 400 when the notification is refused (each one is kept in payment_notifications).',
  request: {
    params: z.object({ provider: z.string().regex(/^[a-z]{2,20}$/, '未知的支付方式') }),
    body: { content: { 'application/json': { schema: z.any() } } },
  },
  responses: {
    200: { content: { 'text/plain': { schema: z.string() } }, description: 'Acknowledged' },
    400: errorResponse('Refused: signature, amount or order state'),
    404: errorResponse('Not the configured provider'),
  },
});

const devOrderRoute = createRoute({
  method: 'get',
  path: '/zsai/pay/dev/order',
  summary: "The development provider's confirmation page: the order the QR code names",
  request: { query: devPayQuerySchema },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(devOrderSchema) } },
      description: 'The order',
    },
    400: errorResponse('Bad link'),
    404: errorResponse('No such order, or the development provider is not in use'),
  },
});

const devConfirmRoute = createRoute({
  method: 'post',
  path: '/zsai/pay/dev/confirm',
  summary: "The development provider's confirmation: pay or decline, as a provider would notify",
  request: {
    body: { required: true, content: { 'application/json': { schema: devPayActionSchema } } },
  },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(devOrderSchema) } },
      description: 'The order after the notification',
    },
    400: errorResponse('Bad link, or the notification was refused'),
    404: errorResponse('No such order, or the development provider is not in use'),
  },
});

function devOrder(order: OrderRow, now: Date): DevPayOrder {
  return {
    id: order.id,
    planName: order.planName,
    amount: yuan(order.amountFen),
    state: order.state,
    stateName: ORDER_STATE_LABELS[order.state],
    secondsLeft:
      order.state === 'pending'
        ? Math.max(0, Math.ceil((order.payBy.getTime() - now.getTime()) / 1000))
        : 0,
  };
}

/** The order a signed confirmation link names; 404 unless the dev provider is in use. */
async function linkedOrder(c: Context<AppEnv>, query: { orderId: string; sig: string }) {
  const { db, config } = c.get('deps');
  if (config.payment.provider !== 'dev') throw new AppError(404, COMMERCE_MESSAGES.orderNotFound);
  const provider = await paymentProvider(db, config.payment);
  const order = await orderById(db, query.orderId);
  if (!order || !provider.checkLink(order, query.sig)) {
    throw new AppError(404, COMMERCE_MESSAGES.orderNotFound);
  }
  return { order, provider };
}

export function paymentRoutes() {
  const router = createRouter();

  // POST /api-zsai-query/zsai/pay/notify/{provider} - a provider says an order was paid
  router.openapi(notifyRoute, async (c) => {
    const { db, config, clock } = c.get('deps');
    const provider = await paymentProvider(db, config.payment);
    if (c.req.valid('param').provider !== provider.name) {
      throw new AppError(404, COMMERCE_MESSAGES.providerUnavailable);
    }
    const result = await settleNotification(
      { db, now: clock.now(), logger: c.get('logger') },
      provider,
      await c.req.text(),
    );
    if (result.outcome === 'rejected') {
      const amount = result.detail.startsWith('amount');
      const message = amount
        ? COMMERCE_MESSAGES.badAmount
        : /signature|malformed|JSON|unreadable/.test(result.detail)
          ? COMMERCE_MESSAGES.badSignature
          : COMMERCE_MESSAGES.notPending;
      throw new AppError(400, message);
    }
    return c.text(provider.acknowledgement, 200);
  });

  // GET /api-zsai-query/zsai/pay/dev/order - what the confirmation page shows
  router.openapi(devOrderRoute, async (c) => {
    const { order } = await linkedOrder(c, c.req.valid('query'));
    return c.json(okEnvelope(devOrder(order, c.get('deps').clock.now())), 200);
  });

  // POST /api-zsai-query/zsai/pay/dev/confirm - the tester pays or declines
  router.openapi(devConfirmRoute, async (c) => {
    const body = c.req.valid('json');
    const { order, provider } = await linkedOrder(c, body);
    const { db, clock } = c.get('deps');
    const notice = provider.sign({
      orderId: order.id,
      tradeNo: `DEV${randomUUID().replace(/-/g, '').slice(0, 24)}`,
      amountFen: order.amountFen,
      status: body.action === 'pay' ? 'paid' : 'declined',
    });
    // The same path a provider's notification takes: verified, then settled.
    const result = await settleNotification(
      { db, now: clock.now(), logger: c.get('logger') },
      provider,
      notice,
    );
    const after = (await orderById(db, order.id)) ?? order;
    if (result.outcome === 'rejected') {
      throw new AppError(
        400,
        after.state === 'paid' ? COMMERCE_MESSAGES.alreadyPaid : COMMERCE_MESSAGES.notPending,
      );
    }
    const message =
      result.outcome === 'declined' ? COMMERCE_MESSAGES.declined : COMMERCE_MESSAGES.paid;
    return c.json(okEnvelope(devOrder(after, clock.now()), message), 200);
  });

  return router;
}
