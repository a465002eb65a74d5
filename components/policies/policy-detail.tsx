'use client';

import { Alert, Descriptions, Drawer, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { ToneTag } from '@/components/enterprise/tone-tag';
import { usePolicy } from '@/lib/client/use-policies';
import { POLICY_MESSAGES, type ClauseRecord, type PolicyRecord } from '@/lib/contract/policies';

// One policy in a drawer: its facts, measures with their conditions, and the full text.

export function DemoTag({ policy }: { policy: Pick<PolicyRecord, 'isdemo' | 'sourcelabel'> }) {
  return policy.isdemo ? <ToneTag tone="orange">{policy.sourcelabel}</ToneTag> : null;
}

/** A clause's machine-readable part in words (上限 ≤, 下限 ≥, codes, tags). */
export function clauseRule(c: ClauseRecord): string {
  const bounds = [
    c.min !== undefined ? `≥ ${c.min}` : null,
    c.max !== undefined ? `≤ ${c.max}` : null,
  ].filter(Boolean);
  const unit = { revenue: '万元', capital: '万元', staff: '人', age: '年' } as Record<
    string,
    string
  >;
  if (bounds.length > 0) return `${bounds.join(' 且 ')} ${unit[c.kind] ?? ''}`.trim();
  if (c.codes) return c.codes.join('、');
  if (c.tags) return c.tags.join(' 或 ');
  return '需企业自行确认';
}

export function PolicyDrawer({ code, onClose }: { code: string | null; onClose: () => void }) {
  const { data, error, isLoading } = usePolicy(code);
  return (
    <Drawer
      open={code !== null}
      onClose={onClose}
      size={720}
      title={data?.title ?? '政策详情'}
      data-testid="policy-detail"
    >
      {error && <Alert type="error" showIcon title={error.message} />}
      {isLoading && <Skeleton active />}
      {data && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {data.isdemo && <Alert type="warning" showIcon title={POLICY_MESSAGES.demoNotice} />}
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="发文机关">{data.issuer}</Descriptions.Item>
            <Descriptions.Item label="政策级别">{data.level}</Descriptions.Item>
            <Descriptions.Item label="适用地区">{data.region.name}</Descriptions.Item>
            <Descriptions.Item label="发布日期">{data.issuedon}</Descriptions.Item>
            <Descriptions.Item label="有效期至">{data.validuntil ?? '长期有效'}</Descriptions.Item>
            <Descriptions.Item label="状态">
              {data.validnow ? <Tag color="blue">有效</Tag> : <Tag>已失效或未生效</Tag>}
              <DemoTag policy={data} />
            </Descriptions.Item>
            <Descriptions.Item label="政策类别" span={2}>
              {data.categories.map((c) => (
                <Tag key={c}>{c}</Tag>
              ))}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>支持措施与申报条件</Typography.Title>
          {data.measures.length === 0 && <Empty description="该政策未列出支持措施" />}
          {data.measures.map((m) => (
            <div key={m.ID_} data-testid="policy-measure">
              <Typography.Text strong>
                {m.seq}. {m.title}
              </Typography.Text>
              <Typography.Paragraph style={{ marginBottom: 8 }}>{m.content}</Typography.Paragraph>
              <List
                size="small"
                bordered
                dataSource={m.clauses}
                locale={{ emptyText: '无申报条件' }}
                renderItem={(c) => (
                  <List.Item>
                    <Space wrap>
                      <Tag color={c.kind === 'manual' ? 'default' : 'geekblue'}>{c.kindname}</Tag>
                      <span>{c.text}</span>
                      <Typography.Text type="secondary">（{clauseRule(c)}）</Typography.Text>
                    </Space>
                  </List.Item>
                )}
              />
            </div>
          ))}
          <Typography.Title level={5}>政策原文</Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {data.fulltext}
          </Typography.Paragraph>
        </Space>
      )}
    </Drawer>
  );
}
