'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Pagination, Skeleton, Switch, Tabs, Tag } from 'antd';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { NATIONAL_REGION } from '@/lib/contract/chains';
import {
  CONVERSATIONS_PATH,
  MATCHMAKING_MESSAGES,
  POST_KIND_OPTIONS,
  type PostKind,
  type PostRecord,
} from '@/lib/contract/matchmaking';
import { SEARCH_PAGE_SIZES } from '@/lib/contract/search';
import { formatDate } from '@/lib/format';
import { isForbidden, isRetryable } from '@/lib/client/request';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { usePosts } from '@/lib/client/use-matchmaking';
import { RegionPicker } from '@/components/chains/region-picker';
import { EmptyState } from '@/components/layout/empty-state';
import { RETRY } from '@/components/layout/error-messages';
import { NoPermission } from '@/components/layout/screen-gate';
import { ChainLinkSelect } from './chain-link-select';
import { PostDrawer } from './post-drawer';
import { PostFormModal } from './post-form-modal';
import { KindTag, StatusTag } from './post-tags';
import styles from './matchmaking.module.css';

// 商业对接 (sydj): supply and demand posts by kind, with filters (region, chain link, keyword,
// only mine), a page of cards, 发布需求, and a post's detail in a drawer (?post= its id, so a
// conversation or the bell can link to it).

const ALL = 'all';

type Filters = {
  kind: PostKind | typeof ALL;
  region: string;
  chainNode: string;
  keyword: string;
  mine: boolean;
  pageIndex: number;
  pageSize: number;
};

const INITIAL: Filters = {
  kind: ALL,
  region: NATIONAL_REGION,
  chainNode: '',
  keyword: '',
  mine: false,
  pageIndex: 1,
  pageSize: 10,
};

function PostCard({ post, onOpen }: { post: PostRecord; onOpen: (id: string) => void }) {
  return (
    <li>
      <article className={styles.post} data-testid="post-card" aria-label={post.title}>
        <div className={styles.postHead}>
          <KindTag kind={post.kind} label={post.kindlabel} />
          <button type="button" className={styles.postTitle} onClick={() => onOpen(post.ID_)}>
            {post.title}
          </button>
          <StatusTag status={post.status} label={post.statuslabel} />
          {post.mine && <Tag color="gold">我发布的</Tag>}
        </div>
        <p className={styles.description}>{post.description}</p>
        {post.products.length > 0 && (
          <div className={styles.tags}>
            {post.products.map((p) => (
              <Tag key={p}>{p}</Tag>
            ))}
          </div>
        )}
        <div className={styles.meta}>
          <span>{post.enterprisename}</span>
          <span>{post.regionname}</span>
          {post.chainnodename && <span>{post.chainnodename}</span>}
          <span>有效期至 {post.validuntil}</span>
          <span>发布于 {formatDate(post.createdat)}</span>
        </div>
      </article>
    </li>
  );
}

