import { createRoute, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/lib/contract/envelope';
import { exportQuerySchema } from '@/lib/contract/search';
import { requireUser } from '../http/auth';
import { invalidInput } from '../http/validation';
import { assertMaySearch } from '../services/search/access';
import { EXPORT_COLUMNS, exportResponse } from '../services/search/export-file';
import { exportQuota } from '../services/search/export-quota';
import { createRouter } from './router';

// 找企业 export: the current result set as CSV or Excel, within the tier's daily quota.

const errors = Object.fromEntries(
  [400, 401, 403].map((s) => [
    s,
    { content: { 'application/json': { schema: errorEnvelopeSchema } }, description: 'Refused' },
  ]),
);

/** The responses of a streamed list export (CSV or .xlsx), for every export route. */
export const exportResponses = {
  200: {
    content: {
      'text/csv': { schema: z.string() },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string() },
    },
    description: 'The file, streamed',
  },
  ...errors,
};

const exportRoute = createRoute({
  method: 'get',
  path: '/zsai/qyhx/export',
  summary: 'Export the current search results (找企业 导出, CSV or Excel)',
  description:
    "Query: format=csv|xlsx plus the search params of qyhxSearch (keyword, keyType, zczb, clnx, sshy, addr, qylx, cyl, status, other, sort, order). Rows are taken from the daily quota of the caller's tier.",
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  responses: exportResponses,
});

export function searchExportRoutes() {
  const router = createRouter();

  // GET /api-zsai-query/zsai/qyhx/export - stream the results as CSV or .xlsx
  router.openapi(exportRoute, async (c) => {
    const parsed = exportQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw invalidInput(parsed.error.issues, 'query');
    const query = parsed.data;
    const { db, search, clock } = c.get('deps');
    const user = c.get('auth').user;
    await assertMaySearch(db, user);
    await search.validate(query);
    const now = clock.now();
    return exportResponse({
      db,
      user,
      now,
      quota: await exportQuota({ db, search, now }, user, query),
      format: query.format,
      fileName: '企业列表',
      asciiName: 'qyhx-export',
      sheetName: '企业列表',
      columns: EXPORT_COLUMNS,
      orderedIds: (limit) => search.orderedIds(query, limit),
      rowsByIds: (ids) => search.hitsByIds(ids, query),
    });
  });

  return router;
}
