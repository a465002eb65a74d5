import { mapCsv, rankMapData, type MapColumn, type MapDatum, type MapPoint } from './map-data';
import {
  chinaMapOption,
  drillTarget,
  mapNameOf,
  pointIdOf,
  pointSize,
  pointTooltipHtml,
  regionCodeOf,
  tooltipHtml,
} from './map-option';

const values: MapDatum[] = [
  { code: '320000', name: '江苏省', value: 120, extra: { listed: 8 } },
  { code: '440000', name: '广东省', value: 300, extra: { listed: 12 } },
  { code: '330000', name: '浙江省', value: 120, extra: { listed: null } },
  { code: '110000', name: '北京市', value: 0 },
  // No feature of this code: kept in the ranking, not sent to the map.
  { code: '659011', name: '新星市', value: 5 },
];
const extraColumns: MapColumn[] = [{ key: 'listed', label: '上市企业' }];
const featureNames = new Map([
  ['320000', '江苏省'],
  ['440000', '广东省'],
  ['330000', '浙江省'],
  ['110000', '北京市'],
  ['710000', '台湾省'],
]);

describe('map figures', () => {
  it('ranks highest first, ties sharing a rank in code order', () => {
    expect(rankMapData(values).map((d) => [d.rank, d.code])).toEqual([
      [1, '440000'],
      [2, '320000'],
      [2, '330000'],
      [4, '659011'],
      [5, '110000'],
    ]);
  });

  it('exports the ranking as CSV with raw figures', () => {
    const csv = mapCsv(values, { valueLabel: '企业数', extraColumns });
    expect(csv.split('\r\n').slice(0, 4)).toEqual([
      '\uFEFF排名,地区,区划代码,企业数,上市企业',
      '1,广东省,440000,300,12',
      '2,江苏省,320000,120,8',
      '2,浙江省,330000,120,',
    ]);
  });
});

