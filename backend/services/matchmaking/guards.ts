import { AppError } from '../../http/errors';
import { assertNoSensitiveWords } from '../sensitive-words';

// What every text a user writes here goes through: the sensitive-word filter (refused with
// the reason, as forms are) and a phone-number check, since contact goes through in-product
// messages only (docs/matchmaking.md, Guardrails).

// Separators people put inside numbers (138 0000 0001, 0755-8600 1234, (0755)86001234).
const SEPARATORS = /(\d)[\s\-－—–()（）]+(?=\d)/g;

const PHONE_PATTERNS = [
  /(?<!\d)(?:86)?1[3-9]\d{9}(?!\d)/, // mobile, also after +86
  /(?<!\d)0\d{2,3}\d{7,8}(?!\d)/, // landline with its area code
  /(?<!\d)[48]00\d{7}(?!\d)/, // 400 and 800 service numbers
];

/** Whether the text holds something that reads as a mainland phone number. */
export function containsPhoneNumber(text: string): boolean {
  const joined = text.normalize('NFKC').replace(SEPARATORS, '$1');
  return PHONE_PATTERNS.some((p) => p.test(joined));
}

export type LabelledText = { label: string; value: string };

/** Refuses texts holding a listed word (400 naming the field and category) or a phone number. */
export function assertAcceptableTexts(
  texts: readonly LabelledText[],
  phoneRefused: (label: string) => string,
): void {
  assertNoSensitiveWords([...texts]);
  const withPhone = texts.find((t) => containsPhoneNumber(t.value));
  if (withPhone) throw new AppError(400, phoneRefused(withPhone.label));
}

/** A user's name as another user sees it: never an account name or a phone number. */
export function displayName(fullname: string): string {
  const name = fullname.trim();
  return name && !containsPhoneNumber(name) ? name : '匿名用户';
}
