'use client';

import { App, Button, Segmented, Table, Tag } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import type { ReminderRecord } from '@/lib/contract/customers';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryError } from '@/components/layout/query-error';
import { changeCustomerBook, useReminders } from '@/lib/client/use-customers';
import { profileHref } from '@/lib/site/enterprise-routes';
import { formatCount } from '@/lib/format';
import { CUSTOMER_TEXT as T } from './messages';
import styles from './customers.module.css';

/**
 * 跟进提醒: open follow-up reminders, due (today or overdue) or upcoming, each with 完成. Shown
 * in the centre and, `compact`, on /user/glzx_trends above the dynamics.
 */
export function ReminderList({ compact = false }: { compact?: boolean }) {
  const [scope, setScope] = useState<'due' | 'upcoming'>('due');
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const reminders = useReminders({ scope, ...page });
  const { message } = App.useApp();

  async function done(id: string) {
    try {
      const { message: text } = await changeCustomerBook('glzxReminderDone', { ids: [id] });
      void message.success(text);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  const Heading = compact ? 'h2' : 'h1';
  return (
    <section className={styles.card} aria-labelledby="reminders-title" data-testid="reminders">
      <div className={styles.head}>
        <Heading id="reminders-title">
          {T.remindersTitle}
          {reminders.data && scope === 'due' ? `（${formatCount(reminders.data.total)}）` : ''}
        </Heading>
        <Segmented
          value={scope}
          onChange={(value) => {
            setScope(value as 'due' | 'upcoming');
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
          options={[
            { label: T.due, value: 'due' },
            { label: T.upcoming, value: 'upcoming' },
          ]}
        />
      </div>
      {reminders.error && !reminders.data ? (
        <QueryError error={reminders.error} onRetry={() => void reminders.mutate()} />
      ) : (
        <Table<ReminderRecord>
          rowKey="ID_"
          size={compact ? 'small' : 'middle'}
          loading={reminders.isLoading}
          dataSource={reminders.data?.rows ?? []}
          locale={{
            emptyText: <EmptyState text={scope === 'due' ? T.noReminders : T.noUpcoming} />,
          }}
          pagination={{
            current: page.pageIndex,
            pageSize: page.pageSize,
            total: reminders.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50],
            hideOnSinglePage: compact,
            onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }),
          }}
          columns={[
            {
              title: T.remindOn,
              dataIndex: 'remindon',
              width: 130,
              render: (v: string, row) => (
                <span className={row.overdue ? styles.overdue : undefined}>
                  {v}
                  {row.overdue ? `（${T.overdue}）` : ''}
                </span>
              ),
            },
            {
              title: '企业名称',
              dataIndex: 'qymc',
              render: (name: string, row) => (
                <Link href={profileHref(row.qyid)} className={styles.name}>
                  {name}
                </Link>
              ),
            },
            {
              title: T.nextStep,
              dataIndex: 'nextstep',
              render: (v: string, row) => v || row.content,
            },
            {
              title: '上次跟进',
              dataIndex: 'on',
              width: 170,
              render: (v: string, row) => (
                <span>
                  {v} <Tag>{row.method}</Tag>
                </span>
              ),
            },
            {
              title: '操作',
              key: 'done',
              width: 90,
              render: (_, row) => (
                <Button
                  size="small"
                  type="link"
                  onClick={() => void done(row.ID_)}
                  aria-label={`${T.done}：${row.qymc} ${row.remindon ?? ''}`}
                  data-testid="reminder-done"
                >
                  {T.done}
                </Button>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
