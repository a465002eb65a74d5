import type { EChartsOption } from 'echarts';
import type { BoardAnswer } from '@/lib/contract/board';

// Chart options of 企业看板 (qykb, enterprise board); pure, so the screen and tests agree.

/** Members per 门类 as a ring, the ten largest and 其他. */
export function industryOption(industries: BoardAnswer['industries']): EChartsOption {
  const top = industries.slice(0, 10);
  const rest = industries.slice(10).reduce((s, i) => s + i.count, 0);
  const data = [
    ...top.map((i) => ({ name: i.name, value: i.count })),
    ...(rest > 0 ? [{ name: '其他', value: rest }] : []),
  ];
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}家（{d}%）' },
    legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle' },
    series: [
      {
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['35%', '50%'],
        label: { show: false },
        data,
      },
    ],
  };
}

/** Members per registered-capital band. */
export function capitalOption(bands: BoardAnswer['capital']): EChartsOption {
  return {
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: bands.map((b) => b.label), axisLabel: { interval: 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: '企业数',
        data: bands.map((b) => b.count),
        label: { show: true, position: 'top' },
      },
    ],
  };
}

/** Penalties and judgments as 被告 per month, stacked. */
export function riskOption(months: BoardAnswer['riskmonthly']): EChartsOption {
  return {
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    xAxis: { type: 'category', data: months.map((m) => m.month) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'bar', name: '行政处罚', stack: 'risk', data: months.map((m) => m.penalties) },
      { type: 'bar', name: '涉诉（被告）', stack: 'risk', data: months.map((m) => m.judgments) },
    ],
  };
}
