import { inArray } from 'drizzle-orm';
import {
  ASSISTANT_MESSAGES,
  DISTRIBUTION_DIMENSIONS,
  TOOL_LABELS,
  type AssistantFilters,
  type EnterpriseRef,
  type ReadableParam,
  type ToolCall,
  type ToolRun,
} from '@/lib/contract/assistant';
import {
  ENTERPRISE_TYPES,
  OTHER_OPTIONS,
  SORTS,
  capitalRangeLabel,
  foundedRangeLabel,
  type SearchRecord,
  type SearchStats,
} from '@/lib/contract/search';
import { dimensionDef, type ProfileRecord } from '@/lib/contract/profile';
import type { RelationshipAnswer } from '@/lib/contract/relationships';
import { formatWanYuan } from '@/lib/format';
import { industryChains } from '../../db/schema';
import { AppError } from '../../http/errors';
import { runAlias, type AliasContext, type AliasRegistry } from '../alias-handler';
import { industryByCode, regionChildren, regionPath } from '../search/reference';
import { chainSummary, regionLabel, regionSummary } from './summaries';
import type { ToolExecutor } from './types';

// The assistant's tools: each runs one of our own custom queries through the alias registry,
// as the caller, so the tier checks, quotas and validation of the screens apply unchanged.

const PAGE_SIZES = [10, 20, 50] as const;

/** The 找企业 params of a tool's filters (comma-joined lists, as the screen's URL has them). */
export function searchParamsOf(filters: AssistantFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.keyword) out.keyword = filters.keyword;
  for (const key of ['zczb', 'clnx', 'sshy', 'addr', 'qylx', 'cyl', 'status', 'other'] as const) {
    const list = filters[key];
    if (list?.length) out[key] = list.join(',');
  }
  return out;
}

/** /zsai/qyhx with the same filters and order: the screen that shows the same rows. */
export function findCompaniesHref(
  filters: AssistantFilters,
  sort: 'relevance' | 'capital' | 'founded' = 'relevance',
  order: 'asc' | 'desc' = 'desc',
): string {
  const query = new URLSearchParams(searchParamsOf(filters));
  if (sort !== 'relevance') query.set('sort', sort);
  if (order !== 'desc') query.set('order', order);
  return `/qyhx?${query.toString()}`;
}

async function chainNames(ctx: AliasContext, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .select({ id: industryChains.id, name: industryChains.name })
    .from(industryChains)
    .where(inArray(industryChains.id, ids.map(Number)));
  return new Map(rows.map((r) => [String(r.id), r.name]));
}

/** The filters as the user reads them: 地区 深圳市, 注册资本 1亿以上 ... */
export async function readableFilters(
  ctx: AliasContext,
  filters: AssistantFilters,
): Promise<ReadableParam[]> {
  const out: ReadableParam[] = [];
  const join = (values: string[]) => values.join('、');
  if (filters.keyword) out.push({ label: '关键词', value: filters.keyword });
  if (filters.addr?.length)
    out.push({ label: '地区', value: join(filters.addr.map((c) => regionPath(c))) });
  if (filters.sshy?.length) {
    const names = filters.sshy.map((c) => industryByCode(c)?.name ?? c);
    out.push({ label: '行业', value: join(names) });
  }
  if (filters.cyl?.length) {
    const names = await chainNames(ctx, filters.cyl);
    out.push({ label: '产业链', value: join(filters.cyl.map((id) => names.get(id) ?? id)) });
  }
  if (filters.zczb?.length)
    out.push({ label: '注册资本', value: join(filters.zczb.map(capitalRangeLabel)) });
  if (filters.clnx?.length)
    out.push({ label: '成立年限', value: join(filters.clnx.map(foundedRangeLabel)) });
  if (filters.qylx?.length) {
    const labels = filters.qylx.map((v) => ENTERPRISE_TYPES.find((t) => t.value === v)?.label ?? v);
    out.push({ label: '企业类型', value: join(labels) });
  }
  if (filters.status?.length) out.push({ label: '登记状态', value: join(filters.status) });
  if (filters.other?.length) {
    const labels = filters.other.map((v) => OTHER_OPTIONS.find((o) => o.value === v)?.label ?? v);
    out.push({ label: '其他', value: join(labels) });
  }
  if (!out.length) out.push({ label: '条件', value: '全部企业' });
  return out;
}

