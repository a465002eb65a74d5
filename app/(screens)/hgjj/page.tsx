import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { HgjjScreen } from '@/components/regional/hgjj-screen';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import { REGIONAL_PERMISSIONS } from '@/lib/contract/regional';
import { ScreenFrame } from '@/components/layout/screen-frame';

export const metadata: Metadata = { title: '宏观经济' };

// /zsai/hgjj - 宏观经济 (hgjj): a region's economy, ?region= a GB/T 2260 code (全国 by default).
export default function RegionalEconomyScreen() {
  const { key, screen } = REGIONAL_PERMISSIONS.hgjj;
  return (
    <ScreenGate permission={key} message={CHAIN_MESSAGES.noPermission(screen)}>
      <Suspense fallback={<ScreenSkeleton />}>
        <ScreenFrame>
          <HgjjScreen />
        </ScreenFrame>
      </Suspense>
    </ScreenGate>
  );
}
