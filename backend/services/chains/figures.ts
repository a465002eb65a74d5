import { sql, type SQL } from 'drizzle-orm';
import {
  CHAIN_MESSAGES,
  NATIONAL_REGION,
  type ChainFigures,
  type Competitiveness,
  type CompetitivenessDimension,
  type MapFiguresRecord,
  type RegionFiguresRecord,
  type RegionRef,
} from '@/lib/contract/chains';
import { isMapLevel } from '@/lib/map/regions';
import type { Database } from '../../db/client';
import {
  ZERO_FIGURES,
  allChainsOfLevel,
  chainFiguresOfLevel,
  coveredLinksOfLevel,
  regionFigures,
  statsAsOf,
} from '../../db/queries/chains';
import { AppError } from '../../http/errors';
import { registrationGrowth, scoreRegions, type RegionInputs } from './competitiveness';
import { childRegions, findRegion, regionColumnCondition, regionsOfLevel } from './regions';
import type { LoadedChain } from './tree';

// Figures of regions from the stats tables: a distribution over child regions, the map's
// features, and the competitiveness of a region among its peers. Reads a few hundred rows
// of chain_region_stats / chain_node_region_stats by their indexes, never enterprises.

type Of = { nodeId: number } | { chainId: number };

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

function regionRecord(r: RegionRef, f: ChainFigures, parentCount: number): RegionFiguresRecord {
  return {
    code: r.code,
    name: r.name,
    level: r.level,
    enterprisecount: f.enterprisecount,
    registeredcapital: f.registeredcapital,
    listedcount: f.listedcount,
    srdicount: f.srdicount,
    hightechcount: f.hightechcount,
    inventionpatentcount: f.inventionpatentcount,
    share: share(f.enterprisecount, parentCount),
  };
}

/** A node's or chain's figures in each child region of `region`, largest first. */
export async function childFigures(
  db: Database,
  of: Of,
  region: RegionRef,
): Promise<{ rows: RegionFiguresRecord[]; total: number }> {
  const children = childRegions(region);
  const figures = await regionFigures(db, of, [region.code, ...children.map((c) => c.code)]);
  const total = figures.get(region.code)?.enterprisecount ?? 0;
  const rows = children
    .map((c) => regionRecord(c, figures.get(c.code) ?? ZERO_FIGURES, total))
    .sort((a, b) => b.enterprisecount - a.enterprisecount || a.code.localeCompare(b.code));
  return { rows, total };
}

/** The map's features of a level ('country' or a province) with a chain's or node's figures. */
export async function mapFigures(
  db: Database,
  of: Of,
  level: string,
): Promise<{ rows: MapFiguresRecord[]; total: number }> {
  if (!isMapLevel(level)) throw new AppError(404, CHAIN_MESSAGES.noSuchMapLevel(level));
  const parent = findRegion(level === 'country' ? NATIONAL_REGION : level)!;
  const features = childRegions(parent);
  const figures = await regionFigures(db, of, [parent.code, ...features.map((f) => f.code)]);
  const total = figures.get(parent.code)?.enterprisecount ?? 0;
  const rows = features.map((r) => {
    const f = figures.get(r.code) ?? ZERO_FIGURES;
    return {
      ...regionRecord(r, f, total),
      kind: r.kind,
      patentcount: f.patentcount,
      financingcount: f.financingcount,
      rank: 0,
    };
  });
  const counts = rows.map((r) => r.enterprisecount);
  for (const r of rows) r.rank = 1 + counts.filter((c) => c > r.enterprisecount).length;
  return { rows, total };
}

/** The peers a region is compared with: its level; a district's within its province. */
export function peersOf(region: RegionRef): {
  peers: RegionRef[];
  scope: string;
  within?: RegionRef;
} {
  if (region.level === 3) {
    const province = findRegion(`${region.code.slice(0, 2)}0000`)!;
    return {
      peers: regionsOfLevel(3, province),
      scope: `${province.name}各区县`,
      within: province,
    };
  }
  return {
    peers: regionsOfLevel(region.level),
    scope: region.level === 1 ? '全国各省（自治区、直辖市）' : '全国各地级市',
  };
}

/**
 * The competitiveness inputs of a set of regions of one level (`inside` narrows the stats
 * rows, over `s.region_code`): chain figures, covered links and all chains' counts from
 * chain_region_stats and chain_node_region_stats; a region without a row counts zero.
 */
export async function regionInputs(
  db: Database,
  loaded: LoadedChain,
  level: RegionRef['level'],
  regions: readonly RegionRef[],
  inside: SQL,
): Promise<Map<string, RegionInputs>> {
  const chainId = loaded.chain.id;
  const [figures, covered, allChains, national, nationalAll] = [
    await chainFiguresOfLevel(db, chainId, level, inside),
    await coveredLinksOfLevel(db, chainId, level, inside),
    await allChainsOfLevel(db, level, inside),
    await regionFigures(db, { chainId }, [NATIONAL_REGION]),
    await allChainsOfLevel(db, 0, sql`true`),
  ];
  const links = loaded.nodes.filter((n) => n.level === 3).length;
  const nationalChain = national.get(NATIONAL_REGION)?.enterprisecount ?? 0;
  return new Map<string, RegionInputs>(
    regions.map((p) => [
      p.code,
      {
        figures: figures.get(p.code) ?? ZERO_FIGURES,
        coveredLinks: covered.get(p.code) ?? 0,
        links,
        allChains: allChains.get(p.code) ?? 0,
        national: { chain: nationalChain, allChains: nationalAll.get(NATIONAL_REGION) ?? 0 },
      },
    ]),
  );
}

/**
 * A region's competitiveness in a chain among its peers (docs/industry-chains.md,
 * Competitiveness): every peer's indicators from chain_region_stats and
 * chain_node_region_stats (regions without a row count zero), normalised, weighted, ranked.
 */
export async function competitiveness(
  db: Database,
  loaded: LoadedChain,
  region: RegionRef,
  weights: Record<CompetitivenessDimension, number>,
): Promise<Omit<Competitiveness, 'notice'>> {
  if (region.level === 0) throw new AppError(400, CHAIN_MESSAGES.nationalCompetitiveness);
  const { peers, scope, within } = peersOf(region);
  const inside = within ? regionColumnCondition(within, sql`s.region_code`) : sql`true`;
  const inputs = await regionInputs(db, loaded, region.level, peers, inside);
  const asof = await statsAsOf(db);
  const scored = scoreRegions(region.code, inputs, weights, asof);
  const own = inputs.get(region.code)!.figures;
  return {
    chain: { code: loaded.chain.code, name: loaded.chain.name },
    region,
    peers: { level: region.level, scope, count: peers.length },
    weights,
    overall: {
      ...scored.overall,
      trend: {
        newlast12m: own.newlast12m,
        newprev12m: own.newprev12m,
        growth: own.newprev12m > 0 ? registrationGrowth(own.newlast12m, own.newprev12m) : null,
      },
    },
    dimensions: scored.dimensions,
    asof,
  };
}
