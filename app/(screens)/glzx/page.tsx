import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CentreSkeleton, CustomerCentre } from '@/components/customers/customer-centre';

export const metadata: Metadata = { title: '客户管理' };

// /zsai/glzx?view=customers|reminders|import|pipeline|groups - 客户管理 (glzx: 管理中心), the
// customer book in the management centre; 我的客户 by default. The centre reads the URL, so it
// renders in a Suspense boundary.
export default function CustomerBookPage() {
  return (
    <Suspense fallback={<CentreSkeleton />}>
      <CustomerCentre />
    </Suspense>
  );
}
