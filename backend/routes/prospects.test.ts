import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  CAPITAL_RANGES,
  ENTERPRISE_TYPES,
  FOUNDED_RANGES,
  OTHER_OPTIONS,
  STATUSES,
} from '@/lib/contract/search';
import type {
  ProspectGroupInput,
  ProspectItemInput,
  ProspectListRecord,
  ProspectMemberRecord,
  ProspectRecord,
} from '@/lib/contract/prospects';
import { createEnterpriseTestBackend } from '../test/test-backend';
import { typeGroupOracle } from '../test/type-groups';
import { customQuery } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { runDerive } from '../data/derive';
import { addCustomers } from '../db/queries/customers';
import { rerunStaleLists } from '../services/prospects/rerun';
import { runList } from '../services/prospects/lists';
import { staleLists } from '../db/queries/prospect-lists';
import { regionByCode } from '../services/search/reference';
import { DEMO_EXPORT_NOTE } from '../services/search/export-file';

// 潜客筛查 and 潜客名单 (qksc*): randomised condition trees against a brute-force oracle over the
// same rows, saved lists that report exactly what is new after new data, the not-a-customer
// condition per user, owners only, and Chinese refusals.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;
let other: string;
let trial: string;
let vipId: string;
let otherId: string;

/** One enterprise with everything a condition reads. */
type Row = {
  id: number;
  region_code: string;
  industry_code: string;
  industry_category: string;
  zczb: number | null;
  established_on: string;
  qylx: string;
  status: string;
  tags: string[];
  lxfs: string | null;
  email: string | null;
  listing_status: string;
  chains: string[];
  nodes: string[];
  financing: string[];
  bids: string[];
  patents: string[];
  insured: number | null;
  penalties: string[];
  defendant: string[];
};
let data: Row[] = [];
const customersOf = new Map<string, Set<number>>();

const TODAY = '2026-11-21';
const yearsBack = (n: number) => `${Number(TODAY.slice(0, 4)) - n}${TODAY.slice(4)}`;
const PERIOD_YEARS: Record<string, number> = { '1y': 1, '2y': 2, '3y': 3, '5y': 5 };

async function loadData() {
  const res = (await backend.db.execute(sql`select e.id, e.region_code, e.industry_code,
      e.industry_category, e.zczb, to_char(e.established_on, 'YYYY-MM-DD') as established_on,
      e.qylx, e.status, e.tags, e.lxfs, e.email, e.listing_status,
      array(select cp.chain_id::text from chain_placements cp
        where cp.enterprise_id = e.id and cp.confidence <> 'weak') as chains,
      array(select n.code from chain_placements cp join industry_chain_nodes n on n.id = cp.node_id
        where cp.enterprise_id = e.id and cp.confidence <> 'weak') as nodes,
      array(select to_char(f.occurred_on, 'YYYY-MM-DD') from financing_events f
        where f.enterprise_id = e.id) as financing,
      array(select to_char(b.published_on, 'YYYY-MM-DD') from bids b
        where b.enterprise_id = e.id and b.role = '中标') as bids,
      array(select to_char(p.applied_on, 'YYYY-MM-DD') from patents p
        where p.enterprise_id = e.id) as patents,
      (select a.insured_count from annual_reports a where a.enterprise_id = e.id
        order by a.year desc limit 1) as insured,
      array(select to_char(p.decided_on, 'YYYY-MM-DD') from penalties p
        where p.enterprise_id = e.id) as penalties,
      array(select to_char(j.judged_on, 'YYYY-MM-DD') from judgments j
        where j.enterprise_id = e.id and j.role = '被告') as defendant
    from enterprises e`)) as { rows: (Row & { id: string; zczb: string | null })[] };
  data = res.rows.map((r) => ({
    ...r,
    id: Number(r.id),
    zczb: r.zczb === null ? null : Number(r.zczb),
    insured: r.insured === null ? null : Number(r.insured),
  }));
}

async function userId(phone: string) {
  const res = (await backend.db.execute(sql`select id from users where phone = ${phone}`)) as {
    rows: { id: string }[];
  };
  return res.rows[0]!.id;
}

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  [vip, other, trial] = [
    await smsLoginToken(backend, '13800000001'),
    await smsLoginToken(backend, '13800000003'),
    await smsLoginToken(backend, '13800000002'),
  ];
  [vipId, otherId] = [await userId('13800000001'), await userId('13800000003')];
  // Financing rounds are rare in a small demo dataset: a few constructed ones, spread in time.
  const some = (await backend.db.execute(sql`select id from enterprises order by id limit 12`)) as {
    rows: { id: string }[];
  };
  for (const [i, r] of some.rows.entries())
    await backend.db.execute(sql`insert into financing_events
      (enterprise_id, round, amount_text, investors, occurred_on, source, as_of)
      values (${Number(r.id)}, 'A轮', '数千万人民币', '测试资本',
        ${`${2026 - (i % 6)}-0${1 + (i % 9)}-15`}, 'test', ${TODAY})`);
  await loadData();
  // Each user's customers: overlapping, so one user's book never hides from the other.
  const ids = data.map((r) => r.id).sort((a, b) => a - b);
  const mine = ids.filter((_, i) => i % 5 === 0);
  const theirs = ids.filter((_, i) => i % 7 === 0);
  for (const [user, list] of [
    [vipId, mine],
    [otherId, theirs],
  ] as const) {
    await addCustomers(backend.db, user, list, { source: 'search', now: backend.clock.now() });
    customersOf.set(user, new Set(list));
  }
}, 180_000);
afterAll(() => backend.close());

