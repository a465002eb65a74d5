'use client';

import { Alert, Button, InputNumber, Slider, Space } from 'antd';
import { useState } from 'react';
import {
  COMPETITIVENESS_DIMENSIONS,
  DEFAULT_WEIGHTS,
  type DimensionRecord,
} from '@/lib/contract/chains';
import { roundRankScore } from '@/lib/format';
import {
  normaliseWeights,
  previewOverall,
  sameWeights,
  weightsError,
  weightsSum,
  type Weights,
} from '@/lib/chains/weights';
import styles from './competitiveness.module.css';

// The dimension weights of the overall score: shown, adjustable by slider or number, checked
// by the API's rule before they are applied (then the API scores and ranks every peer again).
// Give it a `key` of the applied weights, so a new answer resets the draft.

export function WeightsPanel({
  applied,
  dimensions,
  onApply,
  busy,
}: {
  applied: Weights;
  dimensions: DimensionRecord[];
  onApply: (weights: Weights) => void;
  busy?: boolean;
}) {
  const [draft, setDraft] = useState<Weights>(applied);
  const error = weightsError(draft);
  const changed = !sameWeights(draft, applied);
  const names = new Map(dimensions.map((d) => [d.key, d.name]));
  const set = (key: keyof Weights, value: number | null) =>
    setDraft((w) => ({ ...w, [key]: value ?? 0 }));

  return (
    <section className={styles.weights} aria-label="维度权重" data-testid="weights-panel">
      <h3 style={{ margin: '0 0 8px', fontSize: 15 }}>维度权重（%）</h3>
      {COMPETITIVENESS_DIMENSIONS.map((d) => (
        <div key={d} className={styles.weightRow}>
          <label htmlFor={`weight-${d}`}>{names.get(d) ?? d}</label>
          <Slider
            min={0}
            max={100}
            value={draft[d]}
            onChange={(v) => set(d, v)}
            // The handle is the focusable slider: axe needs its name there.
            ariaLabelForHandle={`${names.get(d) ?? d}权重`}
          />
          <InputNumber
            id={`weight-${d}`}
            min={0}
            max={100}
            precision={0}
            value={draft[d]}
            onChange={(v) => set(d, v)}
            suffix="%"
            style={{ width: 88 }}
            data-testid={`weight-${d}`}
          />
        </div>
      ))}
      <div className={styles.weightFoot}>
        <span data-testid="weights-sum">合计 {weightsSum(draft)}%</span>
        {changed && !error ? (
          <span className={styles.source} data-testid="weights-preview">
            预估综合得分 {roundRankScore(previewOverall(dimensions, draft))}（应用后重新排名）
          </span>
        ) : null}
      </div>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginTop: 8 }}
          data-testid="weights-error"
        />
      ) : null}
      <Space style={{ marginTop: 12 }} wrap>
        <Button
          type="primary"
          disabled={Boolean(error) || !changed}
          loading={busy}
          onClick={() => onApply(draft)}
          data-testid="weights-apply"
        >
          应用权重
        </Button>
        <Button onClick={() => setDraft(normaliseWeights(draft))} disabled={!error}>
          按比例调整为100
        </Button>
        <Button
          onClick={() => setDraft({ ...DEFAULT_WEIGHTS })}
          disabled={sameWeights(draft, DEFAULT_WEIGHTS)}
        >
          恢复默认
        </Button>
      </Space>
    </section>
  );
}
