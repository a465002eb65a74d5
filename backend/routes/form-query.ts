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
import { createRouter } from './router';
import { lowercaseRecordKeys, type FormQueryRegistry } from '../services/form-query/registry';

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: errorEnvelopeSchema } },
  description,
});

const queryForJson = createRoute({
  method: 'post',
  path: '/form/core/formCustomQuery/{query}',
  summary: 'Custom query by alias (自定义查询)',
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
export function formQueryRoutes(registry: FormQueryRegistry) {
  const router = createRouter();

  // POST /api-form/form/core/formCustomQuery/queryForJson_{alias} - run a registered query
  router.openapi(queryForJson, async (c) => {
    const alias = c.req.valid('param').query.slice(FORM_QUERY_PREFIX.length);
    const handler = registry.get(alias);
    if (!handler) throw new AppError(404, MESSAGES.unknownAlias(alias));

    const type = c.req.header('content-type') ?? '';
    const body = type.startsWith('application/json')
      ? c.req.valid('json')
      : type
        ? c.req.valid('form')
        : {};
    const parsed = handler.params.safeParse(parseParamsJson(body.params));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = ['params', ...(issue?.path ?? [])].join('.');
      throw new AppError(400, MESSAGES.invalidField(field, issue?.message ?? '格式不正确'));
    }
    const { db, clock } = c.get('deps');
    const result = await handler.run({ db, clock }, parsed.data);
    return c.json(
      {
        ...okEnvelope(lowercaseRecordKeys(result.data)),
        ...(result.extraData ? { extraData: result.extraData } : {}),
      },
      200,
    );
  });

  return router;
}
