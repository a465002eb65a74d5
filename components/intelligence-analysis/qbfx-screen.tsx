'use client';

import { Alert, Card, Col, Empty, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { EChartsView } from '@/components/chart/echarts-view';
import { ToneTag } from '@/components/enterprise/tone-tag';
import { QueryError } from '@/components/layout/query-error';
import { ChinaMap } from '@/components/map/china-map';
import { useIntelligenceAnalysis } from '@/lib/client/use-intelligence-analysis';
import {
  INTELLIGENCE_ANALYSIS_MESSAGES as M,
  type QbfxAnswer,
  type QbfxEnterpriseBucket,
  type QbfxLinkBucket,
  type QbfxRegionBucket,
} from '@/lib/contract/intelligence-analysis';
import { formatCount, formatWanYuan } from '@/lib/format';
import { kindsOption, kindsOrder, weeksOption } from '@/lib/intelligence-analysis/charts';
import { feedHref, type FeedBucket } from '@/lib/intelligence-analysis/feed-links';
import {
  filterState,
  patchState,
  stateQuery,
  type FilterState,
} from '@/lib/intelligence-analysis/url-state';
import { isPlaceholderCity, provinceOf, type MapLevel } from '@/lib/map/regions';
import { changeText } from '@/lib/regional/charts';
import { profileHref } from '@/lib/site/enterprise-routes';
import { QbfxFilters } from './qbfx-filters';

// 情报分析 (/cyjj/qbfx): the feed's events under its filter, aggregated — by kind, by week, by
// region (the shared map), hot chain links against the previous period, the most active
// enterprises and the totals. Every figure links to the feed /cyjj/qbzl listing its events
// (lib/intelligence-analysis/feed-links.ts).

/** A count that opens its events in the feed (plain text where the feed cannot list them). */
function FeedLink({ href, children }: { href: string | null; children: ReactNode }) {
  return href ? (
    <Link href={href} data-testid="qbfx-feed-link">
      {children}
    </Link>
  ) : (
    <span>{children}</span>
  );
}

/** The map level and outlined feature for the answered region (a city: its province's map). */
function mapPlace(answer: QbfxAnswer): { level: MapLevel; selected?: string } {
  const { code, level } = answer.filter.region;
  if (level === 0) return { level: 'country' };
  const province = provinceOf(code) ?? code;
  if (level === 1) return { level: province };
  const city = `${code.slice(0, 4)}00`;
  const feature = level === 2 || isPlaceholderCity(province, city) ? code : city;
  return { level: province, selected: feature };
}

function Totals({ answer }: { answer: QbfxAnswer }) {
  const f = answer.filter;
  const financingAdmitted = f.kinds.length === 0 || f.kinds.includes('financing');
  return (
    <Row gutter={16} data-testid="qbfx-totals">
      <Col span={6}>
        <Statistic
          title="事件数"
          valueRender={() => (
            <FeedLink href={feedHref(f)}>{formatCount(answer.totals.events)}</FeedLink>
          )}
        />
      </Col>
      <Col span={6}>
        <Statistic
          title="涉及企业"
          valueRender={() => (
            <FeedLink href={feedHref(f)}>{formatCount(answer.totals.enterprises)}</FeedLink>
          )}
          suffix="家"
        />
      </Col>
      <Col span={6}>
        <Statistic
          title="融资事件"
          valueRender={() =>
            financingAdmitted ? (
              <FeedLink href={feedHref(f, { kind: 'financing' })}>
                {formatCount(answer.totals.financingevents)}
              </FeedLink>
            ) : (
              '—'
            )
          }
        />
      </Col>
      <Col span={6}>
        <Statistic
          title="披露融资金额"
          valueRender={() =>
            financingAdmitted ? (
              <FeedLink href={feedHref(f, { kind: 'financing' })}>
                {formatWanYuan(answer.totals.financingamount)}
              </FeedLink>
            ) : (
              '—'
            )
          }
        />
      </Col>
    </Row>
  );
}

function RegionSection({
  answer,
  onRegion,
}: {
  answer: QbfxAnswer;
  onRegion: (code: string) => void;
}) {
  const f = answer.filter;
  const place = mapPlace(answer);
  const values =
    f.region.level <= 1
      ? answer.regions.map((r) => ({ code: r.code, name: r.name, value: r.count }))
      : [{ code: place.selected!, name: f.region.name, value: answer.totals.events }];
  return (
    <Card title={`${f.region.name} 事件地区分布`} data-testid="qbfx-regions">
      <Row gutter={16}>
        <Col span={14}>
          <ChinaMap
            level={place.level}
            selected={place.selected}
            values={values}
            title="产业情报事件"
            subtitle={`${f.from} 至 ${f.to}（${M.demoData}）`}
            valueLabel="事件数"
            onDrill={onRegion}
            onBack={() => onRegion('000000')}
            onSelect={(r) => onRegion(r.code)}
            height={440}
          />
        </Col>
        <Col span={10}>
          <Table<QbfxRegionBucket>
            size="small"
            rowKey="code"
            dataSource={answer.regions}
            pagination={{ pageSize: 12, showSizeChanger: false }}
            locale={{ emptyText: '没有下级地区' }}
            columns={[
              { title: '排名', render: (_: unknown, __, i) => i + 1, width: 60 },
              {
                title: '地区',
                dataIndex: 'name',
                render: (name: string, r) => (
                  <Typography.Link onClick={() => onRegion(r.code)}>{name}</Typography.Link>
                ),
              },
              {
                title: '事件数',
                dataIndex: 'count',
                render: (n: number, r) => (
                  <FeedLink href={feedHref(f, { region: r.code })}>{formatCount(n)}</FeedLink>
                ),
              },
            ]}
          />
          {answer.unplaced > 0 && (
            <Typography.Paragraph type="secondary" data-testid="qbfx-unplaced">
              另有 {formatCount(answer.unplaced)}{' '}
              条事件的企业地址未细分到下级地区，计入总数但不在上表。
            </Typography.Paragraph>
          )}
        </Col>
      </Row>
    </Card>
  );
}

function LinksSection({ answer }: { answer: QbfxAnswer }) {
  const f = answer.filter;
  const p = answer.period;
  return (
    <Card
      title="热门产业链环节"
      extra={
        <span>
          与上期（{p.previousfrom} 至 {p.previousto}）对比
        </span>
      }
      data-testid="qbfx-links"
    >
      {answer.linksnote && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={answer.linksnote} />
      )}
      <Table<QbfxLinkBucket>
        size="small"
        rowKey="code"
        pagination={false}
        dataSource={answer.links}
        locale={{ emptyText: '期间内没有标注产业链环节的事件' }}
        columns={[
          { title: '环节', render: (_: unknown, l) => `${l.stage} · ${l.name}` },
          { title: '产业链', dataIndex: 'chainname' },
          {
            title: '本期事件',
            dataIndex: 'count',
            render: (n: number, l) => (
              <FeedLink href={feedHref(f, { node: { code: l.code, chain: l.chain } })}>
                {formatCount(n)}
              </FeedLink>
            ),
          },
          { title: '上期事件', dataIndex: 'previous', render: (n: number) => formatCount(n) },
          {
            title: '变化',
            render: (_: unknown, l) =>
              l.change === null ? (
                <Typography.Text type="secondary">{l.basenote}</Typography.Text>
              ) : (
                changeText(l.change)
              ),
          },
        ]}
      />
    </Card>
  );
}

