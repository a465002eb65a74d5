import type { GapDecision } from '@/lib/contract/chains';
import { formatCount } from '@/lib/format';
import { lqText, shareText } from '@/lib/chains/figures';
import { GAP_MEANINGS } from '@/lib/chains/strength-colors';
import { CHAIN_SCREEN_TEXT } from './messages';
import { GapTag } from './gap-tag';
import styles from './chains.module.css';

/**
 * Why a link carries its label (or none) in the region: the API's rule in words with its
 * numbers, then the numbers themselves.
 */
export function GapExplanation({ decision, name }: { decision: GapDecision; name: string }) {
  return (
    <div className={styles.explain} data-testid="gap-explanation">
      <div>
        <strong>{name}</strong>{' '}
        {decision.label ? <GapTag label={decision.label} /> : CHAIN_SCREEN_TEXT.noLabel}
      </div>
      {decision.label && <div className={styles.legendDetail}>{GAP_MEANINGS[decision.label]}</div>}
      <p className={styles.explainReason}>{decision.reason}</p>
      <dl className={styles.explainTable}>
        <dt>本地企业</dt>
        <dd>
          {formatCount(decision.localcount)} 家（本链本地 {formatCount(decision.localchaincount)}{' '}
          家，占 {shareText(decision.localshare)}）
        </dd>
        <dt>全国企业</dt>
        <dd>
          {formatCount(decision.nationalcount)} 家（本链全国{' '}
          {formatCount(decision.nationalchaincount)} 家，占 {shareText(decision.nationalshare)}）
        </dd>
        <dt>区位熵</dt>
        <dd>{lqText(decision.lq)}</dd>
        <dt>本地龙头</dt>
        <dd>{decision.hasleader ? '有（上市或专精特新）' : '无'}</dd>
        {decision.upstream && (
          <>
            <dt>上游强链</dt>
            <dd>
              {decision.upstream.name}（区位熵 {lqText(decision.upstream.lq)}）
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
