'use client';

import { Table, Tag } from 'antd';
import Link from 'next/link';
import type { ProducerRecord } from '@/lib/contract/products';
import { SEARCH_PAGE_SIZES } from '@/lib/contract/search';
import { formatCount, formatDate } from '@/lib/format';
import { profileHref } from '@/lib/site/enterprise-routes';
import { ConfidenceTag } from '@/components/chains/confidence-tag';
import { capitalText } from '@/components/search/result-table';
import { ProducerEvidence } from './producer-evidence';
import styles from './products.module.css';

type Props = {
  rows: ProducerRecord[];
  total: number;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
};

/** A product's producers, strongest evidence first: each links to its company profile. */
export function ProducerTable({ rows, total, loading, pageIndex, pageSize, onPage }: Props) {
  const offset = (pageIndex - 1) * pageSize;
  return (
    <Table<ProducerRecord>
      rowKey="ID_"
      size="middle"
      loading={loading}
      dataSource={rows}
      data-testid="producer-table"
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
          title: '排名',
          key: 'rank',
          width: 64,
          align: 'right',
          render: (_, __, i) => offset + i + 1,
        },
        {
          title: '企业名称',
          key: 'qymc',
          render: (_, r) => (
            <div>
              <Link
                href={profileHref(r.ID_)}
                className={styles.nameLink}
                data-testid="producer-name"
              >
                {r.qymc}
              </Link>{' '}
              {r.tags.map((t) => (
                <Tag key={t} color="blue" style={{ color: '#0958d9' }}>
                  {t}
                </Tag>
              ))}
            </div>
          ),
        },
        { title: '地区', dataIndex: 'region', width: 200 },
        { title: '注册资本', key: 'zczb', width: 150, render: (_, r) => capitalText(r) },
        {
          title: '成立日期',
          dataIndex: 'clrq',
          width: 110,
          render: (v: string) => formatDate(v),
        },
        {
          title: '可信度',
          key: 'confidence',
          width: 90,
          render: (_, r) => <ConfidenceTag value={r.confidence} />,
        },
        {
          title: '依据',
          key: 'evidence',
          width: 100,
          render: (_, r) => (
            <ProducerEvidence
              name={r.qymc}
              evidence={r.evidence}
              confidence={r.confidence}
              score={r.score}
            />
          ),
        },
      ]}
    />
  );
}
