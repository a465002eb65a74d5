import { sql } from 'drizzle-orm';
import { NATIONAL_REGION, STRENGTH_CLASSES, type RegionRef } from '@/lib/contract/chains';
import { parksParamsSchema } from '@/lib/contract/parks';
import { RANKING_LISTS, type HgjjAnswer, type HgjjPeer } from '@/lib/contract/regional';
import {
  REPORT_KIND_MESSAGES,
  regionalReportParamsSchema,
  type RegionalReportParams,
} from '@/lib/contract/report-kinds';
import type { ReportBlock, ReportDocument, ReportSection } from '@/lib/contract/reports';
import { formatCount, formatWanYuan, regionPathName, toFixedHalfUp } from '@/lib/format';
import { profileHref } from '@/lib/site/enterprise-routes';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { allChainsOfLevel, listChains } from '../../db/queries/chains';
import { chainNames, parkPage } from '../../db/queries/parks';
import { rankingPage, stepFinishedAt } from '../../db/queries/regional';
import { AppError } from '../../http/errors';
import { chainLocationQuotient } from '../chains/competitiveness';
import { strengthOf, tooThinToJudge } from '../chains/gaps';
import { regionColumnCondition } from '../chains/regions';
import { loadChain, regionalChain } from '../chains/tree';
import { regionEconomy, regionPeers } from '../form-query/regional';
import { parkListCondition, parkListOrder, parkRecord } from '../parks/records';
import { rankingFilter, rankingRecord } from '../regional/ranking-records';
import { assertKindScreen, hasDemoData, regionName, reportRegion, shareText } from './kind-common';
import {
  conclusionsSection,
  isThin,
  MIN_ENTERPRISES,
  oneLine,
  rankItems,
  rankText,
  someOf,
  THIN,
  thinText,
} from './conclusions';
import { registerReportBuilder, type ReportBuilder } from './registry';

// 区域报告 (/cyl/yjbg/qjbg, docs/report-kinds.md): a province's or a city's economy as 宏观经济
// computes it (registry figures and the official statistics, never in one table), its
// structure, qualifications, chains with their strength and gaps, parks, leading enterprises
// and its peers of the same level. Every figure is read through the existing services. It
// opens with its conclusions; a chain with fewer local enterprises than the chain rules'
// minimum is marked 数据不足 rather than weak, and is named in no strength conclusion.

export const PARKS_SHOWN = 10;
export const LEADERS_SHOWN = 10;
/** The monthly series shows the last two years of full months. */
export const SERIES_MONTHS = 24;

const STRENGTH_LABEL = new Map<string, string>(STRENGTH_CLASSES.map((s) => [s.value, s.label]));
const change = (c: number | null) =>
  c === null ? '同比 —（上年同期为0）' : `同比 ${c > 0 ? '+' : ''}${toFixedHalfUp(c, 1)}%`;

function assertRegionalLevel(region: RegionRef): void {
  if (region.level !== 1 && region.level !== 2)
    throw new AppError(400, REPORT_KIND_MESSAGES.regionalLevel);
}

function registrySection(economy: HgjjAnswer, label: string): ReportSection {
  const r = economy.registry;
  const full = r.monthly.slice(0, -1).slice(-SERIES_MONTHS);
  return {
    key: 'registry',
    title: '经济概况（登记数据测算）',
    blocks: [
      {
        type: 'paragraph',
        text: `以下数据由工商登记信息测算（${label}），不是官方统计：存续企业为未注销、未吊销的企业；注销/吊销按其最近一次登记状态变更记录计入当月；最近一个月尚未结束，不计入同比。`,
      },
      {
        type: 'figures',
        items: [
          { label: '存续企业', value: `${formatCount(r.enterprisecount)} 家`, source: label },
          { label: '注册资本合计', value: formatWanYuan(r.registeredcapital), source: label },
          {
            label: '占全国存续企业',
            value: `${toFixedHalfUp(r.nationalshare, 2)}%`,
            source: label,
          },
          {
            label: '近12个月新注册',
            value: `${formatCount(r.last12.registrations)} 家`,
            change: change(r.last12.yoy.registrations),
            source: label,
          },
          {
            label: '近12个月注销/吊销',
            value: `${formatCount(r.last12.cancellations)} 家`,
            change: change(r.last12.yoy.cancellations),
            source: label,
          },
          {
            label: '近12个月净增',
            value: `${formatCount(r.last12.net)} 家`,
            change: change(r.last12.yoy.net),
            source: label,
          },
          {
            label: '近12个月新增注册资本',
            value: formatWanYuan(r.last12.capitaladded),
            source: label,
          },
        ],
      },
      {
        type: 'series',
        title: '每月新注册、注销/吊销与净增',
        unit: '家',
        x: full.map((m) => m.month),
        series: [
          { name: '新注册', values: full.map((m) => m.registrations) },
          { name: '注销/吊销', values: full.map((m) => m.cancellations) },
          { name: '净增', values: full.map((m) => m.net) },
        ],
      },
    ],
  };
}

