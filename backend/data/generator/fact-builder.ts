import { localCourts } from '../consistency/courts';
import {
  GENERIC_BID_SUBJECTS,
  isCompanyType,
  maxBidAmount,
  TECH_CATEGORIES,
  TRADEMARK_CLASSES,
} from '../consistency/plausibility';
import { FINANCING_ROUNDS, isListedType } from '../consistency/registry';
import { lastDay, type BuildContext, type EnterpriseInfo } from './context';
import { brandWord } from './names';
import { weightedTable } from './prng';

// The facts around one enterprise, in rough national proportions: annual reports, patents,
// trademarks, legal risk and business activity, each dated within the enterprise's life
// (from its founding to today or the day it closed; lawsuits may come later).

const PATENT_TYPES = weightedTable({
  '1': 36,
  '2': 44,
  '3': 15,
  '8': 3,
  '9': 1,
  '4': 0.3,
  '5': 0.3,
  '6': 0.2,
  '7': 0.2,
});
export const PATENT_TOPICS = [
  '控制方法',
  '检测装置',
  '制备方法',
  '连接结构',
  '散热装置',
  '数据处理方法',
  '清洁设备',
  '定位系统',
  '固定支架',
  '传动机构',
  '监测系统',
  '组合物',
];
// Generic objects: none is a chain keyword, so only an enterprise's chain link puts chain
// words in its patents and products (chain-words.test.ts).
export const PATENT_OBJECTS = [
  '包装容器',
  '智能终端',
  '输送设备',
  '电路板',
  '复合材料',
  '温控装置',
  '照明装置',
  '机器人',
  '传感器',
  '无人机',
  '阀门',
  '显示面板',
];
/** What a patent of a chain link is about: 一种正极材料的制备方法. */
const CHAIN_PATENT_TOPICS = [
  '制备方法',
  '检测方法',
  '控制方法',
  '生产工艺',
  '测试装置',
  '管理系统',
  '改进结构',
];
const CAUSES = [
  '买卖合同纠纷',
  '借款合同纠纷',
  '劳动争议',
  '建设工程施工合同纠纷',
  '租赁合同纠纷',
  '服务合同纠纷',
  '侵害商标权纠纷',
  '金融借款合同纠纷',
  '承揽合同纠纷',
];
const PENALTY_REASONS = [
  '未按规定公示年度报告',
  '虚假宣传',
  '销售不合格产品',
  '违反安全生产规定',
  '未按规定办理排污许可',
  '价格违法行为',
  '未依法纳税申报',
];
const POSTS = [
  '销售经理',
  '软件工程师',
  '会计',
  '行政专员',
  '生产操作工',
  '质检员',
  '客服专员',
  '采购专员',
  '产品经理',
  '电气工程师',
  '仓库管理员',
  '市场专员',
];
const EDUCATION = ['不限', '大专', '本科', '硕士'];
const EXPERIENCE = ['不限', '1-3年', '3-5年', '5-10年'];
const INVESTOR_WORDS = ['创投', '资本', '投资', '基金', '产业投资'];

/**
 * Writes the facts of `info` into the batch (its change history is history.ts's); returns the
 * latest annual report's head counts, which the record shows as its own.
 */
export function buildFacts(
  ctx: BuildContext,
  info: EnterpriseInfo,
): { staffCount: number; insuredCount: number } | undefined {
  if (info.isBranch) return undefined;
  const latest = annualReports(ctx, info);
  ip(ctx, info);
  risk(ctx, info);
  activity(ctx, info);
  return latest;
}

function annualReports(ctx: BuildContext, info: EnterpriseInfo) {
  const { rng, cal } = ctx;
  const end = lastDay(ctx, info);
  const scale = Math.max(1, info.zczb ?? 10);
  const listed = isListedType(info.qylx);
  // A report for year Y is published in Y + 1, while the enterprise still exists.
  const published: [number, number][] = [];
  for (let year = Math.max(cal.yearOf(info.established), cal.year - 5); year < cal.year; year++) {
    const publishedOn = cal.newYear(year + 1) + rng.int(0, 180);
    if (publishedOn <= end) published.push([year, publishedOn]);
  }
  let latest: { staffCount: number; insuredCount: number } | undefined;
  published.forEach(([year, publishedOn], i) => {
    // The latest report has today's head count; earlier years somewhat fewer or more.
    const staffCount =
      i === published.length - 1
        ? info.headcount
        : Math.max(1, Math.round(info.headcount * (0.6 + rng.next() * 0.5)));
    const insuredCount = Math.floor(staffCount * (0.4 + rng.next() * 0.6));
    // A listed company publishes its accounts, and trades on a larger scale than its capital.
    const disclose = listed || rng.chance(0.4);
    const revenue =
      Math.round(scale * (listed ? 2 + rng.next() * 8 : 0.3 + rng.next() * 3) * 100) / 100;
    ctx.batch.annualReports.push({
      id: ctx.nextId('annualReports'),
      enterpriseId: info.id,
      year,
      publishedOn: cal.iso(publishedOn),
      staffCount,
      insuredCount,
      totalAssets: disclose
        ? Math.round(scale * (listed ? 3 + rng.next() * 5 : 0.5 + rng.next() * 2) * 100) / 100
        : null,
      revenue: disclose ? revenue : null,
      netProfit: disclose ? Math.round(revenue * (rng.next() * 0.25 - 0.05) * 100) / 100 : null,
      ...provenance(ctx),
    });
    latest = { staffCount, insuredCount };
  });
  return latest;
}

