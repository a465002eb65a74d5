'use client';

import { Table, Tag } from 'antd';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { LeadRecord } from '@/lib/contract/leads';
import { SEARCH_PAGE_SIZES } from '@/lib/contract/search';
import { formatCount, formatWanYuan } from '@/lib/format';
import { profileHref } from '@/lib/site/enterprise-routes';
import { AddCustomerButton } from '@/components/customers/add-customer-button';
import { ToneTag } from '@/components/enterprise/tone-tag';
import { LeadTriggers } from './lead-triggers';
import { LEAD_TEXT } from './messages';
import { ScoreBreakdown } from './score-breakdown';
import type { LeadKind } from './url-state';
import styles from './leads.module.css';

type Props = {
  kind: LeadKind;
  rows: LeadRecord[];
  total: number;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  selected: string[];
  empty: ReactNode;
  onSelect: (ids: string[]) => void;
  onPage: (pageIndex: number, pageSize: number) => void;
  onAdded: () => void;
};

const ALIVE = new Set(['存续', '在业']);

/** The leads: enterprise, score with its breakdown, dated triggers, products with reasons, risk. */
export function LeadTable(props: Props) {
  const { kind, rows, total, pageIndex, pageSize, selected } = props;
  return (
    <Table<LeadRecord>
      rowKey="ID_"
      data-testid="lead-table"
      loading={props.loading}
      dataSource={rows}
      locale={{ emptyText: props.empty }}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => props.onSelect(keys.map(String)),
        columnTitle: undefined,
        getCheckboxProps: (r) => ({ 'aria-label': `选择 ${r.qymc}` }),
      }}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: pageIndex,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: SEARCH_PAGE_SIZES.map(String),
        showTotal: (n) => `共 ${formatCount(n)} 条`,
        onChange: props.onPage,
      }}
      columns={[
        {
          title: LEAD_TEXT.enterprise,
          key: 'enterprise',
          width: 300,
          render: (_, r) => (
            <div className={styles.enterprise}>
              <Link href={profileHref(r.ID_)} className={styles.nameLink} data-testid="lead-name">
                {r.qymc}
              </Link>
              <div className={styles.tags}>
                {ALIVE.has(r.status) ? (
                  <ToneTag tone="green">{r.status}</ToneTag>
                ) : (
                  <Tag>{r.status}</Tag>
                )}
                {r.tags.slice(0, 3).map((t) => (
                  <Tag key={t} color="blue" className={styles.blueTag}>
                    {t}
                  </Tag>
                ))}
              </div>
              <dl className={styles.facts}>
                <dt>所属地区</dt>
                <dd>{r.region || '-'}</dd>
                <dt>{LEAD_TEXT.industry}</dt>
                <dd>{r.dlhy || '-'}</dd>
                <dt>{LEAD_TEXT.capital}</dt>
                <dd>{formatWanYuan(r.zczb)}</dd>
                <dt>法定代表人</dt>
                <dd>{r.fddbr || '-'}</dd>
                <dt>联系电话</dt>
                <dd data-testid="lead-phone">{r.lxfs || '-'}</dd>
                <dt>邮箱</dt>
                <dd>{r.email || '-'}</dd>
              </dl>
            </div>
          ),
        },
        {
          title: LEAD_TEXT.score,
          dataIndex: 'score',
          width: 96,
          render: (_, r) => <ScoreBreakdown lead={r} />,
        },
        {
          title: LEAD_TEXT.evidence,
          key: 'triggers',
          render: (_, r) => (
            <LeadTriggers enterpriseId={r.ID_} qymc={r.qymc} triggers={r.triggers} />
          ),
        },
        {
          title: LEAD_TEXT.products,
          key: 'products',
          width: 190,
          render: (_, r) => (
            <ul className={styles.products} data-testid="lead-products">
              {r.productreasons.map((p) => (
                <li key={p.product}>
                  <Tag color="geekblue" className={styles.productTag}>
                    {p.product}
                  </Tag>
                  <span className={styles.reason}>{LEAD_TEXT.because(p.triggers.join('、'))}</span>
                </li>
              ))}
            </ul>
          ),
        },
        {
          title: LEAD_TEXT.risk,
          key: 'risk',
          width: 120,
          render: (_, r) =>
            r.riskflags.length ? (
              <div className={styles.tags} data-testid="lead-risk">
                {r.riskflags.map((f) => (
                  <ToneTag key={f} tone="orange">
                    {f}
                  </ToneTag>
                ))}
              </div>
            ) : (
              <span className={styles.muted}>{LEAD_TEXT.noRisk}</span>
            ),
        },
        {
          title: LEAD_TEXT.actions,
          key: 'actions',
          width: 120,
          fixed: 'right',
          render: (_, r) => (
            <AddCustomerButton
              enterpriseIds={[r.ID_]}
              source={kind}
              size="small"
              onAdded={props.onAdded}
            />
          ),
        },
      ]}
    />
  );
}
