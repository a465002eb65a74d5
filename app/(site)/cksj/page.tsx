import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LeadScreen, LeadSkeleton } from '@/components/leads/lead-screen';

export const metadata: Metadata = { title: '存款商机' };

// /zsai/cksj?… (the params of /rzsj) - 存款商机 (cksj: deposit leads), the same screen over
// the deposit triggers.
export default function DepositLeadsPage() {
  return (
    <Suspense fallback={<LeadSkeleton />}>
      <LeadScreen kind="cksj" />
    </Suspense>
  );
}
