import { sql } from 'drizzle-orm';
import { reportPlacement } from '../../db/queries/industry-chains';
import {
  bids,
  chainPlacementReports,
  industryChainEnterprises,
  patents,
  type PlacementEvidence,
} from '../../db/schema';
import { createSeededTestBackend } from '../../test/test-backend';
import { addProduct, insertEnterprise } from '../../test/enterprise-fixtures';
import { confidenceOf, refreshPlacements } from './placement';
import { refreshProductRelations } from './product-relations';

// The placement rules on constructed enterprises: each kind of evidence alone and together,
// with the confidence the documented rule gives; producers and product relations.

type Backend = Awaited<ReturnType<typeof createSeededTestBackend>>;
let backend: Backend;
const ids: Record<string, number> = {};
const provenance = { source: 'test', asOf: '2026-11-01' };
/** A class no chain link draws on (工程和技术研究和试验发展 is on some; 7294 翻译服务 is not). */
const UNRELATED = { industryCode: '7294', industryCategory: 'L', dlhy: '商务服务业' };

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.db.execute(query)) as { rows: T[] }).rows;
}

async function nodeId(code: string): Promise<number> {
  const [row] = await rows<{ id: string }>(
    sql`select id from industry_chain_nodes where code = ${code}`,
  );
  return Number(row!.id);
}

type Placement = { node: string; confidence: string; evidence: PlacementEvidence[] };
async function placements(enterpriseId: number, chain?: string): Promise<Placement[]> {
  return rows<Placement>(sql`select n.code as node, p.confidence, p.evidence
    from chain_placements p join industry_chain_nodes n on n.id = p.node_id
    join industry_chains c on c.id = p.chain_id
    where p.enterprise_id = ${enterpriseId} ${chain ? sql`and c.code = ${chain}` : sql``}
    order by n.code`);
}

const on = (list: Placement[], node: string) => list.find((p) => p.node === node);
const kinds = (p?: Placement) => [...new Set(p?.evidence.map((e) => e.kind))].sort();

beforeAll(async () => {
  backend = await createSeededTestBackend();
  const db = backend.db;
  ids.scope = await insertEnterprise(db, {
    qymc: '范围动力科技有限公司',
    ...UNRELATED,
    businessScope: '一般项目：动力电池研发；技术服务。',
  });
  ids.product = await insertEnterprise(db, { qymc: '产品动力有限公司', ...UNRELATED });
  await addProduct(db, ids.product, '星驰动力电池包');
  ids.patent = await insertEnterprise(db, { qymc: '专利动力有限公司', ...UNRELATED });
  await db.insert(patents).values({
    enterpriseId: ids.patent,
    type: 1,
    title: '一种动力电池的热失控检测方法',
    applicationNo: 'CN202310000001.1',
    appliedOn: '2023-01-01',
    legalStatus: '审中',
    ...provenance,
  });
  ids.bid = await insertEnterprise(db, { qymc: '中标动力有限公司', ...UNRELATED });
  ids.tender = await insertEnterprise(db, { qymc: '招标动力有限公司', ...UNRELATED });
  await db.insert(bids).values([
    {
      enterpriseId: ids.bid,
      title: '深圳市动力电池采购项目中标公告',
      role: '中标',
      publishedOn: '2025-05-01',
      ...provenance,
    },
    {
      enterpriseId: ids.tender,
      title: '深圳市动力电池采购项目招标公告',
      role: '招标',
      publishedOn: '2025-05-01',
      ...provenance,
    },
  ]);
  ids.classOnly = await insertEnterprise(db, {
    qymc: '分类电池有限公司',
    industryCode: '3841',
    industryCategory: 'C',
    dlhy: '电气机械和器材制造业',
    businessScope: '一般项目：金属制品销售。',
  });
  ids.declared = await insertEnterprise(db, { qymc: '名录企业有限公司', ...UNRELATED });
  await db.insert(industryChainEnterprises).values({
    nodeId: await nodeId('nev.power-battery'),
    enterpriseId: ids.declared,
    ...provenance,
  });
  ids.scopeAndClass = await insertEnterprise(db, {
    qymc: '双证电池有限公司',
    industryCode: '3841',
    industryCategory: 'C',
    dlhy: '电气机械和器材制造业',
    businessScope: '一般项目：动力电池制造；金属制品销售。',
  });
  ids.closed = await insertEnterprise(db, {
    qymc: '注销动力有限公司',
    ...UNRELATED,
    status: '注销',
    businessScope: '一般项目：动力电池研发。',
  });
  ids.longest = await insertEnterprise(db, {
    qymc: '管理储能有限公司',
    ...UNRELATED,
    businessScope: '一般项目：储能电池管理系统研发。',
  });
  await refreshProductRelations(db);
  await refreshPlacements(db);
});
afterAll(() => backend.close());

