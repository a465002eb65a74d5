import { sql } from 'drizzle-orm';
import {
  annualReports,
  bids,
  branches,
  changeRecords,
  financingEvents,
  judgments,
  patents,
  penalties,
  recruitmentPosts,
  shareholdings,
  type LeadTriggerEvidence,
} from '../../db/schema';
import { createTestBackend } from '../../test/test-backend';
import { insertEnterprise } from '../../test/enterprise-fixtures';
import { HALF_LIFE_DAYS, RISK_POINTS_PER_CASE, refreshLeads, SIZE_REF_WAN } from './refresh';
import { TRIGGERS, triggerDef, type TriggerKey } from './triggers';

// Each trigger on constructed records: it fires on the enterprise built for it (with its
// evidence) and on no near miss (below the threshold, outside the window, wrong role); the
// score orders constructed leads as docs/leads.md says; risk flags.

type Backend = Awaited<ReturnType<typeof createTestBackend>>;
let backend: Backend;
const NOW = new Date('2026-11-21T08:00:00Z');
const provenance = { source: 'test', asOf: '2026-11-21' };
const ids: Record<string, number> = {};
const evidenceIds: Record<string, number> = {};

type LeadRow = {
  enterprise_id: string;
  kind: string;
  score: number;
  trigger_points: number;
  size_factor: number;
  risk_penalty: number;
  trigger_types: string[];
  triggers: LeadTriggerEvidence[];
  products: string[];
  risk_flags: string[];
};
let leads: LeadRow[] = [];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(query)) as { rows: T[] }).rows;
}

const company = (name: string, fields: Record<string, unknown> = {}) =>
  insertEnterprise(backend.db, { qymc: `${name}有限公司`, ...fields });

