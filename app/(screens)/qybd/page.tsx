import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { QybdScreen } from '@/components/regional/qybd-screen';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import { REGIONAL_PERMISSIONS } from '@/lib/contract/regional';
import { ScreenFrame } from '@/components/layout/screen-frame';

export const metadata: Metadata = { title: '榜单企业' };

// /zsai/qybd - 榜单企业 (qybd): ?list= a ranking list, ?region=, ?sshy= a 门类, ?page=, ?size=.
export default function RankingListsScreen() {
  const { key, screen } = REGIONAL_PERMISSIONS.qybd;
  return (
    <ScreenGate permission={key} message={CHAIN_MESSAGES.noPermission(screen)}>
      <Suspense fallback={<ScreenSkeleton />}>
        <ScreenFrame>
          <QybdScreen />
        </ScreenFrame>
      </Suspense>
    </ScreenGate>
  );
}
