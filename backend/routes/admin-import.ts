import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRoute, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import { adminImportBodySchema, FEED_MESSAGES } from '@/lib/contract/intelligence-feed';
import { entityOf, importPath } from '../data/import/run-import';
import { requireUser } from '../http/auth';
import { AppError } from '../http/errors';
import { createRouter } from './router';

// 数据导入 into the running server (docs/intelligence.md "Import endpoint"): an administrator
// uploads one entity file in the documented format (docs/data-format.md); it goes through the
// import pipeline of `npm run import` (same checks, same report of rejected rows) and then the
// derive pipeline with the touched enterprises, so new events reach subscribers' bells. The
// embedded database cannot be opened by a second process while the server runs.

export const ADMIN_ROLE_KEY = 'admin';

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: errorEnvelopeSchema } },
  description,
});

const importRoute = createRoute({
  method: 'post',
  path: '/zsai/admin/import',
  summary: 'Import one entity file (multipart "file", optional "source"); administrators only',
  description:
    'The file is named by its entity (change_records.csv); answers the import report (files, rejections with line and reason, derive steps).',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: {
    body: { required: true, content: { 'multipart/form-data': { schema: adminImportBodySchema } } },
  },
  responses: {
    200: { content: { 'application/json': { schema: z.any() } }, description: 'The import report' },
    400: errorResponse('No file, or a name that is no entity'),
    401: errorResponse('Not logged in'),
    403: errorResponse('Not an administrator'),
  },
});

export function adminImportRoutes() {
  const router = createRouter();

  // POST /api-zsai-query/zsai/admin/import - import one entity file, answer its report
  router.openapi(importRoute, async (c) => {
    const { db, clock } = c.get('deps');
    if (!c.get('auth').user.roleKeys.includes(ADMIN_ROLE_KEY))
      throw new AppError(403, FEED_MESSAGES.adminOnly);
    const form = c.req.valid('form');
    const file: unknown = form.file;
    if (!(file instanceof File) || file.size === 0)
      throw new AppError(400, FEED_MESSAGES.importNoFile);
    // Only the base name, and only an entity's: the file is written under a fresh directory.
    const name = path.basename(file.name);
    if (!/^[a-z_]+(?:-[A-Za-z0-9_]+)?\.(csv|jsonl)$/.test(name) || !entityOf(name))
      throw new AppError(400, FEED_MESSAGES.importBadName);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-admin-import-'));
    try {
      const target = path.join(dir, name);
      fs.writeFileSync(target, new Uint8Array(await file.arrayBuffer()));
      const result = await importPath(db, target, {
        clock,
        source: form.source ?? 'admin-import',
      });
      return c.json(okEnvelope([result]), 200);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  return router;
}
