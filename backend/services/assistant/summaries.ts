import {
  TOOL_LABELS,
  type ReadableParam,
  type ToolCall,
  type ToolRun,
} from '@/lib/contract/assistant';
import {
  CHAIN_MESSAGES,
  GAP_LABELS,
  NATIONAL_REGION,
  STRENGTH_CLASSES,
  type ChainNodeRecord,
  type ChainRecord,
  type ChainTree,
  type LeaderRecord,
} from '@/lib/contract/chains';
import {
  OFFICIAL_INDICATORS,
  REGIONAL_MESSAGES,
  type Change,
  type HgjjAnswer,
} from '@/lib/contract/regional';
import { formatCount, formatWanYuan } from '@/lib/format';
import { AppError } from '../../http/errors';
import { runAlias, type AliasContext, type AliasRegistry } from '../alias-handler';
import { regionPath } from '../search/reference';

// The assistant's summary tools: a chain in a region (产业链概况) and a region's economy
// (地区经济概况). Each runs the screens' own aliases as the caller and reports only their
// figures, with the screen's own labels (强链/补链/延链 with the rule's numbers; 登记数据测算
// apart from official statistics, and a generated statistic never called official).

/** A region as the user reads it: 全国, or its 省/市/区 path. */
export const regionLabel = (code: string) => (code === NATIONAL_REGION ? '全国' : regionPath(code));

/** /zsai/cyl with the chain and region set (lib/chains/url-state.ts: the chain by its code). */
export const chainHref = (code: string, region: string) =>
  `/cyl?${new URLSearchParams({ chain: code, region }).toString()}`;

/** /zsai/hgjj with the region set (components/regional/hgjj-screen.tsx reads ?region=). */
export const regionHref = (region: string) => `/hgjj?${new URLSearchParams({ region }).toString()}`;

/** Leaders cited by a chain summary, and asked of each stage. */
const LEADERS_SHOWN = 5;

const linksOf = (nodes: ChainNodeRecord[]): ChainNodeRecord[] =>
  nodes.flatMap((n) => (n.level === 3 ? [n] : linksOf(n.children)));

const strengthLabel = (s: ChainNodeRecord['strength']) =>
  STRENGTH_CLASSES.find((c) => c.value === s)?.label ?? s;

export async function chainSummary(
  ctx: AliasContext,
  registry: AliasRegistry,
  call: Extract<ToolCall, { tool: 'chainSummary' }>,
) {
  const { chain, region } = call.params;
  // The tool names a chain by its id (as the cyl filter does); the chain screens by its code.
  const chains = (await runAlias(registry, 'cylChains', {}, ctx)).data as ChainRecord[];
  const found = chains.find((c) => c.ID_ === chain);
  if (!found) throw new AppError(404, CHAIN_MESSAGES.noSuchChain(chain));
  const treeAnswer = await runAlias(registry, 'cylTree', { chain: found.code, region }, ctx);
  const tree = (treeAnswer.data as ChainTree[])[0]!;
  const stages = tree.nodes;
  const segments = new Map(stages.flatMap((s) => s.children.map((g) => [g.code, g.name] as const)));
  // The chain's leaders: each stage's by the screen's leader rule, best first, each once.
  const leaders = new Map<string, LeaderRecord>();
  for (const stage of stages) {
    const answer = await runAlias(
      registry,
      'cylLeaders',
      { node: stage.code, region: tree.region.code, limit: LEADERS_SHOWN },
      ctx,
    );
    for (const l of answer.data as LeaderRecord[]) if (!leaders.has(l.ID_)) leaders.set(l.ID_, l);
  }
  const top = [...leaders.values()]
    .sort((a, b) => b.leaderscore - a.leaderscore || a.qymc.localeCompare(b.qymc, 'zh-CN'))
    .slice(0, LEADERS_SHOWN);

  const rows = linksOf(stages).map((l) => ({
    stage: l.stage,
    segment: segments.get(l.parentcode ?? '') ?? null,
    name: l.name,
    value: l.figures.enterprisecount,
    strength: strengthLabel(l.strength),
    gap: l.gap?.label ?? null,
    // The rule with its numbers, beside each label (the screen shows the same sentence).
    reason: l.gap?.label ? l.gap.reason : null,
  }));
  const nationwide = tree.region.level === 0;
  const figures: ReadableParam[] = [
    { label: '产业链企业', value: `${formatCount(tree.figures.enterprisecount)}家` },
    ...stages.map((s) => ({
      label: s.stage,
      value: `${formatCount(s.figures.enterprisecount)}家`,
    })),
    // Nationwide the chain screen decides no labels (gaps.ts): none are counted.
    ...(nationwide
      ? []
      : GAP_LABELS.map((label) => ({
          label,
          value: `${rows.filter((r) => r.gap === label).length}个环节`,
        }))),
  ];
  if (tree.asof) figures.push({ label: '数据更新于', value: tree.asof.slice(0, 10) });
  const run: ToolRun = {
    tool: 'chainSummary',
    label: TOOL_LABELS.chainSummary,
    params: [
      { label: '产业链', value: tree.chain.name },
      { label: '地区', value: regionLabel(tree.region.code) },
    ],
    link: { href: chainHref(tree.chain.code, tree.region.code), text: '在产业链中打开' },
    total: tree.figures.enterprisecount,
    figures,
    table: {
      columns: [
        { key: 'stage', title: '阶段' },
        { key: 'segment', title: '环节分组' },
        { key: 'name', title: '环节' },
        { key: 'value', title: '企业数' },
        { key: 'strength', title: '强弱' },
        { key: 'gap', title: '标签' },
        { key: 'reason', title: '判断依据' },
      ],
      rows,
    },
    chart: {
      kind: 'bar',
      title: '各环节企业数',
      data: rows
        .filter((r) => r.value > 0)
        .map((r) => ({ name: r.name, value: r.value }))
        .sort((a, b) => b.value - a.value),
    },
    cited: top.map((l) => ({ id: l.ID_, name: l.qymc })),
  };
  return {
    run,
    forModel: {
      chain: tree.chain.name,
      region: regionLabel(tree.region.code),
      enterprises: tree.figures.enterprisecount,
      stages: stages.map((s) => ({ stage: s.stage, enterprises: s.figures.enterprisecount })),
      links: rows,
      labels: nationwide ? '全国范围不判断强链、补链、延链' : undefined,
      leaders: top.map((l) => ({
        name: l.qymc,
        role: l.role,
        region: l.region,
        leaderscore: l.leaderscore,
      })),
      asof: tree.asof,
    },
  };
}

