import type { ParkLevel, ParkType } from '../../db/schema/parks';
import { displayCity, regionsByCode, type Region } from '../reference-lookup';
import { Prng } from './prng';
import { placePrefix } from './texts';

// Demo parks (docs/investment-promotion.md, Demo data): a few invented parks per province in
// the cities the generator fills most (the capital first), named after their city, and
// the addresses that put some of the district's enterprises inside them. The park list
// depends on the region tree only; which enterprises sit in a park depends on the seed and
// the enterprise id through a PRNG of its own, so every other generated value stays the same.

export type DemoPark = {
  code: string;
  name: string;
  level: ParkLevel;
  type: ParkType;
  regionCode: string;
  areaKm2: number;
  foundedYear: number;
  /** Empty here: the park-members step names a demo park's leading chains from its firms. */
  leadingChains: string[];
  aliases: string[];
  address: string;
  description: string;
};

/** Share of a park city's enterprises whose address is inside one of its parks. */
export const IN_PARK_SHARE = 0.5;

type Template = {
  slug: string;
  level: ParkLevel;
  type: ParkType;
  suffix: string;
  alias: string | null;
  founded: [number, number];
  area: [number, number];
};

const NATIONAL: Template[] = [
  {
    slug: 'jkq',
    level: '国家级',
    type: '经济技术开发区',
    suffix: '经济技术开发区',
    alias: '经开区',
    founded: [1984, 2012],
    area: [20, 160],
  },
  {
    slug: 'gxq',
    level: '国家级',
    type: '高新技术产业开发区',
    suffix: '高新技术产业开发区',
    alias: '高新区',
    founded: [1988, 2015],
    area: [15, 120],
  },
  {
    slug: 'zbq',
    level: '国家级',
    type: '综合保税区',
    suffix: '综合保税区',
    alias: '综保区',
    founded: [2006, 2020],
    area: [2, 8],
  },
];
const PROVINCIAL: Template = {
  slug: 'cyy',
  level: '省级',
  type: '产业园',
  suffix: '先进制造产业园',
  alias: null,
  founded: [2000, 2020],
  area: [5, 40],
};
const MUNICIPAL: Template = {
  slug: 'kcy',
  level: '市级',
  type: '产业园',
  suffix: '科创产业园',
  alias: null,
  founded: [2010, 2023],
  area: [1, 12],
};

let parks: DemoPark[] | undefined;

/** Every demo park, in region order (the same list on every machine and seed). */
export function demoParks(): readonly DemoPark[] {
  return (parks ??= buildParks());
}

function buildParks(): DemoPark[] {
  const byProvince = new Map<string, Map<string, Region[]>>();
  for (const r of regionsByCode().values()) {
    if (!r.district) continue;
    const cities = byProvince.get(r.provinceCode) ?? new Map<string, Region[]>();
    byProvince.set(r.provinceCode, cities);
    const list = cities.get(r.cityCode) ?? [];
    list.push(r);
    cities.set(r.cityCode, list);
  }
  const out: DemoPark[] = [];
  let index = 0;
  for (const [provinceCode, cities] of byProvince) {
    const [capital = [], second = [], third = []] = [...cities.values()];
    const plan: [Region | undefined, Template][] = [
      [capital[0], NATIONAL[0]!],
      [capital[1], NATIONAL[1]!],
      // Bonded zones in every other province, so the type filter has something to tell.
      ...(Number(provinceCode.slice(0, 2)) % 2 === 0
        ? [[capital[2], NATIONAL[2]!] as [Region, Template]]
        : []),
      [second[0], PROVINCIAL],
      [third[0], MUNICIPAL],
    ];
    for (const [region, t] of plan) {
      if (!region) continue;
      out.push(park(region, t, index));
      index += 1;
    }
  }
  return out;
}

/** 南京市 → 南京, 恩施土家族苗族自治州 → 恩施; a municipality's placeholder city is its province. */
export function shortCity(region: Region): string {
  const name = displayCity(region) === region.district ? region.district : displayCity(region);
  const city = /行政区划|市辖区/.test(name) ? region.province : name;
  const short = city.replace(
    /(土家族苗族|藏族|回族|蒙古族|朝鲜族|壮族|苗族侗族|布依族苗族|彝族|傣族|哈尼族彝族|白族|景颇族|傈僳族|哈萨克)?(自治州|地区|盟|市|省)$/u,
    '',
  );
  return [...short].length >= 2 ? short : city;
}

function park(region: Region, t: Template, index: number): DemoPark {
  const rng = new Prng(Number(region.cityCode) * 31 + index);
  const short = shortCity(region);
  return {
    code: `demo-${region.cityCode}-${t.slug}`,
    name: `${short}${t.suffix}`,
    level: t.level,
    type: t.type,
    // City-wide, as parks spanning districts are: the city's enterprises may be in it.
    regionCode: region.cityCode,
    areaKm2: Math.round((t.area[0] + rng.next() * (t.area[1] - t.area[0])) * 100) / 100,
    foundedYear: rng.int(t.founded[0], t.founded[1]),
    leadingChains: [],
    aliases: t.alias ? [`${short}${t.alias}`] : [],
    // The management committee sits in the city's first district.
    address: `${placePrefix(region)}${short}${t.suffix}管理委员会`,
    description: `演示数据：${displayCity(region)}的${t.level}${t.type}（虚构，仅供演示）。`,
  };
}

let byCity: Map<string, DemoPark[]> | undefined;

/** The demo parks of a city (empty for most). */
export function parksOfCity(code: string): readonly DemoPark[] {
  if (!byCity) {
    byCity = new Map();
    for (const p of demoParks()) {
      const list = byCity.get(p.regionCode) ?? [];
      list.push(p);
      byCity.set(p.regionCode, list);
    }
  }
  return byCity.get(code) ?? [];
}

/**
 * The address of enterprise `id`, inside one of its city's parks for IN_PARK_SHARE of a park
 * city's enterprises: the park's name or alias right after the place, as
 * registrations write it (江苏省苏州市虎丘区虎丘高新区长江路12号). Other addresses unchanged.
 */
export function parkAddress(seedNumber: number, id: number, region: Region, plain: string): string {
  const here = region.district ? parksOfCity(region.cityCode) : [];
  if (here.length === 0) return plain;
  const rng = new Prng((Math.imul(seedNumber, 0x9e3779b1) ^ id) >>> 0);
  if (!rng.chance(IN_PARK_SHARE)) return plain;
  const p = rng.pick(here);
  const word = p.aliases.length > 0 && rng.chance(0.5) ? rng.pick(p.aliases) : p.name;
  const prefix = placePrefix(region);
  if (!plain.startsWith(prefix)) return plain;
  return `${prefix}${word}${plain.slice(prefix.length)}`;
}
