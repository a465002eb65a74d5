import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createSeededTestBackend } from '../../test/test-backend';
import { ensureChainReference } from '../chain-reference';
import { importPath } from './run-import';

// A deployment's own chain definitions and catalogue come in through the import: chains,
// nodes (parents first), catalogue categories and products on links. Bad rows are reported;
// an imported definition of a built-in code is the operator's from then on.

const clock = { now: () => new Date('2026-11-21T08:00:00Z') };
let backend: Awaited<ReturnType<typeof createSeededTestBackend>>;
let dir: string;

beforeAll(async () => {
  backend = await createSeededTestBackend({ clock });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zsai-chain-import-'));
  const write = (name: string, lines: string[]) =>
    fs.writeFileSync(path.join(dir, name), `${lines.join('\n')}\n`);
  write('industry_chains.csv', [
    'code,name,description,sort',
    'hydrogen,氢能,制氢、储运到燃料电池应用。,20',
    'Bad Code,坏编码,,',
    'pv,光伏（本地版）,本地定义的光伏产业链。,3',
  ]);
  write('industry_chain_nodes.csv', [
    'chain,code,parent,stage,name,keywords,classes,inputs',
    'hydrogen,hydrogen.production,,上游,制氢,,,',
    'hydrogen,hydrogen.electrolysis,hydrogen.production,,电解水制氢,碱性电解槽；质子交换膜电解槽,3569,',
    'hydrogen,hydrogen.storage,,中游,储运,,,hydrogen.production',
    'hydrogen,hydrogen.tank,hydrogen.storage,,储氢瓶,储氢瓶,3332,',
    'hydrogen,hydrogen.orphan,hydrogen.nowhere,,孤儿,加氢,,',
    'hydrogen,hydrogen.empty,hydrogen.production,,无依据,,,',
    'hydrogen,hydrogen.badclass,hydrogen.production,,错分类,氢气压缩机,9999,',
    'hydrogen,hydrogen.one,hydrogen.production,,单字,氢,,',
    'hydrogen,other.node,hydrogen.production,,错编码,加氢机,,',
    'hydrogen,hydrogen.wrong-stage,hydrogen.production,下游,错阶段,加氢机,,',
  ]);
  write('catalog_categories.csv', ['code,name,parent_code', 'h2,氢能装备,', 'h2-make,制氢装备,h2']);
  write('catalog_products.csv', [
    'code,name,category_code,definition,aliases,nodes',
    'alkaline-electrolyzer,碱性电解槽,h2-make,以碱液为电解质电解水制氢的设备。,ALK电解槽,hydrogen.electrolysis',
    'h2-tank,储氢瓶,h2-make,储存高压氢气的气瓶。,,hydrogen.tank',
    'nowhere,无处产品,h2-make,没有环节的产品。,,hydrogen.storage',
  ]);
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true });
  await backend.close();
});

it('imports chains, nodes and catalogue products, and reports each bad row', async () => {
  const result = await importPath(backend.db, dir, { source: 'local', clock });
  expect(result.rejections.map((r) => [r.file, r.line, r.reason.split('（')[0]])).toEqual([
    ['industry_chains.csv', 3, 'code: 编码只能由小写字母、数字和连字符组成'],
    ['industry_chain_nodes.csv', 6, 'parent: 节点 hydrogen.nowhere 不在产业链 hydrogen 中'],
    ['industry_chain_nodes.csv', 7, 'keywords: 细分环节须有关键词或行业分类，企业才能据此归入'],
    ['industry_chain_nodes.csv', 8, 'classes.0: 行业分类应为 GB/T 4754-2017 的小类'],
    ['industry_chain_nodes.csv', 9, 'keywords.0: 关键词至少两个字'],
    ['industry_chain_nodes.csv', 10, 'code: 节点编码须以「产业链编码.」开头'],
    ['industry_chain_nodes.csv', 11, 'stage: 与上级节点的阶段'],
    ['catalog_products.csv', 4, 'nodes: hydrogen.storage 不是已有的细分环节'],
  ]);
  const q = async <T>(query: ReturnType<typeof sql>) =>
    ((await backend.db.execute(query)) as { rows: T[] }).rows;
  const nodes = await q<{ code: string; level: number; stage: string }>(
    sql`select code, level, stage from industry_chain_nodes
      where chain_id = (select id from industry_chains where code = 'hydrogen') order by code`,
  );
  expect(nodes.map((n) => [n.code, n.level, n.stage])).toEqual([
    ['hydrogen.downstream', 1, '下游'],
    ['hydrogen.electrolysis', 3, '上游'],
    ['hydrogen.midstream', 1, '中游'],
    ['hydrogen.production', 2, '上游'],
    ['hydrogen.storage', 2, '中游'],
    ['hydrogen.tank', 3, '中游'],
    ['hydrogen.upstream', 1, '上游'],
  ]);
  // The relation rule holds for imported chains: 制氢 feeds 储运 (named as its input).
  const relations = await q<{ up: string; down: string }>(sql`select u.name as up, d.name as down
    from catalog_product_relations r join catalog_products u on u.id = r.upstream_id
    join catalog_products d on d.id = r.downstream_id
    where r.chain_id = (select id from industry_chains where code = 'hydrogen')`);
  expect(relations).toEqual([{ up: '碱性电解槽', down: '储氢瓶' }]);
  const [product] = await q<{ keywords: string[]; name_pinyin: string }>(
    sql`select keywords, name_pinyin from catalog_products where code = 'alkaline-electrolyzer'`,
  );
  expect(product).toEqual({
    keywords: ['碱性电解槽', 'ALK电解槽'],
    name_pinyin: 'jianxingdianjiecao',
  });
});

it('keeps an imported definition of a built-in code when the built-ins are synced again', async () => {
  await backend.db.execute(sql`delete from app_meta where key = 'chain-reference'`);
  await ensureChainReference(backend.db, '2026-11-22');
  const [pv] = (
    (await backend.db.execute(sql`select name, source from industry_chains where code = 'pv'`)) as {
      rows: { name: string; source: string }[];
    }
  ).rows;
  expect(pv).toEqual({ name: '光伏（本地版）', source: 'local' });
});
