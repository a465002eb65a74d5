import { randomUUID } from 'node:crypto';
import type { FormFieldDef } from '@/lib/contract/form-field';
import {
  PROFILE_FIELDS,
  PROFILE_FORM_ALIAS,
  PROFILE_UNIQUE_FIELDS,
  PROFILE_USER_COLUMNS,
} from '@/lib/contract/forms/profile';
import type { Database } from '../../db/client';
import { findFormRecord, formValueTaken, upsertFormRecord } from '../../db/queries/form-records';
import { updateProfileColumns, type ProfileColumns } from '../../db/queries/profile';
import { findUserById } from '../../db/queries/users';

// The forms formSolution may save: each alias names its fields and where their values live.
// Only listed fields are read from a submission; the client never names a table or column.

export type FormStore = {
  /** The record's values with its ID_, or null when the owner has none yet. */
  load(db: Database, ownerId: string): Promise<Record<string, unknown> | null>;
  /** Saves the values; returns the record's pk. */
  save(db: Database, ownerId: string, values: Record<string, unknown>, now: Date): Promise<string>;
  /** The pk the owner's record has or will have, so ID_ can be checked. */
  pkOf(db: Database, ownerId: string): Promise<string>;
  isTaken(db: Database, field: string, value: string, ownerId: string): Promise<boolean>;
};

export type FormSolution = {
  alias: string;
  name: string;
  fields: readonly FormFieldDef[];
  uniqueFields: readonly string[];
  store: FormStore;
};

// dzxx_base_user: the user's own columns plus a form record for the other fields.
const profileStore: FormStore = {
  async load(db, ownerId) {
    const user = await findUserById(db, ownerId);
    if (!user) return null;
    const record = await findFormRecord(db, PROFILE_FORM_ALIAS, ownerId);
    const own = Object.fromEntries(PROFILE_USER_COLUMNS.map((c) => [c, user[c]]));
    return { ...(record?.data ?? {}), ...own, ID_: user.id };
  },
  async save(db, ownerId, values, now) {
    const columns: Partial<ProfileColumns> = {};
    const rest: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if ((PROFILE_USER_COLUMNS as readonly string[]).includes(key)) {
        columns[key as keyof ProfileColumns] = typeof value === 'string' ? value : '';
      } else {
        rest[key] = value;
      }
    }
    await updateProfileColumns(db, ownerId, columns, now);
    const existing = await findFormRecord(db, PROFILE_FORM_ALIAS, ownerId);
    await upsertFormRecord(db, {
      alias: PROFILE_FORM_ALIAS,
      ownerId,
      id: existing?.id ?? randomUUID(),
      data: { ...(existing?.data ?? {}), ...rest },
      updatedAt: now,
    });
    return ownerId;
  },
  pkOf: (_db, ownerId) => Promise.resolve(ownerId),
  isTaken: (db, field, value, ownerId) =>
    formValueTaken(db, PROFILE_FORM_ALIAS, field, value, ownerId),
};

const SOLUTIONS: FormSolution[] = [
  {
    alias: PROFILE_FORM_ALIAS,
    name: '个人资料',
    fields: PROFILE_FIELDS,
    uniqueFields: PROFILE_UNIQUE_FIELDS,
    store: profileStore,
  },
];

const byAlias = new Map(SOLUTIONS.map((s) => [s.alias, s]));

export function findFormSolution(alias: string): FormSolution | undefined {
  return byAlias.get(alias);
}

export function allFormSolutions(): readonly FormSolution[] {
  return SOLUTIONS;
}
