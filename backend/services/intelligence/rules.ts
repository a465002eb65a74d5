import type { IndustryEventKind } from '../../db/schema/intelligence';

// The event model of 产业情报 (docs/intelligence.md "Event model"): every threshold of the
// derive step industry-events in one place, so the SQL (events.ts), the docs and the feed's
// explanation read the same numbers. Amounts in 万元 unless said otherwise.

/** Events of this many days before the clock's date are kept (the table's bound). */
export const EVENT_WINDOW_DAYS = 3 * 365;

/** A won bid is an event from this amount (万元). */
export const LARGE_BID_MIN_WAN = 1000;
/** A new subsidiary: a holding of at least this percent ... */
export const SUBSIDIARY_MIN_RATIO = 50;
/** ... that started within this many days of the company's registration. */
export const SUBSIDIARY_START_DAYS = 90;
/** A patent burst: at least this many patents granted within one 30-day period. */
export const PATENT_BURST_MIN = 5;
export const PATENT_BURST_DAYS = 30;
/** The qualifications a change record may name (as the leads' 新获科技资质). */
export const QUALIFICATIONS = ['专精特新“小巨人”', '专精特新', '高新技术企业'] as const;
/** A cancellation counts when the company was sizeable: capital or insured staff. */
export const CANCELLATION_MIN_WAN = 1000;
export const CANCELLATION_MIN_INSURED = 50;

/**
 * Importance 2 (重要) and 3 (重大) thresholds of each kind's measure; below the first the
 * event is 1 (一般). The measure is the amount in 万元 unless `measure` says otherwise.
 */
export const IMPORTANCE_RULES: Record<
  IndustryEventKind,
  { measure: string; important?: number; major?: number; fixed?: string }
> = {
  financing: { measure: '融资金额（万元）；IPO 为重大', important: 1000, major: 10000 },
  large_bid: { measure: '中标金额（万元）', important: 3000, major: 10000 },
  capital_change: { measure: '注册资本增减额（万元，折人民币）', important: 1000, major: 10000 },
  new_branch: { measure: '', fixed: '异地（其他城市）设立为重要，否则一般' },
  new_subsidiary: { measure: '认缴出资额（万元）', important: 1000, major: 10000 },
  qualification: { measure: '', fixed: '专精特新“小巨人”为重大，其他资质为重要' },
  patent_burst: {
    measure: '30 天内获授权专利件数',
    important: 2 * PATENT_BURST_MIN,
    major: 4 * PATENT_BURST_MIN,
  },
  penalty: { measure: '罚款金额（万元）', important: 10, major: 100 },
  judgment: { measure: '涉案金额（万元）', important: 100, major: 1000 },
  cancellation: { measure: '注册资本（万元，折人民币）', important: 5000, major: 10000 },
};

/** The evidence: the fact table of each kind and the profile section listing it. */
export const EVENT_EVIDENCE: Record<IndustryEventKind, { table: string; section: string }> = {
  financing: { table: 'financing_events', section: 'rzlc' },
  large_bid: { table: 'bids', section: 'ztb' },
  capital_change: { table: 'change_records', section: 'bgjl' },
  new_branch: { table: 'branches', section: 'fzjg' },
  new_subsidiary: { table: 'shareholdings', section: 'dwtz' },
  qualification: { table: 'change_records', section: 'bgjl' },
  patent_burst: { table: 'patents', section: 'zl' },
  penalty: { table: 'penalties', section: 'xzcf' },
  judgment: { table: 'judgments', section: 'cpws' },
  cancellation: { table: 'change_records', section: 'bgjl' },
};

/** Each kind's rule in words (the feed's 规则说明 and docs/intelligence.md repeat them). */
export const EVENT_RULES: Record<IndustryEventKind, string> = {
  financing: '融资事件，每轮一条',
  large_bid: `中标金额不低于 ${LARGE_BID_MIN_WAN} 万元的中标公告`,
  capital_change: '注册资本变更记录（增资与减资），金额为增减额',
  new_branch: '新设分支机构（以分支机构成立日期计）',
  new_subsidiary: `企业成为新设公司的股东：持股不低于 ${SUBSIDIARY_MIN_RATIO}%，且出资日期在该公司成立后 ${SUBSIDIARY_START_DAYS} 天内`,
  qualification: `变更记录载明新取得${QUALIFICATIONS.join('、')}资质（变更前未载明）`,
  patent_burst: `同一 ${PATENT_BURST_DAYS} 天周期内获授权专利不少于 ${PATENT_BURST_MIN} 件（周期自 2000-01-01 起按 ${PATENT_BURST_DAYS} 天划分，以授权公告日计）`,
  penalty: '行政处罚决定',
  judgment: '作为被告的裁判文书',
  cancellation: `注册资本不低于 ${CANCELLATION_MIN_WAN} 万元或参保人数不低于 ${CANCELLATION_MIN_INSURED} 人的企业注销、吊销（以登记状态变更记录的日期计）`,
};
