import {
  CUSTOMER_MESSAGES,
  CUSTOMER_STAGE_OPTIONS,
  type AddFollowUpParams,
  type PipelineAnswer,
  type ReminderRecord,
} from '@/lib/contract/customers';
import type { Database } from '../../db/client';
import {
  chinaDay,
  deleteFollowUp,
  dueReminderCount,
  insertFollowUp,
  markRemindersDone,
  pipelineCounts,
  reminderPage,
} from '../../db/queries/customers';
import { AppError } from '../../http/errors';
import { followUpRecord, requireOwnCustomer } from './book';

// Follow-ups (跟进记录), their reminders (跟进提醒) and the pipeline (销售漏斗).

export async function addFollowUp(db: Database, userId: string, p: AddFollowUpParams, now: Date) {
  await requireOwnCustomer(db, userId, p.customerId);
  return insertFollowUp(db, {
    customerId: p.customerId,
    userId,
    on: p.on,
    method: p.method,
    content: p.content,
    nextStep: p.nextStep,
    remindOn: p.remindOn ?? null,
    remindedAt: null,
    createdAt: now,
  });
}

export async function removeFollowUp(db: Database, userId: string, id: string) {
  if (!(await deleteFollowUp(db, userId, id))) {
    throw new AppError(404, CUSTOMER_MESSAGES.noSuchFollowUp);
  }
}

export async function listReminders(
  db: Database,
  userId: string,
  p: { scope: 'due' | 'upcoming'; pageIndex: number; pageSize: number },
  now: Date,
): Promise<{ rows: ReminderRecord[]; total: number }> {
  const today = chinaDay(now);
  const page = await reminderPage(db, userId, p.scope, today, p);
  return {
    rows: page.rows.map((r) => ({
      ...followUpRecord(r),
      qyid: String(r.enterpriseId),
      qymc: r.qymc,
      overdue: r.remindOn !== null && r.remindOn < today ? 1 : 0,
    })),
    total: page.total,
  };
}

/** The bell's count of due reminders (0 for a user without any). */
export function dueReminders(db: Database, userId: string, now: Date) {
  return dueReminderCount(db, userId, chinaDay(now));
}

export async function completeReminders(
  db: Database,
  userId: string,
  ids: readonly string[],
  now: Date,
) {
  const done = await markRemindersDone(db, userId, ids, now);
  if (done === 0) throw new AppError(404, CUSTOMER_MESSAGES.noSuchFollowUp);
  return done;
}

export async function pipeline(db: Database, userId: string, now: Date): Promise<PipelineAnswer> {
  const [counts, due] = await Promise.all([
    pipelineCounts(db, userId),
    dueReminders(db, userId, now),
  ]);
  const byStage = new Map(counts.stages.map((s) => [s.stage, s.n]));
  return {
    total: counts.stages.reduce((sum, s) => sum + s.n, 0),
    stages: CUSTOMER_STAGE_OPTIONS.map((o) => ({
      stage: o.value,
      label: o.label,
      count: byStage.get(o.value) ?? 0,
    })),
    groups: counts.groups.map((g) => ({ ID_: g.id, name: g.name, count: g.count })),
    duereminders: due,
  };
}
