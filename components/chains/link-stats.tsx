'use client';

import { Alert, Skeleton } from 'antd';
import { useMemo } from 'react';
import { EChartsView } from '@/components/chart/echarts-view';
import { useLinkStats } from '@/lib/client/use-chains';
import {
  FIGURE_LABELS,
  formatFigure,
  growthOf,
  growthText,
  shareOf,
  shareText,
} from '@/lib/chains/figures';
import {
  confidenceChartOption,
  growthChartOption,
  shareChartOption,
} from '@/lib/chains/stats-charts';
import { AsOf } from './as-of';
import { GapExplanation } from './gap-explanation';
import styles from './chains.module.css';

type Props = { node: string; region: string; demo: boolean };

/** 统计: the link's figures in the region beside the nation's, with charts and the gap decision. */
export function LinkStats({ node, region, demo }: Props) {
  const { data, error } = useLinkStats({ node, region });
  const charts = useMemo(
    () =>
      data && {
        share: shareChartOption(data.figures, data.nationalfigures),
        confidence: confidenceChartOption(data.confidences),
        growth: growthChartOption(data.figures),
      },
    [data],
  );
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!data || !charts) return <Skeleton active paragraph={{ rows: 10 }} />;
  const nationwide = data.region.level === 0;
  const { figures, nationalfigures } = data;
  return (
    <div data-testid="link-stats">
      <div className={styles.panelFacts}>
        <AsOf asof={data.asof} demo={demo} />
        <span>
          {data.region.path} · {data.node.name}（{data.chain.name}·{data.node.stage}）
        </span>
      </div>
      <dl className={styles.figures} style={{ marginBottom: 16 }}>
        {FIGURE_LABELS.map(({ key, label }) => (
          <div key={key} className={styles.figure}>
            <dt>{label}</dt>
            <dd>
              {formatFigure(key, figures[key])}
              {!nationwide && (
                <span className={styles.figureNote}>
                  全国 {formatFigure(key, nationalfigures[key])} · 占{' '}
                  {shareText(shareOf(figures[key], nationalfigures[key]))}
                </span>
              )}
              {key === 'newlast12m' && (
                <span className={styles.figureNote}>
                  较前12个月 {growthText(growthOf(figures.newlast12m, figures.newprev12m))}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.statsGrid}>
        {!nationwide && (
          <div className={styles.chartBox}>
            <h4 className={styles.chartTitle}>本地占全国比重</h4>
            <EChartsView option={charts.share} style={{ height: 260 }} data-testid="stats-chart" />
          </div>
        )}
        <div className={styles.chartBox}>
          <h4 className={styles.chartTitle}>归属可信度（统计只计确认与较可能）</h4>
          <EChartsView
            option={charts.confidence}
            style={{ height: 260 }}
            data-testid="stats-chart"
          />
        </div>
        <div className={styles.chartBox}>
          <h4 className={styles.chartTitle}>新增企业</h4>
          <EChartsView option={charts.growth} style={{ height: 260 }} data-testid="stats-chart" />
        </div>
        {data.gap && !nationwide && (
          <div className={styles.chartBox}>
            <h4 className={styles.chartTitle}>强补延判定</h4>
            <GapExplanation decision={data.gap} name={data.node.name} />
          </div>
        )}
      </div>
    </div>
  );
}
