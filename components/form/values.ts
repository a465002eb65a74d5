import dayjs, { type Dayjs } from 'dayjs';
import type { FormFieldDef } from '@/lib/contract/form-field';
import type { UploadedFile } from '@/lib/contract/files';
import { EMPTY_DISPLAY, formatDate, toDateTimeValue } from '@/lib/format';
import { sanitizeRichText } from '@/lib/validation/rich-text';

// The form engine's value conversions: stored record → antd values, antd values → the wire
// formats of SPEC.md §5.6, and stored values → the read-only text.

const LIST_TYPES = new Set(['multiSelect', 'checkbox']);
const PATH_TYPES = new Set(['address', 'industry']);

export function parseFileList(value: unknown): UploadedFile[] {
  if (Array.isArray(value)) return value as UploadedFile[];
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? (parsed as UploadedFile[]) : [];
  } catch {
    return [];
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** A stored record as antd form values. */
export function toFormValues(
  fields: readonly FormFieldDef[],
  row: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!row) return values;
  for (const field of fields) {
    const v = row[field.model];
    if (field.type === 'range' && field.config) {
      values[field.config.start] = row[field.config.start];
      values[field.config.end] = row[field.config.end];
    } else if (field.type === 'dateRange' && field.config) {
      const start = row[field.config.start];
      const end = row[field.config.end];
      values[field.model] =
        start || end ? [start ? dayjs(text(start)) : null, end ? dayjs(text(end)) : null] : null;
    } else if (LIST_TYPES.has(field.type)) {
      values[field.model] = text(v) === '' ? [] : text(v).split(',');
    } else if (PATH_TYPES.has(field.type)) {
      values[field.model] = text(v) === '' ? [] : text(v).split('/');
    } else if (field.type === 'date' || field.type === 'datetime') {
      values[field.model] = v ? dayjs(text(v)) : null;
    } else if (field.type === 'upload') {
      values[field.model] = parseFileList(v);
    } else if (v !== undefined) {
      values[field.model] = v;
    }
  }
  return values;
}

/** antd form values in the wire formats of SPEC.md §5.6. */
export function toWireValues(
  fields: readonly FormFieldDef[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const v = values[field.model];
    switch (field.type) {
      case 'multiSelect':
      case 'checkbox':
        out[field.model] = Array.isArray(v) ? v.join(',') : '';
        break;
      case 'address':
      case 'industry':
        out[field.model] = Array.isArray(v) ? v.join('/') : '';
        break;
      case 'date':
      case 'datetime':
        out[field.model] = toDateTimeValue(v as Dayjs | null);
        break;
      case 'dateRange': {
        if (!field.config) break;
        const [start, end] = Array.isArray(v) ? (v as (Dayjs | null)[]) : [];
        out[field.config.start] = toDateTimeValue(start);
        out[field.config.end] = toDateTimeValue(end);
        break;
      }
      case 'range':
        if (!field.config) break;
        out[field.config.start] = values[field.config.start] ?? '';
        out[field.config.end] = values[field.config.end] ?? '';
        break;
      case 'upload':
        out[field.model] = JSON.stringify(Array.isArray(v) ? v : []);
        break;
      case 'richText':
        out[field.model] = text(v).trim() === '' ? '' : sanitizeRichText(text(v));
        break;
      case 'number':
        out[field.model] = v === undefined || v === '' ? null : v;
        break;
      default:
        out[field.model] = v ?? '';
    }
  }
  return out;
}

/** The read-only text of a stored value: option labels, dates, '-' when empty. */
export function displayValue(field: FormFieldDef, row: Record<string, unknown>): string {
  const v = row[field.model];
  const labelOf = (value: string) => field.data?.find((o) => o.value === value)?.label ?? value;
  switch (field.type) {
    case 'date':
      return formatDate(text(v));
    case 'datetime':
      return formatDate(text(v), true);
    case 'dateRange':
    case 'range': {
      if (!field.config) return EMPTY_DISPLAY;
      const [a, b] = [row[field.config.start], row[field.config.end]].map((x) =>
        field.type === 'dateRange' ? formatDate(text(x)) : text(x) || EMPTY_DISPLAY,
      );
      return a === EMPTY_DISPLAY && b === EMPTY_DISPLAY ? EMPTY_DISPLAY : `${a} 至 ${b}`;
    }
    case 'select':
    case 'radio':
    case 'multiSelect':
    case 'checkbox':
      return text(v) === '' ? EMPTY_DISPLAY : text(v).split(',').map(labelOf).join('，');
    case 'upload': {
      const files = parseFileList(v);
      return files.length === 0 ? EMPTY_DISPLAY : files.map((f) => f.name).join('，');
    }
    default:
      return text(v).trim() === '' ? EMPTY_DISPLAY : text(v);
  }
}
