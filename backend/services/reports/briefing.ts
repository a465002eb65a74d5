import {
  briefingParamsSchema,
  periodSpan,
  shiftPeriod,
  type BriefingParams,
  type PeriodSpan,
} from '@/lib/contract/briefing';
import { NATIONAL_REGION, type RegionRef } from '@/lib/contract/chains';
import { INDUSTRY_EVENT_KIND_OPTIONS } from '@/lib/contract/intelligence';
import type { ReportBlock, ReportDocument, ReportFigure } from '@/lib/contract/reports';
import { chinaDay, formatAsOf, formatCount, formatWanYuan, regionPathName } from '@/lib/format';
import { profileHref, profileSectionHref } from '@/lib/site/enterprise-routes';
import type { Database } from '../../db/client';
import {
  eventCountsByKind,
  eventsPerEnterprise,
  monthlyByRegion,
  notableEvents,
} from '../../db/queries/briefing';
import { regionFigures } from '../../db/queries/chains';
import type { ResolvedEventFilter } from '../../db/queries/industry-events';
import {
  overviewLeaders,
  overviewMonths,
  overviewStats,
  type OverviewMonthRow,
} from '../../db/queries/industry-overview';
import { stepFinishedAt } from '../../db/queries/regional';
import { AppError } from '../../http/errors';
import { childRegions, findRegion } from '../chains/regions';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import { datasetKind } from '../dataset';
import {
  assertOverviewRegion,
  OVERVIEW_LEADER_RULE,
  resolveSubject,
} from '../industry-overview/overview';
import { changeText, conclusionsSection, isThin, oneLine, thinText } from './conclusions';
import { registerReportBuilder } from './registry';

// 产业简报 (docs/reports.md "Briefings"): a chain or industry in a region over a month or a
// quarter. Figures come from the rows of the step industry-overview (registrations, exits and
// capital per month; the stock and the leaders) and from industry_events through the feed's
// filter (eventFilterSql), so every count is the count of the events its link opens. Nothing
// reads the clock: the same parameters on the same data give the same document. It opens with
// its conclusions; a subject with fewer live enterprises than the chain rules' minimum says
// 数据不足 instead of trends and comparisons of a handful of companies.

export const BRIEFING_EVENTS = 10;
export const BRIEFING_LEADERS = 10;

const KIND_LABEL = new Map<string, string>(
  INDUSTRY_EVENT_KIND_OPTIONS.map((o) => [o.value, o.label]),
);

/** 环比 and 同比 of a figure in words, saying when a base is 0 or unknown. */
export function comparedText(value: number, previous: number | null, yearAgo: number | null) {
  const part = (name: string, base: number | null) =>
    base === null ? `${name} 无数据` : `${name} ${changeText(value, base) ?? '—（基期为0）'}`;
  return `${part('环比', previous)}；${part('同比', yearAgo)}`;
}

type Flow = { registrations: number; cancellations: number; capital: number };

function sumMonths(rows: OverviewMonthRow[], span: PeriodSpan): Flow {
  const months = new Set(span.months);
  return rows
    .filter((r) => months.has(r.month))
    .reduce(
      (a, r) => ({
        registrations: a.registrations + r.registrations,
        cancellations: a.cancellations + r.cancellations,
        capital: a.capital + r.capitalAdded,
      }),
      { registrations: 0, cancellations: 0, capital: 0 },
    );
}

