import { sql } from 'drizzle-orm';
import {
  REPORT_KIND_LABELS,
  type ReportAnswer,
  type ReportBlock,
  type ReportDocument,
  type ReportRecord,
} from '@/lib/contract/reports';
import { customQuery } from '../../test/calls';
import { pdfText } from '../../test/pdf-text';
import { smsLoginToken } from '../../test/sms-helpers';
import { createEnterpriseTestBackend } from '../../test/test-backend';
import { ENTERPRISE_TEST_NOW } from '../../test/worlds';
import { formatAsOf, formatCell, formatDate } from '@/lib/format';
import { refreshRegionStats } from '../chains/region-stats';
import { MIN_ENTERPRISES } from './conclusions';
import { renderReportPdf } from './pdf';

// Words and numbers (issue 33): every report kind, as its page shows it and as its PDF writes
// it, and its library entry, reads as a person writes — names, not codes, ids, routes or
// pipeline steps; no undefined/null/NaN; times in China time (UTC+8); one as-of date, the
// same on page and paper. The derive steps are dated late in the UTC day, so a UTC date or
// time shows up as the day before.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;

/** 2026-11-20 20:17:58 UTC is 2026-11-21 04:17:58 in China. */
const DERIVED_AT = '2026-11-20T20:17:58.000Z';

async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}

/** An instant in China time, computed here without the formatter under test. */
const china = (iso: string | Date) =>
  new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

let stepNames: string[] = [];
/** The chain and province with the most placed enterprises, and two more provinces. */
let chain: { code: string; name: string };
let province: string;
let provinces: string[];

/**
 * The standard world puts fewer than MIN_ENTERPRISES on any chain in a province; so that the
 * full chain report (links judged, leaders, recommendations, competitiveness) and a ranked
 * benchmark are read too, more of the province's live enterprises are placed on the chain's
 * links and the regional figures recomputed, as report-kinds.test.ts does.
 */
async function fillChainInProvince() {
  const links = await all<{ id: string }>(sql`
    select n.id::text as id from industry_chain_nodes n join industry_chains c on c.id = n.chain_id
    where c.code = ${chain.code} and n.level = 3 order by n.sort, n.id`);
  const extra = await all<{ id: string; region_code: string }>(sql`
    select e.id::text as id, e.region_code from enterprises e
    where e.status not in ('注销', '吊销') and e.region_code like ${`${province.slice(0, 2)}%`}
      and not exists (select 1 from chain_placements p join industry_chains c on c.id = p.chain_id
        where p.enterprise_id = e.id and c.code = ${chain.code})
    order by e.id limit ${2 * MIN_ENTERPRISES}`);
  for (const [i, e] of extra.entries()) {
    await backend.db.execute(sql`insert into chain_placements
      (node_id, enterprise_id, chain_id, region_code, confidence, score, evidence)
      select n.id, ${Number(e.id)}, n.chain_id, ${e.region_code}, 'confirmed', 10, '[]'::jsonb
      from industry_chain_nodes n where n.id = ${Number(links[i % links.length]!.id)}`);
  }
  await refreshRegionStats(backend.db, backend.clock.now());
}

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  vip = await smsLoginToken(backend, '13800000001');
  const [top] = await all<{ code: string; name: string; region_code: string }>(sql`
    select c.code, c.name, s.region_code from chain_region_stats s
    join industry_chains c on c.id = s.chain_id
    where s.region_level = 1 order by s.enterprise_count desc, c.code, s.region_code limit 1`);
  chain = { code: top!.code, name: top!.name };
  province = top!.region_code;
  provinces = (
    await all<{ region_code: string }>(sql`
      select s.region_code from chain_region_stats s join industry_chains c on c.id = s.chain_id
      where c.code = ${chain.code} and s.region_level = 1 and s.region_code <> ${province}
      order by s.enterprise_count desc, s.region_code limit 2`)
  ).map((r) => r.region_code);
  await fillChainInProvince();
  await backend.db.execute(sql`update derive_runs set finished_at = ${DERIVED_AT}`);
  stepNames = (await all<{ step: string }>(sql`select step from derive_runs order by step`)).map(
    (r) => r.step,
  );
}, 240_000);
afterAll(() => backend.close());

/**
 * The words the page shows: what components/reports/report-view.tsx writes for each block,
 * through the same formatters (formatAsOf, formatCell; report-view.test.tsx checks the page
 * renders them so), and the labels and values its charts draw.
 */
