import {
  COMPARE_MESSAGES,
  type CompareAnswer,
  type CompareEnterprise,
  type CompareField,
  type CompareGroup,
  type RadarDimension,
} from '@/lib/contract/compare';
import { LIST_DIMENSIONS } from '@/lib/contract/profile';
import { formatCount, formatDate, formatWanYuan } from '@/lib/format';
import { EMPTY_DISPLAY } from '@/lib/format/number';
import type { Database } from '../../db/client';
import { compareExtras, comparePlacements } from '../../db/queries/compare';
import { findEnterpriseWithCounts } from '../../db/queries/enterprise-profile';
import { AppError } from '../../http/errors';
import { enterpriseFields } from '../profile/profile-record';

// 企业对比 (docs/relationships.md "Comparison"): 2–5 enterprises side by side. The figures are
// the profile's (its record and dimension counts) plus financing, invention patents, bid wins
// and recent recruitment; each row of the table says whether the values differ and, for
// figures where more (or less) is better, which enterprise leads. The radar scales each
// figure against a fixed reference, not against the set, so adding a company does not move
// the others.

/** Chain links listed per enterprise. */
export const COMPARE_PLACEMENTS = 10;

/** Whole years from `from` to `today` (both YYYY-MM-DD). */
export function yearsBetween(from: string, today: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return Math.max(0, ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0));
}

/** Enterprises in the order asked; an unknown id is a 404 naming it. */
export async function compareEnterprises(
  db: Database,
  ids: readonly number[],
  today: string,
): Promise<CompareEnterprise[]> {
  const found = [];
  for (const id of ids) {
    const row = await findEnterpriseWithCounts(db, id);
    if (!row) throw new AppError(404, COMPARE_MESSAGES.noSuchEnterprise(id));
    found.push(row);
  }
  const extras = new Map((await compareExtras(db, ids, today)).map((x) => [x.id, x]));
  const placements = await comparePlacements(db, ids, COMPARE_PLACEMENTS);
  return found.map(({ enterprise, counts }): CompareEnterprise => {
    const f = enterpriseFields(enterprise);
    const x = extras.get(enterprise.id)!;
    return {
      ID_: f.ID_,
      qymc: f.qymc,
      tyshxydm: f.tyshxydm,
      status: f.status,
      qylx: f.qylx,
      legal_representative: f.legal_representative,
      established_on: f.established_on,
      age_years: yearsBetween(f.established_on, today),
      region_code: f.region_code,
      region_name: f.region_name,
      address: f.address,
      dlhy: f.dlhy,
      industry_name: f.industry_name,
      zczb: f.zczb,
      capital_currency: f.capital_currency,
      paid_in_capital: f.paid_in_capital,
      staff_size: f.staff_size,
      insured_count: f.insured_count,
      listing_status: f.listing_status,
      stock_code: f.stock_code,
      tags: f.tags,
      chains: placements
        .filter((p) => p.enterprise_id === enterprise.id)
        .map((p) => ({
          chain: { code: p.chain_code, name: p.chain_name },
          node: { code: p.node_code, name: p.node_name },
          confidence: p.confidence,
        })),
      counts,
      risk: { judgments: counts.cpws, penalties: counts.xzcf, auctions: counts.sfpm },
      financing: {
        count: x.financing_count,
        amount: x.financing_amount,
        lastround: x.last_round,
        lastdate: x.last_financing,
      },
      patents: { total: counts.zl, invention: x.invention_patents },
      trademarks: counts.sb,
      bids: { total: counts.ztb, wins: x.bid_wins, winamount: x.bid_win_amount },
      recruitment: { total: counts.zpxx, last12m: x.posts_last12m },
      source: f.source,
      as_of: f.as_of,
    };
  });
}

type FieldDef = {
  key: string;
  label: string;
  group: CompareGroup;
  text: (e: CompareEnterprise) => string;
  number?: (e: CompareEnterprise) => number | null;
  /** Which way is better; absent: neither (成立日期, 股东信息 …). */
  better?: 'high' | 'low';
};

const text = (v: string | null | undefined) =>
  v === null || v === undefined || v === '' ? EMPTY_DISPLAY : v;
const capital = (value: number | null, currency: string) =>
  value === null
    ? EMPTY_DISPLAY
    : `${formatWanYuan(value)}${currency === '人民币' ? '' : `（${currency}）`}`;
const count = (
  key: string,
  label: string,
  group: CompareGroup,
  get: (e: CompareEnterprise) => number,
  better?: 'high' | 'low',
): FieldDef => ({
  key,
  label,
  group,
  text: (e) => formatCount(get(e)),
  number: get,
  ...(better ? { better } : {}),
});

