import { sql } from 'drizzle-orm';
import type { FzzlOverview } from '@/lib/contract/industry-overview';
import { CAPITAL_RANGES } from '@/lib/contract/search';
import { STAFF_BANDS } from '../data/consistency/registry';
import { CNY_RATES } from '../services/chains/region-stats';
import { capitalInCny, leaderParts, leaderScore } from '../services/chains/leaders';
import { mapDistrictCodes, refreshIndustryOverview } from '../services/industry-overview/refresh';
import { customQuery } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';

// 看行业 (fzzl, docs/intelligence-overview.md) on both engines: every figure of the overview
// against a direct count over the enterprises and their facts, for a 门类, a 大类, a 中类 and a
// chain, nationally, in a province and in a city; bad input; the step's idempotence.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;

async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}
const overview = (params: unknown, token: string | undefined = vip) =>
  customQuery<FzzlOverview[]>(backend, 'fzzlOverview', params, token);

// The step ran at ENTERPRISE_TEST_NOW (2026-11-21): the windows it compares.
const TODAY = '2026-11-21';
const YEAR_AGO = '2025-11-21';
type Window = readonly [string, string];
const LAST: Window = ['2025-11-01', '2026-11-01'];
const PREV: Window = ['2024-11-01', '2025-11-01'];
const AGE_BOUNDS = ['2025-11-21', '2023-11-21', '2021-11-21', '2016-11-21'];

type Dated = { on: string; amount: number; invention?: boolean };
type Fact = {
  id: number;
  live: boolean;
  established: string;
  code: string;
  category: string;
  province: string;
  city: string | null;
  district: string | null;
  capital: number;
  capitalKnown: boolean;
  staff: string | null;
  exitOn: string | null;
  qylx: string;
  zczb: number | null;
  currency: string;
  tags: string[];
  patents: Dated[];
  financing: Dated[];
  bids: Dated[];
  penalties: Dated[];
  judgments: Dated[];
};
let facts: Fact[];
/** Chain code → the enterprises placed on it (confirmed or likely). */
let chains: Map<string, Set<number>>;

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  vip = await smsLoginToken(backend, '13800000001');
  const districts = new Set(mapDistrictCodes());
  const raw = await all<Record<string, unknown>>(sql`select e.id, e.status,
      e.established_on::text as established, e.industry_code, e.industry_category, e.zczb,
      e.capital_currency, e.staff_size, e.qylx, e.tags, e.region_code,
      coalesce(g.province_code, left(e.region_code, 2) || '0000') as province,
      case when g.level >= 2 then g.city_code
        when g.level is null and right(e.region_code, 4) <> '0000'
          then left(e.region_code, 4) || '00' end as city,
      (select max(c.changed_on)::text from change_records c where c.enterprise_id = e.id
        and c.item = '登记状态变更' and c.after = e.status) as exit_on
    from enterprises e left join regions g on g.code = e.region_code`);
  const dated = async (query: ReturnType<typeof sql>) => {
    const byId = new Map<number, Dated[]>();
    for (const r of await all<{ id: number; on: string; amount: unknown; inv?: boolean }>(query))
      byId.set(Number(r.id), [
        ...(byId.get(Number(r.id)) ?? []),
        { on: r.on, amount: Number(r.amount ?? 0), invention: Boolean(r.inv) },
      ]);
    return byId;
  };
  const patents = await dated(sql`select enterprise_id as id, applied_on::text as on, 0 as amount,
      type in (1, 8) as inv from patents`);
  const financing = await dated(sql`select enterprise_id as id, occurred_on::text as on,
      amount_wan as amount from financing_events`);
  const bids = await dated(sql`select enterprise_id as id, published_on::text as on, amount
      from bids where role = '中标'`);
  const penalties = await dated(sql`select enterprise_id as id, decided_on::text as on,
      0 as amount from penalties`);
  const judgments = await dated(sql`select enterprise_id as id, judged_on::text as on,
      0 as amount from judgments where role = '被告'`);
  facts = raw.map((r) => {
    const id = Number(r.id);
    const live = !['注销', '吊销'].includes(String(r.status));
    const currency = String(r.capital_currency);
    return {
      id,
      live,
      established: String(r.established),
      code: String(r.industry_code),
      category: String(r.industry_category),
      province: String(r.province),
      city: typeof r.city === 'string' ? r.city : null,
      district: districts.has(String(r.region_code)) ? String(r.region_code) : null,
      capital: Number(r.zczb ?? 0) * (CNY_RATES[currency] ?? 1),
      capitalKnown: r.zczb !== null,
      staff: typeof r.staff_size === 'string' ? r.staff_size : null,
      exitOn: !live && typeof r.exit_on === 'string' ? r.exit_on : null,
      qylx: String(r.qylx),
      zczb: r.zczb === null ? null : Number(r.zczb),
      currency,
      tags: r.tags as string[],
      patents: patents.get(id) ?? [],
      financing: financing.get(id) ?? [],
      bids: bids.get(id) ?? [],
      penalties: penalties.get(id) ?? [],
      judgments: judgments.get(id) ?? [],
    };
  });
  chains = new Map();
  for (const r of await all<{ code: string; id: number }>(sql`select distinct c.code,
      p.enterprise_id as id from chain_placements p join industry_chains c on c.id = p.chain_id
      where p.confidence <> 'weak'`))
    chains.set(r.code, (chains.get(r.code) ?? new Set()).add(Number(r.id)));
}, 240_000);
afterAll(() => backend.close());