describe('placement evidence and confidence', () => {
  it('a business scope keyword alone: likely, with the scope item as evidence', async () => {
    const p = on(await placements(ids.scope!), 'nev.power-battery');
    expect(p?.confidence).toBe('likely');
    expect(p?.evidence).toEqual([
      { kind: 'scope', text: '动力电池研发', keyword: '动力电池', weight: 2 },
    ]);
  });

  it('one of its own products alone: likely, the longest keyword in the name', async () => {
    const p = on(await placements(ids.product!), 'nev.power-battery');
    expect(p?.confidence).toBe('likely');
    expect(p?.evidence).toEqual([
      { kind: 'product', text: '星驰动力电池包', keyword: '动力电池包', weight: 3 },
    ]);
  });

  it('a patent alone: likely', async () => {
    const p = on(await placements(ids.patent!), 'nev.power-battery');
    expect(p?.confidence).toBe('likely');
    expect(kinds(p)).toEqual(['patent']);
    expect(p?.evidence[0]?.text).toBe('一种动力电池的热失控检测方法');
  });

  it('a won bid: likely; a tender it put out is no evidence', async () => {
    expect(on(await placements(ids.bid!), 'nev.power-battery')?.confidence).toBe('likely');
    expect(await placements(ids.tender!)).toEqual([]);
  });

  it('the industry class alone: weak, on every link of the class, with the class named', async () => {
    const list = await placements(ids.classOnly!);
    expect(list.length).toBeGreaterThan(1);
    expect(list.every((p) => p.confidence === 'weak')).toBe(true);
    expect(on(list, 'nev.power-battery')?.evidence).toEqual([
      { kind: 'class', text: '3841 锂离子电池制造', keyword: '3841', weight: 1 },
    ]);
  });

  it('a declared link: confirmed', async () => {
    const p = on(await placements(ids.declared!), 'nev.power-battery');
    expect(p?.confidence).toBe('confirmed');
    expect(p?.evidence).toEqual([
      { kind: 'declared', text: '名单：test（2026-11-01）', keyword: 'test', weight: 5 },
    ]);
  });

  it('a scope keyword and the class: confirmed; no weak placement elsewhere in that chain', async () => {
    const nev = await placements(ids.scopeAndClass!, 'nev');
    expect(on(nev, 'nev.power-battery')?.confidence).toBe('confirmed');
    expect(kinds(on(nev, 'nev.power-battery'))).toEqual(['class', 'scope']);
    // In 锂电池 its words name the 动力电池 application; its class does not spread it over
    // every cell link there.
    const li = await placements(ids.scopeAndClass!, 'li-battery');
    expect(li.map((p) => [p.node, p.confidence])).toEqual([['li-battery.power', 'confirmed']]);
  });

  it('places no closed enterprise', async () => {
    expect(await placements(ids.closed!)).toEqual([]);
  });

  it('lets the longest keyword win within one text', async () => {
    const list = await placements(ids.longest!, 'energy-storage');
    expect(list.map((p) => p.node)).toEqual(['energy-storage.bms']);
  });

  it('writes the rule once: the SQL agrees with confidenceOf', () => {
    expect(confidenceOf(['declared'])).toBe('confirmed');
    expect(confidenceOf(['scope', 'class'])).toBe('confirmed');
    expect(confidenceOf(['product', 'patent'])).toBe('confirmed');
    expect(confidenceOf(['scope'])).toBe('likely');
    expect(confidenceOf(['class'])).toBe('weak');
  });
});

