import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Envelope } from '@/lib/contract/envelope';
import type {
  PersonCandidate,
  RelationshipAnswer,
  RelationshipSearchInput,
} from '@/lib/contract/relationships';
import { relationshipSearchSchema } from '@/lib/contract/relationships';
import type { ExportQuota } from '@/lib/contract/search';
import { branches, people, positions, shareholdings } from '../db/schema';
import { searchRelationships } from '../services/relationships/search';
import { customQuery } from '../test/calls';
import { insertEnterprise } from '../test/enterprise-fixtures';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';
import { DEMO_EXPORT_NOTE } from '../services/search/export-file';

// 找关系 (issue 14) on constructed graphs beside a small demo dataset: paths in order, cycles,
// constraints, the hub rule, same-name people, suspected ties, the time budget, bad input and
// permissions.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;
let trial: string;

const provenance = { source: 'test', asOf: '2026-11-01' };
let personSeq = 0;
async function person(name: string): Promise<number> {
  const [max] = (
    (await backend.db.execute(sql`select coalesce(max(id), 0)::text as id from people`)) as {
      rows: { id: string }[];
    }
  ).rows;
  const id = Number(max!.id) + 1000 + ++personSeq;
  await backend.db.insert(people).values({ id, name, personKey: `zgx-${id}`, ...provenance });
  return id;
}
const holds = (holder: number, enterpriseId: number, ratio: number, byPerson = false) =>
  backend.db.insert(shareholdings).values({
    enterpriseId,
    ...(byPerson ? { holderPersonId: holder } : { holderEnterpriseId: holder }),
    ratio,
    subscribedCapital: ratio,
    ...provenance,
  });
const serves = (personId: number, enterpriseId: number, title: string) =>
  backend.db.insert(positions).values({ personId, enterpriseId, title, ...provenance });

const search = (params: RelationshipSearchInput | Record<string, unknown>, token = vip) =>
  customQuery<RelationshipAnswer[]>(backend, 'zgxSearch', params, token);
const answerOf = async (params: RelationshipSearchInput | Record<string, unknown>) => {
  const { status, body } = await search(params);
  // The message rides along so that a failure shows it.
  expect([status, status === 200 ? '' : body.message]).toEqual([200, '']);
  return body.data[0]!;
};

// The constructed graph (names unlike any demo row):
//   甲 → 乙 35 % (对外投资); 乙's 董事 张三, 张三 法定代表人 of 丙   (3 hops 甲…丙)
//   甲 → 戊 60 %, 戊 → 丙 10 %                                      (2 hops)
//   丙 → 甲 5 %                                                      (1 hop; a cycle 甲→戊→丙→甲)
//   枢纽 holds 甲, 己 and 100 more                                   (a hub between 甲 and 己)
//   庚 → 注销辛 50 % → 壬 50 %                                       (through a closed one)
//   子's 董事 李四 and 丑's 监事 李四: two records; 子 and 丑 share a phone and an e-mail
//   辰 → 午 40 %, 巳 → 午 60 %                                        (a common investment)
const g = {} as Record<
  | '甲'
  | '乙'
  | '丙'
  | '戊'
  | '己'
  | '枢纽'
  | '庚'
  | '辛'
  | '壬'
  | '子'
  | '丑'
  | '寅'
  | '辰'
  | '巳'
  | '午',
  number
>;
const p = {} as Record<'张三' | '李四子' | '李四丑', number>;

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  [vip, trial] = await Promise.all([
    smsLoginToken(backend, '13800000001'),
    smsLoginToken(backend, '13800000002'),
  ]);
  const e = (name: string, fields: Record<string, unknown> = {}) =>
    insertEnterprise(backend.db, { qymc: `关系测试${name}有限公司`, ...fields });
  for (const name of [
    '甲',
    '乙',
    '丙',
    '戊',
    '己',
    '枢纽',
    '庚',
    '壬',
    '寅',
    '辰',
    '巳',
    '午',
  ] as const) {
    g[name] = await e(name);
  }
  g.辛 = await e('辛', { status: '注销' });
  g.子 = await e('子', { lxfs: '0755-86001234', email: 'Office@GuanXi-Test.cn' });
  g.丑 = await e('丑', { lxfs: '0755-86001234', email: 'office@guanxi-test.cn ' });
  p.张三 = await person('关系张三');
  p.李四子 = await person('关系李四');
  p.李四丑 = await person('关系李四');
  await holds(g.甲, g.乙, 35);
  await serves(p.张三, g.乙, '董事');
  await serves(p.张三, g.丙, '法定代表人');
  await holds(g.甲, g.戊, 60);
  await holds(g.戊, g.丙, 10);
  await holds(g.丙, g.甲, 5);
  await holds(g.庚, g.辛, 50);
  await holds(g.辛, g.壬, 50);
  await holds(g.辰, g.午, 40);
  await holds(g.巳, g.午, 60);
  await serves(p.李四子, g.子, '董事');
  await serves(p.李四丑, g.丑, '监事');
  // The hub: 102 holdings (甲, 己 and 100 fillers).
  await holds(g.枢纽, g.甲, 10);
  await holds(g.枢纽, g.己, 10);
  for (let i = 0; i < 100; i += 1) {
    const filler = await e(`枢纽子${i}`);
    await holds(g.枢纽, filler, 1);
  }
  // 寅 is a branch of 庚.
  await backend.db.insert(branches).values({ parentId: g.庚, branchId: g.寅, ...provenance });
}, 120_000);
afterAll(() => backend.close());

