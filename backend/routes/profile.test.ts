import { sql } from 'drizzle-orm';
import type { Envelope } from '@/lib/contract/envelope';
import {
  LIST_DIMENSIONS,
  type DimensionExtra,
  type DimensionKey,
  type EquityAnswer,
  type GraphAnswer,
  type ProfileRecord,
} from '@/lib/contract/profile';
import { createEnterpriseTestBackend } from '../test/test-backend';
import { smsLoginToken } from '../test/sms-helpers';
import { customQuery } from '../test/calls';
import { addPerson, insertEnterprise } from '../test/enterprise-fixtures';
import { findCjkFont } from '../services/profile/cjk-font';
import { refreshLeads } from '../services/leads/refresh';
import { EVIDENCE_DIMENSIONS } from '../services/leads/triggers';
import type { LeadsAnswer } from '@/lib/contract/leads';
import { profileRowHref } from '@/lib/site/enterprise-routes';

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
type Answer<T> = { status: number; body: Envelope<T> & { extraData?: DimensionExtra } };

let backend: Backend;
let vip: string;
let trial: string;
beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  [vip, trial] = await Promise.all([
    smsLoginToken(backend, '13800000001'),
    smsLoginToken(backend, '13800000002'),
  ]);
});
afterAll(() => backend.close());

const query = <T>(alias: string, params: unknown, token?: string) =>
  customQuery<T>(backend, alias, params, token) as Promise<Answer<T>>;

async function scalar<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(statement)) as { rows: T[] }).rows;
}

// The table and enterprise column behind each dimension's count, to find a busy enterprise.
const SOURCE: Record<DimensionKey, string> = {
  gdxx: 'shareholdings.enterprise_id',
  zyry: 'positions.enterprise_id',
  dwtz: 'shareholdings.holder_enterprise_id',
  fzjg: 'branches.parent_id',
  bgjl: 'change_records.enterprise_id',
  qynb: 'annual_reports.enterprise_id',
  zl: 'patents.enterprise_id',
  sb: 'trademarks.enterprise_id',
  cpws: 'judgments.enterprise_id',
  xzcf: 'penalties.enterprise_id',
  sfpm: 'judicial_auctions.enterprise_id',
  ztb: 'bids.enterprise_id',
  rzlc: 'financing_events.enterprise_id',
  zpxx: 'recruitment_posts.enterprise_id',
  zdry: 'positions.enterprise_id',
};

/** The enterprise with the most rows of a dimension (ties by id). */
async function busiest(dim: DimensionKey): Promise<{ id: number; n: number }> {
  const [table, column] = SOURCE[dim].split('.') as [string, string];
  const rows = await scalar<{ id: string; n: string }>(
    sql.raw(
      `select ${column}::text as id, count(*)::text as n from ${table} where ${column} is not null group by 1 order by count(*) desc, 1 limit 1`,
    ),
  );
  return { id: Number(rows[0]!.id), n: Number(rows[0]!.n) };
}

describe('qyhxProfile', () => {
  it('answers the header card with every count and the demo flag for a VIP', async () => {
    const { id } = await busiest('gdxx');
    const { status, body } = await query<ProfileRecord[]>('qyhxProfile', { id }, vip);
    expect(status).toBe(200);
    const record = body.data[0]!;
    expect(record).toMatchObject({
      ID_: String(id),
      qymc: expect.any(String) as string,
      tyshxydm: expect.stringMatching(/^[0-9A-Z]{18}$/) as string,
      source: 'demo',
      as_of: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
      demo: true,
    });
    expect(Array.isArray(record.former_names)).toBe(true);
    for (const d of LIST_DIMENSIONS) expect(typeof record.counts[d.key]).toBe('number');
    expect(record.counts.gdxx).toBeGreaterThan(0);
    expect(record.modules).toEqual(expect.arrayContaining(['gsxx', 'zl', 'gqjg', 'report']));
  });

  it('hides the advanced counts from a trial user', async () => {
    const { id } = await busiest('gdxx');
    const { body } = await query<ProfileRecord[]>('qyhxProfile', { id }, trial);
    expect(body.data[0]!.counts.gdxx).toBeGreaterThan(0);
    expect(body.data[0]!.counts.zl).toBeNull();
    expect(body.data[0]!.modules).not.toContain('zl');
  });

  it('needs a login, a valid id and an existing enterprise', async () => {
    expect((await query('qyhxProfile', { id: 1 })).status).toBe(401);
    const bad = await query('qyhxProfile', { id: 'abc' }, vip);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('编号：');
    const missing = await query('qyhxProfile', { id: 999_999_999 }, vip);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('企业不存在');
  });
});

