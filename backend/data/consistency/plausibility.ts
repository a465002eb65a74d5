import {
  HOLDER_CHANGE,
  isBranchType,
  isListedType,
  LISTED_STATUSES,
  parseCapitalText,
  splitNames,
  staffBand,
} from './registry';
import type { Dossier, Problem } from './rules';

// What a professional expects of a company of its kind, size, industry and age, written once:
// the generator draws within these rules and the consistency test holds the generated dataset
// to them (0 violations). They judge the demo world only; real registry data is what it is.

/**
 * Demo listed companies' stock codes: 690000–699999. The Shanghai exchange's code rules give
 * its A shares 600–605 and the STAR market 688–689, and assign 69 to no security, so a demo
 * code is never mistaken for a real company's (docs/demo-data.md).
 */
export const DEMO_STOCK_PREFIX = '69';
export const DEMO_STOCK_CODES = 10_000;
export const isDemoStockCode = (code: string | null) => code !== null && /^69\d{4}$/.test(code);

/** A listed company shows its top ten holders, persons and institutions. */
export const LISTED_MIN_HOLDERS = 5;
/** The public holds at least a quarter of a listed company: no holder has more than this. */
export const LISTED_MAX_HOLDER_RATIO = 75;
/** A listed company employs at least this many (its 人员规模 band starts here). */
export const LISTED_MIN_STAFF = 100;

type Qualification = {
  /** Years since founding, at least. */
  minAge: number;
  /** Registered capital in 万元, at least. */
  minCapital: number;
  /** Years since founding, at most (a young fast grower). */
  maxAge?: number;
  /** A qualification it presupposes. */
  needs?: string;
};

/**
 * Qualification tags (资质) and what a holder must be besides a company (not a sole trader,
 * partnership or branch) of a technology 门类: 专精特新 asks two years in its niche, 小巨人
 * three; 瞪羚 and 独角兽 are young fast growers.
 */
export const QUALIFICATIONS: Readonly<Record<string, Qualification>> = {
  科技型中小企业: { minAge: 0, minCapital: 10 },
  高新技术企业: { minAge: 1, minCapital: 50 },
  专精特新: { minAge: 2, minCapital: 300 },
  '专精特新“小巨人”': { minAge: 3, minCapital: 1000, needs: '专精特新' },
  瞪羚: { minAge: 3, maxAge: 10, minCapital: 500 },
  独角兽: { minAge: 1, maxAge: 10, minCapital: 5000 },
};
/** 门类 whose enterprises hold technology qualifications and patents: 制造, 信息, 科研. */
export const TECH_CATEGORIES: ReadonlySet<string> = new Set(['C', 'I', 'M']);

/** A company limited by liability or shares, not a branch: who may hold a qualification. */
export const isCompanyType = (qylx: string) =>
  (qylx.startsWith('有限责任公司') || qylx.startsWith('股份有限公司')) && !isBranchType(qylx);

export type QualificationSubject = {
  qylx: string;
  category: string;
  /** 万元 */
  zczb: number | null;
  ageYears: number;
};

/** Why `tag` does not fit the enterprise, or undefined when it may hold it. */
export function qualificationMisfit(
  tag: string,
  s: QualificationSubject,
  held: readonly string[] = [],
): string | undefined {
  const rule = QUALIFICATIONS[tag];
  if (!rule) return undefined;
  if (!isCompanyType(s.qylx)) return `「${s.qylx}」不能获得${tag}资质`;
  if (!TECH_CATEGORIES.has(s.category)) return `${tag}资质属于制造、信息技术或科研企业`;
  if (s.ageYears < rule.minAge) return `${tag}要求成立满 ${rule.minAge} 年`;
  if (rule.maxAge !== undefined && s.ageYears > rule.maxAge)
    return `${tag}是成立 ${rule.maxAge} 年以内的企业`;
  if ((s.zczb ?? 0) < rule.minCapital) return `${tag}企业的注册资本不少于 ${rule.minCapital} 万元`;
  if (rule.needs && !held.includes(rule.needs)) return `${tag}须先是${rule.needs}企业`;
  return undefined;
}

/**
 * Generic public-procurement subjects an enterprise of a 门类 bids for (a chain link's
 * enterprise also bids for what it makes). A 门类 not listed wins no generic bids.
 */
export const GENERIC_BID_SUBJECTS: Readonly<Record<string, readonly string[]>> = {
  E: ['道路改造', '市政管网维修', '厂房建设'],
  I: ['信息化建设', '软件开发服务'],
  F: ['办公设备采购', '物资采购'],
  K: ['物业服务'],
  N: ['绿化养护', '环境卫生保洁'],
  L: ['会议服务', '咨询服务'],
  M: ['技术服务', '检测服务'],
};
const ALL_GENERIC_SUBJECTS = [...new Set(Object.values(GENERIC_BID_SUBJECTS).flat())];

