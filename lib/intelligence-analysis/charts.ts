import type { EChartsOption } from 'echarts';
import type { QbfxKindBucket, QbfxWeekBucket } from '@/lib/contract/intelligence-analysis';

// Chart options of 情报分析 (pure, so the screen and its tests read the same shapes). The
// series carry their bucket in data order, so a click's dataIndex names the bucket to open.

/** Events by kind, largest first (bars); the order is `kindsOrder(kinds)`. */
export function kindsOrder(kinds: QbfxKindBucket[]): QbfxKindBucket[] {
  return [...kinds].sort((a, b) => b.count - a.count);
}

export function kindsOption(kinds: QbfxKindBucket[]): EChartsOption {
  const ordered = kindsOrder(kinds);
  return {
    grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', inverse: true, data: ordered.map((k) => k.label) },
    series: [
      {
        type: 'bar',
        name: '事件数',
        data: ordered.map((k) => k.count),
        label: { show: true, position: 'right' },
        cursor: 'pointer',
      },
    ],
  };
}

/** Events per week: one stacked bar series per kind, the total as a line. */
export function weeksOption(weeks: QbfxWeekBucket[], kinds: QbfxKindBucket[]): EChartsOption {
  const shown = kinds.filter((k) => k.count > 0);
  return {
    grid: { left: 8, right: 16, top: 56, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    xAxis: { type: 'category', data: weeks.map((w) => w.from.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      ...shown.map((k) => ({
        type: 'bar' as const,
        stack: 'kinds',
        name: k.label,
        data: weeks.map((w) => w.counts[k.kind] ?? 0),
        cursor: 'pointer',
      })),
      {
        type: 'line' as const,
        name: '合计',
        data: weeks.map((w) => w.total),
        smooth: true,
        cursor: 'pointer',
      },
    ],
  };
}