describe('qyhxDimension', () => {
  it.each(LIST_DIMENSIONS.map((d) => d.key))(
    '%s: counts, pages and provenance match the database',
    async (dim) => {
      const { id, n } = await busiest(dim);
      const expected =
        dim === 'zdry'
          ? undefined // people are merged across titles and holdings
          : n;
      const first = await query<Record<string, unknown>[]>(
        'qyhxDimension',
        { id, dim, pageIndex: 1, pageSize: 2 },
        vip,
      );
      expect(first.status).toBe(200);
      const total = first.body.extraData!.totalCount;
      if (expected !== undefined) expect(total).toBe(expected);
      expect(total).toBeGreaterThan(0);
      const profile = await query<ProfileRecord[]>('qyhxProfile', { id }, vip);
      expect(profile.body.data[0]!.counts[dim]).toBe(total);
      for (const row of first.body.data) {
        expect(row).toMatchObject({
          ID_: expect.any(String) as string,
          source: 'demo',
          as_of: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
        });
      }
      expect(first.body.data.length).toBe(Math.min(2, total));
      if (total > 2) {
        const second = await query<Record<string, unknown>[]>(
          'qyhxDimension',
          { id, dim, pageIndex: 2, pageSize: 2 },
          vip,
        );
        const ids = new Set(first.body.data.map((r) => r.ID_));
        expect(second.body.data.some((r) => ids.has(r.ID_))).toBe(false);
        expect(second.body.extraData!.totalCount).toBe(total);
      }
    },
  );

  it('filters by type and year with facet counts that add up', async () => {
    const { id } = await busiest('zl');
    const all = await query<{ type: string }[]>(
      'qyhxDimension',
      { id, dim: 'zl', pageSize: 50 },
      vip,
    );
    const types = all.body.extraData!.facets.type!;
    expect(types.reduce((s, f) => s + f.count, 0)).toBe(all.body.extraData!.totalCount);
    const some = types[0]!;
    expect(some.label).not.toBe('');
    const filtered = await query<{ type: string; type_name: string }[]>(
      'qyhxDimension',
      { id, dim: 'zl', pageSize: 50, filters: { type: some.value } },
      vip,
    );
    expect(filtered.body.extraData!.totalCount).toBe(some.count);
    expect(filtered.body.data.every((r) => r.type === some.value)).toBe(true);
    expect(filtered.body.data[0]!.type_name).toBe(some.label);

    const changes = await busiest('bgjl');
    const byYear = await query<{ changed_on: string }[]>(
      'qyhxDimension',
      { id: changes.id, dim: 'bgjl', pageSize: 50 },
      vip,
    );
    const year = byYear.body.extraData!.facets.year![0]!;
    const inYear = await query<{ changed_on: string }[]>(
      'qyhxDimension',
      { id: changes.id, dim: 'bgjl', pageSize: 50, filters: { year: Number(year.value) } },
      vip,
    );
    expect(inYear.body.extraData!.totalCount).toBe(year.count);
    expect(inYear.body.data.every((r) => r.changed_on.startsWith(year.value))).toBe(true);
  });

  it('refuses a filter the dimension does not have, and unknown dimensions', async () => {
    const { id } = await busiest('zyry');
    const wrong = await query('qyhxDimension', { id, dim: 'zyry', filters: { year: 2020 } }, vip);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('「主要人员」不支持筛选条件 年份');
    const unknown = await query('qyhxDimension', { id, dim: 'xyz' }, vip);
    expect(unknown.status).toBe(400);
    const hostile = await query(
      'qyhxDimension',
      { id, dim: 'zyry', filters: { evil: "'; drop table enterprises; --" } },
      vip,
    );
    expect(hostile.status).toBe(400);
  });

  it('gates the advanced dimensions by tier with a Chinese 403', async () => {
    const { id } = await busiest('zl');
    const locked = await query('qyhxDimension', { id, dim: 'zl' }, trial);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('「专利」为VIP会员功能，请升级会员后查看');
    expect((await query('qyhxDimension', { id, dim: 'gdxx' }, trial)).status).toBe(200);
    expect((await query('qyhxEquity', { id }, trial)).status).toBe(403);
    expect((await query('qyhxGraph', { id }, trial)).status).toBe(403);
  });
});

