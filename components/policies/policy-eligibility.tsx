'use client';

import { DownloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Collapse,
  Empty,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { SuggestInput } from '@/components/search/suggest-input';
import { ApiError, apiUrl } from '@/lib/client/request';
import { useEligibility } from '@/lib/client/use-policies';
import {
  POLICY_MESSAGES,
  POLICY_PDF_PATH,
  VERDICT_LABELS,
  type ClauseVerdict,
  type Verdict,
} from '@/lib/contract/policies';
import { DemoTag } from './policy-detail';

// 资格自检: an enterprise (picked by name; at first the user's own company when one bears its
// name) against the policies that can apply to it. Each condition shows its verdict, the fact
// that decided it and where the fact comes from; the whole check downloads as a PDF.

const COLOR: Record<Verdict, string> = { met: 'green', unmet: 'red', unknown: 'gold' };

export function VerdictTag({ verdict }: { verdict: Verdict }) {
  return (
    <Tag color={COLOR[verdict]} data-testid="clause-verdict" data-verdict={verdict}>
      {VERDICT_LABELS[verdict]}
    </Tag>
  );
}

const clauseColumns: ColumnsType<ClauseVerdict> = [
  { title: '申报条件', dataIndex: 'text' },
  { title: '类型', dataIndex: 'kindname', width: 100 },
  {
    title: '结果',
    dataIndex: 'verdict',
    width: 90,
    render: (v: Verdict) => <VerdictTag verdict={v} />,
  },
  { title: '判断依据', dataIndex: 'fact', render: (f: string | null) => f ?? '—' },
  {
    title: '数据来源',
    dataIndex: 'factsource',
    width: 200,
    render: (s: string | null) => s ?? '—',
  },
];

export function PolicyEligibility({ onOpen }: { onOpen: (code: string) => void }) {
  const [target, setTarget] = useState<{ id: string; name: string | null }>({
    id: 'own',
    name: null,
  });
  const { data, error, isLoading } = useEligibility(target.id);
  const noOwnCompany =
    target.id === 'own' &&
    error instanceof ApiError &&
    error.message === POLICY_MESSAGES.noEnterprise;

  return (
    <div data-testid="policy-eligibility">
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Typography.Text>匹配企业：</Typography.Text>
          <SuggestInput
            width={360}
            placeholder="输入企业名称，选择要检查的企业"
            testId="eligibility-enterprise"
            onPick={(r) => setTarget({ id: r.ID_, name: r.qymc })}
          />
          {data && (
            <Button
              icon={<DownloadOutlined />}
              href={apiUrl(POLICY_PDF_PATH, { qyid: data.extraData.enterprise.ID_ })}
              data-testid="eligibility-pdf"
            >
              下载PDF报告
            </Button>
          )}
        </Space>
        {noOwnCompany && (
          <Alert type="info" showIcon title="未找到与您单位同名的企业，请输入企业名称进行匹配。" />
        )}
        {error && !noOwnCompany && <Alert type="error" showIcon title={error.message} />}
        {isLoading && (
          <Typography.Text type="secondary">正在匹配{target.name ?? ''}…</Typography.Text>
        )}
        {data && (
          <>
            <Card size="small" data-testid="eligibility-summary">
              <Space size="large" wrap>
                <div>
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {data.extraData.enterprise.qymc}
                  </Typography.Title>
                  <Typography.Text type="secondary">
                    {data.extraData.enterprise.region.replace(/\//g, '')}
                    {data.extraData.owncompany ? ' · 本单位' : ''} · 检查日期 {data.extraData.asof}
                  </Typography.Text>
                </div>
                <Statistic title="检查政策" value={data.extraData.summary.total} suffix="项" />
                <Statistic title="可能符合" value={data.extraData.summary.met} suffix="项" />
                <Statistic title="待企业确认" value={data.extraData.summary.unknown} suffix="项" />
                <Statistic title="不符合" value={data.extraData.summary.unmet} suffix="项" />
              </Space>
            </Card>
            <Typography.Text type="secondary">
              结果依据本平台的工商登记、资质标签与企业年报数据自动判断；“待确认”的条件需企业自行核实。
            </Typography.Text>
            {data.data.length === 0 ? (
              <Empty description="暂无适用于该企业所在地区的有效政策" />
            ) : (
              <Collapse
                items={data.data.map((p) => ({
                  key: p.policy.code,
                  label: (
                    <Space wrap>
                      <VerdictTag verdict={p.verdict} />
                      <span>{p.policy.title}</span>
                      <DemoTag policy={p.policy} />
                      <Typography.Text type="secondary">
                        符合 {p.counts.met} · 不符合 {p.counts.unmet} · 待确认 {p.counts.unknown}
                      </Typography.Text>
                    </Space>
                  ),
                  children: (
                    <Space orientation="vertical" style={{ width: '100%' }}>
                      <Button
                        type="link"
                        style={{ padding: 0 }}
                        onClick={() => onOpen(p.policy.code)}
                      >
                        查看政策详情
                      </Button>
                      {p.measures.map((m) => (
                        <div key={m.ID_}>
                          <Space>
                            <Typography.Text strong>{m.title}</Typography.Text>
                            <VerdictTag verdict={m.verdict} />
                          </Space>
                          <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
                            {m.content}
                          </Typography.Paragraph>
                          <Table<ClauseVerdict>
                            rowKey="ID_"
                            size="small"
                            pagination={false}
                            columns={clauseColumns}
                            dataSource={m.clauses}
                            locale={{ emptyText: '无申报条件' }}
                          />
                        </div>
                      ))}
                    </Space>
                  ),
                }))}
                defaultActiveKey={data.data.slice(0, 1).map((p) => p.policy.code)}
              />
            )}
          </>
        )}
      </Space>
    </div>
  );
}
