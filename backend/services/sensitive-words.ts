import AhoCorasick from 'modern-ahocorasick';
import {
  SENSITIVE_CATEGORY_NAMES,
  SENSITIVE_MESSAGES,
  type SensitiveCategory,
} from '@/lib/contract/sensitive';
import wordLists from '../data/sensitive-words.json' with { type: 'json' };
import { AppError } from '../http/errors';

// Free text users submit (names, company names, form text) is checked against the word lists;
// a hit refuses the whole submission naming the category, never rewrites the text.

export type SensitiveHit = { category: SensitiveCategory; field?: string };

// Full-width forms, letter case and separators put between characters do not hide a word.
function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}_]+/gu, '');
}

export function createSensitiveWordFilter(lists: Record<SensitiveCategory, string[]> = wordLists) {
  const patterns = (Object.entries(lists) as [SensitiveCategory, string[]][]).flatMap(
    ([category, words]) => words.map((w) => ({ pattern: normalise(w), data: category })),
  );
  const matcher = new AhoCorasick<SensitiveCategory>(patterns);
  return {
    /** The category of the first word found, or null. */
    find(text: string): SensitiveCategory | null {
      return matcher.findFirst(normalise(text))?.data ?? null;
    },
  };
}

export type SensitiveWordFilter = ReturnType<typeof createSensitiveWordFilter>;

const defaultFilter = createSensitiveWordFilter();

/** The category of the first listed word in `text`, or null (texts we write, e.g. answers). */
export function sensitiveCategoryOf(text: string): SensitiveCategory | null {
  return defaultFilter.find(text);
}

/** Refuses text fields holding a listed word: 400 with the field's label and the category. */
export function assertNoSensitiveWords(
  texts: { label: string; value: unknown }[],
  filter: SensitiveWordFilter = defaultFilter,
): void {
  for (const { label, value } of texts) {
    if (typeof value !== 'string' || value === '') continue;
    const category = filter.find(value);
    if (category) {
      throw new AppError(
        400,
        SENSITIVE_MESSAGES.refused(label, SENSITIVE_CATEGORY_NAMES[category]),
      );
    }
  }
}