const inRegion = (f: Fact, code: string) =>
  code === '000000' || f.province === code || f.city === code || f.district === code;
const inWindow = (on: string, [from, to]: readonly [string, string]) => on >= from && on < to;
const close = (a: number, b: number) => Math.abs(a - b) < 0.01;
const change = (value: number, base: number) =>
  base === 0 ? null : Math.round(((value - base) / Math.abs(base)) * 1000) / 10;

/** The largest value of `key` among `of` (ties by the value itself). */
function busiest(of: Fact[], key: (f: Fact) => string | null): string {
  const counts = new Map<string, number>();
  for (const f of of) {
    const k = key(f);
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

/** Every figure of an answer against the enterprises `members` (those of the subject). */
function expectFigures(o: FzzlOverview, members: Fact[], region: string, chain: boolean) {
  const here = members.filter((f) => inRegion(f, region));
  const alive = here.filter((f) => f.live);
  // Stock and its year-earlier base (a chain has none: its members are live ones).
  expect(o.stock.enterprises.value).toBe(alive.length);
  expect(
    close(
      o.stock.capital.value,
      alive.reduce((s, f) => s + f.capital, 0),
    ),
  ).toBe(true);
  if (chain) {
    expect(o.stock.enterprises.base).toBeNull();
    expect(o.stock.enterprises.note).toContain('在业企业');
  } else {
    const then = here.filter(
      (f) => f.established <= YEAR_AGO && (f.live || (f.exitOn !== null && f.exitOn > YEAR_AGO)),
    );
    expect(o.stock.enterprises.base).toBe(then.length);
    expect(o.stock.enterprises.yoy).toBe(change(alive.length, then.length));
    if (then.length === 0) expect(o.stock.enterprises.note).toBe('上年同期为0，无法计算同比');
    expect(
      close(
        o.stock.capital.base!,
        then.reduce((s, f) => s + f.capital, 0),
      ),
    ).toBe(true);
  }
  // Flows: every month of the window.
  expect(o.flow.monthly).toHaveLength(36);
  expect(o.flow.monthly.at(-1)!.month).toBe(TODAY.slice(0, 7));
  for (const m of o.flow.monthly) {
    const registered = here.filter((f) => f.established.startsWith(m.month));
    expect({ month: m.month, n: m.registrations }).toEqual({
      month: m.month,
      n: registered.length,
    });
    expect(
      close(
        m.capitaladded,
        registered.reduce((s, f) => s + f.capital, 0),
      ),
    ).toBe(true);
    const exits = chain ? 0 : here.filter((f) => f.exitOn?.startsWith(m.month)).length;
    expect({ month: m.month, exits: m.cancellations }).toEqual({ month: m.month, exits });
  }
  const full = o.flow.monthly.slice(0, -1);
  const sum = (ms: typeof full, k: 'registrations' | 'cancellations') =>
    ms.reduce((s, m) => s + m[k], 0);
  const last = sum(full.slice(-12), 'registrations');
  const prev = sum(full.slice(-24, -12), 'registrations');
  expect(o.flow.last12.registrations).toMatchObject({
    value: last,
    base: prev,
    yoy: change(last, prev),
  });
  expect(o.flow.latest.registrations).toMatchObject({
    value: full.at(-1)!.registrations,
    base: full.at(-13)!.registrations,
  });
  expect(o.period.last12).toEqual({ from: '2025-11', to: '2026-10' });
  expect(o.period.prev12).toEqual({ from: '2024-11', to: '2025-10' });
  expect(o.flow.exitsknown).toBe(!chain);
  if (chain) expect(o.flow.last12.cancellations.note).toContain('不计注销');
  else {
    const exits = sum(full.slice(-12), 'cancellations');
    const base = sum(full.slice(-24, -12), 'cancellations');
    expect(o.flow.last12.cancellations).toMatchObject({ value: exits, base });
    expect(o.flow.last12.net).toMatchObject({ value: last - exits, base: prev - base });
  }
  // Bands of the live enterprises.
  const staff = [...STAFF_BANDS.map((b) => b.label), '未公示'].map(
    (label) =>
      alive.filter((f) =>
        label === '未公示' ? !STAFF_BANDS.some((b) => b.label === f.staff) : f.staff === label,
      ).length,
  );
  expect(o.distributions.staff.map((b) => b.count)).toEqual(staff);
  const capital = [...CAPITAL_RANGES.map((r) => r.label), '未公示'].map((_, i) =>
    alive.filter((f) => {
      if (!f.capitalKnown) return i === CAPITAL_RANGES.length;
      const r = CAPITAL_RANGES[i];
      return r !== undefined && f.capital >= r.min && (r.max === null || f.capital < r.max);
    }),
  );
  expect(o.distributions.capital.map((b) => b.count)).toEqual(capital.map((c) => c.length));
  const age = [0, 1, 2, 3, 4].map(
    (i) =>
      alive.filter((f) => {
        const band = AGE_BOUNDS.findIndex((bound) => f.established > bound);
        return (band < 0 ? 4 : band) === i;
      }).length,
  );
  expect(o.distributions.age.map((b) => b.count)).toEqual(age);
  // Activity over the two windows, of every enterprise of the subject there.
  const count = (k: 'patents' | 'financing' | 'bids' | 'penalties' | 'judgments', w: Window) =>
    here.reduce((s, f) => s + f[k].filter((d) => inWindow(d.on, w)).length, 0);
  const amount = (k: 'financing' | 'bids', w: Window) =>
    here.reduce(
      (s, f) => s + f[k].filter((d) => inWindow(d.on, w)).reduce((a, d) => a + d.amount, 0),
      0,
    );
  const activity = new Map(o.activity.map((a) => [a.key, a]));
  const keys = {
    financing: 'financing',
    patents: 'patents',
    bids: 'bids',
    penalties: 'penalties',
    judgments: 'judgments',
  } as const;
  for (const [key, fact] of Object.entries(keys)) {
    const a = activity.get(key as keyof typeof keys)!;
    expect({ key, value: a.count.value, base: a.count.base }).toEqual({
      key,
      value: count(fact, LAST),
      base: count(fact, PREV),
    });
  }
  const inventions = (w: Window) =>
    here.reduce((s, f) => s + f.patents.filter((d) => d.invention && inWindow(d.on, w)).length, 0);
  expect(activity.get('inventions')!.count).toMatchObject({
    value: inventions(LAST),
    base: inventions(PREV),
  });
  expect(close(activity.get('financing')!.amount!.value, amount('financing', LAST))).toBe(true);
  expect(close(activity.get('bids')!.amount!.base!, amount('bids', PREV))).toBe(true);
  // Leaders: the live enterprises by score, capital, id.
  const scored = alive
    .map((f) => ({
      f,
      score: leaderScore(
        leaderParts({
          listed: f.qylx.includes('上市') && !f.qylx.includes('非上市'),
          zczb: f.zczb,
          capitalCurrency: f.currency,
          tags: f.tags,
          patents: f.patents.length,
          inventions: f.patents.filter((d) => d.invention).length,
        }),
      ),
      capital: capitalInCny(f.zczb, f.currency),
    }))
    .sort((a, b) => b.score - a.score || b.capital - a.capital || a.f.id - b.f.id)
    .slice(0, 10);
  expect(o.leaders.rows.map((l) => Number(l.ID_))).toEqual(scored.map((s) => s.f.id));
  expect(o.leaders.rows.map((l) => l.score)).toEqual(scored.map((s) => s.score));
}

/** Checks a subject nationally, in its busiest province and in its busiest city. */
async function checkSubject(params: Record<string, string>, members: Fact[], chain = false) {
  expect(members.length).toBeGreaterThan(0);
  const province = busiest(members, (f) => f.province);
  const city = busiest(members, (f) => f.city);
  for (const region of ['000000', province, city]) {
    const answer = await overview({ ...params, region });
    expect(answer.status).toBe(200);
    const o = answer.body.data[0]!;
    expect(o.region.code).toBe(region);
    expectFigures(o, members, region, chain);
    expect(o.asof).not.toBeNull();
    expect(o.demo).toBe(true);
    // The map: a province's figures sum what its features hold.
    for (const row of o.map.rows.slice(0, 8))
      expect({ code: row.code, n: row.count }).toEqual({
        code: row.code,
        n: members.filter((f) => f.live && inRegion(f, row.code)).length,
      });
    if (region === '000000') expect(o.map.level).toBe('country');
    else expect(o.map.level).toBe(`${region.slice(0, 2)}0000`);
    if (region === '000000') expect(o.stock.nationalshare).toBeNull();
  }
}

describe('fzzlOverview: figures equal direct counts', () => {
  it('for a 门类', async () => {
    const category = busiest(facts, (f) => f.category);
    const answer = await overview({ industry: category });
    const o = answer.body.data[0]!;
    expect(o.subject).toMatchObject({ kind: 'industry', level: 1 });
    // The data exercise what is compared: exits, activity and a full list of leaders.
    expect(o.flow.monthly.some((m) => m.cancellations > 0)).toBe(true);
    expect(
      o.activity.filter((a) => a.count.value + (a.count.base ?? 0) > 0).length,
    ).toBeGreaterThan(2);
    expect(o.leaders.rows).toHaveLength(10);
    await checkSubject(
      { industry: category },
      facts.filter((f) => f.category === category),
    );
  });

  it('for a 大类', async () => {
    const division = busiest(facts, (f) => f.code.slice(0, 2));
    const answer = await overview({ industry: division });
    const subject = answer.body.data[0]!.subject;
    expect(subject.level).toBe(2);
    expect(subject.path.map((p) => p.code)).toEqual([expect.stringMatching(/^[A-T]$/), division]);
    await checkSubject(
      { industry: division },
      facts.filter((f) => f.code.startsWith(division)),
    );
  });

  it('for a 中类', async () => {
    const group = busiest(facts, (f) => f.code.slice(0, 3));
    await checkSubject(
      { industry: group },
      facts.filter((f) => f.code.startsWith(group)),
    );
  });

  it('for a chain (its stock from the chain figures, no exits, no year-earlier stock)', async () => {
    const [code, ids] = [...chains.entries()].sort((a, b) => b[1].size - a[1].size)[0]!;
    await checkSubject(
      { chain: code },
      facts.filter((f) => ids.has(f.id)),
      true,
    );
  });

  it('a region without the subject has zeros, and no made-up 同比', async () => {
    const division = busiest(facts, (f) => f.code.slice(0, 2));
    const absent = ['110000', '310000', '540000', '650000', '630000'].find(
      (p) => !facts.some((f) => f.code.startsWith(division) && f.province === p),
    )!;
    const answer = await overview({ industry: division, region: absent });
    const o = answer.body.data[0]!;
    expect(o.stock.enterprises).toMatchObject({ value: 0, base: 0, yoy: null });
    expect(o.stock.enterprises.note).toBe('上年同期为0，无法计算同比');
    expect(o.leaders.rows).toEqual([]);
  });
});

describe('fzzlOverview: bad input', () => {
  it('answers unknown industries, chains and regions with Chinese messages', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ industry: '99' }, 404, '行业不存在：99'],
      [{ industry: '0111' }, 400, '请选择门类、大类或中类'],
      [{ industry: 'Z' }, 400, '请选择门类、大类或中类'],
      [{ chain: 'no-such-chain' }, 404, '产业链不存在'],
      [{ industry: 'C', chain: 'nev' }, 400, '产业链与行业只能选择其一'],
      [{}, 400, '请选择行业或产业链'],
      [{ industry: 'C', region: '990000' }, 404, '地区不存在'],
      [{ industry: 'C', region: 'abc' }, 400, '地区'],
      [{ industry: 'C', region: '320102' }, 400, '请选择全国、省或市'],
    ];
    for (const [params, status, message] of cases) {
      const answer = await overview(params);
      expect({ params, status: answer.status }).toEqual({ params, status });
      expect(answer.body.message).toContain(message);
    }
    // A municipality's district is a region of its map: answered.
    expect((await overview({ industry: 'C', region: '110105' })).status).toBe(200);
  });

  it('needs a login', async () => {
    expect((await overview({ industry: 'C' }, '')).status).toBe(401);
  });
});

describe('step industry-overview', () => {
  it('is idempotent', async () => {
    const dump = async () =>
      JSON.stringify([
        await all(sql`select * from industry_overview_stats
          order by subject_kind, subject_code, region_code`),
        await all(sql`select * from industry_overview_monthly
          order by subject_kind, subject_code, region_code, month`),
      ]);
    const before = await dump();
    await refreshIndustryOverview(backend.db, backend.clock.now());
    expect(await dump()).toBe(before);
  });
});
