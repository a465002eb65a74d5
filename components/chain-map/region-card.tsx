'use client';

import { CloseOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import Link from 'next/link';
import type { MapFiguresRecord } from '@/lib/contract/chains';
import { formatPercent } from '@/lib/format';
import { MAP_FIGURES } from '@/lib/chains/map-url';
import { chainLinkHref, COMPETITIVENESS_PATH } from '@/lib/site/product-routes';
import { formatFigure } from './map-figures';
import styles from './chain-map.module.css';

// The city chosen on a province's map: its figures and where to go next with it (the chain
// diagram and the competitiveness of the same chain in that city).

export function RegionCard({
  record,
  chain,
  node,
  within,
  onClose,
}: {
  record: MapFiguresRecord;
  chain: string;
  node?: string;
  /** The province whose map it is on (江苏省, 上海市). */
  within: string;
  onClose: () => void;
}) {
  return (
    <section className={styles.panel} aria-label={`${record.name}的数据`} data-testid="region-card">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h2 style={{ margin: 0, fontSize: 16 }} data-testid="region-card-name">
          {record.name}
        </h2>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label="取消选择"
          onClick={onClose}
        />
      </div>
      <dl className={styles.figures}>
        {MAP_FIGURES.map((f) => (
          <div key={f.key} className={styles.figure}>
            <dt>{f.label}</dt>
            <dd>{formatFigure(f.key, record[f.key])}</dd>
          </div>
        ))}
        <div className={styles.figure}>
          <dt>{within}企业数排名</dt>
          <dd>第 {record.rank} 名</dd>
        </div>
        <div className={styles.figure}>
          <dt>占{within}企业数</dt>
          <dd>{formatPercent(record.share * 100, 1)}</dd>
        </div>
      </dl>
      <Space wrap>
        <Link href={chainLinkHref(chain, node, record.code)}>
          <Button type="primary" size="small">
            查看产业链
          </Button>
        </Link>
        <Link
          href={`${COMPETITIVENESS_PATH}?chain=${encodeURIComponent(chain)}&region=${record.code}`}
        >
          <Button size="small">竞争力分析</Button>
        </Link>
      </Space>
    </section>
  );
}
