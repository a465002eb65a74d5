import { sql } from 'drizzle-orm';
import {
  PARK_LEVELS,
  PARK_TYPES,
  type ParkCompareRecord,
  type ParkEnterpriseRecord,
  type ParkProfile,
  type ParkRecord,
  type ParksAnswer,
} from '@/lib/contract/parks';
import { customQuery } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';

// 园区画像's API (docs/investment-promotion.md, API) on both engines: the list's filters against
// direct queries over random combinations, the profile and members against the precomputed
// rows and direct reads, comparison, permissions and hostile params.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;
let trial: string;

async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}
const query = <T>(alias: string, params: unknown, token: string | undefined = vip) =>
  customQuery<T>(backend, alias, params, token);

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  vip = await smsLoginToken(backend, '13800000001');
  trial = await smsLoginToken(backend, '13800000002');
}, 180_000);
afterAll(() => backend.close());

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
  return { next, pick };
}

type ParkFact = {
  id: string;
  code: string;
  name: string;
  aliases: string[];
  level: string;
  type: string;
  region_code: string;
  leading_chains: string[];
  n: number | string | null;
};

describe('yqhxParks', () => {
  it('answers exactly the parks a direct query finds, for random filter combinations', async () => {
    const facts = await all<ParkFact>(sql`select p.id, p.code, p.name, p.aliases, p.level, p.type,
      p.region_code, p.leading_chains, s.enterprise_count as n
      from parks p left join park_stats s on s.park_id = p.id`);
    expect(facts.length).toBeGreaterThan(50);
    const r = prng(16);
    const regions = ['000000', '320000', '110000', '440000', '330100', facts[3]!.region_code];
    const chains = ['nev', 'ic', 'ai', 'pv'];
    for (let i = 0; i < 25; i += 1) {
      const p = {
        region: r.pick(regions),
        level: r.next() < 0.5 ? r.pick(PARK_LEVELS) : undefined,
        type: r.next() < 0.4 ? r.pick(PARK_TYPES) : undefined,
        chain: r.next() < 0.4 ? r.pick(chains) : undefined,
        keyword: r.next() < 0.2 ? r.pick(['高新', '经开区', '产业园', '综合']) : undefined,
        pageSize: 50,
      };
      const prefix =
        p.region === '000000'
          ? ''
          : p.region.endsWith('0000')
            ? p.region.slice(0, 2)
            : p.region.endsWith('00')
              ? p.region.slice(0, 4)
              : p.region;
      const expected = facts
        .filter(
          (f) =>
            f.region_code.startsWith(prefix) &&
            (!p.level || f.level === p.level) &&
            (!p.type || f.type === p.type) &&
            (!p.chain || f.leading_chains.includes(p.chain)) &&
            (!p.keyword || [f.name, ...f.aliases].some((w) => w.includes(p.keyword!))),
        )
        .sort((a, b) => Number(b.n ?? 0) - Number(a.n ?? 0) || Number(a.id) - Number(b.id));
      const { status, body } = await query<ParkRecord[]>('yqhxParks', p);
      expect(status).toBe(200);
      const extra = body.extraData as ParksAnswer['extraData'];
      expect(extra.totalCount).toBe(expected.length);
      expect(body.data.map((d) => d.code)).toEqual(expected.slice(0, 50).map((f) => f.code));
    }
  });

  it('sorts and pages, and labels demo parks 演示数据', async () => {
    const first = await query<ParkRecord[]>('yqhxParks', { sort: 'founded', order: 'asc' });
    const second = await query<ParkRecord[]>('yqhxParks', {
      sort: 'founded',
      order: 'asc',
      pageIndex: 2,
    });
    const years = [...first.body.data, ...second.body.data].map((d) => d.foundedyear!);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(new Set([...first.body.data, ...second.body.data].map((d) => d.code)).size).toBe(20);
    expect(first.body.data[0]).toMatchObject({ source: 'demo', sourcelabel: '演示数据' });
  });

  it('rejects bad filters with the field named, unknown regions with 404', async () => {
    const bad = await query('yqhxParks', { level: '区级' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('只能是国家级、省级、市级之一');
    const size = await query('yqhxParks', { pageSize: 15 });
    expect(size.status).toBe(400);
    expect(size.body.message).toContain('每页条数');
    const chain = await query('yqhxParks', { chain: "nev'; drop table parks;--" });
    expect(chain.status).toBe(400);
    expect(chain.body.message).toContain('产业链');
    const region = await query('yqhxParks', { region: '999999' });
    expect(region.status).toBe(404);
    expect(region.body.message).toBe('地区不存在：999999');
  });

  it('needs a login and the VIP tier', async () => {
    expect((await query('yqhxParks', {}, '')).status).toBe(401);
    const locked = await query('yqhxParks', {}, trial);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('当前会员等级无权使用园区画像，请升级会员');
  });
});

/** The demo park with the most members. */
async function busiestPark(): Promise<{ id: number; code: string; n: number }> {
  const [row] = await all<{ id: string; code: string; n: number }>(sql`select p.id, p.code,
    s.enterprise_count as n from parks p join park_stats s on s.park_id = p.id
    order by s.enterprise_count desc, p.id limit 1`);
  return { id: Number(row!.id), code: row!.code, n: Number(row!.n) };
}

describe('yqhxPark and yqhxParkEnterprises', () => {
  it('reads the profile from the park’s figures and its members', async () => {
    const park = await busiestPark();
    expect(park.n).toBeGreaterThan(3);
    const { status, body } = await query<ParkProfile[]>('yqhxPark', { park: park.code });
    expect(status).toBe(200);
    const profile = body.data[0]!;
    expect(profile.figures.enterprisecount).toBe(park.n);
    expect(profile.industries.reduce((s, i) => s + i.count, 0)).toBe(park.n);
    expect(profile.monthly).toHaveLength(24);
    expect(profile.asof).not.toBeNull();
    const top = await all<{ id: string }>(sql`select e.id from park_members m
      join enterprises e on e.id = m.enterprise_id where m.park_id = ${park.id}
      order by m.capital desc, m.enterprise_id limit 10`);
    expect(profile.topenterprises.map((e) => e.ID_)).toEqual(top.map((t) => String(t.id)));
    const financing = await all<{ n: string }>(sql`select count(*) as n from park_members m
      join financing_events f on f.enterprise_id = m.enterprise_id where m.park_id = ${park.id}`);
    expect(profile.figures.financingcount).toBe(Number(financing[0]!.n));
    expect(profile.financing.length).toBe(Math.min(8, Number(financing[0]!.n)));
    expect(profile.park.sourcelabel).toBe('演示数据');
  });

  it('pages the members by founding date and filters a 门类 as a direct query does', async () => {
    const park = await busiestPark();
    const [cat] = await all<{ c: string }>(sql`select industry_category as c from park_members
      where park_id = ${park.id} group by industry_category order by count(*) desc limit 1`);
    const expected = await all<{ id: string }>(sql`select enterprise_id as id from park_members
      where park_id = ${park.id} and industry_category = ${cat!.c}
      order by established_on desc, enterprise_id`);
    const got: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 10); page += 1) {
      const { body } = await query<ParkEnterpriseRecord[]>('yqhxParkEnterprises', {
        park: park.code,
        sshy: cat!.c,
        sort: 'founded',
        pageIndex: page,
      });
      expect((body.extraData as { totalCount: number }).totalCount).toBe(expected.length);
      got.push(...body.data.map((d) => d.ID_));
    }
    expect(got).toEqual(expected.map((e) => String(e.id)));
  });

  it('answers 404 for an unknown park and 400 for a malformed code', async () => {
    const missing = await query('yqhxPark', { park: 'no-such-park' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('园区不存在：no-such-park');
    const bad = await query('yqhxParkEnterprises', { park: '园区', sshy: 'Z1' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('园区');
  });
});

describe('yqhxCompare', () => {
  it('sets 2–4 parks side by side in the order asked', async () => {
    const codes = (
      await all<{ code: string }>(sql`select code from parks order by id desc limit 3`)
    ).map((r) => r.code);
    const { status, body } = await query<ParkCompareRecord[]>('yqhxCompare', {
      parks: codes.join(','),
    });
    expect(status).toBe(200);
    expect(body.data.map((d) => d.park.code)).toEqual(codes);
    for (const d of body.data) {
      const [s] = await all<{ n: number }>(sql`select s.enterprise_count as n from park_stats s
        join parks p on p.id = s.park_id where p.code = ${d.park.code}`);
      expect(d.figures.enterprisecount).toBe(Number(s!.n));
    }
  });

  it('refuses one park, five, duplicates and unknown ones', async () => {
    const one = await query('yqhxCompare', { parks: ['demo-a'] });
    expect(one.status).toBe(400);
    expect(one.body.message).toContain('请选择2至4个园区进行对比');
    const five = await query('yqhxCompare', { parks: ['a', 'b', 'c', 'd', 'e'] });
    expect(five.status).toBe(400);
    const dup = await query('yqhxCompare', { parks: 'a,a' });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toContain('对比园区不能重复');
    const unknown = await query('yqhxCompare', { parks: 'nope-1,nope-2' });
    expect(unknown.status).toBe(404);
  });
});
