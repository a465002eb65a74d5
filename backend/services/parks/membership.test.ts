import { sql } from 'drizzle-orm';
import { runDerive } from '../../data/derive';
import { demoParks } from '../../data/generator/parks';
import { financingEvents, parks, patents } from '../../db/schema';
import { insertEnterprise } from '../../test/enterprise-fixtures';
import { createEnterpriseTestBackend } from '../../test/test-backend';
import {
  PARK_LEADING_CHAINS,
  PARK_LEADING_MIN_FIRMS,
  PARK_MONTHS,
  PARK_TAGS,
  parkRegionRange,
  parkWords,
} from './membership';

// Step park-members (docs/investment-promotion.md) on both engines: membership on constructed
// addresses, near-misses included, and every figure of park_stats and park_chain_stats
// recomputed here from the facts (a JavaScript oracle of the membership rule).

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;

async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}

const provenance = { source: 'test', asOf: '2026-11-01' };
const ids: Record<string, number> = {};

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  await backend.db.insert(parks).values([
    {
      code: 'test-gl',
      name: '测鼓楼高新技术产业开发区',
      aliases: ['测鼓楼高新区'],
      level: '国家级',
      type: '高新技术产业开发区',
      regionCode: '320106', // 南京市鼓楼区
      leadingChains: ['ic'],
      ...provenance,
    },
    {
      code: 'test-city',
      name: '宁测智造产业园',
      level: '市级',
      type: '产业园',
      regionCode: '320100', // 南京市: any of its districts
      ...provenance,
    },
    {
      code: 'test-demo',
      name: '宁测新能产业园',
      level: '市级',
      type: '产业园',
      regionCode: '320100',
      leadingChains: ['ai'],
      source: 'demo',
      asOf: '2026-11-01',
    },
  ]);
  const firm = (key: string, regionCode: string, address: string, extra = {}) =>
    insertEnterprise(backend.db, {
      qymc: `园测${key}科技有限公司`,
      regionCode,
      address,
      industryCategory: 'C',
      industryCode: '3841',
      ...extra,
    }).then((id) => (ids[key] = id));
  await firm('name', '320106', '江苏省南京市鼓楼区测鼓楼高新技术产业开发区汉中路1号');
  await firm('alias', '320106', '江苏省南京市鼓楼区测鼓楼高新区汉中路2号', {
    tags: ['高新技术企业', '专精特新'],
    establishedOn: '2026-10-03',
  });
  // Near-misses: the words in another city's 鼓楼区, a part of the alias, a closed firm.
  await firm('elsewhere', '350102', '福建省福州市鼓楼区测鼓楼高新区五四路3号');
  await firm('partial', '320106', '江苏省南京市鼓楼区测鼓楼高新路4号');
  await firm('closed', '320106', '江苏省南京市鼓楼区测鼓楼高新区汉中路5号', { status: '注销' });
  await firm('spaced', '320106', '江苏省南京市鼓楼区测鼓楼 高新区汉中路6号');
  // A city-wide park: any district of 南京, not 苏州.
  await firm('city', '320115', '江苏省南京市江宁区宁测智造产业园天元路7号');
  await firm('cityOther', '320505', '江苏省苏州市虎丘区宁测智造产业园长江路8号');
  // A demo park with three battery makers: its leading chains come from them, not its row.
  for (const n of [1, 2, 3])
    await firm(`动力电池${n}`, '320115', `江苏省南京市江宁区宁测新能产业园天元路${10 + n}号`, {
      businessScope: '一般项目：动力电池制造。',
    });
  await backend.db.insert(patents).values([
    {
      enterpriseId: ids.alias!,
      title: '一种电池',
      type: 1,
      applicationNo: 'CN-T-1',
      appliedOn: '2025-01-01',
      legalStatus: '授权',
      ...provenance,
    },
    {
      enterpriseId: ids.alias!,
      title: '一种外观',
      type: 3,
      applicationNo: 'CN-T-2',
      appliedOn: '2025-02-01',
      legalStatus: '授权',
      ...provenance,
    },
  ]);
  await backend.db.insert(financingEvents).values({
    enterpriseId: ids.name!,
    round: 'A轮',
    amountText: '5000万人民币',
    amountWan: 5000,
    investors: '某资本',
    occurredOn: '2026-06-01',
    ...provenance,
  });
  await runDerive(backend.db, backend.clock);
}, 180_000);
afterAll(() => backend.close());

