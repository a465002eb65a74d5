'use client';

import { Button, Table } from 'antd';
import { ToneTag } from '@/components/enterprise/tone-tag';
import { useParkCompare } from '@/lib/client/use-parks';
import type { ParkCompareRecord } from '@/lib/contract/parks';
import { formatWanYuan, regionPathName } from '@/lib/format';
import frame from '@/components/layout/screen-frame.module.css';
import { asOfText } from '@/lib/chains/figures';

// 2–4 parks side by side (/yqhx?compare=a,b): one row per figure, one column per park.

type Line = { key: string; label: string; value: (p: ParkCompareRecord) => string | number };

const LINES: Line[] = [
  { key: 'level', label: '级别', value: (p) => p.park.level },
  { key: 'type', label: '类型', value: (p) => p.park.type },
  { key: 'region', label: '所在地区', value: (p) => regionPathName(p.park.region.path) },
  { key: 'area', label: '规划面积（平方公里）', value: (p) => p.park.areakm2 ?? '—' },
  { key: 'founded', label: '设立年份', value: (p) => p.park.foundedyear ?? '—' },
  { key: 'count', label: '入驻企业', value: (p) => p.figures.enterprisecount },
  { key: 'new', label: '近12个月新注册', value: (p) => p.figures.newlast12m },
  {
    key: 'capital',
    label: '注册资本合计',
    value: (p) => formatWanYuan(p.figures.registeredcapital),
  },
  { key: 'listed', label: '上市企业', value: (p) => p.figures.listedcount },
  { key: 'patents', label: '专利', value: (p) => p.figures.patentcount },
  { key: 'inventions', label: '发明专利', value: (p) => p.figures.inventionpatentcount },
  { key: 'financing', label: '融资事件', value: (p) => p.figures.financingcount },
  ...['高新技术企业', '专精特新', '专精特新“小巨人”', '科技型中小企业'].map((tag) => ({
    key: tag,
    label: tag,
    value: (p: ParkCompareRecord) => p.qualifications.find((q) => q.tag === tag)?.count ?? 0,
  })),
  {
    key: 'industries',
    label: '主要行业',
    value: (p) => p.industries.map((i) => `${i.name} ${i.count}`).join('、') || '—',
  },
  {
    key: 'chains',
    label: '产业链企业',
    value: (p) =>
      p.chains
        .slice(0, 3)
        .map((c) => `${c.name} ${c.count}`)
        .join('、') || '—',
  },
];

export function ParkCompare({ codes, onBack }: { codes: string[]; onBack: () => void }) {
  const { data, error, isLoading } = useParkCompare(codes);
  if (error) return <div role="alert">{error.message}</div>;
  const parks = data?.data ?? [];
  return (
    <div data-testid="park-compare-view">
      <div className={frame.head}>
        <h1 className={frame.title}>园区对比</h1>
        <Button type="link" onClick={onBack}>
          返回园区列表
        </Button>
      </div>
      <Table
        bordered
        tableLayout="fixed"
        size="middle"
        loading={isLoading}
        rowKey="key"
        pagination={false}
        dataSource={LINES}
        columns={[
          { title: '指标', dataIndex: 'label', width: 180 },
          ...parks.map((p) => ({
            title: (
              <span>
                {p.park.name}{' '}
                {p.park.source === 'demo' && <ToneTag tone="orange">{p.park.sourcelabel}</ToneTag>}
              </span>
            ),
            key: p.park.code,
            // Every park gets the same share of the width.
            width: `${Math.floor(100 / Math.max(1, parks.length))}%`,
            render: (_: unknown, line: Line) => line.value(p),
          })),
        ]}
      />
      <div style={{ marginTop: 8 }}>
        {data?.extraData.asof ? asOfText(data.extraData.asof) : ''}
      </div>
    </div>
  );
}
