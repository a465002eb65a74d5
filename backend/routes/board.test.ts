import { sql } from 'drizzle-orm';
import {
  BOARD_CAPITAL_BANDS,
  BOARD_MESSAGES,
  DEFAULT_BOARD_WIDGETS,
  type BoardAnswer,
  type BoardLayoutRecord,
  type BoardMemberRecord,
  type BoardSourcesRecord,
} from '@/lib/contract/board';
import { boardSetIds } from '../db/queries/board';
import { changeRecords, follows, judgments, penalties } from '../db/schema';
import { CNY_RATES } from '../services/chains/region-stats';
import { insertEnterprise } from '../test/enterprise-fixtures';
import { customQuery, type Answer } from '../test/calls';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';

// 企业看板 (qykb, docs/investment-promotion.md "Enterprise board") on both engines: every
// figure of every set kind against counts taken directly from the facts of the same ids; the
// cap; another user's group or list is a 404; layouts are saved per user.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string; // 13800000001
let other: string; // 13800000003
let trial: string; // 13800000002
let vipId: string;
let otherId: string;
let groupId: string;
let otherGroupId: string;
const TODAY = '2026-11-21'; // ENTERPRISE_TEST_NOW in China
const LIST_RUN = new Date('2026-11-20T02:00:00Z');

async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}
const call = <T>(alias: string, params: unknown, token: string | undefined = vip) =>
  customQuery<T>(backend, alias, params, token);
const ok = <T>(answer: Answer<T>) => {
  if (answer.status !== 200) throw new Error(`${answer.status} ${answer.body.message}`);
  return answer.body.data;
};
const daysBefore = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const idList = (ids: number[]) => sql.raw(ids.length ? ids.join(',') : 'null');

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  [vip, other, trial] = [
    await smsLoginToken(backend, '13800000001'),
    await smsLoginToken(backend, '13800000003'),
    await smsLoginToken(backend, '13800000002'),
  ];
  const users = await all<{ id: string; phone: string }>(sql`select id, phone from users`);
  vipId = users.find((u) => u.phone === '13800000001')!.id;
  otherId = users.find((u) => u.phone === '13800000003')!.id;

  // A constructed member whose every figure is known: foreign capital, both tags, risk events
  // inside and outside the year, changes inside and outside 30 days.
  const known = await insertEnterprise(backend.db, {
    qymc: '看板测试科技有限公司',
    zczb: 800,
    capitalCurrency: '美元',
    tags: ['高新技术企业', '专精特新'],
    regionCode: '440305',
    industryCategory: 'I',
  });
  const fact = { enterpriseId: known, source: 'test', asOf: TODAY };
  await backend.db.insert(penalties).values([
    {
      ...fact,
      decisionNo: 'P1',
      authority: '市监局',
      reason: '虚假宣传',
      content: '罚款',
      decidedOn: daysBefore(10),
    },
    {
      ...fact,
      decisionNo: 'P2',
      authority: '市监局',
      reason: '虚假宣传',
      content: '罚款',
      decidedOn: daysBefore(400),
    },
  ]);
  const judgment = {
    ...fact,
    title: '买卖合同纠纷',
    cause: '买卖合同纠纷',
    court: '南山区人民法院',
  };
  await backend.db.insert(judgments).values([
    { ...judgment, caseNo: 'J1', role: '被告', judgedOn: daysBefore(40) },
    { ...judgment, caseNo: 'J2', role: '原告', judgedOn: daysBefore(20) },
  ]);
  await backend.db.insert(changeRecords).values([
    { ...fact, changedOn: daysBefore(3), item: '注册资本变更', className: '注册资本变更' },
    { ...fact, changedOn: daysBefore(45), item: '经营范围变更', className: '经营范围变更' },
  ]);
  await backend.db.insert(follows).values({ userId: vipId, enterpriseId: known });

  // The VIP's own group with the constructed member and a few demo enterprises.
  groupId = ok(await call<{ ID_: string }[]>('glzxSaveGroup', { name: '看板分组' }))[0]!.ID_;
  const some = await all<{ id: number }>(sql`select id from enterprises order by id limit 12`);
  ok(
    await call('glzxAddCustomers', {
      enterpriseIds: [known, ...some.map((r) => Number(r.id))],
      source: 'search',
      groupId,
    }),
  );
  otherGroupId = ok(
    await call<{ ID_: string }[]>('glzxSaveGroup', { name: '别人的分组' }, other),
  )[0]!.ID_;

  // Saved lists: the VIP's (members of the last run, one stale member) and another user's.
  const now = new Date('2026-11-20T00:00:00Z');
  await backend.db.execute(sql`insert into prospect_lists
    (id, user_id, name, conditions, match_count, last_run_at, created_at, updated_at) values
    ('list-vip', ${vipId}, '看板名单', '{}'::jsonb, 20, ${LIST_RUN.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz),
    ('list-other', ${otherId}, '别人的名单', '{}'::jsonb, 5, ${LIST_RUN.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`);
  await backend.db.execute(sql`insert into prospect_list_members
    (list_id, enterprise_id, first_seen_at, last_seen_at)
    select 'list-vip', id, ${now.toISOString()}::timestamptz,
      case when id % 7 = 0 then ${now.toISOString()}::timestamptz
        else ${LIST_RUN.toISOString()}::timestamptz end
    from enterprises order by id desc limit 40`);
}, 240_000);
afterAll(() => backend.close());

