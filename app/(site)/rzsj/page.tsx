import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LeadScreen, LeadSkeleton } from '@/components/leads/lead-screen';

export const metadata: Metadata = { title: '融资商机' };

// /zsai/rzsj?region=&sshy=&zczb=&cyl=&other=&trigger=&dateFrom=&dateTo=&customer=&excludeRisky=
// &sort=&pageIndex=&pageSize= - 融资商机 (rzsj: financing leads). The screen reads the URL, so
// it renders in a Suspense boundary with its own skeleton.
export default function FinancingLeadsPage() {
  return (
    <Suspense fallback={<LeadSkeleton />}>
      <LeadScreen kind="rzsj" />
    </Suspense>
  );
}
