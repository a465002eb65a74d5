import type { Metadata } from 'next';
import { Suspense } from 'react';
import { InvestmentMapScreen } from '@/components/investment-map/investment-map-screen';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import { INVESTMENT_MAP_PERMISSION } from '@/lib/contract/recommendations';
import { ScreenFrame } from '@/components/layout/screen-frame';

export const metadata: Metadata = { title: '招商地图' };

// /zsai/zsgj - 招商地图 (zsgj): ?layer=&chain=&level=&region= on the shared China map.
export default function InvestmentMapPage() {
  return (
    <ScreenGate
      permission={INVESTMENT_MAP_PERMISSION.key}
      message={CHAIN_MESSAGES.noPermission(INVESTMENT_MAP_PERMISSION.screen)}
    >
      <Suspense fallback={<ScreenSkeleton />}>
        <ScreenFrame>
          <InvestmentMapScreen />
        </ScreenFrame>
      </Suspense>
    </ScreenGate>
  );
}