function pageText(doc: ReportDocument): string {
  const lines = [
    doc.title,
    `${REPORT_KIND_LABELS[doc.kind]} · ${doc.subtitle} · ${formatAsOf(doc.asof)}`,
    ...doc.sections.flatMap((s) => [s.title, ...s.blocks.flatMap(blockWords)]),
    ...doc.sources,
  ];
  return lines.join('\n');
}

function blockWords(b: ReportBlock): string[] {
  switch (b.type) {
    case 'paragraph':
    case 'notice':
      return [b.text];
    case 'points':
      return b.items;
    case 'figures':
      return b.items.flatMap((f) => [f.label, f.value, f.change ?? '无可比数据', f.source ?? '']);
    case 'table':
      return [b.caption ?? '', ...b.columns, ...b.rows.flat().map(formatCell)];
    case 'bars':
      return [b.title, b.unit ?? '', ...b.items.flatMap((i) => [i.label, formatCell(i.value)])];
    case 'series':
      return [
        b.title,
        b.unit ?? '',
        ...b.x,
        ...b.series.flatMap((x) => [x.name, ...x.values.map(formatCell)]),
      ];
    case 'radar':
      return [
        b.title,
        ...b.indicators.map((i) => i.name),
        ...b.series.flatMap((x) => [x.name, ...x.values.map(formatCell)]),
      ];
    case 'citations':
      return [b.title ?? '', ...b.items.map((c) => c.text)];
  }
}

