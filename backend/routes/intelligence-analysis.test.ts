import { sql } from 'drizzle-orm';
import { INDUSTRY_EVENT_KIND_OPTIONS, eventFilterSchema } from '@/lib/contract/intelligence';
import type { QbfxAnswer, QbfxFilter } from '@/lib/contract/intelligence-analysis';
import { feedHref, FEED_PATH, type FeedBucket } from '@/lib/intelligence-analysis/feed-links';
import { addDays, mondayOf } from '@/lib/intelligence-analysis/period';
import { eventFilterSql } from '../db/queries/industry-events';
import { findRegion } from '../services/chains/regions';
import { customQuery } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';

// 情报分析 (docs/intelligence-analysis.md) on both engines: constructed industry_events rows,
// every aggregate against a brute-force filter over the same rows for random filters, the
// previous-period change, each bucket's link into the feed counting its own figure, bad
// input and permissions.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;
let trial: string;

const TODAY = '2026-11-21'; // ENTERPRISE_TEST_NOW in China
const FIRST_DAY = addDays(TODAY, -420);
const KINDS = INDUSTRY_EVENT_KIND_OPTIONS.map((o) => o.value);

async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}
const query = <T>(alias: string, params: unknown, token: string | undefined = vip) =>
  customQuery<T>(backend, alias, params, token);

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
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return { next, pick, int };
}

type Ev = {
  id: number;
  kind: string;
  enterprise: number;
  date: string;
  importance: number;
  amount: number | null;
  province: string;
  city: string;
  region: string;
  industry: string;
  category: string;
  nodes: string[];
  chains: string[];
};
let events: Ev[];
let nodesOf: Map<string, string[]>;
let chainOfNode: Map<string, string>;
let names: Map<number, string>;

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  vip = await smsLoginToken(backend, '13800000001');
  trial = await smsLoginToken(backend, '13800000002');
  const enterprises = await all<Record<string, unknown>>(sql`select e.id, e.qymc, e.region_code,
      coalesce(g.province_code, left(e.region_code, 2) || '0000') as province,
      coalesce(g.city_code, '') as city, e.industry_code, e.industry_category
    from enterprises e left join regions g on g.code = e.region_code order by e.id`);
  names = new Map(enterprises.map((e) => [Number(e.id), String(e.qymc)]));
  const nodes = await all<{ code: string; chain: string }>(sql`select n.code, c.code as chain
    from industry_chain_nodes n join industry_chains c on c.id = n.chain_id
    where n.level >= 3 order by n.code`);
  nodesOf = new Map();
  chainOfNode = new Map();
  for (const n of nodes) {
    nodesOf.set(n.chain, [...(nodesOf.get(n.chain) ?? []), n.code]);
    chainOfNode.set(n.code, n.chain);
  }
  // Few chains and few links per chain, so filters and hot links meet several events.
  const chains = [...nodesOf.keys()].slice(0, 3);
  for (const c of chains) nodesOf.set(c, nodesOf.get(c)!.slice(0, 6));
  const r = prng(17);
  // Each enterprise sits on 0–2 links, as the derive step copies its placements.
  const placements = new Map<number, string[]>();
  for (const e of enterprises) {
    const own: string[] = [];
    for (let k = r.int(0, 2); k > 0; k -= 1) own.push(r.pick(nodesOf.get(r.pick(chains))!));
    placements.set(Number(e.id), [...new Set(own)]);
  }
  events = [];
  for (let i = 1; i <= 700; i += 1) {
    // A few busy enterprises, so the activity ranking has a head.
    const e = i % 5 === 0 ? enterprises[i % 4]! : r.pick(enterprises);
    const id = Number(e.id);
    const kind = r.pick(KINDS);
    const nodes = placements.get(id)!;
    events.push({
      id: i,
      kind,
      enterprise: id,
      date: addDays(FIRST_DAY, r.int(0, 420)),
      importance: r.int(1, 3),
      amount: kind === 'financing' && r.next() < 0.8 ? r.int(100, 90_000) / 4 : null,
      province: String(e.province),
      city: String(e.city),
      region: String(e.region_code),
      industry: String(e.industry_code),
      category: String(e.industry_category),
      nodes,
      chains: [...new Set(nodes.map((n) => chainOfNode.get(n)!))],
    });
  }
  const arr = (list: string[]) =>
    list.length === 0
      ? sql`'{}'::text[]`
      : sql`array[${sql.join(
          list.map((x) => sql`${x}`),
          sql`, `,
        )}]::text[]`;
  // The oracle knows only these events: the world's derived ones go.
  await backend.db.execute(sql`delete from industry_events`);
  for (let i = 0; i < events.length; i += 100) {
    const values = events.slice(i, i + 100).map(
      (e) => sql`(${`test:${e.id}`}, ${e.kind}, ${e.enterprise}, ${e.date}::date, ${e.importance},
        ${`${e.kind} ${e.id}`}, ${e.amount}, ${e.region}, ${e.province}, ${e.city}, ${e.industry},
        ${e.category}, ${arr(e.nodes)}, ${arr(e.chains)}, 'test', ${e.id}, 'basic')`,
    );
    await backend.db.execute(sql`insert into industry_events (event_key, kind, enterprise_id,
        event_date, importance, title, amount_wan, region_code, province_code, city_code,
        industry_code, industry_category, chain_nodes, chains, source_table, source_id,
        profile_section)
      values ${sql.join(values, sql`, `)}`);
  }
}, 180_000);
afterAll(() => backend.close());

