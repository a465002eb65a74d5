import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/lib/contract/envelope';
import { PROFILE_FEATURES, PROFILE_MESSAGES, reportQuerySchema } from '@/lib/contract/profile';
import { requireUser } from '../http/auth';
import { AppError } from '../http/errors';
import { assertProfileModule } from '../services/profile/access';
import { findCjkFont } from '../services/profile/cjk-font';
import { reportData } from '../services/profile/report-data';
import { writeProfileReport } from '../services/profile/report-pdf';
import { recordEnterpriseReport } from '../services/reports/enterprise-report';
import { createRouter } from './router';

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: errorEnvelopeSchema } },
  description,
});

const reportPdf = createRoute({
  method: 'get',
  path: '/zsai/qyhx/reportPdf',
  summary: 'The company profile report as an A4 PDF (企业报告)',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  request: { query: reportQuerySchema },
  responses: {
    200: { content: { 'application/pdf': { schema: z.any() } }, description: 'The PDF' },
    401: errorResponse('Not logged in'),
    403: errorResponse('The tier does not hold the report module'),
    404: errorResponse('Unknown enterprise'),
    503: errorResponse('No CJK font on the server'),
  },
});

// /api-zsai-query: the profile report download.
export function profileReportRoutes() {
  const router = createRouter();

  // GET /api-zsai-query/zsai/qyhx/reportPdf?id= - stream the report of one enterprise
  router.openapi(reportPdf, async (c) => {
    const { db, config, clock } = c.get('deps');
    const modules = await assertProfileModule(
      db,
      c.get('auth').user,
      'report',
      PROFILE_FEATURES.report,
    );
    // The font first: without it there is no point in reading the data.
    const font = findCjkFont(config.cjkFont);
    const data = await reportData(db, c.req.valid('query').id, modules);
    if (!data) throw new AppError(404, PROFILE_MESSAGES.noSuchEnterprise);
    await recordEnterpriseReport(db, c.get('auth').user, data, clock.now());
    const doc = writeProfileReport(data, font, clock.now());
    const name = `${data.profile.qymc}-企业报告.pdf`;
    return c.body(Readable.toWeb(doc) as ReadableStream<Uint8Array>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  return router;
}
