import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CAPITAL_RANGES, OTHER_OPTIONS } from '@/lib/contract/search';
import { LEAD_TRIGGER_OPTIONS, type LeadsAnswer } from '@/lib/contract/leads';
import { createEnterpriseTestBackend } from '../test/test-backend';
import { customQuery } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { customers } from '../db/schema';
import { DEMO_EXPORT_NOTE } from '../services/search/export-file';

// 融资商机 / 存款商机 lists (rzsjLeads, cksjLeads) over the derived leads of a demo dataset:
// randomised filters against a brute-force oracle, the 'local' default, hostile params,
// permissions.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;
let trial: string;

type OracleRow = {
  id: number;
  kind: 'rzsj' | 'cksj';
  score: number;
  latest_on: string;
  region_code: string;
  industry_code: string;
  industry_category: string;
  zczb: number | null;
  tags: string[];
  trigger_types: string[];
  triggers: { trigger: string; on: string }[];
  risky: boolean;
  chains: string[];
};
let oracle: OracleRow[] = [];

const query = (alias: string, params: unknown, token: string | undefined = vip) =>
  customQuery<LeadsAnswer['data']>(backend, alias, params, token);

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

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  [vip, trial] = [
    await smsLoginToken(backend, '13800000001'),
    await smsLoginToken(backend, '13800000002'),
  ];
  const rows = (
    (await backend.db.execute(sql`select l.enterprise_id as id, l.kind, l.score,
        to_char(l.latest_on, 'YYYY-MM-DD') as latest_on, l.region_code, l.industry_code,
        l.industry_category, l.zczb, l.tags, l.trigger_types, l.triggers,
        cardinality(l.risk_flags) > 0 as risky,
        array(select cp.chain_id::text from chain_placements cp
          where cp.enterprise_id = l.enterprise_id and cp.confidence <> 'weak') as chains
      from leads l`)) as { rows: (OracleRow & { id: string; zczb: string | null })[] }
  ).rows;
  oracle = rows.map((r) => ({
    ...r,
    id: Number(r.id),
    zczb: r.zczb === null ? null : Number(r.zczb),
  }));
}, 120_000);
afterAll(() => backend.close());

type Params = {
  region: string;
  sshy?: string[];
  cyl?: string[];
  zczb?: string[];
  other?: string[];
  trigger?: string[];
  dateFrom?: string;
  dateTo?: string;
  excludeRisky?: boolean;
  sort?: 'score' | 'date';
};

function expected(kind: 'rzsj' | 'cksj', p: Params): number[] {
  const list = oracle.filter((r) => {
    if (r.kind !== kind) return false;
    if (p.region !== '000000') {
      const prefix = p.region.replace(/(00)+$/, '');
      if (!r.region_code.startsWith(prefix)) return false;
    }
    if (
      p.sshy?.length &&
      !p.sshy.some((c) =>
        /^[A-T]$/.test(c) ? r.industry_category === c : r.industry_code.startsWith(c),
      )
    )
      return false;
    if (p.cyl?.length && !p.cyl.some((c) => r.chains.includes(c))) return false;
    if (p.zczb?.length) {
      const ok = p.zczb.some((v) => {
        const range = CAPITAL_RANGES.find((c) => c.value === v)!;
        return r.zczb !== null && r.zczb >= range.min && (range.max === null || r.zczb < range.max);
      });
      if (!ok) return false;
    }
    if (p.other?.length) {
      const tags = p.other.map((v) => OTHER_OPTIONS.find((o) => o.value === v)!.tag!);
      if (!tags.some((t) => r.tags.includes(t))) return false;
    }
    if (p.trigger?.length && !p.trigger.some((t) => r.trigger_types.includes(t))) return false;
    if (p.dateFrom || p.dateTo) {
      const hit = r.triggers.some(
        (t) =>
          (!p.dateFrom || t.on >= p.dateFrom) &&
          (!p.dateTo || t.on <= p.dateTo) &&
          (!p.trigger?.length || p.trigger.includes(t.trigger)),
      );
      if (!hit) return false;
    }
    if (p.excludeRisky && r.risky) return false;
    return true;
  });
  list.sort((a, b) =>
    p.sort === 'date'
      ? b.latest_on.localeCompare(a.latest_on) || b.score - a.score || a.id - b.id
      : b.score - a.score || a.id - b.id,
  );
  return list.map((r) => r.id);
}

