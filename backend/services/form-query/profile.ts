import { fieldLabel } from '@/lib/contract/field-labels';
import { PATENT_TYPES } from '@/lib/contract/lookups';
import {
  PROFILE_FEATURES,
  PROFILE_MESSAGES,
  dimensionDef,
  dimensionParamsSchema,
  equityParamsSchema,
  graphParamsSchema,
  profileParamsSchema,
  type DimensionFilterKey,
  type EquityAnswer,
  type FacetValue,
} from '@/lib/contract/profile';
import { findEnterprise } from '../../db/queries/enterprise-profile';
import { ownershipRoot } from '../../db/queries/ownership';
import { dimensionFilterKeys, listDimension } from '../../db/queries/profile-dimensions';
import { AppError } from '../../http/errors';
import { aliasUser, defineAlias, type AliasContext } from '../alias-handler';
import { assertProfileModule } from '../profile/access';
import { equitySummary, equityTree, lookThrough, type Party } from '../profile/equity';
import { enterpriseGraph } from '../profile/graph';
import { enterpriseKey, loadOwnershipGraph, personKey } from '../profile/ownership-graph';
import { profileRecord } from '../profile/profile-record';

// qyhx: 企业画像, the company profile's custom queries. Every one needs a login and checks the
// caller's tier against the module of what it answers.

async function existing(ctx: AliasContext, id: number) {
  const enterprise = await findEnterprise(ctx.db, id);
  if (!enterprise) throw new AppError(404, PROFILE_MESSAGES.noSuchEnterprise);
  return enterprise;
}

// qyhxProfile: header card, 工商信息 and the dimension counts.
export const qyhxProfile = defineAlias({
  params: profileParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    const modules = await assertProfileModule(ctx.db, user, 'gsxx', PROFILE_FEATURES.gsxx);
    const record = await profileRecord(ctx.db, p.id, modules);
    if (!record) throw new AppError(404, PROFILE_MESSAGES.noSuchEnterprise);
    return { data: [record] };
  },
});

// Facet values as the user reads them: patent types and Nice classes have names.
function facetLabel(dim: string, key: DimensionFilterKey, value: string): string {
  if (dim === 'zl' && key === 'type')
    return PATENT_TYPES[value as keyof typeof PATENT_TYPES] ?? value;
  if (dim === 'sb' && key === 'type') return `第${value}类`;
  return value;
}

// qyhxDimension: one page of one dimension (股东, 专利 ...) with facet counts; with `focus`,
// the page holding that row (extraData.pageIndex says which).
export const qyhxDimension = defineAlias({
  params: dimensionParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    const def = dimensionDef(p.dim);
    await assertProfileModule(ctx.db, user, p.dim, def.name);
    const allowed = new Set(dimensionFilterKeys(p.dim));
    for (const key of Object.keys(p.filters) as DimensionFilterKey[]) {
      if (p.filters[key] !== undefined && !allowed.has(key)) {
        throw new AppError(400, PROFILE_MESSAGES.unsupportedFilter(def.name, fieldLabel(key)));
      }
    }
    const page = await listDimension(ctx.db, p.dim, p.id, p);
    // Rows prove the enterprise exists; only an empty answer needs the check.
    if (page.total === 0) await existing(ctx, p.id);
    const facets: Partial<Record<DimensionFilterKey, FacetValue[]>> = {};
    for (const [key, values] of Object.entries(page.facets) as [
      DimensionFilterKey,
      { value: string; count: number }[],
    ][]) {
      facets[key] = values.map((v) => ({ ...v, label: facetLabel(p.dim, key, v.value) }));
    }
    const rows =
      p.dim === 'zl'
        ? page.rows.map((r) => ({ ...r, type_name: facetLabel('zl', 'type', String(r.type)) }))
        : page.rows;
    return {
      data: rows,
      extraData: { totalCount: page.total, pageIndex: page.pageIndex, facets },
    };
  },
});

// qyhxEquity: 股权结构, the shareholder tree (up) or the investment tree (down) with direct,
// path and look-through ratios; at the root of the upward tree also the beneficiaries and
// the actual controller.
export const qyhxEquity = defineAlias({
  params: equityParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    await assertProfileModule(ctx.db, user, 'gqjg', PROFILE_FEATURES.gqjg);
    const summary = p.direction === 'up' && p.path.length === 0;
    const enterprise = await ownershipRoot(ctx.db, p.id, summary);
    if (!enterprise) throw new AppError(404, PROFILE_MESSAGES.noSuchEnterprise);
    const root: Party = {
      key: enterpriseKey(p.id),
      kind: 'enterprise',
      name: enterprise.qymc,
      enterpriseId: p.id,
      status: enterprise.status,
    };
    const graph = await loadOwnershipGraph(ctx.db, p.id, p.direction);
    const flows = lookThrough(root.key, graph);
    const nodes = equityTree(root.key, p.path.map(enterpriseKey), graph, flows, p.depth);
    if (!nodes) throw new AppError(400, PROFILE_MESSAGES.invalidEquityPath);
    const answer: EquityAnswer = {
      root: { key: root.key, name: root.name, enterprise_id: p.id },
      direction: p.direction,
      nodes,
      truncated: flows.truncated,
    };
    if (summary) {
      const managers = enterprise.managers.map((m) => ({
        key: personKey(m.person_id),
        name: m.name,
        title: m.title,
      }));
      Object.assign(answer, equitySummary(root, graph, managers));
    }
    return { data: [answer] };
  },
});

// qyhxGraph: 企业图谱, the enterprise with its shareholders, officers, investments, branches.
export const qyhxGraph = defineAlias({
  params: graphParamsSchema,
  run: async (ctx, p) => {
    const user = aliasUser(ctx);
    await assertProfileModule(ctx.db, user, 'qytp', PROFILE_FEATURES.qytp);
    const graph = await enterpriseGraph(ctx.db, p.id);
    if (!graph) throw new AppError(404, PROFILE_MESSAGES.noSuchEnterprise);
    return { data: [graph] };
  },
});

/** The profile's aliases, for the registry. */
export const PROFILE_ALIASES = {
  qyhxProfile,
  qyhxDimension,
  qyhxEquity,
  qyhxGraph,
} as const;