describe('producers of catalogue products', () => {
  const producer = async (enterpriseId: number, product: string) =>
    (
      await rows<{ confidence: string; kinds: string[] }>(sql`select p.confidence,
        array(select distinct x->>'kind' from jsonb_array_elements(p.evidence) x order by 1) as kinds
        from catalog_product_producers p join catalog_products c on c.id = p.product_id
        where p.enterprise_id = ${enterpriseId} and c.name = ${product}`)
    )[0];

  it('makes producers from text evidence; the class strengthens; a class alone never does', async () => {
    expect(await producer(ids.product!, '动力电池')).toEqual({
      confidence: 'likely',
      kinds: ['product'],
    });
    expect(await producer(ids.scopeAndClass!, '动力电池')).toEqual({
      confidence: 'confirmed',
      kinds: ['class', 'scope'],
    });
    expect(await producer(ids.classOnly!, '动力电池')).toBeUndefined();
  });
});

describe('product relations from the chain order', () => {
  const related = async (upstream: string, downstream: string, chain: string) =>
    (
      await rows<{ n: string }>(sql`select count(*) as n from catalog_product_relations r
        join catalog_products u on u.id = r.upstream_id
        join catalog_products d on d.id = r.downstream_id
        join industry_chains c on c.id = r.chain_id
        where u.name = ${upstream} and d.name = ${downstream} and c.code = ${chain}`)
    )[0]!.n;

  it('feeds the next stage by default, and the segments a segment names', async () => {
    // 四大主材 (上游, inputs: 资源) → 电芯制造 (中游, inputs: 四大主材, 辅材).
    expect(Number(await related('正极材料', '方形电池', 'li-battery'))).toBe(1);
    expect(Number(await related('锂精矿', '正极材料', 'li-battery'))).toBe(1);
    // Within a stage when named: 光伏电池片 → 光伏组件 (both 中游).
    expect(Number(await related('光伏电池片', '光伏组件', 'pv'))).toBe(1);
    // Default rule: 中游 整车 feeds 下游 (NEV recycling names 三电 instead).
    expect(Number(await related('动力电池', '再生电池材料', 'nev'))).toBe(1);
    // Never backwards, never across unrelated segments, never itself.
    expect(Number(await related('方形电池', '正极材料', 'li-battery'))).toBe(0);
    expect(Number(await related('多晶硅', '光伏逆变器', 'pv'))).toBe(0);
    const [self] = await rows<{ n: string }>(
      sql`select count(*) as n from catalog_product_relations where upstream_id = downstream_id`,
    );
    expect(Number(self!.n)).toBe(0);
  });
});

describe('reports of a wrong placement', () => {
  it('stores the report, owned by the user, open, with the placement as shown', async () => {
    const [user] = await rows<{ id: string }>(sql`select id from users limit 1`);
    const node = await nodeId('nev.power-battery');
    const report = await reportPlacement(backend.db, {
      userId: user!.id,
      nodeId: node,
      enterpriseId: ids.scope!,
      reason: '  这家公司只做技术咨询，不生产动力电池。  ',
    });
    expect(report?.id).toBeGreaterThan(0);
    const stored = await backend.db.select().from(chainPlacementReports);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      userId: user!.id,
      nodeId: node,
      enterpriseId: ids.scope,
      reason: '这家公司只做技术咨询，不生产动力电池。',
      status: 'open',
      confidence: 'likely',
    });
    expect(stored[0]!.evidence?.[0]?.kind).toBe('scope');
    expect(stored[0]!.createdAt).toBeInstanceOf(Date);
    // Nothing to report where the enterprise is not placed.
    expect(
      await reportPlacement(backend.db, {
        userId: user!.id,
        nodeId: await nodeId('ic.photoresist'),
        enterpriseId: ids.scope!,
        reason: '不在此环节',
      }),
    ).toBeNull();
  });
});
