'use client';

import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Input,
  Modal,
  Popconfirm,
  Radio,
  Skeleton,
  Space,
  Tag,
} from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import {
  CONVERSATIONS_PATH,
  REPORT_REASON_MAX,
  enterpriseProfilePath,
  type MatchesAnswer,
  type PostDetail,
} from '@/lib/contract/matchmaking';
import { formatDate } from '@/lib/format';
import {
  closePost,
  contactPoster,
  reportPost,
  useMatches,
  usePost,
} from '@/lib/client/use-matchmaking';
import { MessageBox, ThreadView, errorText } from './thread-view';
import { KindTag, StatusTag } from './post-tags';
import styles from './matchmaking.module.css';

// A post in a drawer: what it offers or seeks, 联系发布者 (an in-product message, never a
// phone number), 举报, the poster's 关闭, and its 匹配推荐 with the reasons.

const REPORT_REASONS = ['虚假信息', '违法违规', '广告骚扰', '联系方式引流', '其他'] as const;

function ContactModal({
  post,
  threadId,
  onClose,
  onStarted,
}: {
  post: PostDetail;
  threadId: string | null;
  onClose: () => void;
  onStarted: (threadId: string) => void;
}) {
  const { message } = App.useApp();
  const send = async (text: string) => {
    try {
      const { record, message: text2 } = await contactPoster(post.ID_, text);
      void message.success(text2);
      onStarted(record.thread.ID_);
      return true;
    } catch (e) {
      void message.error(errorText(e));
      return false;
    }
  };
  return (
    <Modal
      open
      title={`联系发布者：${post.enterprisename}`}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <p className={styles.rule}>
        消息通过站内发送，对方可在个人中心「对接消息」查看并回复；平台不会向任何一方展示手机号码。
        <Link href={CONVERSATIONS_PATH}>查看全部对接消息</Link>
      </p>
      {threadId ? (
        <ThreadView threadId={threadId} />
      ) : (
        <MessageBox
          onSend={send}
          placeholder="介绍您的企业与合作意向，请勿填写电话号码等联系方式"
        />
      )}
    </Modal>
  );
}

function ReportModal({
  post,
  onClose,
  onReported,
}: {
  post: PostDetail;
  onClose: () => void;
  onReported: () => void;
}) {
  const { message } = App.useApp();
  const [kind, setKind] = useState<string>(REPORT_REASONS[0]);
  const [detail, setDetail] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      const reason = detail.trim() ? `${kind}：${detail.trim()}` : kind;
      const { message: text } = await reportPost(post.ID_, reason.slice(0, REPORT_REASON_MAX));
      void message.success(text);
      onReported();
    } catch (e) {
      void message.error(errorText(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title="举报需求"
      okText="提交"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Radio.Group
        aria-label="举报原因"
        value={kind}
        onChange={(e) => setKind(e.target.value as string)}
        options={REPORT_REASONS.map((r) => ({ value: r, label: r }))}
      />
      <Input.TextArea
        aria-label="补充说明"
        value={detail}
        onChange={(e) => setDetail(e.target.value)}
        maxLength={REPORT_REASON_MAX - 10}
        rows={3}
        placeholder="补充说明（选填）"
        style={{ marginTop: 12 }}
      />
    </Modal>
  );
}

function Matches({
  answer,
  financing,
  onOpenPost,
}: {
  answer: MatchesAnswer;
  /** Financing needs are not matched: no enterprises either. */
  financing: boolean;
  onOpenPost: (id: string) => void;
}) {
  return (
    <>
      <section className={styles.section} aria-labelledby="match-posts" data-testid="match-posts">
        <h3 id="match-posts">匹配推荐</h3>
        <p className={styles.rule}>{answer.rule}</p>
        {answer.posts.length === 0 ? (
          <p className={styles.rule}>暂无匹配的需求</p>
        ) : (
          answer.posts.map((p) => (
            <div key={p.ID_} className={styles.matchItem}>
              <div className={styles.matchHead}>
                <KindTag kind={p.kind} label={p.kindlabel} />
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => onOpenPost(p.ID_)}
                >
                  {p.title}
                </button>
              </div>
              <span className={styles.rule}>
                {p.enterprisename} · {p.regionname} · 有效期至 {p.validuntil}
              </span>
              <div className={styles.tags}>
                {p.reasons.map((r) => (
                  <Tag key={r} color="blue">
                    {r}
                  </Tag>
                ))}
              </div>
            </div>
          ))
        )}
      </section>
      {!financing && (
        <section
          className={styles.section}
          aria-labelledby="match-enterprises"
          data-testid="match-enterprises"
        >
          <h3 id="match-enterprises">推荐企业</h3>
          {answer.enterprises.length === 0 && (
            <p className={styles.rule}>暂无生产相关产品或位于该产业链环节的企业</p>
          )}
          {answer.enterprises.map((e) => (
            <div key={e.ID_} className={styles.matchItem}>
              <div className={styles.matchHead}>
                <Link href={enterpriseProfilePath(e.ID_)}>{e.qymc}</Link>
                <span className={styles.rule}>{e.regionname}</span>
              </div>
              <div className={styles.tags}>
                {e.reasons.map((r) => (
                  <Tag key={r} color="green">
                    {r}
                  </Tag>
                ))}
              </div>
            </div>
          ))}
        </section>
      )}
    </>
  );
}

