import { sql } from 'drizzle-orm';
import {
  RANKING_LISTS,
  type HgjjAnswer,
  type HgjjPeer,
  type RankingAnswer,
} from '@/lib/contract/regional';
import { displayRankingScore } from '@/lib/format/ranking-score';
import { CNY_RATES } from '../services/chains/region-stats';
import { rankingScore } from '../services/regional/rankings';
import { customQuery } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';
import { DEMO_EXPORT_NOTE } from '../services/search/export-file';

// 宏观经济 and 榜单企业 (docs/investment-promotion.md) on both engines: the registry-derived
// figures against direct counts over random regions and months, the ranking lists against
// direct ORDER BY queries and a score recomputed from the facts, exports, permissions and bad
// input.

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

/** Every enterprise with its province and city as the regions table has them. */
type Fact = {
  id: number;
  status: string;
  established: string;
  tags: string[];
  qylx: string;
  capital: number;
  insured: number;
  category: string;
  division: string;
  province: string;
  city: string | null;
  patents: number;
  financing: number;
  exitMonth: string | null;
};
let facts: Fact[];
let growth: Map<number, number>;

beforeAll(async () => {
  const raw = await all<Record<string, unknown>>(sql`select e.id, e.status,
      e.established_on::text as established, e.tags, e.qylx, e.zczb, e.capital_currency,
      e.insured_count, e.industry_category, e.industry_code,
      coalesce(g.province_code, left(e.region_code, 2) || '0000') as province, g.city_code,
      (select count(*) from patents p where p.enterprise_id = e.id) as patents,
      (select coalesce(sum(amount_wan), 0) from financing_events f where f.enterprise_id = e.id)
        as financing,
      (select to_char(max(c.changed_on), 'YYYY-MM') from change_records c
        where c.enterprise_id = e.id and c.item = '登记状态变更' and c.after = e.status) as exit
    from enterprises e left join regions g on g.code = e.region_code`);
  facts = raw.map((r) => ({
    id: Number(r.id),
    status: String(r.status),
    established: String(r.established),
    tags: r.tags as string[],
    qylx: String(r.qylx),
    capital: Number(r.zczb ?? 0) * (CNY_RATES[String(r.capital_currency)] ?? 1),
    insured: Number(r.insured_count ?? 0),
    category: String(r.industry_category),
    division: String(r.industry_code).slice(0, 2),
    province: String(r.province),
    city: typeof r.city_code === 'string' ? r.city_code : null,
    patents: Number(r.patents),
    financing: Number(r.financing),
    exitMonth:
      ['注销', '吊销'].includes(String(r.status)) && typeof r.exit === 'string' ? r.exit : null,
  }));
  const reports = await all<{ enterprise_id: string; year: number; insured_count: number | null }>(
    sql`select enterprise_id, year, insured_count from annual_reports order by enterprise_id, year`,
  );
  const byEnterprise = new Map<number, Map<number, number | null>>();
  for (const r of reports) {
    const id = Number(r.enterprise_id);
    const years = byEnterprise.get(id) ?? new Map<number, number | null>();
    years.set(Number(r.year), r.insured_count === null ? null : Number(r.insured_count));
    byEnterprise.set(id, years);
  }
  growth = new Map();
  for (const [id, years] of byEnterprise) {
    const latest = Math.max(...years.keys());
    const a = years.get(latest);
    const b = years.get(latest - 1);
    if (a !== null && a !== undefined && b !== null && b !== undefined) growth.set(id, a - b);
  }
});

const live = (f: Fact) => f.status !== '注销' && f.status !== '吊销';
const inRegion = (f: Fact, code: string) =>
  code === '000000' || f.province === code || f.city === code;
const listed = (f: Fact) => f.qylx.includes('上市') && !f.qylx.includes('非上市');
const close = (a: number, b: number) => Math.abs(a - b) < 0.01;

function regionsInData(): string[] {
  const codes = new Set<string>(['000000']);
  for (const f of facts) {
    codes.add(f.province);
    if (f.city) codes.add(f.city);
  }
  return [...codes].sort();
}