/** The parameters of any call as the user reads them, without running it (a refused call). */
export async function readableParams(ctx: AliasContext, call: ToolCall): Promise<ReadableParam[]> {
  switch (call.tool) {
    case 'chainSummary': {
      const names = await chainNames(ctx, [call.params.chain]);
      return [
        { label: '产业链', value: names.get(call.params.chain) ?? call.params.chain },
        { label: '地区', value: regionLabel(call.params.region) },
      ];
    }
    case 'regionSummary':
      return [{ label: '地区', value: regionLabel(call.params.region) }];
    case 'enterpriseFacts':
    case 'relationships':
      return [];
    default:
      return readableFilters(ctx, call.params.filters);
  }
}

const SEARCH_COLUMNS = [
  { key: 'name', title: '企业名称' },
  { key: 'legal', title: '法定代表人' },
  { key: 'capital', title: '注册资本' },
  { key: 'founded', title: '成立日期' },
  { key: 'region', title: '地区' },
  { key: 'status', title: '登记状态' },
];

function searchRow(r: SearchRecord) {
  return {
    id: r.ID_,
    name: r.qymc,
    legal: r.fddbr,
    capital: r.zczb === null ? null : formatWanYuan(r.zczb),
    founded: r.clrq,
    region: r.region,
    status: r.status,
  };
}

type Totals = { totalCount?: number; capped?: boolean };

async function findEnterprises(
  ctx: AliasContext,
  registry: AliasRegistry,
  call: Extract<ToolCall, { tool: 'findEnterprises' }>,
) {
  const { filters, sort, order, limit } = call.params;
  const pageSize = PAGE_SIZES.find((s) => s >= limit) ?? 50;
  const answer = await runAlias(
    registry,
    'qyhxSearch',
    { ...searchParamsOf(filters), sort, order, pageIndex: 1, pageSize },
    ctx,
  );
  const records = (answer.data as SearchRecord[]).slice(0, limit);
  const totals = (answer.extraData ?? {}) as Totals;
  const rows = records.map(searchRow);
  const params = await readableFilters(ctx, filters);
  if (sort !== 'relevance') {
    const label = SORTS.find((s) => s.value === sort)?.label ?? sort;
    params.push({ label: '排序', value: `${label}${order === 'desc' ? '从高到低' : '从低到高'}` });
  }
  params.push({ label: '条数', value: `前${limit}家` });
  const run: ToolRun = {
    tool: 'findEnterprises',
    label: TOOL_LABELS.findEnterprises,
    params,
    link: { href: findCompaniesHref(filters, sort, order), text: '在找企业中打开' },
    total: totals.totalCount ?? rows.length,
    capped: totals.capped === true,
    table: { columns: SEARCH_COLUMNS, rows },
    cited: records.map((r) => ({ id: r.ID_, name: r.qymc })),
  };
  return {
    run,
    forModel: { total: run.total, capped: run.capped, rows },
  };
}

async function countEnterprises(
  ctx: AliasContext,
  registry: AliasRegistry,
  call: Extract<ToolCall, { tool: 'countEnterprises' }>,
) {
  const { filters } = call.params;
  const answer = await runAlias(
    registry,
    'qyhxSearch',
    { ...searchParamsOf(filters), pageIndex: 1, pageSize: 10 },
    ctx,
  );
  const totals = (answer.extraData ?? {}) as Totals;
  const run: ToolRun = {
    tool: 'countEnterprises',
    label: TOOL_LABELS.countEnterprises,
    params: await readableFilters(ctx, filters),
    link: { href: findCompaniesHref(filters), text: '在找企业中打开' },
    total: totals.totalCount ?? 0,
    capped: totals.capped === true,
    cited: [],
  };
  return { run, forModel: { total: run.total, capped: run.capped } };
}