function EnterprisesSection({ answer }: { answer: QbfxAnswer }) {
  const f = answer.filter;
  return (
    <Card title="最活跃企业" data-testid="qbfx-enterprises">
      <Table<QbfxEnterpriseBucket>
        size="small"
        rowKey="qyid"
        pagination={false}
        dataSource={answer.enterprises}
        locale={{ emptyText: '期间内没有事件' }}
        columns={[
          {
            title: '企业',
            dataIndex: 'qymc',
            render: (name: string, e) => <Link href={profileHref(e.qyid)}>{name}</Link>,
          },
          {
            title: '事件数',
            dataIndex: 'count',
            render: (n: number, e) => (
              <FeedLink href={feedHref(f, { qyid: e.qyid })}>{formatCount(n)}</FeedLink>
            ),
          },
          {
            title: '事件类型',
            render: (_: unknown, e) => (
              <Space size={[4, 4]} wrap>
                {e.kinds.map((k) => (
                  <Link key={k.kind} href={feedHref(f, { qyid: e.qyid, kind: k.kind })!}>
                    <Tag>
                      {k.label} {k.count}
                    </Tag>
                  </Link>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

export function QbfxScreen() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const state = filterState(new URLSearchParams(search.toString()));
  const { data, error, isLoading, mutate } = useIntelligenceAnalysis(state);
  const change = (patch: FilterState) => {
    const query = stateQuery(patchState(state, patch));
    router.replace(query ? `${pathname}?${query}` : pathname);
  };
  const open = (bucket: FeedBucket) => {
    const href = data ? feedHref(data.filter, bucket) : null;
    if (href) router.push(href);
  };

  return (
    <div data-testid="qbfx-screen">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Space>
          <Typography.Title level={3} style={{ margin: 0 }}>
            产业情报分析
          </Typography.Title>
          <ToneTag tone="orange">{M.demoData}</ToneTag>
        </Space>
        {data && (
          <Space>
            <span>{data.asof ? `事件更新于 ${data.asof.slice(0, 10)}` : '事件尚未生成'}</span>
            <Link href={feedHref(data.filter) ?? '/cyjj/qbzl'}>查看事件列表</Link>
          </Space>
        )}
      </Space>
      <Card style={{ marginBottom: 16 }}>
        <QbfxFilters state={state} answered={data?.filter} onChange={change} />
      </Card>
      {data?.notice && (
        <Alert type="info" showIcon title={data.notice} style={{ marginBottom: 16 }} />
      )}
      {error && <QueryError error={error} onRetry={() => void mutate()} />}
      {!data && !error && isLoading && <Card loading />}
      {data && !error && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card
            title={`${data.filter.region.name} · ${data.period.from} 至 ${data.period.to}（${data.period.days} 天）`}
          >
            <Totals answer={data} />
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              事件由企业登记、融资、招投标、资质、专利、处罚与裁判文书等记录生成（演示数据）；点击任一数字或图形即可查看对应事件。
            </Typography.Paragraph>
          </Card>
          {data.totals.events === 0 && (
            <Empty description="所选条件与期间内没有事件，可放宽筛选条件或延长时间" />
          )}
          <Row gutter={16}>
            <Col span={9}>
              <Card title="按事件类型" data-testid="qbfx-kinds">
                <EChartsView
                  option={kindsOption(data.kinds)}
                  style={{ height: 320 }}
                  onEvents={{
                    click: (params) => {
                      const i = (params as { dataIndex?: number }).dataIndex;
                      const bucket = i === undefined ? undefined : kindsOrder(data.kinds)[i];
                      if (bucket) open({ kind: bucket.kind });
                    },
                  }}
                  aria-label="按事件类型的事件数柱状图，数字见下表"
                />
                <Space size={[4, 4]} wrap>
                  {kindsOrder(data.kinds).map((k) => (
                    <FeedLink key={k.kind} href={feedHref(data.filter, { kind: k.kind })}>
                      <Tag>
                        {k.label} {formatCount(k.count)}
                      </Tag>
                    </FeedLink>
                  ))}
                </Space>
              </Card>
            </Col>
            <Col span={15}>
              <Card title="按周趋势" data-testid="qbfx-weeks">
                <EChartsView
                  option={weeksOption(data.weeks, data.kinds)}
                  style={{ height: 360 }}
                  onEvents={{
                    click: (params) => {
                      const { dataIndex, seriesName } = params as {
                        dataIndex?: number;
                        seriesName?: string;
                      };
                      const week = dataIndex === undefined ? undefined : data.weeks[dataIndex];
                      if (!week) return;
                      const kind = data.kinds.find((k) => k.label === seriesName)?.kind;
                      open({ week: { from: week.from, to: week.to }, ...(kind ? { kind } : {}) });
                    },
                  }}
                  aria-label="每周事件数趋势图，点击某周查看该周事件"
                />
                <Typography.Text type="secondary">
                  每周自周一至周日，首尾两周只计入期间内的日期；点击柱段查看该周该类事件，点击折线查看该周全部事件。
                </Typography.Text>
              </Card>
            </Col>
          </Row>
          <RegionSection answer={data} onRegion={(region) => change({ region })} />
          <Row gutter={16}>
            <Col span={12}>
              <LinksSection answer={data} />
            </Col>
            <Col span={12}>
              <EnterprisesSection answer={data} />
            </Col>
          </Row>
        </Space>
      )}
    </div>
  );
}
