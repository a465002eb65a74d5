import type { productCategories } from '../../db/schema';
import { PRODUCT_LINES } from '../consistency/plausibility';

// The small reference table the demo's product facts link to, with fixed ids so batches can
// point at them. (Chains and the product catalogue are reference data of every installation:
// backend/data/chain-reference.ts.)

/** A leaf of the product catalogue and the goods a product of it is named by. */
export type ProductLine = { id: number; goods: readonly string[] };

export function referenceRows(asOf: string) {
  const provenance = { source: 'demo', asOf };
  const categories: (typeof productCategories.$inferInsert)[] = [];
  const leavesByCategory = new Map<string, ProductLine[]>();
  let categoryId = 0;
  // Product categories by the 门类 of the enterprises that make them (plausibility.ts).
  for (const [category, { group, lines }] of Object.entries(PRODUCT_LINES)) {
    const topId = ++categoryId;
    categories.push({ id: topId, parentId: null, name: group, ...provenance });
    const leaves: ProductLine[] = [];
    for (const [name, goods] of Object.entries(lines)) {
      categories.push({ id: ++categoryId, parentId: topId, name, ...provenance });
      leaves.push({ id: categoryId, goods });
    }
    leavesByCategory.set(category, leaves);
  }
  return { categories, leavesByCategory };
}
