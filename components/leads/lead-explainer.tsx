'use client';

import { Collapse, Table } from 'antd';
import type { LeadRuleRecord, LeadScoringRecord } from '@/lib/contract/leads';
import { LEAD_TEXT } from './messages';
import styles from './leads.module.css';

type Props = { rules: LeadRuleRecord[] | undefined; scoring: LeadScoringRecord | undefined };

/** 商机如何发现与评分: the kind's trigger rules and the score formula, from the backend's own constants. */
export function LeadExplainer({ rules, scoring }: Props) {
  const body = (
    <div className={styles.explainer} data-testid="lead-explainer">
      <p>{LEAD_TEXT.howFound}</p>
      <Table<LeadRuleRecord>
        size="small"
        rowKey="trigger"
        pagination={false}
        dataSource={rules ?? []}
        loading={!rules}
        columns={[
          { title: LEAD_TEXT.ruleColumns.name, dataIndex: 'name', width: 130 },
          { title: LEAD_TEXT.ruleColumns.rule, dataIndex: 'rule' },
          { title: LEAD_TEXT.ruleColumns.weight, dataIndex: 'weight', width: 70 },
          {
            title: LEAD_TEXT.ruleColumns.products,
            dataIndex: 'products',
            width: 200,
            render: (products: string[]) => products.join('、'),
          },
        ]}
      />
      {scoring && (
        <ul className={styles.scoreRules}>
          <li>
            <strong>{LEAD_TEXT.howScore}</strong>
          </li>
          <li>{LEAD_TEXT.howPoints(scoring)}</li>
          <li>{LEAD_TEXT.howSize(scoring)}</li>
          <li>{LEAD_TEXT.howRisk(scoring)}</li>
        </ul>
      )}
    </div>
  );
  return (
    <Collapse
      className={styles.explainerPanel}
      items={[{ key: 'how', label: LEAD_TEXT.howTitle, children: body }]}
      data-testid="lead-explainer-panel"
    />
  );
}
