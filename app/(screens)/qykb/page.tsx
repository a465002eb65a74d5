import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { BoardScreen } from '@/components/board/board-screen';
import { BOARD_PERMISSION } from '@/lib/contract/board';
import { CHAIN_MESSAGES } from '@/lib/contract/chains';
import { ScreenFrame } from '@/components/layout/screen-frame';

export const metadata: Metadata = { title: '企业看板' };

// /zsai/qykb - 企业看板 (qykb): KPI cards, charts and members of a chosen set, saved per user.
export default function EnterpriseBoardScreen() {
  const { key, screen } = BOARD_PERMISSION;
  return (
    <ScreenGate permission={key} message={CHAIN_MESSAGES.noPermission(screen)}>
      <Suspense fallback={<ScreenSkeleton />}>
        <ScreenFrame>
          <BoardScreen />
        </ScreenFrame>
      </Suspense>
    </ScreenGate>
  );
}
