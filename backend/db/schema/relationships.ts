import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ref } from './columns';
import { users } from './accounts';
import { enterprises } from './enterprise';

// 企业对比's tray (对比栏, issue 14): the enterprises a user collected for a comparison, at
// most TRAY_MAX (lib/contract/compare.ts) per user; every read and write names the owner.

export const compareTray = pgTable(
  'compare_tray',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('compare_tray_user_enterprise_uq').on(t.userId, t.enterpriseId),
    index('compare_tray_enterprise_idx').on(t.enterpriseId),
  ],
);