/** The rows of the table, in the screen's order (also the Excel columns and the PDF rows). */
export const COMPARE_FIELDS: FieldDef[] = [
  { key: 'tyshxydm', label: '统一社会信用代码', group: '工商信息', text: (e) => e.tyshxydm },
  { key: 'status', label: '登记状态', group: '工商信息', text: (e) => e.status },
  { key: 'qylx', label: '企业类型', group: '工商信息', text: (e) => e.qylx },
  {
    key: 'legal_representative',
    label: '法定代表人',
    group: '工商信息',
    text: (e) => text(e.legal_representative),
  },
  {
    key: 'established_on',
    label: '成立日期',
    group: '工商信息',
    text: (e) => formatDate(e.established_on),
  },
  {
    key: 'age_years',
    label: '成立年限',
    group: '工商信息',
    text: (e) => `${e.age_years}年`,
    number: (e) => e.age_years,
  },
  { key: 'region_name', label: '所属地区', group: '工商信息', text: (e) => text(e.region_name) },
  { key: 'address', label: '注册地址', group: '工商信息', text: (e) => text(e.address) },
  {
    key: 'listing_status',
    label: '上市状态',
    group: '工商信息',
    text: (e) => (e.stock_code ? `${e.listing_status}（${e.stock_code}）` : e.listing_status),
  },
  {
    key: 'zczb',
    label: '注册资本',
    group: '资本与规模',
    text: (e) => capital(e.zczb, e.capital_currency),
    number: (e) => e.zczb,
    better: 'high',
  },
  {
    key: 'paid_in_capital',
    label: '实缴资本',
    group: '资本与规模',
    text: (e) => capital(e.paid_in_capital, e.capital_currency),
    number: (e) => e.paid_in_capital,
    better: 'high',
  },
  { key: 'staff_size', label: '人员规模', group: '资本与规模', text: (e) => text(e.staff_size) },
  {
    key: 'insured_count',
    label: '参保人数',
    group: '资本与规模',
    text: (e) => (e.insured_count === null ? EMPTY_DISPLAY : formatCount(e.insured_count)),
    number: (e) => e.insured_count,
    better: 'high',
  },
  { key: 'dlhy', label: '所属行业', group: '资质与产业', text: (e) => text(e.dlhy) },
  {
    key: 'industry_name',
    label: '行业小类',
    group: '资质与产业',
    text: (e) => text(e.industry_name),
  },
  { key: 'tags', label: '资质标签', group: '资质与产业', text: (e) => text(e.tags.join('、')) },
  {
    key: 'chains',
    label: '产业链环节',
    group: '资质与产业',
    text: (e) => text(e.chains.map((c) => `${c.chain.name}·${c.node.name}`).join('、')),
  },
  count('patents', '专利', '经营与创新', (e) => e.patents.total, 'high'),
  count('invention_patents', '发明专利', '经营与创新', (e) => e.patents.invention, 'high'),
  count('trademarks', '商标', '经营与创新', (e) => e.trademarks, 'high'),
  count('financing_count', '融资次数', '经营与创新', (e) => e.financing.count, 'high'),
  {
    key: 'financing_amount',
    label: '披露融资金额',
    group: '经营与创新',
    text: (e) => (e.financing.amount > 0 ? formatWanYuan(e.financing.amount) : EMPTY_DISPLAY),
    number: (e) => e.financing.amount,
    better: 'high',
  },
  {
    key: 'last_round',
    label: '最近融资',
    group: '经营与创新',
    text: (e) =>
      e.financing.lastround
        ? `${e.financing.lastround}（${formatDate(e.financing.lastdate)}）`
        : EMPTY_DISPLAY,
  },
  count('bids', '招投标', '经营与创新', (e) => e.bids.total),
  count('bid_wins', '中标次数', '经营与创新', (e) => e.bids.wins, 'high'),
  {
    key: 'bid_win_amount',
    label: '中标金额',
    group: '经营与创新',
    text: (e) => (e.bids.winamount > 0 ? formatWanYuan(e.bids.winamount) : EMPTY_DISPLAY),
    number: (e) => e.bids.winamount,
    better: 'high',
  },
  count('recruitment', '招聘信息', '经营与创新', (e) => e.recruitment.total),
  count('recruitment_12m', '近12个月招聘', '经营与创新', (e) => e.recruitment.last12m, 'high'),
  count('judgments', '裁判文书', '风险', (e) => e.risk.judgments, 'low'),
  count('penalties', '行政处罚', '风险', (e) => e.risk.penalties, 'low'),
  count('auctions', '司法拍卖', '风险', (e) => e.risk.auctions, 'low'),
  // The profile's other dimensions (专利, 商标, 裁判文书 … are above).
  ...LIST_DIMENSIONS.filter((d) =>
    ['gdxx', 'zyry', 'dwtz', 'fzjg', 'bgjl', 'qynb', 'zdry'].includes(d.key),
  ).map((d) => count(`count_${d.key}`, d.name, '数据维度', (e) => e.counts[d.key])),
];

