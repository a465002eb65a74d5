'use client';

import { InfoCircleOutlined } from '@ant-design/icons';
import { Popover } from 'antd';
import type { GapDecision } from '@/lib/contract/chains';
import { GAP_SWATCHES } from '@/lib/chains/strength-colors';
import { GapExplanation } from './gap-explanation';
import { CHAIN_SCREEN_TEXT } from './messages';
import styles from './chains.module.css';

/**
 * A link's gap label as a button of its own (beside the link's, never inside it): hover,
 * focus or click shows the rule and the numbers that decided it. Without a label, a quiet ⓘ
 * still explains why none applies.
 */
export function GapBadge({ decision, name }: { decision: GapDecision; name: string }) {
  const swatch = decision.label ? GAP_SWATCHES[decision.label] : undefined;
  return (
    <Popover
      content={<GapExplanation decision={decision} name={name} />}
      trigger={['hover', 'focus', 'click']}
      placement="right"
    >
      <button
        type="button"
        className={`${styles.gapBadge} ${swatch ? '' : styles.gapBadgeQuiet}`}
        style={
          swatch
            ? { background: swatch.background, borderColor: swatch.border, color: swatch.text }
            : undefined
        }
        aria-label={`${name}：${decision.label ?? CHAIN_SCREEN_TEXT.noLabel}，${CHAIN_SCREEN_TEXT.gapInfo}`}
        data-testid="gap-badge"
        data-label={decision.label ?? ''}
      >
        {decision.label ?? <InfoCircleOutlined />}
      </button>
    </Popover>
  );
}