/**
 * What an enterprise of a 门类 makes or sells outside any chain link, by catalogue group and
 * line (the demo product catalogue's two levels). A product of a line is named by one of the
 * line's goods; none of them is a chain keyword (chain-words.test.ts), so a generic product
 * never places its maker on a chain. A 门类 not listed lists no generic products.
 */
export const PRODUCT_LINES: Readonly<
  Record<string, { group: string; lines: Readonly<Record<string, readonly string[]>> }>
> = {
  C: {
    group: '工业品',
    lines: {
      机械设备: ['数控折弯机', '带式输送机', '螺杆空压机', '齿轮减速机'],
      五金制品: ['紧固件', '五金工具', '不锈钢阀门', '铝合金型材'],
      化工材料: ['水性涂料', '胶粘剂', '改性塑料粒子', '工业清洗剂'],
      包装材料: ['瓦楞纸箱', '塑料包装袋', '不干胶标签'],
    },
  },
  I: {
    group: '软件与信息服务',
    lines: {
      企业软件: ['协同办公系统', '客户关系管理系统', '进销存管理软件'],
      信息服务: ['网站建设服务', '数据备份服务', '信息系统运维服务'],
    },
  },
  M: {
    group: '技术服务',
    lines: {
      检测认证: ['产品质量检测', '环境检测服务', '计量校准服务'],
      设计服务: ['工业设计服务', '工程设计服务', '包装设计服务'],
    },
  },
  F: {
    group: '消费品',
    lines: {
      食品饮料: ['瓶装饮用水', '休闲零食', '茶叶礼盒', '调味品'],
      日用百货: ['洗护用品', '厨房用品', '收纳用品'],
      服装鞋帽: ['休闲服装', '运动鞋', '针织内衣'],
    },
  },
  A: {
    group: '农产品',
    lines: {
      粮油: ['大米', '菜籽油', '面粉'],
      果蔬: ['有机蔬菜', '应季水果', '食用菌'],
      畜禽产品: ['土鸡蛋', '冷鲜猪肉', '牛羊肉'],
    },
  },
};

/** The Nice classes an enterprise of a 门类 registers its trademarks in (35 for anyone). */
export const TRADEMARK_CLASSES: Readonly<Record<string, readonly number[]>> = {
  A: [29, 30, 31, 35],
  B: [1, 4, 6, 35],
  C: [1, 2, 6, 7, 9, 11, 12, 17, 20, 35],
  D: [4, 11, 35, 40],
  E: [19, 35, 37],
  F: [3, 21, 25, 29, 30, 32, 35],
  G: [35, 36, 39],
  H: [30, 35, 43],
  I: [9, 35, 38, 42],
  J: [35, 36],
  K: [35, 36, 37],
  L: [35, 41, 45],
  M: [9, 35, 42],
  N: [35, 37, 44],
  O: [35, 37, 44, 45],
  P: [16, 35, 41],
  Q: [5, 10, 35, 44],
  R: [9, 35, 41],
  S: [35, 45],
};
/** A trademark class fits the 门类, or any class for a 门类 without a list. */
export const trademarkClassFits = (category: string, niceClass: number) =>
  (TRADEMARK_CLASSES[category] ?? [niceClass]).includes(niceClass);

/** Why a generic product (`line` of the catalogue) does not fit its maker's 门类, if it does not. */
export function productMisfit(category: string, line: string, name: string): string | undefined {
  const goods = PRODUCT_LINES[category]?.lines[line];
  if (!goods) return `「${line}」不是该行业企业的产品类别`;
  if (!goods.some((g) => name.endsWith(g))) return `产品「${name}」不属于「${line}」`;
  return undefined;
}

/** The largest contract a company of this capital wins (万元): ten times its capital. */
export const maxBidAmount = (zczb: number | null) => Math.max(200, 10 * (zczb ?? 0));

const problem = (field: string, message: string): Problem => ({ field, message });
const yearsBetween = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / (365.25 * 86_400_000);

export type PlausibleDossier = Dossier & {
  enterprise: Dossier['enterprise'] & { tags: string[]; industryCategory: string };
};

