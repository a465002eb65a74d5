'use client';

import { Button, Popover, Tag } from 'antd';
import type { EvidenceRecord, PlacementConfidenceValue } from '@/lib/contract/chains';
import { byWeight, markKeyword } from '@/lib/chains/evidence';
import { CONFIDENCE_RULES } from '@/components/chains/messages';
import styles from './products.module.css';

export const WHY_PRODUCER = '为何是生产企业';

// docs/industry-chains.md, Producers: an enterprise makes a catalogue product when text
// evidence names it; an industry class of the product's links makes it confirmed.
const PRODUCER_RULE = '文本证据（经营范围、产品、专利、中标项目）提及该产品即列为生产企业';

/** "Why does this company make this product": the evidence, strongest first, and the rule. */
export function ProducerEvidence({
  name,
  evidence,
  confidence,
  score,
}: {
  name: string;
  evidence: EvidenceRecord[];
  confidence: PlacementConfidenceValue;
  score: number;
}) {
  const content = (
    <div data-testid="producer-evidence-list">
      <ul className={styles.evidenceList}>
        {byWeight(evidence).map((e, i) => (
          <li key={i} data-testid="evidence-item" data-kind={e.kind}>
            <Tag color="blue" style={{ color: '#0958d9', marginInlineEnd: 0, flex: 'none' }}>
              {e.kindname}
            </Tag>
            <span>
              {markKeyword(e.text, e.keyword).map((part, j) =>
                part.mark ? <mark key={j}>{part.text}</mark> : <span key={j}>{part.text}</span>,
              )}
            </span>
            <span className={styles.muted} style={{ flex: 'none' }}>
              权重 {e.weight}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.muted} style={{ margin: '8px 0 0', maxWidth: 420 }}>
        证据得分 {score}；{CONFIDENCE_RULES[confidence]}。{PRODUCER_RULE}
      </p>
    </div>
  );
  return (
    <Popover title={`${name} · ${WHY_PRODUCER}`} content={content} trigger="click" placement="left">
      <Button
        type="link"
        size="small"
        style={{ paddingInline: 0 }}
        aria-label={`${name}：${WHY_PRODUCER}`}
        data-testid="producer-evidence"
      >
        证据 {score}
      </Button>
    </Popover>
  );
}