describe('paths', () => {
  it('finds the shortest path first, then the alternatives, with sentences', async () => {
    const answer = await answerOf({ entities: [g.甲, g.丙] });
    const sentences = answer.paths.map((path) => path.sentence);
    expect(answer.paths.map((path) => path.hops)).toEqual([1, 2, 3]);
    expect(sentences).toEqual([
      '关系测试甲有限公司 的股东 关系测试丙有限公司（持股 5.00%）',
      '关系测试甲有限公司 持有 关系测试戊有限公司 60.00% 股权 → 关系测试戊有限公司 持有 关系测试丙有限公司 10.00% 股权',
      '关系测试甲有限公司 持有 关系测试乙有限公司 35.00% 股权 → 关系测试乙有限公司 的 董事 关系张三 → 关系张三 担任 关系测试丙有限公司 的法定代表人',
    ]);
    expect(answer.partial).toBe(false);
    expect(answer.notice).toBeNull();
    expect(answer.pairs).toEqual([{ pair: [0, 1], count: 3, shortest: 1, more: false }]);
    // Every edge of a path is in the answer with its type name, source and as-of date.
    const edges = new Map(answer.edges.map((edge) => [edge.id, edge]));
    const last = answer.paths[2]!;
    expect(last.edges.map((id) => edges.get(id)!.typename)).toEqual([
      '对外投资',
      '董监高',
      '法定代表人',
    ]);
    expect(edges.get(last.edges[0]!)).toEqual(
      expect.objectContaining({
        type: 'investment',
        ratio: 35,
        subscribedcapital: 35,
        source: 'test',
        asof: '2026-11-01',
      }),
    );
    expect(edges.get(last.edges[1]!)).toEqual(
      expect.objectContaining({ type: 'officer', position: '董事' }),
    );
    expect(last.steps.every((s) => s.source === 'test' && s.asof === '2026-11-01')).toBe(true);
    // Nodes: the entities and the path nodes, with profile ids.
    const jia = answer.nodes.find((n) => n.id === `e:${g.甲}`)!;
    expect(jia).toEqual(
      expect.objectContaining({ entity: 0, onpath: true, enterpriseid: g.甲, kind: 'enterprise' }),
    );
    expect(answer.nodes.find((n) => n.id === `p:${p.张三}`)).toEqual(
      expect.objectContaining({ kind: 'person', personid: p.张三, name: '关系张三' }),
    );
  });

  it('does not loop around a cycle: every path is simple', async () => {
    const answer = await answerOf({ entities: [g.甲, g.戊], hops: 6 });
    for (const path of answer.paths) expect(new Set(path.nodes).size).toBe(path.nodes.length);
    const sentences = answer.paths.map((path) => path.nodes.join('>'));
    expect(new Set(sentences).size).toBe(sentences.length);
    // Direct, and round the cycle 甲 ← 丙 ← 戊.
    expect(answer.paths.slice(0, 2).map((path) => path.hops)).toEqual([1, 2]);
    expect(answer.paths[1]!.nodes).toEqual([`e:${g.甲}`, `e:${g.丙}`, `e:${g.戊}`]);
  });

  it('keeps at most maxPaths per pair and says there are more', async () => {
    const answer = await answerOf({ entities: [g.甲, g.丙], maxPaths: 2 });
    expect(answer.paths.map((path) => path.hops)).toEqual([1, 2]);
    expect(answer.pairs[0]).toEqual(expect.objectContaining({ count: 2, more: true }));
  });

  it('prunes by minimum ratio, edge types and persons', async () => {
    const ratio = await answerOf({ entities: [g.甲, g.丙], minRatio: 20 });
    expect(ratio.paths.map((path) => path.hops)).toEqual([3]);
    const types = await answerOf({ entities: [g.甲, g.丙], types: ['investment'] });
    expect(types.paths.map((path) => path.hops)).toEqual([1, 2]);
    expect(types.edges.every((edge) => edge.type === 'investment')).toBe(true);
    const noPersons = await answerOf({ entities: [g.甲, g.丙], excludePersons: true });
    expect(noPersons.paths.every((path) => path.nodes.every((n) => n.startsWith('e:')))).toBe(true);
    expect(noPersons.paths).toHaveLength(2);
    const short = await answerOf({ entities: [g.甲, g.丙], hops: 2 });
    expect(short.paths.map((path) => path.hops)).toEqual([1, 2]);
  });

  it('goes through a 注销 enterprise only when asked', async () => {
    const closed = await answerOf({ entities: [g.庚, g.壬] });
    expect(closed.paths).toEqual([]);
    expect(closed.notice).toBe('在所选层数内未找到关系路径');
    const open = await answerOf({ entities: [g.庚, g.壬], excludeClosed: false });
    expect(open.paths.map((path) => path.nodes)).toEqual([[`e:${g.庚}`, `e:${g.辛}`, `e:${g.壬}`]]);
    // A branch reads from the parent.
    const branch = await answerOf({ entities: [`e:${g.庚}`, `e:${g.寅}`] });
    expect(branch.paths[0]!.sentence).toBe('关系测试庚有限公司 设有分支机构 关系测试寅有限公司');
    expect(branch.edges[0]!.typename).toBe('分支机构');
  });

  it('starts from a person picked in an enterprise', async () => {
    const answer = await answerOf({
      entities: [{ enterpriseId: g.乙, personId: p.张三 }, `e:${g.甲}`],
    });
    expect(answer.entities[0]).toEqual(
      expect.objectContaining({ node: `p:${p.张三}`, kind: 'person', qymc: '关系测试乙有限公司' }),
    );
    expect(answer.paths[0]!.sentence).toBe(
      '关系张三 担任 关系测试乙有限公司 的董事 → 关系测试乙有限公司 的股东 关系测试甲有限公司（持股 35.00%）',
    );
    const byKey = await answerOf({
      entities: [{ enterpriseId: g.丙, personKey: `zgx-${p.张三}` }, `e:${g.甲}`],
    });
    expect(byKey.entities[0]!.node).toBe(`p:${p.张三}`);
  });

  it('adds 最终受益人 edges from the look-through when asked', async () => {
    const answer = await answerOf({
      entities: [`e:${g.丙}`, `p:${p.张三}@${g.乙}`],
      types: ['beneficiary', 'officer'],
      hops: 3,
    });
    // 张三 is 丙's only senior manager: its beneficiary by the 2024 rules' last resort.
    const edge = answer.edges.find((x) => x.type === 'beneficiary');
    expect(edge).toEqual(
      expect.objectContaining({ from: `p:${p.张三}`, to: `e:${g.丙}`, typename: '最终受益人' }),
    );
    expect(answer.paths[0]!.hops).toBe(1);
  });
});

