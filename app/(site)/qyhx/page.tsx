import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SearchPage } from '@/components/search/search-page';

export const metadata: Metadata = { title: '找企业' };

// /zsai/qyhx - 找企业 (qyhx: 企业画像): search, filters, results and export (behind login).
export default function QyhxPage() {
  return (
    <Suspense>
      <SearchPage />
    </Suspense>
  );
}