const sumCounts = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** The months the step keeps: the 36 up to its run's month (in China, as the step counts). */
function coveredMonths(asof: string | null): { first: string; last: string } | null {
  const day = chinaDay(asof);
  if (!day) return null;
  const [year, month] = day.split('-').map(Number) as [number, number];
  const monthOf = (offset: number) => {
    const x = new Date(Date.UTC(year, month - 1 - offset, 1));
    return `${x.getUTCFullYear()}-${String(x.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  return { first: monthOf(35), last: monthOf(0) };
}

function feedHref(p: BriefingParams, span: PeriodSpan): string {
  const q = new URLSearchParams();
  if (p.chain) q.set('chain', p.chain);
  if (p.industry) q.set('industry', p.industry);
  q.set('region', p.region);
  q.set('from', span.from);
  q.set('to', span.to);
  return `/cyjj/qbzl?${q.toString()}`;
}

function briefingRegion(code: string): RegionRef {
  const region = findRegion(code);
  if (!region) throw new AppError(404, CHAIN_MESSAGES.noSuchRegion(code));
  assertOverviewRegion(region);
  return region;
}

export async function briefingTitle(db: Database, p: BriefingParams): Promise<string> {
  const { subject } = await resolveSubject(db, { ...p, region: p.region });
  const region = briefingRegion(p.region);
  return `${subject.name}产业简报（${region.name}，${periodSpan(p.period).label}）`;
}

export async function buildBriefing(db: Database, p: BriefingParams): Promise<ReportDocument> {
  const region = briefingRegion(p.region);
  const resolved = await resolveSubject(db, { ...p, region: p.region });
  const isChain = resolved.chainId !== null;
  const span = periodSpan(p.period);
  const previous = periodSpan(shiftPeriod(p.period, 'previous'));
  const yearAgo = periodSpan(shiftPeriod(p.period, 'yearAgo'));
  const filter = (s: PeriodSpan): ResolvedEventFilter => ({
    region,
    chain: p.chain,
    industry: p.industry,
    node: undefined,
    kinds: [],
    importance: 1,
    from: s.from,
    to: s.to,
    qyid: undefined,
  });
  const children = region.level <= 1 ? childRegions(region) : [];
  const [asof, kind, months, stats, nowCounts, prevCounts, yearCounts, notable, byChild] =
    await Promise.all([
      stepFinishedAt(db, 'industry-overview'),
      datasetKind(db),
      overviewMonths(db, resolved.kind, resolved.code, region.code),
      overviewStats(db, resolved.kind, resolved.code, [region.code]),
      eventCountsByKind(db, filter(span)),
      eventCountsByKind(db, filter(previous)),
      eventCountsByKind(db, filter(yearAgo)),
      notableEvents(db, filter(span), BRIEFING_EVENTS),
      monthlyByRegion(
        db,
        resolved,
        children.map((c) => c.code),
        span.months,
      ),
    ]);
  const own = stats.get(region.code);
  const leaderIds = (own?.leaderIds ?? []).slice(0, BRIEFING_LEADERS);
  const [leaders, leaderEvents, chainStock] = await Promise.all([
    overviewLeaders(db, leaderIds),
    eventsPerEnterprise(db, filter(span), leaderIds),
    isChain ? regionFigures(db, { chainId: resolved.chainId! }, [region.code]) : null,
  ]);

  const flow = sumMonths(months, span);
  const flowPrev = sumMonths(months, previous);
  const flowYear = sumMonths(months, yearAgo);
  const covered = coveredMonths(asof);
  const inWindow = (s: PeriodSpan) =>
    covered !== null && s.months[0]! >= covered.first && s.months.at(-1)! <= covered.last;
  // Sources in words; the as-of is the document's, stated once at its head.
  const monthlySource = '登记数据测算（按工商登记信息的成立日期与注销/吊销日期计月）';
  const eventSource = '产业情报事件（与产业情报页面相同的筛选）';

  const notices: ReportBlock[] = [];
  if (!inWindow(span))
    notices.push({
      type: 'notice',
      text: `${span.label}不在已计算的月份范围内（${covered ? `${covered.first} 至 ${covered.last}` : '尚未计算'}），新增与注销数不可用`,
    });
  else if (covered && span.months.includes(covered.last))
    notices.push({
      type: 'notice',
      text: `${span.label}尚未结束，${formatAsOf(asof)}，与上期比较时请注意`,
    });
  if (!inWindow(previous) || !inWindow(yearAgo))
    notices.push({
      type: 'notice',
      text: `${!inWindow(previous) ? `上期（${previous.label}）` : ''}${!inWindow(yearAgo) ? `上年同期（${yearAgo.label}）` : ''}不在已计算的月份范围内，相应比较不可用`,
    });
  if (isChain)
    notices.push({
      type: 'notice',
      text: '产业链仅收录在业企业：注销/吊销企业不在链上，不计注销数；在业企业数无法回溯上年同期',
    });

  const prevBase = (v: number) => (inWindow(previous) ? v : null);
  const yearBase = (v: number) => (inWindow(yearAgo) ? v : null);
  const stockCount = isChain
    ? (chainStock?.get(region.code)?.enterprisecount ?? 0)
    : (own?.enterpriseCount ?? 0);
  const events = sumCounts(nowCounts);

  const figures: ReportFigure[] = [
    {
      label: `新增企业（${span.label}）`,
      value: formatCount(flow.registrations),
      change: comparedText(
        flow.registrations,
        prevBase(flowPrev.registrations),
        yearBase(flowYear.registrations),
      ),
      source: monthlySource,
    },
    ...(isChain
      ? []
      : [
          {
            label: '注销/吊销企业',
            value: formatCount(flow.cancellations),
            change: comparedText(
              flow.cancellations,
              prevBase(flowPrev.cancellations),
              yearBase(flowYear.cancellations),
            ),
            source: monthlySource,
          },
          {
            label: '净增企业',
            value: formatCount(flow.registrations - flow.cancellations),
            source: '新增减注销/吊销',
          },
        ]),
    {
      label: '新增注册资本',
      value: formatWanYuan(Math.round(flow.capital * 100) / 100),
      change: comparedText(flow.capital, prevBase(flowPrev.capital), yearBase(flowYear.capital)),
      source: monthlySource,
    },
    {
      label: '在业企业（当前）',
      value: formatCount(stockCount),
      change: isChain
        ? null
        : `同比 ${changeText(stockCount, own?.yearAgoCount ?? 0) ?? '—（上年同期为0）'}`,
      source: isChain ? '产业链在业企业统计' : '登记数据测算（当前在业企业）',
    },
    {
      label: '产业情报事件',
      value: formatCount(events),
      change: comparedText(events, sumCounts(prevCounts), sumCounts(yearCounts)),
      source: eventSource,
    },
  ];

  const summary = `${span.label}，${region.name}${resolved.subject.name}新增企业 ${formatCount(flow.registrations)} 家${
    isChain ? '' : `、注销/吊销 ${formatCount(flow.cancellations)} 家`
  }，产生产业情报事件 ${formatCount(events)} 条${
    notable.length > 0
      ? `，其中重大或重要事件 ${notable.filter((e) => e.importance >= 2).length} 条列于下文`
      : ''
  }。`;

  const eventsBlocks: ReportBlock[] =
    notable.length === 0
      ? [{ type: 'notice', text: `${span.label}暂无匹配的产业情报事件` }]
      : [
          {
            type: 'table',
            columns: ['企业', '日期', '类型', '重要性', '事件'],
            rows: notable.map((e) => [
              e.qymc,
              e.eventDate,
              KIND_LABEL.get(e.kind) ?? e.kind,
              ['', '一般', '重要', '重大'][e.importance] ?? '',
              e.title,
            ]),
            links: notable.map((e) => profileHref(e.enterpriseId)),
          },
          {
            type: 'citations',
            title: '事件依据',
            items: [
              ...notable.map((e) => ({
                text: `${e.qymc}：${e.title}（${e.eventDate}）`,
                href: profileSectionHref(e.enterpriseId, e.profileSection),
              })),
              { text: `查看本期全部 ${formatCount(events)} 条事件`, href: feedHref(p, span) },
            ],
          },
        ];

  const leaderBlocks: ReportBlock[] =
    leaders.length === 0
      ? [{ type: 'notice', text: '该地区暂无可列出的龙头企业' }]
      : [
          {
            type: 'table',
            columns: ['企业', '注册资本', '地区', '企业类型', '本期事件'],
            rows: leaders.map((l) => [
              l.qymc,
              formatWanYuan(l.zczb),
              regionPathName(findRegion(l.regionCode)?.path ?? '') || '-',
              l.qylx,
              leaderEvents.get(l.id) ?? 0,
            ]),
            links: leaders.map((l) => profileHref(l.id)),
          },
          { type: 'paragraph', text: OVERVIEW_LEADER_RULE },
        ];

  const thin = isThin(stockCount);
  const subjectName = `${region.name}${resolved.subject.name}`;
  const childBars = children
    .map((c) => ({ label: c.name, value: byChild.get(c.code)?.registrations ?? 0 }))
    .filter((i) => i.value > 0)
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));

  const kindRows = INDUSTRY_EVENT_KIND_OPTIONS.map((o) => {
    const now = nowCounts.get(o.value) ?? 0;
    const before = prevCounts.get(o.value) ?? 0;
    return [o.label, now, before, now - before];
  }).filter((r) => r[1] !== 0 || r[2] !== 0);
  const last12 = months.slice(-12);
  const changeRows = [
    ...(inWindow(previous)
      ? [
          [
            '新增企业',
            flow.registrations,
            flowPrev.registrations,
            flow.registrations - flowPrev.registrations,
          ],
        ]
      : []),
    ...(inWindow(previous) && !isChain
      ? [
          [
            '注销/吊销企业',
            flow.cancellations,
            flowPrev.cancellations,
            flow.cancellations - flowPrev.cancellations,
          ],
        ]
      : []),
    ...kindRows,
  ];
  const changeBlocks: ReportBlock[] = [
    ...(changeRows.length > 0
      ? [
          {
            type: 'table' as const,
            caption: `较上期（${previous.label}）`,
            columns: ['项目', '本期', '上期', '增减'],
            rows: changeRows,
          },
        ]
      : oneLine(`较上期（${previous.label}）暂无可比较的数据`)),
    ...(last12.length > 0
      ? [
          {
            type: 'series' as const,
            title: '近月新增与注销/吊销企业',
            unit: '家',
            x: last12.map((m) => m.month),
            series: [
              { name: '新增', values: last12.map((m) => m.registrations) },
              ...(isChain
                ? []
                : [{ name: '注销/吊销', values: last12.map((m) => m.cancellations) }]),
            ],
          },
        ]
      : [{ type: 'notice' as const, text: '暂无月度登记数据' }]),
    // A thin subject's few new companies spread over regions rank nothing.
    ...(!thin && childBars.length > 0
      ? [
          {
            type: 'bars' as const,
            title: `${span.label}各${region.level === 0 ? '省' : '下级地区'}新增企业`,
            unit: '家',
            items: childBars.slice(0, 15),
          },
        ]
      : []),
  ];

  // The conclusions lead: the period's flow and its trend, events, where growth was, leaders.
  // Registry months exist only inside the step's window; events are counted for any period.
  const versus = (now: number, prev: number, year: number, windowed = true) => {
    const parts = [
      (!windowed || inWindow(previous)) && changeText(now, prev)
        ? `环比 ${changeText(now, prev)}`
        : null,
      (!windowed || inWindow(yearAgo)) && changeText(now, year)
        ? `同比 ${changeText(now, year)}`
        : null,
    ].filter(Boolean);
    return parts.length > 0 ? `（${parts.join('，')}）` : '（无可比数据）';
  };
  const busiestLeader = leaders
    .map((l) => ({ name: l.qymc, events: leaderEvents.get(l.id) ?? 0 }))
    .filter((l) => l.events > 0)
    .sort((a, b) => b.events - a.events || a.name.localeCompare(b.name))[0];
  const flowPoint = inWindow(span)
    ? `${span.label}新增企业 ${formatCount(flow.registrations)} 家${thin ? '' : versus(flow.registrations, flowPrev.registrations, flowYear.registrations)}${
        isChain
          ? ''
          : `，注销/吊销 ${formatCount(flow.cancellations)} 家，净增 ${formatCount(flow.registrations - flow.cancellations)} 家`
      }。`
    : `${span.label}不在已计算的月份范围内，新增与注销数不可用。`;
  const points: (string | null)[] = thin
    ? [
        `${thinText(region.name, `${resolved.subject.name}在业企业`, stockCount)}，不作趋势判断与地区比较。`,
        flowPoint,
        `产生产业情报事件 ${formatCount(events)} 条。`,
      ]
    : [
        `${subjectName}现有在业企业 ${formatCount(stockCount)} 家。`,
        flowPoint,
        `产生产业情报事件 ${formatCount(events)} 条${versus(events, sumCounts(prevCounts), sumCounts(yearCounts), false)}${
          notable.some((e) => e.importance >= 2)
            ? `，其中重大或重要事件 ${notable.filter((e) => e.importance >= 2).length} 条`
            : ''
        }。`,
        childBars.length > 0
          ? `新增企业最多的${region.level === 0 ? '省份' : '下级地区'}：${childBars
              .slice(0, 3)
              .map((b) => `${b.label}（${formatCount(b.value)} 家）`)
              .join('、')}。`
          : null,
        busiestLeader
          ? `龙头企业中本期事件最多的是${busiestLeader.name}（${formatCount(busiestLeader.events)} 条）。`
          : null,
      ];

  return {
    kind: 'briefing',
    title: `${resolved.subject.name}产业简报（${region.name}，${span.label}）`,
    subtitle: `${resolved.subject.path.map((s) => s.name).join(' / ')} · ${regionPathName(region.path) || region.name} · ${span.label}（${span.from} 至 ${span.to}）`,
    asof,
    demo: kind === 'demo',
    sources: [
      `新增、注销/吊销与新增注册资本：${monthlySource}；环比对上期（${previous.label}），同比对上年同期（${yearAgo.label}）。`,
      `在业企业：${isChain ? '产业链在业企业统计' : '当前在业（非注销/吊销）企业'}；同比对一年前的在业企业。`,
      `产业情报事件：${eventSource}，期间 ${span.from} 至 ${span.to}；事件依据链接至企业详情的对应栏目。`,
      `龙头企业：${OVERVIEW_LEADER_RULE}。`,
      region.code === NATIONAL_REGION
        ? '地区：全国。'
        : `地区：${regionPathName(region.path) || region.name}（行政区划依 GB/T 2260）。`,
    ],
    sections: [
      conclusionsSection(points),
      {
        key: 'summary',
        title: '概览',
        blocks: [
          { type: 'paragraph', text: summary },
          { type: 'figures', items: figures },
          ...notices,
        ],
      },
      { key: 'events', title: '重要事件', blocks: eventsBlocks },
      { key: 'leaders', title: '龙头企业', blocks: leaderBlocks },
      { key: 'changes', title: '较上期变化', blocks: changeBlocks },
    ],
  };
}

registerReportBuilder<BriefingParams>({
  kind: 'briefing',
  params: briefingParamsSchema,
  title: briefingTitle,
  build: (db, _user, p) => buildBriefing(db, p),
});
