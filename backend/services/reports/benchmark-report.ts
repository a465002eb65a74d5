import { sql } from 'drizzle-orm';
import { COMPETITIVENESS_DIMENSIONS, DEFAULT_WEIGHTS, type RegionRef } from '@/lib/contract/chains';
import type { CompareEnterprise } from '@/lib/contract/compare';
import {
  REPORT_KIND_MESSAGES,
  SCORECARD_DIMENSIONS,
  benchmarkReportParamsSchema,
  type BenchmarkReportParams,
  type EnterpriseBenchmarkParams,
  type RegionBenchmarkParams,
} from '@/lib/contract/report-kinds';
import type { ReportBlock, ReportDocument, ReportSection } from '@/lib/contract/reports';
import { chinaDay, formatCount, formatWanYuan, toFixedHalfUp } from '@/lib/format';
import { profileHref } from '@/lib/site/enterprise-routes';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { scorecardFacts, type ScorecardFacts } from '../../db/queries/benchmark';
import { statsAsOf } from '../../db/queries/chains';
import { stepFinishedAt } from '../../db/queries/regional';
import { AppError } from '../../http/errors';
import { INDICATORS, scoreRegions } from '../chains/competitiveness';
import { regionInputs } from '../chains/figures';
import { loadChain } from '../chains/tree';
import { compareEnterprises } from '../compare/compare';
import { quotaDay } from '../search/export-quota';
import {
  assertKindScreen,
  hasDemoData,
  indicatorUnit,
  indicatorValue,
  regionName,
  reportRegion,
} from './kind-common';
import {
  conclusionsSection,
  isThin,
  MIN_ENTERPRISES,
  oneLine,
  rankItems,
  rankText,
  THIN,
  thinText,
} from './conclusions';
import { registerReportBuilder, type ReportBuilder } from './registry';
import {
  RECRUITMENT_WINDOW_DAYS,
  SCORECARD_FORMULAS,
  SCORECARD_WINDOW_DAYS,
  scorecard,
  type ScorecardInputs,
} from './scorecard';

// 对标报告 (/cyl/yjbg/dbbg, docs/report-kinds.md): a region against 2–5 peer regions of its
// level on a chain's competitiveness indicators (competitiveness.ts, normalised within the
// chosen set), or an enterprise against 2–5 peers on the scorecard (scorecard.ts). Every score
// sits beside the raw numbers it comes from. Both open with their conclusions; a zero score or
// a region with too few enterprises on the chain is not ranked (regions that all score 0 have
// no first), and what has nothing to show is one line.

const LEVEL_NAMES = ['全国', '省级地区', '地级市', '区县'] as const;

// ---- Region benchmark ----

/** An indicator's raw value with its unit, as 竞争力分析 writes it. */
function formatIndicatorValue(value: number, unit: string): string {
  if (unit === '万元') return formatWanYuan(value);
  if (unit === '%') return `${toFixedHalfUp(value, 1)}%`;
  if (unit === '' || unit === '件/家') return `${toFixedHalfUp(value, 2)}${unit ? ` ${unit}` : ''}`;
  return `${formatCount(value)} ${unit}`;
}

