import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { ProductSearchPage } from '@/components/products/product-search-page';
import { PRODUCT_MESSAGES, PRODUCT_PERMISSION } from '@/lib/contract/products';

export const metadata: Metadata = { title: '找产品' };

// /zsai/cyl/zcp - 找产品 (zcp): product search, the category tree and hot products, ?keyword=.
export default function ProductsScreen() {
  return (
    <ScreenGate permission={PRODUCT_PERMISSION.key} message={PRODUCT_MESSAGES.noPermission}>
      <Suspense fallback={<ScreenSkeleton />}>
        <ProductSearchPage />
      </Suspense>
    </ScreenGate>
  );
}
