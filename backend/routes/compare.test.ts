import ExcelJS from 'exceljs';
import type { ExportQuota } from '@/lib/contract/search';
import type { CompareAnswer, TrayItem } from '@/lib/contract/compare';
import type { Envelope } from '@/lib/contract/envelope';
import { bids, financingEvents, judgments, patents } from '../db/schema';
import { customQuery, invokeScript } from '../test/calls';
import { insertEnterprise } from '../test/enterprise-fixtures';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';

// 企业对比 (issue 14): the comparison of 2–5 enterprises, its exports, and the tray that each
// user owns alone.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;
let otherVip: string;
let trial: string;
const ids: number[] = [];
const provenance = { source: 'test', asOf: '2026-11-01' };

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  [vip, otherVip, trial] = await Promise.all([
    smsLoginToken(backend, '13800000001'),
    smsLoginToken(backend, '13800000003'),
    smsLoginToken(backend, '13800000002'),
  ]);
  ids.push(
    await insertEnterprise(backend.db, {
      qymc: '对比测试甲科技有限公司',
      zczb: 5000,
      paidInCapital: 2000,
      establishedOn: '2006-03-15',
      insuredCount: 320,
      tags: ['高新技术企业'],
    }),
    await insertEnterprise(backend.db, {
      qymc: '对比测试乙科技有限公司',
      zczb: 100,
      establishedOn: '2020-12-01',
      insuredCount: 12,
    }),
    await insertEnterprise(backend.db, { qymc: '对比测试丙科技有限公司', zczb: 100 }),
  );
  for (let i = 0; i < 3; i += 1) {
    ids.push(await insertEnterprise(backend.db, { qymc: `对比测试托盘${i}有限公司` }));
  }
  const [a, b] = ids as [number, number];
  await backend.db.insert(patents).values(
    [1, 1, 2].map((type, i) => ({
      enterpriseId: a,
      type,
      title: `对比专利${i}`,
      applicationNo: `CN2020${a}${i}`,
      appliedOn: '2020-01-01',
      legalStatus: '有效',
      ...provenance,
    })),
  );
  await backend.db.insert(financingEvents).values({
    enterpriseId: a,
    round: 'A轮',
    amountText: '5000万人民币',
    amountWan: 5000,
    investors: '某资本',
    occurredOn: '2021-05-01',
    ...provenance,
  });
  await backend.db.insert(bids).values({
    enterpriseId: a,
    title: '对比中标项目',
    role: '中标',
    amount: 300,
    publishedOn: '2025-01-01',
    ...provenance,
  });
  await backend.db.insert(judgments).values({
    enterpriseId: b,
    caseNo: '（2023）粤0305民初1234号',
    title: '对比合同纠纷一审民事判决书',
    cause: '合同纠纷',
    role: '被告',
    court: '深圳市南山区人民法院',
    judgedOn: '2023-06-01',
    ...provenance,
  });
}, 120_000);
afterAll(() => backend.close());

const compare = (qyids: unknown, token = vip) =>
  customQuery<CompareAnswer[]>(backend, 'qydbCompare', { qyids }, token);

describe('qydbCompare', () => {
  it('puts the enterprises side by side with their figures, differences and radar', async () => {
    const { status, body } = await compare(ids.slice(0, 3).join(','));
    expect(status).toBe(200);
    const answer = body.data[0]!;
    expect(answer.enterprises.map((e) => e.qymc)).toEqual([
      '对比测试甲科技有限公司',
      '对比测试乙科技有限公司',
      '对比测试丙科技有限公司',
    ]);
    const [a, b] = answer.enterprises as [
      CompareAnswer['enterprises'][number],
      CompareAnswer['enterprises'][number],
    ];
    expect(a).toEqual(
      expect.objectContaining({
        zczb: 5000,
        paid_in_capital: 2000,
        age_years: 20,
        insured_count: 320,
        tags: ['高新技术企业'],
        patents: { total: 3, invention: 2 },
        financing: { count: 1, amount: 5000, lastround: 'A轮', lastdate: '2021-05-01' },
        bids: { total: 1, wins: 1, winamount: 300 },
        risk: { judgments: 0, penalties: 0, auctions: 0 },
      }),
    );
    expect(a.counts.zl).toBe(3);
    expect(b.risk.judgments).toBe(1);
    const field = (key: string) => answer.fields.find((f) => f.key === key)!;
    expect(field('zczb')).toEqual(
      expect.objectContaining({
        label: '注册资本',
        values: ['5000.00万元', '100.00万元', '100.00万元'],
        differs: true,
        best: [0],
      }),
    );
    expect(field('judgments')).toEqual(expect.objectContaining({ differs: true, best: [0, 2] }));
    expect(field('status')).toEqual(expect.objectContaining({ differs: false, best: [] }));
    expect(answer.differs).toContain('zczb');
    expect(answer.differs).not.toContain('status');
    expect(answer.radar.map((d) => d.name)).toEqual([
      '资本实力',
      '经营年限',
      '人员规模',
      '创新能力',
      '市场活跃',
      '融资能力',
      '合规稳健',
    ]);
    for (const d of answer.radar) {
      for (const v of d.values) expect(v >= 0 && v <= 100).toBe(true);
    }
    const capital = answer.radar[0]!;
    expect(capital.values[0]).toBeGreaterThan(capital.values[1]!);
  });

  it('refuses bad sets with clear messages', async () => {
    const message = async (qyids: unknown, status: number) => {
      const res = await compare(qyids);
      expect(res.status).toBe(status);
      return res.body.message;
    };
    expect(await message([ids[0]], 400)).toBe('对比企业：请至少选择2家企业');
    expect(await message([1, 2, 3, 4, 5, 6], 400)).toBe('对比企业：最多选择5家企业');
    expect(await message([ids[0], ids[0]], 400)).toBe('对比企业：对比企业重复');
    expect(await message([ids[0], 999_999_999], 404)).toBe('企业不存在：999999999');
  });

  it('needs a login and the 企业对比 permission', async () => {
    expect((await customQuery(backend, 'qydbCompare', { qyids: ids.slice(0, 2) })).status).toBe(
      401,
    );
    const refused = await compare(ids.slice(0, 2), trial);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('当前会员等级无权使用企业对比，请升级会员');
  });
});

