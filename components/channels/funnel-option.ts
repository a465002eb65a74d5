import type { EChartsOption } from 'echarts';
import type { FunnelDay } from '@/lib/contract/channels';

// The funnel chart of one channel by day: visits as bars, the later stages as lines on a
// second axis (they are far smaller than visits and would lie flat on one axis).

export const FUNNEL_SERIES = [
  { key: 'visits', name: '访问次数', color: '#9db6e0', type: 'bar', axis: 0 },
  { key: 'registrations', name: '注册数', color: '#1a5fd9', type: 'line', axis: 1 },
  { key: 'activations', name: '激活数', color: '#0f8a5f', type: 'line', axis: 1 },
  { key: 'firstlogins', name: '首次登录数', color: '#c2410c', type: 'line', axis: 1 },
] as const;

export function funnelOption(days: FunnelDay[]): EChartsOption {
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: FUNNEL_SERIES.map((s) => s.name) },
    grid: { left: 48, right: 48, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
    yAxis: [
      { type: 'value', name: '访问', minInterval: 1 },
      { type: 'value', name: '人数', minInterval: 1, splitLine: { show: false } },
    ],
    series: FUNNEL_SERIES.map((s) => ({
      name: s.name,
      type: s.type,
      yAxisIndex: s.axis,
      itemStyle: { color: s.color },
      ...(s.type === 'line' ? { smooth: false, symbolSize: 6 } : { barMaxWidth: 18 }),
      data: days.map((d) => d[s.key]),
    })),
  };
}
