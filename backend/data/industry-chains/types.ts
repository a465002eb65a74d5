// The shape of the built-in industry chains (产业链) and of the product catalogue (产品库).
// A chain is a tree: stage (上游/中游/下游) → segment (环节) → link (细分环节) → sub-links
// where the industry naturally goes deeper. Links carry the evidence rules: the words that
// show an enterprise works on the link, and the GB/T 4754-2017 classes it draws on.

export const STAGES = ['上游', '中游', '下游'] as const;
export type Stage = (typeof STAGES)[number];

/** English slugs of the stage nodes (node code `${chain}.${slug}`). */
export const STAGE_SLUGS: Record<Stage, string> = {
  上游: 'upstream',
  中游: 'midstream',
  下游: 'downstream',
};

export type LinkDefinition = {
  /** Unique within the chain; the node's code is `${chain.code}.${code}`. */
  code: string;
  name: string;
  /**
   * Words that evidence the link in a business scope, a product name, a patent title or a
   * bid title (at least two characters, at least one Chinese character). The link's catalogue
   * products add their names and keywords to these.
   */
  keywords: readonly string[];
  /** GB/T 4754-2017 小类 (four digits) or 中类 (three digits) the link draws on. */
  classes: readonly string[];
  /** Names of catalogue products made on this link (catalog.ts). */
  products: readonly string[];
  children?: readonly LinkDefinition[];
};

export type SegmentDefinition = {
  code: string;
  name: string;
  links: readonly LinkDefinition[];
  /**
   * Codes of the earlier segments (of earlier stages, or earlier in the same stage) whose
   * products feed this segment's products. Absent: every segment of the previous stage (the
   * default relation rule, docs/industry-chains.md); empty: none.
   */
  inputs?: readonly string[];
};

export type ChainDefinition = {
  /** Stable ASCII code, for URLs and imports. */
  code: string;
  name: string;
  description: string;
  stages: Record<Stage, readonly SegmentDefinition[]>;
};

/** A link: code, name, keywords, GB/T classes, catalogue products, sub-links. */
export const link = (
  code: string,
  name: string,
  keywords: readonly string[],
  classes: readonly string[],
  products: readonly string[] = [],
  children?: readonly LinkDefinition[],
): LinkDefinition => ({ code, name, keywords, classes, products, children });

export const segment = (
  code: string,
  name: string,
  links: readonly LinkDefinition[],
  inputs?: readonly string[],
): SegmentDefinition => ({ code, name, links, inputs });

export type CatalogProduct = {
  /** Stable ASCII code, for URLs and imports. */
  code: string;
  name: string;
  /** One sentence: what the product is. */
  definition: string;
  /** Other words that name it (its name is always one). */
  aliases?: readonly string[];
};

export type CatalogCategory = {
  code: string;
  name: string;
  children?: readonly CatalogCategory[];
  products?: readonly CatalogProduct[];
};

export const product = (
  code: string,
  name: string,
  definition: string,
  aliases?: readonly string[],
): CatalogProduct => ({ code, name, definition, aliases });
