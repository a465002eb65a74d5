'use client';

import { Alert, Button, Card, Col, Empty, Row, Space, Statistic, Table, Tag } from 'antd';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { EChartsView } from '@/components/chart/echarts-view';
import { RegionPicker } from '@/components/chains/region-picker';
import { ToneTag } from '@/components/enterprise/tone-tag';
import { apiUrl } from '@/lib/client/request';
import { useRegionEconomy, useRegionPeers } from '@/lib/client/use-regional';
import { NATIONAL_REGION } from '@/lib/contract/chains';
import {
  OFFICIAL_INDICATORS,
  REGIONAL_MESSAGES,
  type HgjjPeer,
  type OfficialValue,
} from '@/lib/contract/regional';
import { formatWanYuan } from '@/lib/format';
import { barOption } from '@/lib/parks/charts';
import { changeText, flowOption, officialOption } from '@/lib/regional/charts';
import { useDatasetKind } from '@/lib/client/use-chains';

// 宏观经济 (/hgjj): a region's registry-derived figures and its official statistics, in two
// separately labelled sections that never share a table or a chart; peers of the same level.

const asOfText = (asof: string | null) =>
  asof ? `数据更新于 ${asof.slice(0, 10)}` : '统计尚未生成';

function download(path: string, query: Record<string, string>) {
  const link = document.createElement('a');
  link.href = apiUrl(path, query);
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

function OfficialSection({ values, region }: { values: OfficialValue[]; region: string }) {
  if (values.length === 0)
    return (
      <Card title={REGIONAL_MESSAGES.officialLabel}>
        <Empty description="暂无官方统计数据，可通过数据导入加载" />
      </Card>
    );
  const demo = values.some((v) => v.demo);
  const latest = OFFICIAL_INDICATORS.map((i) =>
    values.filter((v) => v.indicator === i.key).at(-1),
  ).filter((v): v is OfficialValue => v !== undefined);
  const gdp = values.filter((v) => v.indicator === 'gdp');
  return (
    <Card
      title={
        <Space>
          {REGIONAL_MESSAGES.officialLabel}
          {demo && <ToneTag tone="orange">{REGIONAL_MESSAGES.demoOfficial}</ToneTag>}
        </Space>
      }
      extra={
        <Button
          onClick={() => download('/api-zsai-query/zsai/hgjj/export', { region, kind: 'official' })}
        >
          导出CSV
        </Button>
      }
      data-testid="hgjj-official"
    >
      {demo && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title="以下数值为系统生成的演示数据，并非统计部门发布的官方数据，仅用于展示功能。"
        />
      )}
      <Row gutter={16}>
        <Col span={12}>
          <Table<OfficialValue>
            size="small"
            pagination={false}
            rowKey={(v) => `${v.indicator}-${v.period}`}
            dataSource={latest}
            columns={[
              { title: '指标', dataIndex: 'label' },
              { title: '期间', dataIndex: 'period' },
              {
                title: '数值',
                render: (_: unknown, v) => `${v.value.toLocaleString('zh-CN')} ${v.unit}`,
              },
              {
                title: '来源',
                render: (_: unknown, v) =>
                  v.demo ? <ToneTag tone="orange">{REGIONAL_MESSAGES.demoData}</ToneTag> : v.source,
              },
            ]}
          />
        </Col>
        <Col span={12}>
          <EChartsView
            option={officialOption(gdp, '地区生产总值（亿元）')}
            style={{ height: 260 }}
          />
        </Col>
      </Row>
    </Card>
  );
}

