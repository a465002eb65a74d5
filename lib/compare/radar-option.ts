import type { EChartsOption } from 'echarts';
import type { RadarDimension } from '@/lib/contract/compare';

// The radar of 企业对比: one polygon per enterprise over the backend's normalised dimensions
// (0–100 against fixed references, so adding a company does not move the others). The
// tooltip gives each axis' raw figure and how it is scaled.

/** One colour per column, the table's header and the radar's polygon alike. */
export const COMPARE_COLORS = ['#1a5fd9', '#d4380d', '#389e0d', '#722ed1', '#d48806'] as const;

export const compareColor = (index: number) => COMPARE_COLORS[index % COMPARE_COLORS.length]!;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tooltip of one enterprise: every axis with its score, raw figure and rule. */
export function radarTooltip(dimensions: readonly RadarDimension[], name: string, index: number) {
  const lines = dimensions.map(
    (d) =>
      `${escapeHtml(d.name)}：${d.values[index] ?? 0} 分（${d.raw[index] ?? 0}）<br/><span style="color:#8c8c8c">${escapeHtml(d.rule)}</span>`,
  );
  return [`<b>${escapeHtml(name)}</b>`, ...lines].join('<br/>');
}

export function radarOption(
  dimensions: readonly RadarDimension[],
  names: readonly string[],
): EChartsOption {
  return {
    color: [...COMPARE_COLORS],
    legend: { bottom: 0, data: [...names] },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: unknown) => {
        const { dataIndex, name } = params as { dataIndex: number; name: string };
        return radarTooltip(dimensions, name, dataIndex);
      },
    },
    radar: {
      radius: '62%',
      center: ['50%', '48%'],
      indicator: dimensions.map((d) => ({ name: d.name, max: 100, min: 0 })),
      axisName: { color: '#595959' },
    },
    series: [
      {
        type: 'radar',
        symbolSize: 5,
        areaStyle: { opacity: 0.08 },
        data: names.map((name, i) => ({
          name,
          value: dimensions.map((d) => d.values[i] ?? 0),
        })),
      },
    ],
  };
}
