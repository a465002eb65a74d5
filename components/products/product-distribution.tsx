'use client';

import { useMemo } from 'react';
import { ChinaMap } from '@/components/map/china-map';
import type { MapColumn, MapDatum } from '@/components/map/map-data';
import { NATIONAL_REGION } from '@/lib/contract/chains';
import { formatPercent } from '@/lib/format';
import type { MapLevel } from '@/lib/map/regions';
import { useProductRegions } from '@/lib/client/use-products';

// A product's producers over the map: the country, or the province of the producers' region
// filter (a city of it outlined). A click filters the producers to the region clicked.

const EXTRA: MapColumn[] = [
  { key: 'confirmedcount', label: '确认生产企业' },
  {
    key: 'share',
    label: '占比',
    format: (v) => formatPercent(Number(v) * 100, 1),
  },
];

export function ProductDistribution({
  product,
  name,
  level,
  selected,
  subtitle,
  onRegion,
}: {
  product: string;
  name: string;
  level: MapLevel;
  selected?: string;
  subtitle?: string;
  /** A region chosen on the map; undefined: back to 全国. */
  onRegion: (code: string | undefined) => void;
}) {
  const regions = useProductRegions(product, level === 'country' ? NATIONAL_REGION : level);
  const values = useMemo<MapDatum[] | undefined>(
    () =>
      regions.data?.data.map((r) => ({
        code: r.code,
        name: r.name,
        value: r.producercount,
        extra: { confirmedcount: r.confirmedcount, share: r.share },
      })),
    [regions.data],
  );
  return (
    <ChinaMap
      level={level}
      values={values}
      title={`${name}生产企业分布`}
      subtitle={subtitle}
      valueLabel="生产企业"
      extraColumns={EXTRA}
      height={420}
      selected={selected}
      error={regions.error?.message}
      onDrill={(code) => onRegion(code)}
      onBack={() => onRegion(undefined)}
      onSelect={(r) => onRegion(r.code)}
    />
  );
}
