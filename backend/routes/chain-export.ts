import { createRoute } from '@hono/zod-openapi';
import { CHAIN_MESSAGES, CHAIN_PERMISSIONS, linkExportQuerySchema } from '@/lib/contract/chains';
import { requireUser } from '../http/auth';
import { invalidInput } from '../http/validation';
import { assertScreen } from '../services/chains/access';
import {
  LINK_EXPORT_COLUMNS,
  asSearchFilters,
  exportCount,
  exportIds,
  exportRows,
  placementOrder,
  placementScope,
} from '../services/chains/links';
import { resolveRegion } from '../services/chains/regions';
import { loadNode } from '../services/chains/tree';
import { exportResponse } from '../services/search/export-file';
import { listExportQuota } from '../services/search/export-quota';
import { exportResponses } from './search-export';
import { createRouter } from './router';

// 产业链 export: a link's enterprises in a region as CSV or Excel, with each placement's
// confidence and evidence, from the same daily quota as 找企业's export.

const exportRoute = createRoute({
  method: 'get',
  path: '/zsai/cyl/export',
  summary: "Export a chain link's enterprises in a region (产业链 环节企业 导出, CSV or Excel)",
  description:
    "Query: format=csv|xlsx plus the params of cylLinkEnterprises (node, region, confidence, zczb, clnx, sshy, addr, qylx, cyl, status, other, sort, order). Rows are taken from the daily quota of the caller's tier.",
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  responses: exportResponses,
});

export function chainExportRoutes() {
  const router = createRouter();

  // GET /api-zsai-query/zsai/cyl/export - stream a link's list as CSV or .xlsx
  router.openapi(exportRoute, async (c) => {
    const parsed = linkExportQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw invalidInput(parsed.error.issues, 'query');
    const query = parsed.data;
    const { db, search, clock } = c.get('deps');
    const user = c.get('auth').user;
    const { chain } = CHAIN_PERMISSIONS;
    await assertScreen(db, user, chain, CHAIN_MESSAGES.noPermission(chain.screen));
    const { region } = resolveRegion(query.region, user);
    const loaded = await loadNode(db, query.node);
    await search.validate(asSearchFilters(query));
    const now = clock.now();
    const scope = placementScope(loaded.subtree, region, query, now);
    const order = placementOrder(query.sort, query.order);
    return exportResponse({
      db,
      user,
      now,
      quota: await listExportQuota({ db, now }, user, (cap) => exportCount(db, scope, cap)),
      format: query.format,
      fileName: `${loaded.node.name}-${region.name}-企业列表`,
      asciiName: 'cyl-export',
      sheetName: '环节企业',
      columns: LINK_EXPORT_COLUMNS,
      orderedIds: (limit) => exportIds(db, scope, order, limit),
      rowsByIds: (ids) => exportRows(db, scope, ids),
    });
  });

  return router;
}
