import { MESSAGES } from '@/lib/contract/messages';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type {
  ChainRecord,
  ChainTree,
  Competitiveness,
  GapRecord,
  LeaderRecord,
  LinkEnterpriseRecord,
  LinkStats,
  MapFiguresRecord,
  PlacementReportRecord,
  RegionFiguresRecord,
} from '@/lib/contract/chains';
import type { Envelope } from '@/lib/contract/envelope';
import type { ExportQuota } from '@/lib/contract/search';
import { runDerive } from '../data/derive';
import {
  chainNodeRegionStats,
  chainRegionStats,
  industryChainNodes,
  industryChains,
} from '../db/schema';
import { customQuery, invokeScript } from '../test/calls';
import { insertEnterprise } from '../test/enterprise-fixtures';
import { smsLoginToken } from '../test/sms-helpers';
import { ENTERPRISE_TEST_NOW, createEnterpriseTestBackend } from '../test/test-backend';
import { typeGroupOracle } from '../test/type-groups';
import { ENTERPRISE_TYPES } from '@/lib/contract/search';
import { DEMO_EXPORT_NOTE } from '../services/search/export-file';

// The chain screens' API (docs/industry-chains.md, API) on both engines: a link's list against
// a brute-force oracle of its placements, exports and their quota, gap labels and
// competitiveness on constructed regional figures, reports, permissions, and 400/404s.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;
let vip2: string;
let trial: string;

async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}

const query = <T>(alias: string, params: unknown, token: string | undefined = vip) =>
  customQuery<T>(backend, alias, params, token);

