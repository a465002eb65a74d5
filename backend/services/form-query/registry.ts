import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../clock';

// A custom query alias: its params schema (from lib/contract) and the function answering it.

export type FormQueryContext = { db: Database; clock: Clock };

export type FormQueryResult = { data: unknown; extraData?: Record<string, unknown> };

export type FormQueryHandler<S extends z.ZodType = z.ZodType> = {
  params: S;
  run: (ctx: FormQueryContext, params: z.infer<S>) => Promise<FormQueryResult> | FormQueryResult;
};

export type FormQueryRegistry = ReadonlyMap<string, FormQueryHandler>;

/** Declares an alias with its types checked against its own schema. */
export function defineFormQuery<S extends z.ZodType>(
  handler: FormQueryHandler<S>,
): FormQueryHandler {
  return handler;
}

// Keys that the platform keeps in upper case; every other record key comes back lowercased.
const PRESERVED_KEYS = new Set(['ID_', 'UPDATE_VERSION_']);

export function lowercaseRecordKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lowercaseRecordKeys);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      PRESERVED_KEYS.has(key) ? key : key.toLowerCase(),
      lowercaseRecordKeys(v),
    ]),
  );
}
