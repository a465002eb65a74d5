import { createRoute, z } from '@hono/zod-openapi';
import { randomUUID } from 'node:crypto';
import { eventTrackSchema, scriptBodySchema, scriptPathSchema } from '@/lib/contract/account';
import { insertEventTrack } from '../db/queries/event-tracks';
import { envelopeSchema, errorEnvelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import { getSeedState } from '../data/seed';
import { optionalUser, requireUser } from '../http/auth';
import { runAlias, type AliasRegistry } from '../services/alias-handler';
import { aliasContext } from './alias-context';
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

const invokeScript = createRoute({
  method: 'post',
  path: '/system/core/sysInvokeScript/invoke/{alias}',
  summary: 'Script call by alias (脚本调用): registration, find password ...',
  middleware: [optionalUser] as const,
  request: {
    params: scriptPathSchema,
    body: { required: true, content: { 'application/json': { schema: scriptBodySchema } } },
  },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(z.unknown()) } },
      description: 'Done',
    },
    400: {
      content: { 'application/json': { schema: errorEnvelopeSchema } },
      description: 'Refused',
    },
    404: {
      content: { 'application/json': { schema: errorEnvelopeSchema } },
      description: 'Unknown alias',
    },
  },
});

const saveEventTrack = createRoute({
  method: 'post',
  path: '/system/core/sysEventTrack/save',
  summary: 'Save a usage record of the current user (埋点)',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: {
    body: { required: true, content: { 'application/json': { schema: eventTrackSchema } } },
  },
  responses: {
    200: {
      content: { 'application/json': { schema: envelopeSchema(z.null()) } },
      description: 'Saved',
    },
    401: {
      content: { 'application/json': { schema: errorEnvelopeSchema } },
      description: 'Not logged in',
    },
  },
});

// /api-system: system services (event tracking, dictionaries, files come with their issues).
export function systemRoutes(engine: 'pglite' | 'postgres', scripts: AliasRegistry) {
  const router = createRouter();

  // POST /api-system/system/core/sysInvokeScript/invoke/{alias} - run a registered script
  router.openapi(invokeScript, async (c) => {
    const { alias } = c.req.valid('param');
    const result = await runAlias(
      scripts,
      alias,
      c.req.valid('json').params ?? {},
      aliasContext(c),
    );
    return c.json(okEnvelope(result.data, result.message), 200);
  });

  // GET /api-system/system/health - the backend answers and its database is reachable
  router.openapi(health, async (c) => {
    const seeded = (await getSeedState(c.get('deps').db)) !== undefined;
    return c.json(okEnvelope({ status: 'ok' as const, engine, seeded }), 200);
  });

  // POST /api-system/system/core/sysEventTrack/save - record a menu visit or use
  router.openapi(saveEventTrack, async (c) => {
    const record = c.req.valid('json');
    const { db, clock } = c.get('deps');
    await insertEventTrack(db, {
      id: randomUUID(),
      userId: c.get('auth').user.id,
      ...record,
      createdAt: clock.now(),
    });
    return c.json(okEnvelope(null), 200);
  });

  return router;
}
