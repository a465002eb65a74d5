import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { importPath } from '../../data/import/run-import';
import { regionsByCode } from '../../data/reference-lookup';
import { createEnterpriseTestBackend, ENTERPRISE_TEST_NOW } from '../../test/test-backend';
import { CNY_RATES } from './region-stats';

// The regional figures equal a direct count over the facts, computed here independently in
// JavaScript: after the demo seed, and after an import that adds enterprises, facts, declared
// links and a chain of its own.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
const clock = { now: () => ENTERPRISE_TEST_NOW };

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
});
afterAll(() => backend.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(query)) as { rows: T[] }).rows;
}

type Figures = Record<string, number>;
const COUNTS = [
  'enterprise_count',
  'paid_in_reported',
  'listed_count',
  'srdi_count',
  'high_tech_count',
  'patent_count',
  'invention_patent_count',
  'financing_count',
  'insured_staff',
  'recruitment_count',
  'new_last_12m',
  'new_prev_12m',
  'bid_win_count',
] as const;
const AMOUNTS = ['registered_capital', 'paid_in_capital', 'financing_amount', 'bid_win_amount'];

/** Every stats table as the oracle computes it, keyed `${owner}|${region}`. */
async function expected() {
  const nodes = await rows<{ id: string; parent_id: string | null }>(
    sql`select id, parent_id from industry_chain_nodes`,
  );
  const parent = new Map(
    nodes.map((n) => [Number(n.id), n.parent_id === null ? null : Number(n.parent_id)]),
  );
  const placements = await rows<{ node_id: string; enterprise_id: string; chain_id: string }>(
    sql`select node_id, enterprise_id, chain_id from chain_placements where confidence <> 'weak'`,
  );
  const producers = await rows<{ product_id: string; enterprise_id: string; confidence: string }>(
    sql`select product_id, enterprise_id, confidence from catalog_product_producers`,
  );
  const enterprises = new Map(
    (
      await rows<{
        id: string;
        region_code: string;
        zczb: string | null;
        capital_currency: string | null;
        paid_in_capital: string | null;
        qylx: string;
        tags: string[];
        insured_count: number | null;
        established_on: string;
      }>(sql`select id, region_code, zczb, capital_currency, paid_in_capital, qylx, tags,
        insured_count, established_on::text from enterprises`)
    ).map((e) => [Number(e.id), e]),
  );
  const perEnterprise = async (query: ReturnType<typeof sql>) => {
    const map = new Map<number, { n: number; amount: number; inventions: number }>();
    for (const r of await rows<{ enterprise_id: string; amount: string | null; type?: number }>(
      query,
    )) {
      const id = Number(r.enterprise_id);
      const cur = map.get(id) ?? { n: 0, amount: 0, inventions: 0 };
      cur.n += 1;
      cur.amount += Number(r.amount ?? 0);
      if (r.type === 1 || r.type === 8) cur.inventions += 1;
      map.set(id, cur);
    }
    return map;
  };
  const patents = await perEnterprise(sql`select enterprise_id, null as amount, type from patents`);
  const financing = await perEnterprise(
    sql`select enterprise_id, amount_wan as amount from financing_events`,
  );
  const posts = await perEnterprise(
    sql`select enterprise_id, null as amount from recruitment_posts`,
  );
  const wins = await perEnterprise(sql`select enterprise_id, amount from bids where role = '中标'`);
  const today = ENTERPRISE_TEST_NOW.toISOString().slice(0, 10);
  const yearsAgo = (n: number) => `${Number(today.slice(0, 4)) - n}${today.slice(4)}`;

  const figuresOf = (id: number): Figures => {
    const e = enterprises.get(id)!;
    const rate = CNY_RATES[e.capital_currency ?? ''] ?? 1;
    const listed = e.qylx.includes('上市') && !e.qylx.includes('非上市');
    return {
      enterprise_count: 1,
      registered_capital: Number(e.zczb ?? 0) * rate,
      paid_in_capital: Number(e.paid_in_capital ?? 0) * rate,
      paid_in_reported: e.paid_in_capital === null ? 0 : 1,
      listed_count: listed ? 1 : 0,
      srdi_count: e.tags.includes('专精特新') ? 1 : 0,
      high_tech_count: e.tags.includes('高新技术企业') ? 1 : 0,
      patent_count: patents.get(id)?.n ?? 0,
      invention_patent_count: patents.get(id)?.inventions ?? 0,
      financing_count: financing.get(id)?.n ?? 0,
      financing_amount: financing.get(id)?.amount ?? 0,
      insured_staff: e.insured_count ?? 0,
      recruitment_count: posts.get(id)?.n ?? 0,
      new_last_12m: e.established_on > yearsAgo(1) ? 1 : 0,
      new_prev_12m: e.established_on > yearsAgo(2) && e.established_on <= yearsAgo(1) ? 1 : 0,
      bid_win_count: wins.get(id)?.n ?? 0,
      bid_win_amount: wins.get(id)?.amount ?? 0,
    };
  };
  const regionsOf = (id: number): string[] => {
    const code = enterprises.get(id)!.region_code;
    const r = regionsByCode().get(code)!;
    // A city without districts (东莞 441900) is its own district: counted once.
    return [...new Set(['000000', r.provinceCode, r.cityCode, ...(r.district ? [code] : [])])];
  };
  const add = (into: Map<string, Figures>, owner: number, id: number, extra: Figures = {}) => {
    const f = { ...figuresOf(id), ...extra };
    for (const region of regionsOf(id)) {
      const key = `${owner}|${region}`;
      const sum = into.get(key) ?? {};
      for (const [k, v] of Object.entries(f)) sum[k] = (sum[k] ?? 0) + v;
      into.set(key, sum);
    }
  };

  // A node counts what is placed on it or below it, each enterprise once.
  const byNode = new Set<string>();
  for (const p of placements)
    for (let n: number | null = Number(p.node_id); n; n = parent.get(n) ?? null)
      byNode.add(`${n}|${p.enterprise_id}`);
  const nodeStats = new Map<string, Figures>();
  for (const pair of byNode) {
    const [node, id] = pair.split('|').map(Number);
    add(nodeStats, node!, id!);
  }
  const chainStats = new Map<string, Figures>();
  for (const pair of new Set(placements.map((p) => `${p.chain_id}|${p.enterprise_id}`))) {
    const [chain, id] = pair.split('|').map(Number);
    add(chainStats, chain!, id!);
  }
  const productStats = new Map<string, Figures>();
  for (const p of producers) {
    const key = (region: string) => `${p.product_id}|${region}`;
    for (const region of regionsOf(Number(p.enterprise_id))) {
      const sum = productStats.get(key(region)) ?? { producer_count: 0, confirmed_count: 0 };
      sum.producer_count! += 1;
      if (p.confidence === 'confirmed') sum.confirmed_count! += 1;
      productStats.set(key(region), sum);
    }
  }
  return { nodeStats, chainStats, productStats };
}

