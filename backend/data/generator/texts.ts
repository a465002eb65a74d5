import { displayCity, type Region } from '../reference-lookup';
import type { Prng } from './prng';
import { BUILDING_WORDS, ROAD_SUFFIXES, ROAD_WORDS, SCOPE_PHRASES, SCOPE_TAIL } from './vocabulary';

// Addresses and business scopes: the current record's and, for the change history, earlier
// ones written the same way.

/** 江苏省苏州市虎丘区, without the tree's placeholders (北京市北京市, 省直辖县级行政区划). */
export function placePrefix(region: Region): string {
  const parts = [region.province, displayCity(region), region.district];
  return parts.filter((p, i) => p && p !== parts[i - 1]).join('');
}

export function address(rng: Prng, region: Region, inPark = rng.chance(0.3)): string {
  const road = `${rng.pick(ROAD_WORDS)}${rng.pick(ROAD_SUFFIXES)}${rng.int(1, 999)}号`;
  const place = inPark
    ? `${rng.pick(ROAD_WORDS)}${rng.pick(BUILDING_WORDS)}${rng.int(1, 30)}栋${rng.int(1, 30)}${String(rng.int(1, 20)).padStart(2, '0')}室`
    : '';
  return `${placePrefix(region)}${road}${place}`;
}

/** A business scope: a few phrases of the 门类 (and perhaps trade), and a closing line. */
export type Scope = { phrases: string[]; tail: string };

export const scopePhrasesOf = (category: string) => SCOPE_PHRASES[category] ?? SCOPE_PHRASES.L!;

export function pickScope(rng: Prng, category: string): Scope {
  const own = scopePhrasesOf(category);
  const picked = new Set<string>();
  const n = rng.int(Math.min(2, own.length), Math.min(6, own.length));
  while (picked.size < n) picked.add(rng.pick(own));
  if (rng.chance(0.5)) picked.add(rng.pick(SCOPE_PHRASES.F!));
  return { phrases: [...picked], tail: rng.pick(SCOPE_TAIL) };
}

export const scopeText = (scope: Scope) => `一般项目：${scope.phrases.join('；')}。${scope.tail}`;
