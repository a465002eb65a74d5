import { CHAIN_MESSAGES, NATIONAL_REGION, type RegionRef } from '@/lib/contract/chains';
import {
  FZZL_MESSAGES,
  type Compared,
  type FzzlOverview,
  type FzzlOverviewParams,
  type OverviewActivity,
  type OverviewBand,
  type OverviewLeader,
  type OverviewSubject,
} from '@/lib/contract/industry-overview';
import type { MonthFigures } from '@/lib/contract/regional';
import type { Database } from '../../db/client';
import { findChain, regionFigures, statsAsOf, ZERO_FIGURES } from '../../db/queries/chains';
import {
  overviewLeaders,
  overviewMonths,
  overviewStats,
  type OverviewLeaderRow,
  type OverviewStatsRow,
} from '../../db/queries/industry-overview';
import { stepFinishedAt } from '../../db/queries/regional';
import { AppError } from '../../http/errors';
import type { Clock } from '../../clock';
import { capitalInCny, leaderParts, leaderScore, LEADER_RULE_TEXT } from '../chains/leaders';
import { childRegions, findRegion, parentRegion } from '../chains/regions';
import { datasetKind } from '../dataset';
import { change, monthSeries, sumMonths, windowMonths } from '../regional/records';
import { divisionsByCode } from '../regional/sectors';
import { industryByCode, regionPath } from '../search/reference';
import {
  AGE_BAND_LABELS,
  CAPITAL_BAND_LABELS,
  mapDistrictCodes,
  overviewWindows,
  STAFF_BAND_LABELS,
  SUBJECT_KIND,
} from './refresh';

// 看行业's overview (fzzl, docs/intelligence-overview.md) from the rows of the step
// industry-overview: a handful of rows by primary key (the subject in the region, nationally,
// and in the map's features) and the ten leaders' own rows; a chain's stock and map from
// chain_region_stats. Never a scan of enterprises.

/** The leaders' rule as the screen states it (the chains' leader score, without their gate). */
export const OVERVIEW_LEADER_RULE = `龙头企业：所选行业或产业链在该地区的在业企业，按${LEADER_RULE_TEXT.split('；')[1]}，取得分最高的10家（同分按注册资本、企业编号）`;

type Resolved = { kind: number; code: string; subject: OverviewSubject; chainId: number | null };

/** The industry (门类, 大类, 中类) or chain a call names; 404 when there is none. */
export async function resolveSubject(db: Database, p: FzzlOverviewParams): Promise<Resolved> {
  if (p.chain) {
    const chain = await findChain(db, p.chain);
    if (!chain) throw new AppError(404, CHAIN_MESSAGES.noSuchChain(p.chain));
    return {
      kind: SUBJECT_KIND.chain,
      code: chain.code,
      chainId: chain.id,
      subject: {
        kind: 'chain',
        code: chain.code,
        name: chain.name,
        level: null,
        path: [{ code: chain.code, name: chain.name }],
      },
    };
  }
  const code = p.industry!;
  const entry = industryByCode(code);
  if (!entry || entry.rank > 3) throw new AppError(404, FZZL_MESSAGES.noSuchIndustry(code));
  const level = entry.rank as 1 | 2 | 3;
  const category = level === 1 ? code : divisionsByCode().get(code.slice(0, 2))!.category;
  const codes = [category, code.slice(0, 2), code].slice(0, level);
  const path = codes.map((c) => ({ code: c, name: industryByCode(c)!.name }));
  return {
    kind: [0, SUBJECT_KIND.category, SUBJECT_KIND.division, SUBJECT_KIND.group][level]!,
    code,
    chainId: null,
    subject: { kind: 'industry', code, name: entry.name, level, path },
  };
}

let mapDistricts: Set<string> | undefined;

/** 全国, a province, a city, or a district its province's map draws; 400 otherwise. */
export function assertOverviewRegion(region: RegionRef): void {
  mapDistricts ??= new Set(mapDistrictCodes());
  if (region.level <= 2 || mapDistricts.has(region.code)) return;
  throw new AppError(400, FZZL_MESSAGES.regionLevel);
}

