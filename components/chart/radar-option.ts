import type { EChartsOption } from 'echarts';
import { toFixedHalfUp } from '@/lib/format';

// The one radar of the portal's 0–100 scores (竞争力分析 and the report charts). Its labels
// never overlap: axis names wrap to short balanced lines with an optional grey note (a weight)
// beneath, the radius leaves room for them, and values are not drawn at the vertices (scores
// of 0 would stack them all at the centre) but given in the tooltip. Pure, so it is tested
// without a browser.

export type RadarIndicatorInput = {
  name: string;
  /** A second, grey line under the name, e.g. 权重 30%. */
  note?: string;
};
export type RadarSeriesInput = { name: string; values: readonly number[] };

/** Characters per line of an axis name: a longer one wraps instead of reaching its neighbour. */
export const AXIS_NAME_CHARS = 6;

/** Lines of at most `perLine` characters, balanced (8 characters → 4 + 4, not 6 + 2). */
export function wrapAxisName(name: string, perLine = AXIS_NAME_CHARS): string[] {
  const chars = [...name];
  if (chars.length <= perLine) return [name];
  const lines = Math.ceil(chars.length / perLine);
  const size = Math.ceil(chars.length / lines);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

// ECharts rich text treats these as markup.
const plain = (s: string) => s.replace(/[{}|]/g, '');

/** An axis' label in ECharts rich text: the wrapped name, then its note. */
export function axisLabel(indicator: RadarIndicatorInput): string {
  const lines = wrapAxisName(plain(indicator.name)).map((l) => `{name|${l}}`);
  if (indicator.note) lines.push(`{note|${plain(indicator.note)}}`);
  return lines.join('\n');
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tooltip of one polygon: every axis with its value. */
export function radarTooltip(
  indicators: readonly RadarIndicatorInput[],
  name: string,
  values: readonly (number | null | undefined)[],
  unit = '',
): string {
  const lines = indicators.map((ind, i) => {
    const v = values[i];
    return `${escapeHtml(ind.name)}：${typeof v === 'number' ? `${toFixedHalfUp(v, 1)}${unit}` : '-'}`;
  });
  return [`<b>${escapeHtml(name)}</b>`, ...lines].join('<br/>');
}

export function radarChartOption({
  indicators,
  series,
  title,
  colors,
  unit = '分',
  animation = true,
}: {
  indicators: readonly RadarIndicatorInput[];
  series: readonly RadarSeriesInput[];
  /** Drawn above the radar (竞争力分析); the report gives its title as a caption instead. */
  title?: string;
  colors?: readonly string[];
  /** After each value in the tooltip. */
  unit?: string;
  animation?: boolean;
}): EChartsOption {
  const labels = new Map(indicators.map((i) => [i.name, axisLabel(i)]));
  const lines = Math.max(1, ...[...labels.values()].map((l) => l.split('\n').length));
  const legend = series.length > 1;
  // Two-line labels need room above and below; a legend takes the bottom.
  const radius = `${lines > 1 ? 58 : 64}%`;
  const centerY = `${50 + (title ? 5 : 0) - (legend ? 4 : 0)}%`;
  return {
    animation,
    ...(colors ? { color: [...colors] } : {}),
    ...(title
      ? {
          title: {
            text: title,
            left: 'center',
            top: 4,
            textStyle: { fontSize: 14, fontWeight: 600 },
          },
        }
      : {}),
    ...(legend ? { legend: { type: 'scroll', bottom: 0, data: series.map((s) => s.name) } } : {}),
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: unknown) => {
        const { name, value } = params as { name: string; value: (number | null)[] };
        return radarTooltip(indicators, name, value ?? [], unit);
      },
    },
    radar: {
      center: ['50%', centerY],
      radius,
      splitNumber: 5,
      axisNameGap: 8,
      indicator: indicators.map((i) => ({ name: i.name, max: 100, min: 0 })),
      axisName: {
        formatter: (name?: string) => labels.get(name ?? '') ?? name ?? '',
        rich: {
          name: { color: '#1f1f1f', fontSize: 12, lineHeight: 16, align: 'center' },
          note: { color: '#8c8c8c', fontSize: 11, lineHeight: 15, align: 'center' },
        },
      },
    },
    series: [
      {
        type: 'radar',
        symbolSize: 5,
        // No value at the vertices: the tooltip gives them, and zeros would pile at the centre.
        label: { show: false },
        areaStyle: { opacity: legend ? 0.06 : 0.15 },
        lineStyle: { width: 2 },
        data: series.map((s) => ({ name: s.name, value: [...s.values] })),
      },
    ],
  };
}