async function stored(table: string, owner: string, figures: readonly string[]) {
  const list = await rows<Record<string, string | number>>(
    sql.raw(`select ${owner} as owner, region_code, ${figures.join(', ')} from ${table}`),
  );
  return new Map(
    list.map((r) => [
      `${r.owner}|${r.region_code}`,
      Object.fromEntries(figures.map((f) => [f, Number(r[f])])),
    ]),
  );
}

async function expectStatsToEqualDirectCounts() {
  const want = await expected();
  const all = [...COUNTS, ...AMOUNTS];
  const compare = (got: Map<string, Figures>, exp: Map<string, Figures>, fields: string[]) => {
    expect([...got.keys()].sort()).toEqual([...exp.keys()].sort());
    for (const [key, e] of exp) {
      const g = got.get(key)!;
      for (const f of fields) {
        if (AMOUNTS.includes(f))
          expect({ key, f, v: g[f]! }).toEqual({ key, f, v: expect.closeTo(e[f]!, 2) as number });
        else expect({ key, f, v: g[f] }).toEqual({ key, f, v: e[f] });
      }
    }
  };
  compare(await stored('chain_node_region_stats', 'node_id', all), want.nodeStats, all);
  compare(await stored('chain_region_stats', 'chain_id', all), want.chainStats, all);
  const productFields = ['producer_count', 'confirmed_count'];
  compare(
    await stored('catalog_product_region_stats', 'product_id', productFields),
    want.productStats,
    productFields,
  );
  expect(want.nodeStats.size).toBeGreaterThan(0);
}

