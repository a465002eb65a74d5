import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { PolicyScreen } from '@/components/policies/policy-screen';
import { POLICY_MESSAGES, POLICY_PERMISSION } from '@/lib/contract/policies';

export const metadata: Metadata = { title: '政策问答' };

// /zsai/chat/gjzc - 政策问答 (gjzc: 惠企政策问答): the policy library, questions, and an
// enterprise's eligibility check with its PDF.
export default function PolicyQaScreen() {
  return (
    <ScreenGate permission={POLICY_PERMISSION.key} message={POLICY_MESSAGES.noPermission}>
      <Suspense fallback={<ScreenSkeleton />}>
        <PolicyScreen />
      </Suspense>
    </ScreenGate>
  );
}