type Row = Record<string, unknown> & { ID_: string };

/** Every row of a dimension, page by page: the list's own order. */
async function allRows(id: number, dim: DimensionKey, filters = {}): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const { body } = await query<Row[]>(
      'qyhxDimension',
      { id, dim, pageIndex, pageSize: 50, filters },
      vip,
    );
    rows.push(...body.data);
    if (rows.length >= body.extraData!.totalCount || body.data.length === 0) return rows;
  }
}

describe('rzlc 融资历程', () => {
  type Financing = {
    id: string;
    round: string;
    amount_text: string;
    investors: string;
    occurred_on: string;
  };
  const financings = (id: number) =>
    scalar<Financing>(sql`select id::text as id, round, amount_text, investors,
      occurred_on::text as occurred_on from financing_events where enterprise_id = ${id}`);

  it('lists every financing event of the enterprise, newest first, as published', async () => {
    const { id, n } = await busiest('rzlc');
    expect(n).toBeGreaterThan(1);
    const events = await financings(id);
    expect(events).toHaveLength(n);
    // Brute force: the documented order, newest round first (ties: the later id first).
    events.sort(
      (a, b) => b.occurred_on.localeCompare(a.occurred_on) || Number(b.id) - Number(a.id),
    );
    const rows = await allRows(id, 'rzlc');
    expect(rows.map((r) => r.ID_)).toEqual(events.map((e) => e.id));
    for (const [i, e] of events.entries()) {
      expect(rows[i]).toMatchObject({
        round: e.round,
        amount_text: e.amount_text,
        investors: e.investors,
        occurred_on: e.occurred_on,
        source: expect.any(String) as string,
      });
    }
    const profile = await query<ProfileRecord[]>('qyhxProfile', { id }, vip);
    expect(profile.body.data[0]!.counts.rzlc).toBe(n);
  });

  it('filters by 融资年份 and 轮次 with facets that add up', async () => {
    const { id, n } = await busiest('rzlc');
    const first = await query<Row[]>('qyhxDimension', { id, dim: 'rzlc' }, vip);
    const facets = first.body.extraData!.facets;
    for (const key of ['year', 'type'] as const) {
      expect(facets[key]!.reduce((sum, f) => sum + f.count, 0)).toBe(n);
    }
    const round = facets.type![0]!;
    const byRound = await allRows(id, 'rzlc', { type: round.value });
    expect(byRound).toHaveLength(round.count);
    expect(byRound.every((r) => r.round === round.value)).toBe(true);
    const year = facets.year![0]!;
    const byYear = await allRows(id, 'rzlc', { year: Number(year.value) });
    expect(byYear).toHaveLength(year.count);
    expect(byYear.every((r) => String(r.occurred_on).startsWith(year.value))).toBe(true);
    // VIP only, as 招聘信息.
    const locked = await query('qyhxDimension', { id, dim: 'rzlc' }, trial);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('「融资历程」为VIP会员功能，请升级会员后查看');
  });
});