describe('the hub rule', () => {
  it('does not go through a node with more relations than the threshold, and says so', async () => {
    const answer = await answerOf({ entities: [g.甲, g.己] });
    expect(answer.paths).toEqual([]);
    expect(answer.skippedhubs[0]).toEqual(
      expect.objectContaining({
        node: `e:${g.枢纽}`,
        name: '关系测试枢纽有限公司',
        pairs: [[0, 1]],
      }),
    );
    expect(answer.skippedhubs[0]!.degree).toBeGreaterThan(100);
    expect(answer.notice).toContain('有1个关联过多的节点');
    expect(answer.nodes.find((n) => n.id === `e:${g.枢纽}`)).toEqual(
      expect.objectContaining({ hub: true, onpath: false }),
    );
    const through = await answerOf({ entities: [g.甲, g.己], expandHubs: true });
    expect(through.paths.map((path) => path.nodes)).toEqual([
      [`e:${g.甲}`, `e:${g.枢纽}`, `e:${g.己}`],
    ]);
    expect(through.skippedhubs).toEqual([]);
  });

  it('still searches from a chosen entity that is a hub', async () => {
    const answer = await answerOf({ entities: [g.枢纽, g.己] });
    expect(answer.paths[0]!.hops).toBe(1);
  });
});

describe('people of the same name and suspected ties', () => {
  it('never joins two records of one name: no path, a tie with its evidence', async () => {
    const answer = await answerOf({ entities: [g.子, g.丑] });
    expect(answer.paths).toEqual([]);
    expect(answer.edges).toEqual([]);
    const kinds = answer.ties.map((t) => t.kind).sort();
    expect(kinds).toEqual(['address', 'email', 'phone', 'samename']);
    // Every test enterprise has the fixture's address: a 集中注册地, hardly evidence.
    const address = answer.ties.find((t) => t.kind === 'address')!;
    expect(address).toEqual(expect.objectContaining({ confidence: 0.1, level: '低' }));
    expect(address.sharedby).toBeGreaterThan(10);
    const same = answer.ties.find((t) => t.kind === 'samename')!;
    expect(same).toEqual(
      expect.objectContaining({
        pair: [0, 1],
        value: '关系李四',
        persons: [`p:${p.李四子}`, `p:${p.李四丑}`],
        kindname: '同名人员',
      }),
    );
    expect(same.evidence).toContain('登记为两条不同的人员记录');
    expect(same.confidence).toBeGreaterThan(0);
    expect(same.confidence).toBeLessThan(1);
    const phone = answer.ties.find((t) => t.kind === 'phone')!;
    expect(phone).toEqual(
      expect.objectContaining({
        value: '0755-86001234',
        sharedby: 2,
        confidence: 0.7,
        level: '较高',
      }),
    );
    expect(phone.evidence).toContain('全库共2家企业');
    // The e-mail matches in its normalised form (case, spaces).
    expect(answer.ties.find((t) => t.kind === 'email')!.confidence).toBe(0.8);
    // A person as an entity: still no path to the other record of the name.
    const fromPerson = await answerOf({
      entities: [{ enterpriseId: g.子, personId: p.李四子 }, g.丑],
    });
    expect(fromPerson.paths).toEqual([]);
    expect(fromPerson.nodes.map((n) => n.id)).not.toContain(`p:${p.李四丑}`);
    expect(fromPerson.ties.some((t) => t.kind === 'samename')).toBe(true);
  });

  it('lists the people of a name apart, with what might make two of them one', async () => {
    const { status, body } = await customQuery<PersonCandidate[]>(
      backend,
      'zgxPersons',
      { name: '关系李四' },
      vip,
    );
    expect(status).toBe(200);
    expect(body.data.map((c) => c.personid)).toEqual([p.李四子, p.李四丑]);
    expect(body.data[0]!.enterprises).toEqual([
      { enterpriseid: g.子, qymc: '关系测试子有限公司', status: '存续', roles: ['董事'] },
    ]);
    expect(body.data[0]!.possiblesame).toEqual([
      { personid: p.李四丑, confidence: 0.3, reason: '两人所在企业位于同一城市' },
    ]);
    const inOne = await customQuery<PersonCandidate[]>(
      backend,
      'zgxPersons',
      { name: '关系李四', enterpriseId: g.丑 },
      vip,
    );
    expect(inOne.body.data.map((c) => c.personid)).toEqual([p.李四丑]);
  });

  it('lists the common relations of the set', async () => {
    const answer = await answerOf({ entities: [g.甲, g.己, g.乙] });
    expect(answer.common.shareholders).toEqual([
      expect.objectContaining({
        node: `e:${g.枢纽}`,
        links: [
          { entity: 0, ratio: 10, position: null },
          { entity: 1, ratio: 10, position: null },
        ],
      }),
    ]);
    const cross = await answerOf({ entities: [g.乙, g.丙] });
    expect(cross.common.officers).toEqual([
      expect.objectContaining({
        node: `p:${p.张三}`,
        links: [
          { entity: 0, ratio: null, position: '董事' },
          { entity: 1, ratio: null, position: '法定代表人' },
        ],
      }),
    ]);
    const invest = await answerOf({ entities: [g.辰, g.巳] });
    expect(invest.common.investments).toEqual([
      expect.objectContaining({
        node: `e:${g.午}`,
        links: [
          { entity: 0, ratio: 40, position: null },
          { entity: 1, ratio: 60, position: null },
        ],
      }),
    ]);
    expect(invest.paths[0]!.nodes).toEqual([`e:${g.辰}`, `e:${g.午}`, `e:${g.巳}`]);
  });
});

