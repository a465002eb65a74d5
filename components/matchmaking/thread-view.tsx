'use client';

import { Alert, App, Button, Input, Skeleton, Tag } from 'antd';
import Link from 'next/link';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { MESSAGE_MAX, postPath, type ThreadAnswer } from '@/lib/contract/matchmaking';
import { formatDate } from '@/lib/format';
import { ApiError } from '@/lib/client/request';
import { refreshUnread, replyInThread, useThread } from '@/lib/client/use-matchmaking';
import styles from './matchmaking.module.css';

// One conversation: its messages (oldest first) and the reply box. Opening it marks the
// messages to me read, so the counts that include them ask again.

export const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : '操作失败，请稍后重试';

/** The box under a conversation or a first message: 发送 (Ctrl+Enter too). */
export function MessageBox({
  onSend,
  placeholder = '输入消息，请勿填写电话号码等联系方式',
}: {
  onSend: (text: string) => Promise<boolean>;
  placeholder?: string;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!text.trim() || sending) return;
    setSending(true);
    try {
      if (await onSend(text.trim())) setText('');
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.replyBox}>
      <Input.TextArea
        aria-label="消息内容"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
        }}
        maxLength={MESSAGE_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder={placeholder}
      />
      <Button type="primary" onClick={() => void send()} loading={sending} disabled={!text.trim()}>
        发送
      </Button>
    </div>
  );
}

export function ThreadView({ threadId }: { threadId: string }) {
  const { message } = App.useApp();
  const thread = useThread(threadId);
  const list = useRef<HTMLUListElement>(null);
  const data = thread.data;
  const count = data?.messages.length ?? 0;

  const loadedId = data?.thread.ID_;
  useEffect(() => {
    if (loadedId) refreshUnread();
  }, [loadedId]);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count, threadId]);

  const reply = async (text: string) => {
    try {
      const { record } = await replyInThread(threadId, text);
      await thread.mutate(record, { revalidate: false });
      return true;
    } catch (e) {
      void message.error(errorText(e));
      return false;
    }
  };

  if (thread.error) return <Alert type="error" showIcon title={thread.error.message} />;
  if (!data) return <Skeleton active paragraph={{ rows: 4 }} />;
  return <ThreadBody answer={data} listRef={list} onReply={reply} />;
}

function ThreadBody({
  answer,
  listRef,
  onReply,
}: {
  answer: ThreadAnswer;
  listRef: RefObject<HTMLUListElement | null>;
  onReply: (text: string) => Promise<boolean>;
}) {
  const { thread, messages } = answer;
  // A closed post is its poster's alone: the other side keeps the conversation, not the link.
  const postVisible = thread.poststatus !== 'closed' || thread.role === 'poster';
  return (
    <div className={styles.thread} data-testid="thread-view">
      <div className={styles.threadHead}>
        <strong>{thread.counterpart}</strong>
        {thread.counterpartcompany ? `（${thread.counterpartcompany}）` : ''}
        <div className={styles.threadLine}>
          {thread.role === 'poster' ? '咨询我的需求：' : '我咨询的需求：'}
          {postVisible ? (
            <Link href={postPath(thread.postid)}>{thread.posttitle}</Link>
          ) : (
            thread.posttitle
          )}
          {thread.poststatus !== 'open' && (
            <Tag style={{ marginLeft: 8 }}>{thread.poststatuslabel}</Tag>
          )}
        </div>
      </div>
      <ul className={styles.messages} ref={listRef} aria-label="消息记录">
        {messages.map((m) => (
          <li
            key={m.ID_}
            className={`${styles.message} ${m.mine ? styles.messageMine : ''}`}
            data-testid={m.mine ? 'message-mine' : 'message-theirs'}
          >
            {m.text}
            <span className={styles.messageTime}>
              {m.mine ? '我' : thread.counterpart} · {formatDate(m.createdat, true)}
            </span>
          </li>
        ))}
      </ul>
      <MessageBox onSend={onReply} />
    </div>
  );
}
