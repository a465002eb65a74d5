import { Suspense } from 'react';
import { ProductNotFound } from '@/components/products/product-not-found';

// A category page whose ?category= names nothing (notFound() in the page).
export default function NotFound() {
  return (
    <Suspense>
      <ProductNotFound kind="category" />
    </Suspense>
  );
}
