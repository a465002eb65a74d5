import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import {
  COMPARE_MESSAGES,
  COMPARE_PERMISSION,
  compareExportQuerySchema,
  comparePdfQuerySchema,
} from '@/lib/contract/compare';
import { errorEnvelopeSchema } from '@/lib/contract/envelope';
import {
  RELATIONSHIP_MESSAGES,
  RELATIONSHIP_PERMISSION,
  relationshipExportQuerySchema,
} from '@/lib/contract/relationships';
import { requireUser } from '../http/auth';
import { invalidInput } from '../http/validation';
import { assertScreen } from '../services/chains/access';
import { comparison, compareEnterprises } from '../services/compare/compare';
import { writeComparisonReport } from '../services/compare/compare-pdf';
import { COMPARE_EXPORT_COLUMNS } from '../services/compare/export';
import { findCjkFont } from '../services/profile/cjk-font';
import { PATH_EXPORT_COLUMNS, type PathExportRow } from '../services/relationships/export';
import { searchRelationships } from '../services/relationships/search';
import { exportResponse } from '../services/search/export-file';
import { listExportQuota, quotaDay } from '../services/search/export-quota';
import { exportResponses } from './search-export';
import { createRouter } from './router';

// 找关系 and 企业对比 downloads: the paths of a search as CSV or Excel, the comparison as
// Excel (or CSV) and as PDF. The lists go through the export service and its daily quota
// (a path or an enterprise is a row); the PDF through the report service.

const pathsExport = createRoute({
  method: 'get',
  path: '/zsai/zgx/export',
  summary: 'Export the paths of a relationship search (找关系 路径 导出, CSV or Excel)',
  description:
    "Query: format=csv|xlsx plus the params of zgxSearch (entities as e:{id} or p:{person id}@{enterprise id} joined by commas, hops, maxPaths, types, minRatio, excludeClosed, excludePersons, expandHubs). One row per path, taken from the daily quota of the caller's tier.",
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  responses: exportResponses,
});

const compareExport = createRoute({
  method: 'get',
  path: '/zsai/qydb/export',
  summary: 'Export a comparison of 2–5 enterprises (企业对比 导出, Excel or CSV)',
  description:
    "Query: qyids (2–5 enterprise ids joined by commas), format=xlsx|csv. One row per enterprise, every compared field a column, taken from the daily quota of the caller's tier.",
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  responses: exportResponses,
});

const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: errorEnvelopeSchema } },
  description,
});

const comparePdf = createRoute({
  method: 'get',
  path: '/zsai/qydb/reportPdf',
  summary: 'A comparison of 2–5 enterprises as an A4 PDF (企业对比报告)',
  description: 'Query: qyids (2–5 enterprise ids joined by commas).',
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  responses: {
    200: { content: { 'application/pdf': { schema: z.any() } }, description: 'The PDF' },
    400: errorResponse('Bad ids'),
    401: errorResponse('Not logged in'),
    403: errorResponse('The tier does not hold 企业对比'),
    404: errorResponse('Unknown enterprise'),
    503: errorResponse('No CJK font on the server'),
  },
});

export function relationshipExportRoutes() {
  const router = createRouter();

  // GET /api-zsai-query/zsai/zgx/export - the paths of a search as CSV or .xlsx
  router.openapi(pathsExport, async (c) => {
    const parsed = relationshipExportQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw invalidInput(parsed.error.issues, 'query');
    const query = parsed.data;
    const { db, clock } = c.get('deps');
    const user = c.get('auth').user;
    await assertScreen(db, user, RELATIONSHIP_PERMISSION, RELATIONSHIP_MESSAGES.noPermission);
    const now = clock.now();
    const answer = await searchRelationships(db, query, { today: quotaDay(now) });
    const rows: PathExportRow[] = answer.paths.map((path) => ({ path, answer }));
    const names = answer.entities.map((e) => e.name);
    return exportResponse({
      db,
      user,
      now,
      quota: await listExportQuota({ db, now }, user, (cap) =>
        Promise.resolve(Math.min(cap, rows.length)),
      ),
      format: query.format,
      fileName: `${names.slice(0, 3).join('-')}${names.length > 3 ? '等' : ''}-关系路径`,
      asciiName: 'zgx-paths',
      sheetName: '关系路径',
      columns: PATH_EXPORT_COLUMNS,
      orderedIds: (limit) => Promise.resolve(rows.slice(0, limit).map((_, i) => i)),
      rowsByIds: (ids) => Promise.resolve(ids.map((i) => rows[i]!)),
    });
  });

  // GET /api-zsai-query/zsai/qydb/export - the comparison as .xlsx or CSV
  router.openapi(compareExport, async (c) => {
    const parsed = compareExportQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw invalidInput(parsed.error.issues, 'query');
    const query = parsed.data;
    const { db, clock } = c.get('deps');
    const user = c.get('auth').user;
    await assertScreen(db, user, COMPARE_PERMISSION, COMPARE_MESSAGES.noPermission);
    const now = clock.now();
    const list = await compareEnterprises(db, query.qyids, quotaDay(now));
    return exportResponse({
      db,
      user,
      now,
      quota: await listExportQuota({ db, now }, user, (cap) =>
        Promise.resolve(Math.min(cap, list.length)),
      ),
      format: query.format,
      fileName: `企业对比-${list
        .map((e) => e.qymc)
        .slice(0, 2)
        .join('-')}${list.length > 2 ? '等' : ''}`,
      asciiName: 'qydb-compare',
      sheetName: '企业对比',
      columns: COMPARE_EXPORT_COLUMNS,
      orderedIds: (limit) => Promise.resolve(list.slice(0, limit).map((_, i) => i)),
      rowsByIds: (ids) => Promise.resolve(ids.map((i) => list[i]!)),
    });
  });

  // GET /api-zsai-query/zsai/qydb/reportPdf - the comparison as a PDF
  router.openapi(comparePdf, async (c) => {
    const parsed = comparePdfQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw invalidInput(parsed.error.issues, 'query');
    const { db, config, clock } = c.get('deps');
    await assertScreen(db, c.get('auth').user, COMPARE_PERMISSION, COMPARE_MESSAGES.noPermission);
    // The font first: without it there is no point in reading the data.
    const font = findCjkFont(config.cjkFont);
    const now = clock.now();
    const answer = await comparison(db, parsed.data.qyids, quotaDay(now));
    const doc = writeComparisonReport(answer, font, now);
    const name = `企业对比-${answer.enterprises.map((e) => e.qymc).join('-')}.pdf`;
    return c.body(Readable.toWeb(doc) as ReadableStream<Uint8Array>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="compare.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  return router;
}
