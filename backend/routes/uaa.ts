import { createRoute, z } from '@hono/zod-openapi';
import {
  AUTH_MESSAGES,
  CAPTCHA_NONCE_HEADER,
  captchaParamsSchema,
  loginResultSchema,
  passwordLoginFormSchema,
  rememberBodySchema,
  rememberIssueSchema,
  rememberLoginSchema,
  removeTokenQuerySchema,
  upeKeySchema,
} from '@/lib/contract/auth';
import { envelopeSchema, errorEnvelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import { revokeSession } from '../db/queries/sessions';
import { bearerToken, requireUser } from '../http/auth';
import { createRouter } from './router';

const removeToken = createRoute({
  method: 'post',
  path: '/oauth/remove/token',
  summary: 'Log out: revoke the session of a token (退出登录)',
  request: { query: removeTokenQuerySchema },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(z.null()) } },
      description: 'Revoked',
    },
  },
});

const captchaImage = createRoute({
  method: 'get',
  path: '/validata/code/{deviceId}',
  summary: 'Picture code for a device (图形验证码); its nonce is in the X-Captcha-Nonce header',
  request: { params: captchaParamsSchema },
  responses: {
    200: { content: { 'image/svg+xml': { schema: z.string() } }, description: 'SVG image' },
  },
});

const upeKey = createRoute({
  method: 'get',
  path: '/oauth/upe/key',
  summary: 'Public key that encrypts password-login credentials (upe)',
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(upeKeySchema) } },
      description: 'JWK',
    },
  },
});

const passwordToken = createRoute({
  method: 'post',
  path: '/oauth/user/token',
  summary: 'Log in with encrypted account and password plus picture code (密码登录)',
  request: {
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': { schema: passwordLoginFormSchema },
        'multipart/form-data': { schema: passwordLoginFormSchema },
      },
    },
  },
  responses: {
    200: { content: { 'application/json': { schema: loginResultSchema } }, description: 'Token' },
    400: {
      content: { 'application/json': { schema: errorEnvelopeSchema } },
      description: 'Refused',
    },
    429: { content: { 'application/json': { schema: errorEnvelopeSchema } }, description: 'Wait' },
  },
});

const json = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const rememberIssue = createRoute({
  method: 'post',
  path: '/oauth/remember/issue',
  summary: 'Issue a 7-day remember-me credential for the current user (portal only)',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  responses: {
    200: {
      content: { 'application/json': { schema: rememberIssueSchema } },
      description: 'Credential',
    },
  },
});

const rememberLogin = createRoute({
  method: 'post',
  path: '/oauth/remember/login',
  summary: 'Log in with a remember-me credential; answers the next credential (portal only)',
  request: { body: json(rememberBodySchema) },
  responses: {
    200: { content: { 'application/json': { schema: rememberLoginSchema } }, description: 'Token' },
    401: {
      content: { 'application/json': { schema: errorEnvelopeSchema } },
      description: 'Refused',
    },
  },
});

const rememberRevoke = createRoute({
  method: 'post',
  path: '/oauth/remember/revoke',
  summary: 'Revoke a remember-me credential (portal only)',
  request: { body: json(rememberBodySchema) },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(z.null()) } },
      description: 'Revoked',
    },
  },
});

// /api-uaa: authentication.
export function uaaRoutes() {
  const router = createRouter();

  // POST /api-uaa/oauth/remove/token - revoke the session; a dead token is already logged out
  router.openapi(removeToken, async (c) => {
    const token = c.req.valid('query').token ?? bearerToken(c);
    const { db, tokens, clock } = c.get('deps');
    if (token) {
      try {
        const { sessionId } = await tokens.verify(token);
        await revokeSession(db, sessionId, clock.now());
      } catch {
        // Invalid or expired: nothing left to revoke.
      }
    }
    return c.json(okEnvelope(null, AUTH_MESSAGES.loggedOut), 200);
  });

  // POST /api-uaa/oauth/remember/issue - a remember-me credential for the logged-in user
  router.openapi(rememberIssue, async (c) => {
    const credential = await c.get('deps').remember.issue(c.get('auth').user.id);
    return c.json(okEnvelope({ credential }), 200);
  });

  // POST /api-uaa/oauth/remember/login - credential → token and the next credential
  router.openapi(rememberLogin, async (c) => {
    const result = await c.get('deps').remember.logIn(c.req.valid('json').credential);
    return c.json(
      okEnvelope({ access_token: result.accessToken, credential: result.credential }),
      200,
    );
  });

  // POST /api-uaa/oauth/remember/revoke - forget a credential (logout)
  router.openapi(rememberRevoke, async (c) => {
    await c.get('deps').remember.revoke(c.req.valid('json').credential);
    return c.json(okEnvelope(null, AUTH_MESSAGES.loggedOut), 200);
  });

  // GET /api-uaa/validata/code/{deviceId} - a fresh picture code for the device
  router.openapi(captchaImage, async (c) => {
    const { svg, nonce } = await c.get('deps').captcha.issue(c.req.valid('param').deviceId);
    c.header('cache-control', 'no-store');
    c.header(CAPTCHA_NONCE_HEADER, nonce);
    return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8' });
  });

  // GET /api-uaa/oauth/upe/key - the public JWK for upe
  router.openapi(upeKey, async (c) =>
    c.json(okEnvelope(await c.get('deps').upeKeys.publicKey()), 200),
  );

  // POST /api-uaa/oauth/user/token - upe (JWE), deviceId, validCode → access token
  router.openapi(passwordToken, async (c) => {
    const accessToken = await c.get('deps').passwordLogin(c.req.valid('form'));
    return c.json(okEnvelope({ access_token: accessToken }, AUTH_MESSAGES.loginSuccess), 200);
  });

  return router;
}