function ip(ctx: BuildContext, info: EnterpriseInfo): void {
  const { rng, cal } = ctx;
  const end = lastDay(ctx, info);
  // Patents belong to technology companies, more of them to larger ones.
  const inventive = TECH_CATEGORIES.has(info.category) && isCompanyType(info.qylx);
  const scale = 1 + Math.max(0, Math.log10(Math.max(1, info.zczb ?? 1)) - 2);
  const patentCount =
    inventive && rng.chance(0.3 + 0.4 * Number(info.tags.length > 0))
      ? Math.min(60, 1 + Math.floor(-Math.log(1 - rng.next()) * 4 * scale))
      : 0;
  for (let i = 0; i < patentCount; i++) {
    const applied = rng.int(info.established, end);
    const type = Number(PATENT_TYPES.pick(rng));
    const { publicationNo, publishedOn, legalStatus } = patentProgress(ctx, info, type, applied);
    const link = info.chainLink;
    ctx.batch.patents.push({
      id: ctx.nextId('patents'),
      enterpriseId: info.id,
      type,
      title:
        link && rng.chance(0.7)
          ? `一种${rng.pick(link.keywords)}的${rng.pick(CHAIN_PATENT_TOPICS)}`
          : `一种${rng.pick(PATENT_OBJECTS)}${rng.pick(PATENT_TOPICS)}`,
      applicationNo: patentApplicationNo(cal.yearOf(applied), type, rng.int(0, 9_999_999)),
      appliedOn: cal.iso(applied),
      publicationNo,
      publishedOn: publishedOn === null ? null : cal.iso(publishedOn),
      legalStatus,
      ...provenance(ctx),
    });
  }
  const trademarkCount = rng.chance(0.22) ? rng.int(1, 6) : 0;
  for (let i = 0; i < trademarkCount; i++) {
    const applied = rng.int(info.established, end);
    ctx.batch.trademarks.push({
      id: ctx.nextId('trademarks'),
      enterpriseId: info.id,
      name: rng.chance(0.7)
        ? info.brand
        : `${info.brand}${rng.pick(['优选', '智造', '科技', '严选'])}`,
      registrationNo: String(rng.int(10_000_000, 79_999_999)),
      niceClass: rng.pick(TRADEMARK_CLASSES[info.category] ?? [35]),
      appliedOn: cal.iso(applied),
      status: cal.today - applied < 300 ? '申请中' : rng.chance(0.85) ? '已注册' : '已无效',
      ...provenance(ctx),
    });
  }
}

/**
 * A Chinese application number (since 2003): CN + year + type digit + seven digits + check
 * digit (weights 2–9 cycling over the twelve digits, modulo 11, 10 written X).
 */
