import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  uniqueIndex,
  text,
  type AnyPgColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';

// Column groups shared by the knowledge-base tables. Ids are bigint (numbers in JS): the
// generator assigns them, imports take the identity sequence.

export const id = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });

// Every fact row says where it came from and how fresh it is, so the UI can show both.
// `source` names the dataset ('demo' for generated rows, the import's source otherwise);
// `sourceId` is the row's id in that dataset, the key re-imports upsert by.
export const provenance = () => ({
  source: text('source').notNull(),
  sourceId: text('source_id'),
  asOf: date('as_of', { mode: 'string' }).notNull(),
});

/** Unique (source, source_id) where the source gave an id: what imports upsert on. */
export const sourceKey = (table: string, t: { source: PgColumn; sourceId: PgColumn }) =>
  uniqueIndex(`${table}_source_uq`)
    .on(t.source, t.sourceId)
    .where(sql`source_id is not null`);

/** The columns and indexes of a fact that belongs to one enterprise. */
export const enterpriseFact = (enterprisesId: () => AnyPgColumn) => ({
  id: id(),
  enterpriseId: ref('enterprise_id').notNull().references(enterprisesId, { onDelete: 'cascade' }),
  ...provenance(),
});

export const enterpriseFactIndexes = (
  table: string,
  t: { enterpriseId: PgColumn; source: PgColumn; sourceId: PgColumn },
) => [index(`${table}_enterprise_idx`).on(t.enterpriseId), sourceKey(table, t)];