const query = <T>(alias: string, params: unknown, token: string | undefined = vip) =>
  customQuery<T>(backend, alias, params, token);

// ---- the oracle ----

type Cond = Exclude<ProspectItemInput, { field: 'group' }>;
const inWindow = (dates: string[], from: string | null, to: string | null) =>
  dates.filter((d) => (!from || d >= from) && (!to || d <= to)).length;

function windowOf(c: { period?: string; from?: string; to?: string }) {
  if (c.from || c.to) return { from: c.from ?? null, to: c.to ?? null };
  return { from: yearsBack(PERIOD_YEARS[c.period ?? '1y']!), to: TODAY };
}

const TYPE_TESTS = (group: string) => (t: string) => typeGroupOracle(t) === group;

const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : String(v).split(','));

function matches(r: Row, c: Cond, user: string): boolean {
  switch (c.field) {
    case 'addr':
      // The region tree's own prefix (a municipality's city spans its county block too).
      return list(c.values).some((code) => r.region_code.startsWith(regionByCode(code)!.prefix));
    case 'sshy':
      return list(c.values).some((code) =>
        /^[A-T]$/.test(code) ? r.industry_category === code : r.industry_code.startsWith(code),
      );
    case 'zczb':
      return list(c.values).some((v) => {
        const range = CAPITAL_RANGES.find((x) => x.value === v)!;
        return r.zczb !== null && r.zczb >= range.min && (range.max === null || r.zczb < range.max);
      });
    case 'clnx':
      return list(c.values).some((v) => {
        const range = FOUNDED_RANGES.find((x) => x.value === v)!;
        return (
          r.established_on <= yearsBack(range.min) &&
          (range.max === null || r.established_on > yearsBack(range.max))
        );
      });
    case 'qylx':
      return list(c.values).some((v) => TYPE_TESTS(v)(r.qylx));
    case 'status':
      return list(c.values).includes(r.status);
    case 'other': {
      const values = list(c.values);
      const tags = values.flatMap((v) => OTHER_OPTIONS.find((o) => o.value === v)?.tag ?? []);
      const flags = values.filter((v) => !OTHER_OPTIONS.find((o) => o.value === v)?.tag);
      const flagOk = flags.every((f) =>
        f === 'phone'
          ? !!r.lxfs
          : f === 'email'
            ? !!r.email
            : f === 'neeq'
              ? r.listing_status === '新三板'
              : !['未上市', '新三板'].includes(r.listing_status),
      );
      return (tags.length === 0 || tags.some((t) => r.tags.includes(t))) && flagOk;
    }
    case 'cyl':
      return list(c.values).some((id) => r.chains.includes(id));
    case 'link':
      return list(c.values).some((code) => r.nodes.some((n) => n === code || nodeUnder(n, code)));
    case 'financing':
    case 'bidWon':
    case 'patent': {
      const w = windowOf(c);
      const dates =
        c.field === 'financing' ? r.financing : c.field === 'bidWon' ? r.bids : r.patents;
      return inWindow(dates, w.from, w.to) >= (Number(c.min ?? 1) || 1);
    }
    case 'insured':
      return (
        r.insured !== null &&
        (c.min === undefined || r.insured >= Number(c.min)) &&
        (c.max === undefined || r.insured <= Number(c.max))
      );
    case 'risk': {
      const w = windowOf({ period: c.period });
      return (c.values as string[]).every((risk) =>
        risk === 'penalty'
          ? inWindow(r.penalties, w.from, w.to) === 0
          : risk === 'defendant'
            ? inWindow(r.defendant, w.from, w.to) === 0
            : !['吊销', '注销'].includes(r.status),
      );
    }
    case 'notCustomer':
      return !customersOf.get(user)!.has(r.id);
  }
  return false;
}

/** Parent of each chain node code (filled in beforeAll of the random test). */
const parentOf = new Map<string, string | null>();
function nodeUnder(code: string, ancestor: string): boolean {
  for (let at = parentOf.get(code); at; at = parentOf.get(at)) if (at === ancestor) return true;
  return false;
}

