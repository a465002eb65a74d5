import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CentreSkeleton, CustomerCentre } from '@/components/customers/customer-centre';

export const metadata: Metadata = { title: '管理中心' };

// /zsai/glzx/js/leftMenu?view=… - 管理中心 with its left menu (SPEC.md §2.2): the same centre
// as /glzx, whose pages are the customer book's views.
export default function ManagementCentrePage() {
  return (
    <Suspense fallback={<CentreSkeleton />}>
      <CustomerCentre />
    </Suspense>
  );
}