describe('the time budget', () => {
  it('answers what it found, partial, with a notice (never a 500)', async () => {
    let clock = 0;
    const params = relationshipSearchSchema.parse({ entities: [g.甲, g.丙], hops: 6 });
    const answer = await searchRelationships(backend.db, params, {
      today: '2026-11-21',
      budgetMs: 50,
      // Every look at the clock costs a second: the budget is gone after the first level.
      now: () => (clock += 1000),
    });
    expect(answer.partial).toBe(true);
    expect(answer.notice).toContain('查询超过时间预算（50毫秒）');
    expect(answer.paths.map((path) => path.hops)).toEqual([1]);
  });
});

describe('bad input and permissions', () => {
  const message = async (params: unknown, status: number, token = vip) => {
    const res = await search(params as Record<string, unknown>, token);
    expect(res.status).toBe(status);
    return res.body.message;
  };

  it('answers clear Chinese messages', async () => {
    expect(await message({ entities: [g.甲, 999_999_999] }, 404)).toBe('企业不存在：999999999');
    expect(await message({ entities: [g.甲] }, 400)).toBe('企业或人员：请至少选择2个');
    expect(await message({ entities: [1, 2, 3, 4, 5, 6] }, 400)).toBe('企业或人员：最多选择5个');
    expect(await message({ entities: [g.甲, g.乙], hops: 7 }, 400)).toBe('层数：应为1到6层');
    expect(await message({ entities: [g.甲, g.乙], hops: 0 }, 400)).toBe('层数：应为1到6层');
    expect(await message({ entities: [g.甲, g.甲] }, 400)).toBe('企业或人员：所选企业或人员重复');
    expect(await message({ entities: [g.甲, g.乙], types: ['x'] }, 400)).toBe(
      '关系类型：关系类型不存在：x',
    );
    expect(await message({ entities: [{ enterpriseId: g.甲, personId: p.张三 }, g.乙] }, 404)).toBe(
      '「关系张三」不是「关系测试甲有限公司」的人员或股东',
    );
    expect(await message({ entities: [`p:999999999@${g.甲}`, g.乙] }, 404)).toBe(
      '人员不存在：999999999',
    );
    expect(
      await message({ entities: [`p:${p.张三}@${g.乙}`, g.甲], excludePersons: true }, 400),
    ).toBe('排除人员：已选择人员时不能“排除人员”');
  });

  it('needs a login and the 找关系 permission', async () => {
    const anonymous = await customQuery(backend, 'zgxSearch', { entities: [g.甲, g.乙] });
    expect(anonymous.status).toBe(401);
    expect(await message({ entities: [g.甲, g.乙] }, 403, trial)).toBe(
      '当前会员等级无权使用找关系，请升级会员',
    );
    const picker = await customQuery(backend, 'zgxPersons', { name: '关系李四' }, trial);
    expect(picker.status).toBe(403);
  });
});