describe('hgjjRegion: registry-derived figures', () => {
  it('equal direct counts for random regions and months', async () => {
    const r = prng(16);
    const codes = regionsInData();
    for (let i = 0; i < 8; i += 1) {
      const code = i === 0 ? '000000' : r.pick(codes);
      const answer = await query<HgjjAnswer[]>('hgjjRegion', { region: code });
      expect(answer.body.success).toBe(true);
      const { registry } = answer.body.data[0]!;
      const mine = facts.filter((f) => inRegion(f, code));
      const alive = mine.filter(live);
      expect(registry.enterprisecount).toBe(alive.length);
      // Three random months of the window, and the latest full month.
      const months = [
        registry.monthly.at(-2)!,
        r.pick(registry.monthly),
        r.pick(registry.monthly),
        r.pick(registry.monthly),
      ];
      for (const m of months) {
        const registered = mine.filter((f) => f.established.startsWith(m.month));
        expect(m.registrations).toBe(registered.length);
        expect(m.cancellations).toBe(mine.filter((f) => f.exitMonth === m.month).length);
        expect(m.net).toBe(m.registrations - m.cancellations);
        expect(
          close(
            m.capitaladded,
            registered.reduce((s, f) => s + f.capital, 0),
          ),
        ).toBe(true);
      }
      const latest = registry.monthly.at(-2)!;
      const before = registry.monthly.at(-3)!;
      expect(registry.latest.month).toBe(latest.month);
      if (before.registrations > 0)
        expect(registry.latest.mom.registrations).toBe(
          Math.round(
            ((latest.registrations - before.registrations) / before.registrations) * 1000,
          ) / 10,
        );
      else expect(registry.latest.mom.registrations).toBeNull();
      const last12 = registry.monthly.slice(-13, -1);
      expect(registry.last12.registrations).toBe(last12.reduce((s, m) => s + m.registrations, 0));
      for (const q of registry.qualifications) {
        const n =
          q.tag === '上市企业'
            ? alive.filter(listed).length
            : alive.filter((f) => f.tags.includes(q.tag)).length;
        expect({ tag: q.tag, n: q.count }).toEqual({ tag: q.tag, n });
      }
      for (const c of registry.categories)
        expect(c.count).toBe(alive.filter((f) => f.category === c.code).length);
      expect(registry.categories.reduce((s, c) => s + c.count, 0)).toBe(alive.length);
      const primary = alive.filter((f) => f.category === 'A' && f.division !== '05').length;
      expect(registry.sectors.find((s) => s.sector === '第一产业')!.count).toBe(primary);
      expect(registry.sectors.reduce((s, x) => s + x.count, 0)).toBe(alive.length);
    }
  });

  it('keeps official statistics apart, each with period and source, demo ones marked', async () => {
    const answer = await query<HgjjAnswer[]>('hgjjRegion', { region: '320000' });
    const official = answer.body.data[0]!.official;
    const direct = await all<{ n: string | number }>(
      sql`select count(*) as n from official_statistics where region_code = '320000'`,
    );
    expect(official).toHaveLength(Number(direct[0]!.n));
    expect(official.length).toBeGreaterThan(0);
    for (const v of official) {
      expect(v.period).toMatch(/^\d{4}$/);
      expect(v.source).toBe('演示数据');
      expect(v.demo).toBe(true);
    }
  });

  it('compares a province with every province, and refuses districts and bad codes', async () => {
    const peers = await query<HgjjPeer[]>('hgjjPeers', { region: '320000' });
    expect(peers.body.data.length).toBeGreaterThanOrEqual(31);
    for (const p of peers.body.data.slice(0, 5))
      expect(p.enterprisecount).toBe(facts.filter((f) => live(f) && inRegion(f, p.code)).length);
    const district = await query('hgjjRegion', { region: '320102' });
    expect(district.status).toBe(400);
    expect(district.body.message).toContain('请选择全国、省或市');
    const bad = await query('hgjjRegion', { region: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('地区');
    const unknown = await query('hgjjRegion', { region: '990000' });
    expect(unknown.status).toBe(404);
  });

  it('needs bt-hgjj and a login', async () => {
    expect((await query('hgjjRegion', { region: '000000' }, trial)).status).toBe(403);
    expect((await query('hgjjRegion', { region: '000000' }, '')).status).toBe(401);
  });

  it('exports the monthly figures and the official statistics as CSV', async () => {
    const res = await backend.app.request(
      '/api-zsai-query/zsai/hgjj/export?region=320000&kind=registry',
      { headers: { authorization: `Bearer ${vip}` } },
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '月份,新注册企业数,注销吊销企业数,净增企业数,新增注册资本(万元),数据口径',
    );
    expect(lines).toHaveLength(37);
    const official = await backend.app.request(
      '/api-zsai-query/zsai/hgjj/export?region=320000&kind=official',
      { headers: { authorization: `Bearer ${vip}` } },
    );
    expect(await official.text()).toContain('演示数据，非官方统计');
  });
});

describe('qybdList: ranking lists', () => {
  function oracle(list: (typeof RANKING_LISTS)[number], region: string, category?: string) {
    const score = (f: Fact) =>
      rankingScore({
        capital: f.capital,
        patents: f.patents,
        financing: f.financing,
        insured: f.insured,
        tags: f.tags,
        listed: listed(f),
      });
    const value = (f: Fact): number => {
      switch (list.key) {
        case 'capital':
          return f.capital;
        case 'patents':
          return f.patents;
        case 'financing':
          return f.financing;
        case 'insured':
          return f.insured;
        case 'growth':
          return growth.get(f.id) ?? 0;
        default:
          return score(f);
      }
    };
    const member = (f: Fact) =>
      list.kind === 'metric'
        ? value(f) > 0
        : list.tag === null
          ? listed(f)
          : f.tags.includes(list.tag);
    return facts
      .filter(
        (f) =>
          live(f) &&
          member(f) &&
          inRegion(f, region) &&
          (category === undefined || f.category === category),
      )
      .map((f) => ({ id: f.id, value: value(f), score: score(f) }))
      .sort((a, b) => b.value - a.value || a.id - b.id);
  }

  it('equals a direct ordering of the facts for random lists, regions and 门类', async () => {
    const r = prng(9);
    const codes = regionsInData();
    const categories = ['C', 'I', 'M', 'F', 'L'];
    let nonEmpty = 0;
    for (let i = 0; i < 30; i += 1) {
      const list = i < RANKING_LISTS.length ? RANKING_LISTS[i]! : r.pick(RANKING_LISTS);
      const region = r.next() < 0.3 ? '000000' : r.pick(codes);
      const sshy = r.next() < 0.4 ? r.pick(categories) : undefined;
      const expected = oracle(list, region, sshy);
      const answer = await query<RankingAnswer['data']>('qybdList', {
        list: list.key,
        region,
        sshy,
        pageSize: 50,
      });
      expect(answer.body.success).toBe(true);
      const extra = answer.body.extraData as RankingAnswer['extraData'];
      expect(extra.totalCount).toBe(Math.min(expected.length, 1000));
      expect(answer.body.data.map((d) => Number(d.ID_))).toEqual(
        expected.slice(0, 50).map((e) => e.id),
      );
      answer.body.data.forEach((d, n) => {
        expect(d.rank).toBe(n + 1);
        expect(close(d.value, expected[n]!.value)).toBe(true);
        expect(d.score).toBe(expected[n]!.score);
        expect(d.scoredisplay).toBe(displayRankingScore(expected[n]!.score));
      });
      if (expected.length > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(10);
  });

  it('pages on from the first page', async () => {
    const expected = oracle(
      RANKING_LISTS.find((l) => l.key === 'capital')!,
      '000000',
    );
    const page2 = await query<RankingAnswer['data']>('qybdList', {
      list: 'capital',
      pageIndex: 2,
      pageSize: 10,
    });
    expect(page2.body.data.map((d) => Number(d.ID_))).toEqual(
      expected.slice(10, 20).map((e) => e.id),
    );
    expect(page2.body.data[0]!.rank).toBe(11);
  });

  it('shows scores rounded up by SPEC.md §9', async () => {
    const answer = await query<RankingAnswer['data']>('qybdList', {
      list: 'capital',
      pageSize: 50,
    });
    for (const d of answer.body.data) {
      const step = d.score <= 500 ? 10 : d.score <= 1000 ? 50 : 100;
      expect(d.scoredisplay % step).toBe(0);
      expect(d.scoredisplay).toBeGreaterThanOrEqual(d.score);
      expect(d.scoredisplay - d.score).toBeLessThan(step);
    }
  });

  it('refuses an unknown list, a bad 门类 and a district', async () => {
    const bad = await query('qybdList', { list: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('榜单');
    expect((await query('qybdList', { list: 'capital', sshy: 'Z1' })).status).toBe(400);
    expect((await query('qybdList', { list: 'capital', region: '320102' })).status).toBe(400);
    expect((await query('qybdList', { list: 'capital' }, trial)).status).toBe(403);
  });

  it('exports a list in its order within the quota', async () => {
    const expected = oracle(
      RANKING_LISTS.find((l) => l.key === 'high-tech')!,
      '000000',
    );
    const res = await backend.app.request(
      '/api-zsai-query/zsai/qybd/export?list=high-tech&region=000000&format=csv',
      { headers: { authorization: `Bearer ${vip}` } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-export-rows')).toBe(String(Math.min(expected.length, 1000)));
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.shift()!.replace(/^\uFEFF/, '')).toBe(DEMO_EXPORT_NOTE);
    expect(lines[0]).toContain('排名,企业名称');
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines[1]!.startsWith('1,')).toBe(true);
  });
});
