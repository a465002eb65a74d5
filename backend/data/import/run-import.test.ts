import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { listDynamics } from '../../db/queries/dynamics';
import { follow } from '../../db/queries/follows';
import { createSeededTestBackend } from '../../test/test-backend';
import { importPath } from './run-import';

const EXAMPLES = path.resolve(process.cwd(), 'backend/data/examples');
const clock = { now: () => new Date('2026-11-21T08:00:00Z') };

let backend: Awaited<ReturnType<typeof createSeededTestBackend>>;
beforeAll(async () => {
  // Industry chains are reference data, there from the start (the links import checks
  // their nodes exist).
  backend = await createSeededTestBackend({ clock });
});
afterAll(() => backend.close());

// Every deliberate bad row of the example dataset: file, line, and the start of the reason.
const EXPECTED_REJECTIONS: [string, number, string][] = [
  ['unknown-entity.csv', 0, '文件名不对应任何实体类型'],
  ['parks.csv', 4, 'level: 园区级别应为国家级、省级、市级之一'],
  ['parks.csv', 5, 'region_code: 行政区划代码不存在'],
  ['parks.csv', 6, 'leading_chains: 产业链 nope-chain 不存在'],
  ['parks.csv', 7, 'founded_year: 设立年份应在 1900 年之后'],
  ['parks.csv', 8, '与第 2 行重复'],
  ['official_statistics.csv', 4, 'indicator: 指标应为'],
  ['official_statistics.csv', 5, 'region_code: 行政区划代码应为全国（000000）、省或市'],
  ['official_statistics.csv', 6, 'region_code: 行政区划代码应为全国（000000）、省或市'],
  ['official_statistics.csv', 7, 'period: 期间应为四位年份（YYYY）'],
  ['official_statistics.csv', 8, 'value: 数值不能为负'],
  ['official_statistics.csv', 9, 'value: 数值应为数字'],
  ['official_statistics.csv', 10, 'unit: population 的单位应为万人'],
  ['official_statistics.csv', 11, 'source: 来源不能为空'],
  ['official_statistics.csv', 12, '与第 2 行重复'],
  ['enterprises.csv', 7, 'tyshxydm: 统一社会信用代码无效'],
  ['enterprises.csv', 8, 'region_code: 行政区划代码不存在'],
  ['enterprises.csv', 9, 'qymc: '],
  ['enterprises.csv', 10, 'status: '],
  ['enterprises.csv', 11, '与第 2 行重复'],
  ['enterprises.csv', 12, 'tyshxydm: 统一社会信用代码的省份与所在地区不一致'],
  ['product_categories.csv', 6, 'parent_code: 产品分类 PC-9 不存在（上级分类须先于下级列出）'],
  ['shareholdings.jsonl', 5, 'holder_tyshxydm: 企业 91310115MA0YDCBK56 不存在'],
  ['shareholdings.jsonl', 6, 'ratio: 持股比例不能超过 100'],
  ['shareholdings.jsonl', 7, 'JSON 格式错误'],
  ['shareholdings.jsonl', 8, 'tyshxydm: 统一社会信用代码无效'],
  ['positions.csv', 6, 'person_name: '],
  ['branches.csv', 3, 'branch_tyshxydm: 分支机构不能是总公司自身'],
  ['change_records.csv', 5, 'changed_on: 日期无效'],
  ['change_records.csv', 6, 'tyshxydm: 企业 91310115MA0YDCBK56 不存在'],
  ['annual_reports.csv', 5, '与第 3 行重复'],
  ['patents.jsonl', 2, 'type: 专利类型应为 1–9'],
  ['judicial_auctions.csv', 3, 'auction_on: 日期无效'],
  ['bids.jsonl', 3, 'role: '],
  ['recruitment_posts.csv', 4, 'salary_min: 最低月薪不能高于最高月薪'],
  ['products.jsonl', 4, 'category_code: 产品分类 PC-5 不存在（请先导入产品分类）'],
  ['industry_chain_enterprises.csv', 4, 'node: 产业链「新能源汽车」中没有节点「固态电池」'],
];

