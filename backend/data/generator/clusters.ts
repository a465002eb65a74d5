import { CHAIN_CLUSTERS } from '../industry-chains/geography';
import type { Region } from '../reference-lookup';
import { Weighted, type Prng } from './prng';

// Places a chain's enterprises where its industry concentrates (industry-chains/geography.ts):
// a cluster city is drawn by its weight, then one of its districts.

/** The districts of a city the cluster table names (东莞 and 文昌 are their own district). */
export function cityDistricts(regions: readonly Region[], name: string): Region[] {
  const inCity = regions.filter((r) => r.district && r.city === name);
  if (inCity.length > 0) return inCity;
  // 省直辖县级行政区划 (文昌市): the county-level city is listed as a district only.
  return regions.filter((r) => r.district === name && r.city.endsWith('行政区划'));
}

export class ChainClusters {
  private readonly cities = new Map<string, Weighted<{ districts: Region[]; weight: number }>>();

  constructor(regions: readonly Region[]) {
    for (const [chain, weights] of Object.entries(CHAIN_CLUSTERS)) {
      const cities = Object.entries(weights).map(([name, weight]) => {
        const districts = cityDistricts(regions, name);
        if (districts.length === 0) throw new Error(`cluster city ${name} of ${chain} is unknown`);
        return { districts, weight };
      });
      this.cities.set(chain, new Weighted(cities, (c) => c.weight));
    }
  }

  /** A district of one of the chain's cluster cities; undefined for a chain without a table. */
  pick(rng: Prng, chain: string): Region | undefined {
    const city = this.cities.get(chain)?.pick(rng);
    return city ? rng.pick(city.districts) : undefined;
  }
}