export async function buildRegionBenchmark(
  db: Database,
  p: RegionBenchmarkParams,
): Promise<ReportDocument> {
  const region = reportRegion(p.region);
  if (region.level === 0) throw new AppError(400, REPORT_KIND_MESSAGES.benchmarkNational);
  const peers = p.peers.map(reportRegion);
  for (const peer of peers) {
    if (peer.level !== region.level)
      throw new AppError(400, REPORT_KIND_MESSAGES.peerLevel(peer.name, LEVEL_NAMES[region.level]));
  }
  const loaded = await loadChain(db, p.chain);
  const chainName = loaded.chain.name;
  const set: RegionRef[] = [region, ...peers];
  const asof = await statsAsOf(db);
  const demo = await hasDemoData(db);
  const inputs = await regionInputs(
    db,
    loaded,
    region.level,
    set,
    sql`s.region_code in (${sql.join(
      set.map((r) => sql`${r.code}`),
      sql`, `,
    )})`,
  );
  const scored = set.map((r) => {
    const enterprises = inputs.get(r.code)!.figures.enterprisecount;
    return {
      region: r,
      enterprises,
      thin: isThin(enterprises),
      result: scoreRegions(r.code, inputs, DEFAULT_WEIGHTS, asof),
    };
  });
  // A region too thin to judge is not ranked, nor is a zero score: regions that all score 0
  // have no first. Ties share a rank.
  const ranked = rankItems(scored, (s) => (s.thin ? 0 : s.result.overall.score));
  const rankOfRegion = new Map(ranked.map((r) => [r.item.region.code, r.rank]));
  const anyRanked = ranked.some((r) => r.rank !== null);
  const allZero = scored.every((s) => s.result.overall.score === 0);
  const own = scored[0]!;
  const dims = own.result.dimensions;
  const missing = dims.flatMap((d) => d.missing.map((m) => m.name));
  const thinRegions = scored.filter((s) => s.thin);
  const countsText = scored
    .map((s) => `${s.region.name} ${formatCount(s.enterprises)} 家`)
    .join('、');
  const thinSaid = `${THIN}：所选 ${set.length} 个地区的${chainName}产业链企业均少于 ${MIN_ENTERPRISES} 家（${countsText}），不做排名`;
  const rawOf = (code: string, i: (typeof INDICATORS)[number]) =>
    Number(toFixedHalfUp(i.value(inputs.get(code)!), 2));

  const summaryBlocks: ReportBlock[] = anyRanked
    ? [
        {
          type: 'figures',
          items: [
            {
              label: '综合得分',
              value: toFixedHalfUp(own.result.overall.score, 1),
              source: `${set.length} 个地区中的标准化得分`,
            },
            {
              label: '综合排名',
              value: own.thin ? THIN : rankText(rankOfRegion.get(region.code) ?? null, set.length),
            },
            ...dims.map((d) => ({
              label: d.name,
              value: toFixedHalfUp(d.score, 1),
              change: `排名 ${own.thin ? THIN : rankText(d.rank, set.length)}`,
              source: `权重 ${d.weight}%`,
            })),
          ],
        },
      ]
    : oneLine(allZero ? `各地区综合得分均为 0，不排名` : thinSaid);
  const chartBlocks: ReportBlock[] = anyRanked
    ? [
        {
          type: 'radar',
          title: '各维度得分（0–100）',
          indicators: dims.map((d) => ({ name: d.name, weight: d.weight })),
          series: scored.map((s) => ({
            name: s.region.name,
            values: s.result.dimensions.map((d) => d.score),
          })),
        },
        {
          type: 'bars',
          title: '综合得分',
          items: scored.map((s) => ({ label: s.region.name, value: s.result.overall.score })),
        },
        {
          type: 'table',
          caption: '得分与权重',
          columns: ['地区', '综合得分', '排名', ...dims.map((d) => `${d.name}（${d.weight}%）`)],
          rows: scored.map((s) => [
            s.region.name,
            s.result.overall.score,
            s.thin ? THIN : rankText(rankOfRegion.get(s.region.code) ?? null, set.length),
            ...s.result.dimensions.map((d) => d.score),
          ]),
        },
        ...(thinRegions.length > 0
          ? oneLine(
              `${thinRegions.map((s) => s.region.name).join('、')}本链企业少于 ${MIN_ENTERPRISES} 家，${THIN}，得分仅供参考，不参与排名`,
            )
          : []),
      ]
    : oneLine(allZero ? '各地区得分均为 0，没有可比较的图表' : `${thinSaid}，不作图比较`);
  const inputBlocks: ReportBlock[] = allZero
    ? oneLine(`所选地区的${chainName}产业链指标原值均为 0`)
    : [
        {
          type: 'table',
          caption: '指标原值（每个得分均由此计算）',
          columns: ['维度', '指标', '单位', ...set.map((r) => r.name), '来源'],
          rows: INDICATORS.map((i) => [
            dims.find((d) => d.key === i.dimension)!.name,
            i.name,
            indicatorUnit(i.unit),
            ...set.map((r) => indicatorValue(rawOf(r.code, i), i.unit)),
            i.source,
          ]),
        },
        ...(anyRanked
          ? [
              {
                type: 'table' as const,
                caption: '标准化得分（0–100）',
                columns: ['指标', ...set.map((r) => r.name)],
                rows: INDICATORS.map((i) => [
                  i.name,
                  ...scored.map(
                    (s) =>
                      s.result.dimensions.flatMap((d) => d.indicators).find((x) => x.key === i.key)!
                        .normalized,
                  ),
                ]),
              },
            ]
          : []),
        ...(missing.length > 0
          ? oneLine(`以下评价指标暂无数据来源，未计入：${missing.join('、')}`)
          : []),
      ];

  // The conclusions: who leads, where the subject stands, its strongest and weakest points.
  let points: (string | null)[];
  if (!anyRanked) {
    points = [
      `${thinSaid}。`,
      allZero ? '各地区综合得分均为 0，没有地区排名第一。' : null,
      '请选择本链企业较多的地区对标，或在产业链报告中查看各地区的企业分布。',
    ];
  } else {
    const order = ranked
      .filter((r) => r.rank !== null)
      .map(
        (r) =>
          `${r.item.region.name}（第 ${r.rank}，${toFixedHalfUp(r.item.result.overall.score, 1)} 分）`,
      );
    const unranked = ranked
      .filter((r) => r.rank === null)
      .map((r) =>
        r.item.thin
          ? `${r.item.region.name}（本链企业 ${formatCount(r.item.enterprises)} 家，${THIN}）`
          : `${r.item.region.name}（得分为零）`,
      );
    // The indicator where the subject trails the best region by the widest normalised margin.
    const gap = own.thin
      ? null
      : INDICATORS.map((i) => {
          const best = scored.reduce((a, b) =>
            rawOf(b.region.code, i) > rawOf(a.region.code, i) ? b : a,
          );
          const norm = (s: (typeof scored)[number]) =>
            s.result.dimensions.flatMap((d) => d.indicators).find((x) => x.key === i.key)!
              .normalized;
          return { i, best, margin: norm(best) - norm(own) };
        })
          .filter((g) => g.margin > 0)
          .sort((a, b) => b.margin - a.margin)[0];
    const byScore = [...dims].sort((a, b) => b.score - a.score);
    points = [
      `综合排名：${order.join('、')}${unranked.length > 0 ? `；${unranked.join('、')}不排名` : ''}。`,
      own.thin
        ? `${thinText(region.name, `${chainName}产业链企业`, own.enterprises)}，不参与排名。`
        : `${region.name}综合得分 ${toFixedHalfUp(own.result.overall.score, 1)}，${rankText(rankOfRegion.get(region.code) ?? null, set.length)}；${byScore[0]!.name}最强（${toFixedHalfUp(byScore[0]!.score, 1)} 分），${byScore.at(-1)!.name}最弱（${toFixedHalfUp(byScore.at(-1)!.score, 1)} 分）。`,
      gap
        ? `差距最大的指标是${gap.i.name}：${region.name} ${formatIndicatorValue(rawOf(region.code, gap.i), gap.i.unit)}，${gap.best.region.name} ${formatIndicatorValue(rawOf(gap.best.region.code, gap.i), gap.i.unit)}。`
        : null,
      `本链企业数：${countsText}。`,
    ];
  }

  const sections: ReportSection[] = [
    conclusionsSection(points),
    {
      key: 'summary',
      title: '对标得分',
      blocks: [
        {
          type: 'paragraph',
          text: `以${region.name}为本体，与${peers.map((x) => x.name).join('、')}对标${chainName}产业链竞争力。13项指标在这 ${set.length} 个地区之间按最小—最大值标准化为0–100（最高者100、最低者0），维度得分为其指标的平均，综合得分 = 10 × Σ 维度权重% × 维度得分（满分1000）；得分为零或本链企业少于 ${MIN_ENTERPRISES} 家的地区不排名，并列者同名次。`,
        },
        ...summaryBlocks,
      ],
    },
    { key: 'charts', title: '维度得分', blocks: chartBlocks },
    { key: 'inputs', title: '指标原值与标准化得分', blocks: inputBlocks },
  ];
  return {
    kind: 'benchmark',
    title: regionBenchmarkTitle(loaded.chain.name, region),
    subtitle: `${regionName(region)} 对标 ${peers.map((x) => x.name).join('、')}`,
    asof,
    demo,
    sources: [
      '地区指标：产业链企业归属与地区统计；指标定义见竞争力分析',
      `权重：${COMPETITIVENESS_DIMENSIONS.map((k) => `${dims.find((d) => d.key === k)!.name} ${DEFAULT_WEIGHTS[k]}%`).join('、')}；维度内各指标等权`,
      '标准化只在本报告所选地区之间进行，因此与竞争力分析（与全部同级地区比较）的得分不同',
      ...(demo ? ['演示数据：企业及其事实为生成的演示数据，不代表真实企业'] : []),
    ],
    sections,
  };
}

