import { createRoute } from '@hono/zod-openapi';
import { currentUserSchema } from '@/lib/contract/auth';
import { envelopeSchema, errorEnvelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import { requireUser } from '../http/auth';
import { createRouter } from './router';

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
    401: {
      content: { 'application/json': { schema: errorEnvelopeSchema } },
      description: 'Not logged in',
    },
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
        ssqy: user.ssqy,
        deptName: user.deptName,
        photo: user.photo,
        roleKeys: user.roleKeys,
      }),
      200,
    );
  });

  return router;
}
