import { BASE_PATH } from '@/lib/constants';
import type { AddressNode } from '@/lib/contract/form-query';

// The regions of the China map (docs/decisions/009-china-map-geojson.md). Map features are
// keyed by GB/T 2260 codes, the codes of the address tree (backend/data/address.ts), so a
// figure of a region shades the feature with the same code. Pure: the portal, the map
// component and the tests share it.

/** The whole country: the code of the country map's file. */
export const CHINA_ADCODE = '100000';

/**
 * Version in the GeoJSON URLs, so that the files can be cached for ever: the package's version
 * and a revision of our slimming (lib/server/china-geo.ts). A unit test keeps the first part
 * equal to the installed package; bump the revision when the slimming changes.
 */
export const CHINA_GEO_VERSION = '1.0.5-r2';

/** A map screen shows the country or one province (its 6-digit code). */
// `string & {}` keeps 'country' visible to the editor; a URL's string is accepted as it is.
export type MapLevel = 'country' | (string & {});

/** The 31 province-level divisions of the address tree, each with a map of its cities. */
export const MAP_PROVINCES: ReadonlyMap<string, string> = new Map([
  ['110000', '北京市'],
  ['120000', '天津市'],
  ['130000', '河北省'],
  ['140000', '山西省'],
  ['150000', '内蒙古自治区'],
  ['210000', '辽宁省'],
  ['220000', '吉林省'],
  ['230000', '黑龙江省'],
  ['310000', '上海市'],
  ['320000', '江苏省'],
  ['330000', '浙江省'],
  ['340000', '安徽省'],
  ['350000', '福建省'],
  ['360000', '江西省'],
  ['370000', '山东省'],
  ['410000', '河南省'],
  ['420000', '湖北省'],
  ['430000', '湖南省'],
  ['440000', '广东省'],
  ['450000', '广西壮族自治区'],
  ['460000', '海南省'],
  ['500000', '重庆市'],
  ['510000', '四川省'],
  ['520000', '贵州省'],
  ['530000', '云南省'],
  ['540000', '西藏自治区'],
  ['610000', '陕西省'],
  ['620000', '甘肃省'],
  ['630000', '青海省'],
  ['640000', '宁夏回族自治区'],
  ['650000', '新疆维吾尔自治区'],
]);

/** Municipalities: their map shows districts, as they have no prefecture-level cities. */
export const MUNICIPALITIES: ReadonlySet<string> = new Set([
  '110000',
  '120000',
  '310000',
  '500000',
]);

/**
 * Regions of the address tree that the map data does not draw: created after the boundaries
 * were drawn, their area is still inside the neighbouring features. Their figures belong in a
 * ranking table; the map cannot shade them. A unit test keeps this list exact.
 */
export const REGIONS_WITHOUT_FEATURE: ReadonlyMap<string, string> = new Map([
  ['659011', '新星市（2021 年设立，自治区直辖县级市）'],
  ['659012', '白杨市（2023 年设立，自治区直辖县级市）'],
]);

export const isMapProvince = (code: string): boolean => MAP_PROVINCES.has(code);

/** A valid level: 'country' or a province code of the address tree. */
export const isMapLevel = (value: string): value is MapLevel =>
  value === 'country' || isMapProvince(value);

/** The code of the GeoJSON file of a level. */
export const geoCodeOf = (level: MapLevel): string => (level === 'country' ? CHINA_ADCODE : level);

/** Where the browser fetches a level's GeoJSON (app/geo/china/[version]/[file]/route.ts). */
export const geoUrl = (level: MapLevel): string =>
  `${BASE_PATH}/geo/china/${CHINA_GEO_VERSION}/${geoCodeOf(level)}.json`;

/** The province (map level) holding any region code: 320506 → 320000. */
export function provinceOf(code: string): string | undefined {
  const province = `${code.slice(0, 2)}0000`;
  return /^\d{6}$/.test(code) && isMapProvince(province) ? province : undefined;
}

/**
 * A city whose children, not itself, are the features of its province's map: the placeholder
 * city of a municipality (市辖区, 县, merged into one by the address tree) and the
 * 省直辖县级行政区划 of GB/T 2260 (city part 90), whose county-level cities the map draws.
 */
export function isPlaceholderCity(provinceCode: string, cityCode: string): boolean {
  return MUNICIPALITIES.has(provinceCode) || cityCode.slice(2, 4) === '90';
}

export type MapRegion = { code: string; name: string; kind: 'province' | 'city' | 'district' };

/**
 * The regions of the address tree drawn as the features of a level, in tree order: the
 * provinces for the country; for a province its cities, with the districts of a municipality
 * and the county-level cities of 省直辖县级行政区划 in place of their placeholder city. A map
 * screen asks the backend for the figures of exactly these codes. Requires a tree of at least
 * two levels (three where a province has placeholder cities).
 */
export function mapRegions(tree: AddressNode[], level: MapLevel): MapRegion[] {
  if (level === 'country') {
    return tree.map((p) => ({ code: p.code, name: p.label, kind: 'province' }));
  }
  const province = tree.find((p) => p.code === level);
  if (!province) return [];
  return (province.children ?? []).flatMap((city): MapRegion[] =>
    isPlaceholderCity(province.code, city.code)
      ? (city.children ?? []).map((d) => ({ code: d.code, name: d.label, kind: 'district' }))
      : [{ code: city.code, name: city.label, kind: 'city' }],
  );
}
