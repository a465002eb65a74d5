import { findTreeRegion, mapQuery, mapView, readMapState, selectedFeature } from './map-url';

const params = (query: string) => new URLSearchParams(query);

describe('产业地图 URL state', () => {
  it('reads chain, node, region and figure, defaulting the figure to 企业数', () => {
    expect(readMapState(params('chain=nev&node=nev.power-battery&region=320000'))).toEqual({
      chain: 'nev',
      node: 'nev.power-battery',
      region: '320000',
      figure: 'enterprisecount',
    });
    expect(readMapState(params('figure=listedcount')).figure).toBe('listedcount');
    expect(readMapState(params('figure=nonsense')).figure).toBe('enterprisecount');
    expect(readMapState(params('chain=%20&region='))).toEqual({
      chain: undefined,
      node: undefined,
      region: undefined,
      figure: 'enterprisecount',
    });
  });

  it('writes the same state back, defaults left out', () => {
    const state = readMapState(params('chain=nev&region=320500&figure=srdicount'));
    expect(mapQuery(state)).toBe('?chain=nev&region=320500&figure=srdicount');
    expect(readMapState(params(mapQuery(state).slice(1)))).toEqual(state);
    expect(mapQuery({ figure: 'enterprisecount' })).toBe('');
  });

  it('shows the country, a province, or a city inside its province', () => {
    expect(mapView(undefined)).toEqual({ known: true, level: 'country' });
    expect(mapView('320000')).toEqual({ known: true, level: '320000' });
    expect(mapView('320500')).toEqual({ known: true, level: '320000', selected: '320500' });
    expect(mapView('310115')).toEqual({ known: true, level: '310000', selected: '310115' });
    // 台湾 has no map of its own in the address tree; 99 is no province.
    expect(mapView('990000')).toEqual({ known: false, region: '990000' });
    expect(mapView('abc')).toEqual({ known: false, region: 'abc' });
  });

  it('selects a feature by its code, or a district by its city', () => {
    const values = [{ code: '320500' }, { code: '320100' }];
    expect(selectedFeature(values, '320500')).toEqual({ code: '320500' });
    expect(selectedFeature(values, '320505')).toEqual({ code: '320500' });
    expect(selectedFeature(values, '330100')).toBeUndefined();
    expect(selectedFeature(values, undefined)).toBeUndefined();
  });
});

describe('regions of the address tree', () => {
  const tree = [
    {
      code: '320000',
      label: '江苏省',
      children: [
        { code: '320500', label: '苏州市', children: [{ code: '320505', label: '虎丘区' }] },
        { code: '320100', label: '南京市' },
      ],
    },
    {
      code: '500000',
      label: '重庆市',
      children: [
        { code: '500100', label: '重庆市', children: [{ code: '500229', label: '城口县' }] },
      ],
    },
  ];

  it('finds a region with its names, and nothing for unknown codes', () => {
    expect(findTreeRegion(tree, '320505')).toEqual({
      code: '320505',
      name: '虎丘区',
      names: ['江苏省', '苏州市', '虎丘区'],
    });
    expect(findTreeRegion(tree, '500229')?.names).toEqual(['重庆市', '重庆市', '城口县']);
    expect(findTreeRegion(tree, '320599')).toBeUndefined();
  });
});
