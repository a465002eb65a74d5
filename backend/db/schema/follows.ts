import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ref } from './columns';
import { users } from './accounts';
import { changeRecords, enterprises } from './enterprise';

/** 监控列表: the enterprises a user follows; their change records are the user's dynamics. */
export const follows = pgTable(
  'follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enterpriseId: ref('enterprise_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.enterpriseId] }),
    index('follows_enterprise_idx').on(t.enterpriseId),
  ],
);

/** Which dynamics (change records) a user has read; unread is the absence of a row. */
export const dynamicReads = pgTable(
  'dynamic_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changeRecordId: ref('change_record_id')
      .notNull()
      .references(() => changeRecords.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.changeRecordId] })],
);