export function compareFields(list: CompareEnterprise[]): CompareField[] {
  return COMPARE_FIELDS.map((def) => {
    const values = list.map(def.text);
    const numbers = def.number ? list.map(def.number) : null;
    // Every enterprise holding the most favourable value is best: of two tied, neither is
    // second. No mark when all known values are equal.
    let best: number[] = [];
    if (numbers && def.better) {
      const known = numbers.filter((n): n is number => n !== null);
      const top = def.better === 'high' ? Math.max(...known) : Math.min(...known);
      if (known.length > 0 && known.some((n) => n !== top)) {
        best = numbers.flatMap((n, i) => (n === top ? [i] : []));
      }
    }
    return {
      key: def.key,
      label: def.label,
      group: def.group,
      values,
      numbers,
      differs: new Set(values).size > 1,
      best,
    };
  });
}

/** A figure on a log scale up to `cap` (0 → 0, cap and beyond → 100). */
const logScale = (value: number, cap: number) =>
  Math.round(Math.min(1, Math.log10(1 + Math.max(0, value)) / Math.log10(1 + cap)) * 1000) / 10;
const linearScale = (value: number, cap: number) =>
  Math.round(Math.min(1, Math.max(0, value) / cap) * 1000) / 10;

type RadarDef = {
  key: string;
  name: string;
  raw: (e: CompareEnterprise) => number;
  scale: (raw: number) => number;
  rule: string;
};

/** The radar's axes and their fixed references (docs/relationships.md "Comparison"). */
export const RADAR_DIMENSIONS: RadarDef[] = [
  {
    key: 'capital',
    name: '资本实力',
    raw: (e) => e.zczb ?? 0,
    scale: (v) => logScale(v, 100_000),
    rule: '注册资本（万元）对数刻度，10亿元及以上为满分',
  },
  {
    key: 'age',
    name: '经营年限',
    raw: (e) => e.age_years,
    scale: (v) => linearScale(v, 30),
    rule: '成立年限线性刻度，30年及以上为满分',
  },
  {
    key: 'scale',
    name: '人员规模',
    raw: (e) => e.insured_count ?? 0,
    scale: (v) => logScale(v, 10_000),
    rule: '参保人数对数刻度，1万人及以上为满分',
  },
  {
    key: 'innovation',
    name: '创新能力',
    raw: (e) => e.patents.total + e.trademarks,
    scale: (v) => logScale(v, 1000),
    rule: '专利与商标数之和对数刻度，1000件及以上为满分',
  },
  {
    key: 'market',
    name: '市场活跃',
    raw: (e) => e.bids.total + e.recruitment.total,
    scale: (v) => logScale(v, 500),
    rule: '招投标与招聘信息数之和对数刻度，500条及以上为满分',
  },
  {
    key: 'financing',
    name: '融资能力',
    raw: (e) => e.financing.count,
    scale: (v) => logScale(v, 10),
    rule: '融资次数对数刻度，10次及以上为满分',
  },
  {
    key: 'compliance',
    name: '合规稳健',
    raw: (e) => e.risk.judgments + e.risk.penalties + e.risk.auctions,
    scale: (v) => Math.round((100 - logScale(v, 100)) * 10) / 10,
    rule: '100减去裁判文书、行政处罚、司法拍卖之和的对数刻度（100条及以上为0）',
  },
];

export function radar(list: CompareEnterprise[]): RadarDimension[] {
  return RADAR_DIMENSIONS.map((d) => {
    const raw = list.map(d.raw);
    return { key: d.key, name: d.name, raw, values: raw.map(d.scale), rule: d.rule };
  });
}

export async function comparison(
  db: Database,
  ids: readonly number[],
  today: string,
): Promise<CompareAnswer> {
  const enterprises = await compareEnterprises(db, ids, today);
  const fields = compareFields(enterprises);
  return {
    enterprises,
    fields,
    radar: radar(enterprises),
    differs: fields.filter((f) => f.differs).map((f) => f.key),
  };
}
