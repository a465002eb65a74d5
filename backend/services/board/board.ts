import {
  BOARD_CAPITAL_BANDS,
  BOARD_CHANGE_DAYS,
  BOARD_DYNAMICS_LIMIT,
  BOARD_MESSAGES,
  BOARD_RISK_DAYS,
  BOARD_RISK_MONTHS,
  BOARD_SET_KINDS,
  BOARD_SET_MAX,
  type BoardAnswer,
  type BoardCount,
  type BoardMemberRecord,
  type BoardSetParams,
  type BoardSetRecord,
} from '@/lib/contract/board';
import { NATIONAL_REGION, type RegionRef } from '@/lib/contract/chains';
import type { Database } from '../../db/client';
import {
  boardChains,
  boardCounts,
  boardDynamics,
  boardEventCounts,
  boardKpis,
  boardMembers,
  boardRiskMonths,
  boardSetIds,
  type BoardSource,
} from '../../db/queries/board';
import { chinaDay, ownGroup } from '../../db/queries/customers';
import { ownList } from '../../db/queries/prospect-lists';
import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import {
  childRegions,
  findRegion,
  isWithin,
  regionColumnCondition,
  resolveRegion,
} from '../chains/regions';
import { CNY_RATES } from '../chains/region-stats';
import { industryCategories, regionPath } from '../search/reference';

// qykb: 企业看板 (docs/investment-promotion.md "Enterprise board"): resolve the chosen set with
// its owner checked (another user's group or list is 404, as if it did not exist), then count
// every figure over the same capped id list.

export type ResolvedSet = { source: BoardSource; record: Omit<BoardSetRecord, 'count' | 'capped'> };

const kindLabel = (kind: BoardSetParams['setKind']) =>
  BOARD_SET_KINDS.find((k) => k.value === kind)!.label;

/** The set a call names, owned by `user`; 404 for a group, list or chain the user cannot see. */
export async function resolveSet(
  db: Database,
  user: UserRow,
  p: BoardSetParams,
): Promise<ResolvedSet> {
  const base = { setkind: p.setKind, groupid: null, listid: null, region: null, chain: null };
  switch (p.setKind) {
    case 'follows':
      return {
        source: { kind: 'follows', userId: user.id },
        record: { ...base, label: kindLabel('follows') },
      };
    case 'group': {
      const group = await ownGroup(db, user.id, p.groupId!);
      if (!group) throw new AppError(404, BOARD_MESSAGES.noSuchGroup);
      return {
        source: { kind: 'group', userId: user.id, groupId: group.id },
        record: { ...base, groupid: group.id, label: `${kindLabel('group')}：${group.name}` },
      };
    }
    case 'list': {
      const list = await ownList(db, user.id, p.listId!);
      if (!list) throw new AppError(404, BOARD_MESSAGES.noSuchList);
      return {
        source: { kind: 'list', userId: user.id, listId: list.id, lastRunAt: list.lastRunAt },
        record: { ...base, listid: list.id, label: `${kindLabel('list')}：${list.name}` },
      };
    }
    case 'region-chain': {
      const chain = (await boardChains(db)).find((c) => c.code === p.chain);
      if (!chain) throw new AppError(404, BOARD_MESSAGES.noSuchChain(p.chain!));
      const { region } = resolveRegion(p.region, user);
      return {
        source: {
          kind: 'region-chain',
          chainId: chain.id,
          region: (column) => regionColumnCondition(region, column),
        },
        record: {
          ...base,
          region,
          chain: { code: chain.code, name: chain.name },
          label: `${region.name} × ${chain.name}`,
        },
      };
    }
  }
}

/** The first day of the month `back` months before `day`'s ('YYYY-MM-DD'). */
function monthStart(day: string, back: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return d.toISOString().slice(0, 10);
}

/** Each member region code counted into the map's features: provinces, and per province its map. */
function mapCounts(byCode: { key: string; n: number }[]) {
  const provinces = childRegions(findRegion(NATIONAL_REGION)!);
  const provinceCounts: BoardCount[] = [];
  const cities: Record<string, BoardCount[]> = {};
  for (const province of provinces) {
    const inside = byCode.filter((r) => isWithin(r.key, province));
    const count = inside.reduce((s, r) => s + r.n, 0);
    if (count === 0) continue;
    provinceCounts.push({ code: province.code, name: province.name, count });
    cities[province.code] = childRegions(province as RegionRef)
      .map((c) => ({
        code: c.code,
        name: c.name,
        count: inside.filter((r) => isWithin(r.key, c)).reduce((s, r) => s + r.n, 0),
      }))
      .filter((c) => c.count > 0);
  }
  provinceCounts.sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  return { provinces: provinceCounts, cities };
}

