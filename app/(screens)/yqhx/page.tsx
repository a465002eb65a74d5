import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { ParkScreen } from '@/components/parks/park-screen';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import { PARK_PERMISSION } from '@/lib/contract/parks';
import { ScreenFrame } from '@/components/layout/screen-frame';

export const metadata: Metadata = { title: '园区画像' };

// /zsai/yqhx - 园区画像 (yqhx): the park list, ?park= a profile, ?compare=a,b a comparison.
export default function ParkProfilesScreen() {
  return (
    <ScreenGate
      permission={PARK_PERMISSION.key}
      message={CHAIN_MESSAGES.noPermission(PARK_PERMISSION.screen)}
    >
      <Suspense fallback={<ScreenSkeleton />}>
        <ScreenFrame>
          <ParkScreen />
        </ScreenFrame>
      </Suspense>
    </ScreenGate>
  );
}