describe('qyhxDimension focus: the page holding a row', () => {
  it.each(LIST_DIMENSIONS.map((d) => d.key))(
    '%s: every row is on the page the list shows it on',
    async (dim) => {
      const { id } = await busiest(dim);
      const rows = await allRows(id, dim);
      const pageSize = 3;
      // The first, the last and a few between (every row would be slow on the busiest).
      const picks = [
        ...new Set([
          0,
          rows.length - 1,
          ...[1, 2, 3].map((k) => Math.floor((rows.length * k) / 4)),
        ]),
      ];
      for (const i of picks) {
        const row = rows[i]!;
        const answer = await query<Row[]>(
          'qyhxDimension',
          { id, dim, pageIndex: 1, pageSize, focus: row.ID_ },
          vip,
        );
        expect(answer.status).toBe(200);
        const pageIndex = Math.floor(i / pageSize) + 1;
        expect(answer.body.extraData!.pageIndex).toBe(pageIndex);
        expect(answer.body.data.map((r) => r.ID_)).toEqual(
          rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).map((r) => r.ID_),
        );
        expect(answer.body.extraData!.totalCount).toBe(rows.length);
      }
    },
  );

  it('answers the asked page for a row not in the list, and refuses a malformed id', async () => {
    const { id } = await busiest('rzlc');
    const [foreign] = await scalar<{ id: string }>(
      sql`select id::text as id from financing_events where enterprise_id <> ${id} limit 1`,
    );
    const first = await query<Row[]>('qyhxDimension', { id, dim: 'rzlc', pageSize: 2 }, vip);
    for (const focus of [foreign!.id, 2 ** 53 - 1]) {
      const answer = await query<Row[]>(
        'qyhxDimension',
        { id, dim: 'rzlc', pageSize: 2, focus },
        vip,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.extraData!.pageIndex).toBe(1);
      expect(answer.body.data).toEqual(first.body.data);
    }
    // A row the filter leaves out: the asked page of the filtered list.
    const rows = await allRows(id, 'rzlc');
    const last = rows[rows.length - 1]!;
    const other = rows.find((r) => r.round !== last.round);
    if (other) {
      const filtered = await query<Row[]>(
        'qyhxDimension',
        { id, dim: 'rzlc', pageSize: 1, filters: { type: other.round }, focus: last.ID_ },
        vip,
      );
      expect(filtered.status).toBe(200);
      expect(filtered.body.extraData!.pageIndex).toBe(1);
      expect(filtered.body.data.every((r) => r.round === other.round)).toBe(true);
    }
    for (const focus of ['abc', -1, 0, 1.5, '']) {
      const bad = await query('qyhxDimension', { id, dim: 'rzlc', focus }, vip);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('应为记录编号');
    }
  });
});

describe("查看依据: a lead's evidence is a row of its section", () => {
  it('a financing lead links to its 融资历程 row', async () => {
    // A round of an enterprise without one, 30 days before the data's date: 完成融资 fires.
    const [firm] = await scalar<{ id: string }>(sql`select e.id::text as id from enterprises e
      where not exists (select 1 from financing_events f where f.enterprise_id = e.id)
        and e.status = '存续'
      order by e.id limit 1`);
    const id = Number(firm!.id);
    const now = backend.clock.now();
    const on = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
    const [event] = await scalar<{ id: string }>(sql`insert into financing_events
        (enterprise_id, round, amount_text, amount_wan, investors, occurred_on, source, as_of)
      values (${id}, 'B轮', '28000万人民币', 28000, '测试资本', ${on}, 'test', ${on})
      returning id::text as id`);
    await refreshLeads(backend.db, now, [id]);

    const { body } = await customQuery<LeadsAnswer['data']>(
      backend,
      'rzsjLeads',
      { region: '000000', trigger: 'financing_round', pageSize: 50 },
      vip,
    );
    const lead = body.data.find((l) => l.ID_ === String(id));
    expect(lead).toBeDefined();
    const evidence = lead!.triggers.find((t) => t.trigger === 'financing_round')!;
    expect(evidence).toMatchObject({ table: 'financing_events', id: event!.id, dimension: 'rzlc' });
    expect(evidence.sentence).toContain('完成B轮融资，金额28000万人民币');
    expect(profileRowHref(id, evidence.dimension!, evidence.id)).toBe(
      `/cyl/qyxq?id=${id}&dim=rzlc&row=${event!.id}#dim-rzlc`,
    );
    const page = await query<Row[]>('qyhxDimension', { id, dim: 'rzlc', focus: evidence.id }, vip);
    expect(page.body.data.find((r) => r.ID_ === evidence.id)).toMatchObject({
      round: 'B轮',
      amount_text: '28000万人民币',
      investors: '测试资本',
      occurred_on: on,
    });
  });

  it('every evidence table names a dimension whose rows are its ids', async () => {
    const evidence = await scalar<{ enterprise_id: string; tbl: string; id: string; dim: string }>(
      sql`select distinct on (t.value->>'table') l.enterprise_id::text as enterprise_id,
          t.value->>'table' as tbl, t.value->>'id' as id, t.value->>'dimension' as dim
        from leads l, jsonb_array_elements(l.triggers) t
        where t.value->>'dimension' is not null
        order by t.value->>'table', l.enterprise_id`,
    );
    expect(evidence.length).toBeGreaterThan(3);
    for (const e of evidence) {
      expect(e.dim).toBe(EVIDENCE_DIMENSIONS[e.tbl as keyof typeof EVIDENCE_DIMENSIONS]);
      const page = await query<Row[]>(
        'qyhxDimension',
        { id: Number(e.enterprise_id), dim: e.dim, pageSize: 10, focus: e.id },
        vip,
      );
      expect(page.status).toBe(200);
      expect(page.body.data.map((r) => r.ID_)).toContain(e.id);
    }
  });
});

