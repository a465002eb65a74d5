import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ScreenGate, ScreenSkeleton } from '@/components/layout/screen-gate';
import { CategoryDetailPage } from '@/components/products/category-detail-page';
import { PRODUCT_MESSAGES, PRODUCT_PERMISSION } from '@/lib/contract/products';
import { categoryForPage, categoryMetadata } from '@/lib/server/product-page';

type Props = { searchParams: Promise<{ category?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return categoryMetadata((await searchParams).category);
}

// /zsai/cyl/zcp/cpflxq?category= - 产品分类详情 (cpflxq): an unknown category is a 404.
export default async function CategoryScreen({ searchParams }: Props) {
  const { record } = await categoryForPage((await searchParams).category);
  return (
    <ScreenGate permission={PRODUCT_PERMISSION.key} message={PRODUCT_MESSAGES.noPermission}>
      <Suspense fallback={<ScreenSkeleton />}>
        <CategoryDetailPage initial={record} />
      </Suspense>
    </ScreenGate>
  );
}
