import type { BuildContext, EnterpriseInfo } from './context';
import { brandWord, personName } from './names';
import { weightedTable } from './prng';

// The facts around one enterprise, in rough national proportions: change records (the
// source of dynamics), annual reports, patents, trademarks, legal risk and business activity.

const CHANGE_KINDS = weightedTable({
  投资人变更: 24,
  高级管理人员备案: 20,
  经营范围变更: 15,
  住所变更: 12,
  注册资本变更: 10,
  法定代表人变更: 8,
  章程备案: 6,
  名称变更: 3,
  联络员变更: 2,
});
/** Dynamics class (CLASS_NAME) of each change item. */
export const CHANGE_CLASS: Record<string, string> = {
  投资人变更: '股东变更',
  高级管理人员备案: '主要人员变更',
  经营范围变更: '经营范围变更',
  住所变更: '地址变更',
  注册资本变更: '注册资本变更',
  法定代表人变更: '法人变更',
  章程备案: '其他变更',
  名称变更: '名称变更',
  联络员变更: '其他变更',
};
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
const PATENT_TOPICS = [
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
const PATENT_OBJECTS = [
  '电池模组',
  '智能终端',
  '输送设备',
  '电路板',
  '复合材料',
  '图像识别',
  '储能系统',
  '机器人',
  '传感器',
  '无人机',
  '阀门',
  '显示面板',
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
  '执行案件',
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
const ROUNDS = ['天使轮', 'Pre-A轮', 'A轮', 'B轮', 'C轮', 'D轮', 'Pre-IPO'];
const INVESTOR_WORDS = ['创投', '资本', '投资', '基金', '产业投资'];
const PRODUCT_WORDS = ['智能', '高效', '新型', '便携式', '工业级', '数字化'];
const DAY = 1;

/** Writes the facts of `info` into the batch; returns its former names, newest first. */
export function buildFacts(ctx: BuildContext, info: EnterpriseInfo): string[] {
  const formerNames = changeRecords(ctx, info);
  if (info.isBranch) return formerNames;
  annualReports(ctx, info);
  ip(ctx, info);
  risk(ctx, info);
  activity(ctx, info);
  return formerNames;
}

function changeRecords(ctx: BuildContext, info: EnterpriseInfo): string[] {
  const { rng, cal } = ctx;
  const years = (cal.today - info.established) / 365;
  const count = rng.poisson(Math.min(6, years * 0.35));
  const days: number[] = [];
  for (let i = 0; i < count; i++)
    days.push(info.established + rng.int(30, Math.max(30, cal.today - info.established)));
  // Some live enterprises changed something in the last month: dynamics always exist.
  if (info.alive && rng.chance(0.07)) days.push(cal.today - rng.int(0, 29) * DAY);
  days.sort((a, b) => b - a);
  const formerNames: string[] = [];
  let currentName = info.qymc;
  for (const day of days) {
    if (day > cal.today) continue;
    const item = CHANGE_KINDS.pick(rng);
    let before = '';
    let after = '';
    switch (item) {
      case '名称变更':
        if (info.isBranch) continue;
        after = currentName;
        before = currentName.replace(info.brand, brandWord(rng));
        formerNames.push(before);
        currentName = before;
        break;
      case '注册资本变更': {
        const now = info.zczb ?? 100;
        after = `${now}万元人民币`;
        before = `${Math.max(1, Math.round(now * (0.2 + rng.next() * 0.7)))}万元人民币`;
        break;
      }
      case '法定代表人变更':
        before = personName(rng);
        after = rng.chance(0.5) ? info.legalRepresentative : personName(rng);
        break;
      case '投资人变更':
      case '高级管理人员备案':
        before = [personName(rng), personName(rng)].join('、');
        after = [personName(rng), personName(rng), personName(rng)].join('、');
        break;
      case '住所变更':
        before = `${info.province}${info.city}${rng.pick(['人民', '解放', '中山', '建设'])}路${rng.int(1, 500)}号`;
        after = `${info.province}${info.city}${rng.pick(['科技', '创业', '滨江', '世纪'])}大道${rng.int(1, 900)}号`;
        break;
      case '经营范围变更':
        before = '一般项目：技术服务、技术开发；货物进出口。';
        after = '一般项目：技术服务、技术开发；货物进出口；软件开发；信息系统集成服务。';
        break;
      default:
        before = '';
        after = '';
    }
    ctx.batch.changeRecords.push({
      id: ctx.nextId('changeRecords'),
      enterpriseId: info.id,
      changedOn: cal.iso(day),
      item,
      before,
      after,
      className: CHANGE_CLASS[item]!,
      ...provenance(ctx),
    });
  }
  return formerNames;
}

function annualReports(ctx: BuildContext, info: EnterpriseInfo): void {
  const { rng, cal } = ctx;
  if (!info.alive) return;
  const first = Math.max(cal.yearOf(info.established), cal.year - 5);
  const scale = Math.max(1, info.zczb ?? 10);
  for (let year = first; year < cal.year; year++) {
    const publishedOn = cal.newYear(year + 1) + rng.int(0, 180);
    if (publishedOn > cal.today) continue;
    const disclose = rng.chance(0.4);
    const revenue = Math.round(scale * (0.3 + rng.next() * 3) * 100) / 100;
    ctx.batch.annualReports.push({
      id: ctx.nextId('annualReports'),
      enterpriseId: info.id,
      year,
      publishedOn: cal.iso(publishedOn),
      staffCount: rng.int(1, Math.max(2, Math.round(Math.sqrt(scale) * 3))),
      insuredCount: rng.int(0, Math.max(1, Math.round(Math.sqrt(scale) * 2))),
      totalAssets: disclose ? Math.round(scale * (0.5 + rng.next() * 2) * 100) / 100 : null,
      revenue: disclose ? revenue : null,
      netProfit: disclose ? Math.round(revenue * (rng.next() * 0.25 - 0.05) * 100) / 100 : null,
      ...provenance(ctx),
    });
  }
}

function ip(ctx: BuildContext, info: EnterpriseInfo): void {
  const { rng, cal } = ctx;
  const tech = info.category === 'C' || info.category === 'I' || info.category === 'M';
  const patentCount = rng.chance(tech ? 0.3 + 0.4 * Number(info.tags.length > 0) : 0.02)
    ? Math.min(60, 1 + Math.floor(-Math.log(1 - rng.next()) * 4))
    : 0;
  for (let i = 0; i < patentCount; i++) {
    const applied = info.established + rng.int(0, cal.today - info.established);
    const type = Number(PATENT_TYPES.pick(rng));
    const year = cal.yearOf(applied);
    const granted = applied + rng.int(120, 900);
    const published = granted <= cal.today;
    ctx.batch.patents.push({
      id: ctx.nextId('patents'),
      enterpriseId: info.id,
      type,
      title: `一种${rng.pick(PATENT_OBJECTS)}${rng.pick(PATENT_TOPICS)}`,
      applicationNo: `CN${year}${type <= 3 ? type : 1}${String(rng.int(0, 9_999_999)).padStart(7, '0')}.${rng.int(0, 9)}`,
      appliedOn: cal.iso(applied),
      publicationNo: published
        ? `CN${rng.int(100_000_000, 119_999_999)}${type === 1 ? 'A' : type === 3 ? 'S' : 'U'}`
        : null,
      publishedOn: published ? cal.iso(granted) : null,
      legalStatus: !published ? '审中' : rng.chance(0.8) ? '授权' : '失效',
      ...provenance(ctx),
    });
  }
  const trademarkCount = rng.chance(0.22) ? rng.int(1, 6) : 0;
  for (let i = 0; i < trademarkCount; i++) {
    const applied = info.established + rng.int(0, cal.today - info.established);
    ctx.batch.trademarks.push({
      id: ctx.nextId('trademarks'),
      enterpriseId: info.id,
      name: rng.chance(0.7)
        ? info.brand
        : `${info.brand}${rng.pick(['优选', '智造', '科技', '严选'])}`,
      registrationNo: String(rng.int(10_000_000, 79_999_999)),
      niceClass: rng.chance(0.5) ? rng.pick([9, 35, 42, 7, 11]) : rng.int(1, 45),
      appliedOn: cal.iso(applied),
      status: cal.today - applied < 300 ? '申请中' : rng.chance(0.85) ? '已注册' : '已无效',
      ...provenance(ctx),
    });
  }
}

function risk(ctx: BuildContext, info: EnterpriseInfo): void {
  const { rng, cal } = ctx;
  const province = info.province.slice(0, 1);
  const judgmentCount = rng.chance(info.alive ? 0.1 : 0.25) ? rng.int(1, 4) : 0;
  for (let i = 0; i < judgmentCount; i++) {
    const day = info.established + rng.int(0, cal.today - info.established);
    const year = cal.yearOf(day);
    const cause = rng.pick(CAUSES);
    const court = `${info.city}${rng.pick(['中级人民法院', '人民法院'])}`;
    ctx.batch.judgments.push({
      id: ctx.nextId('judgments'),
      enterpriseId: info.id,
      caseNo: `（${year}）${province}${rng.int(1, 99).toString().padStart(2, '0')}${rng.pick(['民初', '民终', '执'])}${rng.int(1, 30000)}号`,
      title: `${info.qymc}与${brandWord(rng)}${rng.pick(['商贸有限公司', '科技有限公司', '建设工程有限公司'])}${cause}一审民事判决书`,
      cause,
      role: rng.pick(['原告', '被告', '被告', '第三人', '被执行人']),
      court,
      judgedOn: cal.iso(day),
      amount: rng.chance(0.8) ? rng.int(5_000, 5_000_000) : null,
      ...provenance(ctx),
    });
  }
  if (judgmentCount > 2 && rng.chance(0.2)) {
    ctx.batch.judicialAuctions.push({
      id: ctx.nextId('judicialAuctions'),
      enterpriseId: info.id,
      title: `${info.qymc}名下${rng.pick(['机器设备一批', '车辆一辆', '房产一处', '股权'])}`,
      court: `${info.city}人民法院`,
      startingPrice: rng.int(50_000, 20_000_000),
      auctionOn: cal.iso(cal.today - rng.int(0, 1500)),
      status: rng.pick(['已成交', '流拍', '即将开始', '撤回']),
      ...provenance(ctx),
    });
  }
  if (rng.chance(0.05)) {
    const day = info.established + rng.int(0, cal.today - info.established);
    ctx.batch.penalties.push({
      id: ctx.nextId('penalties'),
      enterpriseId: info.id,
      decisionNo: `${info.city.slice(0, 2)}市监罚〔${cal.yearOf(day)}〕${rng.int(1, 3000)}号`,
      authority: `${info.city}市场监督管理局`,
      reason: rng.pick(PENALTY_REASONS),
      content: rng.chance(0.6) ? `罚款${rng.int(1, 200) * 1000}元` : '警告',
      amount: rng.chance(0.6) ? rng.int(1, 200) * 1000 : null,
      decidedOn: cal.iso(day),
      ...provenance(ctx),
    });
  }
}

function activity(ctx: BuildContext, info: EnterpriseInfo): void {
  const { rng, cal } = ctx;
  const bidCount = rng.chance(info.category === 'E' ? 0.3 : 0.05) ? rng.int(1, 5) : 0;
  for (let i = 0; i < bidCount; i++) {
    const role = rng.chance(0.8) ? '中标' : '招标';
    ctx.batch.bids.push({
      id: ctx.nextId('bids'),
      enterpriseId: info.id,
      title: `${info.city}${rng.pick(['智慧城市', '道路改造', '办公设备采购', '信息化建设', '绿化养护', '物业服务'])}项目${role === '中标' ? '中标公告' : '招标公告'}`,
      role,
      amount: rng.int(5, 5000),
      regionCode: info.regionCode,
      publishedOn: cal.iso(cal.today - rng.int(0, Math.min(1800, cal.today - info.established))),
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
        publishedOn: cal.iso(cal.today - rng.int(0, 90)),
        ...provenance(ctx),
      });
    }
  }
  const categories = ctx.productCategories.get(info.category);
  if (categories && rng.chance(0.15)) {
    for (let i = rng.int(1, 3); i > 0; i--) {
      const name = `${info.brand}${rng.pick(PRODUCT_WORDS)}${rng.pick(PATENT_OBJECTS)}`;
      ctx.batch.products.push({
        id: ctx.nextId('products'),
        enterpriseId: info.id,
        categoryId: rng.pick(categories),
        name,
        description: `${info.qymc}推出的${name}。`,
        ...provenance(ctx),
      });
    }
  }
  if (info.tags.length > 0 && rng.chance(0.25)) {
    let day = info.established + rng.int(60, 720);
    for (const round of ROUNDS.slice(0, rng.int(1, ROUNDS.length))) {
      if (day > cal.today) break;
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
