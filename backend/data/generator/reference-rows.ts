import type { productCategories } from '../../db/schema';

// The small reference table the demo's product facts link to, with fixed ids so batches can
// point at them. (Chains and the product catalogue are reference data of every installation:
// backend/data/chain-reference.ts.)

/** Product categories by the 门类 of the enterprises that make them. */
const PRODUCT_CATEGORIES: { category: string; name: string; children: string[] }[] = [
  {
    category: 'C',
    name: '工业品',
    children: ['机械设备', '电子元器件', '化工材料', '汽车配件', '新能源产品'],
  },
  {
    category: 'I',
    name: '软件与信息服务',
    children: ['企业软件', '云服务', '数据服务', '人工智能产品'],
  },
  { category: 'M', name: '技术服务', children: ['检测认证', '研发服务', '设计服务'] },
  { category: 'F', name: '消费品', children: ['食品饮料', '日用百货', '服装鞋帽', '家用电器'] },
  { category: 'A', name: '农产品', children: ['粮油', '果蔬', '畜禽产品'] },
  { category: 'Q', name: '医疗健康', children: ['医疗器械', '药品', '健康服务'] },
];

export function referenceRows(asOf: string) {
  const provenance = { source: 'demo', asOf };
  const categories: (typeof productCategories.$inferInsert)[] = [];
  const leavesByCategory = new Map<string, number[]>();
  let categoryId = 0;
  for (const top of PRODUCT_CATEGORIES) {
    const topId = ++categoryId;
    categories.push({ id: topId, parentId: null, name: top.name, ...provenance });
    const leaves: number[] = [];
    for (const name of top.children) {
      categories.push({ id: ++categoryId, parentId: topId, name, ...provenance });
      leaves.push(categoryId);
    }
    leavesByCategory.set(top.category, leaves);
  }
  return { categories, leavesByCategory };
}