it('derives leads of both kinds from the demo data, with evidence and products', () => {
  expect(oracle.filter((r) => r.kind === 'rzsj').length).toBeGreaterThan(0);
  expect(oracle.filter((r) => r.kind === 'cksj').length).toBeGreaterThan(0);
});

it('filters and orders as a direct reading of the leads does (randomised)', async () => {
  const r = prng(15);
  const provinces = [...new Set(oracle.map((o) => `${o.region_code.slice(0, 2)}0000`))];
  const cities = [...new Set(oracle.map((o) => `${o.region_code.slice(0, 4)}00`))];
  const categories = [...new Set(oracle.map((o) => o.industry_category))];
  const divisions = [...new Set(oracle.map((o) => o.industry_code.slice(0, 2)))];
  const chains = [...new Set(oracle.flatMap((o) => o.chains))];
  const dates = [...new Set(oracle.flatMap((o) => o.triggers.map((t) => t.on)))].sort();
  const tagOptions = OTHER_OPTIONS.filter((o) => o.tag).map((o) => o.value);
  let nonEmpty = 0;
  for (let i = 0; i < 80; i += 1) {
    const kind = r.pick(['rzsj', 'cksj'] as const);
    const p: Params = {
      region: r.next() < 0.5 ? '000000' : r.pick([...provinces, ...cities]),
    };
    if (r.next() < 0.3) p.sshy = r.some([...categories, ...divisions], 0.15);
    if (r.next() < 0.2 && chains.length) p.cyl = r.some(chains, 0.5);
    if (r.next() < 0.3)
      p.zczb = r.some(
        CAPITAL_RANGES.map((c) => c.value),
        0.4,
      );
    if (r.next() < 0.2) p.other = r.some(tagOptions, 0.4);
    if (r.next() < 0.4)
      p.trigger = r.some(
        LEAD_TRIGGER_OPTIONS.filter((t) => (t.kinds as readonly string[]).includes(kind)).map(
          (t) => t.value,
        ),
        0.4,
      );
    if (r.next() < 0.3) {
      const [a, b] = [r.pick(dates), r.pick(dates)].sort() as [string, string];
      if (r.next() < 0.7) p.dateFrom = a;
      if (r.next() < 0.7) p.dateTo = b;
    }
    if (r.next() < 0.3) p.excludeRisky = true;
    if (r.next() < 0.4) p.sort = 'date';
    const want = expected(kind, p);
    if (want.length > 0) nonEmpty += 1;
    const res = await query(kind === 'rzsj' ? 'rzsjLeads' : 'cksjLeads', { ...p, pageSize: 50 });
    expect(res.status).toBe(200);
    const extra = res.body.extraData as LeadsAnswer['extraData'];
    expect({ case: i, p, total: extra.totalCount }).toEqual({ case: i, p, total: want.length });
    expect(res.body.data.map((d) => Number(d.ID_))).toEqual(want.slice(0, 50));
  }
  // The cases are not vacuous.
  expect(nonEmpty).toBeGreaterThanOrEqual(20);
});

