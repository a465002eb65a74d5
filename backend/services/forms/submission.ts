import { z } from 'zod';
import type { FormFieldDef } from '@/lib/contract/form-field';
import { FORM_MESSAGES } from '@/lib/contract/form-solution';
import { uploadedFileSchema } from '@/lib/contract/files';
import { validateFields } from '@/lib/validation/form';
import { richTextPlain, sanitizeRichText } from '@/lib/validation/rich-text';
import { AppError } from '../../http/errors';
import { assertNoSensitiveWords } from '../sensitive-words';

// A submitted form as the server accepts it: only the form's own fields, each in its wire
// format (SPEC.md §5.6), checked with the same rules the portal runs.

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const PREVIEW_URL =
  /^(\/zsai\/api)?\/api-system\/system\/core\/sysFile\/previewFile\?fileId=[0-9a-f-]{36}$/;
const fileListSchema = z.array(uploadedFileSchema.extend({ url: z.string().regex(PREVIEW_URL) }));

/** The models a field's value is sent under: range pairs send two. */
export function fieldModels(field: FormFieldDef): string[] {
  return (field.type === 'range' || field.type === 'dateRange') && field.config
    ? [field.config.start, field.config.end]
    : [field.model];
}

const asText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.map(String).join(',')
      : typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : '';

function normalise(field: FormFieldDef, value: unknown): unknown {
  switch (field.type) {
    case 'number': {
      if (value === null || value === undefined || value === '') return null;
      const n = Number(value);
      return Number.isFinite(n) ? n : asText(value);
    }
    case 'date':
    case 'datetime':
    case 'dateRange': {
      if (value === null || value === undefined || value === '') return null;
      if (typeof value !== 'string' || !DATE_TIME.test(value)) {
        throw new AppError(
          400,
          FORM_MESSAGES.fieldError(field.label, '日期格式应为 YYYY-MM-DD HH:mm:ss'),
        );
      }
      return value;
    }
    case 'upload': {
      const text = asText(value) || '[]';
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new AppError(400, FORM_MESSAGES.badFiles(field.label));
      }
      const files = fileListSchema.safeParse(parsed);
      if (!files.success || files.data.length > (field.maxCount ?? 1)) {
        throw new AppError(400, FORM_MESSAGES.badFiles(field.label));
      }
      return JSON.stringify(files.data);
    }
    case 'richText':
      return sanitizeRichText(asText(value));
    default:
      return asText(value);
  }
}

/** What the rules read: file lists as lists, rich text as its visible text. */
function ruleView(field: FormFieldDef, value: unknown): unknown {
  if (field.type === 'upload') return JSON.parse(value as string) as unknown[];
  if (field.type === 'richText') return richTextPlain(value as string);
  return value;
}

const FREE_TEXT = new Set(['input', 'textarea', 'richText']);

/**
 * The submission reduced to the form's fields, normalised and checked; throws a 400 naming
 * the field for the first broken rule or sensitive word.
 */
export function acceptSubmission(
  fields: readonly FormFieldDef[],
  data: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const view: Record<string, unknown> = {};
  const editable = fields.filter((f) => !f.hidden && !f.disabled && !f.readonly);
  for (const field of editable) {
    for (const model of fieldModels(field)) {
      if (!(model in data)) continue;
      values[model] = normalise(field, data[model]);
      view[model] = ruleView(field, values[model]);
    }
  }
  // Fields left out keep their stored value; only the sent ones are checked.
  const sent = editable.filter((f) => fieldModels(f).some((m) => m in values));
  const errors = validateFields(sent, view);
  const firstBroken = sent.find((f) => fieldModels(f).some((m) => errors[m]));
  if (firstBroken) {
    const message = fieldModels(firstBroken)
      .map((m) => errors[m])
      .find(Boolean);
    throw new AppError(400, FORM_MESSAGES.fieldError(firstBroken.label, message ?? ''));
  }
  assertNoSensitiveWords(
    sent
      .filter((f) => FREE_TEXT.has(f.type))
      .map((f) => ({ label: f.label, value: view[f.model] })),
  );
  return values;
}
