import { chainNodeRows, INDUSTRY_CHAINS, NODE_LEVEL } from '../industry-chains';
import { industriesByCode } from '../reference-lookup';

// What the generator needs of the built-in chain links: which industry classes work on each
// link, and the words an enterprise on it uses in its scope, products, patents and bids, so
// that the placement rules find what the generator meant (docs/demo-data.md).

export type GeneratorLink = {
  nodeId: number;
  /** Code of the chain the link belongs to (where its enterprises cluster: geography.ts). */
  chain: string;
  /** Evidence words of the link (its own, then its products' names and aliases). */
  keywords: readonly string[];
  /** Catalogue product names made on the link. */
  products: readonly string[];
  /** Four-digit GB/T classes whose enterprises may work on the link. */
  classes: readonly string[];
};

/** The links of the built-in chains with their node ids (by node code). */
export function generatorLinks(nodeIds: ReadonlyMap<string, number>): GeneratorLink[] {
  const all = [...industriesByCode().keys()];
  const links: GeneratorLink[] = [];
  for (const chain of INDUSTRY_CHAINS) {
    for (const row of chainNodeRows(chain)) {
      const nodeId = nodeIds.get(row.code);
      if (row.level < NODE_LEVEL.link || nodeId === undefined) continue;
      links.push({
        nodeId,
        chain: chain.code,
        keywords: row.keywords,
        products: row.products,
        classes: all.filter((code) => row.classes.some((c) => code.startsWith(c))),
      });
    }
  }
  return links;
}

/** Node ids for a run without a database (tests): sequential in definition order. */
export function sequentialNodeIds(): Map<string, number> {
  const ids = new Map<string, number>();
  for (const chain of INDUSTRY_CHAINS)
    for (const row of chainNodeRows(chain)) ids.set(row.code, ids.size + 1);
  return ids;
}