function PeerTable({ region }: { region: string }) {
  const { data, isLoading } = useRegionPeers(region);
  if (region === NATIONAL_REGION) return null;
  return (
    <Card title="同级地区对比" data-testid="hgjj-peers">
      <Table<HgjjPeer>
        size="small"
        loading={isLoading}
        rowKey="code"
        dataSource={data ?? []}
        pagination={{ pageSize: 10 }}
        rowClassName={(p) => (p.code === region ? 'ant-table-row-selected' : '')}
        columns={[
          { title: '地区', dataIndex: 'name' },
          {
            title: '存续企业',
            dataIndex: 'enterprisecount',
            sorter: (a, b) => a.enterprisecount - b.enterprisecount,
          },
          {
            title: '近12个月新注册',
            dataIndex: 'registrations12',
            sorter: (a, b) => a.registrations12 - b.registrations12,
          },
          { title: '近12个月注销/吊销', dataIndex: 'cancellations12' },
          { title: '近12个月净增', dataIndex: 'net12', sorter: (a, b) => a.net12 - b.net12 },
          {
            title: '近12个月新增注册资本',
            render: (_: unknown, p) => formatWanYuan(p.capitaladded12),
          },
          {
            title: `地区生产总值（${REGIONAL_MESSAGES.officialLabel}，亿元）`,
            render: (_: unknown, p) =>
              p.gdp ? (
                <span>
                  {p.gdp.value.toLocaleString('zh-CN')}（{p.gdp.period}）
                  {p.gdp.demo && <Tag color="orange">{REGIONAL_MESSAGES.demoData}</Tag>}
                </span>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Card>
  );
}

/** The change beside a headline figure, on its own line so the figure never wraps. */
function ChangeLine({ text }: { text: string }) {
  return <div style={{ color: '#8c8c8c', fontSize: 12, whiteSpace: 'nowrap' }}>{text}</div>;
}

export function HgjjScreen() {
  const router = useRouter();
  const demo = useDatasetKind() === 'demo';
  const pathname = usePathname();
  const params = useSearchParams();
  const region = params.get('region') ?? NATIONAL_REGION;
  const { data, error, isLoading } = useRegionEconomy(region);
  const pick = (code: string) => router.replace(`${pathname}?region=${code}`);

  return (
    <div data-testid="hgjj-screen">
      <Space style={{ marginBottom: 16 }}>
        <span>地区</span>
        <RegionPicker value={region} onChange={pick} maxLevel={2} data-testid="hgjj-region" />
      </Space>
      {error && <Alert type="error" title={error.message} />}
      {(isLoading || !data) && !error && <Card loading />}
      {data && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <h2 data-testid="hgjj-title">{data.region.name} 宏观经济</h2>
          <Card
            title={
              <Space>
                {REGIONAL_MESSAGES.registryLabel}
                {demo && <ToneTag tone="orange">{REGIONAL_MESSAGES.demoData}</ToneTag>}
              </Space>
            }
            extra={
              <Space>
                <span>{asOfText(data.asof)}</span>
                <Button
                  onClick={() =>
                    download('/api-zsai-query/zsai/hgjj/export', { region, kind: 'registry' })
                  }
                >
                  导出CSV
                </Button>
              </Space>
            }
            data-testid="hgjj-registry"
          >
            <p style={{ color: '#8c8c8c' }}>
              由企业登记数据计算：新注册按成立日期、注销/吊销按登记状态变更日期计入当月；注册资本折合人民币。
            </p>
            <Row gutter={16}>
              <Col span={4}>
                <Statistic title="存续企业" value={data.registry.enterprisecount} suffix="家" />
              </Col>
              <Col span={4}>
                <Statistic title="占全国比重" value={data.registry.nationalshare} suffix="%" />
              </Col>
              <Col span={4}>
                <Statistic
                  title={`${data.registry.latest.month} 新注册`}
                  value={data.registry.latest.registrations}
                  suffix="家"
                />
                <ChangeLine
                  text={`环比 ${changeText(data.registry.latest.mom.registrations)} · 同比 ${changeText(data.registry.latest.yoy.registrations)}`}
                />
              </Col>
              <Col span={4}>
                <Statistic
                  title={`${data.registry.latest.month} 注销/吊销`}
                  value={data.registry.latest.cancellations}
                  suffix="家"
                />
                <ChangeLine text={`环比 ${changeText(data.registry.latest.mom.cancellations)}`} />
              </Col>
              <Col span={4}>
                <Statistic title="近12个月净增" value={data.registry.last12.net} suffix="家" />
                <ChangeLine text={`同比 ${changeText(data.registry.last12.yoy.net)}`} />
              </Col>
              <Col span={4}>
                <Statistic
                  title="近12个月新增注册资本"
                  value={formatWanYuan(data.registry.last12.capitaladded)}
                />
              </Col>
            </Row>
            <EChartsView option={flowOption(data.registry.monthly)} style={{ height: 300 }} />
            <Row gutter={16}>
              <Col span={8}>
                <h4>三次产业结构</h4>
                <Table
                  size="small"
                  pagination={false}
                  rowKey="sector"
                  dataSource={data.registry.sectors}
                  columns={[
                    { title: '产业', dataIndex: 'sector' },
                    { title: '企业数', dataIndex: 'count' },
                    { title: '占比', render: (_: unknown, s: { share: number }) => `${s.share}%` },
                  ]}
                />
                <h4 style={{ marginTop: 16 }}>资质企业</h4>
                <Table
                  size="small"
                  pagination={false}
                  rowKey="tag"
                  dataSource={data.registry.qualifications}
                  columns={[
                    { title: '资质', dataIndex: 'tag' },
                    { title: '企业数', dataIndex: 'count' },
                  ]}
                />
              </Col>
              <Col span={8}>
                <h4>门类结构</h4>
                <EChartsView
                  option={barOption(
                    data.registry.categories.map((c) => ({ name: c.name, count: c.count })),
                  )}
                  style={{ height: 320 }}
                />
              </Col>
              <Col span={8}>
                <h4>主要行业（大类）</h4>
                <EChartsView
                  option={barOption(data.registry.topindustries)}
                  style={{ height: 320 }}
                />
              </Col>
            </Row>
          </Card>
          <OfficialSection values={data.official} region={data.region.code} />
          <PeerTable region={data.region.code} />
        </Space>
      )}
    </div>
  );
}
