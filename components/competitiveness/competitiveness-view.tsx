'use client';

import { QuestionCircleOutlined } from '@ant-design/icons';
import { Table, Tooltip } from 'antd';
import { useMemo } from 'react';
import { EChartsView } from '@/components/chart/echarts-view';
import type { Competitiveness, DimensionRecord } from '@/lib/contract/chains';
import { EVALUATION_TABS } from '@/lib/contract/chains';
import { formatCount, toFixedHalfUp } from '@/lib/format';
import { growthOf, growthText } from '@/lib/chains/figures';
import type { Weights } from '@/lib/chains/weights';
import { weightsParam } from '@/lib/chains/weights';
import { IndicatorTable } from './indicator-table';
import { rankText } from './indicator-format';
import { radarOption } from './radar-option';
import { WeightsPanel } from './weights-panel';
import styles from './competitiveness.module.css';

// The content of the tabs: 综合 (overall score, rank, trend, the four dimensions' radar and
// the weights) and one tab per dimension (its indicators' radar and table).

export const SCORE_RULE =
  '综合得分 = 各维度得分 × 权重之和 × 10（满分1000），显示时向上取整：500分以内取10的倍数，1000分以内取50的倍数，以上取100的倍数';

function Radar({
  title,
  name,
  axes,
}: {
  title: string;
  name: string;
  axes: { name: string; value: number }[];
}) {
  const option = useMemo(() => radarOption({ title, seriesName: name, axes }), [title, name, axes]);
  return (
    <div
      role="img"
      aria-label={`${title}：${axes.map((a) => `${a.name} ${toFixedHalfUp(a.value, 1)}`).join('，')}`}
    >
      <EChartsView option={option} style={{ height: 380 }} data-testid="radar-chart" />
    </div>
  );
}

export function OverallView({
  data,
  onWeights,
  busy,
}: {
  data: Competitiveness;
  onWeights: (w: Weights) => void;
  busy: boolean;
}) {
  const { overall, peers, region, chain } = data;
  const growth = growthOf(overall.trend.newlast12m, overall.trend.newprev12m);
  const axes = useMemo(
    () => data.dimensions.map((d) => ({ name: d.name, value: d.score })),
    [data.dimensions],
  );
  const names = EVALUATION_TABS.find((t) => t.key === 'zh')!.indicators;
  return (
    <div data-testid="overall-view">
      <div className={styles.cards}>
        <div className={styles.card}>
          <div className={styles.cardLabel}>
            {names[0]!.name}{' '}
            <Tooltip title={SCORE_RULE}>
              <QuestionCircleOutlined aria-label="得分规则" />
            </Tooltip>
          </div>
          <div className={styles.cardValue} data-testid="overall-score">
            {formatCount(overall.display)}
          </div>
          <div className={styles.cardNote}>满分 1000，计算值 {toFixedHalfUp(overall.score, 1)}</div>
        </div>
        <div className={styles.card}>
          <div className={styles.cardLabel}>{names[1]!.name}</div>
          <div className={styles.cardValue} data-testid="overall-rank">
            {rankText(overall.rank, peers.count)}
          </div>
          <div className={styles.cardNote}>对比范围：{peers.scope}</div>
        </div>
        <div className={styles.card}>
          <div className={styles.cardLabel}>{names[2]!.name}</div>
          <div className={styles.cardValue}>{growthText(growth)}</div>
          <div className={styles.cardNote}>
            近12个月新增企业 {formatCount(overall.trend.newlast12m)} 家，此前12个月{' '}
            {formatCount(overall.trend.newprev12m)} 家
          </div>
        </div>
      </div>
      <div className={styles.grid}>
        <Radar title={`${region.name}${chain.name}竞争力`} name={region.name} axes={axes} />
        <div>
          <Table<DimensionRecord>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={data.dimensions}
            data-testid="dimension-table"
            columns={[
              { title: '维度', dataIndex: 'name' },
              {
                title: '得分（0–100）',
                dataIndex: 'score',
                align: 'right',
                render: (v: number) => toFixedHalfUp(v, 1),
              },
              {
                title: '同级排名',
                dataIndex: 'rank',
                render: (v: number | null) => rankText(v, peers.count),
              },
              {
                title: '权重',
                dataIndex: 'weight',
                align: 'right',
                render: (v: number) => `${v}%`,
              },
              {
                title: '有数据的指标',
                key: 'n',
                align: 'right',
                render: (_, d) =>
                  `${d.indicators.length} / ${d.indicators.length + d.missing.length}`,
              },
            ]}
          />
          <WeightsPanel
            key={weightsParam(data.weights)}
            applied={data.weights}
            dimensions={data.dimensions}
            onApply={onWeights}
            busy={busy}
          />
        </div>
      </div>
    </div>
  );
}

export function DimensionView({
  data,
  dimension,
}: {
  data: Competitiveness;
  dimension: DimensionRecord;
}) {
  const axes = useMemo(
    () => dimension.indicators.map((i) => ({ name: i.name, value: i.normalized })),
    [dimension.indicators],
  );
  return (
    <div data-testid={`dimension-view-${dimension.key}`}>
      <div className={styles.grid}>
        <Radar title={`${data.region.name}${dimension.name}`} name={data.region.name} axes={axes} />
        <div className={styles.stack}>
          <div className={styles.card}>
            <div className={styles.cardLabel}>{dimension.name}得分</div>
            <div className={styles.cardValue}>{toFixedHalfUp(dimension.score, 1)}</div>
            <div className={styles.cardNote}>各指标标准化得分的平均（0–100）</div>
          </div>
          <div className={styles.card}>
            <div className={styles.cardLabel}>同级排名</div>
            <div className={styles.cardValue}>{rankText(dimension.rank, data.peers.count)}</div>
            <div className={styles.cardNote}>对比范围：{data.peers.scope}</div>
          </div>
          <div className={styles.card}>
            <div className={styles.cardLabel}>综合得分中的权重</div>
            <div className={styles.cardValue}>{dimension.weight}%</div>
            <div className={styles.cardNote}>在「综合评价」中调整</div>
          </div>
        </div>
      </div>
      <IndicatorTable dimension={dimension} peerCount={data.peers.count} />
    </div>
  );
}
