import { createRoute, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema, okEnvelope } from '@/lib/contract/envelope';
import {
  FILE_MESSAGES,
  previewQuerySchema,
  uploadBodySchema,
  uploadResponseSchema,
} from '@/lib/contract/files';
import { requireUser } from '../http/auth';
import { AppError } from '../http/errors';
import type { FileService } from '../services/files/upload';
import { createRouter } from './router';

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: errorEnvelopeSchema } },
  description,
});

const upload = createRoute({
  method: 'post',
  path: '/system/core/sysFile/upload',
  summary: 'Upload one file (multipart field "file"); answers data[0].pkId',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: {
    body: { required: true, content: { 'multipart/form-data': { schema: uploadBodySchema } } },
  },
  responses: {
    200: {
      content: { 'application/json': { schema: uploadResponseSchema } },
      description: 'Stored',
    },
    400: errorResponse('Refused: name, suffix, size or content'),
    401: errorResponse('Not logged in'),
  },
});

const preview = createRoute({
  method: 'get',
  path: '/system/core/sysFile/previewFile',
  summary: "A stored file's bytes, for its owner",
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: { query: previewQuerySchema },
  responses: {
    200: { content: { 'application/octet-stream': { schema: z.any() } }, description: 'The file' },
    401: errorResponse('Not logged in'),
    404: errorResponse('Unknown or not the owner'),
  },
});

// Types a browser may show inline; anything else downloads.
const INLINE = /^(image\/(png|jpeg|gif|webp|bmp)|application\/pdf|text\/plain)/;

// /api-system sysFile: uploads and previews.
export function sysFileRoutes(files: FileService) {
  const router = createRouter();

  // POST /api-system/system/core/sysFile/upload - store one file of the current user
  router.openapi(upload, async (c) => {
    const form = c.req.valid('form');
    const file: unknown = form.file;
    if (!(file instanceof File)) throw new AppError(400, FILE_MESSAGES.missing);
    const stored = await files.store(c.get('auth').user.id, file, form.suffix);
    return c.json(okEnvelope([stored]), 200);
  });

  // GET /api-system/system/core/sysFile/previewFile?fileId= - serve a file to its owner
  router.openapi(preview, async (c) => {
    const { row, bytes } = await files.read(c.req.valid('query').fileId, c.get('auth').user.id);
    const disposition = INLINE.test(row.contentType) ? 'inline' : 'attachment';
    const asciiName = row.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return c.body(bytes, 200, {
      'content-type': row.contentType,
      'content-length': String(bytes.byteLength),
      'content-disposition': `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=3600',
    });
  });

  return router;
}
