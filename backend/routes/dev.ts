import { createRoute, z } from '@hono/zod-openapi';
import { envelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import { captchaParamsSchema, outboxMessageSchema, outboxQuerySchema } from '@/lib/contract/auth';
import { outboxMessages } from '../db/queries/sms';
import { findCaptcha } from '../db/queries/captchas';
import { createRouter } from './router';

const outbox = createRoute({
  method: 'get',
  path: '/outbox',
  summary: 'Development only: latest SMS messages to a phone',
  request: { query: outboxQuerySchema },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(z.array(outboxMessageSchema)) } },
      description: 'Messages, newest first',
    },
  },
});

const captchaAnswer = createRoute({
  method: 'get',
  path: '/captcha/{deviceId}',
  summary: 'Development only: the answer of the device picture code',
  request: { params: captchaParamsSchema },
  responses: {
    200: {
      content: {
        'application/json': { schema: envelopeSchema(z.object({ answer: z.string().nullable() })) },
      },
      description: 'Answer, or null when the device has none',
    },
  },
});

// /dev: mounted only with ZSAI_DEV_ENDPOINTS=1 (refused in production), for testers.
export function devRoutes() {
  const router = createRouter();

  // GET /dev/outbox?phone= - what the outbox SMS provider recorded for the phone
  router.openapi(outbox, async (c) => {
    const rows = await outboxMessages(c.get('deps').db, c.req.valid('query').phone);
    return c.json(
      okEnvelope(
        rows.map((r) => ({
          phone: r.phone,
          text: r.text,
          code: r.code,
          sentAt: r.sentAt.toISOString(),
        })),
      ),
      200,
    );
  });

  // GET /dev/captcha/{deviceId} - the picture code's answer, for tests
  router.openapi(captchaAnswer, async (c) => {
    const row = await findCaptcha(c.get('deps').db, c.req.valid('param').deviceId);
    return c.json(okEnvelope({ answer: row?.answer ?? null }), 200);
  });

  return router;
}
