'use client';

import { useMemo } from 'react';
import type { CompareAnswer } from '@/lib/contract/compare';
import { radarOption } from '@/lib/compare/radar-option';
import { EChartsView } from '@/components/chart/echarts-view';
import { COMPARE_TEXT as T } from './messages';
import styles from './compare.module.css';

/** 综合能力雷达图 over the backend's normalised dimensions, with each axis' rule in words. */
export function CompareRadar({ answer }: { answer: CompareAnswer }) {
  const option = useMemo(
    () =>
      radarOption(
        answer.radar,
        answer.enterprises.map((e) => e.qymc),
      ),
    [answer],
  );
  return (
    <div data-testid="compare-radar">
      <p className={`${styles.muted} ${styles.radarNote}`}>{T.radarNote}</p>
      <div
        role="img"
        aria-label={`雷达图：${answer.enterprises
          .map(
            (e, i) =>
              `${e.qymc}（${answer.radar.map((d) => `${d.name}${d.values[i] ?? 0}分`).join('，')}）`,
          )
          .join('；')}`}
      >
        <EChartsView option={option} style={{ height: 440 }} data-testid="compare-radar-chart" />
      </div>
      <ul className={styles.rules}>
        {answer.radar.map((d) => (
          <li key={d.key}>
            {d.name}：{d.rule}
          </li>
        ))}
      </ul>
    </div>
  );
}
