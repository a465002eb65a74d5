import { createRoute, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/lib/contract/envelope';
import {
  CUSTOMER_MESSAGES,
  customerImportBodySchema,
  customerTemplateQuerySchema,
} from '@/lib/contract/customers';
import { okEnvelope } from '@/lib/contract/envelope';
import { requireUser } from '../http/auth';
import { AppError } from '../http/errors';
import { invalidInput } from '../http/validation';
import { customerBookUser } from '../services/customers/access';
import { importCustomers, importTemplate } from '../services/customers/import';
import { createRouter } from './router';

// 客户导入 (客户管理 /glzx): upload a customer list (Excel or CSV) and download its template.

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: errorEnvelopeSchema } },
  description,
});

const importRoute = createRoute({
  method: 'post',
  path: '/zsai/glzx/import',
  summary: 'Import a customer list (客户导入; multipart "file", optional "groupId")',
  description:
    'Rows are matched by 统一社会信用代码 or exact enterprise name; answers the stored match report (glzxImport reads it again).',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: {
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: customerImportBodySchema } },
    },
  },
  responses: {
    200: {
      content: { 'application/json': { schema: z.any() } },
      description: 'The import with its report',
    },
    400: errorResponse('No file, an unreadable file, no name/code column, too many rows'),
    401: errorResponse('Not logged in'),
    403: errorResponse('No 客户管理 permission'),
    404: errorResponse('Unknown group'),
  },
});

const templateRoute = createRoute({
  method: 'get',
  path: '/zsai/glzx/importTemplate',
  summary: 'The customer import template (客户导入模板, Excel or CSV)',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: { query: customerTemplateQuerySchema },
  responses: {
    200: {
      content: {
        'text/csv': { schema: z.string() },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
          schema: z.string(),
        },
      },
      description: 'The template',
    },
    401: errorResponse('Not logged in'),
    403: errorResponse('No 客户管理 permission'),
  },
});

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export function customerRoutes() {
  const router = createRouter();

  // POST /api-zsai-query/zsai/glzx/import - import a customer list, answer its match report
  router.openapi(importRoute, async (c) => {
    const { db, clock } = c.get('deps');
    const user = await customerBookUser({ db, user: c.get('auth').user });
    const form = c.req.valid('form');
    const file: unknown = form.file;
    if (!(file instanceof File) || file.size === 0) {
      throw new AppError(400, CUSTOMER_MESSAGES.importNoFile);
    }
    const detail = await importCustomers(
      db,
      user.id,
      { name: file.name.slice(0, 200), bytes: new Uint8Array(await file.arrayBuffer()) },
      { groupId: form.groupId, now: clock.now() },
    );
    return c.json(okEnvelope([detail]), 200);
  });

  // GET /api-zsai-query/zsai/glzx/importTemplate?format=xlsx|csv - the import template
  router.openapi(templateRoute, async (c) => {
    const parsed = customerTemplateQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw invalidInput(parsed.error.issues, 'query');
    const { db } = c.get('deps');
    await customerBookUser({ db, user: c.get('auth').user });
    const { format } = parsed.data;
    const bytes = await importTemplate(format);
    const name = `客户导入模板.${format}`;
    return c.body(bytes.buffer as ArrayBuffer, 200, {
      'content-type': CONTENT_TYPES[format],
      'content-disposition': `attachment; filename="customer-import-template.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'cache-control': 'no-store',
    });
  });

  return router;
}
