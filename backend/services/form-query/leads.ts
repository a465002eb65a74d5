import {
  LEAD_MESSAGES,
  LEAD_PERMISSIONS,
  leadsExportQuotaParamsSchema,
  leadsParamsSchema,
  type LeadFilters,
  type LeadsParams,
} from '@/lib/contract/leads';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { assertScreen } from '../chains/access';
import { resolveRegion } from '../chains/regions';
import { leadCount, leadPage } from '../leads/list';
import {
  ABNORMAL_STATUS_POINTS,
  EVIDENCE_PER_TRIGGER,
  HALF_LIFE_DAYS,
  RISK_MAX_CASES,
  RISK_POINTS_PER_CASE,
  RISK_WINDOW_DAYS,
  SIZE_REF_WAN,
} from '../leads/refresh';
import { STRENGTH_CAP, triggersOf, type LeadKind } from '../leads/triggers';
import { listExportQuota } from '../search/export-quota';

/** The kind's triggers and the score's constants, as the derive step applies them. */
const explanation = (kind: LeadKind) => ({
  rules: triggersOf(kind).map((t) => ({
    trigger: t.key,
    name: t.name,
    rule: t.rule,
    weight: t.weight,
    products: t.products[kind] ?? [],
  })),
  scoring: {
    halfLifeDays: HALF_LIFE_DAYS,
    evidencePerTrigger: EVIDENCE_PER_TRIGGER,
    strengthCap: STRENGTH_CAP,
    sizeRefWan: SIZE_REF_WAN,
    riskPointsPerCase: RISK_POINTS_PER_CASE,
    riskMaxCases: RISK_MAX_CASES,
    riskWindowDays: RISK_WINDOW_DAYS,
    abnormalStatusPoints: ABNORMAL_STATUS_POINTS,
  },
});

// 融资商机 and 存款商机 custom queries (lib/contract/leads.ts, docs/leads.md): a login and the
// screen's menu permission (bt-rzsj, bt-cksj); the region defaults to the caller's city.

async function screenUser(ctx: AliasContext, kind: LeadKind) {
  const user = aliasUser(ctx);
  const permission = LEAD_PERMISSIONS[kind];
  await assertScreen(ctx.db, user, permission, LEAD_MESSAGES.noPermission(permission.screen));
  return user;
}

async function leadList(ctx: AliasContext, kind: LeadKind, p: LeadsParams) {
  const user = await screenUser(ctx, kind);
  const { region, notice } = resolveRegion(p.region, user);
  const page = await leadPage(ctx.db, kind, { userId: user.id, region }, p, ctx.clock.now());
  return {
    data: page.rows,
    extraData: {
      totalCount: page.total,
      pageIndex: p.pageIndex,
      pageSize: p.pageSize,
      region,
      notice: notice === null ? null : LEAD_MESSAGES.noLocation,
      ...explanation(kind),
    },
  };
}

// rzsjLeads: one page of 融资商机.
export const rzsjLeads = defineAlias({
  params: leadsParamsSchema,
  run: (ctx, p) => leadList(ctx, 'rzsj', p),
});

// cksjLeads: one page of 存款商机.
export const cksjLeads = defineAlias({
  params: leadsParamsSchema,
  run: (ctx, p) => leadList(ctx, 'cksj', p),
});

/** Today's export quota and the rows an export of this list would take. */
async function exportQuota(ctx: AliasContext, kind: LeadKind, filters: LeadFilters) {
  const user = await screenUser(ctx, kind);
  const { region } = resolveRegion(filters.region, user);
  const now = ctx.clock.now();
  const list = { kind, viewer: { userId: user.id, region }, filters, today: now };
  const quota = await listExportQuota({ db: ctx.db, now }, user, (cap) =>
    leadCount(ctx.db, list, cap),
  );
  return { data: [quota] };
}

// rzsjExportQuota, cksjExportQuota: the export quota of a lead list.
export const rzsjExportQuota = defineAlias({
  params: leadsExportQuotaParamsSchema,
  run: (ctx, p) => exportQuota(ctx, 'rzsj', p),
});
export const cksjExportQuota = defineAlias({
  params: leadsExportQuotaParamsSchema,
  run: (ctx, p) => exportQuota(ctx, 'cksj', p),
});

export const LEAD_ALIASES = { rzsjLeads, cksjLeads, rzsjExportQuota, cksjExportQuota };
