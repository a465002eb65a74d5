import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CompetitivenessPage } from '@/components/competitiveness/competitiveness-page';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { CHAIN_MESSAGES, CHAIN_PERMISSIONS } from '@/lib/contract/chains';

export const metadata: Metadata = { title: '竞争力分析' };

const { key, screen } = CHAIN_PERMISSIONS.competitiveness;

// /zsai/cyl/jzlfx - 竞争力分析 (jzlfx): a region in a chain among its peers, ?chain=&region=&tab=&weights=.
export default function CompetitivenessScreen() {
  return (
    <ScreenGate permission={key} message={CHAIN_MESSAGES.noPermission(screen)}>
      <Suspense fallback={<ScreenSkeleton />}>
        <CompetitivenessPage />
      </Suspense>
    </ScreenGate>
  );
}