function officialSection(economy: HgjjAnswer): ReportSection {
  const values = economy.official;
  const blocks: ReportBlock[] = [];
  if (values.length === 0) {
    blocks.push({ type: 'notice', text: REPORT_KIND_MESSAGES.noOfficial });
  } else {
    if (values.some((v) => v.demo))
      blocks.push({
        type: 'notice',
        text: `${REPORT_KIND_MESSAGES.demoOfficial}：标注“演示数据”的数值为生成的示例，不是统计部门发布的数字`,
      });
    blocks.push({
      type: 'table',
      caption: '官方统计（每个数值注明期间与发布机构）',
      columns: ['指标', '期间', '数值', '单位', '来源'],
      rows: values.map((v) => [
        v.label,
        v.period,
        v.value,
        v.unit,
        v.demo ? REPORT_KIND_MESSAGES.demoOfficial : v.source,
      ]),
    });
  }
  return { key: 'official', title: '官方统计', blocks };
}

function structureSection(economy: HgjjAnswer, label: string): ReportSection {
  const r = economy.registry;
  return {
    key: 'structure',
    title: '产业结构与资质企业',
    blocks: [
      {
        type: 'paragraph',
        text: `存续企业按国民经济行业分类（GB/T 4754-2017）门类与三次产业（国家统计局《三次产业划分规定》）统计（${label}）。`,
      },
      {
        type: 'table',
        caption: '三次产业',
        columns: ['产业', '企业数', '占比'],
        rows: r.sectors.map((s) => [s.sector, s.count, `${toFixedHalfUp(s.share, 1)}%`]),
      },
      {
        type: 'bars',
        title: '各门类企业数',
        unit: '家',
        items: r.categories.map((c) => ({ label: c.name, value: c.count })),
      },
      {
        type: 'table',
        caption: '企业最多的行业大类',
        columns: ['行业大类', '企业数'],
        rows: r.topindustries.map((t) => [t.name, t.count]),
      },
      {
        type: 'figures',
        items: r.qualifications.map((q) => ({
          label: q.tag,
          value: `${formatCount(q.count)} 家`,
          source: label,
        })),
      },
    ],
  };
}

/** A chain in the region as the chains section states it, for the conclusions too. */
type ChainLine = {
  name: string;
  enterprises: number;
  /** Some enterprises here, but fewer than the chain rules need to judge it. */
  thin: boolean;
  strength: string;
  labels: Record<'强链' | '补链' | '延链', number>;
};

