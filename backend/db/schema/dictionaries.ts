import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Dictionary categories (sysTree of dictionaries): one per lookup, found by key. */
export const sysDicTrees = pgTable('sys_dic_trees', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  appId: text('app_id').notNull().default('zsai'),
  sort: integer('sort').notNull().default(0),
});

/** Dictionary entries (sysDic): a tree inside its category; pid '0' is the top level. */
export const sysDics = pgTable(
  'sys_dics',
  {
    id: text('id').primaryKey(),
    treeId: text('tree_id')
      .notNull()
      .references(() => sysDicTrees.id, { onDelete: 'cascade' }),
    pid: text('pid').notNull().default('0'),
    name: text('name').notNull(),
    value: text('value').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('sys_dics_tree_pid_idx').on(t.treeId, t.pid, t.sort),
    uniqueIndex('sys_dics_tree_pid_value_idx').on(t.treeId, t.pid, t.value),
  ],
);