/** Every figure of a board, counted from the facts of `ids` in plain JavaScript. */
async function expectedBoard(ids: number[]) {
  const list = idList(ids);
  const es = await all<{
    id: number;
    zczb: string | null;
    capital_currency: string;
    tags: string[];
    industry_category: string;
    region_code: string;
  }>(sql`select id, zczb, capital_currency, tags, industry_category, region_code
    from enterprises where id in (${list})`);
  const pens = await all<{ d: string }>(
    sql`select decided_on::text as d from penalties where enterprise_id in (${list})`,
  );
  const judgs = await all<{ d: string; role: string }>(
    sql`select judged_on::text as d, role from judgments where enterprise_id in (${list})`,
  );
  const changes = await all<{ d: string }>(
    sql`select changed_on::text as d from change_records where enterprise_id in (${list})`,
  );
  const capitalOf = (e: (typeof es)[number]) =>
    Number(e.zczb ?? 0) * (CNY_RATES[e.capital_currency] ?? 1);
  const inYear = (d: string) => d > daysBefore(365) && d <= TODAY;
  const defendant = judgs.filter((j) => j.role === '被告');
  const tally = (keys: string[]) => {
    const m = new Map<string, number>();
    for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
    return Object.fromEntries(m);
  };
  return {
    count: es.length,
    capital: es.reduce((s, e) => s + capitalOf(e), 0),
    highTech: es.filter((e) => e.tags.includes('高新技术企业')).length,
    srdi: es.filter((e) => e.tags.includes('专精特新')).length,
    risk: pens.filter((p) => inYear(p.d)).length + defendant.filter((j) => inYear(j.d)).length,
    changes: changes.filter((c) => c.d > daysBefore(30) && c.d <= TODAY).length,
    industries: tally(es.map((e) => e.industry_category)),
    provinces: tally(es.map((e) => `${e.region_code.slice(0, 2)}0000`)),
    bands: BOARD_CAPITAL_BANDS.map(
      (b) =>
        es.filter((e) => capitalOf(e) >= b.min && (b.max === null || capitalOf(e) < b.max)).length,
    ),
    monthly: {
      penalties: tally(
        pens.filter((p) => p.d >= '2025-12-01' && p.d <= TODAY).map((p) => p.d.slice(0, 7)),
      ),
      judgments: tally(
        defendant.filter((j) => j.d >= '2025-12-01' && j.d <= TODAY).map((j) => j.d.slice(0, 7)),
      ),
    },
  };
}

