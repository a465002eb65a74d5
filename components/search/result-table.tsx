'use client';

import { formatCount } from '@/lib/format';
import { Table, Tag } from 'antd';
import Link from 'next/link';
import type { SearchRecord } from '@/lib/contract/search';
import { formatAmount, formatDate } from '@/lib/format';
import { SEARCH_PAGE_SIZES } from '@/lib/contract/search';
import { CompareButton } from '@/components/compare/compare-button';
import { AddCustomerButton } from '@/components/customers/add-customer-button';
import { HighlightedText } from './highlighted-text';
import styles from './search.module.css';

type Props = {
  rows: SearchRecord[];
  total: number;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
};

/** zczb is in 万元: shown with 万/亿 (SPEC.md §5.7) and the currency when not RMB. */
export function capitalText(r: Pick<SearchRecord, 'zczb' | 'capitalcurrency'>): string {
  if (r.zczb === null) return '-';
  const amount = `${formatAmount(r.zczb * 10_000)}元`;
  return r.capitalcurrency && r.capitalcurrency !== '人民币'
    ? `${amount}(${r.capitalcurrency})`
    : amount;
}

const ALIVE = new Set(['存续', '在业']);

/** The result list: name (linked to the profile, highlighted), code, people, money, contacts. */
export function ResultTable({ rows, total, loading, pageIndex, pageSize, onPage }: Props) {
  return (
    <Table<SearchRecord>
      rowKey="ID_"
      data-testid="search-results"
      loading={loading}
      dataSource={rows}
      // The columns keep their widths (dates and headers on one line); a narrow window
      // scrolls the table, not the page.
      scroll={{ x: 'max-content' }}
      pagination={{
        current: pageIndex,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: SEARCH_PAGE_SIZES.map(String),
        showTotal: (n) => `共 ${formatCount(n)} 家`,
        onChange: onPage,
      }}
      columns={[
        {
          title: '企业名称',
          dataIndex: 'qymc',
          width: 360,
          render: (_, r) => (
            <div>
              <Link
                href={`/cyl/qyxq?id=${r.ID_}`}
                className={styles.nameLink}
                data-testid="result-name"
              >
                <HighlightedText text={r.qymc} ranges={r.hl} />
              </Link>{' '}
              <Tag color={ALIVE.has(r.status) ? 'green' : 'default'}>{r.status}</Tag>
              {r.tags.map((t) => (
                <Tag key={t} color="blue">
                  {t}
                </Tag>
              ))}
              {r.matchfield && r.matchtext ? (
                <div className={styles.match}>
                  {r.matchfield}：<HighlightedText text={r.matchtext} ranges={r.matchhl} />
                </div>
              ) : null}
            </div>
          ),
        },
        { title: '统一社会信用代码', dataIndex: 'tyshxydm', width: 190 },
        { title: '法定代表人', dataIndex: 'fddbr', width: 112 },
        { title: '注册资本', dataIndex: 'zczb', width: 140, render: (_, r) => capitalText(r) },
        {
          title: '成立日期',
          dataIndex: 'clrq',
          width: 120,
          render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(v)}</span>,
        },
        { title: '所属行业', dataIndex: 'dlhy', width: 160 },
        { title: '所属地区', dataIndex: 'region', width: 180 },
        {
          title: '联系方式',
          dataIndex: 'lxfs',
          width: 130,
          render: (v: string | null) => v || '-',
        },
        // 加入对比: only for a tier that holds 企业对比 (the button renders nothing otherwise).
        {
          title: '对比',
          key: 'compare',
          width: 110,
          render: (_, r) => <CompareButton enterpriseId={r.ID_} />,
        },
        // 加入客户: only for a tier that holds 客户管理 (the button renders nothing otherwise).
        {
          title: '客户',
          key: 'customer',
          width: 110,
          render: (_, r) => (
            <AddCustomerButton enterpriseIds={[r.ID_]} source="search" size="small" />
          ),
        },
      ]}
    />
  );
}
