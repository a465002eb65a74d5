import { sql } from 'drizzle-orm';
import { INDUSTRY_EVENT_KINDS } from '../../db/schema/intelligence';
import { insertEnterprise } from '../../test/enterprise-fixtures';
import { createEnterpriseTestBackend, ENTERPRISE_TEST_NOW } from '../../test/test-backend';
import { refreshIndustryEvents } from './events';
import { EVENT_WINDOW_DAYS, LARGE_BID_MIN_WAN } from './rules';

// The derive step industry-events (docs/intelligence.md "Event model") on both engines: each
// kind from constructed records with its tags and evidence, the window, stable ids across
// refreshes, vanished evidence deleted, and a scoped refresh equal to a full one.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
const NOW = ENTERPRISE_TEST_NOW;

async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}

type EventRow = {
  id: string;
  event_key: string;
  kind: string;
  enterprise_id: string;
  event_date: string;
  importance: number;
  title: string;
  amount_wan: string | null;
  region_code: string;
  province_code: string;
  city_code: string;
  industry_code: string;
  industry_category: string;
  chain_nodes: string[];
  chains: string[];
  source_table: string;
  source_id: string;
  profile_section: string;
};

const eventsOf = (enterpriseId: number) =>
  all<EventRow>(sql`select id::text as id, event_key, kind, enterprise_id::text as enterprise_id,
      to_char(event_date, 'YYYY-MM-DD') as event_date, importance, title,
      amount_wan::text as amount_wan, region_code, province_code, city_code, industry_code,
      industry_category, chain_nodes, chains, source_table, source_id::text as source_id,
      profile_section
    from industry_events where enterprise_id = ${enterpriseId} order by event_key`);

const table = async () =>
  JSON.stringify(
    await all(sql`select id, event_key, kind, enterprise_id, event_date::text, importance, title,
      amount_wan::text, region_code, province_code, city_code, industry_code, industry_category,
      chain_nodes, chains, source_table, source_id, profile_section from industry_events order by id`),
  );

/** Inserts a fact row and answers its id. */
async function fact(table: string, values: Record<string, unknown>): Promise<number> {
  const cols = Object.keys(values);
  const r = await all<{ id: string }>(sql`insert into ${sql.raw(table)}
    (${sql.raw([...cols, 'source', 'as_of'].join(', '))})
    values (${sql.join(
      cols.map((c) => sql`${values[c]}`),
      sql`, `,
    )}, 'test', '2026-11-01') returning id`);
  return Number(r[0]!.id);
}