async function chainsSection(
  db: Database,
  region: RegionRef,
): Promise<{ section: ReportSection; chains: ChainLine[]; gapLinks: string[] }> {
  const chains = await listChains(db);
  const within = regionColumnCondition(region, sql`s.region_code`);
  const allHere = (await allChainsOfLevel(db, region.level, within)).get(region.code) ?? 0;
  const allNational = (await allChainsOfLevel(db, 0, sql`true`)).get(NATIONAL_REGION) ?? 0;
  const lines: ChainLine[] = [];
  const rows: (string | number | null)[][] = [];
  const gapLinks: string[] = [];
  for (const c of chains) {
    const loaded = await loadChain(db, c.code);
    const regional = await regionalChain(db, loaded, region);
    const local = regional.chainLocal;
    const lq = chainLocationQuotient({
      figures: local,
      coveredLinks: 0,
      links: 0,
      allChains: allHere,
      national: { chain: regional.chainNational.enterprisecount, allChains: allNational },
    });
    const labels = [...regional.gaps.values()].map((g) => g.label);
    const n = (label: string) => labels.filter((l) => l === label).length;
    // The chain screens' rule: a chain with too few local enterprises is not judged here.
    const thin = local.enterprisecount > 0 && tooThinToJudge(local.enterprisecount, false);
    const line: ChainLine = {
      name: c.name,
      enterprises: local.enterprisecount,
      thin,
      strength: thin
        ? THIN
        : STRENGTH_LABEL.get(
            strengthOf(local.enterprisecount > 0 ? lq : null, local.enterprisecount),
          )!,
      labels: { 强链: n('强链'), 补链: n('补链'), 延链: n('延链') },
    };
    lines.push(line);
    rows.push([
      c.name,
      local.enterprisecount,
      shareText(local.enterprisecount, regional.chainNational.enterprisecount),
      local.enterprisecount > 0 ? toFixedHalfUp(lq, 2) : '—',
      line.strength,
      line.labels.强链,
      line.labels.补链,
      line.labels.延链,
    ]);
    for (const node of loaded.nodes) {
      const gap = regional.gaps.get(node.id);
      if (gap?.label === '补链' || gap?.label === '延链')
        gapLinks.push(`${c.name}·${node.name}（${gap.label}）`);
    }
  }
  rows.sort((a, b) => Number(b[1]) - Number(a[1]));
  lines.sort((a, b) => b.enterprises - a.enterprises);
  const present = lines.filter((l) => l.enterprises > 0);
  const thinCount = lines.filter((l) => l.thin).length;
  const blocks: ReportBlock[] =
    present.length === 0
      ? oneLine(`${region.name}暂无归属各产业链的企业`)
      : [
          {
            type: 'paragraph',
            text: `各产业链在${region.name}的企业数（确认或较可能归属）与区位熵（本地该链企业占各链企业之和的比重 ÷ 全国该比重；≥1.2 强、0.8–1.2 中、<0.8 弱），以及按环节判定的强链、补链、延链个数；本地企业少于 ${MIN_ENTERPRISES} 家的产业链为${THIN}，不判断强弱。`,
          },
          {
            type: 'bars',
            title: '各产业链企业数',
            unit: '家',
            items: present.map((l) => ({ label: l.name, value: l.enterprises })),
          },
          {
            type: 'table',
            caption: '产业链强弱',
            columns: ['产业链', '企业数', '占全国', '区位熵', '强弱', '强链', '补链', '延链'],
            rows,
          },
          ...(thinCount > 0
            ? oneLine(
                `${thinCount} 条产业链本地企业不足 ${MIN_ENTERPRISES} 家，${THIN}，不判断强弱与强链、补链、延链`,
              )
            : []),
          gapLinks.length > 0
            ? { type: 'paragraph', text: `需要补链、延链的环节：${gapLinks.join('、')}。` }
            : { type: 'notice', text: `${region.name}暂无需要补链或延链的环节` },
        ];
  return { section: { key: 'chains', title: '重点产业链', blocks }, chains: lines, gapLinks };
}

async function parksSection(db: Database, region: RegionRef): Promise<ReportSection> {
  const params = parksParamsSchema.parse({ region: region.code, sort: 'enterprises' });
  const { rows, total } = await parkPage(
    db,
    parkListCondition(params, region),
    parkListOrder(params),
    PARKS_SHOWN,
    0,
  );
  const names = await chainNames(db);
  const records = rows.map((r) => parkRecord(r, names));
  return {
    key: 'parks',
    title: '产业园区',
    blocks:
      records.length === 0
        ? [{ type: 'notice', text: `${region.name}暂无收录的产业园区` }]
        : [
            {
              type: 'table',
              caption: `企业最多的园区（共 ${total} 个）`,
              columns: [
                '园区',
                '级别',
                '类型',
                '所在地区',
                '园区企业',
                '近12个月新增',
                '主导产业链',
                '来源',
              ],
              rows: records.map((p) => [
                p.name,
                p.level,
                p.type,
                regionPathName(p.region.path) || p.region.name,
                p.enterprisecount,
                p.newlast12m,
                p.leadingchains.map((c) => c.name).join('、') || '—',
                p.sourcelabel,
              ]),
              links: records.map((p) => `/yqhx?park=${encodeURIComponent(p.code)}`),
            },
          ],
  };
}