/** The plausibility problems of one generated enterprise; `holds` is whom each enterprise holds. */
export function plausibilityProblems(
  d: PlausibleDossier,
  holds: ReadonlyMap<number, number>,
  branchesOf: ReadonlyMap<number, number>,
  today: string,
): Problem[] {
  const e = d.enterprise;
  const found: Problem[] = [];
  if (LISTED_STATUSES.includes(e.listingStatus)) {
    if (!isDemoStockCode(e.stockCode))
      found.push(problem('stock_code', '演示数据的股票代码应在 690000–699999 之间'));
    if (!isListedType(e.qylx) || !e.qylx.startsWith('股份有限公司'))
      found.push(problem('qylx', '上市企业应为股份有限公司'));
    if (d.holders.length < LISTED_MIN_HOLDERS)
      found.push(problem('shareholdings', `上市企业的前十大股东不少于 ${LISTED_MIN_HOLDERS} 名`));
    if (!d.holders.some((h) => h.enterpriseId !== null))
      found.push(problem('shareholdings', '上市企业的股东中应有机构'));
    if (d.holders.some((h) => h.ratio > LISTED_MAX_HOLDER_RATIO))
      found.push(
        problem('shareholdings', `上市企业的单一股东持股不超过 ${LISTED_MAX_HOLDER_RATIO}%`),
      );
    if ((staffBand(e.staffSize)?.min ?? 0) < LISTED_MIN_STAFF)
      found.push(problem('staff_size', `上市企业的人员规模不少于 ${LISTED_MIN_STAFF} 人`));
    const undisclosed = d.facts.annual_reports.find(
      (r) => r.totalAssets === null || r.revenue === null || r.netProfit === null,
    );
    if (undisclosed)
      found.push(
        problem('annual_reports', `上市企业的 ${undisclosed.year} 年报应公示资产、营收与利润`),
      );
    if (
      d.facts.annual_reports.length === 0 &&
      e.establishedOn < `${Number(today.slice(0, 4)) - 1}-01-01`
    )
      found.push(problem('annual_reports', '上市企业应有年报'));
  }
  const subject = {
    qylx: e.qylx,
    category: e.industryCategory,
    zczb: e.zczb,
    ageYears: yearsBetween(e.establishedOn, today),
  };
  for (const tag of e.tags) {
    const misfit = qualificationMisfit(tag, subject, e.tags);
    if (misfit) found.push(problem('tags', misfit));
  }
  if (d.parentId === null && e.qymc.includes('集团') && !holds.has(d.id) && !branchesOf.has(d.id))
    found.push(problem('qymc', '名称含“集团”的企业应有子公司或分支机构'));
  if (
    d.facts.patents.length > 0 &&
    (!TECH_CATEGORIES.has(e.industryCategory) || !isCompanyType(e.qylx))
  )
    found.push(problem('patents', '专利属于制造、信息技术或科研类公司'));
  const allowed = GENERIC_BID_SUBJECTS[e.industryCategory] ?? [];
  for (const bid of d.facts.bids) {
    if (bid.role === '中标' && bid.amount !== null && bid.amount > maxBidAmount(e.zczb))
      found.push(
        problem('bids', `注册资本 ${e.zczb ?? 0} 万元的企业中标 ${bid.amount} 万元，超出其规模`),
      );
    const generic = ALL_GENERIC_SUBJECTS.find((s) => bid.title.includes(s));
    if (generic && !allowed.includes(generic))
      found.push(problem('bids', `「${generic}」项目与企业所属行业不符`));
  }
  for (const t of d.facts.trademarks)
    if (!trademarkClassFits(e.industryCategory, t.niceClass))
      found.push(
        problem('trademarks', `商标「${t.name}」的第 ${t.niceClass} 类与企业所属行业不符`),
      );
  found.push(...capitalJoinProblems(d));
  return found;
}

/**
 * Holders who joined while no one left brought new capital: that day's change records hold a
 * 注册资本变更 that raises the capital (a joiner in someone's place took over their shares).
 */
function capitalJoinProblems(d: PlausibleDossier): Problem[] {
  const found: Problem[] = [];
  for (const c of d.changes) {
    if (c.item !== HOLDER_CHANGE) continue;
    const before = splitNames(c.before);
    const after = splitNames(c.after);
    const joiners = after.filter((n) => !before.includes(n));
    if (before.length === 0 || joiners.length === 0 || before.some((n) => !after.includes(n)))
      continue;
    const raised = d.changes.some((x) => {
      if (x.item !== '注册资本变更' || x.changedOn !== c.changedOn) return false;
      const from = parseCapitalText(x.before);
      const to = parseCapitalText(x.after);
      return from !== undefined && to !== undefined && to > from;
    });
    if (!raised)
      found.push(
        problem(
          'change_records',
          `${c.changedOn}「${joiners.join('、')}」新入股而无人退出，当日却没有增加注册资本的注册资本变更`,
        ),
      );
  }
  return found;
}

export type PlausibilityViolation = { enterpriseId: number; qymc: string; problem: string };

/** Every plausibility problem of a generated dataset, as of `today`. */
export function plausibilityViolations(
  dossiers: ReadonlyMap<number, PlausibleDossier>,
  today: string,
): PlausibilityViolation[] {
  const holds = new Map<number, number>();
  const branchesOf = new Map<number, number>();
  for (const d of dossiers.values()) {
    if (d.parentId !== null) branchesOf.set(d.parentId, (branchesOf.get(d.parentId) ?? 0) + 1);
    for (const h of d.holders)
      if (h.enterpriseId !== null) holds.set(h.enterpriseId, (holds.get(h.enterpriseId) ?? 0) + 1);
  }
  return [...dossiers.values()].flatMap((d) =>
    plausibilityProblems(d, holds, branchesOf, today).map((p) => ({
      enterpriseId: d.id,
      qymc: d.enterprise.qymc,
      problem: `${p.field}: ${p.message}`,
    })),
  );
}
