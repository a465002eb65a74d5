import { isValidCreditCode } from './credit-code';
import { isValidIdCard } from './id-card';
import { isIP } from './ip';
import { RULE_MESSAGES } from './messages';

// Every field rule by name. A rule sees the value as text; empty values are left to
// `required`, so optional fields pass when blank.

export type RuleName = keyof typeof RULE_MESSAGES;

type PatternRule = { kind: 'pattern'; test: (value: string) => boolean; message: string };
type BoundRule = {
  kind: 'bound';
  test: (value: string, bound: number) => boolean;
  message: (bound: number) => string;
};

const DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const pattern = (re: RegExp, message: string): PatternRule => ({
  kind: 'pattern',
  test: (v) => re.test(v),
  message,
});

function isUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      ['http:', 'https:', 'ftp:'].includes(url.protocol) &&
      /^([a-z0-9-]+\.)+[a-z0-9-]+$|^localhost$|^\[.+\]$/i.test(url.hostname) &&
      !/^-|-\.|\.-/.test(url.hostname)
    );
  } catch {
    return false;
  }
}

export const RULES: Record<Exclude<RuleName, 'required'>, PatternRule | BoundRule> = {
  english: pattern(/^[A-Za-z_]+$/, RULE_MESSAGES.english),
  englishNumber: pattern(/^\w+$/, RULE_MESSAGES.englishNumber),
  letterStart: pattern(/^[A-Za-z][A-Za-z0-9]*$/, RULE_MESSAGES.letterStart),
  number: pattern(/^\d+$/, RULE_MESSAGES.number),
  integer: pattern(/^(0|-?[1-9]\d*)$/, RULE_MESSAGES.integer),
  positiveInteger: pattern(/^[1-9]\d*$/, RULE_MESSAGES.positiveInteger),
  negativeInteger: pattern(/^-[1-9]\d*$/, RULE_MESSAGES.negativeInteger),
  float: pattern(DECIMAL, RULE_MESSAGES.float),
  positiveFloat: {
    kind: 'pattern',
    test: (v) => /^(0|[1-9]\d*)(\.\d+)?$/.test(v) && /[1-9]/.test(v),
    message: RULE_MESSAGES.positiveFloat,
  },
  negativeFloat: {
    kind: 'pattern',
    test: (v) => /^-(0|[1-9]\d*)(\.\d+)?$/.test(v) && /[1-9]/.test(v),
    message: RULE_MESSAGES.negativeFloat,
  },
  chinese: pattern(/^[\u3400-\u4dbf\u4e00-\u9fff]+$/, RULE_MESSAGES.chinese),
  idCard: { kind: 'pattern', test: isValidIdCard, message: RULE_MESSAGES.idCard },
  url: { kind: 'pattern', test: isUrl, message: RULE_MESSAGES.url },
  email: pattern(
    /^[A-Za-z0-9_%+-]+(\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/,
    RULE_MESSAGES.email,
  ),
  postcode: pattern(/^\d{6}$/, RULE_MESSAGES.postcode),
  // Area code 0 + 2-3 digits, a 7-8 digit number not starting with 0 or 1, optional extension.
  landline: pattern(/^(0\d{2,3}-?)?[2-9]\d{6,7}(-\d{1,6})?$/, RULE_MESSAGES.landline),
  mobile: pattern(/^1[3-9]\d{9}$/, RULE_MESSAGES.mobile),
  ip: { kind: 'pattern', test: isIP, message: RULE_MESSAGES.ip },
  qq: pattern(/^[1-9]\d{4,}$/, RULE_MESSAGES.qq),
  creditCode: { kind: 'pattern', test: isValidCreditCode, message: RULE_MESSAGES.creditCode },
  length: {
    kind: 'bound',
    test: (v, n) => Array.from(v).length <= n,
    message: RULE_MESSAGES.length,
  },
  minnum: {
    kind: 'bound',
    test: (v, n) => DECIMAL.test(v) && Number(v) >= n,
    message: RULE_MESSAGES.minnum,
  },
  maxnum: {
    kind: 'bound',
    test: (v, n) => DECIMAL.test(v) && Number(v) <= n,
    message: RULE_MESSAGES.maxnum,
  },
};
