'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { Card, Col, Empty, List, Statistic, Table, Tag } from 'antd';
import { EChartsView } from '@/components/chart/echarts-view';
import { ChinaMap } from '@/components/map/china-map';
import type { MapDatum } from '@/components/map/map-data';
import { capitalOption, industryOption, riskOption } from '@/lib/board/charts';
import { useBoardMembers, type BoardSetQuery } from '@/lib/client/use-board';
import {
  BOARD_CHANGE_DAYS,
  BOARD_MESSAGES,
  BOARD_RISK_DAYS,
  BOARD_WIDGETS,
  type BoardAnswer,
  type BoardMemberRecord,
  type BoardWidgetKey,
} from '@/lib/contract/board';
import { SEARCH_PAGE_SIZES } from '@/lib/contract/search';
import { formatWanYuan } from '@/lib/format';
import type { MapLevel } from '@/lib/map/regions';
import { profileHref } from '@/lib/site/enterprise-routes';

// The widgets of 企业看板 (qykb): six KPI cards, five charts and the member list, each drawn
// from one qykbBoard answer (the list pages through qykbMembers).

const label = (key: BoardWidgetKey) => BOARD_WIDGETS.find((w) => w.key === key)!.label;

function Kpi({ widget, board }: { widget: BoardWidgetKey; board: BoardAnswer }) {
  const k = board.kpis;
  const value: Record<string, { value: number | string; suffix?: string; hint?: string }> = {
    'kpi-count': { value: k.count, suffix: '家' },
    'kpi-capital': { value: formatWanYuan(k.registeredcapital), hint: '折合人民币' },
    'kpi-high-tech': { value: k.hightechcount, suffix: '家' },
    'kpi-srdi': { value: k.srdicount, suffix: '家' },
    'kpi-risk': {
      value: k.riskevents,
      suffix: '起',
      hint: `近${BOARD_RISK_DAYS}天行政处罚与被告涉诉`,
    },
    'kpi-changes': { value: k.changes30d, suffix: '条', hint: `近${BOARD_CHANGE_DAYS}天变更记录` },
  };
  const v = value[widget]!;
  return (
    <Col xs={12} md={8} xl={4}>
      <Card size="small" data-testid={`board-${widget}`}>
        <Statistic title={label(widget)} value={v.value} suffix={v.suffix} />
        {v.hint && <div style={{ color: '#8c8c8c', fontSize: 12 }}>{v.hint}</div>}
      </Card>
    </Col>
  );
}

function BoardMap({ board }: { board: BoardAnswer }) {
  const [level, setLevel] = useState<MapLevel>('country');
  const values = useMemo<MapDatum[]>(
    () =>
      (level === 'country' ? board.provinces : (board.cities[level] ?? [])).map((r) => ({
        code: r.code,
        name: r.name,
        value: r.count,
      })),
    [board, level],
  );
  return (
    <ChinaMap
      level={level}
      values={values}
      title={`${board.set.label}地区分布`}
      subtitle={board.datalabel || undefined}
      valueLabel="企业数"
      height={380}
      onDrill={(code) => setLevel(code)}
      onBack={() => setLevel('country')}
    />
  );
}

function Members({ set, board }: { set: BoardSetQuery; board: BoardAnswer }) {
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const { data, isLoading, error } = useBoardMembers(set, page);
  return (
    <Table<BoardMemberRecord>
      size="small"
      rowKey="ID_"
      loading={isLoading}
      dataSource={data?.rows ?? []}
      locale={{ emptyText: error ? error.message : '暂无企业' }}
      pagination={{
        current: page.pageIndex,
        pageSize: page.pageSize,
        total: data?.total ?? board.set.count,
        pageSizeOptions: SEARCH_PAGE_SIZES.map(String),
        showSizeChanger: true,
        showTotal: (total) => `共 ${total} 家`,
        onChange: (pageIndex, pageSize) =>
          setPage({ pageIndex: pageSize === page.pageSize ? pageIndex : 1, pageSize }),
      }}
      columns={[
        {
          title: '企业名称',
          dataIndex: 'qymc',
          render: (name: string, r) => <Link href={profileHref(r.ID_)}>{name}</Link>,
        },
        { title: '地区', dataIndex: 'region' },
        { title: '行业', dataIndex: 'dlhy' },
        {
          title: '注册资本',
          render: (_: unknown, r) =>
            r.zczb === null
              ? '—'
              : `${formatWanYuan(r.zczb)}${r.capitalcurrency === '人民币' ? '' : `（${r.capitalcurrency}）`}`,
        },
        { title: '状态', dataIndex: 'status' },
        {
          title: '最新变更',
          render: (_: unknown, r) =>
            r.latestchange ? (
              <span>
                {r.latestchange.changedon} <Tag>{r.latestchange.classname}</Tag>
                {r.latestchange.item}
              </span>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}

/** One widget in its grid cell. */
export function BoardWidget({
  widget,
  board,
  set,
}: {
  widget: BoardWidgetKey;
  board: BoardAnswer;
  set: BoardSetQuery;
}) {
  if (widget.startsWith('kpi-')) return <Kpi widget={widget} board={board} />;
  const empty = board.set.count === 0;
  const chart = (body: React.ReactNode, span = 12) => (
    <Col xs={24} xl={span}>
      <Card title={label(widget)} size="small" data-testid={`board-${widget}`}>
        {empty ? <Empty description={BOARD_MESSAGES.emptySet} /> : body}
      </Card>
    </Col>
  );
  switch (widget) {
    case 'industry':
      return chart(
        <EChartsView option={industryOption(board.industries)} style={{ height: 300 }} />,
      );
    case 'map':
      return chart(<BoardMap board={board} />);
    case 'capital':
      return chart(<EChartsView option={capitalOption(board.capital)} style={{ height: 300 }} />);
    case 'risk':
      return chart(<EChartsView option={riskOption(board.riskmonthly)} style={{ height: 300 }} />);
    case 'dynamics':
      return chart(
        <List
          size="small"
          dataSource={board.dynamics}
          locale={{ emptyText: '暂无动态' }}
          renderItem={(d) => (
            <List.Item>
              <span>
                {d.changedon} <Link href={profileHref(d.qyid)}>{d.qymc}</Link>{' '}
                <Tag>{d.classname}</Tag>
                {d.item}
              </span>
            </List.Item>
          )}
        />,
      );
    case 'members':
      return chart(<Members set={set} board={board} />, 24);
    default:
      return null;
  }
}
