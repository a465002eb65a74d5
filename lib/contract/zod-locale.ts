import { z } from 'zod';

// Validation messages are user-visible: Chinese on both sides of the contract. zod's own
// Chinese still names types and keys in English (期望 string, 出现未知的键(key): foo), so the
// issues a user can meet are worded as the forms word them; the field's Chinese name comes
// first (MESSAGES.invalidField).

const zhCN = z.locales.zhCN().localeError;

const SIZE_UNITS: Readonly<Record<string, string>> = {
  string: '个字符',
  array: '项',
  set: '项',
  file: '字节',
};

export function chineseIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? '不能为空' : '格式不正确';
    case 'too_big': {
      const unit = SIZE_UNITS[issue.origin];
      const max = String(issue.maximum);
      if (unit) return `不能超过${max}${unit}`;
      return issue.inclusive ? `不能大于${max}` : `应小于${max}`;
    }
    case 'too_small': {
      const unit = SIZE_UNITS[issue.origin];
      const min = String(issue.minimum);
      if (unit) return issue.minimum === 1 ? '不能为空' : `不能少于${min}${unit}`;
      return issue.inclusive ? `不能小于${min}` : `应大于${min}`;
    }
    case 'invalid_format':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return '格式不正确';
    case 'invalid_value':
      return '取值不正确';
    case 'unrecognized_keys':
      return '含有不支持的字段';
    default: {
      const fallback = zhCN(issue);
      return typeof fallback === 'string' ? fallback : fallback?.message;
    }
  }
}

z.config({ localeError: chineseIssueMessage });
