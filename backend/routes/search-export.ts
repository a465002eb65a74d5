import { createRoute, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/lib/contract/envelope';
import { SEARCH_MESSAGES, exportQuerySchema } from '@/lib/contract/search';
import { takeExportRows } from '../db/queries/export-quotas';
import { requireUser } from '../http/auth';
import { AppError } from '../http/errors';
import { invalidInput } from '../http/validation';
import { assertMaySearch } from '../services/search/access';
import { csvStream, xlsxStream } from '../services/search/export-file';
import { exportQuota, quotaDay } from '../services/search/export-quota';
import type { SearchService } from '../services/search/types';
import type { SearchQuery } from '../services/search/types';
import { createRouter } from './router';

// 找企业 export: the current result set as CSV or Excel, within the tier's daily quota.

const EXPORT_BATCH = 500;

const errors = Object.fromEntries(
  [400, 401, 403].map((s) => [
    s,
    { content: { 'application/json': { schema: errorEnvelopeSchema } }, description: 'Refused' },
  ]),
);

const exportRoute = createRoute({
  method: 'get',
  path: '/zsai/qyhx/export',
  summary: 'Export the current search results (找企业 导出, CSV or Excel)',
  description:
    "Query: format=csv|xlsx plus the search params of qyhxSearch (keyword, keyType, zczb, clnx, sshy, addr, qylx, cyl, status, other, sort, order). Rows are taken from the daily quota of the caller's tier.",
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  responses: {
    200: {
      content: {
        'text/csv': { schema: z.string() },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string() },
      },
      description: 'The file, streamed',
    },
    ...errors,
  },
});

/** The ids in batches of rows, fetched only as the file asks for them. */
async function* batchesOf(search: SearchService, ids: number[], query: SearchQuery) {
  for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
    yield await search.hitsByIds(ids.slice(i, i + EXPORT_BATCH), query);
  }
}

function attachment(name: string): string {
  return `attachment; filename="qyhx-export.${name.split('.').pop()}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

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
    const quota = await exportQuota({ db, search, now }, user, query);
    if (quota.remaining === 0) throw new AppError(403, SEARCH_MESSAGES.exportQuotaExhausted);
    if (quota.rows === 0) throw new AppError(400, SEARCH_MESSAGES.exportNothing);
    const ids = await search.orderedIds(query, quota.rows);
    if (!(await takeExportRows(db, user.id, quotaDay(now), ids.length, quota.limit))) {
      throw new AppError(403, SEARCH_MESSAGES.exportQuotaExhausted);
    }
    const batches = batchesOf(search, ids, query);
    const day = quotaDay(now);
    const body = query.format === 'xlsx' ? xlsxStream(batches) : csvStream(batches);
    return new Response(body, {
      status: 200,
      headers: {
        'content-type':
          query.format === 'xlsx'
            ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            : 'text/csv; charset=utf-8',
        'content-disposition': attachment(`企业列表-${day}.${query.format}`),
        'x-export-rows': String(ids.length),
        'cache-control': 'no-store',
      },
    });
  });

  return router;
}
