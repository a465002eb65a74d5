import { sql } from 'drizzle-orm';
import type { Competitiveness, GapRecord, LeaderRecord } from '@/lib/contract/chains';
import type { HgjjAnswer, HgjjPeer } from '@/lib/contract/regional';
import type { RecommendationRecord } from '@/lib/contract/recommendations';
import type { ParkRecord } from '@/lib/contract/parks';
import type { ReportAnswer, ReportBlock, ReportDocument } from '@/lib/contract/reports';
import { formatCount } from '@/lib/format';
import { customQuery } from '../../test/calls';
import { smsLoginToken } from '../../test/sms-helpers';
import { createEnterpriseTestBackend } from '../../test/test-backend';
import { CNY_RATES } from '../chains/region-stats';
import { scoreRegions } from '../chains/competitiveness';
import { regionInputs } from '../chains/figures';
import { loadChain } from '../chains/tree';
import { DEFAULT_WEIGHTS } from '@/lib/contract/chains';
import { refreshRegionStats } from '../chains/region-stats';
import { THIN_DATA_TEXT } from '../chains/gaps';
import { SCORECARD_WINDOW_DAYS } from './scorecard';
import { MAX_CONCLUSIONS, MIN_ENTERPRISES } from './conclusions';
import { renderReportPdf } from './pdf';
import { pdfText } from '../../test/pdf-text';

// 产业链报告, 区域报告 and 对标报告 (docs/report-kinds.md) on both engines, through the library
// aliases: each document's figures equal the services they quote and direct counts over the
// same rows; a report reopened from its stored parameters is identical; bad parameters are
// Chinese 4xx; another user's report is not readable; the trial tier is refused. Every report
// opens with its conclusions; thin data (a chain × region under the chain rules' minimum, a
// benchmark whose regions all score 0) says 数据不足 and ranks nothing.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;
let other: string;
let trial: string;

const query = <T>(alias: string, params: unknown, token: string | undefined = vip) =>
  customQuery<T>(backend, alias, params, token);
async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}
const generate = (kind: string, params: unknown, token = vip) =>
  query<ReportAnswer[]>('yjbgGenerate', { kind, params }, token);

async function document(kind: string, params: unknown): Promise<ReportDocument> {
  const answer = await generate(kind, params);
  expect(answer.body.message ?? '').not.toMatch(/error/i);
  expect(answer.status).toBe(200);
  return answer.body.data[0]!.document;
}

const section = (doc: ReportDocument, key: string) => {
  const found = doc.sections.find((s) => s.key === key);
  if (!found) throw new Error(`no section ${key}`);
  return found;
};
function blocks<T extends ReportBlock['type']>(doc: ReportDocument, key: string, type: T) {
  return section(doc, key).blocks.filter(
    (b): b is Extract<ReportBlock, { type: T }> => b.type === type,
  );
}
const tableOf = (doc: ReportDocument, key: string, caption: string) => {
  const table = blocks(doc, key, 'table').find((t) => t.caption?.startsWith(caption));
  if (!table) throw new Error(`no table ${caption} in ${key}`);
  return table;
};
const figure = (doc: ReportDocument, key: string, label: string) =>
  blocks(doc, key, 'figures')
    .flatMap((b) => b.items)
    .find((f) => f.label === label)?.value;

/** The chain and province with the most placed enterprises, and a second province. */
let chain: string;
let province: string;
let provinces: string[];

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  vip = await smsLoginToken(backend, '13800000001');
  other = await smsLoginToken(backend, '13800000003');
  trial = await smsLoginToken(backend, '13800000002');
  const [top] = await all<{ code: string; region_code: string }>(sql`
    select c.code, s.region_code from chain_region_stats s
    join industry_chains c on c.id = s.chain_id
    where s.region_level = 1 order by s.enterprise_count desc, c.code, s.region_code limit 1`);
  chain = top!.code;
  province = top!.region_code;
  provinces = (
    await all<{ region_code: string }>(sql`
      select s.region_code from chain_region_stats s join industry_chains c on c.id = s.chain_id
      where c.code = ${chain} and s.region_level = 1 and s.region_code <> ${province}
      order by s.enterprise_count desc, s.region_code limit 3`)
  ).map((r) => r.region_code);
  await fillChainInProvince();
}, 240_000);

