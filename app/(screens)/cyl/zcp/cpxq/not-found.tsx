import { Suspense } from 'react';
import { ProductNotFound } from '@/components/products/product-not-found';

// A product page whose ?product= names nothing (notFound() in the page).
export default function NotFound() {
  return (
    <Suspense>
      <ProductNotFound kind="product" />
    </Suspense>
  );
}
