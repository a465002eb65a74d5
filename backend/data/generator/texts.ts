import { displayCity, type Region } from '../reference-lookup';
import type { GeneratorLink } from './chain-links';
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

/** How a scope names an activity of a link, by 门类: 正极材料制造, 大模型开发, 锂矿开采. */
const CHAIN_VERBS: Record<string, readonly string[]> = {
  A: ['种植', '服务'],
  B: ['开采', '开采与销售'],
  C: ['制造', '研发', '生产', '研发、制造'],
  D: ['运营', '技术服务'],
  E: ['工程施工', '建设'],
  F: ['销售', '批发'],
  G: ['服务'],
  I: ['开发', '技术服务', '技术开发'],
  M: ['技术研发', '技术服务', '研发'],
  N: ['服务', '技术服务'],
  P: ['服务'],
  Q: ['服务'],
};
/** Words that already name an activity take no verb (充电运营, 光伏运维, 无人机培训). */
const ACTIVITY_ENDINGS =
  /(服务|运营|运维|建设|回收|培训|检测|检验|销售|零售|批发|利用|工程|应用|测试|治理|开发|研究|问诊|医疗|游览|救援|测绘|巡检|配送|物流|交通|发射|测控|中心)$/u;

/** One or two scope items naming the enterprise's chain link in its trade's words. */
export function chainScopePhrases(rng: Prng, link: GeneratorLink, category: string): string[] {
  const verbs = CHAIN_VERBS[category] ?? ['销售'];
  const count = link.keywords.length > 1 && rng.chance(0.4) ? 2 : 1;
  const words = new Set<string>();
  while (words.size < count) words.add(rng.pick(link.keywords));
  return [...words].map((w) => (ACTIVITY_ENDINGS.test(w) ? w : `${w}${rng.pick(verbs)}`));
}
