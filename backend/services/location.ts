import * as ip2region from 'ip2region';
import { isIP } from 'node:net';
import type { LocateResult } from '@/lib/contract/portal';
import { addressTree } from '../data/address';

// The visitor's city from the client address, with the offline ip2region database bundled in
// the npm package: no call leaves the machine. Private and loopback addresses have no city.

type Lookup = InstanceType<typeof ip2region.default>;
let lookup: Lookup | undefined;

// A CommonJS package with an ES default export: Node, tsx and bundlers hand it over nested
// differently.
function createLookup(): Lookup {
  const mod = ip2region as unknown as {
    default: typeof ip2region.default | { default: typeof ip2region.default };
  };
  const Ctor = 'default' in mod.default ? mod.default.default : mod.default;
  return new Ctor();
}

function stripSuffix(name: string): string {
  return name.replace(/(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区|特别行政区)$/, '');
}

/** Maps ip2region's names ('上海' / '上海市', '内蒙古' / '呼和浩特市') onto the address tree. */
export function matchCity(province: string, city: string): LocateResult | undefined {
  if (!province) return undefined;
  const provinceNode = addressTree(2).find(
    (p) => stripSuffix(p.label) === stripSuffix(province) || p.label.startsWith(province),
  );
  if (!provinceNode) return undefined;
  const cities = provinceNode.children ?? [];
  const cityNode =
    cities.find((c) => c.label === city) ??
    cities.find((c) => city && stripSuffix(c.label) === stripSuffix(city)) ??
    (cities.length === 1 ? cities[0] : undefined);
  if (!cityNode) return undefined;
  return {
    province: provinceNode.label,
    city: cityNode.label,
    ssqy: `${provinceNode.label}/${cityNode.label}`,
  };
}

export function locateByIp(ip: string): LocateResult | undefined {
  if (!isIP(ip)) return undefined;
  lookup ??= createLookup();
  const found = lookup.search(ip);
  if (!found || found.country !== '中国') return undefined;
  return matchCity(found.province, found.city);
}
