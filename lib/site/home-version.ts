import type { HomeVersion } from '@/lib/contract/commerce';

// 版本切换 (/home/switch): the finance version puts the financial services first, on the
// home's cards and in the application menu; the standard version keeps the catalogue order.

/** Home cards the finance version shows first, in this order. */
const FINANCE_FIRST_CARDS = ['金融服务', '找客户', '找商机', '供应链分析'];
/** The application menu's 金融服务 section (jrfw: 金融服务). */
const FINANCE_SECTION_KEY = 'jrfw';

/** Stable reordering: the chosen items first, in `first`'s order, then the rest as they were. */
function firstOf<T>(items: readonly T[], name: (item: T) => string, first: string[]): T[] {
  const rank = (item: T) => {
    const i = first.indexOf(name(item));
    return i < 0 ? first.length : i;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map((x) => x.item);
}

export function cardsForVersion<T extends { title: string }>(
  cards: readonly T[],
  version: HomeVersion | undefined,
): readonly T[] {
  return version === 'finance' ? firstOf(cards, (c) => c.title, FINANCE_FIRST_CARDS) : cards;
}

export function sectionsForVersion<T extends { key: string }>(
  sections: readonly T[],
  version: HomeVersion | undefined,
): readonly T[] {
  return version === 'finance' ? firstOf(sections, (s) => s.key, [FINANCE_SECTION_KEY]) : sections;
}
