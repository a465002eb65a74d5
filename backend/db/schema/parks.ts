import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, provenance, ref } from './columns';
import { enterprises } from './enterprise';
import { industryChainNodes, industryChains } from './industry-chain';

// 园区画像 (yqhx: park profiles, docs/investment-promotion.md): industrial parks as a fact of
// their own (generated or imported), the enterprises located in them and their figures, both
// derived by the step park-members.

export const PARK_LEVELS = ['国家级', '省级', '市级'] as const;
export type ParkLevel = (typeof PARK_LEVELS)[number];

export const PARK_TYPES = [
  '经济技术开发区',
  '高新技术产业开发区',
  '综合保税区',
  '产业园',
  '自由贸易试验区',
  '其他',
] as const;
export type ParkType = (typeof PARK_TYPES)[number];

/** 园区: one industrial park, keyed by its stable code (imports upsert by it). */
export const parks = pgTable(
  'parks',
  {
    id: id(),
    /** Stable ASCII code, in URLs and imports ('demo-320505-gxq'). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    level: text('level', { enum: PARK_LEVELS }).notNull(),
    type: text('type', { enum: PARK_TYPES }).notNull(),
    /** GB/T 2260 code of the region it lies in (a district, or a city for a city-wide park). */
    regionCode: text('region_code').notNull(),
    /** Planned area, km². */
    areaKm2: numeric('area_km2', { precision: 10, scale: 2, mode: 'number' }),
    foundedYear: smallint('founded_year'),
    /** Codes of its leading chains (industry_chains.code). */
    leadingChains: text('leading_chains').array().notNull().default([]),
    /**
     * Other names an address uses for it (简称, former names); with the name they are the words
     * that locate an enterprise in the park (membership rule).
     */
    aliases: text('aliases').array().notNull().default([]),
    /** 园区地址 (management committee), shown only. */
    address: text('address').notNull().default(''),
    description: text('description').notNull().default(''),
    ...provenance(),
  },
  (t) => [
    uniqueIndex('parks_code_uq').on(t.code),
    index('parks_region_idx').on(t.regionCode),
    index('parks_chains_idx').using('gin', t.leadingChains),
    index('parks_name_bigrams').using('gin', sql`zsai_bigrams(${t.name})`),
    check('parks_founded_year_ck', sql`${t.foundedYear} between 1900 and 2100`),
  ],
);

/**
 * Derived (step park-members): an enterprise located in a park — its registered address holds
 * the park's name or an alias and its region lies in the park's region. Live enterprises only.
 * Copies of the sort columns so a park's list reads this table's index alone.
 */
export const parkMembers = pgTable(
  'park_members',
  {
    parkId: ref('park_id')
      .notNull()
      .references(() => parks.id, { onDelete: 'cascade' }),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    /** The park word found in the address (the rule that matched). */
    keyword: text('keyword').notNull(),
    /** 注册资本 in 万元人民币 (CNY_RATES), 0 unknown. */
    capital: numeric('capital', { precision: 22, scale: 4, mode: 'number' }).notNull(),
    establishedOn: date('established_on', { mode: 'string' }).notNull(),
    industryCategory: text('industry_category').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.parkId, t.enterpriseId] }),
    index('park_members_enterprise_idx').on(t.enterpriseId),
    index('park_members_capital_idx').on(t.parkId, t.capital.desc(), t.enterpriseId),
    index('park_members_founded_idx').on(t.parkId, t.establishedOn.desc(), t.enterpriseId),
  ],
);

/** One month's new registrations of a park ('2026-11', count). */
export type ParkMonth = { month: string; count: number };

/** Derived (step park-members): a park's figures, one row, so a profile reads one row. */
export const parkStats = pgTable('park_stats', {
  parkId: ref('park_id')
    .primaryKey()
    .references(() => parks.id, { onDelete: 'cascade' }),
  enterpriseCount: integer('enterprise_count').notNull(),
  /** Sum of 注册资本, 万元人民币. */
  registeredCapital: numeric('registered_capital', { precision: 22, scale: 4, mode: 'number' })
    .notNull()
    .default(0),
  listedCount: integer('listed_count').notNull(),
  patentCount: integer('patent_count').notNull(),
  /** 发明 and PCT发明 (types 1, 8). */
  inventionPatentCount: integer('invention_patent_count').notNull(),
  financingCount: integer('financing_count').notNull(),
  /** Sum of the events' amount_wan (万元; events without an amount add nothing). */
  financingAmount: numeric('financing_amount', { precision: 22, scale: 4, mode: 'number' })
    .notNull()
    .default(0),
  newLast12m: integer('new_last_12m').notNull(),
  /** Members by 门类 letter ({ C: 12, I: 4 }). */
  byIndustry: jsonb('by_industry').$type<Record<string, number>>().notNull(),
  /** Members holding each qualification tag ({ 高新技术企业: 3 }). */
  byTag: jsonb('by_tag').$type<Record<string, number>>().notNull(),
  /** New registrations in each of the 24 months up to the step's date, oldest first. */
  monthly: jsonb('monthly').$type<ParkMonth[]>().notNull(),
});

/**
 * Derived (step park-members): members placed (confirmed or likely) on a chain node or below
 * it, each once; `node_id` null is the whole chain.
 */
export const parkChainStats = pgTable(
  'park_chain_stats',
  {
    parkId: ref('park_id')
      .notNull()
      .references(() => parks.id, { onDelete: 'cascade' }),
    chainId: ref('chain_id')
      .notNull()
      .references(() => industryChains.id, { onDelete: 'cascade' }),
    nodeId: ref('node_id').references(() => industryChainNodes.id, { onDelete: 'cascade' }),
    enterpriseCount: integer('enterprise_count').notNull(),
  },
  (t) => [index('park_chain_stats_park_idx').on(t.parkId, t.chainId)],
);
