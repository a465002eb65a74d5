import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ZgxScreen, ZgxSkeleton } from '@/components/relationships/zgx-screen';

export const metadata: Metadata = { title: '找关系' };

// /zsai/zgx?ids=e:1,p:45@2&hops=&maxPaths=&types=&minRatio=&excludeClosed=&excludePersons=
// &expandHubs= - 找关系 (zgx: find relationships): the paths between 2–5 enterprises or
// persons, suspected ties and common relations. The screen reads the URL, so it renders in a
// Suspense boundary with its own skeleton.
export default function RelationshipsPage() {
  return (
    <Suspense fallback={<ZgxSkeleton />}>
      <ZgxScreen />
    </Suspense>
  );
}
