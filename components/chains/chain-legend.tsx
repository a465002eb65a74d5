'use client';

import { Button, Popover } from 'antd';
import { GAP_LABELS, type GapLabel, type GapRules } from '@/lib/contract/chains';
import type { Highlight } from '@/lib/chains/diagram';
import { GAP_MEANINGS, GAP_SWATCHES, strengthLegend } from '@/lib/chains/strength-colors';
import { CHAIN_SCREEN_TEXT } from './messages';
import styles from './chains.module.css';

type Props = {
  rules: GapRules | undefined;
  nationwide: boolean;
  /** The region's chain has too few enterprises to judge: rules.thinData instead of labels. */
  thin: boolean;
  counts: Record<GapLabel, number>;
  highlight: Highlight;
  onHighlight: (h: Highlight) => void;
};

/**
 * The diagram's key: the strength colours with the thresholds the API applied, and the gap
 * labels as toggles that bring one kind of link forward (补链 first thing a promotion officer
 * looks for), each with its rule.
 */
export function ChainLegend({ rules, nationwide, thin, counts, highlight, onHighlight }: Props) {
  return (
    <div className={styles.legend}>
      <div className={styles.legendGroup} data-testid="strength-legend">
        <span className={styles.label}>{CHAIN_SCREEN_TEXT.legendStrength}</span>
        {strengthLegend(rules, nationwide).map((item) => (
          <span key={item.value} className={styles.legendItem}>
            <span
              className={styles.swatch}
              style={{ background: item.swatch.background, borderColor: item.swatch.border }}
              aria-hidden="true"
            />
            {item.label}
            {item.detail && <span className={styles.legendDetail}>{item.detail}</span>}
          </span>
        ))}
      </div>
      <div className={styles.legendGroup} role="group" aria-label={CHAIN_SCREEN_TEXT.legendGap}>
        <span className={styles.label}>{CHAIN_SCREEN_TEXT.legendGap}</span>
        {nationwide ? (
          <span className={styles.legendDetail}>{CHAIN_SCREEN_TEXT.nationwideNoGaps}</span>
        ) : thin && rules ? (
          <span className={styles.legendDetail} data-testid="gap-thin-data">
            {rules.thinData}
          </span>
        ) : (
          <>
            <Button
              size="small"
              type={highlight === 'all' ? 'primary' : 'default'}
              aria-pressed={highlight === 'all'}
              onClick={() => onHighlight('all')}
            >
              {CHAIN_SCREEN_TEXT.highlightAll}
            </Button>
            {GAP_LABELS.map((label) => (
              <Popover
                key={label}
                title={`${label}：${GAP_MEANINGS[label]}`}
                content={
                  rules ? <div style={{ maxWidth: 320 }}>判定规则：{rules.text[label]}</div> : null
                }
              >
                <Button
                  size="small"
                  aria-pressed={highlight === label}
                  onClick={() => onHighlight(highlight === label ? 'all' : label)}
                  data-testid="gap-filter"
                  data-label={label}
                  style={
                    highlight === label
                      ? {
                          background: GAP_SWATCHES[label].background,
                          borderColor: GAP_SWATCHES[label].text,
                          color: GAP_SWATCHES[label].text,
                          fontWeight: 600,
                        }
                      : { color: GAP_SWATCHES[label].text, borderColor: GAP_SWATCHES[label].border }
                  }
                >
                  {label} {counts[label]}
                </Button>
              </Popover>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