/**
 * The 300 companies of the standard world put fewer than MIN_ENTERPRISES on any chain in one
 * province, too thin to judge. So that the full report has links to judge and a rank, more of
 * the province's live enterprises are placed (confirmed) on the chain's links, round robin, and
 * the regional figures are recomputed from the placements as the derive step does.
 */
async function fillChainInProvince() {
  const links = await all<{ id: string }>(sql`
    select n.id::text as id from industry_chain_nodes n join industry_chains c on c.id = n.chain_id
    where c.code = ${chain} and n.level = 3 order by n.sort, n.id`);
  const extra = await all<{ id: string; region_code: string }>(sql`
    select e.id::text as id, e.region_code from enterprises e
    where e.status not in ('注销', '吊销') and e.region_code like ${`${province.slice(0, 2)}%`}
      and not exists (select 1 from chain_placements p join industry_chains c on c.id = p.chain_id
        where p.enterprise_id = e.id and c.code = ${chain})
    order by e.id limit ${2 * MIN_ENTERPRISES}`);
  expect(extra.length).toBeGreaterThanOrEqual(MIN_ENTERPRISES);
  for (const [i, e] of extra.entries()) {
    await backend.db.execute(sql`insert into chain_placements
      (node_id, enterprise_id, chain_id, region_code, confidence, score, evidence)
      select n.id, ${Number(e.id)}, n.chain_id, ${e.region_code}, 'confirmed', 10, '[]'::jsonb
      from industry_chain_nodes n where n.id = ${Number(links[i % links.length]!.id)}`);
  }
  await refreshRegionStats(backend.db, backend.clock.now());
}
afterAll(() => backend.close());

/** Live enterprises placed (confirmed or likely) on the chain's nodes in `ids`, in a province. */
async function placedCount(nodeFilter: ReturnType<typeof sql>, code: string): Promise<number> {
  const [row] = await all<{ n: number | string }>(sql`
    select count(distinct cp.enterprise_id) as n from chain_placements cp
    join enterprises e on e.id = cp.enterprise_id
    where ${nodeFilter} and cp.confidence in ('confirmed', 'likely')
      and e.status not in ('注销', '吊销') and e.region_code like ${`${code.slice(0, 2)}%`}`);
  return Number(row!.n);
}