const changeText = (v: Change) => (v === null ? '无可比数据' : `${v > 0 ? '+' : ''}${v}%`);

export async function regionSummary(
  ctx: AliasContext,
  registry: AliasRegistry,
  call: Extract<ToolCall, { tool: 'regionSummary' }>,
) {
  const answer = await runAlias(registry, 'hgjjRegion', { region: call.params.region }, ctx);
  const economy = (answer.data as HgjjAnswer[])[0]!;
  const { registry: r, region } = economy;
  const REGISTRY = REGIONAL_MESSAGES.registryLabel;
  const SOURCE = '企业登记信息';
  const asof = economy.asof?.slice(0, 10) ?? null;
  const last12 = `近12个月（至${r.last12.month}）`;
  const row = (item: string, value: string, period: string | null) => ({
    item,
    value,
    kind: REGISTRY,
    period,
    source: SOURCE,
  });
  const registryRows = [
    row('存续企业', `${formatCount(r.enterprisecount)}家`, asof),
    row('占全国存续企业比重', `${r.nationalshare}%`, asof),
    row('注册资本合计', formatWanYuan(r.registeredcapital), asof),
    row(
      '新注册企业',
      `${formatCount(r.latest.registrations)}家（同比${changeText(r.latest.yoy.registrations)}）`,
      r.latest.month,
    ),
    row('注销/吊销企业', `${formatCount(r.latest.cancellations)}家`, r.latest.month),
    row(
      '新注册企业',
      `${formatCount(r.last12.registrations)}家（同比${changeText(r.last12.yoy.registrations)}）`,
      last12,
    ),
    row('注销/吊销企业', `${formatCount(r.last12.cancellations)}家`, last12),
    row('净增企业', `${formatCount(r.last12.net)}家`, last12),
    row('新增注册资本', formatWanYuan(r.last12.capitaladded), last12),
  ];
  // Each official indicator's latest period, under its own label: a generated value is
  // 演示数据 and never called official.
  const official = OFFICIAL_INDICATORS.flatMap((i) => {
    const latest = economy.official.filter((v) => v.indicator === i.key).at(-1);
    return latest ? [latest] : [];
  });
  const officialRows = official.map((v) => ({
    item: v.label,
    value: `${v.value.toLocaleString('zh-CN')}${v.unit}`,
    kind: v.demo ? REGIONAL_MESSAGES.demoOfficial : REGIONAL_MESSAGES.officialLabel,
    period: v.period,
    source: v.demo ? REGIONAL_MESSAGES.demoData : v.source,
  }));
  const industries = r.topindustries.map((t) => ({ name: t.name, value: t.count }));
  const run: ToolRun = {
    tool: 'regionSummary',
    label: TOOL_LABELS.regionSummary,
    params: [{ label: '地区', value: regionLabel(region.code) }],
    link: { href: regionHref(region.code), text: '在宏观经济中打开' },
    figures: [
      {
        label: `主要行业（${REGISTRY}）`,
        value:
          industries
            .slice(0, 5)
            .map((t) => `${t.name}${formatCount(t.value)}家`)
            .join('、') || '暂无',
      },
    ],
    table: {
      columns: [
        { key: 'item', title: '指标' },
        { key: 'value', title: '数值' },
        { key: 'kind', title: '口径' },
        { key: 'period', title: '期间' },
        { key: 'source', title: '来源' },
      ],
      rows: [...registryRows, ...officialRows],
    },
    chart: { kind: 'bar', title: `主要行业存续企业数（${REGISTRY}）`, data: industries },
    cited: [],
  };
  return {
    run,
    forModel: {
      region: regionLabel(region.code),
      registry: {
        label: REGISTRY,
        asof,
        enterprises: r.enterprisecount,
        nationalSharePercent: r.nationalshare,
        latestMonth: r.latest,
        last12Months: r.last12,
        topIndustries: industries,
      },
      official: official.map((v) => ({
        indicator: v.label,
        value: v.value,
        unit: v.unit,
        period: v.period,
        label: v.demo ? REGIONAL_MESSAGES.demoOfficial : REGIONAL_MESSAGES.officialLabel,
        source: v.demo ? REGIONAL_MESSAGES.demoData : v.source,
      })),
    },
  };
}
