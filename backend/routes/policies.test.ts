import { sql } from 'drizzle-orm';
import {
  POLICY_LEVELS,
  type AskAnswer,
  type AskMatch,
  type ClauseVerdict,
  type EligibilityAnswer,
  type PolicyDetail,
  type PolicyRecord,
  type PolicyVerdict,
} from '@/lib/contract/policies';
import type { ReportDocument, ReportRecord } from '@/lib/contract/reports';
import { ensureDemoPolicies } from '../data/demo-policies';
import { demoPolicies } from '../data/generator/policies';
import { writePolicies, type PolicyInput } from '../db/queries/policies';
import { annualReports, changeRecords } from '../db/schema';
import { customQuery } from '../test/calls';
import { insertEnterprise } from '../test/enterprise-fixtures';
import { pdfText } from '../test/pdf-text';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';

// 政策问答's API (docs/policy-qa.md) on both engines: clause verdicts with their deciding facts
// on constructed enterprises and policies, the list and questions against brute-force filters
// over the same rows, the PDF, permissions and hostile params.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;
let trial: string;
let strong: number;
let weak: number;
let silent: number;

const query = <T>(alias: string, params: unknown, token: string | undefined = vip) =>
  customQuery<T>(backend, alias, params, token);
async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}

const base = {
  issuer: '测试发文机关',
  categories: ['资金补贴'],
  isDemo: false,
  source: 'test',
  sourceId: null,
  asOf: '2026-11-01',
  validUntil: null,
} satisfies Partial<PolicyInput>;

// Every kind of clause in one measure; the bounds sit exactly on the strong firm's figures so
// that inclusiveness is tested too.
const CHECKED: PolicyInput = {
  ...base,
  code: 'test-all-kinds',
  title: '测试全类型条件政策',
  level: '市',
  regionCode: '440300',
  issuedOn: '2026-01-10',
  fullText: '测试政策原文。',
  measures: [
    {
      title: '综合奖励',
      content: '符合条件的给予奖励。',
      clauses: [
        { kind: 'region', params: { codes: ['440300'] }, text: '在深圳市注册' },
        { kind: 'qualification', params: { tags: ['高新技术企业'] }, text: '高新技术企业' },
        { kind: 'revenue', params: { min: 6000 }, text: '营业收入不低于6000万元' },
        { kind: 'staff', params: { max: 80 }, text: '参保人数不超过80人' },
        { kind: 'capital', params: { min: 500, max: 1000 }, text: '注册资本500至1000万元' },
        { kind: 'age', params: { min: 5 }, text: '成立满五年' },
        { kind: 'industry', params: { codes: ['65'] }, text: '软件和信息技术服务业' },
        { kind: 'manual', params: {}, text: '无重大违法记录' },
      ],
    },
    {
      title: '专精特新奖励',
      content: '对专精特新企业给予奖励。',
      clauses: [{ kind: 'qualification', params: { tags: ['专精特新'] }, text: '专精特新企业' }],
    },
  ],
};

