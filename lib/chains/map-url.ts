import { isMapProvince, provinceOf, type MapLevel } from '@/lib/map/regions';

// 产业地图 (/cyl/cysj, cysj: 产业数据) keeps its state in the URL: ?chain=&node=&region=&figure=.
// `region` is empty for the country, a province code for its map, or a city (a district of a
// municipality) for that province's map with the city selected. Pure: shared by the page and
// its tests.

/** The figures of cylMap a screen may shade by (MapFiguresRecord keys), short labels. */
export const MAP_FIGURES = [
  { key: 'enterprisecount', label: '企业数' },
  { key: 'registeredcapital', label: '注册资本' },
  { key: 'listedcount', label: '上市企业' },
  { key: 'srdicount', label: '专精特新' },
  { key: 'hightechcount', label: '高新技术企业' },
  { key: 'inventionpatentcount', label: '发明专利' },
] as const;
export type MapFigureKey = (typeof MAP_FIGURES)[number]['key'];
export const DEFAULT_MAP_FIGURE: MapFigureKey = 'enterprisecount';

export type MapUrlState = {
  chain?: string;
  node?: string;
  region?: string;
  figure: MapFigureKey;
};

type Readable = { get(name: string): string | null };

const text = (params: Readable, key: string) => params.get(key)?.trim() || undefined;

export function isMapFigure(value: string): value is MapFigureKey {
  return MAP_FIGURES.some((f) => f.key === value);
}

export function readMapState(params: Readable): MapUrlState {
  const figure = text(params, 'figure');
  return {
    chain: text(params, 'chain'),
    node: text(params, 'node'),
    region: text(params, 'region'),
    figure: figure && isMapFigure(figure) ? figure : DEFAULT_MAP_FIGURE,
  };
}

/** The query string of a state ('' or '?…'), defaults left out, in a stable order. */
export function mapQuery(state: MapUrlState): string {
  const out = new URLSearchParams();
  if (state.chain) out.set('chain', state.chain);
  if (state.node) out.set('node', state.node);
  if (state.region) out.set('region', state.region);
  if (state.figure !== DEFAULT_MAP_FIGURE) out.set('figure', state.figure);
  const query = out.toString();
  return query ? `?${query}` : '';
}

export type MapView =
  { known: true; level: MapLevel; selected?: string } | { known: false; region: string };

/**
 * What the map shows for a URL region: the country; a province's map; a city's province with
 * the city selected. Anything else (not a code of a map province) is unknown.
 */
export function mapView(region: string | undefined): MapView {
  if (!region) return { known: true, level: 'country' };
  if (isMapProvince(region)) return { known: true, level: region };
  const province = provinceOf(region);
  return province ? { known: true, level: province, selected: region } : { known: false, region };
}

/**
 * The region of a level's map a selected code falls in: itself when it is a feature, else
 * its city (a district of 苏州 selects 苏州), else nothing.
 */
export function selectedFeature<T extends { code: string }>(
  values: readonly T[],
  code: string | undefined,
): T | undefined {
  if (!code) return undefined;
  return (
    values.find((d) => d.code === code) ?? values.find((d) => d.code === `${code.slice(0, 4)}00`)
  );
}

type TreeNode = { code: string; label: string; children?: TreeNode[] };

/** A region of the address tree by code, with its names from the province down. */
export function findTreeRegion(
  tree: readonly TreeNode[],
  code: string,
): { code: string; name: string; names: string[] } | undefined {
  for (const node of tree) {
    if (node.code === code) return { code, name: node.label, names: [node.label] };
    // Provinces by their prefix only: a municipality's merged placeholder city (重庆 500100)
    // holds districts of another city code (500229).
    if (node.children && node.code.slice(0, 2) === code.slice(0, 2)) {
      const below = findTreeRegion(node.children, code);
      if (below) return { ...below, names: [node.label, ...below.names] };
    }
  }
  return undefined;
}