describe('qyhxEquity on a constructed group', () => {
  // 甲 ← 乙 50 %, 丙 30 %, 李 20 %; 乙 ← 张 60 %, 甲 10 % (cycle), 王 30 %; 丙 ← 张 100 %.
  let ids: Record<'jia' | 'yi' | 'bing', number>;
  let people: Record<'zhang' | 'li' | 'wang', number>;

  beforeAll(async () => {
    const next = await scalar<{ e: string; p: string }>(
      sql`select (select max(id) from enterprises)::text as e, (select max(id) from people)::text as p`,
    );
    const e0 = Number(next[0]!.e) + 1000;
    const p0 = Number(next[0]!.p) + 1000;
    ids = { jia: e0, yi: e0 + 1, bing: e0 + 2 };
    people = { zhang: p0, li: p0 + 1, wang: p0 + 2 };
    const names = { jia: '测试甲有限公司', yi: '测试乙有限公司', bing: '测试丙有限公司' };
    for (const [k, id] of Object.entries(ids)) {
      await backend.db.execute(sql`insert into enterprises (id, qymc, name_pinyin, name_initials,
        tyshxydm, legal_representative, established_on, status, qylx, industry_code,
        industry_category, dlhy, region_code, address, source, as_of)
        values (${id}, ${names[k as keyof typeof names]}, 'ceshi', 'cs', ${`TEST${id}`.padEnd(18, '0')},
        '张三', '2020-01-01', '存续', '有限责任公司', '6511', 'I', '软件和信息技术服务业',
        '110101', '北京市', 'test', '2026-11-01')`);
    }
    for (const [k, id] of Object.entries(people)) {
      const name = { zhang: '张测试', li: '李测试', wang: '王测试' }[k]!;
      await backend.db.execute(sql`insert into people (id, name, person_key, source, as_of)
        values (${id}, ${name}, ${`test-${id}`}, 'test', '2026-11-01')`);
    }
    const hold = (of: number, ratio: number, person?: number, enterprise?: number) =>
      backend.db.execute(sql`insert into shareholdings (enterprise_id, holder_person_id,
        holder_enterprise_id, ratio, source, as_of)
        values (${of}, ${person ?? null}, ${enterprise ?? null}, ${ratio}, 'test', '2026-11-01')`);
    await hold(ids.jia, 50, undefined, ids.yi);
    await hold(ids.jia, 30, undefined, ids.bing);
    await hold(ids.jia, 20, people.li);
    await hold(ids.yi, 60, people.zhang);
    await hold(ids.yi, 10, undefined, ids.jia);
    await hold(ids.yi, 30, people.wang);
    await hold(ids.bing, 100, people.zhang);
  });

  it('answers direct, path and look-through ratios, beneficiaries, controller and the cycle', async () => {
    const { status, body } = await query<EquityAnswer[]>(
      'qyhxEquity',
      { id: ids.jia, depth: 2 },
      vip,
    );
    expect(status).toBe(200);
    const answer = body.data[0]!;
    const yi = answer.nodes.find((n) => n.enterprise_id === ids.yi)!;
    expect(yi).toMatchObject({ ratio: 50, path_ratio: 50, cycle: false, has_children: true });
    const zhangViaYi = yi.children!.find((n) => n.name === '张测试')!;
    // 50 % × 60 % on this path; 30 % more through 丙: 60 % look-through.
    expect(zhangViaYi).toMatchObject({ ratio: 60, path_ratio: 30, look_through: 60 });
    expect(yi.children!.find((n) => n.enterprise_id === ids.jia)).toMatchObject({ cycle: true });
    expect(answer.beneficiaries!.map((b) => [b.name, b.look_through])).toEqual([['张测试', 60]]);
    expect(answer.beneficiaries![0]!.paths).toHaveLength(2);
    expect(answer.controller).toMatchObject({ name: '张测试' });
    expect(answer.cycles).toEqual([['测试甲有限公司', '测试乙有限公司', '测试甲有限公司']]);
  });

  it('names the senior managers, 法定代表人 first, when nobody owns 25 % or controls', async () => {
    const id = await insertEnterprise(backend.db, { qymc: '分散持股测试有限公司' });
    for (const ratio of [20, 20, 20, 20, 20]) await addPerson(backend.db, id, '散户', { ratio });
    await addPerson(backend.db, id, '赵经理', { title: '总经理' });
    await addPerson(backend.db, id, '钱代表', { title: '法定代表人' });
    await addPerson(backend.db, id, '孙监事', { title: '监事' });
    const { body } = await query<EquityAnswer[]>('qyhxEquity', { id }, vip);
    const answer = body.data[0]!;
    expect(answer.controller).toBeNull();
    expect(answer.beneficiaries!.map((b) => b.name)).toEqual(['钱代表', '赵经理']);
    expect(answer.beneficiaries![0]!.basis).toContain('高级管理人员（法定代表人）');
  });

  it('expands one level below a node of the path, and refuses a broken path', async () => {
    const { body } = await query<EquityAnswer[]>(
      'qyhxEquity',
      { id: ids.jia, path: [ids.bing] },
      vip,
    );
    expect(body.data[0]!.nodes).toEqual([
      expect.objectContaining({ name: '张测试', ratio: 100, path_ratio: 30 }),
    ]);
    const broken = await query('qyhxEquity', { id: ids.jia, path: [ids.jia] }, vip);
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('股权路径无效');
  });

  it('answers the investment tree downward', async () => {
    const { body } = await query<EquityAnswer[]>(
      'qyhxEquity',
      { id: ids.yi, direction: 'down', depth: 2 },
      vip,
    );
    const jia = body.data[0]!.nodes.find((n) => n.enterprise_id === ids.jia)!;
    expect(jia).toMatchObject({ ratio: 50, path_ratio: 50 });
    expect(jia.children!.find((n) => n.enterprise_id === ids.yi)).toMatchObject({ cycle: true });
  });
});

