import type { MapFiguresRecord } from '@/lib/contract/chains';
import { mapCsv } from '@/components/map/map-data';
import { tooltipHtml } from '@/components/map/map-option';
import { formatFigure, mapData, mapFigures } from './map-figures';

const record = (code: string, name: string, n: number): MapFiguresRecord => ({
  code,
  name,
  level: 1,
  kind: 'province',
  enterprisecount: n,
  registeredcapital: n * 12_000,
  listedcount: Math.floor(n / 10),
  srdicount: Math.floor(n / 5),
  hightechcount: Math.floor(n / 4),
  inventionpatentcount: n * 2,
  share: n / 300,
  patentcount: n * 3,
  financingcount: 1,
  rank: 1,
});

const records = [record('320000', '江苏省', 200), record('440000', '广东省', 100)];

describe('产业地图 figures', () => {
  it('shade by the chosen figure and keep the others for the tooltip', () => {
    const data = mapData(records, 'listedcount');
    expect(data.map((d) => [d.code, d.value])).toEqual([
      ['320000', 20],
      ['440000', 10],
    ]);
    const figures = mapFigures('listedcount');
    expect(figures.valueLabel).toBe('上市企业');
    const html = tooltipHtml('320000', data[0], { ...figures, featureNames: new Map() });
    expect(html).toContain('江苏省');
    expect(html).toContain('上市企业：20');
    expect(html).toContain('企业数：200');
    expect(html).toContain('注册资本：240.00亿元');
    expect(html).toContain('企业数占比：66.7%');
    // The chosen figure is not repeated among the extras.
    expect(html.match(/上市企业/g)).toHaveLength(1);
  });

  it('show money in 万元 with 万/亿 and counts with separators', () => {
    expect(formatFigure('registeredcapital', 25_000)).toBe('2.50亿元');
    expect(formatFigure('enterprisecount', 12_345)).toBe('12,345');
  });

  it('export every figure raw in the CSV', () => {
    const csv = mapCsv(mapData(records, 'enterprisecount'), mapFigures('enterprisecount'));
    const [head, first] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(head).toBe(
      '排名,地区,区划代码,企业数,注册资本,上市企业,专精特新,高新技术企业,发明专利,企业数占比,专利,融资事件',
    );
    expect(first).toBe(`1,江苏省,320000,200,2400000,20,40,50,400,${200 / 300},600,1`);
  });
});
