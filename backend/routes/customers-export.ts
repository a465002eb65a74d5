import { createRoute } from '@hono/zod-openapi';
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_PERMISSION,
  customerExportQuerySchema,
} from '@/lib/contract/customers';
import { requireUser } from '../http/auth';
import { invalidInput } from '../http/validation';
import { customerCount, customerExportIds } from '../db/queries/customers';
import { assertScreen } from '../services/chains/access';
import {
  CUSTOMER_EXPORT_COLUMNS,
  customerExportRows,
  customerFilter,
} from '../services/customers/book';
import { exportResponse } from '../services/search/export-file';
import { listExportQuota } from '../services/search/export-quota';
import { exportResponses } from './search-export';
import { createRouter } from './router';

// 客户管理 export: the caller's own customers (the list's filters) as CSV or Excel, from the
// same daily quota as every list's export. Only the owner's rows are ever read: every query
// names the caller, so another user's customers cannot be in the file.

const exportRoute = createRoute({
  method: 'get',
  path: '/zsai/glzx/export',
  summary: 'Export my customers (客户管理 导出, CSV or Excel)',
  description:
    "Query: format=csv|xlsx plus the filters of glzxCustomers without paging (groupId, stage, source, keyword, region, due). Only the caller's customers; rows are taken from the daily quota of the caller's tier.",
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  responses: exportResponses,
});

export function customerExportRoutes() {
  const router = createRouter();
  // GET /api-zsai-query/zsai/glzx/export - stream the caller's customers as CSV or .xlsx
  router.openapi(exportRoute, async (c) => {
    const parsed = customerExportQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw invalidInput(parsed.error.issues, 'query');
    const { format, ...filters } = parsed.data;
    const deps = c.get('deps');
    const { db, clock } = deps;
    const user = c.get('auth').user;
    await assertScreen(db, user, CUSTOMER_PERMISSION, CUSTOMER_MESSAGES.noPermission);
    const now = clock.now();
    const filter = customerFilter(filters, now);
    return exportResponse({
      db,
      user,
      now,
      quota: await listExportQuota({ db, now }, user, (cap) =>
        customerCount(db, user.id, filter, cap),
      ),
      format,
      fileName: '我的客户',
      asciiName: 'glzx-export',
      sheetName: '我的客户',
      columns: CUSTOMER_EXPORT_COLUMNS,
      orderedIds: (limit) => customerExportIds(db, user.id, filter, limit),
      rowsByIds: (ids) => customerExportRows(db, user.id, ids),
    });
  });
  return router;
}
