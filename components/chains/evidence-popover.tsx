'use client';

import { Button, Popover, Tag } from 'antd';
import type { EvidenceRecord, PlacementConfidenceValue } from '@/lib/contract/chains';
import { byWeight, markKeyword } from '@/lib/chains/evidence';
import { CHAIN_SCREEN_TEXT, CONFIDENCE_RULES } from './messages';
import styles from './chains.module.css';

type Props = {
  name: string;
  node: string;
  evidence: EvidenceRecord[];
  confidence: PlacementConfidenceValue;
  score: number;
};

/** 为何在此环节: every piece of evidence of a placement, its kind, what matched and its weight. */
export function EvidencePopover({ name, node, evidence, confidence, score }: Props) {
  const content = (
    <div className={styles.evidence} data-testid="evidence-list">
      <ul className={styles.evidenceList}>
        {byWeight(evidence).map((e, i) => (
          <li key={i} data-testid="evidence-item" data-kind={e.kind}>
            <Tag color="blue" style={{ color: '#0958d9', marginInlineEnd: 0 }}>
              {e.kindname}
            </Tag>
            <span className={styles.evidenceText}>
              {markKeyword(e.text, e.keyword).map((part, j) =>
                part.mark ? <mark key={j}>{part.text}</mark> : <span key={j}>{part.text}</span>,
              )}
            </span>
            <span className={styles.evidenceWeight}>权重 {e.weight}</span>
          </li>
        ))}
      </ul>
      <p className={styles.evidenceRule}>
        {CHAIN_SCREEN_TEXT.score} {score}；{CONFIDENCE_RULES[confidence]}
      </p>
    </div>
  );
  return (
    <Popover
      title={`${name} · ${CHAIN_SCREEN_TEXT.why}`}
      content={content}
      trigger="click"
      placement="left"
    >
      <Button
        type="link"
        size="small"
        style={{ paddingInline: 0 }}
        aria-label={`${name}：${CHAIN_SCREEN_TEXT.why}`}
        data-testid="evidence-button"
        data-node={node}
      >
        {CHAIN_SCREEN_TEXT.why}
      </Button>
    </Popover>
  );
}
