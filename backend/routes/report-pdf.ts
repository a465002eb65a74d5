import { createRoute, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/lib/contract/envelope';
import { LIBRARY_PDF_PATH, yjbgIdParamsSchema } from '@/lib/contract/reports';
import { requireUser } from '../http/auth';
import { findCjkFont } from '../services/profile/cjk-font';
import { openReport } from '../services/reports/library';
import { renderReportPdf } from '../services/reports/pdf';
import { createRouter } from './router';

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: errorEnvelopeSchema } },
  description,
});

const PREFIX = '/api-zsai-query';

const libraryPdf = createRoute({
  method: 'get',
  path: LIBRARY_PDF_PATH.slice(PREFIX.length),
  summary: 'A stored report (研究报告) rebuilt from its parameters, as an A4 PDF',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: { query: yjbgIdParamsSchema },
  responses: {
    200: { content: { 'application/pdf': { schema: z.any() } }, description: 'The PDF' },
    400: errorResponse('Bad id'),
    401: errorResponse('Not logged in'),
    404: errorResponse('No such report of the caller'),
    503: errorResponse('No CJK font on the server'),
  },
});

// /api-zsai-query: the report library's PDF download (docs/reports.md).
export function reportPdfRoutes() {
  const router = createRouter();

  // GET /api-zsai-query/zsai/yjbg/reportPdf?id= - one of the caller's reports as a PDF
  router.openapi(libraryPdf, async (c) => {
    const { db, config, clock } = c.get('deps');
    const font = findCjkFont(config.cjkFont);
    const { record, document } = await openReport(
      { db, clock },
      c.get('auth').user,
      c.req.valid('query').id,
    );
    const bytes = await renderReportPdf(document, { font, origin: config.publicUrl });
    const name = `${record.title}.pdf`;
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  return router;
}
