import type { Metadata } from 'next';
import { Suspense } from 'react';
import { FzzlScreen } from '@/components/industry-overview/fzzl-screen';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import { FZZL_PERMISSION } from '@/lib/contract/industry-overview';
import { ScreenFrame } from '@/components/layout/screen-frame';

export const metadata: Metadata = { title: '行业发展总览' };

// /zsai/cyjj/fzzl - fzzl: 发展总览, 看行业's industry overview: ?industry= a 门类/大类/中类 code or
// ?chain= a chain code, and ?region= a GB/T 2260 code (全国 by default).
export default function IndustryOverviewScreen() {
  const { key, screen } = FZZL_PERMISSION;
  return (
    <ScreenGate permission={key} message={CHAIN_MESSAGES.noPermission(screen)}>
      <Suspense fallback={<ScreenSkeleton />}>
        <ScreenFrame>
          <FzzlScreen />
        </ScreenFrame>
      </Suspense>
    </ScreenGate>
  );
}