// ---- The oracle: the feed's filter as plain JavaScript over the same rows ----

type Filter = {
  chain?: string;
  node?: string;
  industry?: string;
  region: string;
  kinds: string[];
  importance: number;
  from: string;
  to: string;
  qyid?: number;
};

function matches(e: Ev, f: Filter): boolean {
  const level = findRegion(f.region)!.level;
  if (level === 1 && e.province !== f.region) return false;
  if (level === 2 && e.city !== f.region) return false;
  if (level === 3 && e.region !== f.region) return false;
  if (f.chain && !e.chains.includes(f.chain)) return false;
  if (f.node && !e.nodes.includes(f.node)) return false;
  if (f.industry) {
    if (/^[A-T]$/.test(f.industry)) {
      if (e.category !== f.industry) return false;
    } else if (!e.industry.startsWith(f.industry)) return false;
  }
  if (f.kinds.length > 0 && !f.kinds.includes(e.kind)) return false;
  if (e.importance < f.importance) return false;
  if (e.date < f.from || e.date > f.to) return false;
  return f.qyid === undefined || e.enterprise === f.qyid;
}
const select = (f: Filter) => events.filter((e) => matches(e, f));

function randomFilter(r: ReturnType<typeof prng>): { params: Record<string, unknown>; f: Filter } {
  const sample = r.pick(events);
  const params: Record<string, unknown> = {};
  const regionLevel = r.int(0, 4);
  const region = [
    '000000',
    sample.province,
    sample.city || sample.province,
    sample.region,
    '000000',
  ][regionLevel]!;
  if (region !== '000000') params.region = region;
  const subject = r.int(0, 4);
  if (subject === 1 || subject === 2) {
    const chain = sample.chains[0] ?? r.pick([...nodesOf.keys()]);
    params.chain = chain;
    if (subject === 2) params.node = sample.nodes[0] ?? r.pick(nodesOf.get(chain)!);
  } else if (subject === 3) {
    params.industry = r.pick([
      sample.category,
      sample.industry.slice(0, 2),
      sample.industry.slice(0, 3),
      sample.industry,
    ]);
  }
  if (r.next() < 0.5) {
    const kinds = KINDS.filter(() => r.next() < 0.35);
    if (kinds.length > 0) params.kinds = kinds.join(',');
  }
  if (r.next() < 0.25) params.importance = r.int(2, 3);
  let from = addDays(TODAY, -89);
  let to = TODAY;
  if (r.next() < 0.7) {
    to = addDays(TODAY, -r.int(0, 200));
    from = addDays(to, -r.int(6, 300));
    params.from = from;
    params.to = to;
  }
  if (r.next() < 0.1) params.qyid = sample.enterprise;
  return {
    params,
    f: {
      region,
      kinds: typeof params.kinds === 'string' ? params.kinds.split(',') : [],
      importance: (params.importance as number | undefined) ?? 1,
      from,
      to,
      ...(params.chain ? { chain: params.chain as string } : {}),
      ...(params.node ? { node: params.node as string } : {}),
      ...(params.industry ? { industry: params.industry as string } : {}),
      ...(params.qyid ? { qyid: params.qyid as number } : {}),
    },
  };
}

const countBy = <K>(list: Ev[], key: (e: Ev) => K) => {
  const m = new Map<K, number>();
  for (const e of list) m.set(key(e), (m.get(key(e)) ?? 0) + 1);
  return m;
};

/** The events a feed link lists, counted by SQL through the feed's own filter and translation. */
async function feedCount(href: string): Promise<number> {
  expect(href.startsWith(`${FEED_PATH}?`)).toBe(true);
  const parsed = eventFilterSchema.parse(
    Object.fromEntries(new URLSearchParams(href.slice(FEED_PATH.length + 1))),
  );
  const filter = { ...parsed, region: findRegion(parsed.region)! };
  const [row] = await all<{ n: number | string }>(
    sql`select count(*) as n from industry_events ev where ${eventFilterSql(filter)}`,
  );
  return Number(row!.n);
}

