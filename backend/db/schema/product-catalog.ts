import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { id, provenance, ref } from './columns';
import { enterprises } from './enterprise';
import {
  industryChainNodes,
  industryChains,
  PLACEMENT_CONFIDENCES,
  type PlacementEvidence,
} from './industry-chain';

// The product catalogue of find products (产品库, docs/industry-chains.md): generic products
// (正极材料, 光刻胶 …) in a category tree, each on chain links. Not to be confused with the
// per-enterprise facts `products` / `product_categories` (what one enterprise says it
// makes), which are evidence for the catalogue's producers.

export const catalogCategories = pgTable(
  'catalog_categories',
  {
    id: id(),
    code: text('code').notNull().unique(),
    parentId: ref('parent_id'),
    name: text('name').notNull(),
    sort: smallint('sort').notNull(),
    ...provenance(),
  },
  (t) => [index('catalog_categories_parent_idx').on(t.parentId)],
);

export const catalogProducts = pgTable(
  'catalog_products',
  {
    id: id(),
    code: text('code').notNull().unique(),
    categoryId: ref('category_id')
      .notNull()
      .references(() => catalogCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull().unique(),
    namePinyin: text('name_pinyin').notNull(),
    nameInitials: text('name_initials').notNull(),
    /** One sentence: what the product is. */
    definition: text('definition').notNull(),
    /** Words that evidence a producer: the name and its aliases. */
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sort: smallint('sort').notNull(),
    ...provenance(),
  },
  (t) => [
    index('catalog_products_category_idx').on(t.categoryId),
    index('catalog_products_name_bigrams').using('gin', sql`zsai_bigrams(${t.name})`),
    index('catalog_products_pinyin_trgm').using('gin', t.namePinyin.op('gin_trgm_ops')),
    index('catalog_products_initials_trgm').using('gin', t.nameInitials.op('gin_trgm_ops')),
  ],
);

/** A product is made on one or more chain links. */
export const catalogProductNodes = pgTable(
  'catalog_product_nodes',
  {
    productId: ref('product_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    nodeId: ref('node_id')
      .notNull()
      .references(() => industryChainNodes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.nodeId] }),
    index('catalog_product_nodes_node_idx').on(t.nodeId),
  ],
);

/**
 * Derived (step catalog-relations): `upstream` is an input of `downstream` in `chain`, by the
 * chain order rule (docs/industry-chains.md, Product relations).
 */
export const catalogProductRelations = pgTable(
  'catalog_product_relations',
  {
    upstreamId: ref('upstream_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    downstreamId: ref('downstream_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    chainId: ref('chain_id')
      .notNull()
      .references(() => industryChains.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.upstreamId, t.downstreamId, t.chainId] }),
    index('catalog_product_relations_downstream_idx').on(t.downstreamId),
  ],
);

/**
 * Derived (step chain-placements): an enterprise that makes a catalogue product, with the
 * evidence (its own products, scope, patents, bids; the class strengthens) and a confidence
 * (confirmed or likely: a producer needs a text evidence).
 */
export const catalogProductProducers = pgTable(
  'catalog_product_producers',
  {
    productId: ref('product_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    regionCode: text('region_code').notNull(),
    confidence: text('confidence', { enum: PLACEMENT_CONFIDENCES }).notNull(),
    score: smallint('score').notNull(),
    evidence: jsonb('evidence').$type<PlacementEvidence[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.enterpriseId] }),
    index('catalog_product_producers_enterprise_idx').on(t.enterpriseId),
    index('catalog_product_producers_region_idx').on(t.productId, t.regionCode),
  ],
);

/** Derived (step chain-region-stats): producers of a product per region. */
export const catalogProductRegionStats = pgTable(
  'catalog_product_region_stats',
  {
    productId: ref('product_id')
      .notNull()
      .references(() => catalogProducts.id, { onDelete: 'cascade' }),
    regionCode: text('region_code').notNull(),
    regionLevel: smallint('region_level').notNull(),
    producerCount: integer('producer_count').notNull(),
    confirmedCount: integer('confirmed_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.regionCode] }),
    index('catalog_product_region_stats_level_idx').on(t.productId, t.regionLevel, t.regionCode),
  ],
);
