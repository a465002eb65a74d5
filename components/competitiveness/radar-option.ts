import type { EChartsOption } from 'echarts';

// The radar of 竞争力分析: one axis per dimension (综合) or per indicator (a dimension's tab),
// every axis 0–100 (scores normalised against the peers). Pure, so it is tested without a
// browser.

export type RadarAxis = { name: string; value: number };

const BLUE = '#1a5fd9';

export function radarOption({
  title,
  seriesName,
  axes,
}: {
  title: string;
  seriesName: string;
  axes: readonly RadarAxis[];
}): EChartsOption {
  return {
    title: { text: title, left: 'center', top: 4, textStyle: { fontSize: 14, fontWeight: 600 } },
    tooltip: { trigger: 'item', confine: true },
    radar: {
      center: ['50%', '56%'],
      radius: '64%',
      indicator: axes.map((a) => ({ name: a.name, max: 100, min: 0 })),
      axisName: { color: '#1f1f1f' },
      splitNumber: 5,
    },
    series: [
      {
        type: 'radar',
        name: seriesName,
        symbolSize: 6,
        lineStyle: { color: BLUE, width: 2 },
        itemStyle: { color: BLUE },
        areaStyle: { color: BLUE, opacity: 0.15 },
        label: { show: true, color: '#1f1f1f', fontSize: 11 },
        data: [{ name: seriesName, value: axes.map((a) => a.value) }],
      },
    ],
  };
}