async function distribution(
  ctx: AliasContext,
  registry: AliasRegistry,
  call: Extract<ToolCall, { tool: 'distribution' }>,
) {
  const { filters, by } = call.params;
  const answer = await runAlias(registry, 'qyhxSearchStats', searchParamsOf(filters), ctx);
  const stats = (answer.data as SearchStats[])[0]!;
  let level = '省份';
  let data = stats[by].map((b) => ({ name: b.label, value: b.count }));
  // Facets count provinces; within one province or city the user asks for its cities or
  // districts (按区分布): each child is counted by the same search, as the caller.
  const only = filters.addr?.length === 1 ? filters.addr[0]! : undefined;
  const children = by === 'addr' && only ? regionChildren(only) : [];
  if (children.length) {
    level = only!.endsWith('0000') && children[0]!.code.endsWith('00') ? '城市' : '区县';
    data = [];
    for (const child of children) {
      const counted = await runAlias(
        registry,
        'qyhxSearch',
        { ...searchParamsOf({ ...filters, addr: [child.code] }), pageIndex: 1, pageSize: 10 },
        ctx,
      );
      data.push({ name: child.name, value: (counted.extraData as Totals).totalCount ?? 0 });
    }
  }
  data = data.filter((d) => d.value > 0).sort((a, b) => b.value - a.value);
  const dimension =
    by === 'addr' ? level : DISTRIBUTION_DIMENSIONS.find((d) => d.value === by)!.label;
  const params = await readableFilters(ctx, filters);
  params.push({ label: '分布维度', value: dimension });
  const run: ToolRun = {
    tool: 'distribution',
    label: TOOL_LABELS.distribution,
    params,
    link: { href: findCompaniesHref(filters), text: '在找企业中打开' },
    total: stats.total,
    capped: stats.sampled,
    table: {
      columns: [
        { key: 'name', title: dimension },
        { key: 'value', title: '企业数' },
      ],
      rows: data,
    },
    chart: { kind: 'bar', title: `按${dimension}分布`, data },
    cited: [],
  };
  return { run, forModel: { total: run.total, sampled: run.capped, buckets: data } };
}

/** An enterprise by id, or the best match of its name (exact first, as suggestions rank). */
async function resolveEnterprise(
  ctx: AliasContext,
  registry: AliasRegistry,
  ref: EnterpriseRef,
): Promise<{ id: string; name: string }> {
  if (ref.id) return { id: ref.id, name: ref.name ?? ref.id };
  const name = ref.name ?? '';
  const answer = await runAlias(registry, 'qyhxSuggest', { keyword: name.slice(0, 50) }, ctx);
  const hits = answer.data as { ID_: string; qymc: string }[];
  const hit = hits.find((h) => h.qymc === name) ?? hits[0];
  if (!hit) throw new AppError(404, ASSISTANT_MESSAGES.companyNotFound(name));
  return { id: hit.ID_, name: hit.qymc };
}

const FACT_COUNTS = ['gdxx', 'dwtz', 'fzjg', 'bgjl', 'zl', 'cpws', 'xzcf', 'ztb'] as const;

