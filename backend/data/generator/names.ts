import { pinyin } from 'pinyin-pro';
import { type Prng, weightedTable } from './prng';
import { BRAND_CHARS, GIVEN_NAME_CHARS, SURNAMES } from './vocabulary';

// Random Chinese names of people and brand words, and the pinyin of enterprise names.

const surnames = weightedTable(SURNAMES);

export function personName(rng: Prng): string {
  const given = rng.chance(0.8)
    ? rng.pick(GIVEN_NAME_CHARS) + rng.pick(GIVEN_NAME_CHARS)
    : rng.pick(GIVEN_NAME_CHARS);
  return surnames.pick(rng) + given;
}

export function brandWord(rng: Prng): string {
  const first = rng.pick(BRAND_CHARS);
  let second = rng.pick(BRAND_CHARS);
  while (second === first) second = rng.pick(BRAND_CHARS);
  return first + second;
}

/** Full toneless pinyin without spaces and its initials, lower case ASCII. */
export function namePinyin(name: string): { full: string; initials: string } {
  const syllables = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
  const clean = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  return {
    full: syllables.map(clean).join(''),
    initials: syllables.map((s) => clean(s).slice(0, 1)).join(''),
  };
}
