'use client';

import { Alert, Empty, Skeleton } from 'antd';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { CONVERSATIONS_ANCHOR } from '@/lib/contract/matchmaking';
import { formatDate } from '@/lib/format';
import { useCurrentUser } from '@/lib/client/use-current-user';
import { useThreads } from '@/lib/client/use-matchmaking';
import { ThreadView } from './thread-view';
import styles from './matchmaking.module.css';

// 对接消息 in the personal centre (/user/my_account#sydj-messages): my conversations about
// 商业对接 posts, newest first with their unread counts; one opens beside the list.

export function MatchmakingConversations() {
  const { user } = useCurrentUser();
  const threads = useThreads(user?.userId);
  const [openId, setOpenId] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const loaded = threads.data !== undefined;

  // The bell links here by anchor; the section's height is only known once loaded.
  useEffect(() => {
    if (loaded && window.location.hash === `#${CONVERSATIONS_ANCHOR}`) {
      section.current?.scrollIntoView({ block: 'start' });
    }
  }, [loaded]);

  let body;
  if (threads.error) {
    body = <Alert type="error" showIcon title={threads.error.message} />;
  } else if (!threads.data) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (threads.data.length === 0) {
    body = (
      <Empty
        description={
          <>
            暂无对接消息，去<Link href="/sydj">商业对接</Link>发布需求或联系发布者
          </>
        }
      />
    );
  } else {
    body = (
      <div className={styles.conversations}>
        <ul className={styles.threadList} aria-label="会话列表">
          {threads.data.map((t) => (
            <li key={t.ID_}>
              <button
                type="button"
                className={`${styles.threadItem} ${t.ID_ === openId ? styles.threadItemActive : ''}`}
                aria-current={t.ID_ === openId}
                onClick={() => setOpenId(t.ID_)}
                data-testid="thread-item"
              >
                <span className={styles.threadTop}>
                  <span className={styles.threadName}>
                    {t.counterpart}
                    {t.counterpartcompany ? ` · ${t.counterpartcompany}` : ''}
                  </span>
                  {t.unread > 0 && (
                    <span className={styles.unreadCount} data-testid="thread-unread">
                      {t.unread > 99 ? '99+' : t.unread}
                      <span className={styles.srOnly}> 条未读</span>
                    </span>
                  )}
                </span>
                <span className={styles.threadLine}>
                  [{t.postkindlabel}] {t.posttitle}
                </span>
                <span className={styles.threadLine}>
                  {t.lastmessage} · {formatDate(t.lastat, true)}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {openId ? (
          <ThreadView key={openId} threadId={openId} />
        ) : (
          <Empty description="选择左侧会话查看消息" />
        )}
      </div>
    );
  }

  return (
    <section
      id={CONVERSATIONS_ANCHOR}
      ref={section}
      className={styles.card}
      aria-labelledby="sydj-messages-title"
      data-testid="sydj-conversations"
    >
      <h2 id="sydj-messages-title" className={styles.sectionTitle}>
        对接消息
        <Link href="/sydj">去商业对接</Link>
      </h2>
      {body}
    </section>
  );
}
