import type { Metadata } from 'next';
import { Suspense } from 'react';
import { QbfxScreen } from '@/components/intelligence-analysis/qbfx-screen';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import { INTELLIGENCE_ANALYSIS_PERMISSION } from '@/lib/contract/intelligence-analysis';
import { ScreenFrame } from '@/components/layout/screen-frame';

export const metadata: Metadata = { title: '产业情报分析' };

// /zsai/cyjj/qbfx - 情报分析 (qbfx): the feed's events aggregated, under the feed's URL filter
// (chain, node, industry, region, kinds, importance, from, to, qyid).
export default function IntelligenceAnalysisScreen() {
  const { key, screen } = INTELLIGENCE_ANALYSIS_PERMISSION;
  return (
    <ScreenGate permission={key} message={CHAIN_MESSAGES.noPermission(screen)}>
      <Suspense fallback={<ScreenSkeleton />}>
        <ScreenFrame>
          <QbfxScreen />
        </ScreenFrame>
      </Suspense>
    </ScreenGate>
  );
}
