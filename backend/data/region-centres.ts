import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { remember, TtlCache } from '@/lib/cache/ttl-cache';
import { GEO_DIR, isServedGeoCode, SOUTH_SEA_CUTS, type RawCollection } from '@/lib/map/geo-files';
import { CHINA_ADCODE } from '@/lib/map/regions';

// Centres of the China map's features (lib/map/geo-files.ts), to place on the map what has a
// region but no coordinates of its own (the parks layer's points). Only the country and the
// province files are read: the production build traces no others (next.config.ts).

export type LngLat = [lng: number, lat: number];

// The country and the 31 provinces at most, each read once per process (they never change
// while it runs).
const cache = new TtlCache<string, Promise<ReadonlyMap<string, LngLat>>>({
  maxEntries: 32,
  ttlMs: Number.POSITIVE_INFINITY,
});

/**
 * A file's features by adcode → centre: 'centroid' (the middle of the area) before 'center'
 * (the seat), as the map's labels do, but never among the islands the map cuts away (三沙's
 * centroid lies by 南沙, its seat on 西沙, which the map keeps).
 */
function fileCentres(fileCode: string): Promise<ReadonlyMap<string, LngLat>> {
  if (!isServedGeoCode(fileCode)) return Promise.resolve(new Map());
  return remember(cache, fileCode, async () => {
    const file = path.join(/* turbopackIgnore: true */ GEO_DIR, `${fileCode}.json`);
    const raw = JSON.parse(
      await readFile(/* turbopackIgnore: true */ file, 'utf8'),
    ) as RawCollection;
    const cuts = SOUTH_SEA_CUTS[fileCode];
    const centres = new Map<string, LngLat>();
    for (const { properties } of raw.features) {
      const code = String(properties.adcode);
      const minLat = cuts?.[code] ?? Number.NEGATIVE_INFINITY;
      const centre = [properties.centroid, properties.center].find(
        (p): p is LngLat =>
          !!p && Number.isFinite(p[0]) && Number.isFinite(p[1]) && p[1]! >= minLat,
      );
      if (centre) centres.set(code, [centre[0], centre[1]]);
    }
    return centres;
  });
}

/**
 * The centre of region `code` (GB/T 2260) at city precision: its own feature in its
 * province's file (a municipality's district, a county-level city the province lists
 * directly), else its city's feature there, else its province's in the country file;
 * undefined when none has it.
 */
export async function regionCentre(code: string): Promise<LngLat | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const province = `${code.slice(0, 2)}0000`;
  const inProvince = await fileCentres(province);
  return (
    inProvince.get(code) ??
    inProvince.get(`${code.slice(0, 4)}00`) ??
    (await fileCentres(CHINA_ADCODE)).get(province)
  );
}

/** Golden angle (radians) and radius step (degrees) of the spiral that spreads points. */
export const SPIRAL_ANGLE = 2.39996;
export const SPIRAL_STEP = 0.05;

/**
 * The i-th (from 0) of several points sharing `centre`, on a golden-angle spiral: evenly
 * spread whatever their number, the first exactly at the centre.
 */
export function spiralPoint(centre: LngLat, i: number): LngLat {
  const radius = SPIRAL_STEP * Math.sqrt(i);
  const angle = i * SPIRAL_ANGLE;
  return [centre[0] + radius * Math.cos(angle), centre[1] + radius * Math.sin(angle)];
}

// 5 decimals: about a metre, more than any centre here means.
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * Places items at their centres, those sharing a centre spread on its spiral in code order
 * (so a place does not depend on the other items' order); rounded to 5 decimals, in the
 * order given.
 */
export function spreadAtCentres(items: readonly { code: string; centre: LngLat }[]): LngLat[] {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    const key = item.centre.join(',');
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  const byCode = (a: number, b: number) => {
    const [x, y] = [items[a]!.code, items[b]!.code];
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const out = new Array<LngLat>(items.length);
  for (const indexes of groups.values()) {
    indexes.sort(byCode);
    indexes.forEach((index, i) => {
      const [lng, lat] = spiralPoint(items[index]!.centre, i);
      out[index] = [round5(lng), round5(lat)];
    });
  }
  return out;
}