async function analysis(params: Record<string, unknown>): Promise<QbfxAnswer> {
  const res = await query<QbfxAnswer[]>('qbfxAnalysis', params);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data[0]!;
}

describe('qbfxAnalysis: aggregates', () => {
  it('equal a brute-force count over the same events for random filters', async () => {
    const r = prng(2026);
    let nonEmpty = 0;
    let withLinks = 0;
    let withRegions = 0;
    for (let i = 0; i < 30; i += 1) {
      const { params, f } = randomFilter(r);
      const a = await analysis(params);
      const mine = select(f);
      if (mine.length > 0) nonEmpty += 1;
      if (a.links.length > 0) withLinks += 1;
      if (a.regions.some((g) => g.count > 0)) withRegions += 1;
      const context = JSON.stringify(params);
      expect([context, a.filter.from, a.filter.to]).toEqual([context, f.from, f.to]);
      // Totals.
      expect([context, a.totals.events]).toEqual([context, mine.length]);
      expect(a.totals.enterprises).toBe(new Set(mine.map((e) => e.enterprise)).size);
      const financing = mine.filter((e) => e.kind === 'financing');
      expect(a.totals.financingevents).toBe(financing.length);
      expect(a.totals.financingamount).toBeCloseTo(
        financing.reduce((s, e) => s + (e.amount ?? 0), 0),
        2,
      );
      // Kinds: every admitted kind, zeros included.
      const kinds = countBy(mine, (e) => e.kind);
      expect(a.kinds.map((k) => k.kind)).toEqual(
        f.kinds.length > 0 ? KINDS.filter((k) => f.kinds.includes(k)) : KINDS,
      );
      for (const k of a.kinds)
        expect([context, k.kind, k.count]).toEqual([context, k.kind, kinds.get(k.kind) ?? 0]);
      // Weeks × kinds, every week of the period.
      expect(a.weeks[0]!.from).toBe(f.from);
      expect(a.weeks.at(-1)!.to).toBe(f.to);
      const weeks = countBy(mine, (e) => `${mondayOf(e.date)} ${e.kind}`);
      for (const w of a.weeks) {
        expect(w.week).toBe(mondayOf(w.from));
        for (const k of KINDS) expect(w.counts[k] ?? 0).toBe(weeks.get(`${w.week} ${k}`) ?? 0);
        expect(w.total).toBe(mine.filter((e) => e.date >= w.from && e.date <= w.to).length);
      }
      // Regions one level down, and what no child holds.
      for (const g of a.regions)
        expect([context, g.code, g.count]).toEqual([
          context,
          g.code,
          mine.filter((e) => matches(e, { ...f, region: g.code })).length,
        ]);
      // A district has no regions below it, so nothing is unplaced.
      expect([context, a.unplaced]).toEqual([
        context,
        a.filter.region.level >= 3 ? 0 : mine.length - a.regions.reduce((s, g) => s + g.count, 0),
      ]);
      // Hot links with the previous period.
      const days = Math.round((Date.parse(f.to) - Date.parse(f.from)) / 86_400_000) + 1;
      const before = select({ ...f, from: addDays(f.from, -days), to: addDays(f.from, -1) });
      const linkCounts = new Map<string, number>();
      for (const e of mine)
        for (const n of e.nodes) linkCounts.set(n, (linkCounts.get(n) ?? 0) + 1);
      const expected = [...linkCounts]
        .filter(([n]) => (!f.chain || chainOfNode.get(n) === f.chain) && (!f.node || n === f.node))
        .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
        .slice(0, 10);
      expect(a.links.map((l) => [l.code, l.count])).toEqual(expected);
      for (const l of a.links) {
        const previous = before.filter((e) => e.nodes.includes(l.code)).length;
        expect(l.previous).toBe(previous);
        expect(l.chain).toBe(chainOfNode.get(l.code));
        if (addDays(f.from, -days) < a.earliest!) {
          expect(l.change).toBeNull();
          expect(l.basenote).toContain('无可比基数');
        } else if (previous === 0) {
          expect(l.change).toBeNull();
          expect(l.basenote).toBe('上期无事件，无法计算变化');
        } else {
          expect(l.change).toBe(Math.round(((l.count - previous) / previous) * 1000) / 10);
        }
      }
      // Most active enterprises, ties by id.
      const perEnterprise = [...countBy(mine, (e) => e.enterprise)]
        .sort((x, y) => y[1] - x[1] || x[0] - y[0])
        .slice(0, 10);
      expect(a.enterprises.map((e) => [Number(e.qyid), e.count])).toEqual(perEnterprise);
      for (const e of a.enterprises) {
        expect(e.qymc).toBe(names.get(Number(e.qyid)));
        const own = countBy(
          mine.filter((x) => x.enterprise === Number(e.qyid)),
          (x) => x.kind,
        );
        expect(Object.fromEntries(e.kinds.map((k) => [k.kind, k.count]))).toEqual(
          Object.fromEntries(own),
        );
      }
    }
    expect([nonEmpty, withLinks, withRegions]).toEqual([
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    ]);
    expect(Math.min(nonEmpty, withLinks, withRegions)).toBeGreaterThan(8);
  }, 120_000);

  it('defaults to the last 90 days up to today, a lone from to today', async () => {
    const a = await analysis({});
    expect(a.period).toEqual({
      from: addDays(TODAY, -89),
      to: TODAY,
      days: 90,
      previousfrom: addDays(TODAY, -179),
      previousto: addDays(TODAY, -90),
    });
    expect(a.filter.region.code).toBe('000000');
    expect(a.earliest).toBe(events.map((e) => e.date).sort()[0]);
    const lone = await analysis({ from: addDays(TODAY, -9) });
    expect([lone.period.from, lone.period.to, lone.period.days]).toEqual([
      addDays(TODAY, -9),
      TODAY,
      10,
    ]);
  });

  it('says when the previous period lies before the first event', async () => {
    const from = addDays(FIRST_DAY, 20);
    const a = await analysis({ from, to: addDays(from, 59) });
    expect(a.links.length).toBeGreaterThan(0);
    for (const l of a.links) {
      expect(l.change).toBeNull();
      expect(l.basenote).toBe(`上期早于事件数据起始日（${a.earliest}），无可比基数`);
    }
  });
});

