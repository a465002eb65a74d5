import type { ChainFigures, RegionFiguresRecord } from '@/lib/contract/chains';
import { confidenceRows, shareRows, topRegions } from './stats-charts';

const figures = (n: number): ChainFigures =>
  Object.fromEntries(
    [
      'enterprisecount',
      'registeredcapital',
      'paidincapital',
      'paidinreported',
      'listedcount',
      'srdicount',
      'hightechcount',
      'patentcount',
      'inventionpatentcount',
      'financingcount',
      'financingamount',
      'insuredstaff',
      'recruitmentcount',
      'newlast12m',
      'newprev12m',
      'bidwincount',
      'bidwinamount',
    ].map((k) => [k, n]),
  ) as ChainFigures;

const region = (code: string, name: string, enterprisecount: number) =>
  ({ code, name, enterprisecount }) as RegionFiguresRecord;

describe('link statistics charts', () => {
  it('shows each figure as the region’s share of the nation', () => {
    const rows = shareRows(
      { ...figures(1), enterprisecount: 12 },
      { ...figures(0), enterprisecount: 80 },
    );
    expect(rows[0]).toMatchObject({ label: '企业数', local: 12, national: 80, percent: 15 });
    // Nothing nationally: no share (no bar rather than 0%).
    expect(rows[1]).toMatchObject({ label: '上市企业', percent: null });
  });

  it('lists confidences in the contract order with their labels', () => {
    expect(confidenceRows({ confirmed: 5, likely: 2, weak: 9 })).toEqual([
      { value: 'confirmed', name: '确认', count: 5 },
      { value: 'likely', name: '较可能', count: 2 },
      { value: 'weak', name: '待确认', count: 9 },
    ]);
  });

  it('charts the child regions with enterprises, most first', () => {
    const rows = [
      region('320500', '苏州市', 3),
      region('320100', '南京市', 0),
      region('320200', '无锡市', 7),
    ];
    expect(topRegions(rows).map((r) => r.name)).toEqual(['无锡市', '苏州市']);
    expect(topRegions(rows, 1)).toHaveLength(1);
  });
});
