import { index, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { id, provenance, ref } from './columns';
import { enterprises } from './enterprise';

// 产业链: a chain is a tree of nodes, each in one stage; enterprises are linked to nodes.

export const industryChains = pgTable('industry_chains', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
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
    name: text('name').notNull(),
    /** 上游, 中游, 下游. */
    stage: text('stage', { enum: ['上游', '中游', '下游'] }).notNull(),
    sort: smallint('sort').notNull(),
    ...provenance(),
  },
  (t) => [index('industry_chain_nodes_chain_idx').on(t.chainId, t.parentId)],
);

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
