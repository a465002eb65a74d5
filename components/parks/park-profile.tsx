'use client';

import { Button, Card, Col, Descriptions, Row, Statistic, Table, Tag } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { EChartsView } from '@/components/chart/echarts-view';
import { ToneTag } from '@/components/enterprise/tone-tag';
import { useParkEnterprises, usePark } from '@/lib/client/use-parks';
import type { ParkEnterpriseRecord } from '@/lib/contract/parks';
import { SEARCH_PAGE_SIZES } from '@/lib/contract/search';
import { formatWanYuan, regionPathName } from '@/lib/format';
import { barOption, monthlyOption } from '@/lib/parks/charts';
import { profileHref } from '@/lib/site/enterprise-routes';

// A park's profile (/yqhx?park=): key figures, members by industry and chain, registrations per
// month, qualifications, financing, top enterprises and the member list; every figure with the
// date it was computed, and 演示数据 on generated parks.

const asOfText = (asof: string | null) =>
  asof ? `数据更新于 ${asof.slice(0, 10)}` : '统计尚未生成';

export function ParkProfileView({ code, onBack }: { code: string; onBack: () => void }) {
  const { data, error, isLoading } = usePark(code);
  const [members, setMembers] = useState({ sort: 'capital', pageIndex: 1, pageSize: 10 });
  const [sshy, setSshy] = useState<string | undefined>();
  const list = useParkEnterprises(code, { ...members, sshy });

  if (error) return <div role="alert">{error.message}</div>;
  if (isLoading || !data) return <Card loading />;
  const { park, figures } = data;
  const demo = park.source === 'demo';
  const asof = asOfText(data.asof);
  const memberColumns = [
    {
      title: '企业名称',
      dataIndex: 'qymc',
      render: (name: string, r: ParkEnterpriseRecord) => (
        <Link href={profileHref(r.ID_)}>{name}</Link>
      ),
    },
    { title: '注册资本', render: (_: unknown, r: ParkEnterpriseRecord) => formatWanYuan(r.zczb) },
    { title: '所属行业', dataIndex: 'dlhy' },
    { title: '成立日期', dataIndex: 'clrq' },
    { title: '匹配地址词', dataIndex: 'keyword' },
  ];

  return (
    <div data-testid="park-profile">
      <Button type="link" onClick={onBack}>
        返回园区列表
      </Button>
      <h2 data-testid="park-title">
        {park.name} <Tag>{park.level}</Tag>
        <Tag>{park.type}</Tag>
        {demo && <ToneTag tone="orange">{park.sourcelabel}</ToneTag>}
      </h2>
      <Descriptions size="small" column={3}>
        <Descriptions.Item label="所在地区">{regionPathName(park.region.path)}</Descriptions.Item>
        <Descriptions.Item label="规划面积">
          {park.areakm2 === null ? '—' : `${park.areakm2} 平方公里`}
        </Descriptions.Item>
        <Descriptions.Item label="设立年份">{park.foundedyear ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="主导产业链">
          {park.leadingchains.map((c) => c.name).join('、') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="别称">{park.aliases.join('、') || '—'}</Descriptions.Item>
        <Descriptions.Item label="资料来源">
          {park.sourcelabel} · {park.parkasof}
        </Descriptions.Item>
      </Descriptions>
      <Card title="核心指标" extra={asof} size="small" style={{ marginTop: 12 }}>
        <Row gutter={16}>
          <Col span={4}>
            <Statistic title="入驻企业" value={figures.enterprisecount} suffix="家" />
          </Col>
          <Col span={4}>
            <Statistic title="注册资本合计" value={formatWanYuan(figures.registeredcapital)} />
          </Col>
          <Col span={4}>
            <Statistic title="近12个月新注册" value={figures.newlast12m} suffix="家" />
          </Col>
          <Col span={4}>
            <Statistic title="上市企业" value={figures.listedcount} suffix="家" />
          </Col>
          <Col span={4}>
            <Statistic
              title="专利（发明）"
              value={`${figures.patentcount}（${figures.inventionpatentcount}）`}
            />
          </Col>
          <Col span={4}>
            <Statistic
              title="融资事件"
              value={figures.financingcount}
              suffix={`起 · ${formatWanYuan(figures.financingamount)}`}
            />
          </Col>
        </Row>
      </Card>
      <Row gutter={12} style={{ marginTop: 12 }}>
        <Col span={12}>
          <Card title="行业分布（门类）" extra={asof} size="small">
            <EChartsView
              option={barOption(data.industries)}
              style={{ height: 280 }}
              onEvents={{
                click: (p) => {
                  const name = (p as { name?: string }).name;
                  const hit = data.industries.find((i) => i.name === name);
                  setSshy(hit?.code);
                  setMembers((m) => ({ ...m, pageIndex: 1 }));
                },
              }}
              data-testid="park-industry-chart"
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card title="产业链分布" extra={asof} size="small">
            <EChartsView
              option={barOption(data.chains.map((c) => ({ name: c.name, count: c.count })))}
              style={{ height: 280 }}
              data-testid="park-chain-chart"
            />
          </Card>
        </Col>
      </Row>
      <Row gutter={12} style={{ marginTop: 12 }}>
        <Col span={12}>
          <Card title="近24个月新注册企业" extra={asof} size="small">
            <EChartsView
              option={monthlyOption(data.monthly)}
              style={{ height: 260 }}
              data-testid="park-monthly-chart"
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card title="资质认定" extra={asof} size="small">
            <Table
              size="small"
              rowKey="tag"
              pagination={false}
              dataSource={data.qualifications}
              columns={[
                { title: '资质', dataIndex: 'tag' },
                { title: '企业数', dataIndex: 'count', align: 'right' },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Row gutter={12} style={{ marginTop: 12 }}>
        <Col span={12}>
          <Card title="主要产业链环节" extra={asof} size="small">
            <Table
              size="small"
              rowKey={(r) => r.code}
              pagination={false}
              dataSource={data.chains.flatMap((c) =>
                c.links.slice(0, 3).map((l) => ({ ...l, chain: c.name })),
              )}
              columns={[
                { title: '产业链', dataIndex: 'chain' },
                { title: '环节', dataIndex: 'name' },
                { title: '企业数', dataIndex: 'count', align: 'right' },
              ]}
            />
          </Card>
        </Col>
        <Col span={12}>
          <Card title="最新融资事件" extra={asof} size="small">
            <Table
              size="small"
              rowKey="ID_"
              pagination={false}
              dataSource={data.financing}
              columns={[
                {
                  title: '企业',
                  dataIndex: 'qymc',
                  render: (n: string, r) => <Link href={profileHref(r.qyid)}>{n}</Link>,
                },
                { title: '轮次', dataIndex: 'round' },
                { title: '金额', render: (_, r) => formatWanYuan(r.amountwan) },
                { title: '日期', dataIndex: 'date' },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <Card
        title={sshy ? `入驻企业（门类 ${sshy}）` : '入驻企业（按注册资本）'}
        extra={asof}
        size="small"
        style={{ marginTop: 12 }}
      >
        <Table<ParkEnterpriseRecord>
          size="small"
          rowKey="ID_"
          loading={list.isLoading}
          dataSource={list.data?.data ?? []}
          columns={memberColumns}
          data-testid="park-members"
          pagination={{
            current: members.pageIndex,
            pageSize: members.pageSize,
            total: list.data?.extraData.totalCount ?? 0,
            showSizeChanger: true,
            pageSizeOptions: SEARCH_PAGE_SIZES.map(String),
            showTotal: (n) => `共 ${n} 家`,
            onChange: (pageIndex, pageSize) => setMembers((m) => ({ ...m, pageIndex, pageSize })),
          }}
        />
      </Card>
    </div>
  );
}
