import type { EChartsOption } from 'echarts';
import { radarChartOption } from '@/components/chart/radar-option';
import type { ReportBlock } from '@/lib/contract/reports';

// The chart blocks of a report (bars, series, radar) as ECharts options for the page; the
// PDF draws the same blocks itself (backend/services/reports/pdf.ts). No animation, so a
// printed page shows the finished chart.

export type ChartBlock = Extract<ReportBlock, { type: 'bars' | 'series' | 'radar' }>;

const BLUE = '#1f4fb8';

/** The chart's height in pixels: bars grow with their categories, the rest are fixed. */
export function chartHeight(block: ChartBlock): number {
  if (block.type === 'bars') return Math.max(160, Math.min(600, 48 + block.items.length * 26));
  return block.type === 'radar' ? 360 : 260;
}

export function reportChartOption(block: ChartBlock): EChartsOption {
  const unit = 'unit' in block && block.unit ? block.unit : undefined;
  switch (block.type) {
    case 'bars': {
      // Largest first from the top: ECharts draws a category axis from the bottom up.
      const items = [...block.items].reverse();
      return {
        animation: false,
        grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        xAxis: { type: 'value', name: unit, show: false },
        yAxis: { type: 'category', data: items.map((i) => i.label), axisTick: { show: false } },
        series: [
          {
            type: 'bar',
            data: items.map((i) => i.value),
            itemStyle: { color: BLUE },
            barMaxWidth: 18,
            label: { show: true, position: 'right' },
          },
        ],
      };
    }
    case 'series':
      return {
        animation: false,
        grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
        tooltip: { trigger: 'axis' },
        legend: { top: 0, data: block.series.map((s) => s.name) },
        xAxis: { type: 'category', data: block.x },
        yAxis: { type: 'value', name: unit },
        series: block.series.map((s) => ({
          type: 'line',
          name: s.name,
          data: s.values,
          connectNulls: false,
        })),
      };
    case 'radar':
      // The shared radar: weights as a grey second line, so labels stay short and apart.
      return radarChartOption({
        animation: false,
        colors: [BLUE, '#d4380d', '#389e0d', '#722ed1', '#d48806', '#13a8a8'],
        indicators: block.indicators.map((i) => ({
          name: i.name,
          note: i.weight === undefined ? undefined : `权重 ${i.weight}%`,
        })),
        series: block.series,
      });
  }
}
