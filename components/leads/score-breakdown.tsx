'use client';

import { Button, Popover } from 'antd';
import type { LeadRecord } from '@/lib/contract/leads';
import { LEAD_TEXT } from './messages';
import styles from './leads.module.css';

const fixed = (n: number, digits = 1) => n.toFixed(digits);

/** The score, and on click its breakdown: 触发得分 × 规模系数 − 风险扣分 with each trigger's points. */
export function ScoreBreakdown({ lead }: { lead: LeadRecord }) {
  const content = (
    <div className={styles.breakdown} data-testid="score-breakdown">
      <p className={styles.formula}>
        {LEAD_TEXT.triggerPoints} {fixed(lead.triggerpoints)} × {LEAD_TEXT.sizeFactor}{' '}
        {fixed(lead.sizefactor, 2)} − {LEAD_TEXT.riskPenalty} {fixed(lead.riskpenalty, 0)} ={' '}
        <strong>{fixed(lead.score)}</strong>
      </p>
      <table className={styles.pointsTable}>
        <caption className={styles.srOnly}>{LEAD_TEXT.triggerPoints}</caption>
        <thead>
          <tr>
            <th scope="col">{LEAD_TEXT.evidence}</th>
            <th scope="col">日期</th>
            <th scope="col">强度</th>
            <th scope="col">得分</th>
          </tr>
        </thead>
        <tbody>
          {lead.triggers.map((t) => (
            <tr key={`${t.trigger}:${t.table}:${t.id}`}>
              <td>{t.name}</td>
              <td>{t.on}</td>
              <td>{fixed(t.strength, 2)}</td>
              <td>{fixed(t.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <Popover title={LEAD_TEXT.breakdown} content={content} trigger="click" placement="right">
      <Button
        type="link"
        className={styles.score}
        aria-label={`${LEAD_TEXT.score} ${fixed(lead.score)}，查看${LEAD_TEXT.breakdown}`}
        data-testid="lead-score"
      >
        {fixed(lead.score)}
      </Button>
    </Popover>
  );
}