async function snapshot(): Promise<string> {
  const tables = [
    'enterprises',
    'people',
    'shareholdings',
    'positions',
    'change_records',
    'patents',
    'branches',
    'annual_reports',
    'bids',
    'judicial_auctions',
    'recruitment_posts',
    'product_categories',
    'products',
    'industry_chain_enterprises',
    'parks',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const result = (await backend.db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`,
      ),
    )) as { rows: { h: string }[] };
    parts.push(`${table}:${result.rows[0]!.h}`);
  }
  return parts.join(' ');
}

describe('import of the example dataset', () => {
  it('imports the good rows and reports exactly the bad ones', async () => {
    const result = await importPath(backend.db, EXAMPLES, { source: 'example', clock });
    expect(result.rejections).toHaveLength(EXPECTED_REJECTIONS.length);
    result.rejections.forEach((r, i) => {
      const [file, line, reason] = EXPECTED_REJECTIONS[i]!;
      expect({ file: r.file, line: r.line }).toEqual({ file, line });
      expect(r.reason.startsWith(reason)).toBe(true);
    });
    const byEntity = Object.fromEntries(result.files.map((f) => [f.entity, f]));
    expect(byEntity.enterprises).toMatchObject({ inserted: 6, rejected: 6 });
    expect(byEntity.shareholdings).toMatchObject({ inserted: 4, rejected: 4 });
    expect(byEntity.positions).toMatchObject({ inserted: 4, rejected: 1 });
    expect(byEntity.change_records).toMatchObject({ inserted: 3, rejected: 2 });
    expect(byEntity.patents).toMatchObject({ inserted: 1, rejected: 1 });
    expect(byEntity.branches).toMatchObject({ inserted: 1, rejected: 1 });
    expect(byEntity.annual_reports).toMatchObject({ inserted: 3, rejected: 1 });
    expect(byEntity.bids).toMatchObject({ inserted: 2, rejected: 1 });
    expect(byEntity.judicial_auctions).toMatchObject({ inserted: 1, rejected: 1 });
    expect(byEntity.recruitment_posts).toMatchObject({ inserted: 2, rejected: 1 });
    expect(byEntity.product_categories).toMatchObject({ inserted: 4, rejected: 1 });
    expect(byEntity.products).toMatchObject({ inserted: 3, rejected: 1 });
    expect(byEntity.industry_chain_enterprises).toMatchObject({ inserted: 2, rejected: 1 });
    expect(byEntity.parks).toMatchObject({ inserted: 2, rejected: 5 });
    const parks = (await backend.db.execute(
      sql`select code, level, region_code, leading_chains, aliases, source from parks order by code`,
    )) as { rows: Record<string, unknown>[] };
    expect(parks.rows).toEqual([
      {
        code: 'example-hz-xk',
        level: '省级',
        region_code: '330106',
        leading_chains: ['ai', 'ic'],
        aliases: ['示例科创园'],
        source: 'example',
      },
      {
        code: 'example-sz-cn',
        level: '市级',
        region_code: '440305',
        leading_chains: ['energy-storage'],
        aliases: [],
        source: 'example',
      },
    ]);

    const people = (await backend.db.execute(
      sql`select count(*) as n from people where person_key like 'example:%'`,
    )) as { rows: { n: number | string }[] };
    // The same person key in shareholdings and positions is one person.
    expect(Number(people.rows[0]!.n)).toBe(3);
    const firm = (await backend.db.execute(
      sql`select dlhy, industry_category, tags, former_names, name_initials from enterprises where tyshxydm = '91330106965543984T'`,
    )) as { rows: Record<string, unknown>[] };
    expect(firm.rows[0]).toMatchObject({
      dlhy: '软件和信息技术服务业',
      industry_category: 'I',
      tags: ['高新技术企业', '科技型中小企业'],
      former_names: '杭州示例云帆网络有限公司',
      name_initials: 'hzslyfrjyxgs',
    });
  });

  it('lands each new entity type in its table, linked to the right rows', async () => {
    const q = async (query: ReturnType<typeof sql>) =>
      ((await backend.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
    expect(
      await q(sql`select p.tyshxydm as parent, b.tyshxydm as branch from branches x
        join enterprises p on p.id = x.parent_id join enterprises b on b.id = x.branch_id`),
    ).toEqual([{ parent: '91330106965543984T', branch: '91110108MA7EXB2N35' }]);
    expect(
      await q(sql`select e.tyshxydm, a.year, a.revenue, a.net_profit from annual_reports a
        join enterprises e on e.id = a.enterprise_id order by e.tyshxydm, a.year`),
    ).toEqual([
      { tyshxydm: '91330106965543984T', year: 2024, revenue: '6800.00', net_profit: '620.25' },
      { tyshxydm: '91330106965543984T', year: 2025, revenue: null, net_profit: null },
      { tyshxydm: '91440305MAH9LH9H3X', year: 2025, revenue: '45200.00', net_profit: '-1350.00' },
    ]);
    expect(await q(sql`select source_id, role, region_code from bids order by source_id`)).toEqual([
      { source_id: 'BD-1', role: '中标', region_code: '330106' },
      { source_id: 'BD-2', role: '招标', region_code: null },
    ]);
    expect(await q(sql`select source_id, status from judicial_auctions`)).toEqual([
      { source_id: 'JA-1', status: '已成交' },
    ]);
    expect(
      await q(
        sql`select source_id, salary_min, salary_max from recruitment_posts order by source_id`,
      ),
    ).toEqual([
      { source_id: 'R-1', salary_min: 15000, salary_max: 25000 },
      { source_id: 'R-2', salary_min: null, salary_max: null },
    ]);
    expect(
      await q(sql`select c.source_id as code, c.name, p.source_id as parent_code
        from product_categories c left join product_categories p on p.id = c.parent_id
        where c.source = 'example' order by c.source_id`),
    ).toEqual([
      { code: 'PC-1', name: '软件与信息服务', parent_code: null },
      { code: 'PC-2', name: '企业软件', parent_code: 'PC-1' },
      { code: 'PC-3', name: '新能源产品', parent_code: null },
      { code: 'PC-4', name: '储能系统', parent_code: 'PC-3' },
    ]);
    expect(
      await q(sql`select p.source_id, p.name, c.source_id as category_code from products p
        left join product_categories c on c.id = p.category_id order by p.source_id`),
    ).toEqual([
      { source_id: 'PR-1', name: '云帆协同办公平台', category_code: 'PC-2' },
      { source_id: 'PR-2', name: '工商业储能一体柜', category_code: 'PC-4' },
      { source_id: 'PR-3', name: '智算推理一体机', category_code: null },
    ]);
    expect(
      await q(sql`select e.tyshxydm, c.name as chain, n.name as node
        from industry_chain_enterprises l join enterprises e on e.id = l.enterprise_id
        join industry_chain_nodes n on n.id = l.node_id join industry_chains c on c.id = n.chain_id
        order by e.tyshxydm`),
    ).toEqual([
      { tyshxydm: '913205081186304033', chain: '集成电路', node: '半导体设备' },
      { tyshxydm: '91440305MAH9LH9H3X', chain: '新能源汽车', node: '动力电池' },
    ]);
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await snapshot();
    const again = await importPath(backend.db, EXAMPLES, {
      source: 'example',
      clock: { now: () => new Date('2026-11-25T08:00:00Z') },
    });
    expect(await snapshot()).toBe(before);
    expect(again.files.every((f) => f.inserted === 0 && f.updated === 0)).toBe(true);
    expect(again.rejections).toHaveLength(EXPECTED_REJECTIONS.length);
  });

  it('updates a changed fact in a batch and leaves the others alone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-import-'));
    const lines = fs.readFileSync(path.join(EXAMPLES, 'bids.jsonl'), 'utf8').split('\n');
    lines[0] = lines[0]!.replace('"amount":386.5', '"amount":390');
    fs.writeFileSync(path.join(dir, 'bids.jsonl'), lines.join('\n'));
    const result = await importPath(backend.db, dir, { source: 'example', clock });
    expect(result.files[0]).toMatchObject({ updated: 1, unchanged: 1, inserted: 0, rejected: 1 });
    const rows = (await backend.db.execute(
      sql`select source_id, amount from bids order by source_id`,
    )) as { rows: Record<string, unknown>[] };
    expect(rows.rows).toEqual([
      { source_id: 'BD-1', amount: '390.00' },
      { source_id: 'BD-2', amount: null },
    ]);
    fs.rmSync(dir, { recursive: true });
  });

  it('makes imported change records dynamics of the enterprise’s followers', async () => {
    const users = (await backend.db.execute(
      sql`select id from users where phone = '13800000002'`,
    )) as { rows: { id: string }[] };
    const firm = (await backend.db.execute(
      sql`select id from enterprises where tyshxydm = '91330106965543984T'`,
    )) as { rows: { id: number | string }[] };
    const userId = users.rows[0]!.id;
    await follow(backend.db, userId, Number(firm.rows[0]!.id));
    const { rows } = await listDynamics(backend.db, userId, { pageIndex: 1, pageSize: 10 });
    expect(rows.map((r) => [r.item, r.gxsj, r.isRead])).toEqual([
      ['名称变更', '2026-11-10T00:00:00.000Z', 0],
      ['注册资本变更', '2026-10-28T00:00:00.000Z', 0],
    ]);
  });
});
