import type { FormFieldDef } from '@/lib/contract/form-field';
import { INPUT_MAX_LENGTH } from '@/lib/constants';
import { RULE_MESSAGES } from './messages';
import { checkValue, parseRules, valueText } from './rule-string';

const TEXT_TYPES = new Set(['input', 'textarea']);

/** The longest text a field takes: inputs and text areas default to INPUT_MAX_LENGTH. */
export function fieldMaxLength(field: FormFieldDef): number | undefined {
  return field.maxLength ?? (TEXT_TYPES.has(field.type) ? INPUT_MAX_LENGTH : undefined);
}

/** One field's problem, or null: its rules, then its length. */
export function checkField(field: FormFieldDef, value: unknown): string | null {
  const message = checkValue(value, field.rule);
  if (message) return message;
  const max = fieldMaxLength(field);
  const text = valueText(value);
  if (max !== undefined && text !== null && Array.from(text).length > max) {
    return RULE_MESSAGES.length(max);
  }
  return null;
}

/** Every visible field's problem by model; range fields check both ends. */
export function validateFields(
  fields: readonly FormFieldDef[],
  values: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.hidden) continue;
    const models =
      field.type === 'range' && field.config
        ? [field.config.start, field.config.end]
        : [field.model];
    for (const model of models) {
      const message = checkField(field, values[model]);
      if (message) errors[model] = message;
    }
  }
  return errors;
}

/** Throws on any field whose rule string is wrong: run by a test over every form definition. */
export function assertRuleStrings(fields: readonly FormFieldDef[]): void {
  for (const field of fields) parseRules(field.rule);
}
