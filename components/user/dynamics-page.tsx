'use client';

import { App, Badge, Button, DatePicker, Input, Segmented, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import type { DynamicRecord } from '@/lib/contract/portal';
import { DATE_FORMAT, HEADER_DYNAMICS_MONTHS } from '@/lib/constants';
import { customQuery } from '@/lib/client/request';
import styles from './user-pages.module.css';
import { formatCount } from '@/lib/format';
import { ReminderList } from '@/components/customers/reminder-list';
import { useCustomerBookAllowed } from '@/lib/client/use-customers';
import { DeliveredEvents } from '@/components/intelligence/delivered-events';
import { DemoDataTag } from '@/components/layout/demo-data-tag';

type Filters = {
  range: [Dayjs, Dayjs] | null;
  isRead: 'all' | '0' | '1';
  keyword: string;
  pageIndex: number;
  pageSize: number;
};

async function fetchDynamics(filters: Filters) {
  const answer = await customQuery<DynamicRecord[]>('dzxxUserDtjcGroup', {
    pageIndex: filters.pageIndex,
    pageSize: filters.pageSize,
    ...(filters.range
      ? { sjfwS: filters.range[0].format(DATE_FORMAT), sjfwE: filters.range[1].format(DATE_FORMAT) }
      : {}),
    ...(filters.isRead === 'all' ? {} : { isRead: Number(filters.isRead) }),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  });
  return { rows: answer.data, total: Number(answer.extraData?.totalCount ?? 0) };
}

/**
 * /user/glzx_trends: every change of the enterprises the user follows or has as customers,
 * read and unread, under the customer book's due follow-up reminders (with 客户管理) and the
 * 产业情报 events the user's subscriptions delivered.
 */
export function DynamicsPage() {
  const remindersShown = useCustomerBookAllowed() === true;
  const [filters, setFilters] = useState<Filters>({
    range: [dayjs().subtract(HEADER_DYNAMICS_MONTHS, 'month'), dayjs()],
    isRead: 'all',
    keyword: '',
    pageIndex: 1,
    pageSize: 10,
  });
  const { data, isLoading, mutate } = useSWR(['dynamics', filters], ([, f]) => fetchDynamics(f));
  const { message } = App.useApp();
  const update = (changes: Partial<Filters>) =>
    setFilters((f) => ({ ...f, pageIndex: 1, ...changes }));

  async function markRead(ids: string[] | 'all') {
    try {
      await customQuery('dzxxMarkDtjcRead', { ids });
      await mutate();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>
        企业动态 <DemoDataTag />
      </h1>
      {remindersShown ? <ReminderList compact /> : null}
      <DeliveredEvents />
      <section className={styles.card}>
        <div className={styles.filters}>
          <DatePicker.RangePicker
            value={filters.range}
            onChange={(value) =>
              update({ range: value?.[0] && value[1] ? [value[0], value[1]] : null })
            }
            allowEmpty={[false, false]}
          />
          <Segmented
            value={filters.isRead}
            onChange={(value) => update({ isRead: value as Filters['isRead'] })}
            options={[
              { label: '全部', value: 'all' },
              { label: '未读', value: '0' },
              { label: '已读', value: '1' },
            ]}
          />
          <Input.Search
            placeholder="企业名称"
            allowClear
            maxLength={50}
            style={{ width: 240 }}
            onSearch={(keyword) => update({ keyword: keyword.trim() })}
          />
          <Button onClick={() => void markRead('all')}>全部标为已读</Button>
        </div>
        <Table<DynamicRecord>
          rowKey="ID_"
          loading={isLoading}
          dataSource={data?.rows ?? []}
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
            {
              title: '企业名称',
              dataIndex: 'qymc',
              render: (name: string, row) => (
                <Badge dot={row.isread === 0} offset={[6, 0]}>
                  <Link
                    href={`/cyl/qyxq?id=${encodeURIComponent(row.qyid)}`}
                    className={row.isread === 0 ? styles.unreadName : undefined}
                    onClick={() => void markRead([row.ID_])}
                  >
                    {name}
                  </Link>
                </Badge>
              ),
            },
            { title: '动态类型', dataIndex: 'class_name', render: (v: string) => <Tag>{v}</Tag> },
            { title: '变更事项', dataIndex: 'item' },
            {
              title: '变更前',
              dataIndex: 'before',
              ellipsis: true,
              render: (v: string) => v || '-',
            },
            {
              title: '变更后',
              dataIndex: 'after',
              ellipsis: true,
              render: (v: string) => v || '-',
            },
            {
              title: '更新时间',
              dataIndex: 'gxsj',
              width: 120,
              render: (v: string) => dayjs(v).format(DATE_FORMAT),
            },
            {
              title: '状态',
              dataIndex: 'isread',
              width: 90,
              render: (v: number, row) =>
                v ? (
                  <span style={{ color: 'rgba(0,0,0,0.45)' }}>已读</span>
                ) : (
                  <Button size="small" type="link" onClick={() => void markRead([row.ID_])}>
                    标为已读
                  </Button>
                ),
            },
          ]}
        />
      </section>
    </main>
  );
}
