'use client';

import { CopyOutlined, DeleteOutlined, DislikeOutlined, LikeOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Input, List, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { useRef, useState, useSyncExternalStore } from 'react';
import {
  ASSISTANT_MESSAGES,
  QUESTION_MAX,
  SUGGESTED_QUESTIONS,
  type AnswerEvent,
  type AnswerSource,
  type ToolRun,
} from '@/lib/contract/assistant';
import {
  ask,
  deleteConversation,
  loadConversation,
  sendFeedback,
  useConversations,
} from '@/lib/client/use-assistant';
import { NoPermission } from '@/components/layout/screen-gate';
import { useDatasetKind } from '@/lib/client/use-chains';
import { ToolRunView } from './tool-run-view';
import styles from './assistant.module.css';

// 智能问答: questions answered from our data through tools, each answer with what was run
// and the rows it cited. `embed` is the right bar's 在线咨询 frame: no history column.

type Turn = {
  key: string;
  question: string;
  answer: string;
  runs: ToolRun[];
  notices: string[];
  source?: AnswerSource;
  messageId?: string;
  feedback?: 'useful' | 'useless' | null;
  pending: boolean;
  error?: string;
};

let turnSeq = 0;
const noSubscription = () => () => {};

function applyEvent(turn: Turn, event: AnswerEvent): Turn {
  switch (event.type) {
    case 'start':
      return { ...turn, source: event.source };
    case 'notice':
      return { ...turn, notices: [...turn.notices, event.text] };
    case 'restart':
      return { ...turn, answer: '', runs: [] };
    case 'run':
      return { ...turn, runs: [...turn.runs, event.run] };
    case 'text':
      return { ...turn, answer: turn.answer + event.text };
    case 'done':
      return { ...turn, messageId: event.messageId, pending: false };
    case 'error':
      return { ...turn, error: event.message, pending: false };
  }
}

export function ChatScreen({ embed = false }: { embed?: boolean }) {
  const { message } = App.useApp();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [conversationId, setConversationId] = useState<string | undefined>();
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [forbidden, setForbidden] = useState<string | null>(null);
  const conversations = useConversations(!embed);
  const demo = useDatasetKind() === 'demo';
  // Until the page is hydrated a click on 发送 would submit the form natively (a reload that
  // loses the question): the box and the button wait for it.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const bottom = useRef<HTMLDivElement>(null);

  const update = (key: string, change: (t: Turn) => Turn) =>
    setTurns((all) => all.map((t) => (t.key === key ? change(t) : t)));

  async function submit(text: string) {
    const q = text.trim();
    if (!q || busy) return;
    const key = `t${++turnSeq}`;
    setTurns((all) => [
      ...all,
      { key, question: q, answer: '', runs: [], notices: [], pending: true },
    ]);
    setQuestion('');
    setBusy(true);
    let started = conversationId;
    try {
      await ask({ question: q, conversationId }, (event) => {
        if (event.type === 'start' && !started) {
          started = event.conversationId;
          setConversationId(event.conversationId);
        }
        update(key, (t) => applyEvent(t, event));
        bottom.current?.scrollIntoView({ block: 'end' });
      });
      void conversations.mutate();
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if ((error as { status?: number }).status === 403) setForbidden(text);
      update(key, (t) => ({ ...t, pending: false, error: text }));
    } finally {
      setBusy(false);
    }
  }

  async function open(id: string) {
    try {
      const found = await loadConversation(id);
      setConversationId(found.id);
      setTurns(
        found.messages.map((m) => ({
          key: `m${m.id}`,
          question: m.question,
          answer: m.answer,
          runs: m.runs,
          notices: m.notices,
          source: m.source,
          messageId: m.id,
          feedback: m.feedback,
          pending: false,
        })),
      );
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  async function remove(id: string) {
    try {
      await deleteConversation(id);
      if (id === conversationId) startNew();
      void conversations.mutate();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  function startNew() {
    setConversationId(undefined);
    setTurns([]);
  }

  async function rate(turn: Turn, value: 'useful' | 'useless') {
    if (!turn.messageId) return;
    try {
      await sendFeedback(turn.messageId, value);
      update(turn.key, (t) => ({ ...t, feedback: value }));
      void message.success('感谢反馈');
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  }

  async function copy(turn: Turn) {
    try {
      await navigator.clipboard.writeText(turn.answer);
      void message.success('已复制');
    } catch {
      void message.error('复制失败，请手动选择文字复制');
    }
  }

  if (forbidden) return <NoPermission message={forbidden} />;

  const history = !embed && (
    <aside className={styles.history} aria-label="历史会话">
      <Button type="primary" block onClick={startNew} data-testid="new-conversation">
        新建会话
      </Button>
      <List
        size="small"
        className={styles.historyList}
        dataSource={conversations.data ?? []}
        locale={{ emptyText: '暂无历史会话' }}
        renderItem={(c) => (
          <List.Item
            className={c.id === conversationId ? styles.historyActive : undefined}
            actions={[
              <Popconfirm
                key="delete"
                title="删除这个会话？"
                okText="删除"
                cancelText="取消"
                onConfirm={() => void remove(c.id)}
              >
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`删除会话 ${c.title}`}
                />
              </Popconfirm>,
            ]}
          >
            <button
              type="button"
              className={styles.historyItem}
              onClick={() => void open(c.id)}
              data-testid="conversation-item"
            >
              {c.title}
            </button>
          </List.Item>
        )}
      />
    </aside>
  );

  return (
    <main className={embed ? styles.embed : styles.page} data-testid="chat-screen">
      {history}
      <section className={styles.dialog} aria-label="智能问答">
        {!embed && <h1 className={styles.title}>智能问答</h1>}
        <p className={styles.hint}>
          {demo && (
            <Tag color="orange" data-testid="demo-data-tag">
              演示数据
            </Tag>
          )}
          回答只来自招商AI的企业数据：每个回答都列出执行的查询和引用的企业，可在对应页面打开核对。
        </p>
        <div className={styles.turns} aria-live="polite">
          {turns.length === 0 && (
            <Empty description="试试这些问题" image={Empty.PRESENTED_IMAGE_SIMPLE}>
              <Space orientation="vertical">
                {SUGGESTED_QUESTIONS.map((q) => (
                  <Button key={q} onClick={() => void submit(q)} data-testid="suggested-question">
                    {q}
                  </Button>
                ))}
              </Space>
            </Empty>
          )}
          {turns.map((turn) => (
            <article key={turn.key} className={styles.turn} data-testid="chat-turn">
              <div className={styles.question}>{turn.question}</div>
              <div className={styles.answer} data-testid="chat-answer">
                {turn.notices.map((n) => (
                  <Alert key={n} type="info" showIcon title={n} className={styles.notice} />
                ))}
                {turn.answer && <p className={styles.answerText}>{turn.answer}</p>}
                {turn.pending && !turn.answer && <p className={styles.answerText}>正在查询…</p>}
                {turn.error && <Alert type="error" showIcon title={turn.error} />}
                {turn.runs.map((run, i) => (
                  <ToolRunView key={i} run={run} index={i} messageId={turn.messageId} />
                ))}
                {!turn.pending && !turn.error && (
                  <Space className={styles.actions}>
                    {turn.source && <Tag>{turn.source === 'llm' ? '大模型规划' : '内置解析'}</Tag>}
                    <Tooltip title="复制回答">
                      <Button
                        size="small"
                        type="text"
                        icon={<CopyOutlined />}
                        aria-label="复制回答"
                        onClick={() => void copy(turn)}
                      />
                    </Tooltip>
                    <Button
                      size="small"
                      type={turn.feedback === 'useful' ? 'primary' : 'text'}
                      icon={<LikeOutlined />}
                      onClick={() => void rate(turn, 'useful')}
                      disabled={!turn.messageId}
                    >
                      有用
                    </Button>
                    <Button
                      size="small"
                      type={turn.feedback === 'useless' ? 'primary' : 'text'}
                      icon={<DislikeOutlined />}
                      onClick={() => void rate(turn, 'useless')}
                      disabled={!turn.messageId}
                    >
                      没用
                    </Button>
                  </Space>
                )}
              </div>
            </article>
          ))}
          <div ref={bottom} />
        </div>
        <form
          className={styles.askBox}
          onSubmit={(e) => {
            e.preventDefault();
            void submit(question);
          }}
        >
          <Input.TextArea
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            onPressEnter={(e) => {
              if (!e.shiftKey) {
                e.preventDefault();
                void submit(question);
              }
            }}
            maxLength={QUESTION_MAX}
            autoSize={{ minRows: 1, maxRows: 4 }}
            placeholder="用中文提问，例如：江苏省有多少家专精特新企业"
            aria-label="问题"
            data-testid="chat-input"
            disabled={!hydrated}
          />
          <Button
            type="primary"
            htmlType="submit"
            loading={busy}
            disabled={!hydrated}
            data-testid="chat-send"
          >
            发送
          </Button>
        </form>
        <p className={styles.footnote}>
          {ASSISTANT_MESSAGES.examplesIntro}
          {SUGGESTED_QUESTIONS[1]}
        </p>
      </section>
    </main>
  );
}