let subject: { id: number; region: string; industry: string; category: string };
let chains: { nodes: string[]; chains: string[] };
const ids: Record<string, number> = {};

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  // A live enterprise placed (confirmed or likely) on some link: its tags are known.
  const [e] = await all<{
    id: string;
    region_code: string;
    industry_code: string;
    industry_category: string;
  }>(
    sql`select e.id, e.region_code, e.industry_code, e.industry_category from enterprises e
      where e.status in ('存续', '在业') and e.capital_currency = '人民币'
        and left(e.region_code, 2) <> '11'
        and not exists (select 1 from patents p where p.enterprise_id = e.id)
        and exists (select 1 from chain_placements p
        where p.enterprise_id = e.id and p.confidence <> 'weak')
      order by e.id limit 1`,
  );
  subject = {
    id: Number(e!.id),
    region: e!.region_code,
    industry: e!.industry_code,
    category: e!.industry_category,
  };
  const [c] = await all<{ nodes: string[]; chains: string[] }>(sql`select
      array_agg(distinct n.code order by n.code) as nodes, array_agg(distinct c.code order by c.code) as chains
    from chain_placements p join industry_chain_nodes n on n.id = p.node_id
    join industry_chains c on c.id = p.chain_id
    where p.enterprise_id = ${subject.id} and p.confidence <> 'weak'`);
  chains = c!;
  // Its facts, one per kind (the patents five in one 30-day period).
  const s = subject.id;
  ids.financing = await fact('financing_events', {
    enterprise_id: s,
    round: 'B轮',
    amount_text: '1.2亿人民币',
    amount_wan: 12000,
    investors: '某资本',
    occurred_on: '2026-10-01',
  });
  ids.large_bid = await fact('bids', {
    enterprise_id: s,
    title: '智能制造产线采购项目',
    role: '中标',
    amount: 3500,
    published_on: '2026-10-05',
  });
  ids.small_bid = await fact('bids', {
    enterprise_id: s,
    title: '办公用品采购',
    role: '中标',
    amount: LARGE_BID_MIN_WAN - 1,
    published_on: '2026-10-06',
  });
  ids.capital_change = await fact('change_records', {
    enterprise_id: s,
    changed_on: '2026-10-10',
    item: '注册资本变更',
    before: '500万元人民币',
    after: '2000万元人民币',
    class_name: '注册资本变更',
  });
  ids.qualification = await fact('change_records', {
    enterprise_id: s,
    changed_on: '2026-10-12',
    item: '资质认定',
    before: '',
    after: '高新技术企业',
    class_name: '其他变更',
  });
  const branch = await insertEnterprise(backend.db, {
    qymc: '情报测试分公司',
    establishedOn: '2026-09-01',
    regionCode: '110105',
  });
  ids.new_branch = await fact('branches', { parent_id: s, branch_id: branch });
  const child = await insertEnterprise(backend.db, {
    qymc: '情报测试子公司',
    establishedOn: '2026-08-01',
  });
  ids.new_subsidiary = await fact('shareholdings', {
    enterprise_id: child,
    holder_enterprise_id: s,
    ratio: 70,
    subscribed_capital: 1500,
    subscribed_on: '2026-08-15',
  });
  // An old holding of an old company is no new subsidiary.
  await fact('shareholdings', {
    enterprise_id: await insertEnterprise(backend.db, { qymc: '情报测试老子公司' }),
    holder_enterprise_id: s,
    ratio: 70,
    subscribed_on: '2024-01-01',
  });
  const patentIds: number[] = [];
  for (let i = 0; i < 5; i++)
    patentIds.push(
      await fact('patents', {
        enterprise_id: s,
        type: 2,
        title: `情报测试实用新型${i}`,
        application_no: `CN2026200000${i}0.1`,
        applied_on: '2026-03-01',
        published_on: ['2026-05-15', '2026-05-20', '2026-05-25', '2026-05-30', '2026-06-04'][i],
        legal_status: '授权',
      }),
    );
  ids.patent_burst = Math.min(...patentIds);
  ids.penalty = await fact('penalties', {
    enterprise_id: s,
    decision_no: '测罚〔2026〕1号',
    authority: '市场监督管理局',
    reason: '虚假宣传',
    content: '罚款200000元',
    amount: 200000,
    decided_on: '2026-09-20',
  });
  ids.judgment = await fact('judgments', {
    enterprise_id: s,
    case_no: '（2026）苏0505民初1234号',
    title: '买卖合同纠纷一审民事判决书',
    cause: '买卖合同纠纷',
    role: '被告',
    court: '苏州市虎丘区人民法院',
    judged_on: '2026-09-25',
    amount: 3_000_000,
  });
  // Outside the window: no event.
  ids.old_penalty = await fact('penalties', {
    enterprise_id: s,
    decision_no: '测罚〔2020〕1号',
    authority: '市场监督管理局',
    reason: '旧案',
    content: '警告',
    decided_on: '2020-01-01',
  });
  // A sizeable company cancelled, and a small one (no event).
  const closed = await insertEnterprise(backend.db, {
    qymc: '情报测试注销公司',
    status: '注销',
    zczb: 6000,
  });
  ids.cancelled = closed;
  ids.cancellation = await fact('change_records', {
    enterprise_id: closed,
    changed_on: '2026-07-01',
    item: '登记状态变更',
    before: '存续',
    after: '注销',
    class_name: '登记状态变更',
  });
  const small = await insertEnterprise(backend.db, {
    qymc: '情报测试小注销公司',
    status: '注销',
    zczb: 10,
  });
  ids.small_cancelled = small;
  await fact('change_records', {
    enterprise_id: small,
    changed_on: '2026-07-01',
    item: '登记状态变更',
    before: '存续',
    after: '注销',
    class_name: '登记状态变更',
  });
  await refreshIndustryEvents(backend.db, NOW);
}, 240_000);
afterAll(() => backend.close());

test('each kind is produced from its record with the enterprise tags and its evidence', async () => {
  const events = await eventsOf(subject.id);
  const byKey = new Map(events.map((e) => [e.event_key, e]));
  const expected: [string, string, string, number, string][] = [
    ['financing', 'financing_events', 'rzlc', 3, '2026-10-01'],
    ['large_bid', 'bids', 'ztb', 2, '2026-10-05'],
    ['capital_change', 'change_records', 'bgjl', 2, '2026-10-10'],
    ['qualification', 'change_records', 'bgjl', 2, '2026-10-12'],
    ['new_branch', 'branches', 'fzjg', 2, '2026-09-01'],
    ['new_subsidiary', 'shareholdings', 'dwtz', 2, '2026-08-15'],
    ['patent_burst', 'patents', 'zl', 1, '2026-06-04'],
    ['penalty', 'penalties', 'xzcf', 2, '2026-09-20'],
    ['judgment', 'judgments', 'cpws', 2, '2026-09-25'],
  ];
  for (const [kind, tableName, section, importance, date] of expected) {
    const e = byKey.get(`${kind}:${ids[kind]}`);
    expect({ kind, found: e !== undefined }).toEqual({ kind, found: true });
    expect(e).toMatchObject({
      kind,
      enterprise_id: String(subject.id),
      source_table: tableName,
      source_id: String(ids[kind]),
      profile_section: section,
      importance,
      event_date: date,
      region_code: subject.region,
      province_code: `${subject.region.slice(0, 2)}0000`,
      city_code: `${subject.region.slice(0, 4)}00`,
      industry_code: subject.industry,
      industry_category: subject.category,
      chain_nodes: chains.nodes,
      chains: chains.chains,
    });
  }
  expect(byKey.get(`financing:${ids.financing}`)!.title).toBe(
    '完成B轮融资，金额1.2亿人民币，投资方：某资本',
  );
  expect(byKey.get(`capital_change:${ids.capital_change}`)!).toMatchObject({
    title: '注册资本由 500万元人民币 增至 2000万元人民币',
    amount_wan: expect.stringMatching(/^1500(\.0+)?$/) as unknown,
  });
  expect(byKey.get(`patent_burst:${ids.patent_burst}`)!.title).toBe(
    '集中获授权专利 5 件（2026-05-15 至 2026-06-04）',
  );
  expect(byKey.get(`penalty:${ids.penalty}`)!.amount_wan).toMatch(/^20(\.0+)?$/);
  // Below the bid threshold, outside the window, an old holding: no events.
  expect(byKey.has(`large_bid:${ids.small_bid}`)).toBe(false);
  expect(byKey.has(`penalty:${ids.old_penalty}`)).toBe(false);
  expect(events.filter((e) => e.kind === 'new_subsidiary')).toHaveLength(1);
  // Every kind of the model was produced.
  const kinds = new Set(events.map((e) => e.kind));
  for (const k of INDUSTRY_EVENT_KINDS.filter((k) => k !== 'cancellation'))
    expect(kinds).toContain(k);
});

