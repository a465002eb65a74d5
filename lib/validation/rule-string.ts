import { RULE_MESSAGES } from './messages';
import { RULES, type RuleName } from './rules';

// Rule strings chain rules with ';', each with an optional ':' parameter:
// "required;maxnum:100;float". A wrong rule string is a programming error, so it throws
// instead of letting a field go unchecked.

export type ParsedRule = { name: RuleName; param?: number };

export class RuleStringError extends Error {
  override name = 'RuleStringError';
}

export function parseRules(ruleString: string | undefined): ParsedRule[] {
  if (!ruleString?.trim()) return [];
  return ruleString
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', param, ...extra] = part.split(':').map((s) => s.trim());
      if (name === 'required') {
        if (param !== undefined) throw new RuleStringError(`Rule "required" takes no parameter`);
        return { name };
      }
      if (!(name in RULES)) throw new RuleStringError(`Unknown rule "${name}" in "${ruleString}"`);
      const rule = RULES[name as keyof typeof RULES];
      if (rule.kind === 'pattern') {
        if (param !== undefined) throw new RuleStringError(`Rule "${name}" takes no parameter`);
        return { name: name as RuleName };
      }
      const bound = Number(param);
      if (param === undefined || param === '' || extra.length > 0 || !Number.isFinite(bound)) {
        throw new RuleStringError(`Rule "${name}" needs a numeric parameter ("${name}:N")`);
      }
      return { name: name as RuleName, param: bound };
    });
}

/** A submitted value as the rules read it: text, or null when empty. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(String).join(',');
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
  return text.trim() === '' ? null : text;
}

/** The first broken rule's message, or null when the value passes them all. */
export function checkValue(
  value: unknown,
  rules: string | ParsedRule[] | undefined,
): string | null {
  const parsed = typeof rules === 'string' || rules === undefined ? parseRules(rules) : rules;
  const text = valueText(value);
  for (const { name, param } of parsed) {
    if (name === 'required') {
      if (text === null) return RULE_MESSAGES.required;
      continue;
    }
    if (text === null) continue;
    const rule = RULES[name];
    if (rule.kind === 'pattern') {
      if (!rule.test(text)) return rule.message;
    } else if (!rule.test(text, param ?? 0)) {
      return rule.message(param ?? 0);
    }
  }
  return null;
}
