import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ChainMapPage } from '@/components/chain-map/chain-map-page';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { CHAIN_MESSAGES, CHAIN_PERMISSIONS } from '@/lib/contract/chains';

export const metadata: Metadata = { title: '产业地图' };

const { key, screen } = CHAIN_PERMISSIONS.map;

// /zsai/cyl/cysj - 产业地图 (cysj: 产业数据): a chain's enterprises over China, ?chain=&node=&region=.
export default function ChainMapScreen() {
  return (
    <ScreenGate permission={key} message={CHAIN_MESSAGES.noPermission(screen)}>
      <Suspense fallback={<ScreenSkeleton />}>
        <ChainMapPage />
      </Suspense>
    </ScreenGate>
  );
}
