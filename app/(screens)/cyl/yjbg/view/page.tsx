import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenSkeleton } from '@/components/layout/screen-gate';
import { StoredReportScreen } from '@/components/reports/stored-report-screen';

export const metadata: Metadata = { title: '研究报告' };

// /zsai/cyl/yjbg/view?id= - a stored report of the library (yjbg: 研究报告) on A4 with 下载PDF.
export default function StoredReportPage() {
  return (
    <Suspense fallback={<ScreenSkeleton />}>
      <StoredReportScreen />
    </Suspense>
  );
}