function dayOffset(days: number): string {
  return new Date(NOW.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

async function addBid(enterpriseId: number, amount: number, on: string, role: '中标' | '招标') {
  const [row] = await backend.db
    .insert(bids)
    .values({
      enterpriseId,
      title: `测试项目${amount}`,
      role,
      amount,
      publishedOn: on,
      ...provenance,
    })
    .returning({ id: bids.id });
  return row!.id;
}

async function addPosts(enterpriseId: number, count: number, daysAgo: number) {
  for (let i = 0; i < count; i++)
    await backend.db.insert(recruitmentPosts).values({
      enterpriseId,
      title: `工程师${i}`,
      city: '深圳',
      education: '本科',
      experience: '3年',
      publishedOn: dayOffset(daysAgo + i),
      ...provenance,
    });
}

async function addPatents(enterpriseId: number, count: number) {
  for (let i = 0; i < count; i++)
    await backend.db.insert(patents).values({
      enterpriseId,
      type: 1,
      title: `一种测试方法${i}`,
      applicationNo: `CN2026${enterpriseId}${i}.1`,
      appliedOn: dayOffset(30 + i),
      legalStatus: '审中',
      ...provenance,
    });
}

async function addChange(
  enterpriseId: number,
  item: string,
  before: string,
  after: string,
  on: string,
) {
  const [row] = await backend.db
    .insert(changeRecords)
    .values({
      enterpriseId,
      item,
      before,
      after,
      changedOn: on,
      className: '其他变更',
      ...provenance,
    })
    .returning({ id: changeRecords.id });
  return row!.id;
}

async function addReport(enterpriseId: number, year: number, insured: number) {
  const [row] = await backend.db
    .insert(annualReports)
    .values({
      enterpriseId,
      year,
      publishedOn: `${year + 1}-05-01`,
      staffCount: insured + 10,
      insuredCount: insured,
      ...provenance,
    })
    .returning({ id: annualReports.id });
  return row!.id;
}

beforeAll(async () => {
  backend = await createTestBackend();
  const db = backend.db;
  // 大额中标
  ids.bid = await company('中标线索');
  evidenceIds.bid = await addBid(ids.bid, 3200, '2026-10-12', '中标');
  ids.bidMiss = await company('中标未达');
  await addBid(ids.bidMiss, 400, '2026-10-12', '中标');
  await addBid(ids.bidMiss, 5000, '2026-10-12', '招标');
  await addBid(ids.bidMiss, 5000, '2026-01-01', '中标');
  // 快速扩招
  ids.hiring = await company('扩招线索');
  await addPosts(ids.hiring, 10, 5);
  ids.hiringMiss = await company('扩招未达');
  await addPosts(ids.hiringMiss, 9, 5);
  await addPosts(ids.hiringMiss, 5, 120);
  // 新设分支机构
  ids.branch = await company('分支线索');
  const newBranch = await company('分支线索南山分公司', {
    establishedOn: '2026-06-01',
    zczb: null,
  });
  const [br] = await db
    .insert(branches)
    .values({ parentId: ids.branch, branchId: newBranch, ...provenance })
    .returning({ id: branches.id });
  evidenceIds.branch = br!.id;
  ids.branchMiss = await company('分支旧设');
  const oldBranch = await company('分支旧设福田分公司', {
    establishedOn: '2024-01-01',
    zczb: null,
  });
  await db
    .insert(branches)
    .values({ parentId: ids.branchMiss, branchId: oldBranch, ...provenance });
  // 注册资本增加
  ids.capital = await company('增资线索', { zczb: 3000 });
  evidenceIds.capital = await addChange(
    ids.capital,
    '注册资本变更',
    '1000万元人民币',
    '3000万元人民币',
    '2026-09-01',
  );
  ids.capitalMiss = await company('减资未达', { zczb: 1000 });
  await addChange(
    ids.capitalMiss,
    '注册资本变更',
    '3000万元人民币',
    '1000万元人民币',
    '2026-09-01',
  );
  await addChange(ids.capitalMiss, '注册资本变更', '500万元人民币', '3000万元人民币', '2025-01-01');
  // 完成融资
  ids.financing = await company('融资线索');
  const [fin] = await db
    .insert(financingEvents)
    .values({
      enterpriseId: ids.financing,
      round: 'B轮',
      amountText: '5000万人民币',
      amountWan: 5000,
      investors: '测试资本',
      occurredOn: '2026-08-01',
      ...provenance,
    })
    .returning({ id: financingEvents.id });
  evidenceIds.financing = fin!.id;
  ids.financingMiss = await company('融资过早');
  await db.insert(financingEvents).values({
    enterpriseId: ids.financingMiss,
    round: 'A轮',
    amountText: '数千万人民币',
    investors: '',
    occurredOn: '2026-03-01',
    ...provenance,
  });
  // 新获科技资质
  ids.qualification = await company('资质线索', { tags: ['高新技术企业'] });
  evidenceIds.qualification = await addChange(
    ids.qualification,
    '资质认定',
    '',
    '高新技术企业',
    '2026-07-01',
  );
  ids.qualificationMiss = await company('资质原有');
  await addChange(
    ids.qualificationMiss,
    '经营范围变更',
    '高新技术企业配套服务',
    '高新技术企业配套服务；咨询',
    '2026-07-01',
  );
  // 专利密集申请
  ids.patents = await company('专利线索');
  await addPatents(ids.patents, 5);
  ids.patentsMiss = await company('专利未达');
  await addPatents(ids.patentsMiss, 4);
  // 新设大额注册
  ids.registration = await company('新设线索', { establishedOn: '2026-08-01', zczb: 5000 });
  ids.registrationMiss = await company('新设小额', { establishedOn: '2026-08-01', zczb: 500 });
  // 实缴资本到位
  ids.paidIn = await company('实缴线索', { zczb: 2000 });
  evidenceIds.paidIn = await addChange(
    ids.paidIn,
    '实缴资本变更',
    '0万元人民币',
    '2000万元人民币',
    '2026-10-01',
  );
  ids.paidInMiss = await company('实缴过早', { zczb: 2000 });
  await addChange(ids.paidInMiss, '实缴资本变更', '0万元人民币', '2000万元人民币', '2025-01-01');
  // 参保人数上升
  ids.insured = await company('参保线索');
  await addReport(ids.insured, 2024, 50);
  evidenceIds.insured = await addReport(ids.insured, 2025, 80);
  // Near misses, each failing one rule: too few more, too small a base, too low a ratio.
  for (const [name, before, after] of [
    ['参保平稳', 50, 55],
    ['参保小增', 20, 39],
    ['参保基数小', 19, 60],
    ['参保比例低', 100, 129],
  ] as const) {
    const id = await company(name);
    await addReport(id, 2024, before);
    await addReport(id, 2025, after);
  }
  // A rebound after a dip is not a new high.
  ids.insuredRebound = await company('参保回升');
  await addReport(ids.insuredRebound, 2023, 100);
  await addReport(ids.insuredRebound, 2024, 50);
  await addReport(ids.insuredRebound, 2025, 80);
  // The rule's edge: exactly the base, the rise and the ratio.
  ids.insuredEdge = await company('参保临界');
  await addReport(ids.insuredEdge, 2024, 20);
  await addReport(ids.insuredEdge, 2025, 40);
  ids.insuredRatioEdge = await company('参保比例临界');
  await addReport(ids.insuredRatioEdge, 2024, 100);
  await addReport(ids.insuredRatioEdge, 2025, 130);
  // 注资子公司
  ids.injection = await company('注资线索');
  const sub = await company('注资线索子公司');
  const [sh] = await db
    .insert(shareholdings)
    .values({
      enterpriseId: sub,
      holderEnterpriseId: ids.injection,
      ratio: 100,
      subscribedCapital: 2000,
      subscribedOn: '2026-07-01',
      ...provenance,
    })
    .returning({ id: shareholdings.id });
  evidenceIds.injection = sh!.id;
  ids.injectionMiss = await company('注资小额');
  const sub2 = await company('注资小额子公司');
  await db.insert(shareholdings).values({
    enterpriseId: sub2,
    holderEnterpriseId: ids.injectionMiss,
    ratio: 100,
    subscribedCapital: 500,
    subscribedOn: '2026-07-01',
    ...provenance,
  });

  // Scores: the same 1,000 万元 bid, fresh (A), older (B), fresh at a larger company (D),
  // fresh with a recent penalty (C), a defendant judgment (E), or closed (F).
  ids.scoreA = await company('评分甲', { zczb: 1000 });
  await addBid(ids.scoreA, 1000, dayOffset(10), '中标');
  ids.scoreB = await company('评分乙', { zczb: 1000 });
  await addBid(ids.scoreB, 1000, dayOffset(100), '中标');
  ids.scoreD = await company('评分丁', { zczb: 100_000 });
  await addBid(ids.scoreD, 1000, dayOffset(10), '中标');
  ids.scoreC = await company('评分丙', { zczb: 1000 });
  await addBid(ids.scoreC, 1000, dayOffset(10), '中标');
  await db.insert(penalties).values({
    enterpriseId: ids.scoreC,
    decisionNo: '深市监罚〔2026〕1号',
    authority: '深圳市市场监督管理局',
    reason: '虚假宣传',
    content: '罚款1万元',
    amount: 10_000,
    decidedOn: dayOffset(40),
    ...provenance,
  });
  ids.scoreE = await company('评分戊', { zczb: 1000 });
  await addBid(ids.scoreE, 1000, dayOffset(10), '中标');
  await db.insert(judgments).values({
    enterpriseId: ids.scoreE,
    caseNo: '（2026）粤0305民初1号',
    title: '买卖合同纠纷一审民事判决书',
    cause: '买卖合同纠纷',
    role: '被告',
    court: '深圳市南山区人民法院',
    judgedOn: dayOffset(20),
    ...provenance,
  });
  ids.scoreF = await company('评分己', { zczb: 1000, status: '吊销' });
  await addBid(ids.scoreF, 1000, dayOffset(10), '中标');

  await refreshLeads(db, NOW);
  leads = await rows<LeadRow>(sql`select * from leads order by kind, enterprise_id`);
});
afterAll(() => backend.close());

const lead = (id: number, kind: 'rzsj' | 'cksj') =>
  leads.find((l) => Number(l.enterprise_id) === id && l.kind === kind);
const firing = (key: TriggerKey) =>
  [
    ...new Set(
      leads.filter((l) => l.trigger_types.includes(key)).map((l) => Number(l.enterprise_id)),
    ),
  ].sort();

const scoreIds = () =>
  ['scoreA', 'scoreB', 'scoreC', 'scoreD', 'scoreE', 'scoreF'].map((k) => ids[k]!);

it.each([
  ['bid_won', 'bid', () => scoreIds()],
  ['rapid_hiring', 'hiring', () => []],
  ['new_branch', 'branch', () => []],
  ['capital_increase', 'capital', () => []],
  ['financing_round', 'financing', () => []],
  ['new_qualification', 'qualification', () => []],
  ['patent_burst', 'patents', () => []],
  ['new_registration', 'registration', () => []],
  ['paid_in_capital', 'paidIn', () => []],
  ['insured_rise', 'insured', () => [ids.insuredEdge!, ids.insuredRatioEdge!]],
  ['subsidiary_injection', 'injection', () => []],
] as [TriggerKey, string, () => number[]][])(
  '%s fires on its constructed enterprise only',
  (key, name, others) => {
    expect(firing(key)).toEqual([ids[name]!, ...others()].sort());
    const def = triggerDef(key);
    for (const kind of ['rzsj', 'cksj'] as const) {
      const l = lead(ids[name]!, kind);
      if (!def.products[kind]) {
        expect(l?.trigger_types ?? []).not.toContain(key);
        continue;
      }
      expect(l?.trigger_types).toContain(key);
      const ev = l!.triggers.find((t) => t.trigger === key)!;
      expect(ev).toMatchObject({ table: def.table, name: def.name });
      if (evidenceIds[name] !== undefined) expect(Number(ev.id)).toBe(evidenceIds[name]);
      expect(ev.sentence).toMatch(/^(\d{4}-\d{2}-\d{2}|近 \d+ 天)/);
      for (const p of def.products[kind]) expect(l!.products).toContain(p);
    }
  },
);

it('cites the evidence in Chinese sentences', () => {
  const bid = lead(ids.bid!, 'rzsj')!.triggers[0]!;
  expect(bid).toMatchObject({
    trigger: 'bid_won',
    on: '2026-10-12',
    sentence: '2026-10-12 中标「测试项目3200」，金额 3,200 万元',
    dimension: 'ztb',
  });
  expect(lead(ids.capital!, 'rzsj')!.triggers[0]!.sentence).toBe(
    '2026-09-01 注册资本由 1,000 万元 增至 3,000 万元',
  );
  expect(lead(ids.hiring!, 'rzsj')!.triggers[0]!.sentence).toMatch(
    /^近 90 天发布招聘 10 条，最近一条 /,
  );
  expect(lead(ids.insured!, 'cksj')!.triggers[0]!.sentence).toBe(
    '2026-05-01 公布 2025 年报，参保人数由 50 人增至 80 人',
  );
  expect(lead(ids.injection!, 'cksj')!.triggers[0]!.sentence).toBe(
    '2026-07-01 向「注资线索子公司有限公司」认缴出资 2,000 万元',
  );
  expect(lead(ids.branch!, 'cksj')!.triggers[0]!.sentence).toBe(
    '2026-06-01 设立分支机构「分支线索南山分公司有限公司」',
  );
  // Every trigger of the catalogue was exercised.
  expect(new Set(leads.flatMap((l) => l.trigger_types))).toEqual(
    new Set(TRIGGERS.map((t) => t.key)),
  );
});

it('scores by strength × recency × size minus risk, as documented', () => {
  const score = (k: string) => lead(ids[k]!, 'rzsj')!.score;
  // A: weight 30 × strength 2 (1,000 / 500) × 0.5^(10/90) × (1 + log10(1 + 1000/1000)).
  const expected =
    30 * 2 * 0.5 ** (10 / HALF_LIFE_DAYS) * (1 + Math.log10(1 + 1000 / SIZE_REF_WAN));
  expect(score('scoreA')).toBeCloseTo(expected, 1);
  expect(lead(ids.scoreA!, 'rzsj')).toMatchObject({ risk_penalty: 0, risk_flags: [] });
  expect(score('scoreD')).toBeGreaterThan(score('scoreA'));
  expect(score('scoreA')).toBeGreaterThan(score('scoreB'));
  expect(score('scoreC')).toBeCloseTo(score('scoreA') - RISK_POINTS_PER_CASE, 1);
  expect(score('scoreE')).toBeCloseTo(score('scoreA') - RISK_POINTS_PER_CASE, 1);
  expect(score('scoreF')).toBeLessThan(score('scoreC'));
  expect(lead(ids.scoreC!, 'rzsj')!.risk_flags).toEqual(['近期行政处罚']);
  expect(lead(ids.scoreE!, 'rzsj')!.risk_flags).toEqual(['被告涉诉']);
  expect(lead(ids.scoreF!, 'rzsj')!.risk_flags).toEqual(['经营异常']);
  // Breakdown adds up.
  for (const l of leads)
    expect(l.score).toBeCloseTo(l.trigger_points * l.size_factor - l.risk_penalty, 0);
});

it('is idempotent and copies the filter columns', async () => {
  const again = await refreshLeads(backend.db, NOW);
  expect(again.rows).toBe(leads.length);
  const [row] = await rows<{ region_code: string; tags: string[] }>(
    sql`select region_code, tags from leads where enterprise_id = ${ids.qualification} and kind = 'rzsj'`,
  );
  expect(row).toEqual({ region_code: '440305', tags: ['高新技术企业'] });
});
