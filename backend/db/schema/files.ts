import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Uploaded files (sysFile). Stored under the generated id; the client's name is only shown. */
export const sysFiles = pgTable(
  'sys_files',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    suffix: text('suffix').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storage: text('storage', { enum: ['local', 's3'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sys_files_owner_idx').on(t.ownerId, t.createdAt)],
);
