// The categories of the sensitive-word list (SPEC.md §1) and the refusal message.

export const SENSITIVE_CATEGORY_NAMES = {
  political: '涉政',
  sexual: '色情',
  drug: '涉毒',
  weapon: '涉枪涉爆',
  fraud: '诈骗',
  advertising: '广告',
} as const;

export type SensitiveCategory = keyof typeof SENSITIVE_CATEGORY_NAMES;

export const SENSITIVE_MESSAGES = {
  refused: (label: string, category: string) => `${label}包含${category}类敏感词，请修改后重新提交`,
} as const;
