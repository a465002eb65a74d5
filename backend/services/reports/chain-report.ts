import {
  COMPETITIVENESS_DIMENSIONS,
  DEFAULT_WEIGHTS,
  STRENGTH_CLASSES,
  type ChainFigures,
  type Competitiveness,
  type RegionRef,
} from '@/lib/contract/chains';
import { chainReportParamsSchema, type ChainReportParams } from '@/lib/contract/report-kinds';
import type {
  ReportBlock,
  ReportDocument,
  ReportFigure,
  ReportSection,
} from '@/lib/contract/reports';
import { formatCount, formatWanYuan, regionPathName, toFixedHalfUp } from '@/lib/format';
import { profileHref } from '@/lib/site/enterprise-routes';
import type { Database } from '../../db/client';
import { statsAsOf } from '../../db/queries/chains';
import { competitiveness } from '../chains/figures';
import { GAP_RULE_TEXT, THIN_DATA_TEXT, tooThinToJudge } from '../chains/gaps';
import { LEADER_RULE_TEXT } from '../chains/leaders';
import { linkLeaders } from '../chains/links';
import { loadChain, regionalChain, segmentOf, subtreeOf, type LoadedChain } from '../chains/tree';
import { gapNodes, rankRecommendations, recommendationRecords } from '../recommendations/list';
import { SCORE_RULES } from '../recommendations/rules';
import { registrationGrowth } from '../chains/competitiveness';
import { changeText, conclusionsSection, oneLine, someOf, thinText } from './conclusions';
import {
  assertKindScreen,
  hasDemoData,
  indicatorUnit,
  indicatorValue,
  regionName,
  reportRegion,
  shareText,
} from './kind-common';
import { registerReportBuilder, type ReportBuilder } from './registry';

// 产业链报告 (/cyl/cylbg, docs/report-kinds.md): a chain in a region — its structure, each
// link's strength and gap label with the rule's numbers, leaders per link, recommendations for
// the gap links and the competitiveness summary. Every figure is the chain services' own
// (regionalChain, linkLeaders, gapNodes + rankRecommendations, competitiveness): no aggregate
// is computed a second time here. It opens with its conclusions; a region with fewer enterprises
// on the chain than the gap rules' minimum (tooThinToJudge) says 数据不足 once per section
// instead of a page of zero rows, labels and ranks.

/** Leaders listed per link, and recommendations listed for the gap links. */
export const LEADERS_PER_LINK = 3;
export const RECOMMENDATIONS_SHOWN = 10;

const STRENGTH_LABEL = new Map<string, string>(STRENGTH_CLASSES.map((s) => [s.value, s.label]));
const lqText = (lq: number | null) => (lq === null ? '—' : toFixedHalfUp(lq, 2));

function overviewFigures(local: ChainFigures, national: ChainFigures, source: string) {
  const growth =
    local.newprev12m > 0
      ? `同比 ${toFixedHalfUp(registrationGrowth(local.newlast12m, local.newprev12m), 1)}%`
      : null;
  const items: ReportFigure[] = [
    { label: '产业链企业', value: `${formatCount(local.enterprisecount)} 家`, source },
    {
      label: '占全国本链企业',
      value: shareText(local.enterprisecount, national.enterprisecount),
      source,
    },
    { label: '上市企业', value: `${formatCount(local.listedcount)} 家`, source },
    { label: '专精特新企业', value: `${formatCount(local.srdicount)} 家`, source },
    { label: '高新技术企业', value: `${formatCount(local.hightechcount)} 家`, source },
    { label: '注册资本合计', value: formatWanYuan(local.registeredcapital), source },
    { label: '发明专利', value: `${formatCount(local.inventionpatentcount)} 件`, source },
    {
      label: '融资事件',
      value: `${formatCount(local.financingcount)} 起`,
      change: local.financingamount > 0 ? `金额 ${formatWanYuan(local.financingamount)}` : null,
      source,
    },
    { label: '中标项目', value: `${formatCount(local.bidwincount)} 个`, source },
    {
      label: '近12个月新增企业',
      value: `${formatCount(local.newlast12m)} 家`,
      change: growth,
      source,
    },
  ];
  return items;
}