// Questions: a word only these policies hold, each in a different place.
const QUESTION_POLICIES: PolicyInput[] = [
  {
    ...base,
    code: 'test-q-title',
    title: '关于支持量子养蜂产业发展的通知',
    level: '国家',
    regionCode: '000000',
    issuedOn: '2025-05-01',
    fullText: '为支持相关产业，制定本通知。',
    measures: [{ title: '设备补贴', content: '给予设备补贴。', clauses: [] }],
  },
  {
    ...base,
    code: 'test-q-clause',
    title: '农业特色产业扶持办法',
    level: '省',
    regionCode: '440000',
    issuedOn: '2025-06-01',
    validUntil: '2025-12-31',
    fullText: '为扶持特色农业，制定本办法。',
    measures: [
      {
        title: '特色产业补助',
        content: '给予一次性补助。',
        clauses: [{ kind: 'manual', params: {}, text: '申报企业主营量子养蜂业务' }],
      },
    ],
  },
  {
    ...base,
    code: 'test-q-text',
    title: '乡村振兴若干措施',
    level: '区',
    regionCode: '440305',
    issuedOn: '2024-03-01',
    fullText: '第一条 鼓励发展林下经济。第二条 支持量子养蜂等新业态。第三条 其他。',
    measures: [{ title: '新业态奖励', content: '给予奖励。', clauses: [] }],
  },
];

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  vip = await smsLoginToken(backend, '13800000001');
  trial = await smsLoginToken(backend, '13800000002');
  strong = await insertEnterprise(backend.db, {
    qymc: '测试政策强企科技有限公司',
    regionCode: '440305',
    industryCode: '6511',
    industryCategory: 'I',
    zczb: 1000,
    establishedOn: '2015-06-01',
    tags: ['高新技术企业'],
  });
  weak = await insertEnterprise(backend.db, {
    qymc: '测试政策弱企制造有限公司',
    regionCode: '110101',
    industryCode: '3612',
    industryCategory: 'C',
    dlhy: '汽车制造业',
    zczb: null,
    establishedOn: '2025-01-01',
    tags: [],
  });
  silent = await insertEnterprise(backend.db, {
    qymc: '测试政策未公示有限公司',
    regionCode: '440305',
    tags: ['专精特新“小巨人”'],
  });
  const provenance = { source: 'test', asOf: '2026-11-01' };
  await backend.db.insert(changeRecords).values({
    enterpriseId: strong,
    changedOn: '2024-03-01',
    item: '资质变更',
    before: '',
    after: '高新技术企业',
    className: '资质变更',
    ...provenance,
  });
  await backend.db.insert(annualReports).values([
    {
      enterpriseId: strong,
      year: 2024,
      publishedOn: '2025-05-01',
      revenue: 100,
      insuredCount: 500,
      ...provenance,
    },
    {
      enterpriseId: strong,
      year: 2025,
      publishedOn: '2026-05-01',
      revenue: 6000,
      insuredCount: 80,
      ...provenance,
    },
    {
      enterpriseId: silent,
      year: 2025,
      publishedOn: '2026-06-01',
      revenue: null,
      insuredCount: null,
      ...provenance,
    },
  ]);
  await writePolicies(backend.db, [CHECKED, ...QUESTION_POLICIES]);
}, 180_000);
afterAll(() => backend.close());

const clausesOf = (v: PolicyVerdict, measure = 0): Map<string, ClauseVerdict> =>
  new Map(v.measures[measure]!.clauses.map((c) => [c.kind, c]));

async function check(qyid: number, policies = ['test-all-kinds']) {
  const res = await query<PolicyVerdict[]>('gjzcEligibility', { qyid, policies });
  expect(res.status).toBe(200);
  return res.body as unknown as EligibilityAnswer;
}

