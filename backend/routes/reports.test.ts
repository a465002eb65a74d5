import { sql } from 'drizzle-orm';
import { periodSpan, shiftPeriod } from '@/lib/contract/briefing';
import type {
  ReportAnswer,
  ReportDocument,
  ReportFigure,
  ReportRecord,
} from '@/lib/contract/reports';
import { profileSectionHref } from '@/lib/site/enterprise-routes';
import { customQuery } from '../test/calls';
import { pdfText } from '../test/pdf-text';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';
import { MAX_CONCLUSIONS, MIN_ENTERPRISES } from '../services/reports/conclusions';

// 研究报告 library and 产业简报 (docs/reports.md) on both engines: generate → store → reopen
// gives the same document and the same PDF text; another user's reports are absent (404);
// briefing figures equal direct counts over the same rows; bad input is a 400 in Chinese.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;
let other: string;

async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}
const query = <T>(alias: string, params: unknown, token: string | undefined = vip) =>
  customQuery<T>(backend, alias, params, token);
const pdf = (id: string, token: string | null = vip) =>
  backend.app.request(`/api-zsai-query/zsai/yjbg/reportPdf?id=${id}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

// The month before the test clock's (2026-11-21): complete, inside the step's 36 months.
const PERIOD = '2026-10';
let subject: { division: string; province: string };
let firm: { id: number; qymc: string };

async function insertEvent(
  enterpriseId: number,
  date: string,
  importance: number,
  kind = 'financing',
  region?: { region: string; province: string; city: string },
) {
  const [e] = await all<{ region_code: string; industry_code: string; industry_category: string }>(
    sql`select region_code, industry_code, industry_category from enterprises where id = ${enterpriseId}`,
  );
  const r = region ?? {
    region: e!.region_code,
    province: `${e!.region_code.slice(0, 2)}0000`,
    city: `${e!.region_code.slice(0, 4)}00`,
  };
  await backend.db.execute(sql`insert into industry_events
    (event_key, kind, enterprise_id, event_date, importance, title, region_code, province_code,
     city_code, industry_code, industry_category, source_table, source_id, profile_section)
    values (${`test:${enterpriseId}:${date}:${kind}:${Math.random()}`}, ${kind}, ${enterpriseId},
      ${date}::date, ${importance}, ${`测试事件 ${date}`}, ${r.region}, ${r.province}, ${r.city},
      ${e!.industry_code}, ${e!.industry_category}, 'financing_events', 1, 'rzxx')`);
}

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  vip = await smsLoginToken(backend, '13800000001');
  other = await smsLoginToken(backend, '13800000003');
  // The busiest 大类 × province, so the briefing has enterprises and leaders to show.
  const [top] = await all<{ division: string; province: string }>(
    sql`select left(industry_code, 2) as division, left(region_code, 2) || '0000' as province
      from enterprises group by 1, 2 order by count(*) desc, 1, 2 limit 1`,
  );
  subject = top!;
  const [f] = await all<{ id: number; qymc: string }>(
    sql`select id, qymc from enterprises
      where left(industry_code, 2) = ${subject.division}
        and left(region_code, 2) = ${subject.province.slice(0, 2)}
      order by id limit 1`,
  );
  firm = { id: Number(f!.id), qymc: f!.qymc };
  // Constructed events, the subject's only ones (the derived ones are cleared): 3 in the period
  // (one 重大), 1 in the previous month, 1 a year earlier, and 1 in the period elsewhere
  // (another province) that must not count.
  await backend.db.execute(sql`delete from industry_events
    where province_code = ${subject.province} and left(industry_code, 2) = ${subject.division}`);
  await insertEvent(firm.id, '2026-10-03', 3);
  await insertEvent(firm.id, '2026-10-15', 1, 'penalty');
  await insertEvent(firm.id, '2026-10-31', 2, 'large_bid');
  await insertEvent(firm.id, '2026-09-30', 1);
  await insertEvent(firm.id, '2025-10-10', 1);
  const away = subject.province === '110000' ? '310000' : '110000';
  await insertEvent(firm.id, '2026-10-05', 3, 'financing', {
    region: `${away.slice(0, 2)}0101`,
    province: away,
    city: `${away.slice(0, 2)}0100`,
  });
}, 240_000);
afterAll(() => backend.close());

const briefing = () => ({
  kind: 'briefing',
  params: { industry: subject.division, region: subject.province, period: PERIOD },
});

const figure = (doc: ReportDocument, label: string): ReportFigure =>
  doc.sections
    .flatMap((s) => s.blocks)
    .flatMap((b) => (b.type === 'figures' ? b.items : []))
    .find((f) => f.label.startsWith(label))!;

describe('briefing figures', () => {
  it('equal direct counts over the same enterprises and events', async () => {
    const res = await query<ReportDocument[]>('yjbgPreview', briefing());
    expect(res.status).toBe(200);
    const doc = res.body.data[0]!;
    const count = async (from: string, to: string) =>
      Number(
        (
          await all<{ n: number }>(sql`select count(*)::int as n from enterprises
            where left(industry_code, 2) = ${subject.division}
              and left(region_code, 2) = ${subject.province.slice(0, 2)}
              and established_on between ${from}::date and ${to}::date`)
        )[0]!.n,
      );
    const span = periodSpan(PERIOD);
    const registrations = await count(span.from, span.to);
    expect(figure(doc, '新增企业').value).toBe(registrations.toLocaleString('en-US'));
    const prev = periodSpan(shiftPeriod(PERIOD, 'previous'));
    const before = await count(prev.from, prev.to);
    if (before > 0)
      expect(figure(doc, '新增企业').change).toContain(
        `环比 ${registrations === before ? '持平' : ''}`,
      );
    // Events: the three of the period in the province (not the one elsewhere); the table and
    // the citations list them with their evidence links.
    const direct = Number(
      (
        await all<{ n: number }>(sql`select count(*)::int as n from industry_events
          where province_code = ${subject.province} and left(industry_code, 2) = ${subject.division}
            and event_date between ${span.from}::date and ${span.to}::date`)
      )[0]!.n,
    );
    expect(direct).toBe(3);
    expect(figure(doc, '产业情报事件').value).toBe('3');
    // 3 now, 1 the month before (+200%), 1 a year before (+200%).
    expect(figure(doc, '产业情报事件').change).toBe('环比 +200.0%；同比 +200.0%');
    const events = doc.sections.find((s) => s.key === 'events')!;
    const table = events.blocks.find((b) => b.type === 'table');
    expect(table?.type === 'table' && table.rows.map((r) => r[1])).toEqual([
      '2026-10-03',
      '2026-10-31',
      '2026-10-15',
    ]);
    const citations = events.blocks.find((b) => b.type === 'citations');
    expect(citations?.type === 'citations' && citations.items[0]!.href).toBe(
      profileSectionHref(firm.id, 'rzxx'),
    );
    expect(doc.title).toContain('2026年10月');
    expect(doc.demo).toBe(true);
  });

  it('says honestly when a period is outside the computed months', async () => {
    const res = await query<ReportDocument[]>('yjbgPreview', {
      ...briefing(),
      params: { ...briefing().params, period: '2019-Q1' },
    });
    expect(res.status).toBe(200);
    const blocks = res.body.data[0]!.sections.find((s) => s.key === 'summary')!.blocks;
    expect(
      blocks.some((b) => b.type === 'notice' && b.text.includes('不在已计算的月份范围内')),
    ).toBe(true);
  });
});

describe('briefing conclusions', () => {
  const preview = async (industry: string, region: string) => {
    const res = await query<ReportDocument[]>('yjbgPreview', {
      kind: 'briefing',
      params: { industry, region, period: PERIOD },
    });
    expect(res.status).toBe(200);
    const doc = res.body.data[0]!;
    expect(doc.sections.map((s) => s.key)).toEqual([
      'conclusions',
      'summary',
      'events',
      'leaders',
      'changes',
    ]);
    const [block] = doc.sections[0]!.blocks;
    if (block?.type !== 'points') throw new Error('the conclusions are not a list of points');
    return { doc, points: block.items };
  };

  it('open the briefing with its stock, flow and events', async () => {
    // The 大类 with most live enterprises nationwide: enough to speak of trends.
    const [busy] = await all<{ division: string; n: number }>(
      sql`select left(industry_code, 2) as division, count(*)::int as n from enterprises
        where status not in ('注销', '吊销') group by 1 order by 2 desc, 1 limit 1`,
    );
    expect(busy!.n).toBeGreaterThanOrEqual(MIN_ENTERPRISES);
    const { doc, points } = await preview(busy!.division, '000000');
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points.length).toBeLessThanOrEqual(MAX_CONCLUSIONS);
    expect(points[0]).toContain(`现有在业企业 ${figure(doc, '在业企业').value} 家`);
    expect(points[1]).toContain(`新增企业 ${figure(doc, '新增企业').value} 家`);
    expect(points[2]).toContain(`产业情报事件 ${figure(doc, '产业情报事件').value} 条`);
    expect(points.join('')).not.toContain('数据不足');
  });

  it('say 数据不足 for a subject with a handful of enterprises, and compare nothing', async () => {
    const [few] = await all<{ division: string; province: string }>(
      sql`select left(industry_code, 2) as division, left(region_code, 2) || '0000' as province
        from enterprises where status not in ('注销', '吊销') group by 1, 2
        having count(*) between 1 and ${MIN_ENTERPRISES - 1} order by count(*), 1, 2 limit 1`,
    );
    const { doc, points } = await preview(few!.division, few!.province);
    expect(points[0]).toMatch(
      /^数据不足：.+在业企业仅 \d 家（少于 10 家），不作趋势判断与地区比较。$/,
    );
    expect(points.join('')).not.toMatch(/环比|同比|最多的/);
    expect(doc.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'bars')).toEqual([]);
  });
});

describe('the report library', () => {
  let record: ReportRecord;

  it('stores a report by its parameters and rebuilds the identical document', async () => {
    const res = await query<ReportAnswer[]>('yjbgGenerate', briefing());
    expect(res.status).toBe(200);
    record = res.body.data[0]!.record;
    expect(record).toMatchObject({
      kind: 'briefing',
      kindname: '产业简报',
      params: { industry: subject.division, region: subject.province, period: PERIOD },
    });
    expect(record.title).toMatch(/产业简报（.+，2026年10月）$/);
    expect(record.dataasof).not.toBeNull();
    const a = await query<ReportAnswer[]>('yjbgGet', { id: record.ID_ });
    const b = await query<ReportAnswer[]>('yjbgGet', { id: record.ID_ });
    expect(a.body.data[0]!.document).toEqual(res.body.data[0]!.document);
    expect(b.body.data[0]!.document).toEqual(a.body.data[0]!.document);
    const list = await query<ReportRecord[]>('yjbgList', { kind: 'briefing' });
    expect(list.body.data.map((r) => r.ID_)).toContain(record.ID_);
    expect(list.body.extraData?.total).toBeGreaterThanOrEqual(1);
  });

  it('downloads the PDF with the Chinese title, the same text twice', async () => {
    const first = await pdf(record.ID_);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${record.title}.pdf`)}`,
    );
    const one = pdfText(Buffer.from(await first.arrayBuffer()));
    expect(one).toContain(record.title);
    expect(one).toContain(firm.qymc);
    const two = pdfText(Buffer.from(await (await pdf(record.ID_)).arrayBuffer()));
    expect(two).toBe(one);
  });

  it("keeps another user's reports out of reach", async () => {
    expect((await query('yjbgGet', { id: record.ID_ }, other)).status).toBe(404);
    expect((await query('yjbgGet', { id: record.ID_ }, other)).body.message).toBe(
      '报告不存在或已删除',
    );
    expect((await pdf(record.ID_, other)).status).toBe(404);
    expect((await query('yjbgDelete', { id: record.ID_ }, other)).status).toBe(404);
    const list = await query<ReportRecord[]>('yjbgList', {}, other);
    expect(list.body.data.map((r) => r.ID_)).not.toContain(record.ID_);
    // Still the owner's after the attempts.
    expect((await query('yjbgGet', { id: record.ID_ })).status).toBe(200);
    expect((await customQuery(backend, 'yjbgList', {})).status).toBe(401);
    expect((await pdf(record.ID_, null)).status).toBe(401);
  });

  it('answers bad input with a 400 in Chinese', async () => {
    const bad = async (alias: string, params: unknown, message: string) => {
      const res = await query(alias, params);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    };
    await bad('yjbgGenerate', { kind: 'nope', params: {} }, '报告类型无效');
    await bad(
      'yjbgGenerate',
      { ...briefing(), params: { region: '320000', period: PERIOD } },
      '请选择行业或产业链',
    );
    await bad(
      'yjbgGenerate',
      { ...briefing(), params: { ...briefing().params, period: '2026-13' } },
      '时间应为月份',
    );
    await bad('yjbgGet', { id: 'x' }, '报告编号无效');
    await bad('yjbgList', { pageSize: 7 }, '只能是10、20或50');
    expect((await pdf('abc')).status).toBe(400);
    const unknown = await query('yjbgPreview', {
      ...briefing(),
      params: { ...briefing().params, industry: '99' },
    });
    expect(unknown.status).toBe(404);
  });

  it('deletes the owner’s report', async () => {
    expect((await query('yjbgDelete', { id: record.ID_ })).status).toBe(200);
    expect((await query('yjbgGet', { id: record.ID_ })).status).toBe(404);
    expect((await pdf(record.ID_)).status).toBe(404);
  });
});

describe('企业报告 in the library', () => {
  it('stores a company report and reopens it as a document', async () => {
    const res = await query<ReportAnswer[]>('yjbgGenerate', {
      kind: 'enterprise',
      params: { qyid: firm.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0]!.record.title).toBe(`${firm.qymc} 企业报告`);
    const again = await query<ReportAnswer[]>('yjbgGet', { id: res.body.data[0]!.record.ID_ });
    expect(again.body.data[0]!.document).toEqual(res.body.data[0]!.document);
    expect(again.body.data[0]!.document.sections[0]!.title).toBe('工商信息');
  });

  it('records a library entry when the company PDF is downloaded, once per enterprise', async () => {
    const before = await query<ReportRecord[]>('yjbgList', { kind: 'enterprise' });
    const download = () =>
      backend.app.request(`/api-zsai-query/zsai/qyhx/reportPdf?id=${firm.id + 1}`, {
        headers: { authorization: `Bearer ${vip}` },
      });
    expect((await download()).status).toBe(200);
    expect((await download()).status).toBe(200);
    const after = await query<ReportRecord[]>('yjbgList', { kind: 'enterprise' });
    expect(after.body.extraData?.total).toBe(Number(before.body.extraData?.total) + 1);
    expect(after.body.data[0]!.params).toEqual({ qyid: firm.id + 1 });
  });
});