async function leadersSection(db: Database, region: RegionRef): Promise<ReportSection> {
  const blocks: ReportBlock[] = [];
  for (const key of ['listed', 'little-giant'] as const) {
    const list = RANKING_LISTS.find((l) => l.key === key)!;
    const found = await rankingPage(db, rankingFilter(key, region, undefined), LEADERS_SHOWN, 0);
    if (found.length === 0) {
      blocks.push({ type: 'notice', text: `${region.name}暂无${list.name}` });
      continue;
    }
    const records = found.map((r, i) => rankingRecord(r, i + 1));
    blocks.push({
      type: 'table',
      caption: `${list.name}（按榜单评分）`,
      columns: ['排名', '企业', '所在地区', '所属行业', '榜单评分'],
      rows: records.map((r) => [
        r.rank,
        r.qymc,
        regionPathName(r.region),
        r.industry,
        r.scoredisplay,
      ]),
      links: records.map((r) => profileHref(r.ID_)),
    });
  }
  return { key: 'leaders', title: '龙头企业', blocks };
}

function peersSection(region: RegionRef, peers: HgjjPeer[], label: string): ReportSection {
  return {
    key: 'peers',
    title: region.level === 1 ? '与各省比较' : '与省内各市比较',
    blocks: [
      {
        type: 'bars',
        title: '存续企业',
        unit: '家',
        items: [...peers]
          .sort((a, b) => b.enterprisecount - a.enterprisecount || a.code.localeCompare(b.code))
          .map((p) => ({
            label: p.code === region.code ? `${p.name}（本地区）` : p.name,
            value: p.enterprisecount,
          })),
      },
      {
        type: 'table',
        caption: `登记数据测算（${label}）；地区生产总值为官方统计，单列并注明期间与来源`,
        columns: [
          '地区',
          '存续企业',
          '近12个月新注册',
          '注销/吊销',
          '净增',
          '新增注册资本',
          '地区生产总值（亿元）',
          '期间与来源',
        ],
        rows: peers.map((p) => [
          p.code === region.code ? `${p.name}（本地区）` : p.name,
          p.enterprisecount,
          p.registrations12,
          p.cancellations12,
          p.net12,
          formatWanYuan(p.capitaladded12),
          p.gdp ? p.gdp.value : null,
          p.gdp
            ? `${p.gdp.period} · ${p.gdp.demo ? REPORT_KIND_MESSAGES.demoOfficial : p.gdp.source}`
            : '暂无官方统计',
        ]),
      },
    ],
  };
}

/**
 * The conclusions: the stock and its trend, the structure, the chains that stand out (thin ones
 * never do), and the place among the peers (a zero is not ranked).
 */
