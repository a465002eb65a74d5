import { createRoute, z } from '@hono/zod-openapi';
import { envelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import { getSeedState } from '../data/seed';
import { createRouter } from './router';

const healthSchema = envelopeSchema(
  z.object({
    status: z.literal('ok'),
    engine: z.enum(['pglite', 'postgres']),
    seeded: z.boolean(),
  }),
);

const health = createRoute({
  method: 'get',
  path: '/system/health',
  summary: 'Liveness and database state',
  responses: {
    200: { content: { 'application/json': { schema: healthSchema } }, description: 'Healthy' },
  },
});

// /api-system: system services (event tracking, dictionaries, files come with their issues).
export function systemRoutes(engine: 'pglite' | 'postgres') {
  const router = createRouter();

  // GET /api-system/system/health - the backend answers and its database is reachable
  router.openapi(health, async (c) => {
    const seeded = (await getSeedState(c.get('deps').db)) !== undefined;
    return c.json(okEnvelope({ status: 'ok' as const, engine, seeded }), 200);
  });

  return router;
}
