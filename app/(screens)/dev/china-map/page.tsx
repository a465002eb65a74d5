import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { ChinaMapDemo } from '@/components/map/china-map-demo';
import { portalEnv } from '@/lib/server/env';

export const metadata: Metadata = { title: '中国地图组件示例', robots: { index: false } };

// /zsai/dev/china-map: the shared China map with made-up figures, for developers. Like
// /dev/form-engine, only with ZSAI_DEV_ENDPOINTS=1, in no menu, linked from nowhere.
export default function ChinaMapDemoPage() {
  if (!portalEnv().devEndpoints) notFound();
  return (
    <main style={{ maxWidth: 1200, margin: '24px auto', padding: '0 16px' }}>
      <Suspense>
        <ChinaMapDemo />
      </Suspense>
    </main>
  );
}
