import type { EChartsOption } from 'echarts';
import type { Change, MonthFigures } from '@/lib/contract/regional';

// Chart options and labels of 宏观经济 (pure, so the screen and its tests read the same shapes).

/** Registrations and exits per month (bars) with net growth (line). */
export function flowOption(months: MonthFigures[]): EChartsOption {
  return {
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: months.map((m) => m.month) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'bar', name: '新注册', data: months.map((m) => m.registrations) },
      { type: 'bar', name: '注销/吊销', data: months.map((m) => m.cancellations) },
      { type: 'line', name: '净增', data: months.map((m) => m.net), smooth: true },
    ],
  };
}

/** One official indicator over its periods. */
export function officialOption(
  points: { period: string; value: number }[],
  name: string,
): EChartsOption {
  return {
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: points.map((p) => p.period) },
    yAxis: { type: 'value' },
    series: [{ type: 'line', name, data: points.map((p) => p.value) }],
  };
}

/** '+12.5%', '-3.0%', or '—' without a base. */
export function changeText(change: Change): string {
  if (change === null) return '—';
  return `${change > 0 ? '+' : ''}${change.toFixed(1)}%`;
}