/** The map of a region: the country's provinces, a province's features, or its province's. */
export function mapScope(region: RegionRef) {
  if (region.level === 0)
    return { level: 'country', features: childRegions(region), selected: null };
  if (region.level === 1)
    return { level: region.code, features: childRegions(region), selected: null };
  const province = findRegion(`${region.code.slice(0, 2)}0000`) ?? parentRegion(region)!;
  return { level: province.code, features: childRegions(province), selected: region.code };
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** A figure and its year-earlier base (null: unknown, `note` says why). */
export function compared(value: number, base: number | null, note: string | null = null): Compared {
  if (base === null) return { value, base, yoy: null, note };
  return {
    value,
    base,
    yoy: change(value, base),
    note: base === 0 ? FZZL_MESSAGES.zeroBase : null,
  };
}

function bands(labels: string[], counts: number[] | undefined): OverviewBand[] {
  const total = (counts ?? []).reduce((a, b) => a + b, 0);
  return labels.map((label, i) => {
    const count = counts?.[i] ?? 0;
    return { label, count, share: total === 0 ? 0 : round1((count / total) * 100) };
  });
}

const listedOf = (qylx: string) => qylx.includes('上市') && !qylx.includes('非上市');

function leaderRecord(r: OverviewLeaderRow, rank: number): OverviewLeader {
  const listed = listedOf(r.qylx);
  const facts = {
    listed,
    zczb: r.zczb,
    capitalCurrency: r.capitalCurrency,
    tags: r.tags,
    patents: r.patents,
    inventions: r.inventions,
  };
  return {
    ID_: String(r.id),
    rank,
    qymc: r.qymc,
    region: regionPath(r.regionCode),
    industry: r.dlhy,
    capital: round2(capitalInCny(r.zczb, r.capitalCurrency)),
    score: leaderScore(leaderParts(facts)),
    listed,
    tags: r.tags,
  };
}

function activity(row: OverviewStatsRow | undefined): OverviewActivity[] {
  const r = row ?? ({} as Partial<OverviewStatsRow>);
  const c = (a: number | undefined, b: number | undefined) => compared(a ?? 0, b ?? 0);
  const money = (a: number | undefined, b: number | undefined) =>
    compared(round2(a ?? 0), round2(b ?? 0));
  return [
    {
      key: 'financing',
      label: '融资事件',
      unit: '起',
      count: c(r.financingCount, r.financingCountPrev),
      amount: money(r.financingAmount, r.financingAmountPrev),
    },
    {
      key: 'patents',
      label: '专利申请',
      unit: '件',
      count: c(r.patentCount, r.patentCountPrev),
      amount: null,
    },
    {
      key: 'inventions',
      label: '发明专利申请',
      unit: '件',
      count: c(r.inventionCount, r.inventionCountPrev),
      amount: null,
    },
    {
      key: 'bids',
      label: '中标',
      unit: '次',
      count: c(r.bidWinCount, r.bidWinCountPrev),
      amount: money(r.bidWinAmount, r.bidWinAmountPrev),
    },
    {
      key: 'penalties',
      label: '行政处罚',
      unit: '次',
      count: c(r.penaltyCount, r.penaltyCountPrev),
      amount: null,
    },
    {
      key: 'judgments',
      label: '涉诉（被告）',
      unit: '件',
      count: c(r.judgmentCount, r.judgmentCountPrev),
      amount: null,
    },
  ];
}

function flows(monthly: MonthFigures[], exitsknown: boolean): FzzlOverview['flow'] {
  // The last month is the step's own, incomplete: 同比 compares full months.
  const full = monthly.slice(0, -1);
  const latest = full.at(-1)!;
  const yearAgo = full.at(-13)!;
  const last12 = sumMonths(full.slice(-12));
  const prev12 = sumMonths(full.slice(-24, -12));
  const exits = (value: number, base: number) =>
    exitsknown ? compared(value, base) : compared(value, null, FZZL_MESSAGES.chainNoExits);
  return {
    monthly,
    latest: {
      month: latest.month,
      registrations: compared(latest.registrations, yearAgo.registrations),
      cancellations: exits(latest.cancellations, yearAgo.cancellations),
      net: exits(latest.net, yearAgo.net),
    },
    last12: {
      registrations: compared(last12.registrations, prev12.registrations),
      cancellations: exits(last12.cancellations, prev12.cancellations),
      net: exits(last12.net, prev12.net),
      capitaladded: compared(last12.capitaladded, prev12.capitaladded),
    },
    exitsknown,
  };
}

/** The overview of a subject in a region. */
export async function industryOverview(
  ctx: { db: Database; clock: Clock },
  resolved: Resolved,
  region: RegionRef,
): Promise<FzzlOverview> {
  const { db } = ctx;
  const asof = await stepFinishedAt(db, 'industry-overview');
  const asofDate = asof ? new Date(asof) : ctx.clock.now();
  const months = windowMonths(asofDate);
  const map = mapScope(region);
  const codes = [...new Set([region.code, NATIONAL_REGION, ...map.features.map((f) => f.code)])];
  const isChain = resolved.chainId !== null;
  const stats = await overviewStats(
    db,
    resolved.kind,
    resolved.code,
    isChain ? [region.code] : codes,
  );
  const own = stats.get(region.code);
  // Live enterprises and capital by region: a chain's from its stats, an industry's from ours.
  const stock = new Map<string, { count: number; capital: number }>();
  if (isChain) {
    for (const [code, f] of await regionFigures(db, { chainId: resolved.chainId! }, codes))
      stock.set(code, { count: f.enterprisecount, capital: f.registeredcapital });
  } else {
    for (const [code, r] of stats)
      stock.set(code, { count: r.enterpriseCount ?? 0, capital: r.registeredCapital ?? 0 });
  }
  const here = stock.get(region.code) ?? { count: ZERO_FIGURES.enterprisecount, capital: 0 };
  const national = stock.get(NATIONAL_REGION)?.count ?? 0;
  const mapTotal = map.features.reduce((sum, f) => sum + (stock.get(f.code)?.count ?? 0), 0);
  const w = overviewWindows(asofDate);
  const full = months.slice(0, -1);
  const monthly = monthSeries(
    (await overviewMonths(db, resolved.kind, resolved.code, region.code)).map((m) => ({
      ...m,
      regionCode: region.code,
    })),
    months,
  );
  const leaders = await overviewLeaders(db, own?.leaderIds ?? []);
  return {
    subject: resolved.subject,
    region,
    asof,
    stockasof: isChain ? await statsAsOf(db) : asof,
    period: {
      last12: { from: full.at(-12)!, to: full.at(-1)! },
      prev12: { from: full.at(-24)!, to: full.at(-13)! },
      yearago: w.yearAgo,
    },
    stock: {
      enterprises: isChain
        ? compared(here.count, null, FZZL_MESSAGES.chainNoYearAgo)
        : compared(here.count, own?.yearAgoCount ?? 0),
      capital: isChain
        ? compared(round2(here.capital), null, FZZL_MESSAGES.chainNoYearAgo)
        : compared(round2(here.capital), round2(own?.yearAgoCapital ?? 0)),
      nationalshare:
        region.level === 0 || national === 0 ? null : round2((here.count / national) * 100),
    },
    flow: flows(monthly, !isChain),
    distributions: {
      staff: bands(STAFF_BAND_LABELS, own?.staffBands),
      capital: bands(CAPITAL_BAND_LABELS, own?.capitalBands),
      age: bands(AGE_BAND_LABELS, own?.ageBands),
    },
    map: {
      level: map.level,
      selected: map.selected,
      rows: map.features.map((f) => {
        const s = stock.get(f.code);
        return {
          code: f.code,
          name: f.name,
          count: s?.count ?? 0,
          capital: round2(s?.capital ?? 0),
          share: mapTotal === 0 ? 0 : round2(((s?.count ?? 0) / mapTotal) * 100),
        };
      }),
    },
    leaders: { rule: OVERVIEW_LEADER_RULE, rows: leaders.map((r, i) => leaderRecord(r, i + 1)) },
    activity: activity(own),
    demo: (await datasetKind(db)) === 'demo',
  };
}
