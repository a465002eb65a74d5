import { randomUUID } from 'node:crypto';
import type { FormFieldDef } from '@/lib/contract/form-field';
import {
  ENGINE_DEMO_ALIAS,
  ENGINE_DEMO_FIELDS,
  ENGINE_DEMO_UNIQUE_FIELDS,
} from '@/lib/contract/forms/engine-demo';
import {
  PROFILE_FIELDS,
  PROFILE_FORM_ALIAS,
  PROFILE_USER_COLUMNS,
} from '@/lib/contract/forms/profile';
import type { Database } from '../../db/client';
import { findFormRecord, formValueTaken, upsertFormRecord } from '../../db/queries/form-records';
import { updateProfileColumns, type ProfileColumns } from '../../db/queries/profile';
import { findUserById } from '../../db/queries/users';

// The forms formSolution may save: each alias names its fields and where their values live.
// Only listed fields are read from a submission; the client never names a table or column,
// and every store reads and writes the record of the owner the token names, nobody else's.

export type FormStore = {
  /** The record's values with its ID_, or null when the owner has none yet. */
  load(db: Database, ownerId: string): Promise<Record<string, unknown> | null>;
  /** Saves the values; returns the record's pk. */
  save(db: Database, ownerId: string, values: Record<string, unknown>, now: Date): Promise<string>;
  /** The pk the owner's record has, so a sent ID_ can be checked ('' before the first save). */
  pkOf(db: Database, ownerId: string): Promise<string>;
  isTaken(db: Database, field: string, value: string, ownerId: string): Promise<boolean>;
};

export type FormSolution = {
  alias: string;
  name: string;
  fields: readonly FormFieldDef[];
  uniqueFields: readonly string[];
  store: FormStore;
  /** Answered only with ZSAI_DEV_ENDPOINTS=1 (never in production). */
  devOnly?: boolean;
};

// dzxx_base_user: the user's own columns; the record's pk is the user's id.
const profileStore: FormStore = {
  async load(db, ownerId) {
    const user = await findUserById(db, ownerId);
    if (!user) return null;
    return { ...Object.fromEntries(PROFILE_USER_COLUMNS.map((c) => [c, user[c]])), ID_: user.id };
  },
  async save(db, ownerId, values, now) {
    const columns: Partial<ProfileColumns> = {};
    for (const column of PROFILE_USER_COLUMNS) {
      const value = values[column];
      if (value !== undefined) columns[column] = typeof value === 'string' ? value : '';
    }
    await updateProfileColumns(db, ownerId, columns, now);
    return ownerId;
  },
  pkOf: (_db, ownerId) => Promise.resolve(ownerId),
  // The profile has no unique field.
  isTaken: () => Promise.resolve(false),
};

/** A form kept whole as one JSON record per owner in form_records. */
function recordStore(alias: string): FormStore {
  return {
    async load(db, ownerId) {
      const record = await findFormRecord(db, alias, ownerId);
      return record ? { ...record.data, ID_: record.id } : null;
    },
    async save(db, ownerId, values, now) {
      const existing = await findFormRecord(db, alias, ownerId);
      const id = existing?.id ?? randomUUID();
      await upsertFormRecord(db, {
        alias,
        ownerId,
        id,
        data: { ...(existing?.data ?? {}), ...values },
        updatedAt: now,
      });
      return id;
    },
    pkOf: async (db, ownerId) => (await findFormRecord(db, alias, ownerId))?.id ?? '',
    isTaken: (db, field, value, ownerId) => formValueTaken(db, alias, field, value, ownerId),
  };
}

const SOLUTIONS: FormSolution[] = [
  {
    alias: PROFILE_FORM_ALIAS,
    name: '个人资料',
    fields: PROFILE_FIELDS,
    uniqueFields: [],
    store: profileStore,
  },
  {
    alias: ENGINE_DEMO_ALIAS,
    name: '表单引擎示例',
    fields: ENGINE_DEMO_FIELDS,
    uniqueFields: ENGINE_DEMO_UNIQUE_FIELDS,
    store: recordStore(ENGINE_DEMO_ALIAS),
    devOnly: true,
  },
];

export type FormRegistry = {
  find(alias: string): FormSolution | undefined;
  all(): readonly FormSolution[];
};

/** The forms this backend answers: the developer's demonstration only with dev endpoints. */
export function createFormRegistry(options: { devForms: boolean }): FormRegistry {
  const answered = SOLUTIONS.filter((s) => options.devForms || !s.devOnly);
  const byAlias = new Map(answered.map((s) => [s.alias, s]));
  return { find: (alias) => byAlias.get(alias), all: () => answered };
}