describe('export of the paths', () => {
  const download = (query: Record<string, string>, token = vip) =>
    backend.app.request(`/api-zsai-query/zsai/zgx/export?${new URLSearchParams(query)}`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('streams the paths as CSV and Excel from the export quota', async () => {
    const entities = `e:${g.甲},e:${g.丙}`;
    const quota = await customQuery<ExportQuota[]>(backend, 'zgxExportQuota', { entities }, vip);
    expect(quota.body.data[0]).toEqual(expect.objectContaining({ rows: 3, matched: 3 }));
    const csv = await download({ entities, format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('x-export-rows')).toBe('3');
    const lines = new TextDecoder()
      .decode(await csv.arrayBuffer())
      .trim()
      .split('\r\n');
    expect(lines.shift()!.replace(/^\uFEFF/, '')).toBe(DEMO_EXPORT_NOTE);
    expect(lines[0]).toBe('编号,起点,终点,层数,关系路径,关系类型,数据来源及截至日期,完整性');
    expect(lines[3]).toContain('关系张三 担任 关系测试丙有限公司 的法定代表人');
    expect(lines[3]).toContain('对外投资 → 董监高 → 法定代表人');
    const xlsx = await download({ entities, format: 'xlsx', types: 'investment' });
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    expect(book.worksheets[0]!.rowCount).toBe(3);
    const refused = await download({ entities: `e:${g.甲}` });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Envelope<null>).message).toBe('企业或人员：请至少选择2个');
    expect((await download({ entities }, trial)).status).toBe(403);
  });
});

describe('on the demo data', () => {
  it('answers a search between two demo enterprises of one group without error', async () => {
    // A demo holding: its holder and the holding's enterprise are joined in one hop.
    const [row] = (
      (await backend.db.execute(sql`
        select holder_enterprise_id::float8 as a, enterprise_id::float8 as b from shareholdings
        where holder_enterprise_id is not null and source = 'demo' order by id limit 1`)) as {
        rows: { a: number; b: number }[];
      }
    ).rows;
    if (!row) return;
    const answer = await answerOf({ entities: [Number(row.a), Number(row.b)], hops: 6 });
    expect(answer.paths[0]!.hops).toBe(1);
    expect(answer.elapsedms).toBeGreaterThanOrEqual(0);
  });
});
