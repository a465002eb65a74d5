import { z } from '@hono/zod-openapi';
import { envelopeSchema } from './envelope';
import { MESSAGES } from './messages';

// Generic forms: formSolution (definition, save) and formPc helpers (unique check, pinyin).

const alias = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, '应为表单别名');

export const saveFormBodySchema = z.object({
  action: z.literal('save').default('save'),
  alias,
  data: z
    .record(z.string().max(64), z.unknown())
    .openapi({ example: { ID_: '', fullname: '王经理', ssqy: '广东省/深圳市' } }),
});
export const saveFormResponseSchema = envelopeSchema(z.object({ pk: z.string() }));

export const formAliasQuerySchema = z.object({ alias });

export const checkUniqueBodySchema = z.object({
  alias,
  field: z.string().max(64),
  value: z.string().max(1000),
  /** The record being edited (ID_), which may keep its own value. */
  id: z.string().max(64).optional(),
});
export const checkUniqueResponseSchema = envelopeSchema(z.boolean());

export const pinyinBodySchema = z.object({
  words: z.string().max(1000),
  /** true: full pinyin; false (default): initials only. */
  isAll: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});
export const pinyinResponseSchema = envelopeSchema(z.string());

export const formDataParamsSchema = z.object({ alias });

export const FORM_MESSAGES = {
  unknownForm: (a: string) => `表单 ${a} 不存在`,
  notUniqueField: (label: string) => `${label}不可校验唯一性`,
  notUnique: (label: string) => `${label}已存在`,
  notYours: '无权修改该记录',
  fieldError: MESSAGES.fieldError,
  badFiles: (label: string) => `${label}：文件格式不正确`,
  saved: '保存成功',
} as const;

/** The editor container rich text is wrapped in when sent (SPEC.md §5.6). */
export const RICH_TEXT_CLASS = 'zsai-editor';
export const wrapRichText = (html: string) => `<div class="${RICH_TEXT_CLASS}">${html}</div>`;
