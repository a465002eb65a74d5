import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenSkeleton } from '@/components/layout/screen-gate';
import { StoredReportScreen } from '@/components/reports/stored-report-screen';

export const metadata: Metadata = { title: '产业简报' };

// /zsai/cyjj/preview/report?id= - 产业简报 (report): a stored briefing on A4 with 下载PDF.
export default function BriefingReportScreen() {
  return (
    <Suspense fallback={<ScreenSkeleton />}>
      <StoredReportScreen />
    </Suspense>
  );
}
