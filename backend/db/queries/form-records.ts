import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { formRecords } from '../schema';

export type FormRecordRow = typeof formRecords.$inferSelect;

export async function findFormRecord(
  db: Database,
  alias: string,
  ownerId: string,
): Promise<FormRecordRow | undefined> {
  const [row] = await db
    .select()
    .from(formRecords)
    .where(and(eq(formRecords.alias, alias), eq(formRecords.ownerId, ownerId)))
    .limit(1);
  return row;
}

export async function upsertFormRecord(db: Database, row: FormRecordRow): Promise<void> {
  await db
    .insert(formRecords)
    .values(row)
    .onConflictDoUpdate({
      target: [formRecords.alias, formRecords.ownerId],
      set: { data: row.data, updatedAt: row.updatedAt },
    });
}

/** Whether another owner's record of the form holds this value in `field`. */
export async function formValueTaken(
  db: Database,
  alias: string,
  field: string,
  value: string,
  exceptOwnerId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: formRecords.id })
    .from(formRecords)
    .where(
      and(
        eq(formRecords.alias, alias),
        ne(formRecords.ownerId, exceptOwnerId),
        sql`${formRecords.data} ->> ${field} = ${value}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
