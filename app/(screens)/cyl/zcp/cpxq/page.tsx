import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { ProductDetailPage } from '@/components/products/product-detail-page';
import { PRODUCT_MESSAGES, PRODUCT_PERMISSION } from '@/lib/contract/products';
import { productForPage, productMetadata } from '@/lib/server/product-page';

type Props = { searchParams: Promise<{ product?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return productMetadata((await searchParams).product);
}

// /zsai/cyl/zcp/cpxq?product= - 产品详情 (cpxq): an unknown product is a 404.
export default async function ProductScreen({ searchParams }: Props) {
  const { record } = await productForPage((await searchParams).product);
  return (
    <ScreenGate permission={PRODUCT_PERMISSION.key} message={PRODUCT_MESSAGES.noPermission}>
      <Suspense fallback={<ScreenSkeleton />}>
        <ProductDetailPage initial={record} />
      </Suspense>
    </ScreenGate>
  );
}