function evaluate(
  group: { op?: string; items?: ProspectItemInput[] },
  r: Row,
  user: string,
): boolean {
  const items = group.items ?? [];
  if (items.length === 0) return true;
  const each = (item: ProspectItemInput): boolean =>
    item.field === 'group' ? evaluate(item, r, user) : matches(r, item, user);
  return group.op === 'or' ? items.some(each) : items.every(each);
}

const byCapital = (a: Row, b: Row) =>
  (a.zczb === null ? 1 : 0) - (b.zczb === null ? 1 : 0) ||
  (b.zczb ?? 0) - (a.zczb ?? 0) ||
  a.id - b.id;

function expected(tree: ProspectGroupInput, user = vipId): number[] {
  return data
    .filter((r) => evaluate(tree, r, user))
    .sort(byCapital)
    .map((r) => r.id);
}

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
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], p = 0.3): T[] => {
    const chosen = items.filter(() => next() < p);
    return chosen.length ? chosen : [pick(items)];
  };
  return { next, pick, some };
}

describe('screens equal a direct evaluation', () => {
  beforeAll(async () => {
    const nodes = (await backend.db.execute(sql`select n.code, p.code as parent
      from industry_chain_nodes n left join industry_chain_nodes p on p.id = n.parent_id`)) as {
      rows: { code: string; parent: string | null }[];
    };
    for (const n of nodes.rows) parentOf.set(n.code, n.parent);
  });

  it('counts and pages random AND/OR trees as the oracle does', async () => {
    const r = prng(1515);
    const provinces = [...new Set(data.map((o) => `${o.region_code.slice(0, 2)}0000`))];
    // Cities of the tree (a municipality's county block like 500200 is none).
    const cities = [...new Set(data.map((o) => `${o.region_code.slice(0, 4)}00`))].filter(
      (c) => regionByCode(c) !== undefined,
    );
    const categories = [...new Set(data.map((o) => o.industry_category))];
    const divisions = [...new Set(data.map((o) => o.industry_code.slice(0, 2)))];
    const chains = [...new Set(data.flatMap((o) => o.chains))];
    const nodeCodes = [...new Set(data.flatMap((o) => o.nodes))];
    const segments = [
      ...new Set(nodeCodes.map((c) => parentOf.get(c)).filter(Boolean)),
    ] as string[];
    const dates = [
      ...new Set(data.flatMap((o) => [...o.financing, ...o.bids, ...o.patents])),
    ].sort();
    const insured = data
      .flatMap((o) => (o.insured === null ? [] : [o.insured]))
      .sort((a, b) => a - b);

    const FIELDS = [
      'addr',
      'sshy',
      'zczb',
      'clnx',
      'qylx',
      'status',
      'other',
      'cyl',
      'link',
      'financing',
      'bidWon',
      'patent',
      'insured',
      'risk',
      'notCustomer',
    ] as const;
    const condition = (fields: readonly (typeof FIELDS)[number][] = FIELDS): Cond => {
      const field = r.pick(fields);
      switch (field) {
        case 'addr':
          return { field, values: r.some([...provinces, ...cities], 0.1) };
        case 'sshy':
          return { field, values: r.some([...categories, ...divisions], 0.1) };
        case 'zczb':
          return { field, values: r.some(CAPITAL_RANGES.map((c) => c.value)).join(',') };
        case 'clnx':
          return { field, values: r.some(FOUNDED_RANGES.map((c) => c.value)) };
        case 'qylx':
          return { field, values: r.some(ENTERPRISE_TYPES.map((c) => c.value)) };
        case 'status':
          return { field, values: r.some([...STATUSES]) };
        case 'other':
          return {
            field,
            values: r.some(
              OTHER_OPTIONS.map((c) => c.value),
              0.2,
            ),
          };
        case 'cyl':
          return { field, values: r.some(chains, 0.3) };
        case 'link':
          return { field, values: r.some(r.next() < 0.5 ? nodeCodes : segments, 0.1).slice(0, 20) };
        case 'financing':
        case 'bidWon':
        case 'patent': {
          const c: {
            field: typeof field;
            period?: string;
            from?: string;
            to?: string;
            min?: number;
          } = {
            field,
          };
          if (r.next() < 0.5) c.period = r.pick(['1y', '2y', '3y', '5y']);
          else if (dates.length) {
            const [a, b] = [r.pick(dates), r.pick(dates)].sort() as [string, string];
            if (r.next() < 0.8) c.from = a;
            if (r.next() < 0.8) c.to = b;
          }
          if (r.next() < 0.3) c.min = r.pick([2, 3]);
          return c as Cond;
        }
        case 'insured': {
          const [a, b] = [r.pick(insured), r.pick(insured)].sort((x, y) => x - y) as [
            number,
            number,
          ];
          return r.next() < 0.3
            ? { field, min: a }
            : r.next() < 0.5
              ? { field, max: b }
              : { field, min: a, max: b };
        }
        case 'risk':
          return {
            field,
            values: r.some(['penalty', 'defendant', 'abnormal'] as const, 0.5),
            ...(r.next() < 0.5 ? { period: r.pick(['1y', '3y'] as const) } : {}),
          };
        case 'notCustomer':
          return { field };
      }
    };
    const group = (depth: number): ProspectItemInput[] => {
      const n = 1 + Math.floor(r.next() * 3);
      return Array.from({ length: n }, () =>
        depth < 3 && r.next() < 0.3
          ? { field: 'group' as const, op: r.pick(['and', 'or'] as const), items: group(depth + 1) }
          : condition(),
      );
    };

    const check = async (i: number, tree: ProspectGroupInput) => {
      const want = expected(tree);
      const count = await query<{ count: number }[]>('qkscCount', { conditions: tree });
      expect({ case: i, tree, status: count.status, message: count.body.message }).toEqual({
        case: i,
        tree,
        status: 200,
        message: expect.anything() as string,
      });
      expect({ case: i, tree, count: count.body.data[0]!.count }).toEqual({
        case: i,
        tree,
        count: want.length,
      });
      const preview = await query<ProspectRecord[]>('qkscPreview', {
        conditions: tree,
        pageSize: 50,
        pageIndex: 1,
      });
      expect(preview.body.data.map((d) => Number(d.ID_))).toEqual(want.slice(0, 50));
      expect(preview.body.extraData?.totalCount).toBe(want.length);
      return want.length;
    };

    let nonEmpty = 0;
    let partial = 0;
    for (let i = 0; i < 60; i += 1) {
      const tree: ProspectGroupInput = { op: r.pick(['and', 'or'] as const), items: group(2) };
      const n = await check(i, tree);
      if (n > 0) nonEmpty += 1;
      if (n > 0 && n < data.length) partial += 1;
    }
    // ORs evaluated over every enterprise whose items are id sets (filters, links, activity,
    // 参保, nested ORs of them) compile to a union of the sets (compile.ts); an AND group or an
    // exclusion among them keeps the test per row.
    const positive = FIELDS.filter((f) => f !== 'risk' && f !== 'notCustomer');
    let partialUnions = 0;
    for (let i = 0; i < 30; i += 1) {
      const items = Array.from({ length: 2 + Math.floor(r.next() * 3) }, (): ProspectItemInput => {
        const x = r.next();
        if (x < 0.2)
          return { field: 'group', op: 'or', items: [condition(positive), condition(positive)] };
        if (x < 0.25)
          return { field: 'group', op: 'and', items: [condition(positive), condition()] };
        return x < 0.3 ? condition() : condition(positive);
      });
      const tree: ProspectGroupInput =
        r.next() < 0.2 ? { items: [{ field: 'group', op: 'or', items }] } : { op: 'or', items };
      const n = await check(60 + i, tree);
      if (n > 0 && n < data.length) partialUnions += 1;
    }
    expect(partialUnions).toBeGreaterThanOrEqual(10);
    // The cases are not vacuous: most match some enterprises and not all of them.
    expect(nonEmpty).toBeGreaterThanOrEqual(30);
    expect(partial).toBeGreaterThanOrEqual(25);
  }, 240_000);

  it('each dimension alone matches some enterprises and not others (the oracle is not trivial)', () => {
    const some: ProspectGroupInput[] = [
      { items: [{ field: 'financing', period: '5y' }] },
      { items: [{ field: 'bidWon', period: '2y' }] },
      { items: [{ field: 'patent', period: '3y' }] },
      { items: [{ field: 'insured', min: 10 }] },
      { items: [{ field: 'risk', values: ['penalty', 'defendant'], period: '5y' }] },
      { items: [{ field: 'notCustomer' }] },
    ];
    for (const tree of some) {
      const n = expected(tree).length;
      expect({ tree, some: n > 0 && n < data.length }).toEqual({ tree, some: true });
    }
  });

  it("excludes my customers with 不是我的客户, not another user's", async () => {
    const tree: ProspectGroupInput = { items: [{ field: 'notCustomer' }] };
    const mine = await query<{ count: number }[]>('qkscCount', { conditions: tree }, vip);
    const theirs = await query<{ count: number }[]>('qkscCount', { conditions: tree }, other);
    expect(mine.body.data[0]!.count).toBe(data.length - customersOf.get(vipId)!.size);
    expect(theirs.body.data[0]!.count).toBe(data.length - customersOf.get(otherId)!.size);
    const page = await query<ProspectRecord[]>('qkscPreview', { conditions: tree, pageSize: 50 });
    const ids = page.body.data.map((d) => Number(d.ID_));
    expect(ids.some((id) => customersOf.get(vipId)!.has(id))).toBe(false);
    // Some of the other user's customers are still in my screen.
    const all = expected(tree, vipId);
    expect(all.some((id) => customersOf.get(otherId)!.has(id))).toBe(true);
  });
});

