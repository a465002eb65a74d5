import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Values of a generic form (formSolution) that have no column of their own: one record per
 * form alias and owner. Fields mapped to real tables are not kept here.
 */
export const formRecords = pgTable(
  'form_records',
  {
    alias: text('alias').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull().unique(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.alias, t.ownerId] })],
);