describe('产业链报告', () => {
  let doc: ReportDocument;
  beforeAll(async () => {
    doc = await document('chain', { chain, region: province });
  });

  it('counts the chain’s enterprises in the region as a direct count does', async () => {
    const n = await placedCount(
      sql`cp.chain_id = (select id from industry_chains where code = ${chain})`,
      province,
    );
    expect(n).toBeGreaterThan(0);
    expect(figure(doc, 'overview', '产业链企业')).toBe(`${formatCount(n)} 家`);
    expect(doc.kind).toBe('chain');
    expect(doc.demo).toBe(true);
    expect(doc.asof).not.toBeNull();
    expect(doc.sources.length).toBeGreaterThan(3);
  });

  it('lists every link with its count, label and the rule’s numbers, as cylGaps says', async () => {
    const gaps = (await query<GapRecord[]>('cylGaps', { chain, region: province })).body.data;
    const table = tableOf(doc, 'structure', '环节企业数');
    expect(table.rows).toHaveLength(gaps.length);
    const byName = new Map(gaps.map((g) => [g.name, g]));
    for (const row of table.rows) {
      const g = byName.get(String(row[2]).replace(/^· /, ''))!;
      expect(row[3]).toBe(g.localcount);
      expect(row[4]).toBe(g.nationalcount);
      expect(row[7]).toBe(g.label ?? '—');
    }
    // Direct count for one link with local enterprises.
    const some = gaps.find((g) => g.localcount > 0)!;
    const direct = await placedCount(
      sql`cp.node_id in (with recursive t as (select id from industry_chain_nodes where code = ${some.code}
        union all select n.id from industry_chain_nodes n join t on n.parent_id = t.id) select id from t)`,
      province,
    );
    expect(direct).toBe(some.localcount);
    const labelled = gaps.filter((g) => g.label);
    const reasons = labelled.length ? tableOf(doc, 'gaps', '判定及其依据').rows : [];
    expect(reasons.map((r) => [r[0], r[1], r[2]])).toEqual(
      expect.arrayContaining(labelled.map((g) => [g.name, g.label, g.reason])),
    );
    expect(reasons).toHaveLength(labelled.length);
  });

  it('names each link’s leaders as cylLeaders does', async () => {
    const gaps = (await query<GapRecord[]>('cylGaps', { chain, region: province })).body.data;
    const table = blocks(doc, 'leaders', 'table')[0];
    const expected: string[] = [];
    for (const g of gaps.filter((x) => x.localcount > 0 && !x.code.split('.')[2])) {
      const leaders = (
        await query<LeaderRecord[]>('cylLeaders', { node: g.code, region: province, limit: 3 })
      ).body.data;
      expected.push(...leaders.map((l) => `${g.name}:${l.qymc}:${l.leaderscore}`));
    }
    const got = (table?.rows ?? []).map((r) => `${r[1]}:${r[0]}:${r[3]}`);
    expect(got.sort()).toEqual(expected.sort());
  });

  it('recommends for the gap links what 招商推荐 ranks first', async () => {
    const recommended = (
      await query<RecommendationRecord[]>('yqtjRecommendations', {
        region: province,
        chain,
        pageIndex: 1,
        pageSize: 10,
      })
    ).body.data;
    const table = blocks(doc, 'recommendations', 'table').find((t) =>
      t.caption?.startsWith('推荐招商企业'),
    );
    expect((table?.rows ?? []).map((r) => [r[0], r[4]])).toEqual(
      recommended.map((r) => [r.qymc, r.score]),
    );
  });

  it('summarises competitiveness as cylCompetitiveness does', async () => {
    const c = (await query<Competitiveness[]>('cylCompetitiveness', { chain, region: province }))
      .body.data[0]!;
    expect(figure(doc, 'competitiveness', '综合得分')).toBe(String(c.overall.display));
    expect(figure(doc, 'competitiveness', '综合排名')).toBe(`${c.overall.rank} / ${c.peers.count}`);
    const radar = blocks(doc, 'competitiveness', 'radar')[0]!;
    expect(radar.series[0]!.values).toEqual(c.dimensions.map((d) => d.score));
    expect(radar.indicators.map((i) => i.weight)).toEqual([30, 20, 25, 25]);
  });

  it('says honestly what 全国 cannot show', async () => {
    const national = await document('chain', { chain, region: '000000' });
    for (const key of ['gaps', 'recommendations', 'competitiveness'])
      expect(blocks(national, key, 'notice').length).toBeGreaterThan(0);
  });
});

