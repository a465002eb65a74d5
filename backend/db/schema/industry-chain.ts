import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { id, provenance, ref } from './columns';
import { enterprises } from './enterprise';
import { users } from './accounts';

// 产业链 (docs/industry-chains.md). A chain is a tree of nodes: stages (level 1: 上游, 中游,
// 下游) → segments (level 2) → links (level 3) → sub-links (4 and deeper). Links carry the
// evidence rules (keywords, GB/T 4754 classes); the derive pipeline places enterprises on
// them (chain_placements) and keeps regional figures per node (chain_node_region_stats).

export const industryChains = pgTable('industry_chains', {
  id: id(),
  /** Stable ASCII code, for URLs and imports ('nev', 'ic' …). */
  code: text('code').notNull().unique(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  sort: smallint('sort').notNull().default(0),
  /** 'builtin' for the definitions shipped with the product (kept current at every start). */
  ...provenance(),
});

export const industryChainNodes = pgTable(
  'industry_chain_nodes',
  {
    id: id(),
    chainId: ref('chain_id')
      .notNull()
      .references(() => industryChains.id, { onDelete: 'cascade' }),
    parentId: ref('parent_id'),
    /** Stable code, unique over all chains: `${chain code}.${slug}` ('nev.power-battery'). */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** 上游, 中游, 下游 (the stage the node is in; a stage node's own). */
    stage: text('stage', { enum: ['上游', '中游', '下游'] }).notNull(),
    /** 1 stage, 2 segment, 3 link, 4 and deeper sub-link. */
    level: smallint('level').notNull().default(3),
    sort: smallint('sort').notNull(),
    /** Links: words that evidence the link in scopes, product names, patent and bid titles. */
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Links: GB/T 4754-2017 小类 (4 digits) or 中类 (3 digits) the link draws on. */
    industryClasses: text('industry_classes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Segments: codes of the segments whose products feed this one's (the product relation
     * rule); null means every segment of the previous stage.
     */
    inputs: text('inputs').array(),
    ...provenance(),
  },
  (t) => [index('industry_chain_nodes_chain_idx').on(t.chainId, t.parentId)],
);

/**
 * Declared links (申报): a source says the enterprise works on the node (an imported
 * industry_chain_enterprises.csv, a government list, the demo's own). Placement reads them as
 * 'declared' evidence; nothing else does.
 */
export const industryChainEnterprises = pgTable(
  'industry_chain_enterprises',
  {
    nodeId: ref('node_id')
      .notNull()
      .references(() => industryChainNodes.id, { onDelete: 'cascade' }),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    ...provenance(),
  },
  (t) => [
    primaryKey({ columns: [t.nodeId, t.enterpriseId] }),
    index('industry_chain_enterprises_enterprise_idx').on(t.enterpriseId),
  ],
);

export const PLACEMENT_CONFIDENCES = ['confirmed', 'likely', 'weak'] as const;
export type PlacementConfidence = (typeof PLACEMENT_CONFIDENCES)[number];

export const EVIDENCE_KINDS = ['declared', 'scope', 'product', 'patent', 'bid', 'class'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** One reason an enterprise is on a node (chain_placements.evidence, an array of these). */
export type PlacementEvidence = {
  kind: EvidenceKind;
  /** What matched: the product name, patent or bid title, the keyword in the scope, the class. */
  text: string;
  /** The link keyword found in `text` (the class code for 'class', the source for 'declared'). */
  keyword: string;
  weight: number;
};

/**
 * Derived (step chain-placements): an enterprise on a link (or a node a source declared it
 * on), with the evidence and a confidence by the documented rule. Rebuilt after every seed and
 * import; only live enterprises (not 注销/吊销) are placed.
 */
export const chainPlacements = pgTable(
  'chain_placements',
  {
    nodeId: ref('node_id')
      .notNull()
      .references(() => industryChainNodes.id, { onDelete: 'cascade' }),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    chainId: ref('chain_id').notNull(),
    /** The enterprise's region_code, copied so region lists of a link need no join. */
    regionCode: text('region_code').notNull(),
    confidence: text('confidence', { enum: PLACEMENT_CONFIDENCES }).notNull(),
    /** Sum of the evidence weights (ranks placements of one link). */
    score: smallint('score').notNull(),
    /** PlacementEvidence[], strongest first (at most three of each kind). */
    evidence: jsonb('evidence').$type<PlacementEvidence[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.nodeId, t.enterpriseId] }),
    index('chain_placements_enterprise_idx').on(t.enterpriseId),
    index('chain_placements_chain_idx').on(t.chainId, t.enterpriseId),
    index('chain_placements_node_region_idx').on(t.nodeId, t.regionCode),
  ],
);

/** A user's report that an enterprise does not belong on a node; reviewed later. */
export const chainPlacementReports = pgTable(
  'chain_placement_reports',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nodeId: ref('node_id')
      .notNull()
      .references(() => industryChainNodes.id, { onDelete: 'cascade' }),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** open → accepted / rejected by the review (later). */
    status: text('status', { enum: ['open', 'accepted', 'rejected'] })
      .notNull()
      .default('open'),
    /** The placement as the user saw it, for the reviewer (placements are rebuilt). */
    confidence: text('confidence', { enum: PLACEMENT_CONFIDENCES }),
    evidence: jsonb('evidence').$type<PlacementEvidence[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chain_placement_reports_status_idx').on(t.status, t.createdAt),
    index('chain_placement_reports_placement_idx').on(t.nodeId, t.enterpriseId),
    index('chain_placement_reports_user_idx').on(t.userId),
  ],
);

/**
 * The figures of a set of enterprises in a region, kept per chain node, per chain and per
 * product. Money in 万元 (registered capital converted to 人民币), counts of enterprises.
 */
const regionFigures = () => ({
  /** '000000' national, else a GB/T 2260 province, city or district code. */
  regionCode: text('region_code').notNull(),
  /** 0 national, 1 province, 2 city, 3 district. */
  regionLevel: smallint('region_level').notNull(),
  enterpriseCount: integer('enterprise_count').notNull(),
});

const money = (name: string) => numeric(name, { precision: 22, scale: 4, mode: 'number' });

const enterpriseFigures = () => ({
  ...regionFigures(),
  /** Sum of 注册资本, 万元人民币 (foreign currencies at the reference rates of the step). */
  registeredCapital: money('registered_capital').notNull(),
  /** Sum of 实缴资本 where known, 万元, and how many enterprises reported one. */
  paidInCapital: money('paid_in_capital').notNull(),
  paidInReported: integer('paid_in_reported').notNull(),
  listedCount: integer('listed_count').notNull(),
  /** 专精特新 (incl. 小巨人) and 高新技术企业. */
  srdiCount: integer('srdi_count').notNull(),
  highTechCount: integer('high_tech_count').notNull(),
  patentCount: integer('patent_count').notNull(),
  /** 发明 and PCT发明 (types 1 and 8). */
  inventionPatentCount: integer('invention_patent_count').notNull(),
  financingCount: integer('financing_count').notNull(),
  financingAmount: money('financing_amount').notNull(),
  /** Sum of the enterprises' insured staff (参保人数). */
  insuredStaff: bigint('insured_staff', { mode: 'number' }).notNull(),
  recruitmentCount: integer('recruitment_count').notNull(),
  /** Founded in the 12 months before the step ran, and in the 12 months before those. */
  newLast12m: integer('new_last_12m').notNull(),
  newPrev12m: integer('new_prev_12m').notNull(),
  /** 中标 bids: how many, and their amount (万元). */
  bidWinCount: integer('bid_win_count').notNull(),
  bidWinAmount: money('bid_win_amount').notNull(),
});

/**
 * Derived (step chain-region-stats): per node × region, the enterprises placed (confirmed or
 * likely) on the node or below it, each counted once. Stage and segment rows roll up links.
 */
export const chainNodeRegionStats = pgTable(
  'chain_node_region_stats',
  {
    nodeId: ref('node_id')
      .notNull()
      .references(() => industryChainNodes.id, { onDelete: 'cascade' }),
    chainId: ref('chain_id').notNull(),
    ...enterpriseFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.nodeId, t.regionCode] }),
    // A chain diagram for one region: every node's figures.
    index('chain_node_region_stats_chain_idx').on(t.chainId, t.regionCode),
    // A map or ranking of one node over the regions of a level (a prefix for drill-down).
    index('chain_node_region_stats_level_idx').on(t.nodeId, t.regionLevel, t.regionCode),
  ],
);

/** Derived (step chain-region-stats): the whole chain × region, each enterprise once. */
export const chainRegionStats = pgTable(
  'chain_region_stats',
  {
    chainId: ref('chain_id')
      .notNull()
      .references(() => industryChains.id, { onDelete: 'cascade' }),
    ...enterpriseFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.chainId, t.regionCode] }),
    index('chain_region_stats_level_idx').on(t.chainId, t.regionLevel, t.regionCode),
  ],
);

/** Regions as the figures count them: the GB/T 2260 tree flattened, with '000000' 全国. */
export const regions = pgTable(
  'regions',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    /** 0 national, 1 province, 2 city, 3 district. */
    level: smallint('level').notNull(),
    parentCode: text('parent_code'),
    provinceCode: text('province_code'),
    cityCode: text('city_code'),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode)],
);