export const regionBenchmarkTitle = (chainName: string, region: RegionRef) =>
  `${chainName}产业链对标报告（${region.name}）`;

// ---- Enterprise benchmark ----

/** The scorecard inputs of one enterprise from the comparison record and its facts. */
export function scorecardInputs(e: CompareEnterprise, f: ScorecardFacts): ScorecardInputs {
  return {
    capital: f.capital,
    staff: e.insured_count ?? f.reportStaff,
    age: e.age_years,
    industryRank: f.live ? f.above + 1 : null,
    industryTotal: f.industryTotal,
    patents: e.patents.total,
    inventions: e.patents.invention,
    tags: e.tags,
    bidWins: f.bidWins,
    posts: f.posts,
    revenue: f.revenue,
    penalties: f.penalties,
    defendant: f.defendant,
    status: e.status,
    auctions: f.auctions,
    capitalChange:
      f.capitalFrom !== null && f.capitalTo !== null
        ? { from: f.capitalFrom, to: f.capitalTo }
        : null,
    insuredLatest: f.insuredLatest,
    insuredPrevious: f.insuredPrevious,
  };
}

const dash = (v: number | null, unit = '') => (v === null ? '未披露' : `${v}${unit}`);

/** The raw inputs table: one row per input, one column per enterprise. */
function inputRows(list: { e: CompareEnterprise; f: ScorecardFacts; x: ScorecardInputs }[]) {
  const row = (dim: string, name: string, get: (i: (typeof list)[number]) => string | number) => [
    dim,
    name,
    ...list.map(get),
  ];
  return [
    row('基础实力', '注册资本（人民币）', (i) => formatWanYuan(i.x.capital)),
    row('基础实力', '人员（参保人数/年报从业人数）', (i) => dash(i.x.staff, '人')),
    row('基础实力', '成立年限', (i) => `${i.x.age}年`),
    row('行业地位', '行业大类×省份排名', (i) =>
      i.x.industryRank === null
        ? '不参与排名（非存续）'
        : `${i.x.industryRank} / ${i.x.industryTotal}`,
    ),
    row('创新能力', '专利（其中发明）', (i) => `${i.x.patents}（${i.x.inventions}）`),
    row('创新能力', '资质标签', (i) => i.x.tags.join('、') || '无'),
    row('经营状况', '近三年中标', (i) => i.x.bidWins),
    row('经营状况', '近一年招聘岗位', (i) => i.x.posts),
    row('经营状况', '最近年报营业收入', (i) =>
      i.x.revenue === null ? '未披露' : `${formatWanYuan(i.x.revenue)}（${i.f.revenueYear}年）`,
    ),
    row('法律风险', '近三年行政处罚', (i) => i.x.penalties),
    row('法律风险', '近三年作为被告的裁判文书', (i) => i.x.defendant),
    row('信用', '登记状态', (i) => i.x.status),
    row('信用', '近三年司法拍卖', (i) => i.x.auctions),
    row('成长性', '近三年注册资本变更', (i) =>
      i.x.capitalChange
        ? `${i.f.capitalChanges}次：${formatWanYuan(i.x.capitalChange.from)} → ${formatWanYuan(i.x.capitalChange.to)}`
        : '无变更',
    ),
    row('成长性', '年报参保人数（最近两年）', (i) =>
      i.x.insuredLatest === null
        ? '未披露'
        : `${dash(i.x.insuredPrevious)} → ${i.x.insuredLatest}（${i.f.insuredYear}年）`,
    ),
  ];
}