describe('区域报告', () => {
  let doc: ReportDocument;
  beforeAll(async () => {
    doc = await document('regional', { region: province });
  });

  it('quotes 宏观经济’s registry figures and a direct count of live enterprises', async () => {
    const hgjj = (await query<HgjjAnswer[]>('hgjjRegion', { region: province })).body.data[0]!;
    const [row] = await all<{ n: number | string }>(sql`select count(*) as n from enterprises e
      left join regions g on g.code = e.region_code
      where coalesce(g.province_code, left(e.region_code, 2) || '0000') = ${province}
        and e.status not in ('注销', '吊销')`);
    expect(hgjj.registry.enterprisecount).toBe(Number(row!.n));
    expect(figure(doc, 'registry', '存续企业')).toBe(`${formatCount(Number(row!.n))} 家`);
    expect(figure(doc, 'registry', '近12个月新注册')).toBe(
      `${formatCount(hgjj.registry.last12.registrations)} 家`,
    );
    const series = blocks(doc, 'registry', 'series')[0]!;
    const full = hgjj.registry.monthly.slice(0, -1).slice(-24);
    expect(series.series[0]!.values).toEqual(full.map((m) => m.registrations));
    const sectors = tableOf(doc, 'structure', '三次产业').rows.map((r) => r[1]);
    expect(sectors).toEqual(hgjj.registry.sectors.map((s) => s.count));
  });

  it('keeps official statistics apart and labels generated ones', async () => {
    const hgjj = (await query<HgjjAnswer[]>('hgjjRegion', { region: province })).body.data[0]!;
    const table = tableOf(doc, 'official', '官方统计');
    expect(table.rows).toHaveLength(hgjj.official.length);
    expect(table.rows.every((r) => r[4] === '演示数据，非官方统计')).toBe(true);
    expect(blocks(doc, 'official', 'notice')[0]!.text).toContain('演示数据，非官方统计');
    expect(blocks(doc, 'registry', 'figures')[0]!.items[0]!.source).toBe('登记数据测算 · 演示数据');
  });

  it('lists the chains with their stats counts, the parks and the peers as their screens do', async () => {
    const stats = await all<{ name: string; n: number }>(sql`
      select c.name, coalesce(s.enterprise_count, 0) as n from industry_chains c
      left join chain_region_stats s on s.chain_id = c.id and s.region_code = ${province}`);
    const rows = tableOf(doc, 'chains', '产业链强弱').rows;
    expect(new Map(rows.map((r) => [r[0], r[1]]))).toEqual(
      new Map(stats.map((s) => [s.name, Number(s.n)])),
    );
    const parks = (
      await query<ParkRecord[]>('yqhxParks', {
        region: province,
        sort: 'enterprises',
        pageSize: 10,
      })
    ).body.data;
    const parkRows = blocks(doc, 'parks', 'table')[0]?.rows ?? [];
    expect(parkRows.map((r) => [r[0], r[4]])).toEqual(
      parks.map((p) => [p.name, p.enterprisecount]),
    );
    const peers = (await query<HgjjPeer[]>('hgjjPeers', { region: province })).body.data;
    const peerRows = blocks(doc, 'peers', 'table')[0]!.rows;
    expect(peerRows.map((r) => r[1])).toEqual(peers.map((p) => p.enterprisecount));
    expect(peerRows.filter((r) => String(r[0]).endsWith('（本地区）'))).toHaveLength(1);
  });

  it('says when a region has no official statistics', async () => {
    await backend.db.execute(sql`delete from official_statistics where region_code = ${province}`);
    const bare = await document('regional', { region: province });
    expect(blocks(bare, 'official', 'notice').map((n) => n.text)).toEqual(['该地区暂无官方统计']);
  });
});

