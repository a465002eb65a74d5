import { createRoute } from '@hono/zod-openapi';
import { currentUserSchema } from '@/lib/contract/auth';
import { envelopeSchema, errorEnvelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import { PORTAL_MESSAGES, setPasswordBodySchema } from '@/lib/contract/portal';
import { z } from '@hono/zod-openapi';
import { requireUser } from '../http/auth';
import { setPasswordBySms } from '../services/accounts/personal-centre';
import { createRouter } from './router';

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: errorEnvelopeSchema } },
  description,
});

const current = createRoute({
  method: 'get',
  path: '/user/org/osUser/current',
  summary: 'The logged-in user (当前用户)',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(currentUserSchema) } },
      description: 'User',
    },
    401: errorResponse('Not logged in'),
  },
});

const setPassword = createRoute({
  method: 'post',
  path: '/user/org/osUser/setPassword',
  summary:
    "Set the caller's password with an SMS code sent to the caller's own phone (设置密码); every session then ends",
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: {
    body: { required: true, content: { 'application/json': { schema: setPasswordBodySchema } } },
  },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(z.null()) } },
      description: 'Set; the caller must log in again',
    },
    400: errorResponse('Wrong or expired code, or a password out of bounds'),
    401: errorResponse('Not logged in'),
  },
});

// /api-user: users and organisation.
export function userRoutes() {
  const router = createRouter();

  // GET /api-user/user/org/osUser/current - who is logged in
  router.openapi(current, (c) => {
    const { user } = c.get('auth');
    return c.json(
      okEnvelope({
        userId: user.id,
        username: user.username,
        fullname: user.fullname,
        company: user.company,
        phone: user.phone,
        rank: user.rank,
        rankExpiresAt: user.rankExpiresAt?.toISOString() ?? null,
        homeVersion: user.homeVersion,
        ssqy: user.ssqy,
        deptName: user.deptName,
        photo: user.photo,
        roleKeys: user.roleKeys,
        hasPassword: user.passwordHash !== null,
      }),
      200,
    );
  });

  // POST /api-user/user/org/osUser/setPassword - a password proven by an SMS code
  router.openapi(setPassword, async (c) => {
    await setPasswordBySms(c.get('deps'), c.get('auth').user, c.req.valid('json'));
    return c.json(okEnvelope(null, PORTAL_MESSAGES.passwordSet), 200);
  });

  return router;
}
