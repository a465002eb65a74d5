import { createRoute } from '@hono/zod-openapi';
import {
  AUTH_MESSAGES,
  autoLoginBodySchema,
  loginResultSchema,
  phoneOrUsernameSchema,
  smsLoginBodySchema,
  smsSendParamsSchema,
} from '@/lib/contract/auth';
import { envelopeSchema, errorEnvelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import { activationLoginBodySchema } from '@/lib/contract/account';
import { z } from '@hono/zod-openapi';
import { findUserByPhone } from '../db/queries/users';
import { clientIp } from '../http/auth';
import { invalidInput } from '../http/validation';
import { assertMayLogIn } from '../services/auth/login';
import { createRouter } from './router';

// The path's username read as a phone. The declared parameter stays a plain string, as the
// OpenAPI document shows it; the phone rule is applied here, naming the field like the hook.
const smsSendPhoneSchema = z.object({ username: phoneOrUsernameSchema });

const errors = {
  400: {
    content: { 'application/json': { schema: errorEnvelopeSchema } },
    description: 'Invalid input',
  },
  429: {
    content: { 'application/json': { schema: errorEnvelopeSchema } },
    description: 'Too many codes',
  },
};

const sendSms = createRoute({
  method: 'post',
  path: '/zsai/sms/send/{username}',
  summary: 'Send an SMS login code (发送短信验证码)',
  request: { params: smsSendParamsSchema },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(z.null()) } },
      description: 'Sent',
    },
    ...errors,
  },
});

const smsLogin = createRoute({
  method: 'post',
  path: '/zsai/user/dzxxWebSmsLogin',
  summary: 'Log in with phone and SMS code (短信登录)',
  request: {
    body: { required: true, content: { 'application/json': { schema: smsLoginBodySchema } } },
  },
  responses: {
    200: { content: { 'application/json': { schema: loginResultSchema } }, description: 'Token' },
    ...errors,
  },
});

const activationLogin = createRoute({
  method: 'post',
  path: '/zsai/user/dzxxWebActLogin',
  summary: 'Log a newly activated account in with its registration ticket (注册后自动登录)',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: activationLoginBodySchema } },
    },
  },
  responses: {
    200: { content: { 'application/json': { schema: loginResultSchema } }, description: 'Token' },
    ...errors,
  },
});

const autoLogin = createRoute({
  method: 'post',
  path: '/zsai/user/dzxxAutoLogin',
  summary: 'Log in an allow-listed account without a password (免密登录)',
  request: {
    body: { required: true, content: { 'application/json': { schema: autoLoginBodySchema } } },
  },
  responses: {
    200: { content: { 'application/json': { schema: loginResultSchema } }, description: 'Token' },
    403: {
      content: { 'application/json': { schema: errorEnvelopeSchema } },
      description: 'Not listed',
    },
  },
});

// /api-zsai-query: the product's own services.
export function zsaiQueryRoutes() {
  const router = createRouter();

  // POST /api-zsai-query/zsai/sms/send/{username} - send a 6-digit code to the phone
  router.openapi(sendSms, async (c) => {
    const parsed = smsSendPhoneSchema.safeParse(c.req.valid('param'));
    if (!parsed.success) throw invalidInput(parsed.error.issues, 'param');
    await c.get('deps').sms.send(parsed.data.username, clientIp(c));
    return c.json(okEnvelope(null, AUTH_MESSAGES.smsSent), 200);
  });

  // POST /api-zsai-query/zsai/user/dzxxWebSmsLogin - phone + SMS code → access token
  router.openapi(smsLogin, async (c) => {
    const { username: phone, code } = c.req.valid('json');
    const { db, sms, tokens } = c.get('deps');
    // The code first: whether a phone has an account is told only to its holder.
    await sms.verify(phone, code);
    const user = await findUserByPhone(db, phone);
    assertMayLogIn(user);
    const accessToken = await tokens.issue(user.id, 'sms');
    return c.json(okEnvelope({ access_token: accessToken }, AUTH_MESSAGES.loginSuccess), 200);
  });

  // POST /api-zsai-query/zsai/user/dzxxAutoLogin - allow-listed account → access token
  router.openapi(autoLogin, async (c) => {
    const accessToken = await c.get('deps').autoLogin.logIn(c.req.valid('json'));
    return c.json(okEnvelope({ access_token: accessToken }, AUTH_MESSAGES.loginSuccess), 200);
  });

  // POST /api-zsai-query/zsai/user/dzxxWebActLogin - registration ticket → access token
  router.openapi(activationLogin, async (c) => {
    const { username, ticket } = c.req.valid('json');
    const accessToken = await c.get('deps').registration.logIn(username, ticket);
    return c.json(okEnvelope({ access_token: accessToken }, AUTH_MESSAGES.loginSuccess), 200);
  });

  return router;
}