describe('bad screens', () => {
  it('are refused with Chinese messages, never a 500', async () => {
    const deep = {
      items: [
        {
          field: 'group',
          op: 'or',
          items: [
            {
              field: 'group',
              op: 'and',
              items: [{ field: 'group', op: 'and', items: [{ field: 'notCustomer' }] }],
            },
          ],
        },
      ],
    };
    const cases: [unknown, RegExp][] = [
      [{ items: [{ field: 'nosuch' }] }, /条件类型不存在/],
      [{ items: [{ field: 'zczb', values: 'x' }] }, /注册资本范围不存在：x/],
      [{ items: [{ field: 'zczb' }] }, /请选择条件取值/],
      [{ items: [{ field: 'addr', values: '999999' }] }, /地区不存在：999999/],
      [{ items: [{ field: 'sshy', values: ['ZZ'] }] }, /行业/],
      [{ items: [{ field: 'cyl', values: ['987654'] }] }, /产业链不存在/],
      [{ items: [{ field: 'link', values: ['nosuch.node'] }] }, /产业链环节不存在：nosuch\.node/],
      [deep, /条件组最多嵌套3层/],
      [{ items: [{ field: 'group', op: 'or', items: [] }] }, /条件组不能为空/],
      [{ op: 'xor', items: [] }, /组合方式/],
      [{ items: [{ field: 'financing', period: '1y', from: '2026-01-01' }] }, /不能同时填写/],
      [{ items: [{ field: 'financing', from: '2026-13-01' }] }, /日期格式/],
      [
        { items: [{ field: 'patent', from: '2026-05-01', to: '2026-01-01' }] },
        /开始日期不能晚于结束日期/,
      ],
      [{ items: [{ field: 'insured', min: 50, max: 10 }] }, /下限不能大于上限/],
      [{ items: [{ field: 'insured' }] }, /请填写下限或上限/],
      [{ items: [{ field: 'risk', values: ['drunk'] }] }, /条件取值/],
      [
        { items: Array.from({ length: 21 }, () => ({ field: 'notCustomer' })) },
        /每个条件组最多20项/,
      ],
      [
        {
          items: Array.from({ length: 2 }, () => ({
            field: 'group',
            op: 'and',
            items: Array.from({ length: 16 }, () => ({ field: 'notCustomer' })),
          })),
        },
        /筛选条件最多30个/,
      ],
      [
        { items: [{ field: 'status', values: "存续'; drop table enterprises;--" }] },
        /登记状态不存在/,
      ],
    ];
    for (const [conditions, message] of cases) {
      const res = await query('qkscCount', { conditions });
      expect({ conditions, status: res.status }).toEqual({ conditions, status: 400 });
      expect({ conditions, message: res.body.message }).toEqual({
        conditions,
        message: expect.stringMatching(message) as string,
      });
    }
    expect((await query('qkscPreview', { conditions: {}, pageSize: 30 })).status).toBe(400);
    expect((await query('qkscCount', { conditions: {}, extra: 1 })).status).toBe(400);
  });

  it('need the screen permission (VIP) and a login', async () => {
    const res = await query('qkscCount', { conditions: {} }, trial);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('当前会员等级无权使用潜客筛查，请升级会员');
    expect((await query('qkscLists', {}, trial)).status).toBe(403);
    expect((await query('qkscCount', { conditions: {} }, '')).status).toBe(401);
  });
});

