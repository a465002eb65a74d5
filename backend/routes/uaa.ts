import { createRoute, z } from '@hono/zod-openapi';
import { AUTH_MESSAGES, removeTokenQuerySchema } from '@/lib/contract/auth';
import { envelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import { revokeSession } from '../db/queries/sessions';
import { bearerToken } from '../http/auth';
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

  return router;
}