async function enterpriseFacts(
  ctx: AliasContext,
  registry: AliasRegistry,
  call: Extract<ToolCall, { tool: 'enterpriseFacts' }>,
) {
  const target = await resolveEnterprise(ctx, registry, call.params.enterprise);
  const answer = await runAlias(registry, 'qyhxProfile', { id: target.id }, ctx);
  const p = (answer.data as ProfileRecord[])[0]!;
  let holders: string[] = [];
  if (p.counts.gdxx !== null && p.counts.gdxx > 0) {
    const rows = await runAlias(
      registry,
      'qyhxDimension',
      { id: target.id, dim: 'gdxx', pageSize: 5 },
      ctx,
    );
    holders = (rows.data as Record<string, unknown>[]).map((r) => {
      const name = typeof r.holder_name === 'string' ? r.holder_name : '';
      return typeof r.ratio === 'number' ? `${name}（${r.ratio.toFixed(2)}%）` : name;
    });
  }
  const facts: [string, string | null][] = [
    ['企业名称', p.qymc],
    ['统一社会信用代码', p.tyshxydm],
    ['法定代表人', p.legal_representative],
    ['注册资本', p.zczb === null ? null : `${formatWanYuan(p.zczb)}${p.capital_currency}`],
    ['成立日期', p.established_on],
    ['登记状态', p.status],
    ['企业类型', p.qylx],
    ['所属行业', p.industry_name],
    ['所属地区', p.region_name],
    ['参保人数', p.insured_count === null ? null : String(p.insured_count)],
    ['资质标签', p.tags.length ? p.tags.join('、') : null],
    ['主要股东', holders.length ? holders.join('；') : null],
    ...FACT_COUNTS.map((key): [string, string | null] => [
      dimensionDef(key).name,
      p.counts[key] === null ? '需升级会员查看' : `${p.counts[key]}条`,
    ]),
  ];
  const rows = facts.map(([item, value]) => ({ item, value: value ?? '未公示' }));
  const run: ToolRun = {
    tool: 'enterpriseFacts',
    label: TOOL_LABELS.enterpriseFacts,
    params: [{ label: '企业', value: p.qymc }],
    link: { href: `/cyl/qyxq?id=${p.ID_}`, text: '打开企业详情' },
    table: {
      columns: [
        { key: 'item', title: '项目' },
        { key: 'value', title: '内容' },
      ],
      rows,
    },
    cited: [{ id: p.ID_, name: p.qymc }],
  };
  return { run, forModel: { enterprise: p.qymc, facts: Object.fromEntries(facts) } };
}

async function relationships(
  ctx: AliasContext,
  registry: AliasRegistry,
  call: Extract<ToolCall, { tool: 'relationships' }>,
) {
  const targets: { id: string; name: string }[] = [];
  for (const ref of call.params.enterprises) {
    targets.push(await resolveEnterprise(ctx, registry, ref));
  }
  const answer = await runAlias(
    registry,
    'zgxSearch',
    { entities: targets.map((t) => `e:${t.id}`).join(',') },
    ctx,
  );
  const found = (answer.data as RelationshipAnswer[])[0]!;
  const paths = found.paths.slice(0, 10);
  const run: ToolRun = {
    tool: 'relationships',
    label: TOOL_LABELS.relationships,
    params: [
      { label: '企业', value: targets.map((t) => t.name).join('、') },
      { label: '最多层级', value: `${found.rules.hops}层` },
    ],
    link: { href: `/zgx?ids=${targets.map((t) => t.id).join(',')}`, text: '在找关系中打开' },
    total: found.paths.length,
    table: {
      columns: [
        { key: 'hops', title: '层级' },
        { key: 'sentence', title: '关系路径' },
      ],
      rows: paths.map((p) => ({ hops: p.hops, sentence: p.sentence })),
    },
    cited: targets,
  };
  return {
    run,
    forModel: {
      paths: paths.map((p) => p.sentence),
      partial: found.partial,
      notice: found.notice,
    },
  };
}

/** The executor of one caller: a refused or failed call becomes a run with its message. */
export function createToolExecutor(ctx: AliasContext, registry: AliasRegistry): ToolExecutor {
  return async (call) => {
    try {
      switch (call.tool) {
        case 'findEnterprises':
          return await findEnterprises(ctx, registry, call);
        case 'countEnterprises':
          return await countEnterprises(ctx, registry, call);
        case 'distribution':
          return await distribution(ctx, registry, call);
        case 'enterpriseFacts':
          return await enterpriseFacts(ctx, registry, call);
        case 'relationships':
          return await relationships(ctx, registry, call);
        case 'chainSummary':
          return await chainSummary(ctx, registry, call);
        case 'regionSummary':
          return await regionSummary(ctx, registry, call);
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const run: ToolRun = {
        tool: call.tool,
        label: TOOL_LABELS[call.tool],
        params: await readableParams(ctx, call),
        cited: [],
        error: error.message,
      };
      return { run, forModel: { error: error.message } };
    }
  };
}