describe('chinaMapOption', () => {
  const option = chinaMapOption({
    level: 'country',
    levelName: '全国',
    title: '企业数量分布',
    values,
    featureNames,
    valueLabel: '企业数',
    extraColumns,
  });
  const series = (option.series as Record<string, unknown>[])[0]!;

  it('shades the features by their code on the map registered as china', () => {
    expect(series.map).toBe('china');
    expect(series.nameProperty).toBe('code');
    expect(series.data).toEqual([
      { name: '320000', value: 120 },
      { name: '440000', value: 300 },
      { name: '330000', value: 120 },
      { name: '110000', value: 0 },
    ]);
    expect(option.visualMap).toMatchObject({ min: 0, max: 300, text: ['300', '0'] });
    expect(option.title).toMatchObject({ text: '企业数量分布（全国）' });
  });

  it('keeps a scale when every figure is 0', () => {
    const empty = chinaMapOption({
      level: '320000',
      levelName: '江苏省',
      title: 't',
      values: [{ code: '320100', name: '南京市', value: 0 }],
      featureNames: new Map([['320100', '南京市']]),
      valueLabel: '企业数',
    });
    expect(empty.visualMap).toMatchObject({ min: 0, max: 1 });
    expect((empty.series as Record<string, unknown>[])[0]?.map).toBe('320000');
  });

  it('outlines the region the screen has chosen', () => {
    const chosen = chinaMapOption({
      level: 'country',
      levelName: '全国',
      title: 't',
      values,
      featureNames,
      valueLabel: '企业数',
      selected: '320000',
    });
    const data = (chosen.series as { data: Record<string, unknown>[] }[])[0]!.data;
    expect(data[0]).toMatchObject({ name: '320000', itemStyle: { borderWidth: 2 } });
    expect(data.filter((d) => d.itemStyle)).toHaveLength(1);
  });

  it('writes the tooltip rows, escaped', () => {
    const input = { valueLabel: '企业数', extraColumns, featureNames };
    expect(tooltipHtml('440000', values[1], input)).toBe(
      '<b>广东省</b><br/>企业数：300<br/>上市企业：12',
    );
    expect(tooltipHtml('330000', values[2], input)).toBe(
      '<b>浙江省</b><br/>企业数：120<br/>上市企业：-',
    );
    expect(tooltipHtml('710000', undefined, input)).toBe('<b>台湾省</b><br/>暂无数据');
    expect(
      tooltipHtml(
        '1',
        { code: '1', name: '<i>x</i>', value: 1234567 },
        {
          valueLabel: 'a&b',
          featureNames,
        },
      ),
    ).toBe('<b>&lt;i&gt;x&lt;/i&gt;</b><br/>a&amp;b：1,234,567');
  });

  it('drills only from the country into one of the 31 provinces', () => {
    expect(drillTarget('country', '320000')).toBe('320000');
    expect(drillTarget('country', '710000')).toBeUndefined();
    expect(drillTarget('country', '南海诸岛')).toBeUndefined();
    expect(drillTarget('320000', '320100')).toBeUndefined();
    expect(mapNameOf('country')).toBe('china');
    expect(mapNameOf('110000')).toBe('110000');
  });

  describe('with points', () => {
    const points: MapPoint[] = [
      {
        id: 'demo-320505-gxq',
        name: '苏州高新区',
        lng: 120.41,
        lat: 31.34,
        weight: 400,
        lines: [['入驻企业', '400 家']],
      },
      {
        id: 'demo-440305-kjy',
        name: '深圳<科技园>',
        lng: 113.9,
        lat: 22.5,
        weight: 100,
        lines: [],
      },
    ];
    const withPoints = chinaMapOption({
      level: 'country',
      levelName: '全国',
      title: '园区',
      values,
      featureNames,
      valueLabel: '园区数',
      selected: '320000',
      points,
      pointsLabel: '园区',
    });
    const [map, scatter] = withPoints.series as Record<string, unknown>[];

    it('draws the regions on a geo the shading and the points share', () => {
      expect(withPoints.geo).toMatchObject({ map: 'china', nameProperty: 'code', roam: false });
      expect(map).toMatchObject({ type: 'map', geoIndex: 0, nameProperty: 'code' });
      expect((map!.data as unknown[]).length).toBe(4);
      expect(scatter).toMatchObject({ type: 'scatter', coordinateSystem: 'geo', geoIndex: 0 });
      expect(scatter!.data).toEqual([
        { id: 'demo-320505-gxq', name: '苏州高新区', value: [120.41, 31.34] },
        { id: 'demo-440305-kjy', name: '深圳<科技园>', value: [113.9, 22.5] },
      ]);
      // The visual map shades the regions only; the chosen region is outlined on the geo.
      expect(withPoints.visualMap).toMatchObject({ seriesIndex: 0 });
      expect(withPoints.geo).toMatchObject({
        regions: [{ name: '320000', itemStyle: { borderWidth: 2 } }],
      });
    });

    it('sizes points by the square root of their weight', () => {
      const size = scatter!.symbolSize as (v: unknown, p: { dataIndex: number }) => number;
      expect(size(null, { dataIndex: 0 })).toBe(18);
      expect(size(null, { dataIndex: 1 })).toBe(12);
      expect(pointSize(0, 400)).toBe(6);
      expect(pointSize(5, 0)).toBe(6);
    });

    it('tells a point from a region in events and tooltips', () => {
      const event = { seriesType: 'scatter', name: '苏州高新区', data: { id: 'demo-320505-gxq' } };
      expect(pointIdOf(event)).toBe('demo-320505-gxq');
      expect(pointIdOf({ seriesType: 'map', name: '320000' })).toBeUndefined();
      expect(regionCodeOf({ seriesType: 'map', name: '320000' })).toBe('320000');
      const tooltip = (withPoints.tooltip as { formatter: (p: unknown) => string }).formatter;
      expect(tooltip(event)).toBe('<b>苏州高新区</b><br/>入驻企业：400 家');
      expect(tooltip({ seriesType: 'map', name: '440000' })).toContain('广东省');
      expect(pointTooltipHtml(points[1]!)).toBe('<b>深圳&lt;科技园&gt;</b>');
    });

    it('keeps the plain map series without points', () => {
      const plain = chinaMapOption({
        level: 'country',
        levelName: '全国',
        title: 't',
        values,
        featureNames,
        valueLabel: '企业数',
        points: [],
      });
      expect(plain.geo).toBeUndefined();
      expect((plain.series as Record<string, unknown>[])[0]).toMatchObject({ map: 'china' });
    });
  });
});
