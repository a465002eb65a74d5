import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { MatchmakingScreen } from '@/components/matchmaking/matchmaking-screen';
import { MATCHMAKING_MESSAGES, MATCHMAKING_PERMISSION } from '@/lib/contract/matchmaking';

export const metadata: Metadata = { title: '商业对接' };

// /zsai/sydj - 商业对接 (sydj): supply and demand posts, their matches and conversations
// (docs/matchmaking.md); ?post= opens one in the drawer.
export default function MatchmakingPage() {
  return (
    <ScreenGate permission={MATCHMAKING_PERMISSION.key} message={MATCHMAKING_MESSAGES.noPermission}>
      <Suspense fallback={<ScreenSkeleton />}>
        <MatchmakingScreen />
      </Suspense>
    </ScreenGate>
  );
}
