import {
  annualReports,
  bids,
  branches,
  changeRecords,
  enterprises,
  financingEvents,
  industryChainEnterprises,
  judgments,
  judicialAuctions,
  patents,
  penalties,
  people,
  positions,
  products,
  recruitmentPosts,
  shareholdings,
  trademarks,
} from '../../db/schema';

// The tables the generator streams into, in foreign-key order (parents first).
export const LOAD_TABLES = {
  enterprises,
  people,
  shareholdings,
  positions,
  branches,
  changeRecords,
  annualReports,
  patents,
  trademarks,
  judgments,
  penalties,
  judicialAuctions,
  bids,
  recruitmentPosts,
  products,
  financingEvents,
  industryChainEnterprises,
} as const;

export type LoadTableName = keyof typeof LOAD_TABLES;
export type Row<K extends LoadTableName> = (typeof LOAD_TABLES)[K]['$inferInsert'];
export type Batch = { [K in LoadTableName]: Row<K>[] };

export function emptyBatch(): Batch {
  const batch = {} as Record<LoadTableName, unknown[]>;
  for (const name of Object.keys(LOAD_TABLES) as LoadTableName[]) batch[name] = [];
  return batch as Batch;
}