export async function buildEnterpriseBenchmark(
  db: Database,
  p: EnterpriseBenchmarkParams,
  clock: Clock,
): Promise<ReportDocument> {
  // Windows end on the data's as-of date, so the same data gives the same document; before
  // the data has one, on today, which is then the document's as-of.
  const today = chinaDay(await stepFinishedAt(db, 'rankings')) ?? quotaDay(clock.now());
  const ids = [p.qyid, ...p.peers];
  const enterprises = await compareEnterprises(db, ids, today);
  const facts = new Map(
    (await scorecardFacts(db, ids, today, SCORECARD_WINDOW_DAYS, RECRUITMENT_WINDOW_DAYS)).map(
      (f) => [f.id, f],
    ),
  );
  const demo = await hasDemoData(db);
  const list = enterprises.map((e) => {
    const f = facts.get(Number(e.ID_))!;
    const x = scorecardInputs(e, f);
    return { e, f, x, card: scorecard(x) };
  });
  const subject = list[0]!;
  const names = list.map((l) => l.e.qymc);
  // Ties share a rank and a zero score has none (rankItems), as in every report.
  const overallRank = new Map(
    rankItems(list, (l) => l.card.overall).map((r) => [r.item.e.ID_, r.rank]),
  );
  const scoreOf = (l: (typeof list)[number], key: string) =>
    l.card.dimensions.find((x) => x.key === key)!.score;
  const dimensionRank = (key: string) =>
    new Map(rankItems(list, (l) => scoreOf(l, key)).map((r) => [r.item.e.ID_, r.rank]));
  const subjectRanks = subject.card.dimensions.map((d) => ({
    d,
    rank: dimensionRank(d.key).get(subject.e.ID_) ?? null,
    best: list.reduce((a, b) => (scoreOf(b, d.key) > scoreOf(a, d.key) ? b : a)),
  }));

  // The conclusions: who leads, where the subject stands, what it leads in, its widest gap.
  const order = rankItems(list, (l) => l.card.overall);
  // First and ahead of someone: a score every enterprise shares leads nothing.
  const leading = subjectRanks
    .filter((r) => r.rank === 1 && list.some((l) => scoreOf(l, r.d.key) < r.d.score))
    .map((r) => r.d.name);
  const widest = subjectRanks
    .map((r) => ({ ...r, margin: scoreOf(r.best, r.d.key) - r.d.score }))
    .filter((r) => r.margin > 0)
    .sort((a, b) => b.margin - a.margin || b.d.weight - a.d.weight)[0];
  const risk = subject.x.penalties + subject.x.defendant + subject.x.auctions;
  const points = [
    `综合排名：${order
      .map(
        (r) =>
          `${r.item.e.qymc}（${r.rank === null ? '为零，不排名' : `第 ${r.rank}`}，${toFixedHalfUp(r.item.card.overall, 1)} 分）`,
      )
      .join('、')}。`,
    leading.length > 0
      ? `${subject.e.qymc}领先的维度：${leading.join('、')}。`
      : `${subject.e.qymc}没有领先的维度。`,
    widest
      ? `差距最大的维度是${widest.d.name}：${subject.e.qymc} ${toFixedHalfUp(widest.d.score, 1)} 分，${widest.best.e.qymc} ${toFixedHalfUp(scoreOf(widest.best, widest.d.key), 1)} 分。`
      : null,
    risk > 0
      ? `风险提示：${subject.e.qymc}近三年行政处罚 ${subject.x.penalties} 起、作为被告的裁判文书 ${subject.x.defendant} 件、司法拍卖 ${subject.x.auctions} 次。`
      : `${subject.e.qymc}近三年无行政处罚、作为被告的裁判文书和司法拍卖。`,
  ];
  const sections: ReportSection[] = [
    conclusionsSection(points),
    {
      key: 'summary',
      title: '对标得分',
      blocks: [
        {
          type: 'paragraph',
          text: `以${subject.e.qymc}为本体，与${names.slice(1).join('、')}对标。七个维度各按固定公式计为0–100分（与参与对标的企业无关，增减对标企业不改变其他企业的得分），综合得分 = Σ 维度权重% × 维度得分（满分100）；并列者同名次，得分为零不排名。`,
        },
        {
          type: 'figures',
          items: [
            { label: '综合得分', value: toFixedHalfUp(subject.card.overall, 1), source: '满分100' },
            {
              label: '对标排名',
              value: rankText(overallRank.get(subject.e.ID_) ?? null, list.length),
            },
            ...subjectRanks.map(({ d, rank }) => ({
              label: d.name,
              value: toFixedHalfUp(d.score, 1),
              change: `排名 ${rankText(rank, list.length)}`,
              source: `权重 ${d.weight}%`,
            })),
          ],
        },
      ],
    },
    {
      key: 'charts',
      title: '维度得分',
      blocks: [
        {
          type: 'radar',
          title: '各维度得分（0–100）',
          indicators: SCORECARD_DIMENSIONS.map((d) => ({ name: d.name, weight: d.weight })),
          series: list.map((l) => ({
            name: l.e.qymc,
            values: l.card.dimensions.map((d) => d.score),
          })),
        },
        {
          type: 'bars',
          title: '综合得分',
          items: list.map((l) => ({ label: l.e.qymc, value: l.card.overall })),
        },
        {
          type: 'table',
          caption: '得分与权重',
          columns: [
            '企业',
            '综合得分',
            ...SCORECARD_DIMENSIONS.map((d) => `${d.name}（${d.weight}%）`),
          ],
          rows: list.map((l) => [
            l.e.qymc,
            l.card.overall,
            ...l.card.dimensions.map((d) => d.score),
          ]),
          links: list.map((l) => profileHref(l.e.ID_)),
        },
      ],
    },
    {
      key: 'inputs',
      title: '评分依据',
      blocks: [
        {
          type: 'table',
          caption: `原始数据（截至 ${today}；近三年为 ${SCORECARD_WINDOW_DAYS} 天）`,
          columns: ['维度', '数据项', ...names],
          rows: inputRows(list),
        },
        {
          type: 'table',
          caption: '评分公式与权重',
          columns: ['维度', '权重', '公式'],
          rows: SCORECARD_DIMENSIONS.map((d) => [
            d.name,
            `${d.weight}%`,
            SCORECARD_FORMULAS[d.key],
          ]),
        },
        {
          type: 'notice',
          text: '经营异常名录暂无数据来源：信用维度按登记状态与司法拍卖计算；未披露的年报数值按0计（成长性按中性50分计）',
        },
      ],
    },
  ];
  return {
    kind: 'benchmark',
    title: enterpriseBenchmarkTitle(subject.e.qymc),
    subtitle: `对标 ${names.slice(1).join('、')}`,
    asof: today,
    demo,
    sources: [
      '企业信息：工商登记（注册资本、成立日期、登记状态、资质标签）、参保人数与企业年报（从业人数、参保人数、营业收入）',
      '专利、招投标（中标）、招聘信息、行政处罚、裁判文书（作为被告）、司法拍卖、变更记录（注册资本变更）',
      '行业地位：注册资本在同省份、同行业大类存续企业中的排名（登记数据测算，按工商登记信息计算）',
      `权重：${SCORECARD_DIMENSIONS.map((d) => `${d.name} ${d.weight}%`).join('、')}`,
      ...(demo ? ['演示数据：企业及其事实为生成的演示数据，不代表真实企业'] : []),
    ],
    sections,
  };
}

export const enterpriseBenchmarkTitle = (name: string) => `${name}对标报告`;

export async function buildBenchmarkReport(
  db: Database,
  p: BenchmarkReportParams,
  clock: Clock,
): Promise<ReportDocument> {
  return p.subject === 'region'
    ? buildRegionBenchmark(db, p)
    : buildEnterpriseBenchmark(db, p, clock);
}

async function benchmarkTitle(db: Database, p: BenchmarkReportParams): Promise<string> {
  if (p.subject === 'region')
    return regionBenchmarkTitle((await loadChain(db, p.chain)).chain.name, reportRegion(p.region));
  const [e] = await compareEnterprises(db, [p.qyid], '2000-01-01');
  return enterpriseBenchmarkTitle(e!.qymc);
}

export const benchmarkReportBuilder: ReportBuilder<BenchmarkReportParams> = {
  kind: 'benchmark',
  params: benchmarkReportParamsSchema,
  title: benchmarkTitle,
  build: async (db, user, p, clock) => {
    await assertKindScreen(db, user, 'benchmark');
    return buildBenchmarkReport(db, p, clock);
  },
};

registerReportBuilder(benchmarkReportBuilder);
