import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CompareScreen, CompareSkeleton } from '@/components/compare/compare-screen';

export const metadata: Metadata = { title: '企业对比' };

// /zsai/qyhx/qyhxModel?ids=1,2,3 - 企业对比 (qydb: comparison, in the 企业画像 screens): 2–5
// enterprises side by side. The screen reads the URL, so it renders in a Suspense boundary
// with its own skeleton.
export default function ComparePage() {
  return (
    <Suspense fallback={<CompareSkeleton />}>
      <CompareScreen />
    </Suspense>
  );
}