export function patentApplicationNo(year: number, type: number, serial: number): string {
  const digits = `${year}${[1, 2, 3, 8, 9].includes(type) ? type : 1}${String(serial).padStart(7, '0')}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (2 + (i % 8));
  const check = sum % 11;
  return `CN${digits}.${check === 10 ? 'X' : check}`;
}

/**
 * Where a patent stands today: an invention is published 18 months after filing (kind A) and
 * granted later (kind B); utility models (U) and designs (S) are published when granted.
 */
function patentProgress(ctx: BuildContext, info: EnterpriseInfo, type: number, applied: number) {
  const { rng, cal } = ctx;
  const invention = type === 1 || type === 8;
  const granted = applied + (invention ? rng.int(700, 1500) : rng.int(120, 400));
  const serial = rng.int(100_000_000, 119_999_999);
  if (granted <= cal.today) {
    const kind = invention ? 'B' : type === 3 ? 'S' : type === 2 || type === 9 ? 'U' : 'A';
    // A closed enterprise's patents lapse with it.
    const valid = info.closed === undefined && rng.chance(0.8);
    return {
      publicationNo: `CN${serial}${kind}`,
      publishedOn: granted,
      legalStatus: valid ? '授权' : '失效',
    };
  }
  const published = applied + 540;
  return invention && published <= cal.today
    ? { publicationNo: `CN${serial}A`, publishedOn: published, legalStatus: '审中' }
    : { publicationNo: null, publishedOn: null, legalStatus: '审中' };
}

const JUDGMENT_KINDS = weightedTable({ 民初: 60, 民终: 15, 执: 25 });
/** Per case type: the document, the enterprise's possible roles, and whose court hears it. */
const CASE_TYPES: Record<string, { document: string; roles: string[]; leading: string[] }> = {
  民初: {
    document: '一审民事判决书',
    roles: ['原告', '被告', '被告', '第三人'],
    leading: ['原告'],
  },
  民终: { document: '二审民事判决书', roles: ['上诉人', '被上诉人'], leading: ['上诉人'] },
  执: {
    document: '执行裁定书',
    roles: ['申请执行人', '被执行人', '被执行人'],
    leading: ['申请执行人'],
  },
};

function risk(ctx: BuildContext, info: EnterpriseInfo): void {
  const { rng, cal } = ctx;
  const end = lastDay(ctx, info);
  const courts = localCourts(info.region);
  const judgmentCount = rng.chance(info.alive ? 0.1 : 0.25) ? rng.int(1, 4) : 0;
  for (let i = 0; i < judgmentCount; i++) {
    const type = JUDGMENT_KINDS.pick(rng);
    const { document, roles, leading } = CASE_TYPES[type]!;
    // Filed after the founding, decided within a year; lawsuits may follow a closing.
    const lag = rng.int(30, 300);
    const lastFiling = Math.min(cal.today, end + 365) - lag;
    if (lastFiling < info.established) continue;
    const filed = rng.int(info.established, lastFiling);
    const cause = rng.pick(CAUSES);
    const role = rng.pick(roles);
    const other = `${brandWord(rng)}${rng.pick(['商贸有限公司', '科技有限公司', '建设工程有限公司'])}`;
    const parties = leading.includes(role) ? [info.qymc, other] : [other, info.qymc];
    // First instance and execution in the district's court, appeals in the city's.
    const court = type === '民终' ? courts.intermediate(rng.int(1, 2)) : courts.basic;
    const judged = filed + lag;
    ctx.batch.judgments.push({
      id: ctx.nextId('judgments'),
      enterpriseId: info.id,
      caseNo: `（${cal.yearOf(filed)}）${court.code}${type}${rng.int(1, 30000)}号`,
      title: `${parties.join('与')}${cause}${document}`,
      cause,
      role,
      court: court.name,
      judgedOn: cal.iso(judged),
      amount: rng.chance(0.8) ? rng.int(5_000, 5_000_000) : null,
      ...provenance(ctx),
    });
    if (type === '执' && role === '被执行人' && rng.chance(0.35))
      auction(ctx, info, court.name, judged);
  }
  if (rng.chance(0.05)) {
    const day = rng.int(info.established, end);
    const amount = rng.chance(0.6) ? rng.int(1, 200) * 1000 : null;
    ctx.batch.penalties.push({
      id: ctx.nextId('penalties'),
      enterpriseId: info.id,
      decisionNo: `${info.city.replace(/(市|地区|盟)$/, '')}市监罚〔${cal.yearOf(day)}〕${rng.int(1, 3000)}号`,
      authority: `${info.city}市场监督管理局`,
      reason: rng.pick(PENALTY_REASONS),
      content: amount === null ? '警告' : `罚款${amount}元`,
      amount,
      decidedOn: cal.iso(day),
      ...provenance(ctx),
    });
  }
}

/** The court that executes a judgment against the enterprise auctions its assets later. */
function auction(ctx: BuildContext, info: EnterpriseInfo, court: string, executed: number): void {
  const { rng, cal } = ctx;
  let day = executed + rng.int(30, 400);
  // Auctions are announced about a month ahead.
  if (day > cal.today + 30) day = cal.today + rng.int(1, 30);
  const status =
    day > cal.today
      ? '即将开始'
      : cal.today - day <= 1
        ? '进行中'
        : rng.pick(['已成交', '已成交', '流拍', '撤回']);
  ctx.batch.judicialAuctions.push({
    id: ctx.nextId('judicialAuctions'),
    enterpriseId: info.id,
    title: `${info.qymc}名下${rng.pick(['机器设备一批', '车辆一辆', '房产一处', '股权'])}`,
    court,
    startingPrice: rng.int(50_000, 20_000_000),
    auctionOn: cal.iso(day),
    status,
    ...provenance(ctx),
  });
}

function activity(ctx: BuildContext, info: EnterpriseInfo): void {
  const { rng, cal } = ctx;
  const end = lastDay(ctx, info);
  // Bids of the last five years (none for an enterprise closed before them); an enterprise of
  // a chain link wins some for what it makes.
  // A generic subject is one of its 门类's; a contract is within ten times its capital.
  const link = info.chainLink;
  const generic = GENERIC_BID_SUBJECTS[info.category] ?? [];
  const bidChance = info.category === 'E' ? 0.3 : link ? 0.1 : generic.length > 0 ? 0.05 : 0;
  const bidCount = end >= cal.today - 1800 && rng.chance(bidChance) ? rng.int(1, 5) : 0;
  const largest = Math.min(5000, maxBidAmount(info.zczb));
  for (let i = 0; i < bidCount; i++) {
    const role = rng.chance(0.8) ? '中标' : '招标';
    const own = link && (generic.length === 0 || (role === '中标' && rng.chance(0.6)));
    const subject = own ? `${rng.pick(link.keywords)}采购` : rng.pick(generic);
    ctx.batch.bids.push({
      id: ctx.nextId('bids'),
      enterpriseId: info.id,
      title: `${info.city}${subject}项目${role === '中标' ? '中标公告' : '招标公告'}`,
      role,
      amount: rng.int(5, largest),
      regionCode: info.regionCode,
      publishedOn: cal.iso(rng.int(Math.max(info.established, cal.today - 1800), end)),
      ...provenance(ctx),
    });
  }
  if (info.alive && rng.chance(0.18)) {
    for (let i = rng.int(1, 4); i > 0; i--) {
      const min = rng.int(3, 15) * 1000;
      ctx.batch.recruitmentPosts.push({
        id: ctx.nextId('recruitmentPosts'),
        enterpriseId: info.id,
        title: rng.pick(POSTS),
        city: info.city,
        salaryMin: min,
        salaryMax: min + rng.int(1, 10) * 1000,
        education: rng.pick(EDUCATION),
        experience: rng.pick(EXPERIENCE),
        publishedOn: cal.iso(rng.int(Math.max(info.established, cal.today - 90), cal.today)),
        ...provenance(ctx),
      });
    }
  }
  const lines = ctx.productCategories.get(info.category);
  // An enterprise of a chain link lists what it makes there (华鑫正极材料), classified by the
  // link; another one goods of its trade's catalogue lines (华鑫瓶装饮用水 in 食品饮料).
  const made = link && link.products.length > 0 ? link.products : undefined;
  if (made ? rng.chance(0.45) : lines && rng.chance(0.15)) {
    const products = new Map<string, number | null>();
    for (let i = rng.int(1, 3); i > 0; i--) {
      if (made) products.set(`${info.brand}${rng.pick(made)}`, null);
      else {
        const line = rng.pick(lines!);
        products.set(`${info.brand}${rng.pick(line.goods)}`, line.id);
      }
    }
    for (const [name, categoryId] of products) {
      ctx.batch.products.push({
        id: ctx.nextId('products'),
        enterpriseId: info.id,
        categoryId,
        name,
        description: `${info.qymc}推出的${name}。`,
        ...provenance(ctx),
      });
    }
  }
  if (info.tags.length > 0 && rng.chance(0.25)) {
    let day = info.established + rng.int(60, 720);
    for (const round of FINANCING_ROUNDS.slice(0, rng.int(1, FINANCING_ROUNDS.length))) {
      if (day > end) break;
      const amount = rng.int(1, 50) * (round === '天使轮' ? 100 : 1000);
      ctx.batch.financingEvents.push({
        id: ctx.nextId('financingEvents'),
        enterpriseId: info.id,
        round,
        amountText: `${amount}万人民币`,
        amountWan: amount,
        investors: Array.from(
          { length: rng.int(1, 3) },
          () => `${brandWord(rng)}${rng.pick(INVESTOR_WORDS)}`,
        ).join('、'),
        occurredOn: cal.iso(day),
        ...provenance(ctx),
      });
      day += rng.int(180, 720);
    }
  }
}

function provenance(ctx: BuildContext) {
  return { source: ctx.source, asOf: ctx.cal.todayIso };
}