function regionalConclusions(
  region: RegionRef,
  economy: HgjjAnswer,
  chains: { chains: ChainLine[]; gapLinks: string[] },
  peers: HgjjPeer[],
): (string | null)[] {
  const r = economy.registry;
  if (isThin(r.enterprisecount))
    return [
      `${thinText(region.name, '存续企业', r.enterprisecount)}，不作结构、产业链与同级比较的判断。`,
    ];
  const net = r.last12.yoy.net;
  const sectors = [...r.sectors].sort((a, b) => b.count - a.count);
  const judged = chains.chains.filter((c) => c.enterprises > 0 && !c.thin);
  const strong = judged.filter((c) => c.strength === '强').map((c) => c.name);
  const peerRank = (valueOf: (p: HgjjPeer) => number) =>
    rankItems(peers, valueOf).find((x) => x.item.code === region.code)?.rank ?? null;
  const scope = region.level === 1 ? '各省' : '省内各市';
  return [
    `${region.name}现有存续企业 ${formatCount(r.enterprisecount)} 家，占全国 ${toFixedHalfUp(r.nationalshare, 2)}%；近12个月新注册 ${formatCount(r.last12.registrations)} 家、注销/吊销 ${formatCount(r.last12.cancellations)} 家，净增 ${formatCount(r.last12.net)} 家（${net === null ? '上年同期为0，无同比' : change(net)}）。`,
    sectors.length > 0 && r.topindustries.length > 0
      ? `${sectors[0]!.sector}企业占 ${toFixedHalfUp(sectors[0]!.share, 1)}%；企业最多的行业大类是${r.topindustries
          .slice(0, 3)
          .map((t) => `${t.name}（${formatCount(t.count)} 家）`)
          .join('、')}。`
      : null,
    judged.length > 0
      ? `本地企业最多的产业链是${judged
          .slice(0, 3)
          .map((c) => `${c.name}（${formatCount(c.enterprises)} 家，${c.strength}）`)
          .join('、')}${strong.length > 0 ? `；区位熵为强的产业链：${someOf(strong)}` : ''}。`
      : `各产业链在${region.name}的企业均少于 ${MIN_ENTERPRISES} 家，${THIN}，不判断产业链强弱。`,
    chains.gapLinks.length > 0
      ? `需要补链、延链的环节 ${chains.gapLinks.length} 个，如${chains.gapLinks.slice(0, 3).join('、')}。`
      : null,
    peers.length > 1
      ? `在${scope}中，存续企业数${rankText(
          peerRank((p) => p.enterprisecount),
          peers.length,
        )}，近12个月新注册${rankText(
          peerRank((p) => p.registrations12),
          peers.length,
        )}。`
      : null,
  ];
}

export function regionalReportTitle(region: RegionRef): string {
  return `${region.name}区域报告`;
}

export async function buildRegionalReport(
  db: Database,
  params: RegionalReportParams,
  clock: Clock,
): Promise<ReportDocument> {
  const region = reportRegion(params.region);
  assertRegionalLevel(region);
  const demo = await hasDemoData(db);
  const economy = await regionEconomy({ db, clock }, region);
  // One as-of for the report: the registry figures', which the derive pass computes with the
  // chain statistics (or theirs, before the registry figures have one).
  const asof = economy.asof ?? (await stepFinishedAt(db, 'chain-region-stats'));
  const label = demo ? '登记数据测算 · 演示数据' : '登记数据测算';
  const chains = await chainsSection(db, region);
  const peers = await regionPeers({ db, clock }, region);
  const sections = [
    conclusionsSection(regionalConclusions(region, economy, chains, peers)),
    registrySection(economy, label),
    officialSection(economy),
    structureSection(economy, label),
    chains.section,
    await parksSection(db, region),
    await leadersSection(db, region),
    peersSection(region, peers, label),
  ];
  return {
    kind: 'regional',
    title: regionalReportTitle(region),
    subtitle: regionName(region),
    asof,
    demo,
    sources: [
      '登记数据测算：按工商登记信息计算存续企业、每月新注册与注销/吊销、行业大类与资质标签',
      '官方统计：通过数据导入加载，每个数值注明期间与发布机构；与登记数据测算分开列示，不混合计算',
      '产业链：企业归属与地区统计，强链、补链、延链规则见产业链说明',
      '产业园区：园区企业按注册地址含园区名称或简称且位于园区所在地区认定',
      '龙头企业：榜单企业的上市企业、专精特新“小巨人”榜，按榜单评分排序',
      ...(demo
        ? [
            '演示数据：企业、园区及其事实为生成的演示数据；标注“演示数据，非官方统计”的官方统计数值为生成示例，不是统计部门发布的数字',
          ]
        : []),
    ],
    sections,
  };
}

export const regionalReportBuilder: ReportBuilder<RegionalReportParams> = {
  kind: 'regional',
  params: regionalReportParamsSchema,
  title: (_db, p) => {
    const region = reportRegion(p.region);
    assertRegionalLevel(region);
    return Promise.resolve(regionalReportTitle(region));
  },
  build: async (db, user, p, clock) => {
    await assertKindScreen(db, user, 'regional');
    return buildRegionalReport(db, p, clock);
  },
};

registerReportBuilder(regionalReportBuilder);
