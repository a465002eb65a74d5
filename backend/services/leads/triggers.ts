import { sql, type SQL } from 'drizzle-orm';
import { wanAmountText } from '../../db/queries/amount-text';

// The trigger catalogue of 融资商机 and 存款商机 (docs/leads.md): each trigger is a dated
// rule over our facts. Its SQL yields one row per piece of evidence — the enterprise, the
// fact's table and id, its date, a strength (≥ 1, capped) and a Chinese sentence — so the
// derive step (refresh.ts) can score and gather every trigger in one set-based statement.
// Dates are relative to the data's as-of date (the Clock), never to the wall clock.

/** Lead kinds: 融资商机 (/rzsj) and 存款商机 (/cksj). */
export const LEAD_KINDS = ['rzsj', 'cksj'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_NAMES: Record<LeadKind, string> = { rzsj: '融资商机', cksj: '存款商机' };

/** The products a lead may suggest. */
export const LEAD_PRODUCTS = [
  '流动资金贷款',
  '项目贷款',
  '科创贷',
  '供应链金融',
  '代发工资',
  '对公结算',
  '现金管理',
] as const;
export type LeadProduct = (typeof LEAD_PRODUCTS)[number];

// Thresholds (amounts in 万元, windows in days before the as-of date).
/** A won bid counts from this amount. */
export const BID_MIN_WAN = 500;
export const BID_WINDOW_DAYS = 180;
/** Rapid hiring: at least this many recruitment posts in the window. */
export const HIRING_MIN_POSTS = 10;
export const HIRING_WINDOW_DAYS = 90;
/** A branch registered in the window. */
export const BRANCH_WINDOW_DAYS = 365;
/** A registered-capital increase recorded in the window. */
export const CAPITAL_INCREASE_WINDOW_DAYS = 365;
/** A financing round in the window; its strength grows with the amount over the reference. */
export const FINANCING_WINDOW_DAYS = 180;
export const FINANCING_REF_WAN = 1000;
/** A change record naming a 高新技术企业 / 专精特新 qualification in the window. */
export const QUALIFICATION_WINDOW_DAYS = 365;
/** Many new patents: at least this many applications in the window. */
export const PATENT_MIN_COUNT = 5;
export const PATENT_WINDOW_DAYS = 365;
/** A new registration with large capital. */
export const REGISTRATION_WINDOW_DAYS = 180;
export const REGISTRATION_MIN_WAN = 1000;
/** Paid-in capital received (a change record of 实缴资本). */
export const PAID_IN_WINDOW_DAYS = 365;
/**
 * Rising insured staff: the latest annual report (the year after the one before it) above
 * every earlier report. A payroll offer needs a real hiring step, not year-on-year noise of a
 * small team or a rebound after a dip: a minimum base the year before, and a minimum number
 * of new insured staff and a minimum ratio over the highest earlier report.
 */
export const INSURED_WINDOW_DAYS = 365;
export const INSURED_MIN_BASE = 20;
export const INSURED_MIN_RISE = 20;
export const INSURED_MIN_RATIO = 1.3;
/** A capital injection into a subsidiary (a shareholding subscribed by the enterprise). */
export const INJECTION_WINDOW_DAYS = 365;
export const INJECTION_MIN_WAN = 1000;
/** Strength is capped, so one huge bid does not drown every other reason. */
export const STRENGTH_CAP = 3;

/**
 * The evidence tables, and the profile dimension (lib/contract/profile.ts) that lists each:
 * the evidence id is that list's row id ("ID_"), so 查看依据 opens the row itself.
 */
export const EVIDENCE_DIMENSIONS = {
  bids: 'ztb',
  recruitment_posts: 'zpxx',
  branches: 'fzjg',
  change_records: 'bgjl',
  financing_events: 'rzlc',
  patents: 'zl',
  enterprises: null,
  annual_reports: 'qynb',
  shareholdings: 'dwtz',
} as const;
export type EvidenceTable = keyof typeof EVIDENCE_DIMENSIONS;

export type TriggerKey =
  | 'bid_won'
  | 'rapid_hiring'
  | 'new_branch'
  | 'capital_increase'
  | 'financing_round'
  | 'new_qualification'
  | 'patent_burst'
  | 'new_registration'
  | 'paid_in_capital'
  | 'insured_rise'
  | 'subsidiary_injection';

export type TriggerDef = {
  key: TriggerKey;
  /** The name shown with a lead. */
  name: string;
  /** The rule in words (docs/leads.md repeats it). */
  rule: string;
  table: EvidenceTable;
  /** Base points of one piece of evidence (before strength and recency). */
  weight: number;
  /** The products it suggests, per kind it feeds; a kind not listed is not fed. */
  products: Partial<Record<LeadKind, LeadProduct[]>>;
  /**
   * Evidence rows as of `today` (a 'YYYY-MM-DD' date parameter): enterprise_id, source_id,
   * on_date, strength, sentence.
   */
  evidence: (today: SQL) => SQL;
};

/** 2026-10-12 */
const day = (d: string) => sql.raw(`to_char(${d}, 'YYYY-MM-DD')`);
const wan = (n: string) => wanAmountText(n);
/** A strength in [1, STRENGTH_CAP] from a ratio. */
const strength = (ratio: string) =>
  sql.raw(`least(${STRENGTH_CAP}, greatest(1, coalesce(${ratio}, 1)))::float8`);
/** A constant spliced as a literal (a parameter would be typed by its first use). */
const num = (n: number) => sql.raw(String(n));
const since = (today: SQL, days: number) => sql`(${today}::date - ${sql.raw(String(days))})`;
/** The leading amount of a capital text such as 1000万元人民币 (SQL over a column name). */
export const capitalOf = (col: string) =>
  `nullif(substring(${col} from '^[0-9]+(?:[.][0-9]+)?'), '')::numeric`;

export const TRIGGERS: TriggerDef[] = [
  {
    key: 'bid_won',
    name: '大额中标',
    rule: `近 ${BID_WINDOW_DAYS} 天中标金额不低于 ${BID_MIN_WAN} 万元的项目（履约垫资、回款）`,
    table: 'bids',
    weight: 30,
    products: { rzsj: ['流动资金贷款', '供应链金融'], cksj: ['对公结算', '现金管理'] },
    evidence: (today) => sql`select b.enterprise_id, b.id as source_id, b.published_on as on_date,
        ${strength(`b.amount / ${BID_MIN_WAN}`)} as strength,
        ${day('b.published_on')} || ' 中标「' || b.title || '」，金额 ' || ${wan('b.amount')} as sentence
      from bids b
      where b.role = '中标' and b.amount >= ${num(BID_MIN_WAN)}
        and b.published_on > ${since(today, BID_WINDOW_DAYS)} and b.published_on <= ${today}::date`,
  },
  {
    key: 'rapid_hiring',
    name: '快速扩招',
    rule: `近 ${HIRING_WINDOW_DAYS} 天发布招聘信息不少于 ${HIRING_MIN_POSTS} 条`,
    table: 'recruitment_posts',
    weight: 15,
    products: { rzsj: ['流动资金贷款'] },
    evidence: (today) => sql`select r.enterprise_id, r.id as source_id, r.published_on as on_date,
        ${strength(`r.posts::numeric / ${HIRING_MIN_POSTS}`)} as strength,
        '近 ${sql.raw(String(HIRING_WINDOW_DAYS))} 天发布招聘 ' || r.posts || ' 条，最近一条 ' ||
          ${day('r.published_on')} || '「' || r.title || '」' as sentence
      from (
        select p.*, count(*) over (partition by p.enterprise_id) as posts,
          row_number() over (partition by p.enterprise_id order by p.published_on desc, p.id desc) as n
        from recruitment_posts p
        where p.published_on > ${since(today, HIRING_WINDOW_DAYS)} and p.published_on <= ${today}::date
      ) r
      where r.n = 1 and r.posts >= ${num(HIRING_MIN_POSTS)}`,
  },
  {
    key: 'new_branch',
    name: '新设分支机构',
    rule: `近 ${BRANCH_WINDOW_DAYS} 天新设分支机构`,
    table: 'branches',
    weight: 15,
    products: { rzsj: ['项目贷款'], cksj: ['对公结算', '现金管理'] },
    evidence: (today) => sql`select br.parent_id as enterprise_id, br.id as source_id,
        s.established_on as on_date, 1::float8 as strength,
        ${day('s.established_on')} || ' 设立分支机构「' || s.qymc || '」' as sentence
      from branches br join enterprises s on s.id = br.branch_id
      where s.established_on > ${since(today, BRANCH_WINDOW_DAYS)} and s.established_on <= ${today}::date`,
  },
  {
    key: 'capital_increase',
    name: '注册资本增加',
    rule: `近 ${CAPITAL_INCREASE_WINDOW_DAYS} 天注册资本变更且变更后高于变更前`,
    table: 'change_records',
    weight: 25,
    products: { rzsj: ['流动资金贷款', '项目贷款'] },
    evidence: (today) => sql`select c.enterprise_id, c.id as source_id, c.changed_on as on_date,
        ${strength('c.after_wan / nullif(c.before_wan, 0)')} as strength,
        ${day('c.changed_on')} || ' 注册资本由 ' || ${wan('c.before_wan')} || ' 增至 ' || ${wan('c.after_wan')} as sentence
      from (
        select x.*, ${sql.raw(capitalOf('x.before'))} as before_wan, ${sql.raw(capitalOf('x.after'))} as after_wan
        from change_records x
        where x.item = '注册资本变更'
          and x.changed_on > ${since(today, CAPITAL_INCREASE_WINDOW_DAYS)} and x.changed_on <= ${today}::date
      ) c
      where c.after_wan > c.before_wan`,
  },
  {
    key: 'financing_round',
    name: '完成融资',
    rule: `近 ${FINANCING_WINDOW_DAYS} 天完成一轮融资（融资：过桥与跟进债权；存款：募集资金到账）`,
    table: 'financing_events',
    weight: 35,
    products: { rzsj: ['流动资金贷款', '科创贷'], cksj: ['现金管理', '对公结算'] },
    evidence: (today) => sql`select f.enterprise_id, f.id as source_id, f.occurred_on as on_date,
        ${strength(`f.amount_wan / ${FINANCING_REF_WAN}`)} as strength,
        ${day('f.occurred_on')} || ' 完成' || f.round || '融资，金额' || f.amount_text ||
          case when f.investors <> '' then '，投资方：' || f.investors else '' end as sentence
      from financing_events f
      where f.occurred_on > ${since(today, FINANCING_WINDOW_DAYS)} and f.occurred_on <= ${today}::date`,
  },
  {
    key: 'new_qualification',
    name: '新获科技资质',
    rule: `近 ${QUALIFICATION_WINDOW_DAYS} 天变更记录载明取得高新技术企业或专精特新资质`,
    table: 'change_records',
    weight: 25,
    products: { rzsj: ['科创贷'] },
    evidence: (today) => sql`select c.enterprise_id, c.id as source_id, c.changed_on as on_date,
        1::float8 as strength,
        ${day('c.changed_on')} || ' ' || c.item || '：' || c.after as sentence
      from change_records c
      where (c.after like '%高新技术企业%' or c.after like '%专精特新%')
        and c.before not like '%' || (case when c.after like '%专精特新%' then '专精特新' else '高新技术企业' end) || '%'
        and c.changed_on > ${since(today, QUALIFICATION_WINDOW_DAYS)} and c.changed_on <= ${today}::date`,
  },
  {
    key: 'patent_burst',
    name: '专利密集申请',
    rule: `近 ${PATENT_WINDOW_DAYS} 天申请专利不少于 ${PATENT_MIN_COUNT} 件`,
    table: 'patents',
    weight: 20,
    products: { rzsj: ['科创贷'] },
    evidence: (today) => sql`select p.enterprise_id, p.id as source_id, p.applied_on as on_date,
        ${strength(`p.filed::numeric / ${PATENT_MIN_COUNT}`)} as strength,
        '近 ${sql.raw(String(PATENT_WINDOW_DAYS))} 天申请专利 ' || p.filed || ' 件，最近一件 ' ||
          ${day('p.applied_on')} || '「' || p.title || '」' as sentence
      from (
        select x.*, count(*) over (partition by x.enterprise_id) as filed,
          row_number() over (partition by x.enterprise_id order by x.applied_on desc, x.id desc) as n
        from patents x
        where x.applied_on > ${since(today, PATENT_WINDOW_DAYS)} and x.applied_on <= ${today}::date
      ) p
      where p.n = 1 and p.filed >= ${num(PATENT_MIN_COUNT)}`,
  },
  {
    key: 'new_registration',
    name: '新设大额注册',
    rule: `近 ${REGISTRATION_WINDOW_DAYS} 天新成立、注册资本不低于 ${REGISTRATION_MIN_WAN} 万元`,
    table: 'enterprises',
    weight: 25,
    products: { cksj: ['对公结算', '现金管理'] },
    evidence: (today) => sql`select e.id as enterprise_id, e.id as source_id,
        e.established_on as on_date, ${strength(`e.zczb / ${REGISTRATION_MIN_WAN}`)} as strength,
        ${day('e.established_on')} || ' 新成立，注册资本 ' || ${wan('e.zczb')} as sentence
      from enterprises e
      where e.zczb >= ${num(REGISTRATION_MIN_WAN)}
        and e.established_on > ${since(today, REGISTRATION_WINDOW_DAYS)} and e.established_on <= ${today}::date`,
  },
  {
    key: 'paid_in_capital',
    name: '实缴资本到位',
    rule: `近 ${PAID_IN_WINDOW_DAYS} 天变更记录载明实缴资本增加`,
    table: 'change_records',
    weight: 30,
    products: { cksj: ['现金管理', '对公结算'] },
    evidence: (today) => sql`select c.enterprise_id, c.id as source_id, c.changed_on as on_date,
        ${strength(`${capitalOf('c.after')} / nullif(${capitalOf('c.before')}, 0)`)} as strength,
        ${day('c.changed_on')} || ' ' || c.item || '：' ||
          case when c.before <> '' then c.before || ' → ' else '' end || c.after as sentence
      from change_records c
      where c.item like '%实缴%'
        and coalesce(${sql.raw(capitalOf('c.after'))}, 1) > coalesce(${sql.raw(capitalOf('c.before'))}, 0)
        and c.changed_on > ${since(today, PAID_IN_WINDOW_DAYS)} and c.changed_on <= ${today}::date`,
  },
  {
    key: 'insured_rise',
    name: '参保人数上升',
    rule: `近 ${INSURED_WINDOW_DAYS} 天公布的年报参保人数创新高：比以往各年报的最高值多不少于 ${INSURED_MIN_RISE} 人且高出不低于 ${Math.round((INSURED_MIN_RATIO - 1) * 100)}%（上一年报不少于 ${INSURED_MIN_BASE} 人）`,
    table: 'annual_reports',
    weight: 20,
    products: { cksj: ['代发工资'] },
    evidence: (today) => sql`select a.enterprise_id, a.id as source_id, a.published_on as on_date,
        ${strength('a.insured_count::numeric / nullif(a.prev_max, 0)')} as strength,
        ${day('a.published_on')} || ' 公布 ' || a.year || ' 年报，参保人数由 ' || a.prev_insured ||
          ' 人增至 ' || a.insured_count || ' 人' as sentence
      from (
        select r.*, lag(r.insured_count) over (partition by r.enterprise_id order by r.year) as prev_insured,
          lag(r.year) over (partition by r.enterprise_id order by r.year) as prev_year,
          max(r.insured_count) over (partition by r.enterprise_id order by r.year
            rows between unbounded preceding and 1 preceding) as prev_max,
          row_number() over (partition by r.enterprise_id order by r.year desc) as n
        from annual_reports r
        where r.published_on <= ${today}::date
      ) a
      where a.n = 1 and a.prev_year = a.year - 1
        and a.published_on > ${since(today, INSURED_WINDOW_DAYS)}
        and a.prev_insured >= ${num(INSURED_MIN_BASE)}
        and a.insured_count - a.prev_max >= ${num(INSURED_MIN_RISE)}
        and a.insured_count >= a.prev_max * ${num(INSURED_MIN_RATIO)}`,
  },
  {
    key: 'subsidiary_injection',
    name: '注资子公司',
    rule: `近 ${INJECTION_WINDOW_DAYS} 天向被投企业认缴出资不低于 ${INJECTION_MIN_WAN} 万元（资金划转与归集）`,
    table: 'shareholdings',
    weight: 25,
    products: { cksj: ['现金管理'] },
    evidence: (today) => sql`select s.holder_enterprise_id as enterprise_id, s.id as source_id,
        s.subscribed_on as on_date, ${strength(`s.subscribed_capital / ${INJECTION_MIN_WAN}`)} as strength,
        ${day('s.subscribed_on')} || ' 向「' || t.qymc || '」认缴出资 ' || ${wan('s.subscribed_capital')} as sentence
      from shareholdings s join enterprises t on t.id = s.enterprise_id
      where s.holder_enterprise_id is not null and s.subscribed_capital >= ${num(INJECTION_MIN_WAN)}
        and s.subscribed_on > ${since(today, INJECTION_WINDOW_DAYS)} and s.subscribed_on <= ${today}::date`,
  },
];

export const triggerDef = (key: TriggerKey) => TRIGGERS.find((t) => t.key === key)!;

/** The triggers feeding a kind. */
export const triggersOf = (kind: LeadKind) => TRIGGERS.filter((t) => t.products[kind]);
