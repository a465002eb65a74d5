import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { BenchmarkReportScreen } from '@/components/report-kinds/benchmark-report-screen';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import { REPORT_KIND_PERMISSIONS } from '@/lib/contract/report-kinds';

export const metadata: Metadata = { title: '对标报告' };

// /zsai/cyl/yjbg/dbbg - dbbg: 对标报告, a region or an enterprise against its peers (docs/report-kinds.md).
export default function BenchmarkReportScreenPage() {
  const { key, screen } = REPORT_KIND_PERMISSIONS.benchmark;
  return (
    <ScreenGate permission={key} message={CHAIN_MESSAGES.noPermission(screen)}>
      <Suspense fallback={<ScreenSkeleton />}>
        <BenchmarkReportScreen />
      </Suspense>
    </ScreenGate>
  );
}
