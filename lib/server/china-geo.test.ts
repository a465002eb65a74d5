import { GET } from '@/app/geo/china/[version]/[file]/route';
import { CHINA_GEO_VERSION } from '@/lib/map/regions';
import { chinaGeoJson, slimGeoJson, type MapCollection, type RawCollection } from './china-geo';

const get = (version: string, file: string) =>
  GET(new Request(`http://127.0.0.1/zsai/geo/china/${version}/${file}`), {
    params: Promise.resolve({ version, file }),
  });

describe('slimGeoJson', () => {
  const ring = (points: number[][]) => points;
  const raw: RawCollection = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { adcode: 320100, name: '南京市', centroid: [118.8478681, 31.9277261] },
        geometry: {
          type: 'MultiPolygon',
          coordinates: [
            [
              ring([
                [118.0001, 32.0001],
                [118.00012, 32.00009],
                [119.0004, 32.0002],
                [119.0, 31.0],
                [118.0001, 32.0001],
              ]),
            ],
            // An islet smaller than the rounding: dropped.
            [
              ring([
                [118.50001, 31.50001],
                [118.50002, 31.50002],
                [118.50001, 31.50003],
                [118.50001, 31.50001],
              ]),
            ],
          ],
        },
      },
      { type: 'Feature', properties: { adcode: 320200, name: '无锡市' }, geometry: null },
    ],
  };

  it('keeps code, name and label point, rounds to 3 decimals and drops what rounding empties', () => {
    const slim = slimGeoJson(raw);
    expect(slim.features).toHaveLength(1);
    const [nanjing] = slim.features;
    expect(nanjing?.properties).toEqual({ code: '320100', name: '南京市', cp: [118.848, 31.928] });
    expect(nanjing?.geometry).toEqual({
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [118, 32],
            [119, 32],
            [119, 31],
            [118, 32],
          ],
        ],
      ],
    });
  });
});

describe('chinaGeoJson', () => {
  it('serves the country and the 31 provinces only', async () => {
    for (const code of ['710000', '810000', '320500', '999999', '../package']) {
      expect(await chinaGeoJson(code)).toBeUndefined();
    }
    const country = JSON.parse((await chinaGeoJson('100000'))!) as MapCollection;
    expect(country.features).toHaveLength(34);
    expect(typeof country.features[0]?.properties.code).toBe('string');
  });

  it('leaves the far South China Sea islands to the 南海诸岛 inset', async () => {
    const southmost = async (file: string, feature: string) => {
      const geo = JSON.parse((await chinaGeoJson(file))!) as MapCollection;
      const found = geo.features.find((f) => f.properties.code === feature);
      const polygons =
        found?.geometry.type === 'MultiPolygon'
          ? found.geometry.coordinates
          : [found?.geometry.coordinates ?? []];
      const tops = polygons.map((p) => Math.max(...(p[0] ?? []).map((q) => q[1] ?? 0)));
      return { polygons: polygons.length, lowestTop: Math.min(...tops) };
    };
    // Hainan island on the country map; 三沙市 by its 西沙 islands on Hainan's.
    expect((await southmost('100000', '460000')).lowestTop).toBeGreaterThanOrEqual(18);
    const sansha = await southmost('460000', '460300');
    expect(sansha.polygons).toBeGreaterThan(10);
    expect(sansha.lowestTop).toBeGreaterThanOrEqual(15.5);
  });

  it('keeps every file small enough to fetch per level', async () => {
    expect((await chinaGeoJson('100000'))!.length).toBeLessThan(520_000);
    expect((await chinaGeoJson('500000'))!.length).toBeLessThan(130_000);
  });
});

describe('GET /zsai/geo/china/<version>/<code>.json', () => {
  it('answers the current version cacheable for ever', async () => {
    const response = await get(CHINA_GEO_VERSION, '320000.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/geo+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const geo = (await response.json()) as MapCollection;
    expect(geo.features.map((f) => f.properties.name)).toContain('苏州市');
  });

  it('answers an older version with today’s data, briefly cached', async () => {
    const response = await get('1.0.0-r0', '100000.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it.each([
    [CHINA_GEO_VERSION, '710000.json'],
    [CHINA_GEO_VERSION, '320500.json'],
    [CHINA_GEO_VERSION, '320000'],
    [CHINA_GEO_VERSION, '..%2Fpackage.json'],
    ['a b', '320000.json'],
  ])('answers 404 to %s/%s', async (version, file) => {
    expect((await get(version, file)).status).toBe(404);
  });
});
