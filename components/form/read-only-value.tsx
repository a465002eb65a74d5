'use client';

import type { FormFieldDef } from '@/lib/contract/form-field';
import { EMPTY_DISPLAY } from '@/lib/format';
import { sanitizeRichText } from '@/lib/validation/rich-text';
import { displayValue, parseFileList } from './values';

/** One field of the read-only view: '-' when empty, files as links, rich text rendered. */
export function ReadOnlyValue({
  field,
  record,
}: {
  field: FormFieldDef;
  record: Record<string, unknown>;
}) {
  const value = record[field.model];
  if (field.type === 'upload') {
    const files = parseFileList(value);
    if (files.length === 0) return <span data-field={field.model}>{EMPTY_DISPLAY}</span>;
    return (
      <span data-field={field.model}>
        {files.map((f) => (
          <a
            key={f.uid}
            href={f.url}
            target="_blank"
            rel="noopener noreferrer"
            style={{ marginRight: 8 }}
          >
            {f.name}
          </a>
        ))}
      </span>
    );
  }
  if (field.type === 'richText' && typeof value === 'string' && value.trim() !== '') {
    // Sanitised again on display: stored HTML is never trusted.
    return (
      <div data-field={field.model} dangerouslySetInnerHTML={{ __html: sanitizeRichText(value) }} />
    );
  }
  const text = displayValue(field, record);
  return (
    <span data-field={field.model}>
      {text}
      {text !== EMPTY_DISPLAY && field.suffix ? ` ${field.suffix}` : ''}
    </span>
  );
}