// ---- saved lists ----

async function insertPatent(enterpriseId: number, on: string) {
  await backend.db.execute(sql`insert into patents
    (enterprise_id, type, title, application_no, applied_on, legal_status, source, as_of)
    values (${enterpriseId}, 1, '一种测试装置', ${`CN-T-${enterpriseId}-${on}`}, ${on}, '审中', 'test', ${on})`);
}

const members = async (listId: string, newOnly = false, token = vip) =>
  query<ProspectMemberRecord[]>('qkscListMembers', { listId, newOnly, pageSize: 50 }, token);

async function allMembers(listId: string, newOnly = false): Promise<number[]> {
  const ids: number[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const res = await query<ProspectMemberRecord[]>('qkscListMembers', {
      listId,
      newOnly,
      pageSize: 50,
      pageIndex,
    });
    expect(res.status).toBe(200);
    ids.push(...res.body.data.map((d) => Number(d.ID_)));
    if (res.body.data.length < 50) return ids;
  }
}

describe('saved lists', () => {
  const tree: ProspectGroupInput = { op: 'and', items: [{ field: 'patent', period: '1y' }] };
  let listId: string;

  it('saves a screen with its count as the baseline (nothing new yet)', async () => {
    const saved = await query<ProspectListRecord[]>('qkscSaveList', {
      conditions: tree,
      title: ' 近一年专利申请企业 ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('名单已保存');
    const list = saved.body.data[0]!;
    listId = list.ID_;
    expect(list.title).toBe('近一年专利申请企业');
    const want = expected(tree);
    expect(want.length).toBeGreaterThan(0);
    expect(list.matchcount).toBe(want.length);
    expect(list.newcount).toBe(0);
    expect(list.lastrunat).toBe(backend.clock.now().toISOString());
    expect(await allMembers(listId)).toEqual(want);
    expect(await allMembers(listId, true)).toEqual([]);
  });

  it('refuses a second list of the same name, an empty screen and a blank name', async () => {
    const again = await query('qkscSaveList', { conditions: tree, title: '近一年专利申请企业' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('已有同名名单，请换一个名称');
    const empty = await query('qkscSaveList', { conditions: { items: [] }, title: '空' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('请至少添加一个筛选条件');
    const blank = await query('qkscSaveList', { conditions: tree, title: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/名单名称：请输入名单名称/);
    const long = await query('qkscSaveList', { conditions: tree, title: '名'.repeat(31) });
    expect(long.body.message).toMatch(/名单名称最多30个字/);
  });

  it('reports exactly the newly matching enterprises after new data, and only once', async () => {
    const before = new Set(expected(tree));
    const outside = data.filter((r) => !before.has(r.id)).slice(0, 3);
    expect(outside.length).toBe(3);
    for (const r of outside) await insertPatent(r.id, '2026-11-01');
    // A member drops out: its applications in the window are moved out of it.
    const leaving = data.find((r) => before.has(r.id))!;
    await backend.db.execute(sql`update patents set applied_on = '2019-01-01'
      where enterprise_id = ${leaving.id} and applied_on >= ${yearsBack(1)}`);
    await loadData();

    const ran = await query<ProspectListRecord[]>('qkscRunList', { listId });
    expect(ran.status).toBe(200);
    const want = expected(tree);
    expect(ran.body.data[0]!.matchcount).toBe(want.length);
    expect(ran.body.data[0]!.newcount).toBe(3);
    expect(ran.body.message).toBe(`名单已更新：匹配 ${want.length} 家，新增 3 家`);
    expect((await allMembers(listId, true)).sort()).toEqual(outside.map((r) => r.id).sort());
    expect(await allMembers(listId)).toEqual(want);
    expect(want).not.toContain(leaving.id);
    const page = await members(listId, true);
    expect(page.body.data.every((m) => m.isnew && m.current)).toBe(true);
    expect(page.body.extraData?.totalCount).toBe(3);

    // Nothing changed: a rerun finds nothing new. The member that left comes back: not new.
    await insertPatent(leaving.id, '2026-10-01');
    const again = await query<ProspectListRecord[]>('qkscRunList', { listId });
    expect(again.body.data[0]!.newcount).toBe(0);
    expect(again.body.data[0]!.matchcount).toBe(want.length + 1);
    expect(await allMembers(listId, true)).toEqual([]);
  });

  it('lists, renames and exports the list within the quota', async () => {
    const lists = await query<ProspectListRecord[]>('qkscLists', {});
    expect(lists.body.data.map((l) => l.ID_)).toContain(listId);
    const renamed = await query<ProspectListRecord[]>('qkscRenameList', {
      listId,
      title: '专利名单',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data[0]!.title).toBe('专利名单');
    const want = await allMembers(listId);
    const quota = await query<{ rows: number; matched: number }[]>('qkscExportQuota', { listId });
    expect(quota.body.data[0]!.matched).toBe(want.length);
    const csv = await backend.app.request(
      `/api-zsai-query/zsai/qksc/export?listId=${listId}&format=csv`,
      { headers: { authorization: `Bearer ${vip}` } },
    );
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.shift()!.replace(/^\uFEFF/, '')).toBe(DEMO_EXPORT_NOTE);
    expect(lines[0]).toMatch(/^企业名称,统一社会信用代码,.*首次匹配,本次新增$/);
    expect(lines.length - 1).toBe(want.length);
    const xlsx = await backend.app.request(
      `/api-zsai-query/zsai/qksc/export?listId=${listId}&format=xlsx`,
      { headers: { authorization: `Bearer ${vip}` } },
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toMatch(/spreadsheetml/);
    // Demo data: the data sheet's tab says so and a sheet 说明 holds the notice.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    expect(book.worksheets.map((w) => w.name)).toEqual(['潜客名单（演示数据）', '说明']);
    expect(book.worksheets[0]!.getRow(1).getCell(1).text).toBe('企业名称');
    expect(book.worksheets[0]!.rowCount).toBe(want.length + 1);
    expect(book.worksheets[1]!.getRow(1).getCell(1).text).toBe(DEMO_EXPORT_NOTE);
    const bad = await backend.app.request(
      `/api-zsai-query/zsai/qksc/export?listId=${listId}&format=pdf`,
      { headers: { authorization: `Bearer ${vip}` } },
    );
    expect(bad.status).toBe(400);
  });

  it('moves selected members, and then the rest, into a customer group of mine', async () => {
    const ids = await allMembers(listId);
    const groups = (await backend.db.execute(
      sql`select id, user_id from customer_groups where user_id in (${vipId}, ${otherId})`,
    )) as { rows: { id: string; user_id: string }[] };
    const myGroup = groups.rows.find((g) => g.user_id === vipId)!.id;
    const theirGroup = groups.rows.find((g) => g.user_id === otherId)!.id;
    const picked = ids.slice(0, 2).map(String);
    const moved = await query<{ added: number; already: number }[]>('qkscMoveToCustomers', {
      listId,
      enterpriseIds: picked,
      groupId: myGroup,
    });
    expect(moved.status).toBe(200);
    const known = customersOf.get(vipId)!;
    const fresh = ids.slice(0, 2).filter((id) => !known.has(id));
    expect(moved.body.data[0]).toMatchObject({ added: fresh.length, already: 2 - fresh.length });
    const rows = (await backend.db.execute(sql`select enterprise_id, group_id, source from customers
      where user_id = ${vipId} and source = 'qksc'`)) as {
      rows: { enterprise_id: string; group_id: string; source: string }[];
    };
    expect(rows.rows.map((r) => Number(r.enterprise_id)).sort()).toEqual(fresh.sort());
    expect(rows.rows.every((r) => r.group_id === myGroup)).toBe(true);

    const notMember = data.find((r) => !ids.includes(r.id))!.id;
    const refused = await query('qkscMoveToCustomers', {
      listId,
      enterpriseIds: [String(notMember)],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('所选企业不在该名单中');
    const theirs = await query('qkscMoveToCustomers', { listId, groupId: theirGroup });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('客户分组不存在');

    const all = await query<{ added: number; already: number }[]>('qkscMoveToCustomers', {
      listId,
    });
    expect(all.status).toBe(200);
    expect(all.body.data[0]!.added + all.body.data[0]!.already).toBe(ids.length);
  });

  it('is never visible or writable by another user', async () => {
    const mine = await query<ProspectListRecord[]>('qkscList', { listId });
    expect(mine.status).toBe(200);
    const theirs = await query<ProspectListRecord[]>('qkscLists', {}, other);
    expect(theirs.body.data.map((l) => l.ID_)).not.toContain(listId);
    for (const [alias, params] of [
      ['qkscList', { listId }],
      ['qkscRunList', { listId }],
      ['qkscRenameList', { listId, title: '偷改' }],
      ['qkscListMembers', { listId }],
      ['qkscExportQuota', { listId }],
      ['qkscMoveToCustomers', { listId }],
      ['qkscDeleteList', { listId }],
    ] as const) {
      const res = await query(alias, params, other);
      expect({ alias, status: res.status, message: res.body.message }).toEqual({
        alias,
        status: 404,
        message: '名单不存在',
      });
    }
    const file = await backend.app.request(`/api-zsai-query/zsai/qksc/export?listId=${listId}`, {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(file.status).toBe(404);
    // Untouched: still mine, same name, same last run.
    const after = await query<ProspectListRecord[]>('qkscList', { listId });
    expect(after.body.data[0]).toEqual(mine.body.data[0]);
    const stolen = (await backend.db.execute(
      sql`select count(*)::int as n from customers where user_id = ${otherId} and source = 'qksc'`,
    )) as { rows: { n: number }[] };
    expect(stolen.rows[0]!.n).toBe(0);
  });

  it('reruns daily (lists last run over a day ago) and after a data load', async () => {
    const lastRun = async () => {
      const res = await query<ProspectListRecord[]>('qkscList', { listId });
      return res.body.data[0]!.lastrunat!;
    };
    const at = new Date(await lastRun());
    expect(await rerunStaleLists(backend.db, new Date(at.getTime() + 23 * 3600_000))).toBe(0);
    expect(await lastRun()).toBe(at.toISOString());
    const later = new Date(at.getTime() + 25 * 3600_000);
    expect(await rerunStaleLists(backend.db, later)).toBe(1);
    expect(await lastRun()).toBe(later.toISOString());
    // A pass that found the list stale skips it when another run came first (its 新增 stays).
    const [snapshot] = await staleLists(backend.db, new Date(later.getTime() + 1), 10);
    await insertPatent(
      data.find((r) => r.patents.length === 0 && r.id % 2 === 1)!.id,
      '2026-11-19',
    );
    const clicked = await query<ProspectListRecord[]>('qkscRunList', { listId });
    expect(clicked.body.data[0]!.newcount).toBe(1);
    const skipped = await runList({ db: backend.db }, snapshot!, new Date(later.getTime() + 5), {
      onlyIfLastRunBefore: new Date(later.getTime() + 1),
    });
    expect(skipped).toBeNull();
    expect((await query<ProspectListRecord[]>('qkscList', { listId })).body.data[0]!.newcount).toBe(
      1,
    );
    // The derive pipeline (after every import) reruns every list; a new member is then new.
    const before = new Set(await allMembers(listId));
    const joining = data.find((r) => !before.has(r.id) && r.patents.length === 0)!;
    await insertPatent(joining.id, '2026-11-20');
    const report = await runDerive(backend.db, {
      now: () => new Date(later.getTime() + 3600_000),
    });
    expect(report.find((s) => s.step === 'prospect-lists')?.rows).toBe(1);
    expect(await allMembers(listId, true)).toEqual([joining.id]);
  }, 120_000);

  it('deletes the list with its members', async () => {
    const res = await query('qkscDeleteList', { listId });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('名单已删除');
    expect((await query('qkscList', { listId })).status).toBe(404);
    const left = (await backend.db.execute(
      sql`select count(*)::int as n from prospect_list_members where list_id = ${listId}`,
    )) as { rows: { n: number }[] };
    expect(left.rows[0]!.n).toBe(0);
  });
});

describe('a list in words', () => {
  it('names its values and tells each member the conditions it meets', async () => {
    // Two provinces and two capital bands that both hold data, and a tag: an OR of ANDs.
    const byProvince = new Map<string, number>();
    for (const r of data) {
      const p = `${r.region_code.slice(0, 2)}0000`;
      byProvince.set(p, (byProvince.get(p) ?? 0) + 1);
    }
    const provinces = [...byProvince.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([code]) => code);
    expect(provinces.length).toBe(2);
    const tree: ProspectGroupInput = {
      op: 'or',
      items: [
        {
          field: 'group',
          op: 'and',
          items: [
            { field: 'addr', values: provinces },
            { field: 'zczb', values: ['500-1000', '1000-5000'] },
          ],
        },
        { field: 'other', values: ['zjtx', 'gxjs'] },
      ],
    };
    const saved = await query<ProspectListRecord[]>('qkscSaveList', {
      conditions: tree,
      title: '名称与理由',
    });
    expect(saved.status).toBe(200);
    const list = saved.body.data[0]!;
    const names = provinces.map((code) => regionByCode(code)!.path);
    expect(list.summary).toBe(
      `（所属地区：${names.join('、')} 且 注册资本：500-1000万、1000-5000万） 或 资质与联系方式：专精特新、高新技术企业`,
    );
    expect(list.summary).not.toMatch(/\d{6}|（\d+项）/);
    const listed = await query<ProspectListRecord[]>('qkscLists', {});
    expect(listed.body.data.find((l) => l.ID_ === list.ID_)!.summary).toBe(list.summary);

    // Each member's reasons: exactly the single values its row meets, by the oracle.
    const probes: [Cond, string][] = [
      ...provinces.map((v, i): [Cond, string] => [{ field: 'addr', values: [v] }, names[i]!]),
      [{ field: 'zczb', values: ['500-1000'] }, '注册资本 500-1000万'],
      [{ field: 'zczb', values: ['1000-5000'] }, '注册资本 1000-5000万'],
      [{ field: 'other', values: ['zjtx'] }, '专精特新'],
      [{ field: 'other', values: ['gxjs'] }, '高新技术企业'],
    ];
    const page = await members(list.ID_);
    expect(page.status).toBe(200);
    expect(page.body.data.length).toBeGreaterThan(0);
    let several = 0;
    for (const m of page.body.data) {
      const row = data.find((r) => r.id === Number(m.ID_))!;
      const want = probes.filter(([c]) => matches(row, c, vipId)).map(([, text]) => text);
      expect({ id: m.ID_, reasons: m.reasons }).toEqual({ id: m.ID_, reasons: want });
      // The enterprise's contacts come with the member.
      expect({ lxfs: m.lxfs, email: m.email }).toEqual({
        lxfs: row.lxfs || null,
        email: row.email || null,
      });
      expect(m.fddbr.length).toBeGreaterThan(0);
      expect(m.reasons.length).toBeGreaterThan(0);
      if (m.reasons.length > 1) several += 1;
    }
    expect(several).toBeGreaterThan(0);

    // The export carries them too.
    const csv = await backend.app.request(
      `/api-zsai-query/zsai/qksc/export?listId=${list.ID_}&format=csv`,
      { headers: { authorization: `Bearer ${vip}` } },
    );
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text.replace(/^\uFEFF/, '').split(/\r?\n/)[1]).toMatch(
      /法定代表人,联系电话,邮箱,匹配条件,首次匹配/,
    );
    expect(text).toContain(page.body.data[0]!.reasons.join(' · '));
  });

  it('shows a member its own 参保人数', async () => {
    const withInsured = data.filter((r) => r.insured !== null && r.insured > 0);
    expect(withInsured.length).toBeGreaterThan(0);
    const saved = await query<ProspectListRecord[]>('qkscSaveList', {
      conditions: { items: [{ field: 'insured', min: 1 }] },
      title: '参保理由',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data[0]!.summary).toBe('参保人数：1~不限人');
    const page = await members(saved.body.data[0]!.ID_);
    for (const m of page.body.data) {
      const row = data.find((r) => r.id === Number(m.ID_))!;
      expect(m.reasons).toEqual([`参保人数 ${row.insured}人`]);
    }
  });
});