describe('clause evaluation', () => {
  it('meets every checkable clause of a fitting enterprise, with the deciding fact and source', async () => {
    const answer = await check(strong);
    const v = answer.data[0]!;
    const c = clausesOf(v);
    for (const kind of [
      'region',
      'qualification',
      'revenue',
      'staff',
      'capital',
      'age',
      'industry',
    ])
      expect([kind, c.get(kind)!.verdict]).toEqual([kind, 'met']);
    expect(c.get('region')!.fact).toContain('南山区');
    expect(c.get('region')!.factsource).toContain('工商登记');
    expect(c.get('qualification')!.fact).toContain('2024-03-01');
    // The latest annual report decides, not an earlier one.
    expect(c.get('revenue')!.fact).toBe('营业收入：6000万元');
    expect(c.get('revenue')!.factsource).toContain('2025年度报告');
    expect(c.get('staff')!.fact).toBe('参保人数：80 人');
    expect(c.get('age')!.fact).toContain('成立 11 年');
    expect(c.get('manual')!.verdict).toBe('unknown');
    // All checkable clauses met, one to confirm: the measure and the policy are to confirm.
    expect(v.measures[0]!.verdict).toBe('unknown');
    expect(v.measures[1]!.verdict).toBe('unmet');
    expect(v.verdict).toBe('unknown');
    expect(v.counts).toEqual({ met: 7, unmet: 1, unknown: 1 });
    expect(answer.extraData.enterprise.qymc).toBe('测试政策强企科技有限公司');
  });

  it('marks clauses unmet or unknown where the facts say no or are missing', async () => {
    const c = clausesOf((await check(weak)).data[0]!);
    expect(c.get('region')!.verdict).toBe('unmet');
    expect(c.get('region')!.fact).toContain('北京市');
    expect(c.get('qualification')!.verdict).toBe('unmet');
    expect(c.get('industry')!.verdict).toBe('unmet');
    expect(c.get('industry')!.fact).toContain('C3612');
    expect(c.get('age')!.verdict).toBe('unmet');
    expect(c.get('capital')!.verdict).toBe('unknown');
    expect(c.get('revenue')).toMatchObject({ verdict: 'unknown', fact: '暂无企业年报' });
    expect(c.get('staff')!.verdict).toBe('unknown');
    expect((await check(weak)).data[0]!.verdict).toBe('unmet');
  });

  it('leaves unpublished figures unknown and lets a higher grade satisfy a qualification', async () => {
    const v = (await check(silent)).data[0]!;
    const c = clausesOf(v);
    expect(c.get('revenue')).toMatchObject({ verdict: 'unknown', fact: '年报未公示营业收入' });
    expect(c.get('staff')).toMatchObject({ verdict: 'unknown', fact: '年报未公示参保人数' });
    const giant = clausesOf(v, 1).get('qualification')!;
    expect(giant.verdict).toBe('met');
    expect(giant.fact).toContain('小巨人');
    expect(v.measures[1]!.verdict).toBe('met');
    expect(v.verdict).toBe('met');
  });

  it('checks the policies covering the enterprise by default, likely ones first', async () => {
    const res = await query<PolicyVerdict[]>('gjzcEligibility', { qyid: strong });
    const answer = res.body as unknown as EligibilityAnswer;
    const codes = answer.data.map((d) => d.policy.code);
    const expected = await all<{ code: string }>(sql`select code from policies
      where region_code in ('000000', '440000', '440300', '440305')
        and issued_on <= '2026-11-21' and (valid_until is null or valid_until >= '2026-11-21')`);
    expect(new Set(codes)).toEqual(new Set(expected.map((e) => e.code)));
    expect(codes).toContain('test-all-kinds');
    const order = { met: 0, unknown: 1, unmet: 2 };
    const ranks = answer.data.map((d) => order[d.verdict]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const s = answer.extraData.summary;
    expect(s.met + s.unknown + s.unmet).toBe(s.total);
    expect(s.total).toBe(codes.length);
  });
});

type Row = {
  id: string;
  code: string;
  title: string;
  issuer: string;
  full_text: string;
  level: string;
  region_code: string;
  categories: string[];
  issued_on: string;
  valid_until: string | null;
  extra: string;
};

async function library(): Promise<Row[]> {
  return all<Row>(sql`select p.id::text as id, p.code, p.title, p.issuer, p.full_text, p.level,
    p.region_code, p.categories, p.issued_on::text as issued_on, p.valid_until::text as valid_until,
    coalesce((select string_agg(m.title || '|' || m.content, '|') from policy_measures m
      where m.policy_id = p.id), '') || '|' ||
    coalesce((select string_agg(c.text, '|') from policy_clauses c where c.policy_id = p.id), '')
      as extra
    from policies p`);
}

describe('gjzcPolicies', () => {
  it('answers exactly what a brute-force filter over the same rows finds', async () => {
    const rows = await library();
    expect(rows.length).toBeGreaterThan(200);
    const today = '2026-11-21';
    const combos = [
      {},
      { keyword: '高新技术' },
      { keyword: '量子养蜂' },
      { level: '省' },
      { region: '440000' },
      { region: '440300', validNow: true },
      { category: '税收优惠', level: '国家' },
      { keyword: '补贴', validNow: true, level: POLICY_LEVELS[2] },
    ] as {
      keyword?: string;
      level?: string;
      region?: string;
      category?: string;
      validNow?: boolean;
    }[];
    for (const p of combos) {
      const expected = rows
        .filter(
          (r) =>
            (!p.keyword ||
              r.title.includes(p.keyword) ||
              r.full_text.includes(p.keyword) ||
              r.issuer.includes(p.keyword)) &&
            (!p.level || r.level === p.level) &&
            (!p.region || r.region_code.startsWith(p.region.replace(/(?:00)+$/, ''))) &&
            (!p.category || r.categories.includes(p.category)) &&
            (!p.validNow ||
              (r.issued_on <= today && (r.valid_until === null || r.valid_until >= today))),
        )
        .sort((a, b) => b.issued_on.localeCompare(a.issued_on) || Number(b.id) - Number(a.id));
      const res = await query<PolicyRecord[]>('gjzcPolicies', { ...p, pageSize: 50 });
      expect(res.status).toBe(200);
      expect([p, res.body.extraData!.totalCount]).toEqual([p, expected.length]);
      expect(res.body.data.map((d) => d.code)).toEqual(expected.slice(0, 50).map((e) => e.code));
    }
  });

  it('ships the generated library marked as demo data, written once', async () => {
    const [demo] = await all<{ n: number | string; marked: boolean }>(sql`select count(*) as n,
      bool_and(is_demo and title like '【演示】%' and issuer like '%（演示）'
        and full_text like '%不是真实的政府政策%') as marked
      from policies where source = 'demo'`);
    expect(Number(demo!.n)).toBe(demoPolicies(1, backend.clock.now()).length);
    expect(Number(demo!.n)).toBeGreaterThan(200);
    expect(demo!.marked).toBe(true);
    expect(await ensureDemoPolicies(backend.db, backend.clock.now())).toBe(0);
  });

  it('labels generated policies 演示数据 and shows a policy with its clauses', async () => {
    const list = await query<PolicyRecord[]>('gjzcPolicies', { keyword: '【演示】' });
    expect(list.body.data.length).toBeGreaterThan(0);
    for (const d of list.body.data) expect([d.isdemo, d.sourcelabel]).toEqual([true, '演示数据']);
    const one = await query<PolicyDetail[]>('gjzcPolicy', { policy: 'test-all-kinds' });
    const detail = one.body.data[0]!;
    expect(detail.isdemo).toBe(false);
    expect(detail.measures.map((m) => m.clauses.length)).toEqual([8, 1]);
    expect(detail.measures[0]!.clauses[4]).toMatchObject({ kind: 'capital', min: 500, max: 1000 });
    const missing = await query('gjzcPolicy', { policy: 'no-such-policy' });
    expect([missing.status, missing.body.message]).toEqual([404, '政策不存在：no-such-policy']);
  });
});

describe('gjzcAsk', () => {
  async function ask(question: string, extra: Record<string, unknown> = {}) {
    const res = await query<AskMatch[]>('gjzcAsk', { question, limit: 50, ...extra });
    expect(res.status).toBe(200);
    return res.body as unknown as AskAnswer;
  }

  /** The policies holding any of the words anywhere, by brute force. */
  function holders(rows: Row[], words: string[]): string[] {
    return rows
      .filter((r) => words.some((w) => `${r.title}|${r.full_text}|${r.extra}`.includes(w)))
      .map((r) => r.code);
  }

  it('finds the policies holding the question words, title first, passages quoted', async () => {
    const answer = await ask('量子养蜂企业可以申请哪些政策？');
    expect(answer.extraData.words.length).toBeGreaterThan(0);
    expect(answer.extraData.words).not.toContain('哪些');
    const rows = await library();
    const codes = answer.data.map((d) => d.policy.code);
    expect(new Set(codes)).toEqual(new Set(holders(rows, answer.extraData.words)));
    expect(new Set(codes)).toEqual(new Set(QUESTION_POLICIES.map((p) => p.code)));
    expect(codes[0]).toBe('test-q-title');
    const byCode = new Map(answer.data.map((d) => [d.policy.code, d]));
    expect(byCode.get('test-q-clause')!.quotes).toContainEqual({
      where: 'clause',
      measure: '特色产业补助',
      text: '申报企业主营量子养蜂业务',
    });
    expect(byCode.get('test-q-text')!.quotes).toEqual([
      { where: 'text', measure: null, text: '第二条 支持量子养蜂等新业态。' },
    ]);
    // In force only: the expired one drops out.
    const valid = await ask('量子养蜂企业可以申请哪些政策？', { validNow: true });
    expect(valid.data.map((d) => d.policy.code).sort()).toEqual(['test-q-text', 'test-q-title']);
  });

  it('returns only holders of common words, as many as asked', async () => {
    const rows = await library();
    for (const q of ['高新技术企业认定有什么奖励', '稳岗补贴怎么申请', '软件企业人才培训']) {
      const answer = await ask(q, { limit: 20 });
      const expected = new Set(holders(rows, answer.extraData.words));
      const codes = answer.data.map((d) => d.policy.code);
      expect(codes.length).toBe(Math.min(20, expected.size));
      for (const c of codes) expect(expected.has(c)).toBe(true);
      const scores = answer.data.map((d) => d.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it('answers an unknown topic with nothing rather than everything', async () => {
    const answer = await ask('火星殖民舰队有什么政策');
    expect(answer.extraData.words).toEqual(expect.arrayContaining(['火星']));
    expect(holders(await library(), answer.extraData.words)).toEqual([]);
    expect(answer.data).toEqual([]);
  });
});

describe('eligibility PDF', () => {
  it('renders the check with the enterprise and its verdicts', async () => {
    const res = await backend.app.request(
      `/api-zsai-query/zsai/gjzc/eligibilityPdf?qyid=${strong}`,
      {
        headers: { authorization: `Bearer ${vip}` },
      },
    );
    if (res.status === 503) return; // no CJK font on this machine: the route says so
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await res.arrayBuffer())).replace(/\s+/g, '');
    expect(text).toContain('测试政策强企科技有限公司');
    expect(text).toContain('测试全类型条件政策');
    expect(text).toContain('参保人数：80人');
    // The download is kept in the report library once, and reopens as the same check.
    const library = await query<ReportRecord[]>('yjbgList', { kind: 'eligibility' });
    const entries = library.body.data.filter((r) => r.params.qyid === strong);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.title).toBe('政策匹配报告：测试政策强企科技有限公司');
  });

  it('is a library report kind whose figures are the check’s own', async () => {
    const check = await query<unknown[]>('gjzcEligibility', { qyid: strong });
    const summary = (check.body.extraData as EligibilityAnswer['extraData']).summary;
    const generated = await query<{ record: ReportRecord; document: ReportDocument }[]>(
      'yjbgGenerate',
      { kind: 'eligibility', params: { qyid: strong } },
    );
    expect(generated.status).toBe(200);
    const { record, document } = generated.body.data[0]!;
    expect(record.kindname).toBe('政策匹配报告');
    const figures = document.sections[0]!.blocks.find((b) => b.type === 'figures');
    expect(figures).toEqual({
      type: 'figures',
      items: [
        { label: '检查政策', value: `${summary.total} 项` },
        { label: '可能符合', value: `${summary.met} 项` },
        { label: '待企业确认', value: `${summary.unknown} 项` },
        { label: '不符合', value: `${summary.unmet} 项` },
      ],
    });
    expect(document.sections).toHaveLength(1 + summary.total);
    // The trial tier may not open it (政策问答 is VIP).
    const refused = await query('yjbgGet', { id: record.ID_ }, trial);
    expect(refused.status).toBe(404);
  });
});

describe('permissions and bad input', () => {
  it('refuses the trial tier and anonymous callers', async () => {
    const t = await query('gjzcPolicies', {}, trial);
    expect([t.status, t.body.message]).toEqual([403, '当前会员等级无权使用政策问答，请升级会员']);
    expect((await customQuery(backend, 'gjzcPolicies', {})).status).toBe(401);
  });

  it.each([
    ['gjzcAsk', { question: '' }, '问题'],
    ['gjzcAsk', { question: 'x'.repeat(300) }, '问题'],
    ['gjzcPolicies', { level: '乡' }, '只能是国家、省、市、区之一'],
    ['gjzcPolicies', { region: 'abc' }, '应为6位地区代码'],
    ['gjzcPolicies', { pageSize: 7 }, '只能是10、20或50'],
    ['gjzcEligibility', { qyid: 'abc' }, '应为企业编号'],
    ['gjzcEligibility', { qyid: 1, policies: ['bad code!'] }, '应为政策代码'],
    ['gjzcPolicy', { policy: '' }, '不能为空'],
  ])('%s %j answers a Chinese 400', async (alias, params, fragment) => {
    const res = await query(alias, params);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(fragment);
    expect(res.body.message).toMatch(/\p{Script=Han}/u);
  });

  it('asks for an enterprise when the caller has no matching company', async () => {
    const res = await query('gjzcEligibility', {});
    expect([res.status, res.body.message]).toEqual([400, '请先选择要匹配的企业']);
    const pdf = await backend.app.request('/api-zsai-query/zsai/gjzc/eligibilityPdf?qyid=abc', {
      headers: { authorization: `Bearer ${vip}` },
    });
    expect(pdf.status).toBe(400);
    expect(((await pdf.json()) as { message: string }).message).toMatch(/\p{Script=Han}/u);
  });
});
