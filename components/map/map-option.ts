import type { EChartsOption } from 'echarts';
import { isMapProvince, type MapLevel } from '@/lib/map/regions';
import {
  defaultFormatValue,
  formatExtra,
  type MapDatum,
  type MapFigures,
  type MapPoint,
} from './map-data';

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
// antd volcano 6 with a white ring: stands out on every shade of blue.
const POINT = '#fa541c';
const POINT_MIN = 6;
const POINT_MAX = 18;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The point an ECharts event names, or undefined when the event is a region's. */
export function pointIdOf(params: unknown): string | undefined {
  const p = params as { seriesType?: unknown; data?: { id?: unknown } } | null;
  return p?.seriesType === 'scatter' && typeof p.data?.id === 'string' ? p.data.id : undefined;
}

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
  /** Places drawn over the regions, e.g. parks. */
  points?: readonly MapPoint[];
  /** What the points are (the series name), e.g. 园区. */
  pointsLabel?: string;
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

/** A point's tooltip: its name, then its lines. */
export function pointTooltipHtml(point: MapPoint): string {
  return [
    `<b>${escapeHtml(point.name)}</b>`,
    ...point.lines.map(([label, text]) => `${escapeHtml(label)}：${escapeHtml(text)}`),
  ].join('<br/>');
}

/** Symbol size by weight: the square root keeps a large park from hiding its neighbours. */
export function pointSize(weight: number, maxWeight: number): number {
  if (maxWeight <= 0 || weight <= 0) return POINT_MIN;
  return Math.round(POINT_MIN + (POINT_MAX - POINT_MIN) * Math.sqrt(weight / maxWeight));
}

export function chinaMapOption(input: MapOptionInput): EChartsOption {
  const { level, values, featureNames } = input;
  const byCode = new Map(values.map((d) => [d.code, d]));
  const max = Math.max(1, ...values.map((d) => d.value));
  const min = Math.min(0, ...values.map((d) => d.value));
  const format = input.formatValue ?? defaultFormatValue;
  const country = level === 'country';
  const points = input.points ?? [];
  const maxWeight = Math.max(0, ...points.map((p) => p.weight));
  const pointById = new Map(points.map((p) => [p.id, p]));
  // The regions' look, on the map series or, with points, on the geo they share.
  const look = {
    map: mapNameOf(level),
    // Features carry their GB/T 2260 code (lib/server/china-geo.ts): data joins on it.
    nameProperty: 'code',
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
  } as const;
  const data = values
    .filter((d) => featureNames.has(d.code))
    .map((d) => ({ name: d.code, value: d.value }));
  const selectedData = data.map((d) =>
    d.name === input.selected
      ? { ...d, itemStyle: { borderColor: SELECTED_BORDER, borderWidth: 2 } }
      : d,
  );
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
        const point = pointById.get(pointIdOf(params) ?? '');
        if (point) return pointTooltipHtml(point);
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
      // The regions' figures only: the points keep their own colour.
      seriesIndex: 0,
    },
    ...(points.length > 0
      ? {
          // Points need a coordinate system of their own: the regions are drawn by a geo
          // component that the map series (its shading) and the scatter series share.
          geo: {
            ...look,
            regions: input.selected
              ? [
                  {
                    name: input.selected,
                    itemStyle: { borderColor: SELECTED_BORDER, borderWidth: 2 },
                  },
                ]
              : [],
          },
          series: [
            { type: 'map', geoIndex: 0, nameProperty: 'code', name: input.valueLabel, data },
            {
              type: 'scatter',
              coordinateSystem: 'geo',
              geoIndex: 0,
              name: input.pointsLabel ?? '',
              z: 3,
              symbolSize: (_value: unknown, params: { dataIndex: number }) =>
                pointSize(points[params.dataIndex]?.weight ?? 0, maxWeight),
              itemStyle: { color: POINT, borderColor: '#fff', borderWidth: 1 },
              emphasis: { scale: 1.4 },
              data: points.map((p) => ({ id: p.id, name: p.name, value: [p.lng, p.lat] })),
            },
          ],
        }
      : {
          series: [
            {
              type: 'map',
              ...look,
              labelLayout: { hideOverlap: true },
              name: input.valueLabel,
              data: selectedData,
            },
          ],
        }),
  };
}

/** The province a click on the country map drills into (not 台湾, 香港, 澳门: no data). */
export function drillTarget(level: MapLevel, clicked: string): string | undefined {
  return level === 'country' && isMapProvince(clicked) ? clicked : undefined;
}
