'use client';

import { Skeleton } from 'antd';
import type { EChartsOption } from 'echarts';
import { EChartsView } from '@/components/chart/echarts-view';
import { QueryError } from '@/components/layout/query-error';
import { usePipeline } from '@/lib/client/use-customers';
import { formatCount } from '@/lib/format';
import { CUSTOMER_TEXT as T } from './messages';
import styles from './customers.module.css';

const BRAND = '#1a5fd9';

function barOption(labels: string[], counts: number[], name: string): EChartsOption {
  return {
    aria: { enabled: true },
    grid: { left: 80, right: 32, top: 16, bottom: 24 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: labels, inverse: true },
    series: [
      {
        name,
        type: 'bar',
        data: counts,
        itemStyle: { color: BRAND },
        label: { show: true, position: 'right' },
        barMaxWidth: 28,
      },
    ],
  };
}

/** 销售漏斗: customers by stage (the funnel) and by group, with the figures as text too. */
export function PipelineView() {
  const pipeline = usePipeline();
  const data = pipeline.data;
  if (pipeline.error && !data) {
    return (
      <section className={styles.card}>
        <QueryError error={pipeline.error} onRetry={() => void pipeline.mutate()} />
      </section>
    );
  }
  if (!data) {
    return (
      <section className={styles.card}>
        <Skeleton active />
      </section>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="pipeline-title" data-testid="pipeline">
      <div className={styles.head}>
        <h1 id="pipeline-title">{T.pipelineTitle}</h1>
      </div>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <strong>{formatCount(data.total)}</strong>
          <span>客户总数</span>
        </div>
        {data.stages.map((s) => (
          <div key={s.stage} className={styles.stat} data-testid={`pipeline-${s.stage}`}>
            <strong>{formatCount(s.count)}</strong>
            <span>{s.label}</span>
          </div>
        ))}
      </div>
      <p className={styles.muted}>待处理跟进提醒 {formatCount(data.duereminders)} 条</p>
      <div className={styles.charts}>
        <div>
          <h2 className={styles.muted}>{T.byStage}</h2>
          <EChartsView
            option={barOption(
              data.stages.map((s) => s.label),
              data.stages.map((s) => s.count),
              T.byStage,
            )}
            style={{ height: 260 }}
            data-testid="pipeline-stage-chart"
          />
        </div>
        <div>
          <h2 className={styles.muted}>{T.byGroup}</h2>
          <EChartsView
            option={barOption(
              data.groups.map((g) => g.name),
              data.groups.map((g) => g.count),
              T.byGroup,
            )}
            style={{ height: Math.max(260, data.groups.length * 36) }}
          />
        </div>
      </div>
    </section>
  );
}