it('answers a row with its triggers, evidence, score breakdown and products', async () => {
  const res = await query('cksjLeads', { region: '000000', pageSize: 10 });
  const row = res.body.data[0]!;
  expect(row.triggers.length).toBeGreaterThan(0);
  expect(row.triggers[0]!.sentence).toMatch(/^(\d{4}-\d{2}-\d{2}|近 \d+ 天)/);
  for (const t of row.triggers) {
    expect(LEAD_TRIGGER_OPTIONS.some((o) => o.value === t.trigger)).toBe(true);
    expect(t.id).toMatch(/^\d+$/);
  }
  expect(row.score).toBeCloseTo(row.triggerpoints * row.sizefactor - row.riskpenalty, 0);
  expect(row.products.length).toBeGreaterThan(0);
  // Every product says which of the lead's triggers suggest it.
  expect(row.productreasons.map((p) => p.product)).toEqual(row.products);
  const names = new Set(row.triggers.map((t) => t.name));
  for (const p of row.productreasons) {
    expect(p.triggers.length).toBeGreaterThan(0);
    for (const n of p.triggers) expect(names.has(n)).toBe(true);
  }
  expect(row.region).toMatch(/\//);
  // The enterprise's contacts, as its own row has them.
  const rows10 = res.body.data;
  const contacts = (
    (await backend.db.execute(
      sql`select id, legal_representative, lxfs, email from enterprises where id in (${sql.join(
        rows10.map((r) => sql`${Number(r.ID_)}`),
        sql`, `,
      )})`,
    )) as {
      rows: {
        id: string;
        legal_representative: string;
        lxfs: string | null;
        email: string | null;
      }[];
    }
  ).rows;
  const byId = new Map(contacts.map((c) => [String(c.id), c]));
  for (const r of rows10) {
    const c = byId.get(r.ID_)!;
    expect({ fddbr: r.fddbr, lxfs: r.lxfs, email: r.email }).toEqual({
      fddbr: c.legal_representative,
      lxfs: c.lxfs || null,
      email: c.email || null,
    });
  }
  expect(rows10.some((r) => r.lxfs)).toBe(true);
});

it("explains each kind with its own triggers, as the contract's filter offers them", async () => {
  for (const kind of ['rzsj', 'cksj'] as const) {
    const res = await query(`${kind}Leads`, { region: '000000' });
    const extra = res.body.extraData as LeadsAnswer['extraData'];
    expect(extra.rules.map((r) => r.trigger)).toEqual(
      LEAD_TRIGGER_OPTIONS.filter((o) => (o.kinds as readonly string[]).includes(kind)).map(
        (o) => o.value,
      ),
    );
    for (const r of extra.rules) {
      expect(r.name).toBe(LEAD_TRIGGER_OPTIONS.find((o) => o.value === r.trigger)!.label);
      expect(r.rule).toMatch(/[\u4e00-\u9fff]/);
      expect(r.products.length).toBeGreaterThan(0);
    }
    expect(extra.scoring.halfLifeDays).toBeGreaterThan(0);
  }
});

it('answers the totals of lists narrowed only by region and risk from the stored counts, exactly', async () => {
  const stored = (
    (await backend.db.execute(
      sql`select value::text as v from app_meta where key = 'leads_counts'`,
    )) as {
      rows: { v: string }[];
    }
  ).rows[0]?.v;
  expect(stored).toBeDefined();
  const provinces = [...new Set(oracle.map((o) => `${o.region_code.slice(0, 2)}0000`))];
  const cities = [...new Set(oracle.map((o) => `${o.region_code.slice(0, 4)}00`))];
  for (const kind of ['rzsj', 'cksj'] as const)
    for (const region of ['000000', ...provinces.slice(0, 3), ...cities.slice(0, 3)])
      for (const excludeRisky of [false, true]) {
        const res = await query(`${kind}Leads`, { region, excludeRisky });
        const total = (res.body.extraData as LeadsAnswer['extraData']).totalCount;
        expect({ kind, region, excludeRisky, total }).toEqual({
          kind,
          region,
          excludeRisky,
          total: expected(kind, { region, excludeRisky }).length,
        });
      }
  // One trigger type, with and without 排除风险企业: stored per type as well.
  for (const kind of ['rzsj', 'cksj'] as const)
    for (const trigger of LEAD_TRIGGER_OPTIONS.filter((o) =>
      (o.kinds as readonly string[]).includes(kind),
    ).map((o) => o.value))
      for (const region of ['000000', provinces[0]!, cities[0]!])
        for (const excludeRisky of [false, true]) {
          const res = await query(`${kind}Leads`, { region, excludeRisky, trigger });
          const total = (res.body.extraData as LeadsAnswer['extraData']).totalCount;
          const want = expected(kind, { region, excludeRisky, trigger: [trigger] }).length;
          expect({ kind, trigger, region, excludeRisky, total }).toEqual({
            kind,
            trigger,
            region,
            excludeRisky,
            total: want,
          });
        }
  // They are what the list reads (a changed figure shows), and the export quota too.
  const changed = JSON.parse(stored!) as { rzsj: { all: Record<string, number> } };
  changed.rzsj.all[''] = 123_456;
  const save = (v: string) =>
    backend.db.execute(sql`update app_meta set value = ${v}::jsonb where key = 'leads_counts'`);
  await save(JSON.stringify(changed));
  try {
    const res = await query('rzsjLeads', { region: '000000' });
    expect((res.body.extraData as LeadsAnswer['extraData']).totalCount).toBe(123_456);
  } finally {
    await save(stored!);
  }
});

it("defaults to the caller's city", async () => {
  const res = await query('rzsjLeads', {});
  expect(res.status).toBe(200);
  const extra = res.body.extraData as LeadsAnswer['extraData'];
  expect(extra.region.code).toBe('310100');
  expect(extra.totalCount).toBe(expected('rzsj', { region: '310100' }).length);
});

it('refuses unknown and hostile params in Chinese', async () => {
  const cases: [unknown, RegExp][] = [
    [{ nosuch: 1 }, /[\u4e00-\u9fff]/],
    [{ trigger: "bid_won'; drop table leads;--" }, /触发类型不存在/],
    [{ dateFrom: '2026-13-45' }, /日期格式/],
    [{ dateFrom: 'yesterday' }, /日期格式/],
    [{ dateFrom: '2026-10-01', dateTo: '2026-09-01' }, /开始日期不能晚于结束日期/],
    [{ pageSize: 1000 }, /只能是10、20或50/],
    [{ sshy: ['ZZ'] }, /行业/],
    [{ sort: 'name' }, /[\u4e00-\u9fff]/],
  ];
  for (const [params, message] of cases) {
    const res = await query('rzsjLeads', params);
    expect({ params, status: res.status }).toEqual({ params, status: 400 });
    expect(res.body.message).toMatch(message);
  }
  expect((await query('rzsjLeads', { region: '999999' })).status).toBe(404);
  const [{ n }] = (
    (await backend.db.execute(sql`select count(*)::int as n from leads`)) as {
      rows: { n: number }[];
    }
  ).rows as [{ n: number }];
  expect(n).toBe(oracle.length);
});

it('needs the screen permission (VIP) and a login', async () => {
  for (const [alias, screen] of [
    ['rzsjLeads', '融资商机'],
    ['cksjLeads', '存款商机'],
  ] as const) {
    const res = await query(alias, {}, trial);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(`当前会员等级无权使用${screen}，请升级会员`);
    expect((await query(alias, {}, '')).status).toBe(401);
  }
});

describe('已是客户 (customer)', () => {
  const userIdOf = async (phone: string) =>
    (
      (await backend.db.execute(sql`select id from users where phone = ${phone}`)) as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;
  const book = async (userId: string, enterpriseIds: number[]) => {
    const now = new Date();
    await backend.db.insert(customers).values(
      enterpriseIds.map((enterpriseId) => ({
        id: randomUUID(),
        userId,
        enterpriseId,
        stageDates: { lead: '2026-11-01' },
        source: 'cksj',
        createdAt: now,
        updatedAt: now,
      })),
    );
  };
  let mine: number[] = [];
  let theirs: number[] = [];

  beforeAll(async () => {
    // Mine: three leads of the national 存款 list; another user's: three others.
    const all = expected('cksj', { region: '000000' });
    mine = [all[0]!, all[2]!, all[5]!];
    theirs = [all[1]!, all[3]!, all[4]!];
    await book(await userIdOf('13800000001'), mine);
    await book(await userIdOf('13800000002'), theirs);
  });
  afterAll(() => backend.db.execute(sql`delete from customers`));

  const ids = async (customer: string, extra: Record<string, unknown> = {}) => {
    const res = await query('cksjLeads', { region: '000000', pageSize: 50, customer, ...extra });
    expect(res.status).toBe(200);
    return {
      ids: res.body.data.map((d) => Number(d.ID_)),
      total: (res.body.extraData as LeadsAnswer['extraData']).totalCount,
    };
  };

  it("excludes exactly the caller's customers, never another user's", async () => {
    const all = expected('cksj', { region: '000000' });
    const without = all.filter((id) => !mine.includes(id));
    const got = await ids('exclude');
    expect(got.total).toBe(without.length);
    expect(got.ids).toEqual(without.slice(0, 50));
    for (const id of theirs) expect(got.ids).toContain(id);
    expect(await ids('all')).toEqual({ ids: all.slice(0, 50), total: all.length });
  });

  it('counts a trigger type without my customers exactly (stored count less my own)', async () => {
    for (const o of LEAD_TRIGGER_OPTIONS.filter((t) =>
      (t.kinds as readonly string[]).includes('cksj'),
    )) {
      const all = expected('cksj', { region: '000000', trigger: [o.value] });
      const got = await ids('exclude', { trigger: o.value });
      expect({ trigger: o.value, total: got.total }).toEqual({
        trigger: o.value,
        total: all.filter((id) => !mine.includes(id)).length,
      });
    }
  });

  it("shows only the caller's customers, with the other filters", async () => {
    expect(await ids('only')).toEqual({ ids: mine, total: 3 });
    const date = await ids('only', { sort: 'date' });
    expect(date.ids).toEqual(
      expected('cksj', { region: '000000', sort: 'date' }).filter((id) => mine.includes(id)),
    );
  });

  it('applies to the export quota and the export', async () => {
    const all = expected('cksj', { region: '000000' });
    const quota = await customQuery<{ matched: number }[]>(
      backend,
      'cksjExportQuota',
      { region: '000000', customer: 'exclude' },
      vip,
    );
    expect(quota.body.data[0]!.matched).toBe(all.length - mine.length);
    const csv = await backend.app.request(
      '/api-zsai-query/zsai/cksj/export?region=000000&customer=only&format=csv',
      { headers: { authorization: `Bearer ${vip}` } },
    );
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.shift()!.replace(/^\uFEFF/, '')).toBe(DEMO_EXPORT_NOTE);
    expect(lines.length - 1).toBe(mine.length);
  });

  it('refuses an unknown value in Chinese', async () => {
    const res = await query('cksjLeads', { customer: 'mine' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/已是客户/);
  });
});

describe('export', () => {
  const download = (kind: string, params: Record<string, string>, token?: string) =>
    backend.app.request(
      `/api-zsai-query/zsai/${kind}/export?${new URLSearchParams(params).toString()}`,
      { headers: token ? { authorization: `Bearer ${token}` } : {} },
    );

  it('streams the screen rows with their reasons as CSV and .xlsx, within the quota', async () => {
    const params = { region: '000000', sort: 'date', excludeRisky: 'true' };
    const want = expected('cksj', { region: '000000', sort: 'date', excludeRisky: true });
    const quota = await customQuery<{ rows: number; matched: number }[]>(
      backend,
      'cksjExportQuota',
      params,
      vip,
    );
    expect(quota.status).toBe(200);
    expect(quota.body.data[0]!.matched).toBe(want.length);
    const csv = await download('cksj', { ...params, format: 'csv' }, vip);
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.shift()!.replace(/^\uFEFF/, '')).toBe(DEMO_EXPORT_NOTE);
    expect(lines[0]).toMatch(
      /^企业名称,统一社会信用代码,.*法定代表人,联系电话,邮箱,商机评分.*推荐产品.*商机依据$/,
    );
    expect(lines.length - 1).toBe(Math.min(want.length, quota.body.data[0]!.rows));
    const names = (
      (await backend.db.execute(
        sql`select id, qymc from enterprises where id in (${sql.join(
          want.slice(0, 3).map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )) as { rows: { id: string; qymc: string }[] }
    ).rows;
    const nameOf = new Map(names.map((n) => [Number(n.id), n.qymc]));
    for (const [i, id] of want.slice(0, 3).entries())
      expect(lines[i + 1]!.startsWith(nameOf.get(id)!)).toBe(true);
    const xlsx = await download('cksj', { ...params, format: 'xlsx' }, vip);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toMatch(/spreadsheetml/);
  });

  it('refuses hostile params, other tiers and visitors', async () => {
    const bad = await download('rzsj', { trigger: 'nosuch' }, vip);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/触发类型不存在/);
    expect((await download('rzsj', { format: 'pdf' }, vip)).status).toBe(400);
    expect((await download('rzsj', {}, trial)).status).toBe(403);
    expect((await download('rzsj', {})).status).toBe(401);
    expect((await customQuery(backend, 'rzsjExportQuota', {}, trial)).status).toBe(403);
  });
});
