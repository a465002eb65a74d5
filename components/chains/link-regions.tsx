'use client';

import { Alert, Button, Skeleton, Table } from 'antd';
import { useMemo } from 'react';
import type { RegionFiguresRecord } from '@/lib/contract/chains';
import { EChartsView } from '@/components/chart/echarts-view';
import { EmptyState } from '@/components/layout/empty-state';
import { useRegionFigures } from '@/lib/client/use-chains';
import { shareText } from '@/lib/chains/figures';
import { regionChartOption } from '@/lib/chains/stats-charts';
import { formatCount, formatWanYuan } from '@/lib/format';
import { AsOf } from './as-of';
import { CHAIN_SCREEN_TEXT } from './messages';
import styles from './chains.module.css';

type Props = {
  node: string;
  region: string;
  demo: boolean;
  /** Look at the chain in a child region (the diagram and this link follow). */
  onRegion: (code: string) => void;
};

/** 地区分布: the link's enterprises over the child regions of the region, table and chart. */
export function LinkRegions({ node, region, demo, onRegion }: Props) {
  const { data, error } = useRegionFigures({ node, region });
  const option = useMemo(() => (data ? regionChartOption(data.data) : undefined), [data]);
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!data || !option) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (data.extraData.region.level === 3 || data.data.length === 0) {
    return <EmptyState text={CHAIN_SCREEN_TEXT.noDistrictBelow} />;
  }
  return (
    <div data-testid="link-regions">
      <div className={styles.panelFacts}>
        <AsOf asof={data.extraData.asof} demo={demo} />
        <span>
          {data.extraData.region.path}共 {formatCount(data.extraData.total)} 家，按下级地区分布
        </span>
      </div>
      {data.data.some((r) => r.enterprisecount > 0) && (
        <div className={styles.chartBox} style={{ marginBottom: 12 }}>
          <EChartsView option={option} style={{ height: 320 }} data-testid="regions-chart" />
        </div>
      )}
      <Table<RegionFiguresRecord>
        rowKey="code"
        size="small"
        data-testid="region-table"
        dataSource={[...data.data].sort(
          (a, b) => b.enterprisecount - a.enterprisecount || a.code.localeCompare(b.code),
        )}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          {
            title: '地区',
            dataIndex: 'name',
            render: (name: string, r) => (
              <Button
                type="link"
                size="small"
                style={{ paddingInline: 0 }}
                onClick={() => onRegion(r.code)}
                aria-label={`${CHAIN_SCREEN_TEXT.viewRegion}：${name}`}
              >
                {name}
              </Button>
            ),
          },
          { title: '企业数', dataIndex: 'enterprisecount', render: (v: number) => formatCount(v) },
          { title: '占比', dataIndex: 'share', render: (v: number) => shareText(v) },
          { title: '上市', dataIndex: 'listedcount' },
          { title: '专精特新', dataIndex: 'srdicount' },
          { title: '高新技术', dataIndex: 'hightechcount' },
          { title: '发明专利', dataIndex: 'inventionpatentcount' },
          {
            title: '注册资本合计',
            dataIndex: 'registeredcapital',
            render: (v: number) => formatWanYuan(v),
          },
        ]}
      />
    </div>
  );
}
