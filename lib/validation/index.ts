export { RULE_MESSAGES } from './messages';
export { RULES, type RuleName } from './rules';
export { checkValue, parseRules, RuleStringError, valueText, type ParsedRule } from './rule-string';
export { assertRuleStrings, checkField, fieldMaxLength, validateFields } from './form';
export { isValidCreditCode, creditCodeCheckChar } from './credit-code';
export { isValidIdCard, idCardCheckChar } from './id-card';
export { isIP, isIPv4, isIPv6 } from './ip';
export { checkUpload, fileSuffix, formatBytes, parseSuffixList } from './file';
