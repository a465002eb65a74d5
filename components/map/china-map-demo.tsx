'use client';

import { useMemo } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Col, Row, Tag } from 'antd';
import { useAddressTree } from '@/lib/client/use-reference-trees';
import { MUNICIPALITIES, isMapLevel, mapRegions, type MapLevel } from '@/lib/map/regions';
import { ChinaMap } from './china-map';
import type { MapColumn, MapDatum } from './map-data';
import { MapRankingTable } from './map-ranking-table';

// /zsai/dev/china-map: the China map with made-up figures, for developers (the page says
// 演示数据). The level lives in the URL (?region=320000), as on a real map screen.

const EXTRA: MapColumn[] = [
  { key: 'listed', label: '上市企业' },
  { key: 'srdi', label: '专精特新' },
];

// A stable made-up figure per code, so reloads and screenshots agree.
function sample(code: string): number {
  let h = 2166136261;
  for (const c of code) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return (h >>> 0) % 5000;
}

export function ChinaMapDemo() {
  const router = useRouter();
  const pathname = usePathname();
  const param = useSearchParams().get('region');
  const level: MapLevel = param ?? 'country';
  // The tree to districts: municipalities and 省直辖县级行政区划 are drawn by district.
  const tree = useAddressTree(undefined, 3);
  const values = useMemo<MapDatum[] | undefined>(
    () =>
      tree && isMapLevel(level)
        ? mapRegions(tree, level).map((r) => {
            const value = sample(r.code);
            return {
              code: r.code,
              name: r.name,
              value,
              extra: { listed: Math.round(value * 0.02), srdi: Math.round(value * 0.05) },
            };
          })
        : tree
          ? []
          : undefined,
    [tree, level],
  );
  const open = (region: string | null) =>
    router.push(region ? `${pathname}?region=${region}` : pathname);
  const regionLabel = level === 'country' ? '省份' : MUNICIPALITIES.has(level) ? '区县' : '城市';

  return (
    <>
      <h1 style={{ fontSize: 20, margin: '0 0 16px' }}>
        中国地图组件示例 <Tag color="gold">演示数据</Tag>
      </h1>
      <Row gutter={16}>
        <Col span={16}>
          <ChinaMap
            level={level}
            values={values}
            title="企业数量分布"
            subtitle="演示数据"
            valueLabel="企业数"
            extraColumns={EXTRA}
            onDrill={(code) => open(code)}
            onBack={() => open(null)}
          />
        </Col>
        <Col span={8}>
          <MapRankingTable
            values={values}
            regionLabel={regionLabel}
            valueLabel="企业数"
            extraColumns={EXTRA}
            scrollY={520}
            onOpen={level === 'country' ? (d) => open(d.code) : undefined}
          />
        </Col>
      </Row>
    </>
  );
}
