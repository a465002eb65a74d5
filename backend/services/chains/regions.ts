import { sql, type SQL } from 'drizzle-orm';
import {
  CHAIN_MESSAGES,
  LOCAL_REGION,
  NATIONAL_REGION,
  type RegionLevel,
  type RegionRef,
} from '@/lib/contract/chains';
import type { AddressNode } from '@/lib/contract/form-query';
import { isMapProvince, mapRegions, type MapRegion } from '@/lib/map/regions';
import { addressTree } from '../../data/address';
import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../http/errors';
import { regionCondition } from '../search/filters';
import { regionByCode } from '../search/reference';

// Regions as the chain screens name them: '000000' (全国) and the GB/T 2260 codes of the
// address tree, at the levels the stats tables keep (0 national, 1 province, 2 city, 3
// district). The tree is in memory, so resolving a region costs no query.

type Entry = RegionRef & { node: AddressNode | null; parent: string | null };

let index: Map<string, Entry> | undefined;

const LEVEL_OF: Record<AddressNode['type'], RegionLevel> = { province: 1, city: 2, districts: 3 };

function regionIndex(): Map<string, Entry> {
  if (index) return index;
  const map = new Map<string, Entry>();
  map.set(NATIONAL_REGION, {
    code: NATIONAL_REGION,
    name: '全国',
    level: 0,
    path: '全国',
    node: null,
    parent: null,
  });
  const walk = (nodes: AddressNode[], parent: string) => {
    for (const node of nodes) {
      // A city without districts (东莞, 中山, 儋州) lists itself as its one district: the city
      // is the region (as the regions table keeps it).
      if (!map.has(node.code))
        map.set(node.code, {
          code: node.code,
          name: node.label,
          level: LEVEL_OF[node.type],
          path: node.path,
          node,
          parent,
        });
      walk(node.children ?? [], node.code);
    }
  };
  walk(addressTree(3), NATIONAL_REGION);
  index = map;
  return map;
}

const ref = ({ code, name, level, path }: Entry): RegionRef => ({ code, name, level, path });

/** A known region, or undefined. */
export function findRegion(code: string): RegionRef | undefined {
  const entry = regionIndex().get(code);
  return entry ? ref(entry) : undefined;
}

/** The city a saved location names ('省/市', SPEC.md §4.5), if the tree has it. */
export function cityOfLocation(ssqy: string): RegionRef | undefined {
  const [province, city] = ssqy.split('/').map((s) => s.trim());
  if (!province || !city) return undefined;
  const p = addressTree(2).find((n) => n.label === province);
  const c = p?.children?.find((n) => n.label === city);
  return c ? findRegion(c.code) : undefined;
}

export type ResolvedRegion = { region: RegionRef; notice: string | null };

/**
 * The region a call names: a known code (404 otherwise), or for 'local' the caller's saved
 * location city, nationwide with a notice when there is none.
 */
export function resolveRegion(code: string, user?: UserRow): ResolvedRegion {
  if (code === LOCAL_REGION) {
    const city = user ? cityOfLocation(user.ssqy) : undefined;
    return city
      ? { region: city, notice: null }
      : { region: findRegion(NATIONAL_REGION)!, notice: CHAIN_MESSAGES.noLocation };
  }
  const region = findRegion(code);
  if (!region) throw new AppError(404, CHAIN_MESSAGES.noSuchRegion(code));
  return { region, notice: null };
}

/**
 * The regions one level down, as a distribution lists them: provinces of the country; a
 * province's cities, with a municipality's districts and the county-level cities of
 * 省直辖县级行政区划 in place of their placeholder city (the map's features, lib/map); a
 * city's districts; nothing below a district.
 */
export function childRegions(region: RegionRef): (RegionRef & { kind: MapRegion['kind'] })[] {
  if (region.level === 0 || (region.level === 1 && isMapProvince(region.code))) {
    return mapRegions(addressTree(3), region.level === 0 ? 'country' : region.code).map((r) => ({
      ...ref(regionIndex().get(r.code)!),
      kind: r.kind,
    }));
  }
  const node = regionIndex().get(region.code)?.node;
  return (node?.children ?? []).map((c) => ({
    ...ref(regionIndex().get(c.code)!),
    kind: 'district',
  }));
}

/** Every region of a level (peers), optionally only those inside `within`. */
export function regionsOfLevel(level: RegionLevel, within?: RegionRef): RegionRef[] {
  const all = [...regionIndex().values()].filter((r) => r.level === level);
  if (!within || within.level === 0) return all.map(ref);
  return all.filter((r) => isWithin(r.code, within)).map(ref);
}

/** Whether a region code lies inside `region` (by the search filters' code prefix). */
export function isWithin(code: string, region: RegionRef): boolean {
  if (region.level === 0) return true;
  return code.startsWith(regionByCode(region.code)!.prefix);
}

/** The enterprises of a region, as a condition on a region_code column (true nationwide). */
export function regionColumnCondition(region: RegionRef, column: SQL): SQL {
  if (region.level === 0) return sql`true`;
  return regionCondition(regionByCode(region.code)!.prefix, column);
}

/** The parent region (全国 for a province), or undefined nationwide. */
export function parentRegion(region: RegionRef): RegionRef | undefined {
  const parent = regionIndex().get(region.code)?.parent;
  return parent ? findRegion(parent) : undefined;
}
