import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { membershipTiers } from './portal';

// Search exports (找企业 导出): how many rows a tier may export a day, and what each user used.

/** Rows per day a membership tier may export; operators may edit the rows. */
export const exportQuotas = pgTable('export_quotas', {
  rank: integer('rank')
    .primaryKey()
    .references(() => membershipTiers.rank, { onDelete: 'cascade' }),
  rowsPerDay: integer('rows_per_day').notNull(),
});

/** Rows a user exported on one day (Asia/Shanghai calendar day). */
export const exportUsage = pgTable(
  'export_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    rows: integer('rows').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
