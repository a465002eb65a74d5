import { createRoute, z } from '@hono/zod-openapi';
import {
  QR_BROWSER_HEADER,
  loginResultSchema,
  qrBrowserHeadersSchema,
  qrPollHeadersSchema,
  qrConfirmBodySchema,
  qrTicketSchema,
  qrTicketStateSchema,
  scanResultQuerySchema,
} from '@/lib/contract/auth';
import { envelopeSchema, errorEnvelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import { requireUser } from '../http/auth';
import { createRouter } from './router';

const refused = {
  400: { content: { 'application/json': { schema: errorEnvelopeSchema } }, description: 'Expired' },
};

const createQrcode = createRoute({
  method: 'post',
  path: '/weixin/xcx/createQrcode',
  summary: 'Create a QR login ticket (创建扫码登录二维码)',
  description: `Only the browser that sends the same ${QR_BROWSER_HEADER} may collect the login.`,
  request: { headers: qrBrowserHeadersSchema },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(qrTicketSchema) } },
      description: 'Ticket',
    },
  },
});

const getScanResult = createRoute({
  method: 'get',
  path: '/weixin/xcx/getScanResult',
  summary: 'Poll a QR ticket: data null while waiting, the token once confirmed',
  request: { query: scanResultQuerySchema, headers: qrPollHeadersSchema },
  responses: {
    200: {
      content: { 'application/json': { schema: loginResultSchema.or(envelopeSchema(z.null())) } },
      description: 'State',
    },
    ...refused,
  },
});

const ticketState = createRoute({
  method: 'get',
  path: '/weixin/xcx/ticket',
  summary: 'The state of a QR ticket, for the confirming phone',
  request: { query: scanResultQuerySchema },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(qrTicketStateSchema) } },
      description: 'State',
    },
  },
});

const confirm = createRoute({
  method: 'post',
  path: '/weixin/xcx/confirm',
  summary: 'Confirm or reject a desktop login from a logged-in phone (确认扫码登录)',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: {
    body: { required: true, content: { 'application/json': { schema: qrConfirmBodySchema } } },
  },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(z.null()) } },
      description: 'Answered',
    },
    ...refused,
  },
});

// /api-weixin: WeChat and QR login.
export function weixinRoutes() {
  const router = createRouter();

  // POST /api-weixin/weixin/xcx/createQrcode - a new ticket {kid, url}, valid 2 minutes
  router.openapi(createQrcode, async (c) => {
    const browser = c.req.valid('header')[QR_BROWSER_HEADER];
    return c.json(okEnvelope(await c.get('deps').qrLogin.create(browser)), 200);
  });

  // GET /api-weixin/weixin/xcx/getScanResult?kid= - null, the token, or expired
  router.openapi(getScanResult, async (c) => {
    const browser = c.req.valid('header')[QR_BROWSER_HEADER];
    const token = await c.get('deps').qrLogin.poll(c.req.valid('query').kid, browser);
    return c.json(okEnvelope(token ? { access_token: token } : null), 200);
  });

  // GET /api-weixin/weixin/xcx/ticket?kid= - what the confirming phone shows
  router.openapi(ticketState, async (c) => {
    const status = await c.get('deps').qrLogin.state(c.req.valid('query').kid);
    return c.json(okEnvelope({ status }), 200);
  });

  // POST /api-weixin/weixin/xcx/confirm - the phone's user approves or rejects
  router.openapi(confirm, async (c) => {
    const { kid, approve } = c.req.valid('json');
    const message = await c.get('deps').qrLogin.answer(kid, c.get('auth').user, approve);
    return c.json(okEnvelope(null, message), 200);
  });

  return router;
}
