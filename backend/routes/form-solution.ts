import { createRoute } from '@hono/zod-openapi';
import { errorEnvelopeSchema, okEnvelope, envelopeSchema } from '@/lib/contract/envelope';
import {
  checkUniqueBodySchema,
  checkUniqueResponseSchema,
  FORM_MESSAGES,
  formAliasQuerySchema,
  pinyinBodySchema,
  pinyinResponseSchema,
  saveFormBodySchema,
  saveFormResponseSchema,
} from '@/lib/contract/form-solution';
import { z } from '@hono/zod-openapi';
import { requireUser } from '../http/auth';
import { isUniqueValue, requireFormSolution, saveForm, toPinyin } from '../services/forms';
import { createRouter } from './router';

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: errorEnvelopeSchema } },
  description,
});
const json = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const save = createRoute({
  method: 'post',
  path: '/form/core/formSolution/saveForm',
  summary: "Save the current user's record of a form (action save); answers data.pk",
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: { body: json(saveFormBodySchema) },
  responses: {
    200: {
      content: { 'application/json': { schema: saveFormResponseSchema } },
      description: 'Saved',
    },
    400: errorResponse('A field breaks its rule or holds a sensitive word'),
    401: errorResponse('Not logged in'),
    403: errorResponse('ID_ is not the user’s record'),
    404: errorResponse('Unknown form'),
    409: errorResponse('A unique field is taken'),
  },
});

const getByAlias = createRoute({
  method: 'get',
  path: '/form/core/formSolution/getByAlias',
  summary: 'A form definition: its fields and rules',
  request: { query: formAliasQuerySchema },
  responses: {
    200: {
      content: {
        'application/json': {
          schema: envelopeSchema(
            z.object({ alias: z.string(), name: z.string(), fields: z.array(z.unknown()) }),
          ),
        },
      },
      description: 'The definition',
    },
    404: errorResponse('Unknown form'),
  },
});

const checkUnique = createRoute({
  method: 'post',
  path: '/form/core/formPc/checkUniqueValue',
  summary: 'Whether no other record of the form holds the value (data true when free)',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: { body: json(checkUniqueBodySchema) },
  responses: {
    200: {
      content: { 'application/json': { schema: checkUniqueResponseSchema } },
      description: 'Answer',
    },
    400: errorResponse('Not a unique field'),
    401: errorResponse('Not logged in'),
    404: errorResponse('Unknown form'),
  },
});

const getPinyin = createRoute({
  method: 'post',
  path: '/form/core/formPc/getPinyin',
  summary: 'Pinyin of Chinese text: initials, or full with isAll',
  request: { body: json(pinyinBodySchema) },
  responses: {
    200: {
      content: { 'application/json': { schema: pinyinResponseSchema } },
      description: 'Pinyin',
    },
  },
});

// /api-form generic forms: formSolution and the formPc helpers.
export function formSolutionRoutes() {
  const router = createRouter();

  // POST /api-form/form/core/formSolution/saveForm - save the user's record of a form
  router.openapi(save, async (c) => {
    const { alias, data } = c.req.valid('json');
    const { forms, db, clock } = c.get('deps');
    const pk = await saveForm(forms, db, clock.now(), c.get('auth').user.id, alias, data);
    return c.json(okEnvelope({ pk }, FORM_MESSAGES.saved), 200);
  });

  // GET /api-form/form/core/formSolution/getByAlias?alias= - a form's definition
  router.openapi(getByAlias, (c) => {
    const { alias, name, fields } = requireFormSolution(
      c.get('deps').forms,
      c.req.valid('query').alias,
    );
    return c.json(okEnvelope({ alias, name, fields: [...fields] }), 200);
  });

  // POST /api-form/form/core/formPc/checkUniqueValue - is the value free?
  router.openapi(checkUnique, async (c) => {
    const unique = await isUniqueValue(
      c.get('deps').forms,
      c.get('deps').db,
      c.get('auth').user.id,
      c.req.valid('json'),
    );
    return c.json(okEnvelope(unique), 200);
  });

  // POST /api-form/form/core/formPc/getPinyin - pinyin of the words
  router.openapi(getPinyin, (c) => {
    const { words, isAll } = c.req.valid('json');
    return c.json(okEnvelope(toPinyin(words, isAll === true || isAll === 'true')), 200);
  });

  return router;
}
