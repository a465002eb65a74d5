import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// qykb: 企业看板, enterprise board (docs/investment-promotion.md "Enterprise board"). One
// saved layout per user; read and written only through its owner.

/** A user's board: the widgets shown in order and the chosen set (lib/contract/board.ts). */
export const boardLayouts = pgTable('board_layouts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Widget keys in display order; a key left out is hidden. */
  widgets: jsonb('widgets').$type<string[]>().notNull(),
  /** The chosen set ({ setKind, groupId?, listId?, region?, chain? }), validated on save. */
  boardSet: jsonb('board_set').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