async function checkBoard(params: Record<string, unknown>, ids: number[]) {
  expect(ids.length).toBeGreaterThan(0);
  const board = ok(await call<BoardAnswer[]>('qykbBoard', params))[0]!;
  const want = await expectedBoard(ids);
  expect(board.set.count).toBe(want.count);
  expect(board.set.capped).toBe(false);
  expect(board.kpis.count).toBe(want.count);
  expect(board.kpis.registeredcapital).toBeCloseTo(want.capital, 1);
  expect(board.kpis.hightechcount).toBe(want.highTech);
  expect(board.kpis.srdicount).toBe(want.srdi);
  expect(board.kpis.riskevents).toBe(want.risk);
  expect(board.kpis.changes30d).toBe(want.changes);
  expect(Object.fromEntries(board.industries.map((i) => [i.code, i.count]))).toEqual(
    want.industries,
  );
  expect(Object.fromEntries(board.provinces.map((p) => [p.code, p.count]))).toEqual(want.provinces);
  for (const p of board.provinces) {
    expect(board.cities[p.code]!.reduce((s, c) => s + c.count, 0)).toBe(p.count);
  }
  expect(board.capital.map((b) => b.count)).toEqual(want.bands);
  expect(board.riskmonthly).toHaveLength(12);
  expect(board.riskmonthly[0]!.month).toBe('2025-12');
  expect(board.riskmonthly[11]!.month).toBe('2026-11');
  const monthly = (key: 'penalties' | 'judgments') =>
    Object.fromEntries(board.riskmonthly.filter((m) => m[key] > 0).map((m) => [m.month, m[key]]));
  expect(monthly('penalties')).toEqual(want.monthly.penalties);
  expect(monthly('judgments')).toEqual(want.monthly.judgments);
  // Latest dynamics: the newest change records of the set, newest first.
  const [newest] = await all<{ d: string }>(sql`select max(changed_on)::text as d
    from change_records where enterprise_id in (${idList(ids)}) and changed_on <= ${TODAY}::date`);
  if (newest?.d) expect(board.dynamics[0]!.changedon).toBe(newest.d);
  const dates = board.dynamics.map((d) => d.changedon);
  expect([...dates].sort().reverse()).toEqual(dates);
  expect(board.dynamics.every((d) => ids.includes(Number(d.qyid)))).toBe(true);

  // The members, page by page, are exactly the set.
  const seen: number[] = [];
  for (let pageIndex = 1; seen.length < ids.length; pageIndex += 1) {
    const answer = await call<BoardMemberRecord[]>('qykbMembers', {
      ...params,
      pageIndex,
      pageSize: 50,
    });
    const page = ok(answer);
    expect(answer.body.extraData?.totalCount).toBe(ids.length);
    if (page.length === 0) break;
    seen.push(...page.map((m) => Number(m.ID_)));
  }
  expect(seen.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  return board;
}

describe('figures equal direct counts over the set', () => {
  it('followed enterprises', async () => {
    const ids = (
      await all<{ id: number }>(
        sql`select enterprise_id as id from follows where user_id = ${vipId}`,
      )
    ).map((r) => Number(r.id));
    const board = await checkBoard({ setKind: 'follows' }, ids);
    expect(board.set.label).toBe('我的关注');
    // The constructed member's events count: one penalty and one judgment as 被告 in the year.
    expect(board.kpis.riskevents).toBeGreaterThanOrEqual(2);
    expect(board.kpis.changes30d).toBeGreaterThanOrEqual(1);
    expect(board.datalabel).toBe(BOARD_MESSAGES.demoData);
  });

  it("one of the user's customer groups", async () => {
    const ids = (
      await all<{ id: number }>(sql`select enterprise_id as id from customers
        where user_id = ${vipId} and group_id = ${groupId}`)
    ).map((r) => Number(r.id));
    expect(ids).toHaveLength(13);
    const board = await checkBoard({ setKind: 'group', groupId }, ids);
    expect(board.set.label).toBe('客户分组：看板分组');
  });

  it("one of the user's saved lists: the members of its last run only", async () => {
    const ids = (
      await all<{ id: number }>(sql`select enterprise_id as id from prospect_list_members
        where list_id = 'list-vip' and last_seen_at = ${LIST_RUN.toISOString()}::timestamptz`)
    ).map((r) => Number(r.id));
    expect(ids.length).toBeLessThan(40);
    await checkBoard({ setKind: 'list', listId: 'list-vip' }, ids);
  });

  it('a region × chain', async () => {
    const [top] = await all<{ chain: string; province: string }>(sql`select c.code as chain,
        left(p.region_code, 2) as province
      from chain_placements p join industry_chains c on c.id = p.chain_id
      where p.confidence <> 'weak' group by 1, 2 order by count(distinct p.enterprise_id) desc,
        1, 2 limit 1`);
    const ids = (
      await all<{ id: number }>(sql`select distinct p.enterprise_id as id from chain_placements p
        join industry_chains c on c.id = p.chain_id
        where c.code = ${top!.chain} and p.confidence <> 'weak'
          and left(p.region_code, 2) = ${top!.province}`)
    ).map((r) => Number(r.id));
    const board = await checkBoard(
      { setKind: 'region-chain', region: `${top!.province}0000`, chain: top!.chain },
      ids,
    );
    expect(board.set.label).toContain(' × ');
    expect(board.provinces.map((p) => p.code)).toEqual([`${top!.province}0000`]);
  });
});

describe('the cap', () => {
  it('keeps the largest by registered capital and says the set was larger', async () => {
    const source = { kind: 'follows' as const, userId: vipId };
    const { ids: every } = await boardSetIds(backend.db, source, 10_000);
    expect(every.length).toBeGreaterThan(3);
    const capped = await boardSetIds(backend.db, source, 3);
    expect(capped.capped).toBe(true);
    expect(capped.ids).toEqual(every.slice(0, 3));
    const capitals = await all<{ id: number; zczb: string | null }>(
      sql`select id, zczb from enterprises where id in (${idList(every)})`,
    );
    const byId = new Map(capitals.map((c) => [Number(c.id), Number(c.zczb ?? -1)]));
    const third = byId.get(capped.ids[2]!)!;
    expect(every.slice(3).every((id) => byId.get(id)! <= third)).toBe(true);
    expect((await boardSetIds(backend.db, source, every.length)).capped).toBe(false);
  });
});

describe("another user's sets and layouts", () => {
  it("another user's customer group or saved list is a 404", async () => {
    for (const alias of ['qykbBoard', 'qykbMembers']) {
      const group = await call(alias, { setKind: 'group', groupId: otherGroupId });
      expect(group.status).toBe(404);
      expect(group.body.message).toBe(BOARD_MESSAGES.noSuchGroup);
      const list = await call(alias, { setKind: 'list', listId: 'list-other' });
      expect(list.status).toBe(404);
      expect(list.body.message).toBe(BOARD_MESSAGES.noSuchList);
    }
    // Their owner reaches them.
    expect(
      (await call('qykbBoard', { setKind: 'group', groupId: otherGroupId }, other)).status,
    ).toBe(200);
    expect((await call('qykbBoard', { setKind: 'list', listId: 'list-other' }, other)).status).toBe(
      200,
    );
    const save = await call('qykbSaveLayout', {
      setKind: 'list',
      listId: 'list-other',
      widgets: ['kpi-count'],
    });
    expect(save.status).toBe(404);
  });

  it('saves the layout per user and restores it; another user keeps the defaults', async () => {
    const before = ok(await call<BoardLayoutRecord[]>('qykbLayout', {}))[0]!;
    expect(before).toMatchObject({ saved: false, widgets: DEFAULT_BOARD_WIDGETS });
    expect(before.set.setkind).toBe('follows');
    const widgets = ['members', 'map', 'kpi-risk', 'kpi-count'];
    const saved = await call('qykbSaveLayout', { setKind: 'group', groupId, widgets });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(BOARD_MESSAGES.saved);
    const restored = ok(await call<BoardLayoutRecord[]>('qykbLayout', {}))[0]!;
    expect(restored.saved).toBe(true);
    expect(restored.widgets).toEqual(widgets);
    expect(restored.set).toMatchObject({ setkind: 'group', groupid: groupId });
    const theirs = ok(await call<BoardLayoutRecord[]>('qykbLayout', {}, other))[0]!;
    expect(theirs).toMatchObject({ saved: false, widgets: DEFAULT_BOARD_WIDGETS });
    ok(await call('qykbSaveLayout', { setKind: 'follows', widgets: ['dynamics'] }, other));
    expect(ok(await call<BoardLayoutRecord[]>('qykbLayout', {}))[0]!.widgets).toEqual(widgets);
    expect(ok(await call<BoardLayoutRecord[]>('qykbLayout', {}, other))[0]!.widgets).toEqual([
      'dynamics',
    ]);
  });

  it("lists only the caller's own groups and lists as sources", async () => {
    const mine = ok(await call<BoardSourcesRecord[]>('qykbSources', {}))[0]!;
    expect(mine.groups.map((g) => g.id)).toContain(groupId);
    expect(mine.groups.map((g) => g.id)).not.toContain(otherGroupId);
    expect(mine.groups.find((g) => g.id === groupId)!.count).toBe(13);
    expect(mine.lists.map((l) => l.id)).toEqual(['list-vip']);
    const [follows] = await all<{ n: number }>(
      sql`select count(*)::int as n from follows where user_id = ${vipId}`,
    );
    expect(mine.followcount).toBe(Number(follows!.n));
    expect(mine.chains.length).toBeGreaterThan(0);
  });
});

describe('input, login and permission', () => {
  it('answers bad input with a Chinese message naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, '看板范围'],
      [{ setKind: 'team' }, '看板范围'],
      [{ setKind: 'group' }, BOARD_MESSAGES.needGroup],
      [{ setKind: 'list' }, BOARD_MESSAGES.needList],
      [{ setKind: 'region-chain', region: '440000' }, BOARD_MESSAGES.needChain],
      [{ setKind: 'region-chain', region: '44', chain: 'nev' }, '地区'],
    ];
    for (const [params, text] of cases) {
      const answer = await call('qykbBoard', params);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(text);
    }
    const size = await call('qykbMembers', { setKind: 'follows', pageSize: 15 });
    expect(size.status).toBe(400);
    expect(size.body.message).toContain('每页条数');
    const twice = await call('qykbSaveLayout', { setKind: 'follows', widgets: ['map', 'map'] });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain(BOARD_MESSAGES.widgetsDistinct);
    const unknown = await call('qykbSaveLayout', { setKind: 'follows', widgets: ['pie'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('看板组件');
    const chain = await call('qykbBoard', { setKind: 'region-chain', chain: 'no-such-chain' });
    expect(chain.status).toBe(404);
    expect(chain.body.message).toBe(BOARD_MESSAGES.noSuchChain('no-such-chain'));
    const region = await call('qykbBoard', {
      setKind: 'region-chain',
      region: '999999',
      chain: 'nev',
    });
    expect(region.status).toBe(404);
  });

  it('needs a login and the screen permission', async () => {
    expect((await customQuery(backend, 'qykbBoard', { setKind: 'follows' })).status).toBe(401);
    const answer = await call('qykbBoard', { setKind: 'follows' }, trial);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toContain('企业看板');
  });
});
