import { sql } from 'drizzle-orm';
import type {
  CategoryDetail,
  CategoryNodeRecord,
  ProducerRecord,
  ProductDetail,
  ProductPatentRecord,
  ProductRecord,
} from '@/lib/contract/products';
import { runDerive } from '../data/derive';
import { patents } from '../db/schema';
import { customQuery } from '../test/calls';
import { addProduct, insertEnterprise } from '../test/enterprise-fixtures';
import { smsLoginToken } from '../test/sms-helpers';
import { createEnterpriseTestBackend } from '../test/test-backend';

// 找产品's API (docs/industry-chains.md, API) on both engines: search by name, pinyin and
// initials; the category tree's counts; a product's links, relations, producers (against a
// direct query), region distribution and patents.

type Backend = Awaited<ReturnType<typeof createEnterpriseTestBackend>>;
let backend: Backend;
let vip: string;
let patentId: number;

async function all<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(q)) as { rows: T[] }).rows;
}
const query = <T>(alias: string, params: unknown, token = vip) =>
  customQuery<T>(backend, alias, params, token);

beforeAll(async () => {
  backend = await createEnterpriseTestBackend();
  vip = await smsLoginToken(backend, '13800000001');
  const regions = ['320505', '320506', '440305', '110108'];
  for (let i = 0; i < 12; i += 1) {
    const id = await insertEnterprise(backend.db, {
      qymc: `锂盐测试${i}化工有限公司`,
      businessScope: i % 3 === 0 ? '一般项目：碳酸锂生产；化工产品销售' : '一般项目：技术服务',
      regionCode: regions[i % regions.length]!,
      industryCode: '2613',
      industryCategory: 'C',
    });
    if (i % 2 === 0) await addProduct(backend.db, id, '电池级碳酸锂');
    if (i === 1) {
      const [row] = await backend.db
        .insert(patents)
        .values({
          enterpriseId: id,
          type: 1,
          title: '一种从盐湖卤水制备电池级碳酸锂的方法',
          applicationNo: 'CN202610000001.X',
          appliedOn: '2026-03-01',
          legalStatus: '审中',
          source: 'test',
          asOf: '2026-11-01',
        })
        .returning({ id: patents.id });
      patentId = row!.id;
    }
  }
  await runDerive(backend.db, backend.clock);
}, 180_000);
afterAll(() => backend.close());

