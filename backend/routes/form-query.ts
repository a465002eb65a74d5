import { createRoute } from '@hono/zod-openapi';
import { okEnvelope } from '@/lib/contract/envelope';
import {
  FORM_QUERY_PREFIX,
  formQueryBodySchema,
  formQueryPathSchema,
  formQueryResponseSchema,
} from '@/lib/contract/form-query';
import { errorEnvelopeSchema } from '@/lib/contract/envelope';
import { MESSAGES } from '@/lib/contract/messages';
import { AppError } from '../http/errors';
import { aliasContext } from './alias-context';
import { createRouter } from './router';
import { lowercaseRecordKeys } from '../services/form-query/record-keys';
import { runAlias, type AliasRegistry } from '../services/alias-handler';
import { optionalUser } from '../http/auth';

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: errorEnvelopeSchema } },
  description,
});

const queryForJson = createRoute({
  method: 'post',
  path: '/form/core/formCustomQuery/{query}',
  summary: 'Custom query by alias (自定义查询)',
  // Queries of the user's own data (dzxxFormData) need to know who asks.
  middleware: [optionalUser] as const,
  request: {
    params: formQueryPathSchema,
    body: {
      required: false,
      content: {
        'application/x-www-form-urlencoded': { schema: formQueryBodySchema },
        'multipart/form-data': { schema: formQueryBodySchema },
        'application/json': { schema: formQueryBodySchema },
      },
    },
  },
  responses: {
    200: {
      content: { 'application/json': { schema: formQueryResponseSchema } },
      description: 'Records of the query; keys lowercased except ID_ and UPDATE_VERSION_',
    },
    400: errorResponse('Invalid params'),
    404: errorResponse('Unknown alias'),
  },
});

function parseParamsJson(raw: string | undefined): unknown {
  if (raw === undefined || raw.trim() === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new AppError(400, MESSAGES.invalidParamsJson);
  }
}

// /api-form: custom queries and, later, form solutions.
export function formQueryRoutes(registry: AliasRegistry) {
  const router = createRouter();

  // POST /api-form/form/core/formCustomQuery/queryForJson_{alias} - run a registered query
  router.openapi(queryForJson, async (c) => {
    const alias = c.req.valid('param').query.slice(FORM_QUERY_PREFIX.length);
    const type = c.req.header('content-type') ?? '';
    const body = type.startsWith('application/json')
      ? c.req.valid('json')
      : type
        ? c.req.valid('form')
        : {};
    const result = await runAlias(registry, alias, parseParamsJson(body.params), aliasContext(c));
    return c.json(
      {
        ...okEnvelope(lowercaseRecordKeys(result.data), result.message),
        ...(result.extraData ? { extraData: result.extraData } : {}),
      },
      200,
    );
  });

  return router;
}