describe('qyhxGraph', () => {
  it('links the enterprise to shareholders, officers, investments and branches', async () => {
    const { id } = await busiest('fzjg');
    const { status, body } = await query<GraphAnswer[]>('qyhxGraph', { id }, vip);
    expect(status).toBe(200);
    const graph = body.data[0]!;
    expect(graph.center).toBe(`e:${id}`);
    const ids = new Set(graph.nodes.map((n) => n.id));
    expect(ids.size).toBe(graph.nodes.length);
    for (const link of graph.links) {
      expect(ids.has(link.source) && ids.has(link.target)).toBe(true);
    }
    const kinds = new Set(graph.nodes.map((n) => n.category));
    expect([...kinds]).toEqual(expect.arrayContaining(['enterprise', 'person', 'branch']));
  });
});

describe('the PDF report', () => {
  const pdf = (id: number, token?: string) =>
    backend.app.request(`/api-zsai-query/zsai/qyhx/reportPdf?id=${id}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('streams an A4 PDF with the CJK font embedded for a VIP', async () => {
    const { id } = await busiest('gdxx');
    const res = await pdf(id, vip);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('企业报告'));
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.includes(Buffer.from('/FontFile'))).toBe(true);
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it('is VIP-only, needs a login and an existing enterprise', async () => {
    const { id } = await busiest('gdxx');
    const locked = await pdf(id, trial);
    expect(locked.status).toBe(403);
    expect(((await locked.json()) as Envelope<null>).message).toBe(
      '「企业报告」为VIP会员功能，请升级会员后查看',
    );
    expect((await pdf(id)).status).toBe(401);
    expect((await pdf(999_999_999, vip)).status).toBe(404);
    expect(
      (
        await backend.app.request('/api-zsai-query/zsai/qyhx/reportPdf?id=x', {
          headers: { authorization: `Bearer ${vip}` },
        })
      ).status,
    ).toBe(400);
  });

  it('says which font to install when none is found', () => {
    expect(() => findCjkFont({ path: '/nonexistent/font.ttf', family: undefined })).toThrow(
      /fonts-noto-cjk.*ZSAI_CJK_FONT/,
    );
  });
});
