'use client';

import { App, Button, Drawer, List, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import useSWR from 'swr';
import { QbfxFilters } from '@/components/intelligence-analysis/qbfx-filters';
import { customQuery } from '@/lib/client/request';
import { EVENT_IMPORTANCE_LABELS, INDUSTRY_EVENT_KIND_OPTIONS } from '@/lib/contract/intelligence';
import {
  FEED_MESSAGES,
  FEED_PAGE_SIZES,
  type FeedAnswer,
  type FeedEventRecord,
  type SubscriptionRecord,
} from '@/lib/contract/intelligence-feed';
import { formatCount, formatDate } from '@/lib/format';
import {
  filterState,
  patchState,
  stateQuery,
  type FilterState,
} from '@/lib/intelligence-analysis/url-state';
import styles from './intelligence.module.css';

// qbzl: 情报总览, the intelligence feed /cyjj/qbzl (docs/intelligence.md "The feed"): the
// filter lives in the URL under the shared parameter names (the same filter bar as 情报分析),
// one page of events newest first, 订阅 of the current chain × region or industry × region,
// and 我的订阅 in a drawer.

const KIND_LABELS = new Map<string, string>(
  INDUSTRY_EVENT_KIND_OPTIONS.map((o) => [o.value, o.label]),
);
const IMPORTANCE_COLORS = { 1: 'default', 2: 'orange', 3: 'red' } as const;

type Page = { pageIndex: number; pageSize: number };

async function fetchFeed(state: FilterState, page: Page) {
  const answer = await customQuery<FeedAnswer['data']>('cyqbFeed', { ...state, ...page });
  return { rows: answer.data, extra: answer.extraData as FeedAnswer['extraData'] };
}

async function fetchSubscriptions() {
  return (await customQuery<SubscriptionRecord[]>('cyqbSubscriptions', {})).data;
}

function subscriptionLabel(s: SubscriptionRecord): string {
  const subject = s.chain
    ? `${s.chainname}${s.nodename ? ` · ${s.nodename}` : ''}`
    : `行业 ${s.industry} ${s.industryname}`;
  const kinds = s.kinds.length
    ? s.kinds.map((k) => KIND_LABELS.get(k) ?? k).join('、')
    : '全部类型';
  const importance =
    s.importance > 1 ? `，${EVENT_IMPORTANCE_LABELS[s.importance as 2 | 3]}及以上` : '';
  return `${subject} × ${s.regionname}（${kinds}${importance}）`;
}

export function QbzlScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const state = filterState(new URLSearchParams(search.toString()));
  const [page, setPage] = useState<Page>({ pageIndex: 1, pageSize: 20 });
  const [drawer, setDrawer] = useState(false);
  const { message } = App.useApp();
  const feed = useSWR(['cyqbFeed', stateQuery(state), page], () => fetchFeed(state, page), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  const subs = useSWR(drawer ? ['cyqbSubscriptions'] : null, fetchSubscriptions);

  const onChange = (patch: FilterState) => {
    const query = stateQuery(patchState(state, patch));
    setPage((p) => ({ ...p, pageIndex: 1 }));
    router.replace(query ? `${pathname}?${query}` : pathname);
  };

  const canSubscribe = Boolean(state.chain || state.industry);
  async function subscribe() {
    try {
      const answer = await customQuery<SubscriptionRecord[]>('cyqbSubscribe', {
        chain: state.chain,
        node: state.node,
        industry: state.industry,
        region: state.region,
        kinds: state.kinds,
        importance: state.importance,
      });
      void message.success(answer.message || FEED_MESSAGES.subscribed);
      await subs.mutate();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  async function unsubscribe(id: string) {
    try {
      await customQuery('cyqbUnsubscribe', { id });
      void message.success(FEED_MESSAGES.unsubscribed);
      await subs.mutate();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  const extra = feed.data?.extra;
  const query = stateQuery(state);
  return (
    <main className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>产业情报</h1>
        {extra?.demo ? <Tag color="gold">{FEED_MESSAGES.demoData}</Tag> : null}
        {extra?.asof ? (
          <span className={styles.asof}>数据更新于 {formatDate(extra.asof, true)}</span>
        ) : null}
        <Space className={styles.actions}>
          <Tooltip
            title={canSubscribe ? '新的匹配事件将推送到消息提醒' : FEED_MESSAGES.subjectNeeded}
          >
            <Button
              type="primary"
              disabled={!canSubscribe}
              onClick={() => void subscribe()}
              data-testid="qbzl-subscribe"
            >
              订阅
            </Button>
          </Tooltip>
          <Button onClick={() => setDrawer(true)} data-testid="qbzl-my-subscriptions">
            我的订阅
          </Button>
          <Link href={`/cyjj/qbfx${query ? `?${query}` : ''}`}>情报分析</Link>
        </Space>
      </div>
      <section className={styles.card}>
        <QbfxFilters state={state} answered={undefined} onChange={onChange} />
        {extra?.notice ? <p className={styles.notice}>{extra.notice}</p> : null}
      </section>
      <section className={styles.card}>
        <Table<FeedEventRecord>
          rowKey="ID_"
          loading={feed.isLoading}
          dataSource={feed.data?.rows ?? []}
          locale={{
            emptyText: feed.error
              ? feed.error instanceof Error
                ? feed.error.message
                : '加载失败'
              : '暂无符合条件的事件',
          }}
          pagination={{
            current: page.pageIndex,
            pageSize: page.pageSize,
            total: extra?.totalCount ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [...FEED_PAGE_SIZES],
            showTotal: (total) =>
              extra?.capped
                ? `超过 ${formatCount(total)} 条，请缩小范围`
                : `共 ${formatCount(total)} 条`,
            onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }),
          }}
          data-testid="qbzl-events"
          columns={[
            { title: '日期', dataIndex: 'eventdate', width: 110 },
            {
              title: '类型',
              dataIndex: 'kindlabel',
              width: 170,
              render: (label: string, row) => (
                <>
                  <Tag>{label}</Tag>
                  <Tag color={IMPORTANCE_COLORS[row.importance as 1 | 2 | 3]}>
                    {EVENT_IMPORTANCE_LABELS[row.importance as 1 | 2 | 3]}
                  </Tag>
                </>
              ),
            },
            { title: '事件', dataIndex: 'title' },
            {
              title: '企业',
              dataIndex: 'qymc',
              width: 220,
              render: (name: string, row) => (
                <Tooltip title="查看企业详情中的证据">
                  <Link href={row.href}>{name}</Link>
                </Tooltip>
              ),
            },
            { title: '地区', dataIndex: 'regionname', width: 180, ellipsis: true },
            {
              title: '产业链环节',
              dataIndex: 'chainnodes',
              width: 220,
              render: (nodes: FeedEventRecord['chainnodes']) =>
                nodes.length ? nodes.map((n) => <Tag key={n.code}>{n.name}</Tag>) : '-',
            },
          ]}
        />
      </section>
      <Drawer
        title="我的订阅"
        open={drawer}
        onClose={() => setDrawer(false)}
        size={520}
        data-testid="qbzl-subscriptions"
      >
        <List<SubscriptionRecord>
          loading={subs.isLoading}
          dataSource={subs.data ?? []}
          locale={{ emptyText: '暂无订阅：选择产业链或行业与地区后点击“订阅”' }}
          renderItem={(s) => (
            <List.Item
              actions={[
                <Link key="open" href={s.feedhref} onClick={() => setDrawer(false)}>
                  查看
                </Link>,
                <Popconfirm
                  key="delete"
                  title="确定取消该订阅？"
                  onConfirm={() => void unsubscribe(s.ID_)}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={subscriptionLabel(s)}
                description={`订阅于 ${formatDate(s.createdat, true)}`}
              />
            </List.Item>
          )}
        />
      </Drawer>
    </main>
  );
}