/** What a reader must never meet, each with the reason the failure message gives. */
function forbidden(): [string, RegExp][] {
  const steps = stepNames.map((s) => s.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&'));
  return [
    ['a derive step name', new RegExp(`(?<![\\w-])(${steps.join('|')})(?![\\w-])`)],
    ['a pipeline step', /步骤/],
    ['a six-digit region code', /(?<![\w.,])\d{6}(?![\w.,])/],
    ['a region path with slashes', /[省市区县州盟]\/[\u4e00-\u9fff]{1,12}[省市区县州盟旗]/],
    ['an id', /编号[：:]\s*\d/],
    ['undefined, null or NaN', /(?<![\w])(undefined|null|NaN)(?![\w])/],
    ['the word demo', /demo/i],
    ['a route path', /(?<![\w.])\/[a-z][\w-]*(\/|\?)/],
    [
      'a parameter name or value',
      /(?<![\w])(region|enterprise|chain|industry|qyid|peers|subject)(?![\w])/,
    ],
    ['an unknown as-of', /截至\s*(未知|—|-)/],
  ];
}

/** A unified social credit code is a name a reader uses: it is not a region code. */
const withoutCreditCodes = (text: string) =>
  text.replace(/\b[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}\b/g, '');

function scan(where: string, raw: string): string[] {
  const text = withoutCreditCodes(raw);
  const found: string[] = [];
  for (const [why, pattern] of forbidden()) {
    const m = pattern.exec(text);
    if (m) {
      const at = Math.max(0, m.index - 30);
      found.push(
        `${where}: ${why} «${text.slice(at, m.index + m[0].length + 30).replace(/\s+/g, ' ')}»`,
      );
    }
  }
  return found;
}

/** Every date the text gives as an as-of (截至 …) and every time of day it prints. */
function datesAndTimes(text: string) {
  const flat = text.replace(/\s+/g, ' ');
  return {
    asOf: [...flat.matchAll(/截至 ?(\d{4}-\d{2}-\d{2})/g)].map((m) => m[1]!),
    times: [...flat.matchAll(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/g)].map((m) => m[0]),
  };
}

async function generate(kind: string, params: unknown): Promise<ReportAnswer> {
  const answer = await customQuery<ReportAnswer[]>(backend, 'yjbgGenerate', { kind, params }, vip);
  if (answer.status !== 200)
    throw new Error(`${kind} ${JSON.stringify(params)}: ${answer.status} ${answer.body.message}`);
  return answer.body.data[0]!;
}

/** One report of every kind (and the variants whose text differs), by the library. */
async function everyKind(): Promise<[string, unknown][]> {
  const [thin] = await all<{ code: string; region_code: string }>(sql`
    select c.code, s.region_code from chain_region_stats s
    join industry_chains c on c.id = s.chain_id
    where s.region_level = 2 and s.enterprise_count between 1 and 9
    order by c.code, s.region_code limit 1`);
  const [busy] = await all<{ division: string; province: string; city: string }>(sql`
    select left(industry_code, 2) as division, left(region_code, 2) || '0000' as province,
      left(region_code, 4) || '00' as city
    from enterprises group by 1, 2, 3 order by count(*) desc, 1, 2, 3 limit 1`);
  const ids = (
    await all<{ id: string }>(sql`select id::text as id from enterprises
      where status not in ('注销', '吊销') and zczb > 0 order by id limit 3`)
  ).map((r) => Number(r.id));
  const [changed] = await all<{ id: string }>(sql`
    select enterprise_id::text as id from change_records
    where item = '注册资本变更' and changed_on > '2024-01-01' order by enterprise_id limit 1`);
  return [
    ['briefing', { chain: chain.code, region: province, period: '2026-10' }],
    ['briefing', { industry: busy!.division, region: busy!.city, period: '2026-Q4' }],
    ['chain', { chain: chain.code, region: province }],
    ['chain', { chain: chain.code, region: '000000' }],
    ['chain', { chain: thin!.code, region: thin!.region_code }],
    ['regional', { region: province }],
    ['regional', { region: busy!.city }],
    ['benchmark', { subject: 'region', chain: chain.code, region: province, peers: provinces }],
    [
      'benchmark',
      { subject: 'region', chain: chain.code, region: '110100', peers: ['440300', '310100'] },
    ],
    [
      'benchmark',
      {
        subject: 'enterprise',
        qyid: changed ? Number(changed.id) : ids[0],
        peers: ids.filter((id) => String(id) !== changed?.id).slice(0, 2),
      },
    ],
    ['enterprise', { qyid: ids[0] }],
    ['eligibility', { qyid: ids[0] }],
  ];
}

describe('the words of every report', () => {
  it('name things, never codes, ids, routes or steps, on the page, in the PDF and in the library', async () => {
    const problems: string[] = [];
    for (const [kind, params] of await everyKind()) {
      const { record, document } = await generate(kind, params);
      const where = `${kind} ${JSON.stringify(params)}`;
      const page = pageText(document);
      const pdf = pdfText(await renderReportPdf(document));
      const library = [
        record.title,
        record.paramstext,
        formatDate(record.createdat, true),
        formatDate(record.dataasof),
      ].join('\n');
      problems.push(
        ...scan(`${where} page`, page),
        ...scan(`${where} PDF`, pdf),
        ...scan(`${where} library`, library),
      );

      // Times of day are China time; as-of dates are one date, the document's, in China.
      const known = new Set([
        china(DERIVED_AT),
        china(ENTERPRISE_TEST_NOW),
        china(record.createdat),
      ]);
      const asOfDay = document.asof ? china(document.asof).slice(0, 10) : null;
      for (const [name, text] of [
        ['page', page],
        ['PDF', pdf],
        ['library', library],
      ] as const) {
        const { asOf, times } = datesAndTimes(text);
        for (const t of times)
          if (!known.has(t)) problems.push(`${where} ${name}: ${t} is not a China time`);
        const days = [...new Set(asOf)];
        if (days.length > 1 || (days.length === 1 && days[0] !== asOfDay))
          problems.push(`${where} ${name}: as-of ${days.join(' and ')}, the data's ${asOfDay}`);
      }
      if (document.asof === null) problems.push(`${where}: no as-of date`);
      else if (!/数据截至 \d{4}-\d{2}-\d{2}/.test(pdf.replace(/\s+/g, ' ')))
        problems.push(`${where} PDF: no 数据截至 date`);
    }
    expect(problems).toEqual([]);
  });

  it('write the library’s parameters as names: the issue’s 对标报告', async () => {
    const { record } = await generate('benchmark', {
      subject: 'region',
      chain: chain.code,
      region: '110100',
      peers: ['440300', '310100'],
    });
    expect(record.paramstext).toBe(
      `对标类型：地区 · 产业链：${chain.name} · 地区：北京市 · 对标对象：深圳市、上海市`,
    );
    const list = await customQuery<ReportRecord[]>(backend, 'yjbgList', { kind: 'benchmark' }, vip);
    expect(list.body.data.find((r) => r.ID_ === record.ID_)?.paramstext).toBe(record.paramstext);
  });

  it('prints the company report PDF’s time in China time', async () => {
    const [{ id }] = (await all<{ id: string }>(
      sql`select id::text as id from enterprises order by id limit 1`,
    )) as [{ id: string }];
    const res = await backend.app.request(`/api-zsai-query/zsai/qyhx/reportPdf?id=${id}`, {
      headers: { authorization: `Bearer ${vip}` },
    });
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(await res.arrayBuffer())).replace(/\s+/g, ' ');
    expect(text).toContain(`生成于 ${china(ENTERPRISE_TEST_NOW)}`);
  });
});