export function MatchmakingScreen() {
  const { message } = App.useApp();
  const { user } = useCurrentUser();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const openId = search.get('post');
  const [filters, setFilters] = useState<Filters>(INITIAL);
  const [keywordInput, setKeywordInput] = useState('');
  const [publishing, setPublishing] = useState(false);

  const posts = usePosts({
    ...(filters.kind === ALL ? {} : { postKind: filters.kind }),
    region: filters.region === NATIONAL_REGION ? '' : filters.region,
    chainNode: filters.chainNode,
    keyword: filters.keyword,
    mine: filters.mine,
    pageIndex: filters.pageIndex,
    pageSize: filters.pageSize,
  });

  const change = (next: Partial<Filters>) => setFilters((f) => ({ ...f, pageIndex: 1, ...next }));
  const openPost = (id: string | null) =>
    router.replace(id ? `${pathname}?post=${encodeURIComponent(id)}` : pathname, {
      scroll: false,
    });

  if (isForbidden(posts.error)) {
    return (
      <main className={styles.page}>
        <NoPermission message={MATCHMAKING_MESSAGES.noPermission} />
      </main>
    );
  }

  let list;
  if (posts.error) {
    list = (
      <Alert
        type="error"
        showIcon
        title={posts.error.message}
        action={
          isRetryable(posts.error) ? (
            <Button size="small" onClick={() => void posts.mutate()}>
              {RETRY}
            </Button>
          ) : undefined
        }
      />
    );
  } else if (!posts.data) {
    list = <Skeleton active paragraph={{ rows: 10 }} />;
  } else if (posts.data.rows.length === 0) {
    list = (
      <EmptyState
        text={filters.mine ? '您还没有发布需求，点击「发布需求」开始对接' : '暂无符合条件的需求'}
      />
    );
  } else {
    list = (
      <>
        <ul className={styles.list} aria-label="需求列表" aria-busy={posts.isValidating}>
          {posts.data.rows.map((p) => (
            <PostCard key={p.ID_} post={p} onOpen={openPost} />
          ))}
        </ul>
        <div className={styles.pager}>
          <Pagination
            current={filters.pageIndex}
            pageSize={filters.pageSize}
            total={posts.data.total}
            pageSizeOptions={SEARCH_PAGE_SIZES.map(String)}
            showSizeChanger
            showTotal={(n) => `共 ${n} 条需求`}
            onChange={(pageIndex, pageSize) =>
              setFilters((f) => ({
                ...f,
                pageIndex: pageSize === f.pageSize ? pageIndex : 1,
                pageSize,
              }))
            }
          />
        </div>
      </>
    );
  }

  return (
    <main className={styles.page} data-testid="matchmaking-screen">
      <section className={styles.card}>
        <div className={styles.head}>
          <div>
            <h1 className={styles.title}>商业对接</h1>
            <p className={styles.subtitle}>
              发布供应、采购、合作与融资需求，按产品、产业链环节与地区匹配对接方，通过站内消息沟通。
            </p>
          </div>
          <div className={styles.filters}>
            <Link href={CONVERSATIONS_PATH}>对接消息</Link>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setPublishing(true)}>
              发布需求
            </Button>
          </div>
        </div>
        <Tabs
          activeKey={filters.kind}
          onChange={(kind) => change({ kind: kind as Filters['kind'] })}
          items={[
            { key: ALL, label: '全部' },
            ...POST_KIND_OPTIONS.map((o) => ({ key: o.value, label: o.label })),
          ]}
        />
        <div className={styles.filters}>
          <RegionPicker
            value={filters.region}
            onChange={(region) => change({ region })}
            placeholder="全部地区"
            data-testid="filter-region"
          />
          <ChainLinkSelect
            value={filters.chainNode}
            onChange={(chainNode) => change({ chainNode })}
            chainsSelectable
            placeholder="全部产业链"
          />
          <Input.Search
            aria-label="关键词"
            placeholder="标题、产品、企业名称"
            allowClear
            value={keywordInput}
            onChange={(e) => setKeywordInput(e.target.value)}
            onSearch={(keyword) => change({ keyword: keyword.trim() })}
            style={{ width: 280 }}
          />
          <label className={styles.switchLabel}>
            <Switch
              size="small"
              checked={filters.mine}
              onChange={(mine) => change({ mine })}
              aria-label="只看我的"
            />
            只看我的
          </label>
        </div>
      </section>
      <section className={styles.card}>{list}</section>
      <PostFormModal
        open={publishing}
        company={user?.company ?? ''}
        onClose={() => setPublishing(false)}
        onPublished={(post, text) => {
          setPublishing(false);
          void message.success(text);
          void posts.mutate();
          openPost(post.ID_);
        }}
      />
      <PostDrawer postId={openId} onClose={() => openPost(null)} onOpenPost={openPost} />
    </main>
  );
}
