'use client';

import { Skeleton, Table } from 'antd';
import Link from 'next/link';
import type { ProductPatentRecord } from '@/lib/contract/products';
import { formatCount, formatDate } from '@/lib/format';
import { profileHref } from '@/lib/site/enterprise-routes';
import { QueryError } from '@/components/layout/query-error';
import { HighlightedText } from '@/components/search/highlighted-text';
import { useProductPatents } from '@/lib/client/use-products';

const PAGE_SIZE = 10;

/** 相关专利: patents whose title names the product (its name or an alias), newest first. */
export function ProductPatents({
  product,
  page,
  onPage,
}: {
  product: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const patents = useProductPatents(product, page, PAGE_SIZE);
  if (patents.error) {
    return <QueryError error={patents.error} onRetry={() => void patents.mutate()} />;
  }
  if (!patents.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  const { totalCount, capped } = patents.data.extraData;
  return (
    <Table<ProductPatentRecord>
      rowKey="ID_"
      size="small"
      loading={patents.isValidating}
      dataSource={patents.data.data}
      data-testid="product-patents"
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: totalCount,
        showSizeChanger: false,
        showTotal: (n) => `共 ${formatCount(n)}${capped ? '+' : ''} 件`,
        onChange: (p) => onPage(p),
      }}
      columns={[
        {
          title: '专利名称',
          key: 'title',
          render: (_, r) => <HighlightedText text={r.title} ranges={r.hl} />,
        },
        { title: '类型', dataIndex: 'typename', width: 110 },
        { title: '申请号', dataIndex: 'applicationno', width: 190 },
        {
          title: '申请日',
          dataIndex: 'applieddate',
          width: 110,
          render: (v: string) => formatDate(v),
        },
        { title: '法律状态', dataIndex: 'legalstatus', width: 90 },
        {
          title: '申请人',
          key: 'qymc',
          width: 260,
          render: (_, r) => <Link href={profileHref(r.qyid)}>{r.qymc}</Link>,
        },
      ]}
    />
  );
}
