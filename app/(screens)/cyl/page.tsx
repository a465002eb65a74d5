import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ChainScreen } from '@/components/chains/chain-screen';
import { ChainSkeleton } from '@/components/chains/chain-skeleton';

export const metadata: Metadata = { title: '产业链' };

// /zsai/cyl?chain=&region=&node=&tab= - 产业链 (cyl: industry chain): a chain's links in a
// region with their strengths and gaps, and a link's enterprises, leaders and figures. In
// (screens) with the other /cyl pages (企业详情, 产业地图 …), so moving between them keeps the
// chrome mounted; the screen draws its own skeletons, so no loading overlay is wanted.
export default function ChainPage() {
  return (
    <Suspense fallback={<ChainSkeleton />}>
      <ChainScreen />
    </Suspense>
  );
}