it('equal a direct count after the seed', async () => {
  await expectStatsToEqualDirectCounts();
  // The national row of a stage is the number of enterprises placed anywhere in it.
  const [stage] = await rows<{ n: number; direct: string }>(sql`
    select s.enterprise_count as n, (select count(distinct p.enterprise_id)
      from chain_placements p join industry_chain_nodes l on l.id = p.node_id
      where l.chain_id = n.chain_id and l.stage = n.stage and p.confidence <> 'weak') as direct
    from chain_node_region_stats s join industry_chain_nodes n on n.id = s.node_id
    where n.level = 1 and s.region_code = '000000' order by s.enterprise_count desc limit 1`);
  expect(Number(stage!.n)).toBe(Number(stage!.direct));
});

it('equal a direct count after an import (facts, declared links, a chain of its own)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-chains-'));
  const write = (name: string, lines: string[]) =>
    fs.writeFileSync(path.join(dir, name), `${lines.join('\n')}\n`);
  write('industry_chains.csv', [
    'code,name,description',
    'hydrogen,氢能,制氢、储运到燃料电池应用。',
  ]);
  write('industry_chain_nodes.csv', [
    'chain,code,parent,stage,name,keywords,classes',
    'hydrogen,hydrogen.production,,上游,制氢,,',
    'hydrogen,hydrogen.electrolysis,hydrogen.production,,电解水制氢,电解水制氢；碱性电解槽,3569',
    'hydrogen,hydrogen.use,,下游,氢能应用,,',
    'hydrogen,hydrogen.station,hydrogen.use,,加氢站,加氢站,',
  ]);
  write('enterprises.csv', [
    'tyshxydm,qymc,legal_representative,zczb,established_on,status,qylx,industry_code,region_code,address,business_scope,tags',
    '91320505MA1MX0017Q,苏州示例氢能科技有限公司,王示氢,2000,2026-03-01,存续,有限责任公司(自然人投资或控股),3569,320505,江苏省苏州市虎丘区示例路1号,一般项目：碱性电解槽制造；加氢站运营。,专精特新',
  ]);
  write('patents.jsonl', [
    JSON.stringify({
      id: 'H-1',
      tyshxydm: '91320505MA1MX0017Q',
      type: 1,
      title: '一种电解水制氢的电极制备方法',
      application_no: 'CN202610000001.3',
      applied_on: '2026-04-01',
      legal_status: '审中',
    }),
  ]);
  write('industry_chain_enterprises.csv', [
    'tyshxydm,chain,node',
    '91320505MA1MX0017Q,hydrogen,hydrogen.station',
  ]);
  const result = await importPath(backend.db, dir, { source: 'chains-test', clock });
  expect(result.rejections).toEqual([]);
  expect(result.derived?.map((r) => r.step)).toContain('chain-region-stats');

  await expectStatsToEqualDirectCounts();
  const [placed] = await rows<{
    codes: string[];
  }>(sql`select array_agg(n.code order by n.code) as codes
    from chain_placements p join industry_chain_nodes n on n.id = p.node_id
    join enterprises e on e.id = p.enterprise_id where e.tyshxydm = '91320505MA1MX0017Q'
      and n.chain_id = (select id from industry_chains where code = 'hydrogen')`);
  expect(placed!.codes).toEqual(['hydrogen.electrolysis', 'hydrogen.station']);
  const [city] = await rows<{ n: number; srdi: number; patents: number }>(sql`
    select s.enterprise_count as n, s.srdi_count as srdi, s.patent_count as patents
    from chain_region_stats s join industry_chains c on c.id = s.chain_id
    where c.code = 'hydrogen' and s.region_code = '320500'`);
  expect(city).toEqual({ n: 1, srdi: 1, patents: 1 });
  fs.rmSync(dir, { recursive: true });
});
