import type { GapLabel } from '@/lib/contract/chains';

// The recommendation score of 招商推荐 (docs/investment-promotion.md, Recommendation score).
// One place for every constant: the derive step (signals.ts), the request (list.ts), the
// docs and the screen's explanation read them from here.

/** Fit to the target region's gap on the candidate's link, by the link's label. */
export const FIT_POINTS: Readonly<Record<GapLabel | '薄弱', number>> = {
  补链: 30,
  延链: 25,
  薄弱: 15,
  强链: 0,
};
/** A likely placement is less certain than a confirmed one. */
export const LIKELY_FACTOR = 0.8;

/** Quality: the leader score (0–100, services/chains/leaders.ts) scaled to 0–30. */
export const QUALITY_SCALE = 0.3;

/**
 * Expansion signals ("why now"): points per piece of evidence × its strength (1–3), at most
 * three pieces per signal, the sum capped. Cross-region branches and subsidiaries look back two
 * years; the others are the lead triggers (docs/leads.md) with their own windows.
 */
export const EXPANSION_WINDOW_DAYS = 730;
/** A subsidiary: a shareholding of at least this percentage. */
export const SUBSIDIARY_MIN_RATIO = 50;
export const SIGNAL_POINTS = {
  cross_branch: 12,
  cross_subsidiary: 15,
  financing_round: 12,
  capital_increase: 8,
  insured_rise: 8,
  rapid_hiring: 6,
} as const;
export type SignalKey = keyof typeof SIGNAL_POINTS;
export const SIGNAL_NAMES: Readonly<Record<SignalKey, string>> = {
  cross_branch: '异地设立分支机构',
  cross_subsidiary: '异地投资设立子公司',
  financing_round: '完成融资',
  capital_increase: '注册资本增加',
  insured_rise: '参保人数上升',
  rapid_hiring: '快速扩招',
};
export const SIGNAL_EVIDENCE_MAX = 3;
export const EXPANSION_MAX = 40;

/** Risk: as the leads (15 per penalty or judgment as 被告 in a year, at most three each). */
export const RISK_POINTS_PER_CASE = 15;
export const RISK_MAX_CASES = 3;
export const RISK_WINDOW_DAYS = 365;

/** Feedback on similar enterprises (same 4-digit industry class, same region × chain). */
export const FEEDBACK_POINTS = 10;
export const FEEDBACK_MAX = 20;

/**
 * A candidate is a company (not a sole trader, partnership or branch) with at least this
 * registered capital, 万元人民币: a firm that could set up in another city, never a shop.
 */
export const CANDIDATE_MIN_CAPITAL = 500;

/** Candidates per gap link (best base score first), so a request reads a bounded set. */
export const CANDIDATES_PER_LINK = 40;
/** At most this many recommendations are ranked and paged. */
export const RECOMMENDATIONS_MAX = 200;

export const SCORE_RULES: string[] = [
  `推荐分 = 缺口匹配 + 企业质量 + 扩张信号 − 风险 ± 您的反馈`,
  `缺口匹配：候选企业所在环节在目标地区为补链 ${FIT_POINTS.补链} 分、延链 ${FIT_POINTS.延链} 分、薄弱环节（区位熵低于0.8）${FIT_POINTS.薄弱} 分；归属为“较可能”时乘以 ${LIKELY_FACTOR}`,
  `企业质量：龙头企业评分（上市、注册资本、资质、专利，满分100）× ${QUALITY_SCALE}`,
  `扩张信号：近两年在其他城市设立分支机构（每条 ${SIGNAL_POINTS.cross_branch} 分）或控股子公司（持股≥${SUBSIDIARY_MIN_RATIO}%，每条 ${SIGNAL_POINTS.cross_subsidiary} 分），近期完成融资（${SIGNAL_POINTS.financing_round}）、注册资本增加（${SIGNAL_POINTS.capital_increase}）、参保人数上升（${SIGNAL_POINTS.insured_rise}）、快速扩招（${SIGNAL_POINTS.rapid_hiring}），按强度（1–3倍）计，每类至多 ${SIGNAL_EVIDENCE_MAX} 条，合计至多 ${EXPANSION_MAX} 分`,
  `风险：近一年每起行政处罚或被告案件扣 ${RISK_POINTS_PER_CASE} 分（各至多 ${RISK_MAX_CASES} 起）`,
  `您的反馈：标记“不合适”的企业在该地区与产业链下不再推荐，同行业（国民经济行业小类相同）企业每家 −${FEEDBACK_POINTS} 分；标记“感兴趣”则同行业企业每家 +${FEEDBACK_POINTS} 分（各至多 ${FEEDBACK_MAX} 分）；只影响您自己的推荐`,
  `已在目标地区注册或设有分支机构的企业不推荐`,
];
