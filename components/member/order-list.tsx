'use client';

import { Button, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import Link from 'next/link';
import { useState } from 'react';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '@/lib/constants';
import { ORDER_KIND_LABELS, type OrderRecord } from '@/lib/contract/commerce';
import { useOrders } from '@/lib/client/use-commerce';
import { EmptyState } from '@/components/layout/empty-state';
import { PAY_PATH } from './paths';

const STATE_COLOURS: Record<OrderRecord['state'], string> = {
  pending: 'processing',
  paid: 'success',
  cancelled: 'default',
  expired: 'warning',
};

const PAGE_SIZE = 10;

/** 我的订单 in the personal centre: every order with its state; a waiting one can be paid. */
export function OrderList() {
  const [pageIndex, setPageIndex] = useState(1);
  const { records, total, isLoading } = useOrders({ pageIndex, pageSize: PAGE_SIZE });
  return (
    <Table<OrderRecord>
      rowKey="id"
      size="middle"
      loading={isLoading}
      dataSource={records ?? []}
      locale={{ emptyText: <EmptyState text="暂无订单" /> }}
      data-testid="order-list"
      pagination={{
        current: pageIndex,
        pageSize: PAGE_SIZE,
        total,
        onChange: setPageIndex,
        hideOnSinglePage: true,
      }}
      columns={[
        { title: '订单号', dataIndex: 'id' },
        { title: '购买内容', dataIndex: 'planname' },
        {
          title: '类型',
          dataIndex: 'kind',
          render: (k: OrderRecord['kind']) => ORDER_KIND_LABELS[k],
        },
        { title: '金额', dataIndex: 'amount', align: 'right', render: (a: string) => `¥${a}` },
        {
          title: '状态',
          dataIndex: 'state',
          render: (_: unknown, o) => <Tag color={STATE_COLOURS[o.state]}>{o.statename}</Tag>,
        },
        {
          title: '下单时间',
          dataIndex: 'createdat',
          render: (t: string) => dayjs(t).format(DATE_TIME_FORMAT),
        },
        {
          title: '会员有效期至',
          dataIndex: 'granteduntil',
          render: (t: string | null) => (t ? dayjs(t).format(DATE_FORMAT) : '-'),
        },
        {
          title: '操作',
          key: 'action',
          render: (_: unknown, o) =>
            o.state === 'pending' ? (
              <Link href={`${PAY_PATH}?order=${encodeURIComponent(o.id)}`}>
                <Button size="small" type="link">
                  去支付
                </Button>
              </Link>
            ) : null,
        },
      ]}
    />
  );
}
