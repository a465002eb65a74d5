'use client';

import { Progress, Table, Tag } from 'antd';
import type { DimensionRecord, IndicatorRecord } from '@/lib/contract/chains';
import { EVALUATION_TABS } from '@/lib/contract/chains';
import { asOfText } from '@/lib/chains/figures';
import { toFixedHalfUp } from '@/lib/format';
import { formatIndicator, rankText } from './indicator-format';
import styles from './competitiveness.module.css';

// A dimension's sub-indicators: the value, its score against the peers, the rank, the peers'
// range, the weight inside the dimension, and where the figure comes from. The lookup's
// sub-indicators without a data source close the table as 暂无数据.

type Row =
  ({ kind: 'indicator' } & IndicatorRecord) | { kind: 'missing'; key: string; name: string };

export function IndicatorTable({
  dimension,
  peerCount,
}: {
  dimension: DimensionRecord;
  peerCount: number;
}) {
  const lookup = new Map(
    EVALUATION_TABS.find((t) => t.key === dimension.key)?.indicators.map((i) => [i.key, i.name]) ??
      [],
  );
  const rows: Row[] = [
    ...dimension.indicators.map((i) => ({ kind: 'indicator' as const, ...i })),
    ...dimension.missing.map((m) => ({ kind: 'missing' as const, ...m })),
  ];
  const none = '暂无数据';
  return (
    <Table<Row>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      data-testid="indicator-table"
      columns={[
        {
          title: '指标',
          key: 'name',
          width: 170,
          render: (_, r) => (
            <span>
              {r.name}
              {r.kind === 'indicator' && r.lookupkey && lookup.get(r.lookupkey) ? (
                <Tag style={{ marginLeft: 6 }}>{lookup.get(r.lookupkey)}</Tag>
              ) : null}
            </span>
          ),
        },
        {
          title: '数值',
          key: 'value',
          align: 'right',
          width: 130,
          render: (_, r) => (r.kind === 'indicator' ? formatIndicator(r.value, r.unit) : none),
        },
        {
          title: '标准化得分',
          key: 'normalized',
          width: 170,
          render: (_, r) =>
            r.kind === 'indicator' ? (
              <Progress
                percent={r.normalized}
                size="small"
                format={(p) => toFixedHalfUp(p ?? 0, 1)}
                aria-label={`${r.name}标准化得分 ${r.normalized}`}
              />
            ) : (
              '-'
            ),
        },
        {
          title: '同级排名',
          key: 'rank',
          width: 130,
          render: (_, r) => (r.kind === 'indicator' ? rankText(r.rank, peerCount) : '-'),
        },
        {
          title: '同级区间',
          key: 'range',
          width: 190,
          render: (_, r) =>
            r.kind === 'indicator'
              ? `${formatIndicator(r.peermin, r.unit)} ~ ${formatIndicator(r.peermax, r.unit)}`
              : '-',
        },
        {
          title: '权重',
          key: 'weight',
          align: 'right',
          width: 80,
          render: (_, r) => (r.kind === 'indicator' ? `${toFixedHalfUp(r.weight, 1)}%` : '-'),
        },
        {
          title: '数据来源',
          key: 'source',
          width: 300,
          render: (_, r) =>
            r.kind === 'indicator' ? (
              <span className={styles.source}>
                {r.source}
                <br />
                {asOfText(r.asof)}
              </span>
            ) : (
              <span className={styles.source}>暂无可用数据源</span>
            ),
        },
      ]}
    />
  );
}
