import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { ChainReportScreen } from '@/components/report-kinds/chain-report-screen';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import { REPORT_KIND_PERMISSIONS } from '@/lib/contract/report-kinds';

export const metadata: Metadata = { title: '产业链报告' };

// /zsai/cyl/cylbg - cylbg: 产业链报告, a chain in a region (docs/report-kinds.md).
export default function ChainReportScreenPage() {
  const { key, screen } = REPORT_KIND_PERMISSIONS.chain;
  return (
    <ScreenGate permission={key} message={CHAIN_MESSAGES.noPermission(screen)}>
      <Suspense fallback={<ScreenSkeleton />}>
        <ChainReportScreen />
      </Suspense>
    </ScreenGate>
  );
}
