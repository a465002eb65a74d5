'use client';

import { Alert, Button, Card, Checkbox, Empty, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { usePolicyAnswer } from '@/lib/client/use-policies';
import type { AskMatch } from '@/lib/contract/policies';
import { DemoTag } from './policy-detail';

// 问政策: a question in Chinese, answered with the matching policies and the passages (title,
// measure, condition or a sentence of the text) that hold the question's words, quoted.

const EXAMPLES = ['高新技术企业认定有什么奖励', '小微企业稳岗补贴怎么申请', '软件企业人才培训补贴'];
const WHERE: Record<AskMatch['quotes'][number]['where'], string> = {
  title: '标题',
  measure: '支持措施',
  clause: '申报条件',
  text: '原文',
};

function Highlighted({ text, words }: { text: string; words: string[] }) {
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(
    `(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
  );
  return (
    <>
      {text
        .split(pattern)
        .map((part, i) =>
          words.includes(part) ? <mark key={i}>{part}</mark> : <span key={i}>{part}</span>,
        )}
    </>
  );
}

export function PolicyQuestion({ onOpen }: { onOpen: (code: string) => void }) {
  const [text, setText] = useState('');
  const [question, setQuestion] = useState<string | null>(null);
  const [validNow, setValidNow] = useState(true);
  const { data, error, isLoading } = usePolicyAnswer(question, validNow);
  const ask = (q: string) => {
    setText(q);
    setQuestion(q.trim() || null);
  };

  return (
    <div data-testid="policy-question">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.Search
          enterButton="提问"
          size="large"
          placeholder="用中文提问，例如：高新技术企业认定有什么奖励"
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
          onSearch={ask}
          loading={isLoading}
          aria-label="政策问题"
          data-testid="policy-question-input"
        />
        <Space wrap>
          <Typography.Text type="secondary">试试：</Typography.Text>
          {EXAMPLES.map((q) => (
            <Button key={q} size="small" onClick={() => ask(q)}>
              {q}
            </Button>
          ))}
          <Checkbox checked={validNow} onChange={(e) => setValidNow(e.target.checked)}>
            仅看有效政策
          </Checkbox>
        </Space>
        {error && <Alert type="error" showIcon title={error.message} />}
        {data && (
          <Typography.Text type="secondary">
            检索词：{data.extraData.words.length > 0 ? data.extraData.words.join('、') : '无'}
          </Typography.Text>
        )}
        {data && data.data.length === 0 && (
          <Empty description="没有找到与问题相关的政策，请换个说法或使用政策库筛选" />
        )}
        {data && data.data.length > 0 && (
          <List
            dataSource={data.data}
            renderItem={(m) => (
              <Card
                size="small"
                style={{ marginBottom: 12 }}
                title={
                  <Space wrap>
                    <Button
                      type="link"
                      style={{ padding: 0 }}
                      onClick={() => onOpen(m.policy.code)}
                    >
                      {m.policy.title}
                    </Button>
                    <DemoTag policy={m.policy} />
                  </Space>
                }
                extra={
                  <Typography.Text type="secondary">
                    {m.policy.issuer} · {m.policy.issuedon}
                  </Typography.Text>
                }
                data-testid="policy-answer"
              >
                {m.quotes.map((q, i) => (
                  <blockquote
                    key={i}
                    style={{ margin: '4px 0', paddingLeft: 8, borderLeft: '3px solid #d9d9d9' }}
                  >
                    <Tag>{q.measure ? `${WHERE[q.where]} · ${q.measure}` : WHERE[q.where]}</Tag>
                    <Highlighted text={q.text} words={m.words} />
                  </blockquote>
                ))}
              </Card>
            )}
          />
        )}
      </Space>
    </div>
  );
}