/** Every figure and chart of a board. */
export async function boardFigures(
  db: Database,
  set: ResolvedSet,
  now: Date,
): Promise<BoardAnswer> {
  const today = chinaDay(now);
  const { ids, capped } = await boardSetIds(db, set.source, BOARD_SET_MAX);
  const from = monthStart(today, BOARD_RISK_MONTHS - 1);
  const [kpis, industries, regions, events, months, dynamics] = await Promise.all([
    boardKpis(db, ids, CNY_RATES, BOARD_CAPITAL_BANDS),
    boardCounts(db, ids, 'industry_category'),
    boardCounts(db, ids, 'region_code'),
    boardEventCounts(db, ids, today, BOARD_RISK_DAYS, BOARD_CHANGE_DAYS),
    boardRiskMonths(db, ids, from, today),
    boardDynamics(db, ids, today, BOARD_DYNAMICS_LIMIT),
  ]);
  const categoryNames = new Map(industryCategories().map((c) => [c.code, c.name]));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  return {
    set: { ...set.record, count: ids.length, capped },
    kpis: {
      count: kpis.n,
      registeredcapital: Math.round(kpis.capital * 100) / 100,
      hightechcount: kpis.highTech,
      srdicount: kpis.srdi,
      riskevents: events.penalties + events.judgments,
      changes30d: events.changes,
    },
    industries: industries
      .map((r) => ({ code: r.key, name: categoryNames.get(r.key) ?? r.key, count: r.n }))
      .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
    ...mapCounts(regions),
    capital: BOARD_CAPITAL_BANDS.map((b, i) => ({
      key: b.key,
      label: b.label,
      count: kpis.bands[i]!,
    })),
    riskmonthly: Array.from({ length: BOARD_RISK_MONTHS }, (_, i) => {
      const month = monthStart(today, BOARD_RISK_MONTHS - 1 - i).slice(0, 7);
      const m = byMonth.get(month);
      return { month, penalties: m?.penalties ?? 0, judgments: m?.judgments ?? 0 };
    }),
    dynamics: dynamics.map((d) => ({
      ID_: String(d.id),
      qyid: String(d.enterprise_id),
      qymc: d.qymc,
      item: d.item,
      classname: d.class_name,
      changedon: d.changed_on,
      before: d.before,
      after: d.after,
    })),
    asof: today,
    datalabel: kpis.demo ? BOARD_MESSAGES.demoData : '',
  };
}

/** One page of the set's members (largest capital first) with each one's latest change. */
export async function boardMemberPage(
  db: Database,
  set: ResolvedSet,
  now: Date,
  page: { pageIndex: number; pageSize: number },
): Promise<{ rows: BoardMemberRecord[]; set: BoardSetRecord }> {
  const { ids, capped } = await boardSetIds(db, set.source, BOARD_SET_MAX);
  const pageIds = ids.slice((page.pageIndex - 1) * page.pageSize, page.pageIndex * page.pageSize);
  const found = new Map(
    (await boardMembers(db, pageIds, chinaDay(now))).map((r) => [Number(r.id), r]),
  );
  const rows = pageIds.flatMap((id) => {
    const m = found.get(id);
    if (!m) return [];
    return [
      {
        ID_: String(m.id),
        qymc: m.qymc,
        tyshxydm: m.tyshxydm,
        zczb: m.zczb === null ? null : Number(m.zczb),
        capitalcurrency: m.capital_currency,
        status: m.status,
        dlhy: m.dlhy,
        region: regionPath(m.region_code),
        clrq: m.established_on,
        tags: m.tags,
        latestchange:
          m.changed_on === null
            ? null
            : {
                item: m.change_item ?? '',
                classname: m.change_class ?? '',
                changedon: m.changed_on,
              },
      },
    ];
  });
  return { rows, set: { ...set.record, count: ids.length, capped } };
}
