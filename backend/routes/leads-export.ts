import { createRoute } from '@hono/zod-openapi';
import { LEAD_MESSAGES, LEAD_PERMISSIONS, leadsExportQuerySchema } from '@/lib/contract/leads';
import { requireUser } from '../http/auth';
import { invalidInput } from '../http/validation';
import { assertScreen } from '../services/chains/access';
import { resolveRegion } from '../services/chains/regions';
import { LEAD_EXPORT_COLUMNS, leadCount, leadIds, leadRowsByIds } from '../services/leads/list';
import type { LeadKind } from '../services/leads/triggers';
import { exportResponse } from '../services/search/export-file';
import { listExportQuota } from '../services/search/export-quota';
import { exportResponses } from './search-export';
import { createRouter } from './router';

// 融资商机 / 存款商机 export: a lead list as CSV or Excel, with each lead's score, products and
// reasons, from the same daily quota as every list's export.

const exportRoute = (kind: LeadKind) =>
  createRoute({
    method: 'get',
    path: `/zsai/${kind}/export`,
    summary: `Export ${kind === 'rzsj' ? 'financing' : 'deposit'} leads (${LEAD_PERMISSIONS[kind].screen} 导出, CSV or Excel)`,
    description: `Query: format=csv|xlsx plus the params of ${kind}Leads without paging (region, sshy, cyl, zczb, other, trigger, dateFrom, dateTo, excludeRisky, customer, sort). Rows are taken from the daily quota of the caller's tier.`,
    middleware: [requireUser] as const,
    security: [{ bearer: [] }],
    responses: exportResponses,
  });

export function leadExportRoutes() {
  const router = createRouter();
  for (const kind of ['rzsj', 'cksj'] as const) {
    // GET /api-zsai-query/zsai/{rzsj|cksj}/export - stream a lead list as CSV or .xlsx
    router.openapi(exportRoute(kind), async (c) => {
      const parsed = leadsExportQuerySchema.safeParse(c.req.query());
      if (!parsed.success) throw invalidInput(parsed.error.issues, 'query');
      const { format, ...filters } = parsed.data;
      const { db, clock } = c.get('deps');
      const user = c.get('auth').user;
      const permission = LEAD_PERMISSIONS[kind];
      await assertScreen(db, user, permission, LEAD_MESSAGES.noPermission(permission.screen));
      const { region } = resolveRegion(filters.region, user);
      const now = clock.now();
      const list = { kind, viewer: { userId: user.id, region }, filters, today: now };
      return exportResponse({
        db,
        user,
        now,
        quota: await listExportQuota({ db, now }, user, (cap) => leadCount(db, list, cap)),
        format,
        fileName: `${permission.screen}-${region.name}`,
        asciiName: `${kind}-export`,
        sheetName: permission.screen,
        columns: LEAD_EXPORT_COLUMNS,
        orderedIds: (limit) => leadIds(db, list, limit),
        rowsByIds: (ids) => leadRowsByIds(db, kind, ids),
      });
    });
  }
  return router;
}
