'use client';

import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  defaultFormatValue,
  formatExtra,
  rankMapData,
  type MapDatum,
  type MapFigures,
} from './map-data';

// The ranking beside a map: the same figures as the map and its CSV, and the map's text
// alternative (a keyboard reaches every region and its drill-down here).

type Props = MapFigures & {
  values: MapDatum[] | undefined;
  /** Column title of the region names: 省份, 城市, 区县. */
  regionLabel: string;
  /** Makes each name a button, e.g. to drill into a province. */
  onOpen?: (datum: MapDatum) => void;
  /** Height of the scrolling body, to line up with the map. */
  scrollY?: number;
  /** A region the screen has chosen: its row is highlighted. */
  selected?: string;
  'data-testid'?: string;
};

export function MapRankingTable({
  values,
  regionLabel,
  onOpen,
  scrollY,
  selected,
  ...figures
}: Props) {
  const format = figures.formatValue ?? defaultFormatValue;
  const columns: ColumnsType<MapDatum & { rank: number }> = [
    { title: '排名', dataIndex: 'rank', width: 64, align: 'right' },
    {
      title: regionLabel,
      dataIndex: 'name',
      render: (name: string, d) =>
        onOpen ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(d)}>
            {name}
          </Button>
        ) : (
          name
        ),
    },
    {
      title: figures.valueLabel,
      dataIndex: 'value',
      align: 'right',
      render: (value: number) => format(value),
    },
    ...(figures.extraColumns ?? []).map((c) => ({
      title: c.label,
      key: c.key,
      align: 'right' as const,
      render: (_: unknown, d: MapDatum) => formatExtra(c, d),
    })),
  ];
  return (
    <Table
      size="small"
      rowKey="code"
      loading={values === undefined}
      dataSource={values ? rankMapData(values) : []}
      columns={columns}
      pagination={false}
      scroll={scrollY ? { y: scrollY } : undefined}
      rowClassName={(d) => (d.code === selected ? 'ant-table-row-selected' : '')}
      onRow={(d) => (d.code === selected ? { 'aria-selected': true } : {})}
      data-testid={figures['data-testid'] ?? 'map-ranking'}
    />
  );
}
