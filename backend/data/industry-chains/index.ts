import { PRODUCT_CATALOG } from './catalog';
import { AI } from './chains/ai';
import { BIOMANUFACTURING } from './chains/biomanufacturing';
import { BIOMED } from './chains/biomed';
import { ENERGY_STORAGE } from './chains/energy-storage';
import { IC } from './chains/ic';
import { ICV } from './chains/icv';
import { LI_BATTERY } from './chains/li-battery';
import { LOW_ALTITUDE } from './chains/low-altitude';
import { NEV } from './chains/nev';
import { PV } from './chains/pv';
import { ROBOT } from './chains/robot';
import { SPACE } from './chains/space';
import {
  STAGE_SLUGS,
  STAGES,
  type CatalogCategory,
  type CatalogProduct,
  type ChainDefinition,
  type LinkDefinition,
  type Stage,
} from './types';

export * from './types';
export { PRODUCT_CATALOG };

// The built-in industry chains (written from public industry knowledge) and their flat
// forms: the rows the reference sync writes (backend/data/chain-reference.ts) and the
// generator reads.

export const INDUSTRY_CHAINS: readonly ChainDefinition[] = [
  NEV,
  IC,
  PV,
  BIOMED,
  AI,
  ROBOT,
  LI_BATTERY,
  LOW_ALTITUDE,
  ENERGY_STORAGE,
  BIOMANUFACTURING,
  SPACE,
  ICV,
];

/** Node depth: 1 stage, 2 segment, 3 link, 4 and deeper sub-links. */
export const NODE_LEVEL = { stage: 1, segment: 2, link: 3 } as const;

export type ChainNodeRow = {
  chainCode: string;
  code: string;
  parentCode: string | null;
  name: string;
  stage: Stage;
  level: number;
  sort: number;
  /** Evidence words: the link's own, then its catalogue products' names and aliases. */
  keywords: string[];
  classes: string[];
  /** Catalogue product names on the node (links only). */
  products: string[];
  /** Segments only: node codes of the segments feeding it (null: the previous stage's). */
  inputs: string[] | null;
};

let productsByName: Map<string, CatalogProduct> | undefined;

export function catalogProducts(): Map<string, CatalogProduct> {
  if (productsByName) return productsByName;
  productsByName = new Map();
  const walk = (categories: readonly CatalogCategory[]) => {
    for (const c of categories) {
      for (const p of c.products ?? []) productsByName!.set(p.name, p);
      walk(c.children ?? []);
    }
  };
  walk(PRODUCT_CATALOG);
  return productsByName;
}

/** A product's evidence words: its name and aliases. */
export const productKeywords = (p: CatalogProduct) => [p.name, ...(p.aliases ?? [])];

export const stageNodeCode = (chainCode: string, stage: Stage) =>
  `${chainCode}.${STAGE_SLUGS[stage]}`;

/** Every node of a chain in tree order (parents before children). */
export function chainNodeRows(chain: ChainDefinition): ChainNodeRow[] {
  const rows: ChainNodeRow[] = [];
  const products = catalogProducts();
  const code = (slug: string) => `${chain.code}.${slug}`;
  const addLink = (
    l: LinkDefinition,
    stage: Stage,
    parentCode: string,
    level: number,
    sort: number,
  ) => {
    const words = [...l.keywords];
    for (const name of l.products)
      words.push(...productKeywords(products.get(name) ?? { code: '', name, definition: '' }));
    rows.push({
      chainCode: chain.code,
      code: code(l.code),
      parentCode,
      name: l.name,
      stage,
      level,
      sort,
      keywords: [...new Set(words)],
      classes: [...l.classes],
      products: [...l.products],
      inputs: null,
    });
    l.children?.forEach((child, i) => addLink(child, stage, code(l.code), level + 1, i + 1));
  };
  STAGES.forEach((stage, stageIndex) => {
    const stageCode = stageNodeCode(chain.code, stage);
    rows.push({
      chainCode: chain.code,
      code: stageCode,
      parentCode: null,
      name: stage,
      stage,
      level: NODE_LEVEL.stage,
      sort: stageIndex + 1,
      keywords: [],
      classes: [],
      products: [],
      inputs: null,
    });
    chain.stages[stage].forEach((s, i) => {
      rows.push({
        chainCode: chain.code,
        code: code(s.code),
        parentCode: stageCode,
        name: s.name,
        stage,
        level: NODE_LEVEL.segment,
        sort: i + 1,
        keywords: [],
        classes: [],
        products: [],
        inputs: s.inputs ? s.inputs.map(code) : null,
      });
      s.links.forEach((l, j) => addLink(l, stage, code(s.code), NODE_LEVEL.link, j + 1));
    });
  });
  return rows;
}

export type CatalogCategoryRow = {
  code: string;
  parentCode: string | null;
  name: string;
  sort: number;
};
export type CatalogProductRow = CatalogProduct & {
  categoryCode: string;
  sort: number;
  keywords: string[];
};

/** The catalogue's categories (parents first) and products. */
export function catalogRows(): { categories: CatalogCategoryRow[]; products: CatalogProductRow[] } {
  const categories: CatalogCategoryRow[] = [];
  const productRows: CatalogProductRow[] = [];
  const walk = (list: readonly CatalogCategory[], parentCode: string | null) =>
    list.forEach((c, i) => {
      categories.push({ code: c.code, parentCode, name: c.name, sort: i + 1 });
      (c.products ?? []).forEach((p, j) =>
        productRows.push({ ...p, categoryCode: c.code, sort: j + 1, keywords: productKeywords(p) }),
      );
      walk(c.children ?? [], c.code);
    });
  walk(PRODUCT_CATALOG, null);
  return { categories, products: productRows };
}
