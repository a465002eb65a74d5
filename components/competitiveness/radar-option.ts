import type { EChartsOption } from 'echarts';
import { radarChartOption } from '@/components/chart/radar-option';

// The radar of 竞争力分析: one axis per dimension (综合) or per indicator (a dimension's tab),
// every axis 0–100 (scores normalised against the peers). Drawn by the shared radar, whose
// labels never overlap (values in the tooltip, not at the vertices). Pure, so it is tested
// without a browser.

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
  return radarChartOption({
    title,
    colors: [BLUE],
    indicators: axes.map((a) => ({ name: a.name })),
    series: [{ name: seriesName, values: axes.map((a) => a.value) }],
  });
}