/** A deterministic PRNG (mulberry32), so a failing case can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], p = 0.3): T[] => list.filter(() => next() < p);
  return { next, pick, some };
}

const LINK = 'nev.power-battery';
const SEGMENT = 'nev.three-electric';
const REGIONS = ['310115', '310104', '320505', '320102', '440305', '110108', '429004', '330106'];
const constructed: number[] = [];

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  [vip, trial, vip2] = [
    await smsLoginToken(backend, '13800000001'),
    await smsLoginToken(backend, '13800000002'),
    await smsLoginToken(backend, '13800000003'),
  ];
  // Enterprises on 动力电池 (and its neighbours) with every attribute the filters read.
  const r = prng(13);
  const scopes = ['动力电池研发；电池包制造', '电芯生产；技术服务', '驱动电机制造', '软件开发'];
  for (let i = 0; i < 70; i += 1) {
    const tags = r.some(['高新技术企业', '专精特新', '科技型中小企业', '瞪羚'], 0.25);
    if (tags.includes('专精特新') && r.next() < 0.4) tags.push('专精特新“小巨人”');
    const listed = r.next() < 0.12;
    constructed.push(
      await insertEnterprise(backend.db, {
        qymc: `链测${String(i).padStart(3, '0')}新能源科技有限公司`,
        businessScope: `一般项目：${r.pick(scopes)}；货物进出口`,
        ...r.pick([
          { industryCode: '3841', industryCategory: 'C' },
          { industryCode: '3841', industryCategory: 'C' },
          { industryCode: '6511', industryCategory: 'I' },
          { industryCode: '3812', industryCategory: 'C' },
        ]),
        regionCode: r.pick(REGIONS),
        zczb: r.pick([null, 50, 150, 300, 800, 2000, 8000, 20000, 150000]),
        capitalCurrency: r.next() < 0.1 ? '美元' : '人民币',
        establishedOn: `${2005 + Math.floor(r.next() * 21)}-${String(1 + Math.floor(r.next() * 12)).padStart(2, '0')}-15`,
        status: r.pick(['存续', '存续', '在业', '迁入', '注销']),
        qylx: listed
          ? '股份有限公司(上市、自然人投资或控股)'
          : r.pick([
              '有限责任公司(自然人投资或控股)',
              '股份有限公司(非上市、自然人投资或控股)',
              '有限合伙企业',
              '有限责任公司(外商投资、非独资)',
            ]),
        listingStatus: listed ? 'A股' : r.pick(['未上市', '未上市', '新三板']),
        lxfs: r.next() < 0.5 ? '13912345678' : null,
        email: r.next() < 0.3 ? 'a@b.cn' : null,
        tags,
      }),
    );
  }
  await runDerive(backend.db, backend.clock);
}, 180_000);
afterAll(() => backend.close());

// ---- The brute-force oracle of a link's list ----

type Fact = {
  node_id: number;
  enterprise_id: number;
  confidence: string;
  score: number;
  zczb: number | null;
  established_on: string;
  industry_code: string;
  industry_category: string;
  region_code: string;
  qylx: string;
  status: string;
  tags: string[];
  lxfs: string | null;
  email: string | null;
  listing_status: string;
};

async function subtree(code: string): Promise<number[]> {
  const rows = await all<{ id: number | string }>(sql`with recursive t as (
      select id from industry_chain_nodes where code = ${code}
      union all select n.id from industry_chain_nodes n join t on n.parent_id = t.id)
    select id from t`);
  return rows.map((r) => Number(r.id));
}

async function facts(nodeIds: number[]): Promise<Fact[]> {
  const rows = await all<Fact>(sql`select cp.node_id, cp.enterprise_id, cp.confidence, cp.score,
      e.zczb, e.established_on::text as established_on, e.industry_code, e.industry_category,
      e.region_code, e.qylx, e.status, e.tags, e.lxfs, e.email, e.listing_status
    from chain_placements cp join enterprises e on e.id = cp.enterprise_id
    where cp.node_id in (${sql.join(
      nodeIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return rows.map((r) => ({
    ...r,
    node_id: Number(r.node_id),
    enterprise_id: Number(r.enterprise_id),
    score: Number(r.score),
    zczb: r.zczb === null ? null : Number(r.zczb),
  }));
}

type Filters = {
  region?: string;
  confidence?: string;
  zczb?: string;
  clnx?: string;
  sshy?: string;
  addr?: string;
  qylx?: string;
  cyl?: string;
  status?: string;
  other?: string;
  sort?: 'score' | 'capital' | 'founded';
  order?: 'asc' | 'desc';
};

const CAPITAL: Record<string, [number, number | null]> = {
  '0-100': [0, 100],
  '100-200': [100, 200],
  '200-500': [200, 500],
  '500-1000': [500, 1000],
  '1000-5000': [1000, 5000],
  '5000-': [5000, null],
};
const FOUNDED: Record<string, [number, number | null]> = {
  '0-1': [0, 1],
  '1-3': [1, 3],
  '3-5': [3, 5],
  '5-10': [5, 10],
  '10-': [10, null],
};
const yearsBefore = (years: number) => {
  const d = new Date(ENTERPRISE_TEST_NOW);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};
const TYPE = (group: string) => (q: string) => typeGroupOracle(q) === group;
const TAG: Record<string, string> = {
  gxjs: '高新技术企业',
  zjtx: '专精特新',
  xjr: '专精特新“小巨人”',
  kjxzx: '科技型中小企业',
  dl: '瞪羚',
  djs: '独角兽',
};

let regionTable: Map<string, { city: string | null; province: string | null }>;
let chainMembers: Map<string, Set<number>>;

async function oracle(nodeIds: number[], f: Filters): Promise<number[]> {
  regionTable ??= new Map(
    (
      await all<{ code: string; city_code: string | null; province_code: string | null }>(
        sql`select code, city_code, province_code from regions`,
      )
    ).map((r) => [r.code, { city: r.city_code, province: r.province_code }]),
  );
  chainMembers ??= new Map();
  const list = (v?: string) => (v ? v.split(',') : []);
  const inRegion = (code: string, region: string) =>
    region === '000000' ||
    code === region ||
    regionTable.get(code)?.city === region ||
    regionTable.get(code)?.province === region;
  const confidences = list(f.confidence).length ? list(f.confidence) : ['confirmed', 'likely'];
  for (const c of list(f.cyl)) {
    if (!chainMembers.has(c)) {
      const rows = await all<{ enterprise_id: number | string }>(
        sql`select enterprise_id from chain_placements where chain_id = ${Number(c)} and confidence <> 'weak'`,
      );
      chainMembers.set(c, new Set(rows.map((r) => Number(r.enterprise_id))));
    }
  }
  // One row per enterprise: its best placement (score, then node id) among those allowed.
  const best = new Map<number, Fact>();
  for (const x of (await facts(nodeIds)).sort(
    (a, b) => b.score - a.score || a.node_id - b.node_id,
  )) {
    if (!confidences.includes(x.confidence)) continue;
    if (!inRegion(x.region_code, f.region ?? '000000')) continue;
    if (!best.has(x.enterprise_id)) best.set(x.enterprise_id, x);
  }
  const kept = [...best.values()].filter((x) => {
    const zczb = list(f.zczb);
    if (
      zczb.length &&
      !zczb.some((v) => {
        const [min, max] = CAPITAL[v]!;
        return x.zczb !== null && x.zczb >= min && (max === null || x.zczb < max);
      })
    )
      return false;
    const clnx = list(f.clnx);
    if (
      clnx.length &&
      !clnx.some((v) => {
        const [min, max] = FOUNDED[v]!;
        return (
          x.established_on <= yearsBefore(min) &&
          (max === null || x.established_on > yearsBefore(max))
        );
      })
    )
      return false;
    const sshy = list(f.sshy);
    if (
      sshy.length &&
      !sshy.some((v) =>
        /^[A-T]$/.test(v) ? x.industry_category === v : x.industry_code.startsWith(v),
      )
    )
      return false;
    const addr = list(f.addr);
    if (addr.length && !addr.some((v) => inRegion(x.region_code, v))) return false;
    const qylx = list(f.qylx);
    if (qylx.length && !qylx.some((v) => TYPE(v)(x.qylx))) return false;
    const cyl = list(f.cyl);
    if (cyl.length && !cyl.some((c) => chainMembers.get(c)!.has(x.enterprise_id))) return false;
    const status = list(f.status);
    if (status.length && !status.includes(x.status)) return false;
    const other = list(f.other);
    const tags = other.filter((v) => TAG[v]);
    if (tags.length && !tags.some((v) => x.tags.includes(TAG[v]!))) return false;
    if (other.includes('phone') && !x.lxfs) return false;
    if (other.includes('email') && !x.email) return false;
    if (other.includes('listed') && ['未上市', '新三板'].includes(x.listing_status)) return false;
    if (other.includes('neeq') && x.listing_status !== '新三板') return false;
    return true;
  });
  const dir = f.order === 'asc' ? -1 : 1;
  const sort = f.sort ?? 'score';
  return kept
    .sort((a, b) => {
      if (sort === 'capital') {
        if (a.zczb !== b.zczb) {
          if (a.zczb === null) return dir;
          if (b.zczb === null) return -dir;
          return dir * (b.zczb - a.zczb);
        }
      } else if (sort === 'founded') {
        if (a.established_on !== b.established_on)
          return dir * (a.established_on < b.established_on ? 1 : -1);
      } else if (a.score !== b.score) return dir * (b.score - a.score);
      return a.enterprise_id - b.enterprise_id;
    })
    .map((x) => x.enterprise_id);
}

const linkPage = (params: Record<string, unknown>, token = vip) =>
  query<LinkEnterpriseRecord[]>('cylLinkEnterprises', { pageSize: 50, ...params }, token);

describe("a link's enterprises", () => {
  it('holds the constructed placements, with evidence', async () => {
    const page = await linkPage({ node: LINK });
    expect(page.status).toBe(200);
    expect(page.body.extraData!.totalCount).toBeGreaterThan(10);
    const row = page.body.data[0]!;
    expect(row.evidence.length).toBeGreaterThan(0);
    expect(typeof row.evidence[0]!.kind).toBe('string');
    expect(row.evidence[0]!.kindname).toMatch(/[\u4e00-\u9fff]/);
    expect(['confirmed', 'likely']).toContain(row.confidence);
  });

  it('equals a direct query of its placements under random filters, sorts and pages', async () => {
    const r = prng(2026);
    const chains = (await query<ChainRecord[]>('cylChains', {})).body.data;
    const nev = chains.find((c) => c.code === 'nev')!.ID_;
    const li = chains.find((c) => c.code === 'li-battery')!.ID_;
    const linkIds = await subtree(LINK);
    const segmentIds = await subtree(SEGMENT);
    expect(segmentIds.length).toBeGreaterThan(1);
    let nonEmpty = 0;
    for (let i = 0; i < 40; i += 1) {
      const f: Filters = {};
      const join = (list: string[]) => (list.length ? list.join(',') : undefined);
      if (r.next() < 0.5)
        f.region = r.pick(['000000', '310000', '310100', '320500', '440305', '429004', '420000']);
      if (r.next() < 0.3) f.confidence = join(r.some(['confirmed', 'likely', 'weak'], 0.6));
      if (r.next() < 0.4) f.zczb = join(r.some(Object.keys(CAPITAL), 0.4));
      if (r.next() < 0.3) f.clnx = join(r.some(Object.keys(FOUNDED), 0.4));
      if (r.next() < 0.3) f.sshy = join(r.some(['C', '38', '384', '3841', '6511', 'I'], 0.4));
      if (r.next() < 0.3)
        f.addr = join(r.some(['310000', '320500', '440300', '110000', '429004'], 0.4));
      if (r.next() < 0.3)
        f.qylx = join(
          r.some(
            ENTERPRISE_TYPES.map((t) => t.value),
            0.4,
          ),
        );
      if (r.next() < 0.2) f.cyl = join(r.some([nev, li], 0.6));
      if (r.next() < 0.3) f.status = join(r.some(['存续', '在业', '迁入'], 0.5));
      if (r.next() < 0.4)
        f.other = join(r.some([...Object.keys(TAG), 'phone', 'email', 'listed', 'neeq'], 0.25));
      f.sort = r.pick(['score', 'capital', 'founded'] as const);
      f.order = r.pick(['desc', 'asc'] as const);
      const node = r.next() < 0.7 ? LINK : SEGMENT;
      const expected = await oracle(node === LINK ? linkIds : segmentIds, f);
      const clean = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));
      const first = await query<LinkEnterpriseRecord[]>('cylLinkEnterprises', {
        node,
        ...clean,
        pageSize: 10,
      });
      expect({ i, f, status: first.status, message: first.body.message }).toEqual({
        i,
        f,
        status: 200,
        message: '操作成功',
      });
      const second = await query<LinkEnterpriseRecord[]>('cylLinkEnterprises', {
        node,
        ...clean,
        pageSize: 10,
        pageIndex: 2,
      });
      const got = [...first.body.data, ...second.body.data].map((x) => Number(x.ID_));
      expect({ i, f, ids: got, total: first.body.extraData!.totalCount }).toEqual({
        i,
        f,
        ids: expected.slice(0, 20),
        total: expected.length,
      });
      if (expected.length > 0) nonEmpty += 1;
    }
    // The random filters must select something most of the time to prove anything.
    expect(nonEmpty).toBeGreaterThan(20);
  });
});

describe('export of a link', () => {
  const download = (params: Record<string, string>, token?: string) =>
    backend.app.request(
      `/api-zsai-query/zsai/cyl/export?${new URLSearchParams(params).toString()}`,
      {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      },
    );

  it('streams the screen rows with their evidence, as CSV and .xlsx', async () => {
    const params = { node: LINK, sort: 'capital', order: 'desc' };
    const screen = (await linkPage(params)).body.data;
    const csv = await download({ ...params, format: 'csv' }, vip);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('x-export-rows')).toBe(String(screen.length));
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines.shift()!.replace(/^\uFEFF/, '')).toBe(DEMO_EXPORT_NOTE);
    expect(lines[0]).toContain('企业名称,统一社会信用代码');
    expect(lines[0]).toContain('归属证据');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(screen.map((s) => s.qymc));
    expect(lines[1]).toMatch(/经营范围：|产品：|国民经济行业：/);

    const xlsx = await download({ ...params, format: 'xlsx' }, vip);
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const names: string[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) names.push(row.getCell(1).text);
    });
    expect(names).toEqual(screen.map((s) => s.qymc));
  });

  it('takes rows from the daily quota shared with 找企业 and refuses past it', async () => {
    const total = (await linkPage({ node: LINK })).body.extraData!.totalCount as number;
    await backend.db.execute(
      sql`update export_quotas set rows_per_day = ${total + 3} where rank = 1`,
    );
    try {
      const before = await query<ExportQuota[]>('cylExportQuota', { node: LINK }, trial);
      expect(before.body.data[0]).toEqual(
        expect.objectContaining({ limit: total + 3, used: 0, remaining: total + 3, rows: total }),
      );
      const first = await download({ node: LINK, format: 'csv' }, trial);
      expect(first.headers.get('x-export-rows')).toBe(String(total));
      await first.arrayBuffer();
      const after = await query<ExportQuota[]>('cylExportQuota', { node: LINK }, trial);
      expect(after.body.data[0]).toEqual(
        expect.objectContaining({ used: total, remaining: 3, rows: 3, matched: total }),
      );
      const rest = await download({ node: LINK, format: 'csv' }, trial);
      expect(rest.headers.get('x-export-rows')).toBe('3');
      await rest.arrayBuffer();
      const refused = await download({ node: LINK, format: 'csv' }, trial);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as Envelope<null>).message).toBe(
        '今日导出额度已用完，请明日再试或升级会员',
      );
      // The same quota as 找企业's export.
      const search = await backend.app.request('/api-zsai-query/zsai/qyhx/export?format=csv', {
        headers: { authorization: `Bearer ${trial}` },
      });
      expect(search.status).toBe(403);
    } finally {
      await backend.db.execute(sql`update export_quotas set rows_per_day = 100 where rank = 1`);
    }
  });

  it('needs a login, a known node and valid filters', async () => {
    expect((await download({ node: LINK, format: 'csv' })).status).toBe(401);
    const unknown = await download({ node: 'nev.nope', format: 'csv' }, vip);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Envelope<null>).message).toBe('产业链环节不存在：nev.nope');
    const bad = await download({ node: LINK, format: 'csv', addr: '123456' }, vip);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Envelope<null>).message).toContain('地区不存在：123456');
    expect((await download({ node: LINK, format: 'pdf' }, vip)).status).toBe(400);
  });
});

describe('leaders, candidates, statistics and distribution', () => {
  it('leaders are listed or 专精特新, ranked by the documented score', async () => {
    const res = await query<LeaderRecord[]>('cylLeaders', { node: LINK, limit: 50 });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const l of res.body.data) {
      expect(l.listed || l.tags.includes('专精特新')).toBe(true);
      const { listed, capital, tags, patents } = l.parts;
      expect(l.leaderscore).toBe(listed + capital + tags + patents);
      expect(listed).toBe(l.listed ? 40 : 0);
      expect(l.role).toBe(l.listed && l.leaderscore >= 70 ? '链主' : '龙头');
    }
    const scores = res.body.data.map((l) => l.leaderscore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(res.body.extraData!.rule).toContain('上市40');
  });

  it('candidates elsewhere lie outside the region', async () => {
    const res = await query<LeaderRecord[]>('cylCandidates', {
      node: LINK,
      region: '310000',
      limit: 50,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const c of res.body.data) expect(c.region.startsWith('上海市')).toBe(false);
  });

  it('statistics equal the stats table and the direct placement counts', async () => {
    const res = await query<LinkStats[]>('cylLinkStats', { node: LINK, region: '320500' });
    expect(res.status).toBe(200);
    const stats = res.body.data[0]!;
    const [row] = await all<{ n: number }>(sql`select s.enterprise_count as n
      from chain_node_region_stats s join industry_chain_nodes n on n.id = s.node_id
      where n.code = ${LINK} and s.region_code = '320500'`);
    expect(stats.figures.enterprisecount).toBe(Number(row?.n ?? 0));
    const direct = await all<{ confidence: string; n: number | string }>(sql`select cp.confidence,
        count(*) as n from chain_placements cp join industry_chain_nodes n on n.id = cp.node_id
      where n.code = ${LINK} and cp.region_code between '320500' and '320599'
      group by cp.confidence`);
    for (const d of direct) {
      expect(stats.confidences[d.confidence as 'weak']).toBe(Number(d.n));
    }
    expect(stats.figures.enterprisecount).toBe(
      stats.confidences.confirmed + stats.confidences.likely,
    );
    expect(stats.asof).toBe(ENTERPRISE_TEST_NOW.toISOString());
  });

  it('the distribution lists the child regions; the map the features of a level', async () => {
    const dist = await query<RegionFiguresRecord[]>('cylRegions', { node: LINK, region: '000000' });
    expect(dist.status).toBe(200);
    expect(dist.body.data).toHaveLength(31);
    const total = dist.body.extraData!.total as number;
    expect(dist.body.data.reduce((s, r) => s + r.enterprisecount, 0)).toBe(total);
    // A municipality's districts stand in for its placeholder city.
    const sh = await query<MapFiguresRecord[]>('cylMap', { chain: 'nev', level: '310000' });
    expect(sh.status).toBe(200);
    expect(sh.body.data.every((r) => r.kind === 'district')).toBe(true);
    expect(sh.body.data.map((r) => r.code)).toContain('310115');
    const country = await query<MapFiguresRecord[]>('cylMap', { chain: 'nev', node: LINK });
    expect(country.body.data).toHaveLength(31);
    const top = [...country.body.data].sort((a, b) => a.rank - b.rank)[0]!;
    expect(top.rank).toBe(1);
    expect(country.body.extraData!.asof).toBe(ENTERPRISE_TEST_NOW.toISOString());
  });
});

// ---- Constructed regional figures: a chain of our own ----

type FigureRow = { local: number; listed?: number; srdi?: number };

async function constructChain() {
  const provenance = { source: 'test', sourceId: null, asOf: '2026-11-01' };
  const [chain] = await backend.db
    .insert(industryChains)
    .values({ code: 'tgap', name: '测试链', description: '缺口测试', sort: 99, ...provenance })
    .returning({ id: industryChains.id });
  const chainId = chain!.id;
  const node = async (
    code: string,
    parentId: number | null,
    level: number,
    stage: '上游' | '中游' | '下游',
    sort: number,
  ) =>
    (
      await backend.db
        .insert(industryChainNodes)
        .values({ chainId, parentId, code, name: code, stage, level, sort, ...provenance })
        .returning({ id: industryChainNodes.id })
    )[0]!.id;
  const up = await node('tgap.upstream', null, 1, '上游', 1);
  const mid = await node('tgap.midstream', null, 1, '中游', 2);
  const s1 = await node('tgap.s1', up, 2, '上游', 1);
  const s2 = await node('tgap.s2', mid, 2, '中游', 1);
  const links = {
    a: await node('tgap.a', s1, 3, '上游', 1),
    b: await node('tgap.b', s1, 3, '上游', 2),
    c: await node('tgap.c', s2, 3, '中游', 1),
    d: await node('tgap.d', s2, 3, '中游', 2),
  };
  return { chainId, links };
}

const figures = (n: number, more: Partial<Record<string, number>> = {}) => ({
  enterpriseCount: n,
  registeredCapital: 0,
  paidInCapital: 0,
  paidInReported: 0,
  listedCount: 0,
  srdiCount: 0,
  highTechCount: 0,
  patentCount: 0,
  inventionPatentCount: 0,
  financingCount: 0,
  financingAmount: 0,
  insuredStaff: 0,
  recruitmentCount: 0,
  newLast12m: 0,
  newPrev12m: 0,
  bidWinCount: 0,
  bidWinAmount: 0,
  ...more,
});

describe('gap labels and competitiveness on constructed figures', () => {
  let chain: Awaited<ReturnType<typeof constructChain>>;
  beforeAll(async () => {
    chain = await constructChain();
    const { chainId, links } = chain;
    // Nationally: a 300, b 100, c 300, d 300 of a chain of 1,000 (median link 300).
    // 苏州 (320500): a 60 with a listed leader (LQ 2.0), b 10, c 3 (LQ 0.1), d 27 (LQ 0.9);
    // a chain of 100. So a 强链, c 延链 (strong upstream a), b none (not nationally important),
    // d none. 南京 (320100): nothing but b. 杭州 (330100): 3 on b, too few to judge. 上海
    // (310100): chain of 400.
    const nodeRows: [number, string, number, FigureRow][] = [
      [links.a, '000000', 0, { local: 300, listed: 5 }],
      [links.b, '000000', 0, { local: 100 }],
      [links.c, '000000', 0, { local: 300 }],
      [links.d, '000000', 0, { local: 300 }],
      [links.a, '320500', 2, { local: 60, listed: 1 }],
      [links.b, '320500', 2, { local: 10 }],
      [links.c, '320500', 2, { local: 3 }],
      [links.d, '320500', 2, { local: 27 }],
      [links.b, '320100', 2, { local: 10, srdi: 1 }],
      [links.b, '330100', 2, { local: 3, srdi: 1 }],
      [links.a, '310100', 2, { local: 200, listed: 3 }],
      [links.c, '310100', 2, { local: 200 }],
    ];
    await backend.db.insert(chainNodeRegionStats).values(
      nodeRows.map(([nodeId, regionCode, regionLevel, f]) => ({
        nodeId,
        chainId,
        regionCode,
        regionLevel,
        ...figures(f.local, { listedCount: f.listed ?? 0, srdiCount: f.srdi ?? 0 }),
      })),
    );
    await backend.db.insert(chainRegionStats).values([
      { chainId, regionCode: '000000', regionLevel: 0, ...figures(1000, { listedCount: 5 }) },
      {
        chainId,
        regionCode: '320500',
        regionLevel: 2,
        ...figures(100, { listedCount: 1, inventionPatentCount: 50, insuredStaff: 800 }),
      },
      {
        chainId,
        regionCode: '320100',
        regionLevel: 2,
        ...figures(10, { srdiCount: 1, inventionPatentCount: 20, newLast12m: 3, newPrev12m: 1 }),
      },
      { chainId, regionCode: '330100', regionLevel: 2, ...figures(3, { srdiCount: 1 }) },
      {
        chainId,
        regionCode: '310100',
        regionLevel: 2,
        ...figures(400, { listedCount: 3, insuredStaff: 4000, bidWinCount: 7 }),
      },
    ]);
  });

  it('labels every link by the documented rule, with its numbers', async () => {
    const res = await query<GapRecord[]>('cylGaps', { chain: 'tgap', region: '320500' });
    expect(res.status).toBe(200);
    const by = Object.fromEntries(res.body.data.map((g) => [g.code, g]));
    expect(by['tgap.a']).toMatchObject({
      label: '强链',
      localcount: 60,
      localchaincount: 100,
      nationalcount: 300,
      nationalchaincount: 1000,
      hasleader: true,
      strength: 'strong',
    });
    expect(by['tgap.a']!.lq).toBeCloseTo(2, 12);
    expect(by['tgap.c']).toMatchObject({ label: '延链', upstream: { code: 'tgap.a' } });
    expect(by['tgap.c']!.lq).toBeCloseTo(0.1, 12);
    expect(by['tgap.b']!.label).toBeNull();
    expect(by['tgap.d']!.label).toBeNull();
    expect(by['tgap.d']!.strength).toBe('medium');
    expect(res.body.extraData!.rules).toEqual(
      expect.objectContaining({ strongLq: 1.2, weakLq: 0.8, fewLocal: 2 }),
    );
    // 南京: only b, with a 专精特新 leader (LQ 10): 强链; c and d sit below it and have
    // nothing: 延链; a has nothing and matters nationally (300 ≥ median 300): 补链.
    const nj = await query<GapRecord[]>('cylGaps', { chain: 'tgap', region: '320100' });
    const njBy = Object.fromEntries(nj.body.data.map((g) => [g.code, g.label]));
    expect(njBy).toEqual({
      'tgap.a': '补链',
      'tgap.b': '强链',
      'tgap.c': '延链',
      'tgap.d': '延链',
    });
    expect(nj.body.extraData!.thin).toBe(false);
    // 杭州: the same shape with 3 enterprises on the chain: data too thin to judge.
    const hz = await query<GapRecord[]>('cylGaps', { chain: 'tgap', region: '330100' });
    expect(hz.body.data.map((g) => g.label)).toEqual([null, null, null, null]);
    expect(hz.body.extraData).toMatchObject({
      thin: true,
      rules: { thinData: '本地本链企业少于 10 家，数据不足，不判断强链、延链、补链' },
    });
  });

  it('the tree carries the same labels and the strength colours', async () => {
    const res = await query<ChainTree[]>('cylTree', { chain: 'tgap', region: '320500' });
    expect(res.status).toBe(200);
    const tree = res.body.data[0]!;
    expect(tree.nodes.map((n) => n.code)).toEqual(['tgap.upstream', 'tgap.midstream']);
    const a = tree.nodes[0]!.children[0]!.children[0]!;
    expect(a).toMatchObject({ code: 'tgap.a', strength: 'strong', nationalcount: 300 });
    expect(a.gap!.label).toBe('强链');
    expect(a.figures.enterprisecount).toBe(60);
    expect(tree.figures.enterprisecount).toBe(100);
    // The caller's location (上海市/上海市) when asked for 'local'.
    const local = await query<ChainTree[]>('cylTree', { chain: 'tgap', region: 'local' });
    expect(local.body.data[0]!.region).toEqual({
      code: '310100',
      name: '上海市',
      level: 2,
      path: '上海市/上海市',
    });
  });

  it('competitiveness normalises against every city and weights the dimensions', async () => {
    const res = await query<Competitiveness[]>('cylCompetitiveness', {
      chain: 'tgap',
      region: '320500',
    });
    expect(res.status).toBe(200);
    const c = res.body.data[0]!;
    const cities = (
      await all<{ n: number | string }>(sql`select count(*) as n from regions where level = 2`)
    )[0]!;
    expect(c.peers).toEqual({ level: 2, scope: '全国各地级市', count: Number(cities.n) });
    const indicator = (dim: string, key: string) =>
      c.dimensions.find((d) => d.key === dim)!.indicators.find((i) => i.key === key)!;
    // 企业数量: 100 among 400 (上海), 5, 0 …: min 0, max 400.
    expect(indicator('qyjzl', 'qysl')).toMatchObject({
      value: 100,
      normalized: 25,
      peermin: 0,
      peermax: 400,
      rank: 2,
    });
    // 环节覆盖率: 4 of 4 links in 苏州, 2 in 上海, 1 in 南京.
    expect(indicator('qyjzl', 'hlfg')).toMatchObject({ value: 100, normalized: 100, rank: 1 });
    // 户均发明专利: 0.5 in 苏州, 2 in 南京.
    expect(indicator('cxhj', 'hjfm')).toMatchObject({ value: 0.5, peermax: 2, normalized: 25 });
    for (const d of c.dimensions) {
      const mean = d.indicators.reduce((s, i) => s + i.normalized, 0) / d.indicators.length;
      expect(d.score).toBeCloseTo(mean, 0);
      for (const i of d.indicators) expect(i.asof).toBe(ENTERPRISE_TEST_NOW.toISOString());
    }
    const expected = c.dimensions.reduce((s, d) => s + (d.weight / 100) * d.score * 10, 0);
    expect(c.overall.score).toBeCloseTo(expected, 0);
    expect(c.overall.display % 10).toBe(0);
    expect(c.overall.display).toBeGreaterThanOrEqual(c.overall.score);

    // All the weight on 企业竞争力: the overall score is that dimension's, tenfold.
    const weighted = await query<Competitiveness[]>('cylCompetitiveness', {
      chain: 'tgap',
      region: '320500',
      weights: { qyjzl: 100, scys: 0, cxhj: 0, scjzl: 0 },
    });
    const w = weighted.body.data[0]!;
    expect(w.weights).toEqual({ qyjzl: 100, scys: 0, cxhj: 0, scjzl: 0 });
    expect(w.overall.score).toBeCloseTo(w.dimensions[0]!.score * 10, 0);
    const refused = await query('cylCompetitiveness', {
      chain: 'tgap',
      region: '320500',
      weights: { qyjzl: 50 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('权重：各维度权重之和应为100（当前为120）');
  });

  it('a district is compared with the districts of its province', async () => {
    const res = await query<Competitiveness[]>('cylCompetitiveness', {
      chain: 'tgap',
      region: '320505',
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0]!.peers.scope).toBe('江苏省各区县');
    const national = await query('cylCompetitiveness', { chain: 'tgap', region: '000000' });
    expect(national.status).toBe(400);
    expect(national.body.message).toBe('竞争力分析请选择省、市或区县');
  });
});

describe('placement reports', () => {
  it('are stored with their owner, listed only to them, once per placement', async () => {
    const page = await linkPage({ node: LINK });
    const target = page.body.data[0]!;
    // A NUL is refused at the door (no text holds one); other control characters are blanked.
    const withNul = await invokeScript(
      backend,
      'cylReportPlacement',
      { node: LINK, qyid: Number(target.ID_), reason: '这家企业只做贸易\u0000' },
      vip,
    );
    expect(withNul.status).toBe(400);
    expect(withNul.body.message).toBe(MESSAGES.nulCharacter);
    const report = await invokeScript<{ success: boolean; id: string; duplicate: boolean }>(
      backend,
      'cylReportPlacement',
      { node: LINK, qyid: Number(target.ID_), reason: '  这家企业只做贸易\u0007 ' },
      vip,
    );
    expect(report.status).toBe(200);
    expect(report.body.data).toEqual(expect.objectContaining({ success: true, duplicate: false }));
    const [stored] = await all<{ user_id: string; reason: string; confidence: string }>(
      sql`select user_id, reason, confidence from chain_placement_reports where id = ${Number(report.body.data.id)}`,
    );
    expect(stored!.reason).toBe('这家企业只做贸易');
    expect(stored!.confidence).toBe(target.confidence);

    const again = await invokeScript<{ duplicate: boolean }>(
      backend,
      'cylReportPlacement',
      { node: LINK, qyid: Number(target.ID_), reason: '再报一次' },
      vip,
    );
    expect(again.body.data.duplicate).toBe(true);

    const mine = await query<PlacementReportRecord[]>('cylMyReports', {}, vip);
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({
      qyid: target.ID_,
      node: { code: LINK },
      chain: { code: 'nev' },
      status: 'open',
    });
    expect(mine.body.data[0]!.evidence.length).toBeGreaterThan(0);
    const theirs = await query<PlacementReportRecord[]>('cylMyReports', {}, vip2);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual([]);
    expect(theirs.body.extraData!.totalCount).toBe(0);
  });

  it('refuses what cannot be reported', async () => {
    const call = (params: unknown, token: string | undefined = vip) =>
      invokeScript<null>(backend, 'cylReportPlacement', params, token);
    const outsider = constructed[constructed.length - 1]!;
    const [placed] = await all<{ n: number | string }>(
      sql`select count(*) as n from chain_placements cp join industry_chain_nodes n on n.id = cp.node_id
        where n.code = 'ic.design' and cp.enterprise_id = ${outsider}`,
    );
    expect(Number(placed!.n)).toBe(0);
    const notPlaced = await call({ node: 'ic.design', qyid: outsider, reason: '不属于' });
    expect(notPlaced.status).toBe(404);
    expect(notPlaced.body.message).toBe('该企业不在此环节上，无法报告');
    expect((await call({ node: LINK, qyid: 987654321, reason: '不属于' })).status).toBe(404);
    expect((await call({ node: 'nev.nope', qyid: outsider, reason: '不属于' })).status).toBe(404);
    const long = await call({ node: LINK, qyid: outsider, reason: '长'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('原因：最多500个字');
    expect((await call({ node: LINK, qyid: outsider, reason: '  ' })).body.message).toBe(
      '原因：请填写原因',
    );
    expect((await call({ node: LINK, qyid: outsider, reason: '不属于' }, '')).status).toBe(401);
  });
});

describe('permissions', () => {
  it('trial users keep 产业链 and 找产品; the map and competitiveness need VIP', async () => {
    expect((await query('cylTree', { chain: 'nev' }, trial)).status).toBe(200);
    expect((await query('cylLinkEnterprises', { node: LINK }, trial)).status).toBe(200);
    expect((await query('zcpHot', {}, trial)).status).toBe(200);
    const map = await query('cylMap', { chain: 'nev' }, trial);
    expect(map.status).toBe(403);
    expect(map.body.message).toBe('当前会员等级无权使用产业地图，请升级会员');
    const comp = await query('cylCompetitiveness', { chain: 'nev', region: '320500' }, trial);
    expect(comp.status).toBe(403);
    expect(comp.body.message).toBe('当前会员等级无权使用竞争力分析，请升级会员');
  });

  it('a tier without the record is refused, and visitors must log in', async () => {
    await backend.db.execute(sql`delete from tier_grants where rank = 1 and menu_record_id in
      (select id from menu_records where key = 'bt-cyl')`);
    try {
      // Grants are cached for a few seconds per process: wait them out.
      await new Promise((r) => setTimeout(r, 10_500));
      const res = await query('cylTree', { chain: 'nev' }, trial);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('当前会员等级无权使用产业链，请升级会员');
    } finally {
      const { ensureReferenceData } = await import('../data/reference-data');
      await ensureReferenceData(backend.db);
    }
    for (const alias of [
      'cylChains',
      'cylTree',
      'cylGaps',
      'cylMap',
      'zcpSearch',
      'cylMyReports',
    ]) {
      expect({ alias, status: (await query(alias, { chain: 'nev' }, '')).status }).toEqual({
        alias,
        status: 401,
      });
    }
  }, 30_000);
});

describe('unknown ids and hostile params', () => {
  const cases: [string, Record<string, unknown>, number, string][] = [
    ['cylTree', { chain: 'nope' }, 404, '产业链不存在：nope'],
    ['cylTree', { chain: 'nev', region: '999999' }, 404, '地区不存在：999999'],
    ['cylGaps', { chain: 'nev', region: '110101' }, 200, '操作成功'],
    ['cylLinkEnterprises', { node: 'nev.nope' }, 404, '产业链环节不存在：nev.nope'],
    ['cylLeaders', { node: 'nope.x' }, 404, '产业链环节不存在：nope.x'],
    [
      'cylMap',
      { chain: 'nev', level: '990000' },
      404,
      '地图层级不存在：990000（应为 country 或省级地区代码）',
    ],
    ['cylMap', { chain: 'nev', node: 'ic.design' }, 404, '环节 ic.design 不属于产业链 nev'],
    ['cylRegions', { region: '000000' }, 400, '产业链：请选择产业链或环节'],
    ['cylTree', { chain: "nev'; drop table industry_chains; --" }, 400, '产业链：应为产业链代码'],
    ['cylTree', { chain: 'nev', region: '11000' }, 400, '地区：应为6位地区代码或 local'],
    ['cylTree', { chain: 'nev', region: { $gt: '' } }, 400, '地区：格式不正确'],
    ['cylTree', {}, 400, '产业链：不能为空'],
    ['cylLinkEnterprises', { node: LINK, pageSize: 7 }, 400, '每页条数：只能是10、20或50'],
    [
      'cylLinkEnterprises',
      { node: LINK, pageIndex: 501 },
      400,
      '最多查看前5000条结果，请增加筛选条件',
    ],
    ['cylLinkEnterprises', { node: LINK, sort: 'evil' }, 400, '排序：取值不正确'],
    ['cylLinkEnterprises', { node: LINK, zczb: '2-1' }, 400, '注册资本：注册资本范围不存在：2-1'],
    ['cylLinkEnterprises', { node: LINK, confidence: 'bad' }, 400, '可信度：可信度不存在：bad'],
    ['cylLinkEnterprises', { node: LINK, addr: '999999' }, 400, '地区：地区不存在：999999'],
    ['cylLinkEnterprises', { node: LINK, cyl: '99999' }, 400, '产业链：产业链不存在：99999'],
    ['cylLeaders', { node: LINK, limit: 500 }, 400, '数量：最大为 50'],
    ['zcpProduct', { product: 'nope' }, 404, '产品不存在：nope'],
    ['zcpCategory', { category: 'nope' }, 404, '产品分类不存在：nope'],
    ['zcpProducers', { product: 'lithium-carbonate', region: '999999' }, 404, '地区不存在：999999'],
    ['zcpSearch', { keyword: '字'.repeat(51) }, 400, '关键词：关键词最多50个字'],
  ];

  it.each(cases)('%s %j → %i %s', async (alias, params, status, message) => {
    const res = await query(alias, params);
    expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  });

  it('never answers 500 to junk in any param of any call', async () => {
    const r = prng(99);
    const junk = [
      null,
      -1,
      0,
      1e308,
      '',
      ' ',
      '%',
      "'",
      '\\',
      '\u0000',
      '../../etc',
      'x'.repeat(3000),
      [],
      [1, 2],
      {},
      { a: 1 },
      true,
      '000000',
      'local',
      'nev',
      LINK,
    ];
    const calls: [string, Record<string, unknown>][] = [
      ['cylTree', { chain: 'nev', region: '320500' }],
      ['cylGaps', { chain: 'nev', region: '320500' }],
      ['cylLinkEnterprises', { node: LINK, region: '320500', sort: 'capital' }],
      ['cylExportQuota', { node: LINK }],
      ['cylLeaders', { node: LINK, limit: 5 }],
      ['cylCandidates', { node: LINK, region: '320500' }],
      ['cylLinkStats', { node: LINK, region: '320500' }],
      ['cylRegions', { node: LINK, region: '320000' }],
      ['cylMap', { chain: 'nev', level: '320000' }],
      ['cylCompetitiveness', { chain: 'nev', region: '320500', weights: { qyjzl: 25, scys: 25 } }],
      ['cylMyReports', { pageIndex: 1 }],
      ['zcpSearch', { keyword: '电池' }],
      ['zcpHot', { limit: 5 }],
      ['zcpProduct', { product: 'lithium-carbonate' }],
      ['zcpProducers', { product: 'lithium-carbonate', region: '000000' }],
      ['zcpProductRegions', { product: 'lithium-carbonate' }],
      ['zcpPatents', { product: 'lithium-carbonate' }],
      ['zcpCategory', { category: 'nope' }],
    ];
    for (const [alias, params] of calls) {
      for (const key of [...Object.keys(params), 'pageSize', 'extra']) {
        const value = r.pick(junk);
        const res = await query(alias, { ...params, [key]: value });
        expect({ alias, key, value, ok: [200, 400, 404].includes(res.status) }).toEqual({
          alias,
          key,
          value,
          ok: true,
        });
        if (res.status !== 200) expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  }, 60_000);
});
