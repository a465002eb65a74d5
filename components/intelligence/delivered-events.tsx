'use client';

import { App, Badge, Button, Segmented, Table, Tag } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { EVENT_IMPORTANCE_LABELS } from '@/lib/contract/intelligence';
import type { DeliveryRecord } from '@/lib/contract/intelligence-feed';
import { customQuery } from '@/lib/client/request';
import { formatCount } from '@/lib/format';
import styles from '@/components/user/user-pages.module.css';

// 企业动态's 产业情报 section (/user/glzx_trends): the events the user's subscriptions
// delivered (docs/intelligence.md), unread first in the bell, each marked read one by one or all.

type Filters = { isRead: 'all' | '0' | '1'; pageIndex: number; pageSize: number };

async function fetchDeliveries(f: Filters) {
  const answer = await customQuery<DeliveryRecord[]>('cyqbDeliveries', {
    pageIndex: f.pageIndex,
    pageSize: f.pageSize,
    ...(f.isRead === 'all' ? {} : { isRead: Number(f.isRead) }),
  });
  return { rows: answer.data, total: Number(answer.extraData?.totalCount ?? 0) };
}

export function DeliveredEvents() {
  const [filters, setFilters] = useState<Filters>({ isRead: 'all', pageIndex: 1, pageSize: 10 });
  const { data, isLoading, mutate } = useSWR(['cyqbDeliveries', filters], ([, f]) =>
    fetchDeliveries(f),
  );
  const { message } = App.useApp();

  async function markRead(ids: number[] | 'all') {
    try {
      await customQuery('cyqbMarkRead', { ids });
      await mutate();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <section className={styles.card} data-testid="delivered-events">
      <div className={styles.cardHead}>
        <h2>产业情报</h2>
        <Link href="/cyjj/qbzl">管理订阅</Link>
      </div>
      <div className={styles.filters}>
        <Segmented
          value={filters.isRead}
          onChange={(value) =>
            setFilters((f) => ({ ...f, pageIndex: 1, isRead: value as Filters['isRead'] }))
          }
          options={[
            { label: '全部', value: 'all' },
            { label: '未读', value: '0' },
            { label: '已读', value: '1' },
          ]}
        />
        <Button onClick={() => void markRead('all')}>全部标为已读</Button>
      </div>
      <Table<DeliveryRecord>
        rowKey="ID_"
        loading={isLoading}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: '暂无订阅推送的产业情报，可在产业情报页面订阅产业链或行业' }}
        pagination={{
          current: filters.pageIndex,
          pageSize: filters.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          showTotal: (total) => `共 ${formatCount(total)} 条`,
          onChange: (pageIndex, pageSize) => setFilters((f) => ({ ...f, pageIndex, pageSize })),
        }}
        columns={[
          { title: '日期', dataIndex: 'eventdate', width: 110 },
          {
            title: '类型',
            dataIndex: 'kindlabel',
            width: 130,
            render: (v: string, row) => (
              <>
                <Tag>{v}</Tag>
                {row.importance > 1 ? (
                  <Tag color={row.importance === 3 ? 'red' : 'orange'}>
                    {EVENT_IMPORTANCE_LABELS[row.importance as 1 | 2 | 3]}
                  </Tag>
                ) : null}
              </>
            ),
          },
          {
            title: '事件',
            dataIndex: 'title',
            render: (title: string, row) => (
              <Badge dot={row.isread === 0} offset={[6, 0]}>
                <Link
                  href={row.href}
                  className={row.isread === 0 ? styles.unreadName : undefined}
                  onClick={() => void markRead([Number(row.ID_)])}
                >
                  {row.qymc}：{title}
                </Link>
              </Badge>
            ),
          },
          { title: '地区', dataIndex: 'regionname', width: 200, ellipsis: true },
          {
            title: '状态',
            dataIndex: 'isread',
            width: 90,
            render: (v: number, row) =>
              v ? (
                <span style={{ color: 'rgba(0,0,0,0.45)' }}>已读</span>
              ) : (
                <Button size="small" type="link" onClick={() => void markRead([Number(row.ID_)])}>
                  标为已读
                </Button>
              ),
          },
        ]}
      />
    </section>
  );
}