describe('qbfxAnalysis: links into the feed', () => {
  it('list exactly the events of each figure (the link parsed by the feed filter)', async () => {
    const r = prng(99);
    for (let i = 0; i < 8; i += 1) {
      const { params } = randomFilter(r);
      const a = await analysis(params);
      const f: QbfxFilter = a.filter;
      const check = async (bucket: FeedBucket, count: number) => {
        const href = feedHref(f, bucket);
        expect(href).not.toBeNull();
        expect([href, await feedCount(href!)]).toEqual([href, count]);
      };
      await check({}, a.totals.events);
      for (const k of a.kinds.filter((k) => k.count > 0)) await check({ kind: k.kind }, k.count);
      for (const w of a.weeks.filter((w) => w.total > 0).slice(0, 4))
        await check({ week: { from: w.from, to: w.to } }, w.total);
      for (const g of a.regions.filter((g) => g.count > 0).slice(0, 4))
        await check({ region: g.code }, g.count);
      for (const e of a.enterprises.slice(0, 3)) await check({ qyid: e.qyid }, e.count);
      if (f.industry) {
        expect(a.linksnote).toContain('产业链与行业只能选择其一');
        for (const l of a.links) expect(feedHref(f, { node: l })).toBeNull();
      } else {
        for (const l of a.links.slice(0, 3)) await check({ node: l }, l.count);
      }
    }
  }, 120_000);
});

describe('qbfxAnalysis: input and permission', () => {
  it('answers bad input with a Chinese message and 4xx', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kinds: 'financing,boom' }, 400, '未知的事件类型：boom'],
      [{ industry: 'Z9' }, 400, '国民经济行业代码'],
      [{ chain: [...nodesOf.keys()][0], industry: 'C' }, 400, '产业链与行业只能选择其一'],
      [{ node: 'x.y' }, 400, '选择环节前请先选择产业链'],
      [{ from: '2026-05-02', to: '2026-05-01' }, 400, '结束日期不能早于开始日期'],
      [{ from: '2026-02-30' }, 400, 'YYYY-MM-DD'],
      [{ from: '2020-01-01', to: '2026-01-01' }, 400, '统计区间不能超过3年'],
      [{ from: '2027-01-01' }, 400, '开始日期不能晚于今天'],
      [{ importance: 5 }, 400, '重要程度'],
      [{ region: '12345' }, 400, '地区'],
      [{ region: '999999' }, 404, '999999'],
    ];
    for (const [params, status, message] of cases) {
      const res = await query('qbfxAnalysis', params);
      expect([params, res.status]).toEqual([params, status]);
      expect(res.body.message).toContain(message);
    }
  });

  it('needs a login and the feed permission (VIP; not a trial user)', async () => {
    const visitor = await query('qbfxAnalysis', {}, '');
    expect(visitor.status).toBe(401);
    const refused = await query('qbfxAnalysis', {}, trial);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('当前会员等级无权使用情报分析，请升级会员');
  });
});
