import { createRoute } from '@hono/zod-openapi';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import {
  hgjjExportQuerySchema,
  qybdExportQuerySchema,
  RANKING_LISTS,
  REGIONAL_MESSAGES,
  REGIONAL_PERMISSIONS,
  type MonthFigures,
  type OfficialValue,
} from '@/lib/contract/regional';
import { displayRankingScore } from '@/lib/format/ranking-score';
import {
  rankingCount,
  rankingIds,
  rankingRowsByIds,
  type RankingRow,
} from '../db/queries/regional';
import { requireUser } from '../http/auth';
import { invalidInput } from '../http/validation';
import { assertScreen } from '../services/chains/access';
import { findRegion, resolveRegion } from '../services/chains/regions';
import { regionEconomy } from '../services/form-query/regional';
import { assertPickable } from '../services/regional/records';
import { RANKING_CAP, rankingFilter } from '../services/regional/ranking-records';
import {
  attachment,
  csvStream,
  exportResponse,
  type ExportColumn,
} from '../services/search/export-file';
import { listExportQuota, quotaDay } from '../services/search/export-quota';
import { exportResponses } from './search-export';
import { createRouter } from './router';

// hgjj: 宏观经济 and qybd: 榜单企业 exports. A region's figures are aggregates, not enterprise
// rows, so their CSV takes nothing from the export quota; a ranking list is enterprises and
// takes its rows from the same daily quota as every list's export.

const hgjjExportRoute = createRoute({
  method: 'get',
  path: '/zsai/hgjj/export',
  summary: 'Export a region’s economy (宏观经济 导出, CSV)',
  description:
    'Query: region (000000, a province or a city), kind=registry (registry-derived figures per month) | official (official statistics with period and source).',
  request: { query: hgjjExportQuerySchema },
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  responses: exportResponses,
});

const qybdExportRoute = createRoute({
  method: 'get',
  path: '/zsai/qybd/export',
  summary: 'Export a ranking list (榜单企业 导出, CSV or Excel)',
  description: `Query: list, region, sshy (门类), format=csv|xlsx. The first ${RANKING_CAP} ranks at most, taken from the daily quota of the caller's tier.`,
  request: { query: qybdExportQuerySchema },
  middleware: [requireUser] as const,
  security: [{ bearer: [] }],
  responses: exportResponses,
});

const MONTH_COLUMNS: ExportColumn<MonthFigures>[] = [
  { header: '月份', width: 10, value: (m) => m.month },
  { header: '新注册企业数', width: 14, value: (m) => m.registrations },
  { header: '注销吊销企业数', width: 14, value: (m) => m.cancellations },
  { header: '净增企业数', width: 12, value: (m) => m.net },
  { header: '新增注册资本(万元)', width: 18, value: (m) => m.capitaladded },
  { header: '数据口径', width: 16, value: () => REGIONAL_MESSAGES.registryLabel },
];

const OFFICIAL_COLUMNS: ExportColumn<OfficialValue>[] = [
  { header: '指标', width: 20, value: (v) => v.label },
  { header: '期间', width: 8, value: (v) => v.period },
  { header: '数值', width: 14, value: (v) => v.value },
  { header: '单位', width: 8, value: (v) => v.unit },
  { header: '来源', width: 20, value: (v) => (v.demo ? REGIONAL_MESSAGES.demoOfficial : v.source) },
];

async function* once<T>(rows: T[]) {
  await Promise.resolve();
  yield rows;
}

export function regionalExportRoutes() {
  const router = createRouter();

  // GET /api-zsai-query/zsai/hgjj/export - a region's monthly figures or official statistics
  router.openapi(hgjjExportRoute, async (c) => {
    const parsed = hgjjExportQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw invalidInput(parsed.error.issues, 'query');
    const { db, clock } = c.get('deps');
    const user = c.get('auth').user;
    const permission = REGIONAL_PERMISSIONS.hgjj;
    await assertScreen(db, user, permission, CHAIN_MESSAGES.noPermission(permission.screen));
    const { region } = resolveRegion(parsed.data.region, user);
    assertPickable(region);
    const answer = await regionEconomy({ db, clock }, region);
    const official = parsed.data.kind === 'official';
    const body = official
      ? csvStream(once(answer.official), OFFICIAL_COLUMNS)
      : csvStream(once(answer.registry.monthly), MONTH_COLUMNS);
    const label = official ? REGIONAL_MESSAGES.officialLabel : REGIONAL_MESSAGES.registryLabel;
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': attachment(
          `hgjj-${region.code}-${parsed.data.kind}.csv`,
          `宏观经济-${region.name}-${label}-${quotaDay(clock.now())}.csv`,
        ),
        'cache-control': 'no-store',
      },
    });
  });

  // GET /api-zsai-query/zsai/qybd/export - a ranking list as CSV or .xlsx, within the quota
  router.openapi(qybdExportRoute, async (c) => {
    const parsed = qybdExportQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw invalidInput(parsed.error.issues, 'query');
    const { list, sshy, format } = parsed.data;
    const { db, clock } = c.get('deps');
    const user = c.get('auth').user;
    const permission = REGIONAL_PERMISSIONS.qybd;
    await assertScreen(db, user, permission, CHAIN_MESSAGES.noPermission(permission.screen));
    const { region } = resolveRegion(parsed.data.region, user);
    assertPickable(region);
    const filter = rankingFilter(list, region, sshy);
    const meta = RANKING_LISTS.find((l) => l.key === list)!;
    const rankOf = new Map<number, number>();
    const valueHeader =
      meta.kind === 'metric' ? `${meta.metric}(${meta.unit})` : '榜单评分(未取整)';
    const columns: ExportColumn<RankingRow>[] = [
      { header: '排名', width: 8, value: (r) => rankOf.get(r.enterpriseId) ?? null },
      { header: '企业名称', width: 40, value: (r) => r.qymc },
      { header: '统一社会信用代码', width: 22, value: (r) => r.tyshxydm },
      {
        header: '所属地区',
        width: 24,
        value: (r) => findRegion(r.regionCode)?.path ?? r.regionCode,
      },
      { header: '所属行业', width: 24, value: (r) => r.dlhy },
      { header: valueHeader, width: 18, value: (r) => Math.round(r.value * 100) / 100 },
      { header: '榜单评分', width: 10, value: (r) => displayRankingScore(r.score) },
      { header: '资质标签', width: 30, value: (r) => r.tags.join('；') },
    ];
    const now = clock.now();
    return exportResponse({
      db,
      user,
      now,
      quota: await listExportQuota({ db, now }, user, (cap) =>
        rankingCount(db, filter, Math.min(cap, RANKING_CAP)),
      ),
      format,
      fileName: `${meta.name}-${region.name}`,
      asciiName: `qybd-${list}`,
      sheetName: '榜单企业',
      columns,
      orderedIds: async (limit) => {
        const ids = await rankingIds(db, filter, limit);
        ids.forEach((id, i) => rankOf.set(id, i + 1));
        return ids;
      },
      rowsByIds: (ids) => rankingRowsByIds(db, list, ids),
    });
  });
  return router;
}
