import entries from './industry-gbt4754-2017.json' with { type: 'json' };
import { addressTree } from './address';

// Flat lookups over the reference trees, for the generator and the import's checks.

export type Region = {
  /** Six-digit GB/T 2260 code of a district or a city. */
  code: string;
  province: string;
  provinceCode: string;
  city: string;
  cityCode: string;
  /** District name; empty for a city. */
  district: string;
  /** 北京市/北京市/东城区 */
  path: string;
};

export type IndustryClass = {
  /** 小类 code, four digits. */
  code: string;
  name: string;
  /** 门类 letter. */
  category: string;
  /** 大类 code (two digits) and name: the dlhy column. */
  division: string;
  divisionName: string;
};

let regions: Map<string, Region> | undefined;
let industries: Map<string, IndustryClass> | undefined;

function buildRegions(): Map<string, Region> {
  const map = new Map<string, Region>();
  for (const province of addressTree(3)) {
    for (const city of province.children ?? []) {
      const base = {
        province: province.label,
        provinceCode: province.code,
        city: city.label,
        cityCode: city.code,
      };
      map.set(city.code, { ...base, code: city.code, district: '', path: city.path });
      for (const district of city.children ?? []) {
        map.set(district.code, {
          ...base,
          code: district.code,
          district: district.label,
          path: district.path,
        });
      }
    }
  }
  return map;
}

function buildIndustries(): Map<string, IndustryClass> {
  type Entry = { code: string; name: string; level: number; parent: string | null };
  const byCode = new Map((entries as Entry[]).map((e) => [e.code, e]));
  const map = new Map<string, IndustryClass>();
  for (const entry of entries as Entry[]) {
    if (entry.level !== 4) continue;
    const division = byCode.get(entry.code.slice(0, 2))!;
    map.set(entry.code, {
      code: entry.code,
      name: entry.name,
      category: division.parent!,
      division: division.code,
      divisionName: division.name,
    });
  }
  return map;
}

/** Districts and cities by six-digit code. */
export function regionsByCode(): Map<string, Region> {
  return (regions ??= buildRegions());
}

/**
 * The city users call a place by: a county-level city directly under its province (济源市,
 * under the tree's 省直辖县级行政区划) is a city of its own.
 */
export function displayCity(region: Region): string {
  return region.city.endsWith('行政区划') ? region.district : region.city;
}

/** GB/T 4754-2017 小类 by four-digit code. */
export function industriesByCode(): Map<string, IndustryClass> {
  return (industries ??= buildIndustries());
}