const membersOf = async (code: string) =>
  (
    await all<{ enterprise_id: number | string; keyword: string }>(
      sql`select m.enterprise_id, m.keyword from park_members m join parks p on p.id = m.park_id
        where p.code = ${code} order by m.enterprise_id`,
    )
  ).map((r) => ({ id: Number(r.enterprise_id), keyword: r.keyword }));

describe('park membership', () => {
  it('locates enterprises by a park word in the address and the park’s region only', async () => {
    expect(await membersOf('test-gl')).toEqual(
      [
        { id: ids.name!, keyword: '测鼓楼高新技术产业开发区' },
        { id: ids.alias!, keyword: '测鼓楼高新区' },
      ].sort((a, b) => a.id - b.id),
    );
    expect(await membersOf('test-city')).toEqual([{ id: ids.city!, keyword: '宁测智造产业园' }]);
  });

  it('puts some demo enterprises in every kind of demo park', async () => {
    const rows = await all<{ type: string; n: number | string }>(
      sql`select p.type, count(m.enterprise_id) as n from parks p
        left join park_members m on m.park_id = p.id where p.source = 'demo' group by p.type`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const total = rows.reduce((s, r) => s + Number(r.n), 0);
    expect(total).toBeGreaterThan(10);
    expect(
      Number(
        (
          await all<{ n: string }>(sql`select count(*) as n from parks where code like 'demo-%'`)
        )[0]!.n,
      ),
    ).toBe(demoParks().length);
  });

  it('equals the rule applied to every enterprise (JavaScript oracle)', async () => {
    const parkRows = await all<{
      id: string;
      name: string;
      aliases: string[];
      region_code: string;
    }>(sql`select id, name, aliases, region_code from parks`);
    const firms = await all<{ id: string; address: string; region_code: string; status: string }>(
      sql`select id, address, region_code, status from enterprises`,
    );
    const expected: string[] = [];
    for (const p of parkRows) {
      const words = parkWords(p.name, p.aliases);
      const [lo, hi] = parkRegionRange(p.region_code);
      for (const e of firms) {
        if (e.status === '注销' || e.status === '吊销') continue;
        if (e.region_code < lo || e.region_code > hi) continue;
        if (words.some((w) => e.address.includes(w))) expected.push(`${p.id}:${e.id}`);
      }
    }
    const actual = await all<{ k: string }>(
      sql`select park_id || ':' || enterprise_id as k from park_members`,
    );
    expect(actual.map((r) => r.k).sort()).toEqual(expected.sort());
  });
});

describe('park figures', () => {
  it('equal direct counts over each park’s members', async () => {
    const stats = await all<Record<string, unknown>>(
      sql`select s.*, p.code from park_stats s join parks p on p.id = s.park_id`,
    );
    expect(stats.length).toBe(demoParks().length + 3);
    const members = await all<{
      park_id: string;
      qylx: string;
      tags: string[];
      industry_category: string;
      established_on: string;
      patents: string;
      inventions: string;
      financings: string;
      amount: string | null;
    }>(sql`select m.park_id, e.qylx, e.tags, e.industry_category,
        e.established_on::text as established_on,
        (select count(*) from patents t where t.enterprise_id = e.id) as patents,
        (select count(*) from patents t where t.enterprise_id = e.id and t.type in (1, 8)) as inventions,
        (select count(*) from financing_events f where f.enterprise_id = e.id) as financings,
        (select sum(amount_wan) from financing_events f where f.enterprise_id = e.id) as amount
      from park_members m join enterprises e on e.id = m.enterprise_id`);
    const months: string[] = [];
    for (let i = PARK_MONTHS - 1; i >= 0; i -= 1) {
      const d = new Date(Date.UTC(2026, 10 - i, 1));
      months.push(d.toISOString().slice(0, 7));
    }
    let checked = 0;
    for (const s of stats) {
      const mine = members.filter((m) => String(m.park_id) === String(s.park_id));
      expect(Number(s.enterprise_count)).toBe(mine.length);
      expect(Number(s.listed_count)).toBe(
        mine.filter((m) => m.qylx.includes('上市') && !m.qylx.includes('非上市')).length,
      );
      expect(Number(s.patent_count)).toBe(mine.reduce((n, m) => n + Number(m.patents), 0));
      expect(Number(s.invention_patent_count)).toBe(
        mine.reduce((n, m) => n + Number(m.inventions), 0),
      );
      expect(Number(s.financing_count)).toBe(mine.reduce((n, m) => n + Number(m.financings), 0));
      expect(Number(s.financing_amount)).toBeCloseTo(
        mine.reduce((n, m) => n + Number(m.amount ?? 0), 0),
        2,
      );
      expect(Number(s.new_last_12m)).toBe(
        mine.filter((m) => m.established_on > '2025-11-21').length,
      );
      const byIndustry: Record<string, number> = {};
      for (const m of mine)
        byIndustry[m.industry_category] = (byIndustry[m.industry_category] ?? 0) + 1;
      expect(s.by_industry).toEqual(byIndustry);
      const byTag: Record<string, number> = {};
      for (const m of mine)
        for (const t of m.tags)
          if ((PARK_TAGS as readonly string[]).includes(t)) byTag[t] = (byTag[t] ?? 0) + 1;
      expect(s.by_tag).toEqual(byTag);
      expect(s.monthly).toEqual(
        months.map((month) => ({
          month,
          count: mine.filter((m) => m.established_on.startsWith(month)).length,
        })),
      );
      checked += mine.length;
    }
    expect(checked).toBeGreaterThan(10);
    const gl = stats.find((s) => s.code === 'test-gl')!;
    expect(gl).toMatchObject({ enterprise_count: 2, patent_count: 2, invention_patent_count: 1 });
    expect(gl.by_tag).toEqual({ 高新技术企业: 1, 专精特新: 1 });
    expect((gl.monthly as { month: string; count: number }[]).at(-2)).toEqual({
      month: '2026-10',
      count: 1,
    });
  });

  it('counts members on chain nodes and chains as the placements say, each once', async () => {
    const expected = await all<{ k: string; n: string }>(
      sql`with recursive tree(node_id, ancestor_id) as (
          select id, id from industry_chain_nodes
          union all
          select t.node_id, n.parent_id from tree t join industry_chain_nodes n on n.id = t.ancestor_id
          where n.parent_id is not null)
        select m.park_id || ':' || t.ancestor_id as k, count(distinct m.enterprise_id) as n
        from park_members m join chain_placements p on p.enterprise_id = m.enterprise_id
        join tree t on t.node_id = p.node_id where p.confidence <> 'weak'
        group by m.park_id, t.ancestor_id
        union all
        select m.park_id || ':c' || p.chain_id, count(distinct m.enterprise_id)
        from park_members m join chain_placements p on p.enterprise_id = m.enterprise_id
        where p.confidence <> 'weak' group by m.park_id, p.chain_id`,
    );
    const actual = await all<{ k: string; n: string }>(
      sql`select park_id || ':' || coalesce(node_id::text, 'c' || chain_id) as k,
        enterprise_count as n from park_chain_stats`,
    );
    const norm = (l: { k: string; n: string }[]) => l.map((r) => `${r.k}=${Number(r.n)}`).sort();
    expect(norm(actual)).toEqual(norm(expected));
    expect(actual.length).toBeGreaterThan(0);
  });

  it('names a demo park’s leading chains from its firms, and keeps an imported park’s', async () => {
    const firms = await all<{ park: string; chain: string; n: string }>(
      sql`select p.code as park, c.code as chain, count(distinct m.enterprise_id) as n
        from parks p join park_members m on m.park_id = p.id
        join chain_placements x on x.enterprise_id = m.enterprise_id and x.confidence <> 'weak'
        join industry_chains c on c.id = x.chain_id
        group by p.code, c.code`,
    );
    const parkRows = await all<{ code: string; source: string; leading_chains: string[] }>(
      sql`select code, source, leading_chains from parks`,
    );
    let named = 0;
    for (const p of parkRows) {
      if (p.source !== 'demo') continue;
      const expected = firms
        .filter((f) => f.park === p.code && Number(f.n) >= PARK_LEADING_MIN_FIRMS)
        .sort((a, b) => Number(b.n) - Number(a.n) || (a.chain < b.chain ? -1 : 1))
        .slice(0, PARK_LEADING_CHAINS)
        .map((f) => f.chain);
      expect({ park: p.code, leading: p.leading_chains }).toEqual({
        park: p.code,
        leading: expected,
      });
      named += expected.length;
    }
    expect(named).toBeGreaterThan(0);
    expect(parkRows.find((p) => p.code === 'test-demo')!.leading_chains).not.toContain('ai');
    expect(parkRows.find((p) => p.code === 'test-gl')!.leading_chains).toEqual(['ic']);
  });
});
