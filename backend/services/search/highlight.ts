import { pinyin } from 'pinyin-pro';
import type { HighlightRange } from '@/lib/contract/search';

// Highlight ranges are computed here, never as HTML: the portal wraps the ranges in <mark>
// itself, so text from the data can never inject markup.

/** Every case-insensitive occurrence of `keyword` in `text`, as [start, end) offsets. */
export function textRanges(text: string, keyword: string): HighlightRange[] {
  const needle = keyword.toLowerCase();
  if (!needle) return [];
  const hay = text.toLowerCase();
  const ranges: HighlightRange[] = [];
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + needle.length)) {
    ranges.push([at, at + needle.length]);
  }
  return ranges;
}

/** Ranges of every needle in `text`, sorted, overlapping and touching ones merged. */
export function rangesOfAll(text: string, needles: string[]): HighlightRange[] {
  return mergeRanges(needles.flatMap((n) => textRanges(text, n)));
}

/**
 * Where a pinyin keyword (initials `txkj` or full `tengxun`) falls in a Chinese name: the
 * characters whose syllables it spells. Empty when the name's syllables don't map one to one.
 */
export function pinyinRanges(name: string, keyword: string): HighlightRange[] {
  const needle = keyword.toLowerCase();
  if (!/^[a-z]+$/.test(needle)) return [];
  const chars = [...name];
  const syllables = pinyin(name, { toneType: 'none', type: 'array' }).map((s) => s.toLowerCase());
  if (syllables.length !== chars.length) return [];
  // UTF-16 offset of each character, so ranges agree with textRanges.
  const offsets: number[] = [];
  let offset = 0;
  for (const ch of chars) {
    offsets.push(offset);
    offset += ch.length;
  }
  const span = (from: number, count: number): HighlightRange => [
    offsets[from]!,
    offsets[from + count - 1]! + chars[from + count - 1]!.length,
  ];
  const initials = syllables.map((s) => s.slice(0, 1)).join('');
  const at = initials.indexOf(needle);
  if (at >= 0) return [span(at, needle.length)];
  for (let start = 0; start < syllables.length; start++) {
    let rest = needle;
    let i = start;
    while (i < syllables.length && rest.length > 0) {
      const s = syllables[i]!;
      if (rest.startsWith(s)) rest = rest.slice(s.length);
      else if (s.startsWith(rest)) rest = '';
      else break;
      i++;
    }
    if (rest.length === 0 && i > start) return [span(start, i - start)];
  }
  return [];
}

/**
 * Ranges of a query in a name: every word (and the whole query) literally, else the pinyin
 * the letters spell; a leading latin prefix (sz科技) marks the characters it spells too.
 */
export function nameRanges(
  name: string,
  query: { joined: string; words: string[]; latinPrefix?: string | null },
): HighlightRange[] {
  const literal = rangesOfAll(name, [query.joined, ...query.words]);
  const latin = query.latinPrefix ? pinyinRanges(name, query.latinPrefix) : [];
  if (latin.length > 0) return mergeRanges([...latin, ...literal]);
  return literal.length > 0 ? literal : pinyinRanges(name, query.joined);
}

function mergeRanges(ranges: HighlightRange[]): HighlightRange[] {
  const merged: HighlightRange[] = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** A window of `text` around its first match, so long scopes and addresses stay readable. */
export function excerpt(
  text: string,
  needles: string[],
  width = 40,
): { text: string; hl: HighlightRange[] } | null {
  const first = rangesOfAll(text, needles)[0];
  if (!first) return null;
  const start = Math.max(0, first[0] - Math.floor(width / 2));
  const end = Math.min(text.length, start + width);
  const prefix = start > 0 ? '…' : '';
  const cut = prefix + text.slice(start, end) + (end < text.length ? '…' : '');
  return { text: cut, hl: rangesOfAll(cut, needles) };
}