export function PostDrawer({
  postId,
  onClose,
  onOpenPost,
}: {
  postId: string | null;
  onClose: () => void;
  onOpenPost: (id: string) => void;
}) {
  const { message } = App.useApp();
  const post = usePost(postId);
  const matches = useMatches(post.data ? postId : null);
  const [contacting, setContacting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const data = post.data;

  const close = async () => {
    if (!data) return;
    try {
      const { record, message: text } = await closePost(data.ID_);
      void message.success(text);
      await post.mutate(record, { revalidate: false });
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  let body;
  if (post.error) {
    body = <Alert type="error" showIcon title={post.error.message} />;
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    const canContact = !data.mine && (data.status === 'open' || data.threadid !== null);
    body = (
      <>
        <Space size={4} wrap>
          <KindTag kind={data.kind} label={data.kindlabel} />
          <StatusTag status={data.status} label={data.statuslabel} />
        </Space>
        <Descriptions column={2} size="small" bordered style={{ marginTop: 12 }}>
          <Descriptions.Item label="企业名称" span={2}>
            {data.enterpriseid ? (
              <Link href={enterpriseProfilePath(data.enterpriseid)}>{data.enterprisename}</Link>
            ) : (
              data.enterprisename
            )}
          </Descriptions.Item>
          <Descriptions.Item label="产品" span={2}>
            {data.products.length ? data.products.map((p) => <Tag key={p}>{p}</Tag>) : '-'}
          </Descriptions.Item>
          <Descriptions.Item label="产业链环节">{data.chainnodename || '-'}</Descriptions.Item>
          <Descriptions.Item label="地区">{data.regionname}</Descriptions.Item>
          <Descriptions.Item label="有效期至">{data.validuntil}</Descriptions.Item>
          <Descriptions.Item label="发布时间">{formatDate(data.createdat, true)}</Descriptions.Item>
          <Descriptions.Item label="发布人" span={2}>
            {data.postername}
          </Descriptions.Item>
          <Descriptions.Item label="需求描述" span={2}>
            <div style={{ whiteSpace: 'pre-wrap' }}>{data.description}</div>
          </Descriptions.Item>
        </Descriptions>
        <div className={styles.actions}>
          {canContact && (
            <Button type="primary" onClick={() => setContacting(true)}>
              {data.threadid ? '继续沟通' : '联系发布者'}
            </Button>
          )}
          {!data.mine && (
            <Button onClick={() => setReporting(true)} disabled={data.reported}>
              {data.reported ? '已举报' : '举报'}
            </Button>
          )}
          {data.mine && data.status !== 'closed' && (
            <Popconfirm
              title="确定关闭该需求？"
              description="关闭后其他用户将无法查看和联系，已有的对接消息保留。"
              okText="关闭"
              cancelText="取消"
              onConfirm={() => void close()}
            >
              <Button danger>关闭需求</Button>
            </Popconfirm>
          )}
          {data.mine && data.threadcount > 0 && (
            <Link href={CONVERSATIONS_PATH}>
              <Button>对接消息（{data.threadcount}）</Button>
            </Link>
          )}
        </div>
        {matches.error ? (
          <Alert type="error" showIcon title={matches.error.message} style={{ marginTop: 16 }} />
        ) : matches.data ? (
          <Matches
            answer={matches.data}
            financing={data.kind === 'financing'}
            onOpenPost={onOpenPost}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 4 }} style={{ marginTop: 24 }} />
        )}
        {contacting && (
          <ContactModal
            post={data}
            threadId={data.threadid}
            onClose={() => setContacting(false)}
            onStarted={(threadId) =>
              void post.mutate({ ...data, threadid: threadId }, { revalidate: false })
            }
          />
        )}
        {reporting && (
          <ReportModal
            post={data}
            onClose={() => setReporting(false)}
            onReported={() => {
              setReporting(false);
              void post.mutate({ ...data, reported: true }, { revalidate: false });
            }}
          />
        )}
      </>
    );
  }

  return (
    <Drawer
      open={postId !== null}
      onClose={onClose}
      size={760}
      title={data?.title ?? '需求详情'}
      data-testid="post-drawer"
    >
      {body}
    </Drawer>
  );
}
