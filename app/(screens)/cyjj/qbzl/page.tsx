import type { Metadata } from 'next';
import { Suspense } from 'react';
import { QbzlScreen } from '@/components/intelligence/qbzl-screen';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import { FEED_PERMISSION } from '@/lib/contract/intelligence-feed';

export const metadata: Metadata = { title: '产业情报' };

// /zsai/cyjj/qbzl - qbzl: 情报总览, the intelligence feed, under the shared URL filter (chain,
// node, industry, region, kinds, importance, from, to, qyid).
export default function IntelligenceFeedScreen() {
  const { key, screen } = FEED_PERMISSION;
  return (
    <ScreenGate permission={key} message={CHAIN_MESSAGES.noPermission(screen)}>
      <Suspense fallback={<ScreenSkeleton />}>
        <QbzlScreen />
      </Suspense>
    </ScreenGate>
  );
}
