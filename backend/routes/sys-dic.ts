import { createRoute, type z } from '@hono/zod-openapi';
import {
  byAliasQuerySchema,
  byKeyQuerySchema,
  byPidQuerySchema,
  dicListResponseSchema,
  dicTreeListResponseSchema,
  treeQuerySchema,
} from '@/lib/contract/dictionaries';
import { errorEnvelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import { listDicTrees } from '../db/queries/dictionaries';
import { dictionaryChildren, dictionaryItems, dictionaryTree } from '../services/dictionaries';
import { createRouter } from './router';

const get = <Q extends z.ZodObject>(path: string, summary: string, query: Q, schema: z.ZodType) =>
  createRoute({
    method: 'get',
    path,
    summary,
    request: { query },
    responses: {
      200: { content: { 'application/json': { schema } }, description: 'Entries' },
      404: {
        content: { 'application/json': { schema: errorEnvelopeSchema } },
        description: 'Unknown dictionary',
      },
    },
  });

const byAlias = get(
  '/system/core/sysDic/getByAlias',
  'Every entry of a dictionary, flat',
  byAliasQuerySchema,
  dicListResponseSchema,
);
const byKey = get(
  '/system/core/sysDic/listByKey',
  'A dictionary as a tree',
  byKeyQuerySchema,
  dicListResponseSchema,
);
const byPid = get(
  '/system/core/sysDic/getByPidAndDicId',
  "One parent's entries ('0' for the top level)",
  byPidQuerySchema,
  dicListResponseSchema,
);
const trees = get(
  '/system/core/sysTree/listDicTree',
  'The dictionaries of an app',
  treeQuerySchema,
  dicTreeListResponseSchema,
);

// /api-system dictionaries (sysDic, sysTree): public reference data.
export function sysDicRoutes() {
  const router = createRouter();

  // GET /api-system/system/core/sysDic/getByAlias?alias= - a dictionary's entries, flat
  router.openapi(byAlias, async (c) =>
    c.json(okEnvelope(await dictionaryItems(c.get('deps').db, c.req.valid('query').alias)), 200),
  );

  // GET /api-system/system/core/sysDic/listByKey?key= - a dictionary as a tree
  router.openapi(byKey, async (c) =>
    c.json(okEnvelope(await dictionaryTree(c.get('deps').db, c.req.valid('query').key)), 200),
  );

  // GET /api-system/system/core/sysDic/getByPidAndDicId?pid=&dicId= - one parent's entries
  router.openapi(byPid, async (c) => {
    const { pid, dicId } = c.req.valid('query');
    return c.json(okEnvelope(await dictionaryChildren(c.get('deps').db, dicId, pid)), 200);
  });

  // GET /api-system/system/core/sysTree/listDicTree?appId= - the dictionaries of an app
  router.openapi(trees, async (c) => {
    const rows = await listDicTrees(c.get('deps').db, c.req.valid('query').appId);
    return c.json(
      okEnvelope(rows.map((r) => ({ pkId: r.id, key: r.key, name: r.name, appId: r.appId }))),
      200,
    );
  });

  return router;
}