describe('search', () => {
  it('finds a product by name, pinyin and initials, exact name first', async () => {
    for (const keyword of ['碳酸锂', '碳酸', 'tansuanli', 'tsl', 'TSL']) {
      const res = await query<ProductRecord[]>('zcpSearch', { keyword });
      expect({ keyword, status: res.status }).toEqual({ keyword, status: 200 });
      expect({ keyword, found: res.body.data.some((p) => p.code === 'lithium-carbonate') }).toEqual(
        { keyword, found: true },
      );
    }
    const exact = await query<ProductRecord[]>('zcpSearch', { keyword: '碳酸锂' });
    expect(exact.body.data[0]!).toMatchObject({ code: 'lithium-carbonate', hl: [[0, 3]] });
    expect(exact.body.data[0]!.category.name).not.toBe('');
    const pinyin = await query<ProductRecord[]>('zcpSearch', { keyword: 'tsl' });
    const hit = pinyin.body.data.find((p) => p.code === 'lithium-carbonate')!;
    expect(hit.hl).toEqual([[0, 3]]);
    const none = await query<ProductRecord[]>('zcpSearch', { keyword: '不存在的产品名' });
    expect(none.body.data).toEqual([]);
    expect(none.body.extraData!.totalCount).toBe(0);
    // LIKE's metacharacters are literal.
    expect((await query<ProductRecord[]>('zcpSearch', { keyword: '%' })).body.data).toEqual([]);
  });

  it('hot products have the most producers', async () => {
    const res = await query<ProductRecord[]>('zcpHot', { limit: 5 });
    const counts = res.body.data.map((p) => p.producercount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const [top] = await all<{ n: number | string }>(sql`select max(producer_count) as n
      from catalog_product_region_stats where region_code = '000000'`);
    expect(counts[0]).toBe(Number(top!.n));
  });
});

describe('categories', () => {
  it('the tree counts the products in and below each category', async () => {
    const res = await query<CategoryNodeRecord[]>('zcpCategories', {});
    expect(res.status).toBe(200);
    const [total] = await all<{ n: number | string }>(
      sql`select count(*) as n from catalog_products`,
    );
    expect(res.body.data.reduce((s, c) => s + c.productcount, 0)).toBe(Number(total!.n));
    const walk = (nodes: CategoryNodeRecord[]): void => {
      for (const n of nodes) {
        expect(n.productcount).toBeGreaterThanOrEqual(
          n.children.reduce((s, c) => s + c.productcount, 0),
        );
        walk(n.children);
      }
    };
    walk(res.body.data);
  });

  it("a category's detail lists its sub-categories and products", async () => {
    const [cat] = await all<{
      code: string;
      n: number | string;
    }>(sql`select c.code, count(p.id) as n
      from catalog_categories c join catalog_products p on p.category_id = c.id
      group by c.code order by count(p.id) desc, c.code limit 1`);
    const res = await query<CategoryDetail[]>('zcpCategory', { category: cat!.code });
    expect(res.status).toBe(200);
    const detail = res.body.data[0]!;
    expect(detail.products).toHaveLength(Number(cat!.n));
    expect(detail.path.at(-1)!.code).toBe(cat!.code);
  });
});

describe('a product', () => {
  it('has its links, inputs and uses', async () => {
    const res = await query<ProductDetail[]>('zcpProduct', { product: 'lithium-carbonate' });
    expect(res.status).toBe(200);
    const p = res.body.data[0]!;
    expect(p.name).toBe('碳酸锂');
    expect(p.links.length).toBeGreaterThan(0);
    const relations = await all<{ code: string }>(sql`select distinct d.code
      from catalog_product_relations r join catalog_products u on u.id = r.upstream_id
      join catalog_products d on d.id = r.downstream_id where u.code = 'lithium-carbonate'`);
    expect(p.downstream.map((d) => d.code).sort()).toEqual(relations.map((r) => r.code).sort());
    expect(p.producercount).toBeGreaterThan(0);
  });

  it('producers equal a direct query, ranked by evidence, by region', async () => {
    for (const region of ['000000', '320000', '320500', '440305']) {
      const res = await query<ProducerRecord[]>('zcpProducers', {
        product: 'lithium-carbonate',
        region,
        pageSize: 50,
      });
      expect(res.status).toBe(200);
      const range =
        region === '000000'
          ? sql`true`
          : region.endsWith('0000')
            ? sql`pp.region_code between ${region.slice(0, 2) + '0000'} and ${region.slice(0, 2) + '9999'}`
            : region.endsWith('00')
              ? sql`pp.region_code between ${region.slice(0, 4) + '00'} and ${region.slice(0, 4) + '99'}`
              : sql`pp.region_code = ${region}`;
      const direct = await all<{ enterprise_id: number | string }>(sql`select pp.enterprise_id
        from catalog_product_producers pp join catalog_products p on p.id = pp.product_id
        join enterprises e on e.id = pp.enterprise_id
        where p.code = 'lithium-carbonate' and ${range}
        order by (pp.confidence = 'confirmed') desc, pp.score desc, e.zczb desc nulls last, e.id`);
      expect({ region, ids: res.body.data.map((r) => Number(r.ID_)) }).toEqual({
        region,
        ids: direct.map((d) => Number(d.enterprise_id)),
      });
      expect(res.body.extraData!.totalCount).toBe(direct.length);
      for (const r of res.body.data) expect(r.evidence.length).toBeGreaterThan(0);
    }
  });

  it('the region distribution sums to the region', async () => {
    const res = await query<{ code: string; producercount: number }[]>('zcpProductRegions', {
      product: 'lithium-carbonate',
      region: '320000',
    });
    expect(res.status).toBe(200);
    const total = res.body.extraData!.total as number;
    expect(total).toBeGreaterThan(0);
    expect(res.body.data.reduce((s, r) => s + r.producercount, 0)).toBe(total);
    expect(res.body.data[0]!.code).toBe('320500');
  });

  it('related patents hold one of its words in the title', async () => {
    const res = await query<ProductPatentRecord[]>('zcpPatents', {
      product: 'lithium-carbonate',
      pageSize: 50,
    });
    expect(res.status).toBe(200);
    const mine = res.body.data.find((p) => Number(p.ID_) === patentId)!;
    expect(mine).toMatchObject({ typename: '发明专利', keyword: '电池级碳酸锂' });
    expect(mine.hl).toEqual([[9, 15]]);
    for (const p of res.body.data) expect(p.title).toContain(p.keyword);
    const [count] = await all<{ n: number | string }>(sql`select count(*) as n from patents
      where strpos(title, '碳酸锂') > 0`);
    expect(res.body.extraData!.totalCount).toBe(Number(count!.n));
  });
});
