import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { RegionalReportScreen } from '@/components/report-kinds/regional-report-screen';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import { REPORT_KIND_PERMISSIONS } from '@/lib/contract/report-kinds';

export const metadata: Metadata = { title: '区域报告' };

// /zsai/cyl/yjbg/qjbg - qjbg: 区域报告, a province's or a city's report (docs/report-kinds.md).
export default function RegionalReportScreenPage() {
  const { key, screen } = REPORT_KIND_PERMISSIONS.regional;
  return (
    <ScreenGate permission={key} message={CHAIN_MESSAGES.noPermission(screen)}>
      <Suspense fallback={<ScreenSkeleton />}>
        <RegionalReportScreen />
      </Suspense>
    </ScreenGate>
  );
}