/** 增长 12.5% / 下降 3.0% / 持平, of a positive base. */
function changeWord(now: number, before: number): string {
  const change = changeText(now, before) ?? '';
  if (change === '持平') return change;
  return `${change.startsWith('-') ? '下降' : '增长'} ${change.slice(1)}`;
}

/** The competitiveness conclusion: the score, its rank (none when zero) and the extremes. */
function competitivenessPoint(c: Omit<Competitiveness, 'notice'>): string {
  const byScore = [...c.dimensions].sort((a, b) => b.score - a.score);
  const best = byScore[0]!;
  const worst = byScore.at(-1)!;
  const rank =
    c.overall.rank === null
      ? '得分为零，不排名'
      : `在${c.peers.scope}中排第 ${c.overall.rank} / ${c.peers.count} 名`;
  return `竞争力综合得分 ${c.overall.display}（满分1000），${rank}；${best.name}最强（${toFixedHalfUp(best.score, 1)} 分），${worst.name}最弱（${toFixedHalfUp(worst.score, 1)} 分）。`;
}

async function structureAndGaps(db: Database, loaded: LoadedChain, region: RegionRef) {
  const regional = await regionalChain(db, loaded, region);
  const byId = new Map(loaded.nodes.map((n) => [n.id, n]));
  const stageOrder = ['上游', '中游', '下游'];
  const links = loaded.nodes
    .filter((n) => n.level >= 3)
    .sort(
      (a, b) =>
        stageOrder.indexOf(a.stage) - stageOrder.indexOf(b.stage) ||
        (segmentOf(byId, a)?.sort ?? 0) - (segmentOf(byId, b)?.sort ?? 0) ||
        (segmentOf(byId, a)?.id ?? 0) - (segmentOf(byId, b)?.id ?? 0) ||
        a.level - b.level ||
        a.sort - b.sort ||
        a.id - b.id,
    );
  const count = (id: number, m: Map<number, ChainFigures>) => m.get(id)?.enterprisecount ?? 0;
  const stages = loaded.nodes
    .filter((n) => n.level === 1)
    .sort((a, b) => stageOrder.indexOf(a.stage) - stageOrder.indexOf(b.stage));
  return { regional, links, stages, byId, count };
}

