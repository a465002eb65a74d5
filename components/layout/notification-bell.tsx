'use client';

import { BellOutlined } from '@ant-design/icons';
import { Badge, Dropdown } from 'antd';
import dayjs from 'dayjs';
import Link from 'next/link';
import useSWR from 'swr';
import type { DynamicRecord } from '@/lib/contract/portal';
import type { DeliveryRecord } from '@/lib/contract/intelligence-feed';
import { CONVERSATIONS_PATH } from '@/lib/contract/matchmaking';
import {
  DATE_FORMAT,
  HEADER_DYNAMICS_MONTHS,
  HEADER_UNREAD_PAGE_SIZE,
  NOTIFICATION_DROPDOWN_WIDTH,
} from '@/lib/constants';
import { customQuery } from '@/lib/client/request';
import styles from './notification-bell.module.css';
import { formatCount } from '@/lib/format';

export const DYNAMICS_PATH = '/user/glzx_trends';
/** 客户管理's reminders view (glzx: 管理中心). */
export const REMINDERS_PATH = '/glzx?view=reminders';

async function fetchUnread() {
  const answer = await customQuery<DynamicRecord[]>('dzxxUserDtjcGroup', {
    pageIndex: 1,
    pageSize: HEADER_UNREAD_PAGE_SIZE,
    sjfwS: dayjs().subtract(HEADER_DYNAMICS_MONTHS, 'month').format(DATE_FORMAT),
    isRead: 0,
  });
  return {
    rows: answer.data,
    total: Number(answer.extraData?.totalCount ?? 0),
    reminders: Number(answer.extraData?.reminderCount ?? 0),
    // 产业情报: unread events delivered by the user's subscriptions (docs/intelligence.md).
    events: Number(answer.extraData?.eventCount ?? 0),
    eventRows: (answer.extraData?.events ?? []) as DeliveryRecord[],
    // 商业对接: unread messages of the user's conversations (docs/matchmaking.md).
    messages: Number(answer.extraData?.messageCount ?? 0),
  };
}

/**
 * The bell: unread dynamics of followed and customer enterprises in the last month (SPEC.md
 * §2.4), the customer book's due follow-up reminders (跟进提醒), the unread 产业情报 events
 * of the user's subscriptions and the unread 商业对接 messages (对接消息).
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { data } = useSWR(['dynamics-unread', userId], fetchUnread, { refreshInterval: 60_000 });
  const total = data?.total ?? 0;
  const reminders = data?.reminders ?? 0;
  const events = data?.events ?? 0;
  const messages = data?.messages ?? 0;
  const count = total + reminders + events + messages;
  const bell = (
    <Link
      href={DYNAMICS_PATH}
      className={styles.bell}
      aria-label={`企业动态，未读 ${formatCount(total)} 条${reminders > 0 ? `，跟进提醒 ${formatCount(reminders)} 条` : ''}${events > 0 ? `，产业情报 ${formatCount(events)} 条` : ''}${messages > 0 ? `，对接消息 ${formatCount(messages)} 条` : ''}`}
    >
      <Badge count={count} size="small" overflowCount={99} data-testid="bell-count">
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </Link>
  );
  if (count <= 0 || !data) return bell;

  const panel = (
    <div className={styles.panel} style={{ width: NOTIFICATION_DROPDOWN_WIDTH }}>
      {reminders > 0 ? (
        <Link href={REMINDERS_PATH} className={styles.item} data-testid="bell-reminders">
          <span className={styles.name}>跟进提醒</span>
          <span className={styles.unread}>{formatCount(reminders)} 条待处理</span>
        </Link>
      ) : null}
      {messages > 0 ? (
        <Link href={CONVERSATIONS_PATH} className={styles.item} data-testid="bell-messages">
          <span className={styles.name}>对接消息</span>
          <span className={styles.unread}>{formatCount(messages)} 条未读</span>
        </Link>
      ) : null}
      {events > 0 ? (
        <>
          <div className={styles.panelHead}>
            <span>产业情报</span>
            <span className={styles.unread}>{formatCount(events)} 条未读</span>
          </div>
          <ul className={styles.list} data-testid="bell-events">
            {data.eventRows.map((row) => (
              <li key={row.ID_}>
                <Link href={row.href} className={styles.item}>
                  <span className={styles.name}>产业情报：{row.title}</span>
                  <span className={styles.meta}>
                    <span className={styles.tag}>{row.qymc}</span>
                    <span>{row.eventdate}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.panelHead}>
        <span>企业动态</span>
        <span className={styles.unread}>{formatCount(total)} 条未读</span>
      </div>
      <ul className={styles.list} data-testid="bell-list">
        {data.rows.map((row) => (
          <li key={row.ID_}>
            <Link href={`/cyl/qyxq?id=${encodeURIComponent(row.qyid)}`} className={styles.item}>
              <span className={styles.name}>{row.qymc}</span>
              <span className={styles.meta}>
                <span className={styles.tag}>{row.class_name}</span>
                <span>{dayjs(row.gxsj).format(DATE_FORMAT)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={DYNAMICS_PATH} className={styles.more}>
        查看更多
      </Link>
    </div>
  );
  return (
    <Dropdown trigger={['hover']} popupRender={() => panel} placement="bottomRight">
      {bell}
    </Dropdown>
  );
}
