import { createRoute } from '@hono/zod-openapi';
import {
  PROSPECT_MESSAGES,
  PROSPECT_PERMISSION,
  prospectExportQuerySchema,
} from '@/lib/contract/prospects';
import { requireUser } from '../http/auth';
import { invalidInput } from '../http/validation';
import { assertScreen } from '../services/chains/access';
import { callerList } from '../services/form-query/prospects';
import {
  PROSPECT_EXPORT_COLUMNS,
  memberCount,
  memberIds,
  memberRecords,
} from '../services/prospects/lists';
import { exportResponse } from '../services/search/export-file';
import { listExportQuota } from '../services/search/export-quota';
import { exportResponses } from './search-export';
import { createRouter } from './router';

// 潜客名单 export: a saved list's members (of its last run, or only the new ones) as CSV or
// Excel, from the same daily quota as every list's export.

const exportRoute = createRoute({
  method: 'get',
  path: '/zsai/qksc/export',
  summary: 'Export a saved prospect list (潜客名单 导出, CSV or Excel)',
  description:
    "Query: listId (the caller's own list), newOnly (only the members new at the last run), format=csv|xlsx. Rows are taken from the daily quota of the caller's tier.",
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  responses: exportResponses,
});

export function prospectExportRoutes() {
  const router = createRouter();
  // GET /api-zsai-query/zsai/qksc/export - stream a saved list as CSV or .xlsx
  router.openapi(exportRoute, async (c) => {
    const parsed = prospectExportQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw invalidInput(parsed.error.issues, 'query');
    const { format, listId, newOnly } = parsed.data;
    const deps = c.get('deps');
    const { db, clock } = deps;
    const user = c.get('auth').user;
    await assertScreen(db, user, PROSPECT_PERMISSION, PROSPECT_MESSAGES.noPermission);
    const list = await callerList(deps, user.id, listId);
    const now = clock.now();
    return exportResponse({
      db,
      user,
      now,
      quota: await listExportQuota({ db, now }, user, (cap) => memberCount(db, list, newOnly, cap)),
      format,
      fileName: `潜客名单-${list.name}${newOnly ? '-新增' : ''}`,
      asciiName: 'qksc-export',
      sheetName: '潜客名单',
      columns: PROSPECT_EXPORT_COLUMNS,
      orderedIds: (limit) => memberIds(db, list, newOnly, { offset: 0, limit }),
      rowsByIds: (ids) => memberRecords(db, deps.search, list, ids, now),
    });
  });
  return router;
}