test('a sizeable cancellation is an event dated by its status change; a small one is not', async () => {
  const [closed] = await eventsOf(ids.cancelled!);
  expect(closed).toMatchObject({
    event_key: `cancellation:${ids.cancellation}`,
    event_date: '2026-07-01',
    source_table: 'change_records',
    profile_section: 'bgjl',
    importance: 2,
    title: '企业注销，注册资本 6,000 万元',
    // Tagged like every event: its enterprise, region levels and industry.
    enterprise_id: String(ids.cancelled),
    region_code: '440305',
    province_code: '440000',
    city_code: '440300',
    industry_code: '6511',
    industry_category: 'I',
  });
  expect(await eventsOf(ids.small_cancelled!)).toEqual([]);
});

test('the table holds exactly the window: large bids equal a direct count', async () => {
  const [direct] = await all<{ n: number }>(sql`select count(*)::int as n from bids
    where role = '中标' and amount >= ${LARGE_BID_MIN_WAN}
      and published_on <= '2026-11-21' and published_on > date '2026-11-21' - ${EVENT_WINDOW_DAYS}::int`);
  const [events] = await all<{ n: number }>(
    sql`select count(*)::int as n from industry_events where kind = 'large_bid'`,
  );
  expect(events!.n).toBe(direct!.n);
  const [outside] = await all<{ n: number }>(sql`select count(*)::int as n from industry_events
    where event_date > '2026-11-21' or event_date <= date '2026-11-21' - ${EVENT_WINDOW_DAYS}::int`);
  expect(outside!.n).toBe(0);
});

test('ids are stable: a second refresh changes nothing; vanished evidence is deleted', async () => {
  const before = await table();
  const again = await refreshIndustryEvents(backend.db, NOW);
  expect(again).toMatchObject({ inserted: 0, updated: 0, deleted: 0, scoped: null });
  expect(await table()).toBe(before);

  await backend.db.execute(sql`delete from penalties where id = ${ids.penalty}`);
  const scoped = await refreshIndustryEvents(backend.db, NOW, [subject.id]);
  expect(scoped.deleted).toBe(1);
  expect(scoped.scoped).toBeGreaterThanOrEqual(1);
  expect(
    (await eventsOf(subject.id)).some(
      (e) => e.kind === 'penalty' && e.source_id === String(ids.penalty),
    ),
  ).toBe(false);
});

test('a scoped refresh after new facts equals a full rebuild, ids included', async () => {
  const [maxBefore] = await all<{ id: string }>(sql`select max(id) as id from industry_events`);
  const bid = await fact('bids', {
    enterprise_id: subject.id,
    title: '增量刷新测试项目',
    role: '中标',
    amount: 12000,
    published_on: '2026-11-20',
  });
  const r = await refreshIndustryEvents(backend.db, NOW, [subject.id]);
  expect(r).toMatchObject({ inserted: 1, deleted: 0 });
  const [added] = await all<{ id: string; importance: number }>(
    sql`select id, importance from industry_events where event_key = ${`large_bid:${bid}`}`,
  );
  // A new event gets a larger id than every earlier one.
  expect(Number(added!.id)).toBeGreaterThan(Number(maxBefore!.id));
  expect(added!.importance).toBe(3);
  const scoped = await table();
  const full = await refreshIndustryEvents(backend.db, NOW);
  expect(full).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
  expect(await table()).toBe(scoped);
});

test('a later date refreshes everything even when told what changed', async () => {
  const later = new Date(NOW.getTime() + 86_400_000);
  expect((await refreshIndustryEvents(backend.db, later, [subject.id])).scoped).toBeNull();
  expect(
    (await refreshIndustryEvents(backend.db, later, [subject.id])).scoped,
  ).toBeGreaterThanOrEqual(1);
});
