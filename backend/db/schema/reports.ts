import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { id } from './columns';

// 研究报告 (/cyl/yjbg, docs/intelligence.md "Reports"): the library of the reports a user
// generated. A report is stored by its parameters and regenerated from them, never as a
// snapshot; it is read, listed and deleted only through its owner.

export const REPORT_KINDS = [
  'briefing', // 产业简报 /cyjj/preview/report
  'chain', // 产业链报告 /cyl/cylbg
  'regional', // 区域报告 /cyl/yjbg/qjbg
  'enterprise', // 企业报告 /qyhx_report (listed under /cyl/yjbg/qybg)
  'benchmark', // 对标报告 /cyl/yjbg/dbbg
  'eligibility', // 政策匹配报告 /chat/gjzc (政策问答's eligibility check)
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const reports = pgTable(
  'reports',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    /** The title shown in the library, e.g. 新能源汽车产业简报（江苏省，2026年10月）. */
    title: text('title').notNull(),
    /** The kind's parameters as its contract schema parsed them; regenerating reads them back. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** The as-of date of the data it was generated from (the derive run's finish time). */
    dataAsOf: timestamp('data_as_of', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reports_user_created_idx').on(t.userId, t.createdAt.desc())],
);
