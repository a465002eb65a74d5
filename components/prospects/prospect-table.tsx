'use client';

import { Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import Link from 'next/link';
import type { ProspectMemberRecord, ProspectRecord } from '@/lib/contract/prospects';
import { SEARCH_PAGE_SIZES } from '@/lib/contract/search';
import { formatCount, formatDate } from '@/lib/format';
import { capitalText } from '@/components/search/result-table';
import { PROSPECT_TEXT } from './messages';
import styles from './prospects.module.css';

type Props<T extends ProspectRecord> = {
  rows: T[];
  total: number;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
  empty: ReactNode;
  /** Members: the 新增 tag and when each was first matched; selection for 移入客户分组. */
  members?: boolean;
  selected?: string[];
  onSelect?: (ids: string[]) => void;
  testId: string;
};

const ALIVE = new Set(['存续', '在业']);

/** Matches of a screen or members of a list: name to the profile, region, industry, money, date. */
export function ProspectTable<T extends ProspectRecord>({
  rows,
  total,
  loading,
  pageIndex,
  pageSize,
  onPage,
  empty,
  members = false,
  selected,
  onSelect,
  testId,
}: Props<T>) {
  return (
    <Table<T>
      rowKey="ID_"
      data-testid={testId}
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: empty }}
      rowSelection={
        onSelect
          ? { selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String)) }
          : undefined
      }
      pagination={{
        current: pageIndex,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: SEARCH_PAGE_SIZES.map(String),
        showTotal: (n) => PROSPECT_TEXT.total(formatCount(n)),
        onChange: onPage,
      }}
      columns={[
        {
          title: PROSPECT_TEXT.columns.name,
          dataIndex: 'qymc',
          width: 380,
          render: (_, r) => (
            <div>
              <Link
                href={`/cyl/qyxq?id=${r.ID_}`}
                className={styles.nameLink}
                data-testid="prospect-name"
              >
                {r.qymc}
              </Link>{' '}
              <Tag color={ALIVE.has(r.status) ? 'green' : 'default'}>{r.status}</Tag>
              {members && (r as unknown as ProspectMemberRecord).isnew && (
                <Tag className={styles.newBadge} data-testid="member-new">
                  {PROSPECT_TEXT.isNew}
                </Tag>
              )}
              {r.tags.map((t) => (
                <Tag key={t} color="blue">
                  {t}
                </Tag>
              ))}
            </div>
          ),
        },
        { title: PROSPECT_TEXT.columns.region, dataIndex: 'region', width: 200 },
        { title: PROSPECT_TEXT.columns.industry, dataIndex: 'dlhy', width: 180 },
        {
          title: PROSPECT_TEXT.columns.contacts,
          key: 'contacts',
          width: 180,
          render: (_, r) => (
            <div data-testid="prospect-contacts">
              <div>
                {PROSPECT_TEXT.columns.legal}：{r.fddbr || '-'}
              </div>
              <div>
                {PROSPECT_TEXT.columns.phone}：{r.lxfs || '-'}
              </div>
              {r.email ? (
                <div>
                  {PROSPECT_TEXT.columns.email}：{r.email}
                </div>
              ) : null}
            </div>
          ),
        },
        {
          title: PROSPECT_TEXT.columns.capital,
          dataIndex: 'zczb',
          width: 140,
          render: (_, r) => capitalText(r),
        },
        {
          title: PROSPECT_TEXT.columns.founded,
          dataIndex: 'clrq',
          width: 110,
          render: (v: string) => formatDate(v),
        },
        ...(members
          ? [
              {
                title: PROSPECT_TEXT.columns.reasons,
                dataIndex: 'reasons',
                width: 240,
                render: (v: string[]) => (
                  <span className={styles.conditionSummary} data-testid="member-reasons">
                    {v.join(' · ')}
                  </span>
                ),
              },
              {
                title: PROSPECT_TEXT.columns.firstSeen,
                dataIndex: 'firstseen',
                width: 120,
                render: (v: string) => formatDate(v),
              },
            ]
          : []),
      ]}
    />
  );
}