export async function buildChainReport(
  db: Database,
  params: ChainReportParams,
): Promise<ReportDocument> {
  const region = reportRegion(params.region);
  const loaded = await loadChain(db, params.chain);
  const { chain } = loaded;
  const asof = await statsAsOf(db);
  const demo = await hasDemoData(db);
  const { regional, links, stages, byId, count } = await structureAndGaps(db, loaded, region);
  // The as-of is the document's, stated once at its head.
  const statSource = '产业链企业归属与地区统计';
  const nationwide = region.level === 0;
  const local = regional.chainLocal;
  const national = regional.chainNational;
  // The chain screens' own rule: too few local enterprises to judge links, rank or recommend.
  const thin = tooThinToJudge(local.enterprisecount, nationwide);
  const thinSaid = thinText(region.name, `${chain.name}产业链企业`, local.enterprisecount);
  const sections: ReportSection[] = [];

  // 1. Overview.
  sections.push({
    key: 'overview',
    title: '产业链概况',
    blocks: [
      ...(chain.description ? [{ type: 'paragraph' as const, text: chain.description }] : []),
      {
        type: 'paragraph',
        text: `${regionName(region)}共有 ${formatCount(local.enterprisecount)} 家企业归属${chain.name}产业链（确认或较可能），占全国本链企业 ${formatCount(national.enterprisecount)} 家的 ${shareText(local.enterprisecount, national.enterprisecount)}。`,
      },
      { type: 'figures', items: overviewFigures(local, national, statSource) },
      ...(local.enterprisecount === 0
        ? [{ type: 'notice' as const, text: `${region.name}暂无归属${chain.name}产业链的企业` }]
        : []),
    ],
  });

  // 2. Structure: stages, then every link with its figures and strength. A thin region lists
  // only the links its few enterprises are on: the rest would be rows of zeros.
  const structureText = `${chain.name}产业链分上游、中游、下游 ${stages.length} 个链条、${loaded.nodes.filter((n) => n.level === 2).length} 个环节分段、${loaded.nodes.filter((n) => n.level === 3).length} 个环节。`;
  const linkName = (n: (typeof links)[number]) => (n.level > 3 ? `· ${n.name}` : n.name);
  const structureBlocks: ReportBlock[] = [];
  if (thin) {
    const present = links.filter((n) => count(n.id, regional.local) > 0);
    structureBlocks.push(
      { type: 'paragraph', text: structureText },
      { type: 'notice', text: `${thinSaid}，不计算各环节区位熵与强弱` },
    );
    if (present.length > 0)
      structureBlocks.push({
        type: 'table',
        caption: '本地企业所在环节',
        columns: ['链条', '环节分段', '环节', '本地企业', '全国企业'],
        rows: present.map((n) => [
          n.stage,
          segmentOf(byId, n)?.name ?? '',
          linkName(n),
          count(n.id, regional.local),
          count(n.id, regional.national),
        ]),
      });
  } else {
    structureBlocks.push(
      {
        type: 'paragraph',
        text: `${structureText}强弱按区位熵（本地该环节企业占本链比重 ÷ 全国该比重）：≥1.2 为强，0.8–1.2 为中，<0.8 为弱，本地无企业为无${nationwide ? '；全国范围以各环节企业数与本链环节中位数之比代替区位熵' : ''}。`,
      },
      {
        type: 'bars',
        title: '各链条企业数',
        unit: '家',
        items: stages.map((s) => ({ label: s.stage, value: count(s.id, regional.local) })),
      },
      {
        type: 'table',
        caption: '环节企业数、区位熵与强弱',
        columns: ['链条', '环节分段', '环节', '本地企业', '全国企业', '区位熵', '强弱', '判定'],
        rows: links.map((n) => {
          const gap = regional.gaps.get(n.id);
          return [
            n.stage,
            segmentOf(byId, n)?.name ?? '',
            linkName(n),
            count(n.id, regional.local),
            count(n.id, regional.national),
            lqText(gap?.lq ?? null),
            STRENGTH_LABEL.get(regional.strength.get(n.id) ?? 'none') ?? '无',
            gap?.label ?? '—',
          ];
        }),
      },
    );
  }
  sections.push({ key: 'structure', title: '产业链结构与环节强弱', blocks: structureBlocks });

  // 3. Gap labels with the rule's numbers.
  const labelled = links.filter((n) => regional.gaps.get(n.id)?.label);
  const withLabel = (label: string) =>
    labelled.filter((n) => regional.gaps.get(n.id)!.label === label).map((n) => n.name);
  const gapBlocks: ReportBlock[] = [];
  if (nationwide) {
    gapBlocks.push({ type: 'notice', text: '全国范围不判断强链、补链、延链，请选择省、市或区县' });
  } else if (thin) {
    gapBlocks.push(...oneLine(THIN_DATA_TEXT));
  } else {
    gapBlocks.push({
      type: 'paragraph',
      text: `判定规则：强链——${GAP_RULE_TEXT.强链}；延链——${GAP_RULE_TEXT.延链}；补链——${GAP_RULE_TEXT.补链}。`,
    });
    if (labelled.length === 0) {
      gapBlocks.push({
        type: 'notice',
        text: `${region.name}本链暂无满足强链、补链或延链条件的环节`,
      });
    } else {
      gapBlocks.push(
        {
          type: 'figures',
          items: (['强链', '补链', '延链'] as const).map((label) => ({
            label,
            value: `${withLabel(label).length} 个环节`,
            source: statSource,
          })),
        },
        {
          type: 'table',
          caption: '判定及其依据',
          columns: ['环节', '判定', '依据'],
          rows: labelled.map((n) => {
            const gap = regional.gaps.get(n.id)!;
            return [n.name, gap.label, gap.reason];
          }),
        },
      );
    }
  }
  sections.push({ key: 'gaps', title: '强链、补链与延链', blocks: gapBlocks });

  // 4. Leaders per link (the leader rule), strongest first.
  const leaderRows: (string | number | null)[][] = [];
  const leaderLinks: (string | null)[] = [];
  const withoutLeaders: string[] = [];
  for (const n of links.filter((x) => x.level === 3)) {
    if (count(n.id, regional.local) === 0) {
      withoutLeaders.push(n.name);
      continue;
    }
    const leaders = await linkLeaders(db, subtreeOf(loaded.nodes, n.id), region, LEADERS_PER_LINK);
    if (leaders.length === 0) withoutLeaders.push(n.name);
    for (const l of leaders) {
      leaderRows.push([
        l.qymc,
        n.name,
        l.role ?? '—',
        l.leaderscore,
        formatWanYuan(l.zczb),
        regionPathName(l.region),
      ]);
      leaderLinks.push(profileHref(l.ID_));
    }
  }
  const leaderBlocks: ReportBlock[] = [];
  if (leaderRows.length > 0)
    leaderBlocks.push(
      { type: 'paragraph', text: LEADER_RULE_TEXT },
      {
        type: 'table',
        caption: `各环节得分最高的龙头企业（每环节至多 ${LEADERS_PER_LINK} 家）`,
        columns: ['企业', '环节', '角色', '得分', '注册资本', '所在地区'],
        rows: leaderRows,
        links: leaderLinks,
      },
    );
  if (thin || leaderRows.length === 0) {
    // A thin region's list of links without leaders would be nearly every link.
    if (leaderRows.length === 0)
      leaderBlocks.push(...oneLine(`${region.name}本链暂无龙头企业（上市或专精特新）`));
  } else if (withoutLeaders.length > 0) {
    leaderBlocks.push({
      type: 'notice',
      text: `以下环节${region.name}暂无龙头企业（上市或专精特新）：${withoutLeaders.join('、')}`,
    });
  }
  sections.push({ key: 'leaders', title: '链主与龙头企业', blocks: leaderBlocks });

  // 5. Recommendations for the gap links (招商推荐's ranking, without personal feedback).
  const recommendationBlocks: ReportBlock[] = [];
  if (nationwide) {
    recommendationBlocks.push({
      type: 'notice',
      text: '全国范围没有补链招商的目标地区，请选择省、市或区县',
    });
  } else if (thin) {
    // Every link of a thin region is "weak": a list of all of them says nothing.
    recommendationBlocks.push(...oneLine(`${thinSaid}，不判断需要招商的环节`));
  } else {
    const gaps = await gapNodes(db, loaded, region);
    if (gaps.length === 0) {
      recommendationBlocks.push({
        type: 'notice',
        text: `${region.name}本链暂无需要补链、延链或薄弱的环节`,
      });
    } else {
      recommendationBlocks.push({
        type: 'table',
        caption: '需要招商的环节',
        columns: ['环节', '类型', '依据'],
        rows: gaps.map((g) => [g.name, g.label, g.reason]),
      });
      const ranked = await rankRecommendations(db, region, gaps, []);
      const records = await recommendationRecords(db, ranked.slice(0, RECOMMENDATIONS_SHOWN), []);
      if (records.length === 0) {
        recommendationBlocks.push({ type: 'notice', text: '这些环节在本地区以外暂无可推荐的企业' });
      } else {
        recommendationBlocks.push({
          type: 'table',
          caption: `推荐招商企业（推荐分前 ${records.length} 家，共 ${ranked.length} 家候选）`,
          columns: ['企业', '所在地区', '目标环节', '缺口', '推荐分', '扩张信号'],
          rows: records.map((r) => [
            r.qymc,
            regionPathName(r.region.path) || r.region.name,
            r.link.name,
            r.link.label,
            r.score,
            r.whynow.map((w) => w.name).join('、') || '—',
          ]),
          links: records.map((r) => profileHref(r.ID_)),
        });
      }
      recommendationBlocks.push({
        type: 'paragraph',
        text: `${SCORE_RULES.slice(0, 5).join('；')}。报告按推荐规则计算，不含个人的“感兴趣/不合适”反馈，以便同一参数可重现。`,
      });
    }
  }
  sections.push({ key: 'recommendations', title: '补链招商建议', blocks: recommendationBlocks });

  // 6. Competitiveness among the region's peers, default weights; a thin region is not scored.
  const competitivenessBlocks: ReportBlock[] = [];
  const c = nationwide || thin ? null : await competitiveness(db, loaded, region, DEFAULT_WEIGHTS);
  if (nationwide) {
    competitivenessBlocks.push({
      type: 'notice',
      text: '全国范围不做竞争力比较，请选择省、市或区县',
    });
  } else if (!c) {
    competitivenessBlocks.push(...oneLine(`${thinSaid}，不做竞争力评分与排名`));
  } else {
    competitivenessBlocks.push(
      {
        type: 'figures',
        items: [
          { label: '综合得分', value: String(c.overall.display), source: '满分1000，同级地区比较' },
          {
            label: '综合排名',
            value:
              c.overall.rank === null ? '为零，不排名' : `${c.overall.rank} / ${c.peers.count}`,
            source: c.peers.scope,
          },
          {
            label: '新增注册增速',
            value:
              c.overall.trend.growth === null
                ? '—'
                : `${toFixedHalfUp(c.overall.trend.growth, 1)}%`,
            source: '近12个月与之前12个月',
          },
        ],
      },
      {
        type: 'radar',
        title: '竞争力维度得分',
        indicators: c.dimensions.map((d) => ({ name: d.name, weight: d.weight })),
        series: [{ name: region.name, values: c.dimensions.map((d) => d.score) }],
      },
      {
        type: 'table',
        caption: `各指标（与${c.peers.scope}比较，标准化为0–100）`,
        columns: ['维度', '指标', '数值', '单位', '标准化得分', '排名', '来源'],
        rows: c.dimensions.flatMap((d) =>
          d.indicators.map((i) => [
            d.name,
            i.name,
            indicatorValue(i.value, i.unit),
            indicatorUnit(i.unit),
            i.normalized,
            i.rank,
            i.source,
          ]),
        ),
      },
      {
        type: 'paragraph',
        text: `指标按同级地区最小—最大值标准化为0–100，维度得分为其指标的平均，综合得分 = 10 × Σ 维度权重% × 维度得分；权重：${COMPETITIVENESS_DIMENSIONS.map((k) => `${c.dimensions.find((d) => d.key === k)!.name} ${DEFAULT_WEIGHTS[k]}%`).join('、')}；指标为零不排名。`,
      },
    );
    const missing = c.dimensions.flatMap((d) => d.missing.map((m) => m.name));
    if (missing.length > 0)
      competitivenessBlocks.push({
        type: 'notice',
        text: `以下评价指标暂无数据来源，未计入：${missing.join('、')}`,
      });
  }
  sections.push({ key: 'competitiveness', title: '竞争力概要', blocks: competitivenessBlocks });

  // The conclusions lead: what the sections above found, in a handful of sentences.
  const topLinks = links
    .filter((n) => n.level === 3 && count(n.id, regional.local) > 0)
    .sort((a, b) => count(b.id, regional.local) - count(a.id, regional.local) || a.id - b.id);
  const linksText = (list: typeof links, shown: number) =>
    list
      .slice(0, shown)
      .map((n) => `${n.name}（${formatCount(count(n.id, regional.local))} 家）`)
      .join('、');
  const trend =
    local.newprev12m > 0
      ? `近12个月新增本链企业 ${formatCount(local.newlast12m)} 家，较之前12个月${changeWord(local.newlast12m, local.newprev12m)}。`
      : `近12个月新增本链企业 ${formatCount(local.newlast12m)} 家（之前12个月无新增，无可比数据）。`;
  let points: (string | null)[];
  if (thin) {
    points = [
      `${thinSaid}，本报告不判断强链、补链、延链，不做竞争力评分与排名，也不列招商建议。`,
      topLinks.length > 0 ? `这些企业所在的环节：${linksText(topLinks, 5)}。` : null,
      `全国本链企业共 ${formatCount(national.enterprisecount)} 家，${region.name}占 ${shareText(local.enterprisecount, national.enterprisecount)}。`,
      local.enterprisecount > 0 ? trend : null,
    ];
  } else {
    const labelText = (['强链', '补链', '延链'] as const)
      .map((label) => ({ label, names: withLabel(label) }))
      .filter((x) => x.names.length > 0)
      .map((x) => `${x.label} ${x.names.length} 个（${someOf(x.names)}）`);
    const stageText = stages
      .map((s) => `${s.stage} ${formatCount(count(s.id, regional.local))} 家`)
      .join('、');
    points = [
      nationwide
        ? `全国共有 ${formatCount(local.enterprisecount)} 家企业归属${chain.name}产业链：${stageText}。`
        : `${region.name}共有${chain.name}产业链企业 ${formatCount(local.enterprisecount)} 家，占全国本链企业的 ${shareText(local.enterprisecount, national.enterprisecount)}；其中上市企业 ${formatCount(local.listedcount)} 家、专精特新企业 ${formatCount(local.srdicount)} 家。`,
      topLinks.length > 0 ? `企业最多的环节：${linksText(topLinks, 3)}。` : null,
      nationwide
        ? '全国范围不判断强链、补链、延链，也不做竞争力比较，请选择省、市或区县查看。'
        : labelText.length > 0
          ? `环节判定：${labelText.join('；')}。`
          : `${region.name}本链暂无满足强链、补链或延链条件的环节。`,
      trend,
      c ? competitivenessPoint(c) : null,
    ];
  }
  sections.unshift(conclusionsSection(points));

  return {
    kind: 'chain',
    title: chainReportTitle(chain.name, region),
    subtitle: regionName(region),
    asof,
    demo,
    sources: [
      `产业链企业归属：按经营范围、产品、专利、中标项目与行业分类的规则把企业归入环节，统计确认与较可能的归属（注销、吊销企业不计）；再按地区汇总为地区统计`,
      `区位熵与强链、补链、延链：${GAP_RULE_TEXT.强链}；${GAP_RULE_TEXT.补链}；${GAP_RULE_TEXT.延链}`,
      LEADER_RULE_TEXT,
      `补链招商建议：${SCORE_RULES.join('；')}`,
      '竞争力：企业竞争力、生产要素、创新环境、市场竞争力四个维度13项指标，数据来自地区统计，与同级地区比较',
      ...(demo
        ? ['演示数据：企业及其专利、融资、招投标等事实为生成的演示数据，不代表真实企业']
        : []),
    ],
    sections,
  };
}

export function chainReportTitle(chainName: string, region: RegionRef): string {
  return `${chainName}产业链报告（${region.name}）`;
}

export const chainReportBuilder: ReportBuilder<ChainReportParams> = {
  kind: 'chain',
  params: chainReportParamsSchema,
  title: async (db, p) =>
    chainReportTitle((await loadChain(db, p.chain)).chain.name, reportRegion(p.region)),
  build: async (db, user, p) => {
    await assertKindScreen(db, user, 'chain');
    return buildChainReport(db, p);
  },
};

registerReportBuilder(chainReportBuilder);
