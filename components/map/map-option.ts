import type { EChartsOption } from 'echarts';
import { isMapProvince, type MapLevel } from '@/lib/map/regions';
import { defaultFormatValue, formatExtra, type MapDatum, type MapFigures } from './map-data';

// The ECharts option of the China map. Pure, so the shading and the tooltip are tested
// without a browser.

/**
 * The name a level's GeoJSON is registered under. The country is 'china' because ECharts then
 * adds the 南海诸岛 inset itself (echarts/lib/coord/geo/fix/nanhai), which the data lacks.
 */
export const mapNameOf = (level: MapLevel): string => (level === 'country' ? 'china' : level);

// antd blue 2 → 6 → 9: the lightest still differs from the grey of regions without data.
const SHADES = ['#bae0ff', '#1677ff', '#002c8c'];
const NO_DATA = '#f0f0f0';
const BORDER = '#8c8c8c';
const HOVER = '#ffd666';
const SELECTED_BORDER = '#d4380d';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The region an ECharts event or formatter names: its feature's code. */
export function regionCodeOf(params: unknown): string {
  const name = (params as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : '';
}

export type MapOptionInput = MapFigures & {
  level: MapLevel;
  /** Level name in the title: 全国, 江苏省. */
  levelName: string;
  title: string;
  subtitle?: string;
  values: MapDatum[];
  /** Feature code → name, from the level's GeoJSON: names regions without a figure. */
  featureNames: ReadonlyMap<string, string>;
  /** A region the screen has chosen: drawn with a strong outline. */
  selected?: string;
};

/** The tooltip of one region: its name, the value, then the extra figures. */
export function tooltipHtml(
  code: string,
  datum: MapDatum | undefined,
  input: Pick<MapOptionInput, 'valueLabel' | 'formatValue' | 'extraColumns' | 'featureNames'>,
): string {
  const name = datum?.name ?? input.featureNames.get(code) ?? code;
  if (!datum) return `<b>${escapeHtml(name)}</b><br/>暂无数据`;
  const format = input.formatValue ?? defaultFormatValue;
  const rows = [
    [input.valueLabel, format(datum.value)],
    ...(input.extraColumns ?? []).map((c) => [c.label, formatExtra(c, datum)]),
  ];
  return [
    `<b>${escapeHtml(name)}</b>`,
    ...rows.map(([label, value]) => `${escapeHtml(label!)}：${escapeHtml(value!)}`),
  ].join('<br/>');
}

export function chinaMapOption(input: MapOptionInput): EChartsOption {
  const { level, values, featureNames } = input;
  const byCode = new Map(values.map((d) => [d.code, d]));
  const max = Math.max(1, ...values.map((d) => d.value));
  const min = Math.min(0, ...values.map((d) => d.value));
  const format = input.formatValue ?? defaultFormatValue;
  const country = level === 'country';
  return {
    title: {
      text: `${input.title}（${input.levelName}）`,
      subtext: input.subtitle,
      left: 16,
      top: 8,
      textStyle: { fontSize: 15, fontWeight: 600 },
    },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: unknown) => {
        const code = regionCodeOf(params);
        return tooltipHtml(code, byCode.get(code), input);
      },
    },
    visualMap: {
      type: 'continuous',
      min,
      max,
      left: 16,
      bottom: 16,
      // The ends name the extremes, so the PNG carries its scale.
      text: [format(max), format(min)],
      calculable: false,
      inRange: { color: SHADES },
    },
    series: [
      {
        type: 'map',
        map: mapNameOf(level),
        // Features carry their GB/T 2260 code (lib/server/china-geo.ts): data joins on it.
        nameProperty: 'code',
        name: input.valueLabel,
        selectedMode: false,
        roam: false,
        top: input.subtitle ? 72 : 56,
        bottom: 16,
        left: country ? 96 : 120,
        right: 16,
        itemStyle: { areaColor: NO_DATA, borderColor: BORDER, borderWidth: 0.6 },
        emphasis: {
          itemStyle: { areaColor: HOVER },
          label: { show: true, color: '#000' },
        },
        label: {
          // The country's 34 provinces crowd each other; a province's cities fit.
          show: !country,
          fontSize: 10,
          color: '#1f1f1f',
          formatter: (params: unknown) => {
            const code = regionCodeOf(params);
            return byCode.get(code)?.name ?? featureNames.get(code) ?? code;
          },
        },
        labelLayout: { hideOverlap: true },
        data: values
          .filter((d) => featureNames.has(d.code))
          .map((d) =>
            d.code === input.selected
              ? {
                  name: d.code,
                  value: d.value,
                  itemStyle: { borderColor: SELECTED_BORDER, borderWidth: 2 },
                }
              : { name: d.code, value: d.value },
          ),
      },
    ],
  };
}

/** The province a click on the country map drills into (not 台湾, 香港, 澳门: no data). */
export function drillTarget(level: MapLevel, clicked: string): string | undefined {
  return level === 'country' && isMapProvince(clicked) ? clicked : undefined;
}