describe('对标报告', () => {
  it('a region among chosen peers: scores from competitiveness.ts over that set, raw values beside', async () => {
    const doc = await document('benchmark', {
      subject: 'region',
      chain,
      region: province,
      peers: provinces.slice(0, 2),
    });
    const set = [province, ...provinces.slice(0, 2)];
    const loaded = await loadChain(backend.db, chain);
    const { findRegion } = await import('../chains/regions');
    const refs = set.map((c) => findRegion(c)!);
    const inputs = await regionInputs(
      backend.db,
      loaded,
      1,
      refs,
      sql`s.region_code in (${sql.join(
        set.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
    const scores = set.map((c) => scoreRegions(c, inputs, DEFAULT_WEIGHTS, null).overall.score);
    const bars = blocks(doc, 'charts', 'bars')[0]!;
    expect(bars.items.map((i) => i.value)).toEqual(scores);
    // The raw 企业数量 row is each region's chain_region_stats count.
    const counts = await all<{ region_code: string; n: number }>(sql`
      select s.region_code, s.enterprise_count as n from chain_region_stats s
      join industry_chains c on c.id = s.chain_id where c.code = ${chain}`);
    const byCode = new Map(counts.map((r) => [r.region_code, Number(r.n)]));
    const raw = tableOf(doc, 'inputs', '指标原值').rows.find((r) => r[1] === '企业数量')!;
    expect(raw.slice(3, 3 + set.length)).toEqual(set.map((c) => byCode.get(c) ?? 0));
    // The best region on an indicator scores 100 within the set.
    const best = Math.max(...set.map((c) => byCode.get(c) ?? 0));
    const normalised = tableOf(doc, 'inputs', '标准化得分').rows.find((r) => r[0] === '企业数量')!;
    set.forEach((c, i) => {
      if ((byCode.get(c) ?? 0) === best) expect(normalised[i + 1]).toBe(100);
    });
    expect(blocks(doc, 'charts', 'radar')[0]!.series).toHaveLength(3);
  });

  it('an enterprise among peers: the raw inputs are direct counts, scores trace to them', async () => {
    const picks = await all<{ id: string }>(sql`
      select e.id::text as id from enterprises e
      where e.status not in ('注销', '吊销') and e.zczb > 0
      order by (select count(*) from penalties p where p.enterprise_id = e.id) desc,
        (select count(*) from judgments j where j.enterprise_id = e.id) desc, e.id limit 4`);
    const ids = picks.map((p) => Number(p.id));
    const doc = await document('benchmark', {
      subject: 'enterprise',
      qyid: ids[0],
      peers: ids.slice(1).join(','),
    });
    const raw = tableOf(doc, 'inputs', '原始数据').rows;
    const rowOf = (name: string) => raw.find((r) => r[1] === name)!.slice(2);
    const today = /截至 (\d{4}-\d{2}-\d{2})/.exec(tableOf(doc, 'inputs', '原始数据').caption!)![1]!;
    const direct = await all<{
      id: string;
      pen: number;
      def: number;
      above: number;
      total: number;
    }>(sql`
      with me as (select e.id, e.industry_code,
          coalesce(g.province_code, left(e.region_code, 2) || '0000') as province,
          coalesce(e.zczb, 0) * (case e.capital_currency ${sql.raw(
            Object.entries(CNY_RATES)
              .map(([c, r]) => `when '${c}' then ${r}`)
              .join(' '),
          )} else 1 end) as capital
        from enterprises e left join regions g on g.code = e.region_code),
      live as (select m.* from me m join enterprises e on e.id = m.id
        where e.status not in ('注销', '吊销'))
      select m.id::text as id,
        (select count(*) from penalties p where p.enterprise_id = m.id
          and p.decided_on > ${today}::date - ${SCORECARD_WINDOW_DAYS}::int and p.decided_on <= ${today}::date)::int as pen,
        (select count(*) from judgments j where j.enterprise_id = m.id and j.role = '被告'
          and j.judged_on > ${today}::date - ${SCORECARD_WINDOW_DAYS}::int and j.judged_on <= ${today}::date)::int as def,
        (select count(*) from live l where l.province = m.province
          and left(l.industry_code, 2) = left(m.industry_code, 2)
          and round(l.capital, 4) > round(m.capital, 4))::int as above,
        (select count(*) from live l where l.province = m.province
          and left(l.industry_code, 2) = left(m.industry_code, 2))::int as total
      from me m where m.id = any(${`{${ids.join(',')}}`}::bigint[])`);
    const byId = new Map(direct.map((d) => [Number(d.id), d]));
    expect(rowOf('近三年行政处罚')).toEqual(ids.map((id) => byId.get(id)!.pen));
    expect(rowOf('近三年作为被告的裁判文书')).toEqual(ids.map((id) => byId.get(id)!.def));
    expect(rowOf('行业大类×省份排名')).toEqual(
      ids.map((id) => `${byId.get(id)!.above + 1} / ${byId.get(id)!.total}`),
    );
    // 法律风险 = 100 − 20 × penalties − 10 × defendant, floored at 0.
    const scores = tableOf(doc, 'charts', '得分与权重').rows;
    scores.forEach((row, i) => {
      const d = byId.get(ids[i]!)!;
      expect(row[2 + 4]).toBe(Math.max(0, 100 - 20 * d.pen - 10 * d.def));
    });
    expect(blocks(doc, 'charts', 'radar')[0]!.indicators.map((x) => x.weight)).toEqual([
      20, 15, 20, 15, 10, 10, 10,
    ]);
  });
});

const points = (doc: ReportDocument) => {
  const [first] = doc.sections;
  expect(first!.key).toBe('conclusions');
  const [block] = first!.blocks;
  if (block?.type !== 'points') throw new Error('the conclusions are not a list of points');
  return block.items;
};
const allBlocks = (doc: ReportDocument) => doc.sections.flatMap((s) => s.blocks);
/** A rank written anywhere in the document: 第 1 / 3 名, 1 / 3 in a rank figure. */
const RANKED = /第 \d+ \/ [\d,]+ 名|^\d+ \/ \d+$/;
const pdfPages = async (doc: ReportDocument) => {
  const text = pdfText(await renderReportPdf(doc)).replace(/\s+/g, '');
  return Number(/第1\/(\d+)页/.exec(text)![1]);
};

describe('conclusions and thin data', () => {
  it('a full report of each kind opens with 3–5 conclusions computed from its data', async () => {
    const chainDoc = await document('chain', { chain, region: province });
    const local = Number(figure(chainDoc, 'overview', '产业链企业')!.replace(/\D/g, ''));
    expect(local).toBeGreaterThanOrEqual(MIN_ENTERPRISES);
    const c = (await query<Competitiveness[]>('cylCompetitiveness', { chain, region: province }))
      .body.data[0]!;
    const chainPoints = points(chainDoc);
    expect(chainPoints.length).toBeGreaterThanOrEqual(3);
    expect(chainPoints.length).toBeLessThanOrEqual(MAX_CONCLUSIONS);
    expect(chainPoints[0]).toContain(`${formatCount(local)} 家`);
    expect(chainPoints.join('')).toContain(`竞争力综合得分 ${c.overall.display}`);
    expect(chainPoints.join('')).not.toContain('数据不足');
    expect(blocks(chainDoc, 'competitiveness', 'radar')).toHaveLength(1);

    const regional = await document('regional', { region: province });
    const hgjj = (await query<HgjjAnswer[]>('hgjjRegion', { region: province })).body.data[0]!;
    const regionalPoints = points(regional);
    expect(regionalPoints.length).toBeGreaterThanOrEqual(3);
    expect(regionalPoints[0]).toContain(
      `存续企业 ${formatCount(hgjj.registry.enterprisecount)} 家`,
    );
    expect(allBlocks(regional).some((b) => b.type === 'bars' || b.type === 'series')).toBe(true);

    const benchmark = await document('benchmark', {
      subject: 'region',
      chain,
      region: province,
      peers: provinces.slice(0, 2),
    });
    const bars = blocks(benchmark, 'charts', 'bars')[0]!;
    const best = [...bars.items].sort((a, b) => b.value - a.value)[0]!;
    expect(points(benchmark)[0]).toMatch(new RegExp(`^综合排名：${best.label}（第 1，`));
  });

  it('a region with one enterprise on the chain says 数据不足, ranks nothing and stays short', async () => {
    const [one] = await all<{ code: string; region_code: string }>(sql`
      select c.code, s.region_code from chain_region_stats s
      join industry_chains c on c.id = s.chain_id
      where s.region_level in (1, 2) and s.enterprise_count = 1
      order by s.region_level, c.code, s.region_code limit 1`);
    expect(one).toBeDefined();
    const doc = await document('chain', { chain: one!.code, region: one!.region_code });
    expect(points(doc)[0]).toMatch(/^数据不足：.+仅 1 家（少于 10 家）/);
    // One line where there would be labels, recommendations and a rank.
    expect(section(doc, 'gaps').blocks).toEqual([{ type: 'notice', text: THIN_DATA_TEXT }]);
    for (const key of ['recommendations', 'competitiveness']) {
      const [only, ...rest] = section(doc, key).blocks;
      expect(rest).toEqual([]);
      expect(only!.type).toBe('notice');
      expect(only!.type === 'notice' && only!.text).toContain('数据不足');
    }
    expect(allBlocks(doc).filter((b) => b.type === 'radar')).toEqual([]);
    expect(figure(doc, 'competitiveness', '综合排名')).toBeUndefined();
    const texts = allBlocks(doc).flatMap((b) =>
      b.type === 'figures'
        ? b.items.map((f) => f.value)
        : b.type === 'points'
          ? b.items
          : b.type === 'table'
            ? b.rows.flat().map(String)
            : [],
    );
    expect(texts.filter((t) => RANKED.test(t))).toEqual([]);
    // Only the links the one enterprise is on, not a row for every link of the chain.
    const rows = tableOf(doc, 'structure', '本地企业所在环节').rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => Number(r[3]) > 0)).toBe(true);
    expect(await pdfPages(doc)).toBeLessThanOrEqual(2);
  });

  it('a benchmark whose regions all score 0 ranks none of them first', async () => {
    const zero = await all<{ code: string; region: string }>(sql`
      select c.code, r.code as region from industry_chains c cross join regions r
      where r.level = 1 and not exists (select 1 from chain_region_stats s
        where s.chain_id = c.id and s.region_code = r.code and s.enterprise_count > 0)
      order by c.code, r.code`);
    const byChain = new Map<string, string[]>();
    for (const z of zero) byChain.set(z.code, [...(byChain.get(z.code) ?? []), z.region]);
    const [zeroChain, regions] = [...byChain].find(([, list]) => list.length >= 3)!;
    const doc = await document('benchmark', {
      subject: 'region',
      chain: zeroChain,
      region: regions[0]!,
      peers: regions.slice(1, 3),
    });
    const said = points(doc);
    expect(said[0]).toMatch(/^数据不足：所选 3 个地区的.+产业链企业均少于 10 家/);
    expect(said).toContain('各地区综合得分均为 0，没有地区排名第一。');
    expect(allBlocks(doc).filter((b) => ['bars', 'radar', 'figures'].includes(b.type))).toEqual([]);
    for (const key of ['charts', 'inputs']) {
      expect(section(doc, key).blocks).toHaveLength(1);
      expect(section(doc, key).blocks[0]!.type).toBe('notice');
    }
    expect(JSON.stringify(doc.sections)).not.toMatch(/第 1|排名第一（|1 \/ 3/);

    // The zero region among ranked peers: the peers are ranked, it is not (nor first).
    const mixed = await document('benchmark', {
      subject: 'region',
      chain,
      region: (
        await all<{ code: string }>(sql`
          select r.code from regions r where r.level = 1 and not exists (
            select 1 from chain_region_stats s join industry_chains c on c.id = s.chain_id
            where c.code = ${chain} and s.region_code = r.code and s.enterprise_count > 0)
          order by r.code limit 1`)
      )[0]!.code,
      peers: [province, provinces[0]],
    });
    expect(figure(mixed, 'summary', '综合排名')).toBe('数据不足');
    const table = tableOf(mixed, 'charts', '得分与权重').rows;
    expect(table[0]![2]).toBe('数据不足');
    expect(table.slice(1).map((r) => r[2])).toContain('第 1 / 3 名');
    expect(points(mixed)[1]).toMatch(/^数据不足：.+不参与排名/);
  });
});

describe('the library', () => {
  it('reopens every kind from its stored parameters to the identical document', async () => {
    const [a, b] = await all<{ id: string }>(
      sql`select id::text as id from enterprises order by id limit 3`,
    );
    const c = (
      await all<{ id: string }>(
        sql`select id::text as id from enterprises order by id desc limit 1`,
      )
    )[0]!;
    const cases: [string, unknown][] = [
      ['chain', { chain, region: province }],
      ['regional', { region: province }],
      ['benchmark', { subject: 'region', chain, region: province, peers: provinces.slice(0, 2) }],
      ['benchmark', { subject: 'enterprise', qyid: a!.id, peers: [b!.id, c.id] }],
    ];
    for (const [kind, params] of cases) {
      const made = await generate(kind, params);
      expect(made.status).toBe(200);
      const { record, document: first } = made.body.data[0]!;
      expect(record.kind).toBe(kind);
      const again = await query<ReportAnswer[]>('yjbgGet', { id: record.ID_ });
      expect(again.body.data[0]!.document).toEqual(first);
      // The PDF machinery writes it, with its Chinese text.
      const text = pdfText(await renderReportPdf(first)).replace(/\s+/g, '');
      expect(text).toContain(first.title.replace(/\s+/g, ''));
      // Another user cannot read it.
      const theirs = await query<ReportAnswer[]>('yjbgGet', { id: record.ID_ }, other);
      expect(theirs.status).toBe(404);
    }
  });

  it('refuses bad parameters with Chinese messages', async () => {
    const [a, b, c] = (
      await all<{ id: string }>(sql`select id::text as id from enterprises order by id limit 3`)
    ).map((r) => r.id);
    const city = (
      await all<{ code: string }>(
        sql`select code from regions where level = 2 order by code limit 1`,
      )
    )[0]!.code;
    const district = (
      await all<{ code: string }>(
        sql`select code from regions where level = 3 order by code limit 1`,
      )
    )[0]!.code;
    const cases: [string, unknown, number, string | RegExp][] = [
      ['chain', { chain: 'nope', region: province }, 404, '产业链不存在：nope'],
      ['chain', { chain, region: '999999' }, 404, '地区不存在：999999'],
      ['chain', { chain, region: 'local' }, 400, /应为6位地区代码/],
      ['regional', { region: district }, 400, '区域报告请选择省或市'],
      ['regional', { region: '000000' }, 400, '区域报告请选择省或市'],
      ['benchmark', { subject: 'x' }, 400, '对标类型：只能是地区（region）或企业（enterprise）'],
      [
        'benchmark',
        { subject: 'region', chain, region: province, peers: [provinces[0]] },
        400,
        '对标对象：请至少选择2个',
      ],
      [
        'benchmark',
        {
          subject: 'region',
          chain,
          region: province,
          peers: ['110000', '120000', '130000', '140000', '150000', '210000'],
        },
        400,
        '对标对象：最多选择5个',
      ],
      [
        'benchmark',
        { subject: 'region', chain, region: province, peers: [provinces[0], city] },
        400,
        /不是省级地区，请选择同级地区/,
      ],
      [
        'benchmark',
        { subject: 'region', chain, region: province, peers: [provinces[0], province] },
        400,
        '对标对象：不能与本体相同',
      ],
      [
        'benchmark',
        { subject: 'region', chain, region: province, peers: [provinces[0], provinces[0]] },
        400,
        '对标对象：不能重复',
      ],
      [
        'benchmark',
        { subject: 'region', chain, region: '000000', peers: [provinces[0], provinces[1]] },
        400,
        /不能选择全国/,
      ],
      [
        'benchmark',
        { subject: 'enterprise', qyid: a, peers: [b, '987654321'] },
        404,
        '企业不存在：987654321',
      ],
      [
        'benchmark',
        { subject: 'enterprise', qyid: a, peers: [b, a] },
        400,
        '对标对象：不能与本体相同',
      ],
      ['benchmark', { subject: 'enterprise', qyid: a, peers: c }, 400, '对标对象：请至少选择2个'],
    ];
    for (const [kind, params, status, message] of cases) {
      const answer = await generate(kind, params);
      expect({ kind, params, status: answer.status }).toEqual({ kind, params, status });
      expect(answer.body.message).toMatch(message);
      expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('refuses a tier without 产业链分析', async () => {
    const answer = await generate('chain', { chain, region: province }, trial);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('当前会员等级无权使用产业链报告，请升级会员');
  });
});
