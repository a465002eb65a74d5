import { z } from '@hono/zod-openapi';
import { envelopeSchema } from './envelope';

// Dictionaries (sysDic, sysTree): lookups served from the database.

export type DicItem = {
  pkId: string;
  pid: string;
  dicId: string;
  name: string;
  value: string;
  sn: number;
  children?: DicItem[];
};

// Flat in the OpenAPI document: the generator cannot follow a recursive schema.
export const dicItemSchema = z.object({
  pkId: z.string(),
  pid: z.string(),
  dicId: z.string(),
  name: z.string(),
  value: z.string(),
  sn: z.number().int(),
  children: z.array(z.unknown()).optional().openapi({ description: 'Child entries (listByKey)' }),
});

export const dicTreeSchema = z.object({
  pkId: z.string(),
  key: z.string(),
  name: z.string(),
  appId: z.string(),
});

const dicKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, '应为字典别名');

export const byAliasQuerySchema = z.object({ alias: dicKey });
export const byKeyQuerySchema = z.object({ key: dicKey });
export const byPidQuerySchema = z.object({
  pid: z.string().min(1).max(64),
  dicId: z.string().min(1).max(64),
});
export const treeQuerySchema = z.object({ appId: z.string().max(64).optional() });

export const dicListResponseSchema = envelopeSchema(z.array(dicItemSchema));
export const dicTreeListResponseSchema = envelopeSchema(z.array(dicTreeSchema));

export const DIC_MESSAGES = { unknown: (key: string) => `字典 ${key} 不存在` } as const;

/** The dictionary keys the backend seeds from lib/contract/lookups. */
export const DIC_KEYS = {
  province: 'province',
  patentType: 'patentType',
  evaluationDimension: 'evaluationDimension',
  nestingLevel: 'nestingLevel',
} as const;
