import type { EChartsOption } from 'echarts';
import {
  PLACEMENT_CONFIDENCE_OPTIONS,
  type ChainFigures,
  type LinkStats,
  type RegionFiguresRecord,
} from '@/lib/contract/chains';
import { roundHalfUp } from '@/lib/format';
import { figureLabel, shareOf, type FigureKey } from './figures';

// ECharts options of a link's statistics and region distribution (components/chart/
// echarts-view.tsx draws them). Pure: a test reads the numbers a user will see.

const BLUE = '#1a5fd9';
const GREY = '#a9c7f7';

/** The figures compared with the nation, as the share chart lists them. */
export const SHARE_KEYS: FigureKey[] = [
  'enterprisecount',
  'listedcount',
  'srdicount',
  'hightechcount',
  'inventionpatentcount',
  'financingcount',
  'bidwincount',
];

/** The region's share of the nation for each figure, in percent with one decimal (null: none nationally). */
export function shareRows(local: ChainFigures, national: ChainFigures) {
  return SHARE_KEYS.map((key) => {
    const share = shareOf(local[key], national[key]);
    return {
      key,
      label: figureLabel(key),
      local: local[key],
      national: national[key],
      percent: share === null ? null : roundHalfUp(share * 100, 1),
    };
  });
}

export function shareChartOption(local: ChainFigures, national: ChainFigures): EChartsOption {
  const rows = shareRows(local, national);
  return {
    grid: { left: 110, right: 56, top: 8, bottom: 24 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (v) => `${String(v)}%`,
    },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    yAxis: { type: 'category', inverse: true, data: rows.map((r) => r.label) },
    series: [
      {
        type: 'bar',
        name: '占全国',
        // No national figure: no bar and no label, rather than a misleading 0%.
        data: rows.map((r) => r.percent ?? '-'),
        itemStyle: { color: BLUE },
        label: { show: true, position: 'right', formatter: '{c}%' },
      },
    ],
  };
}

export function confidenceRows(confidences: LinkStats['confidences']) {
  return PLACEMENT_CONFIDENCE_OPTIONS.map((o) => ({
    value: o.value,
    name: o.label,
    count: confidences[o.value],
  }));
}

export function confidenceChartOption(confidences: LinkStats['confidences']): EChartsOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 家（{d}%）' },
    legend: { bottom: 0 },
    color: ['#237804', BLUE, '#bfbfbf'],
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        label: { formatter: '{b}\n{c}' },
        data: confidenceRows(confidences).map((r) => ({ name: r.name, value: r.count })),
      },
    ],
  };
}

export function growthChartOption(figures: ChainFigures): EChartsOption {
  return {
    grid: { left: 48, right: 16, top: 24, bottom: 28 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: ['前12个月', '近12个月'] },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: '新增企业',
        barWidth: 48,
        data: [figures.newprev12m, figures.newlast12m],
        itemStyle: { color: BLUE },
        label: { show: true, position: 'top' },
      },
    ],
  };
}

/** The child regions with the most enterprises, most first (at most `limit`). */
export function topRegions(rows: RegionFiguresRecord[], limit = 15): RegionFiguresRecord[] {
  return [...rows]
    .filter((r) => r.enterprisecount > 0)
    .sort((a, b) => b.enterprisecount - a.enterprisecount || a.code.localeCompare(b.code))
    .slice(0, limit);
}

export function regionChartOption(rows: RegionFiguresRecord[]): EChartsOption {
  const top = topRegions(rows);
  return {
    grid: { left: 96, right: 48, top: 8, bottom: 24 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', inverse: true, data: top.map((r) => r.name) },
    series: [
      {
        type: 'bar',
        name: '企业数',
        data: top.map((r) => r.enterprisecount),
        itemStyle: { color: BLUE },
        emphasis: { itemStyle: { color: GREY } },
        label: { show: true, position: 'right' },
      },
    ],
  };
}