describe('exports of a comparison', () => {
  const get = (path: string, query: string, token = vip) =>
    backend.app.request(`/api-zsai-query/zsai/qydb/${path}?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('writes an Excel file, one row per enterprise', async () => {
    const res = await get('export', `qyids=${ids.slice(0, 3).join(',')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-export-rows')).toBe('3');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).text).toBe('企业名称');
    expect(sheet.getRow(1).getCell(2).text).toBe('统一社会信用代码');
    expect(sheet.getRow(2).getCell(1).text).toBe('对比测试甲科技有限公司');
  });

  it('tells the quota before an export, and counts the export against it', async () => {
    const qyids = ids.slice(0, 3).join(',');
    const quota = async () =>
      (await customQuery<ExportQuota[]>(backend, 'qydbExportQuota', { qyids }, vip)).body.data[0]!;
    const before = await quota();
    expect(before).toMatchObject({ rows: 3 });
    expect((await get('export', `qyids=${qyids}&format=csv`)).status).toBe(200);
    expect((await quota()).used).toBe(before.used + 3);
    const unknown = await customQuery(
      backend,
      'qydbExportQuota',
      { qyids: `${ids[0]},999999999` },
      vip,
    );
    expect(unknown.status).toBe(404);
  });

  it('writes a PDF through the report service', async () => {
    const res = await get('reportPdf', `qyids=${ids.slice(0, 3).join(',')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.includes(Buffer.from('/FontFile'))).toBe(true);
    const refused = await get('reportPdf', `qyids=${ids[0]}`);
    expect(refused.status).toBe(400);
    expect((await get('reportPdf', `qyids=${ids.slice(0, 2).join(',')}`, trial)).status).toBe(403);
  });
});

describe('the comparison tray', () => {
  type TrayAnswer = { success: boolean; items: TrayItem[] };
  const add = (qyid: number, token = vip) =>
    invokeScript<TrayAnswer>(backend, 'qydbTrayAdd', { qyid }, token);
  const remove = (params: Record<string, unknown>, token = vip) =>
    invokeScript<TrayAnswer>(backend, 'qydbTrayRemove', params, token);
  const list = (token = vip) => customQuery<TrayItem[]>(backend, 'qydbTray', {}, token);

  it('keeps each user their own tray of at most five', async () => {
    for (const id of ids.slice(0, 5)) expect((await add(id)).status).toBe(200);
    const again = await add(ids[0]!);
    expect(again.body.message).toBe('该企业已在对比栏中');
    const full = await add(ids[5]!);
    expect(full.status).toBe(400);
    expect(full.body.message).toBe('对比栏最多5家企业，请先移除再添加');
    const mine = await list();
    expect(mine.body.data.map((i) => Number(i.qyid))).toEqual(ids.slice(0, 5));
    expect(mine.body.extraData).toEqual({ max: 5 });
    // Another user sees and changes only their own tray.
    expect((await list(otherVip)).body.data).toEqual([]);
    const item = mine.body.data[0]!;
    const foreign = await remove({ id: Number(item.ID_) }, otherVip);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('对比栏中没有该企业');
    expect((await remove({ qyid: Number(item.qyid) }, otherVip)).status).toBe(404);
    expect((await list()).body.data).toHaveLength(5);
    expect((await add(ids[0]!, otherVip)).body.data.items.map((i) => i.qyid)).toEqual([
      String(ids[0]),
    ]);
    // The owner removes by item and by enterprise, then clears.
    const removed = await remove({ id: Number(item.ID_) });
    expect(removed.body.data.items).toHaveLength(4);
    expect((await remove({ qyid: ids[1] })).body.data.items).toHaveLength(3);
    expect((await remove({})).body.message).toBe('企业编号：请指定要移出的企业');
    const cleared = await invokeScript<TrayAnswer>(backend, 'qydbTrayClear', {}, vip);
    expect(cleared.body.data.items).toEqual([]);
    expect((await list()).body.data).toEqual([]);
    expect((await list(otherVip)).body.data).toHaveLength(1);
  });

  it('refuses unknown enterprises, visitors and tiers without 企业对比', async () => {
    const unknown = await add(999_999_999);
    expect(unknown.status).toBe(404);
    expect((await add(ids[0]!, trial)).status).toBe(403);
    expect((await list(trial)).status).toBe(403);
    const anonymous = await customQuery<Envelope<null>>(backend, 'qydbTray', {});
    expect(anonymous.status).toBe(401);
  });
});
