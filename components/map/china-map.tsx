'use client';

import { useMemo, useRef } from 'react';
import type { ECharts } from 'echarts';
import { Breadcrumb, Button, Skeleton, Space } from 'antd';
import { EChartsView } from '@/components/chart/echarts-view';
import { downloadChartPng, downloadCsv } from '@/components/chart/chart-export';
import { EmptyState } from '@/components/layout/empty-state';
import { isMapLevel, MAP_PROVINCES, type MapLevel } from '@/lib/map/regions';
import {
  defaultFormatValue,
  mapCsv,
  rankMapData,
  type MapDatum,
  type MapFigures,
  type MapPoint,
} from './map-data';
import { chinaMapOption, drillTarget, pointIdOf, regionCodeOf } from './map-option';
import { useChinaGeo } from './use-china-geo';

// The one China map of the product (docs/decisions/009-china-map-geojson.md): the country
// shaded by a figure, a click on a province drills into its cities. The screen owns the level
// (so the URL can hold it) and the figures; this draws them and offers PNG and CSV.

export type ChinaMapProps = MapFigures & {
  /** 'country' or a province code (110000 … 650000). */
  level: MapLevel;
  /**
   * The figures of the level's regions (`mapRegions` of lib/map/regions.ts lists their codes);
   * undefined while the screen loads them, so a previous level's figures never shade this one.
   */
  values: MapDatum[] | undefined;
  /** What the figure is, e.g. 新能源汽车企业分布; in the chart, the PNG and file names. */
  title: string;
  /** Under the title, e.g. the as-of date or 演示数据. */
  subtitle?: string;
  /** A click on a province of the country map. */
  onDrill?: (provinceCode: string) => void;
  /** 全国 in the breadcrumb, shown on a province's map. */
  onBack?: () => void;
  /** A click on a region of a province's map (a city, or a district of a municipality). */
  onSelect?: (region: { code: string; name: string }) => void;
  /** The screen's own message when its figures failed to load. */
  error?: string;
  /** Chart height in pixels. */
  height?: number;
  /** Show 导出图片 and 导出CSV (default true). */
  exportable?: boolean;
  /** A region of the level the screen has chosen (outlined), e.g. a city held in its URL. */
  selected?: string;
  /** Places drawn over the regions (e.g. parks); the screen lists them too, as text. */
  points?: readonly MapPoint[];
  /** What the points are, e.g. 园区. */
  pointsLabel?: string;
  /** A click on a point. */
  onPoint?: (id: string) => void;
};

export function ChinaMap(props: ChinaMapProps) {
  const { level, values, title, height = 520, exportable = true } = props;
  const known = isMapLevel(level);
  const geo = useChinaGeo(known ? level : undefined);
  const chart = useRef<ECharts | null>(null);
  const levelName = level === 'country' ? '全国' : (MAP_PROVINCES.get(level) ?? level);

  const option = useMemo(
    () =>
      geo.names && values
        ? chinaMapOption({
            level,
            levelName,
            title,
            subtitle: props.subtitle,
            values,
            featureNames: geo.names,
            valueLabel: props.valueLabel,
            formatValue: props.formatValue,
            extraColumns: props.extraColumns,
            selected: props.selected,
            points: props.points,
            pointsLabel: props.pointsLabel,
          })
        : undefined,
    [
      geo.names,
      values,
      level,
      levelName,
      title,
      props.subtitle,
      props.valueLabel,
      props.formatValue,
      props.extraColumns,
      props.selected,
      props.points,
      props.pointsLabel,
    ],
  );

  const onClick = (params: unknown) => {
    const point = pointIdOf(params);
    if (point !== undefined) {
      props.onPoint?.(point);
      return;
    }
    const code = regionCodeOf(params);
    const province = drillTarget(level, code);
    if (province) props.onDrill?.(province);
    else if (level !== 'country' && geo.names?.has(code)) {
      props.onSelect?.({
        code,
        name: values?.find((d) => d.code === code)?.name ?? geo.names.get(code) ?? code,
      });
    }
  };

  const fileBase = `${title}-${levelName}`;
  const ready = Boolean(option && values && values.length > 0);
  const top = values && values.length > 0 ? rankMapData(values)[0] : undefined;
  const format = props.formatValue ?? defaultFormatValue;

  let body;
  if (!known) body = <EmptyState text="未知地区" />;
  else if (geo.error) {
    body = (
      <EmptyState text={geo.error}>
        <Button onClick={geo.retry}>重试</Button>
      </EmptyState>
    );
  } else if (props.error) body = <EmptyState text={props.error} />;
  else if (!option || !values) {
    body = (
      <div
        style={{ height }}
        role="status"
        aria-busy="true"
        aria-label="地图加载中"
        data-testid="china-map-loading"
      >
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  } else if (values.length === 0) body = <EmptyState text={`${levelName}暂无${title}数据`} />;
  else {
    body = (
      <div
        role="img"
        aria-label={
          `${title}地图（${levelName}）：${values.length} 个地区有数据` +
          (top ? `，最高为${top.name} ${format(top.value)}` : '') +
          (props.points?.length
            ? `，${props.points.length} 个${props.pointsLabel ?? '地点'}`
            : '') +
          '；各地区数字见排名表'
        }
      >
        <EChartsView
          option={option}
          style={{ height }}
          onReady={(instance) => {
            chart.current = instance;
          }}
          onEvents={{ click: onClick }}
          data-testid="china-map"
        />
      </div>
    );
  }

  return (
    <section aria-label={`${title}地图`} data-testid="china-map-panel" data-level={level}>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
          marginBottom: 8,
        }}
      >
        <Breadcrumb
          separator="›"
          items={
            level === 'country'
              ? [{ title: '全国' }]
              : [
                  {
                    title: props.onBack ? (
                      <Button
                        type="link"
                        size="small"
                        style={{ padding: 0, height: 'auto' }}
                        onClick={props.onBack}
                        data-testid="china-map-back"
                      >
                        全国
                      </Button>
                    ) : (
                      '全国'
                    ),
                  },
                  { title: levelName },
                ]
          }
        />
        {exportable ? (
          <Space.Compact>
            <Button
              disabled={!ready}
              onClick={() => chart.current && downloadChartPng(chart.current, `${fileBase}.png`)}
            >
              导出图片
            </Button>
            <Button
              disabled={!ready}
              onClick={() => values && downloadCsv(mapCsv(values, props), `${fileBase}.csv`)}
            >
              导出CSV
            </Button>
          </Space.Compact>
        ) : null}
      </div>
      {body}
    </section>
  );
}
