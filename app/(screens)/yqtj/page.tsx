import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { RecommendationScreen } from '@/components/recommendations/recommendation-screen';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import { RECOMMENDATION_PERMISSION } from '@/lib/contract/recommendations';
import { ScreenFrame } from '@/components/layout/screen-frame';

export const metadata: Metadata = { title: '招商推荐' };

// /zsai/yqtj - 招商推荐 (yqtj): recommendations for ?region= and ?chain=, with their reasons.
export default function RecommendationsScreen() {
  return (
    <ScreenGate
      permission={RECOMMENDATION_PERMISSION.key}
      message={CHAIN_MESSAGES.noPermission(RECOMMENDATION_PERMISSION.screen)}
    >
      <Suspense fallback={<ScreenSkeleton />}>
        <ScreenFrame>
          <RecommendationScreen />
        </ScreenFrame>
      </Suspense>
    </ScreenGate>
  );
}
