'use client';

import { Table } from 'antd';
import Link from 'next/link';
import type { ProductRecord } from '@/lib/contract/products';
import { SEARCH_PAGE_SIZES } from '@/lib/contract/search';
import { formatCount } from '@/lib/format';
import { categoryHref, productHref } from '@/lib/site/product-routes';
import { HighlightedText } from '@/components/search/highlighted-text';
import styles from './products.module.css';

type Props = {
  rows: ProductRecord[];
  total: number;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  onPage: (pageIndex: number, pageSize: number) => void;
};

/** The products a search found: name (to its detail), category, definition, producers. */
export function ProductResults({ rows, total, loading, pageIndex, pageSize, onPage }: Props) {
  return (
    <Table<ProductRecord>
      rowKey="code"
      loading={loading}
      dataSource={rows}
      data-testid="product-results"
      pagination={{
        current: pageIndex,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: SEARCH_PAGE_SIZES.map(String),
        showTotal: (n) => `共 ${formatCount(n)} 个产品`,
        onChange: onPage,
      }}
      columns={[
        {
          title: '产品',
          key: 'name',
          render: (_, p) => (
            <div>
              <Link
                href={productHref(p.code)}
                className={styles.nameLink}
                data-testid="product-result-name"
              >
                <HighlightedText text={p.name} ranges={p.hl} />
              </Link>
              <p className={styles.definition}>{p.definition}</p>
            </div>
          ),
        },
        {
          title: '分类',
          key: 'category',
          width: 180,
          render: (_, p) => <Link href={categoryHref(p.category.code)}>{p.category.name}</Link>,
        },
        {
          title: '生产企业',
          dataIndex: 'producercount',
          width: 120,
          align: 'right',
          render: (n: number) => `${formatCount(n)} 家`,
        },
      ]}
    />
  );
}
